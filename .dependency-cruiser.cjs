/**
 * Import boundaries (style anchors §9 and house rules 3 and 4), checked by
 * `npm run boundaries`. Paths are the real paths of the resolved modules, so a
 * workspace import such as `@safar/db/client` is matched as `packages/db/src/client.ts`.
 * docs/architecture.md draws the same picture.
 */

/** Test files and test support may reach for what production code may not. */
const TEST_FILE = [
  "\\.(test|integration-test|e2e-test)\\.tsx?$",
  "^apps/[^/]+/tests?/",
  "^apps/web/server/test/",
  "^packages/test-kit/",
];

const OUR_CODE = "^(apps|packages)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── Everywhere ─────────────────────────────────────────────────────────
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import cycles: they make the layering meaningless and the start-up order fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment:
        "Every import resolves (React Router's generated ./+types/* and Vite virtual modules aside).",
      from: {},
      to: { couldNotResolve: true, pathNot: ["\\+types/", "^virtual:"] },
    },
    {
      name: "no-undeclared-dependency",
      severity: "error",
      comment:
        "A package imports only npm packages its package.json (or the root's) declares; hoisting would otherwise hide a missing dependency until a fresh install.",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "no-test-kit-in-production",
      severity: "error",
      comment: "Only tests import @safar/test-kit and test helpers.",
      from: { pathNot: TEST_FILE },
      to: { path: ["^packages/test-kit/", "^apps/[^/]+/tests?/", "^apps/web/server/test/"] },
    },

    // ── packages/domain: pure, imports nothing of ours, no I/O ──────────────
    {
      name: "domain-imports-nothing-of-ours",
      severity: "error",
      comment: "@safar/domain is the innermost layer.",
      from: { path: "^packages/domain/" },
      to: { path: OUR_CODE, pathNot: "^packages/domain/" },
    },
    {
      name: "domain-does-no-io",
      severity: "error",
      comment:
        "@safar/domain is pure: no Node built-ins (fs, net, child_process…) and no npm packages (pg, fastify…). Its tests may use the test runner.",
      from: { path: "^packages/domain/", pathNot: TEST_FILE },
      to: { dependencyTypes: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg"] },
    },

    // ── packages: contracts ← domain; db ← contracts, domain; railway ─────
    {
      name: "contracts-only-on-domain",
      severity: "error",
      comment: "@safar/contracts may import only @safar/domain.",
      from: { path: "^packages/contracts/", pathNot: TEST_FILE },
      to: { path: OUR_CODE, pathNot: "^packages/(contracts|domain)/" },
    },
    {
      name: "db-only-on-contracts-and-domain",
      severity: "error",
      comment: "@safar/db may import only @safar/contracts and @safar/domain.",
      from: { path: "^packages/db/", pathNot: TEST_FILE },
      to: { path: OUR_CODE, pathNot: "^packages/(db|contracts|domain)/" },
    },
    {
      name: "railway-not-on-partner-side",
      severity: "error",
      comment:
        "The simulated railway (@safar/railway) stands apart from the partner product: it may use domain, contracts and db (ADR 004), never apps/*.",
      from: { path: "^packages/railway/", pathNot: TEST_FILE },
      to: { path: OUR_CODE, pathNot: "^packages/(railway|db|contracts|domain)/" },
    },
    {
      name: "railway-tables-only-for-railway",
      severity: "error",
      comment:
        "The railway's tables (packages/db/src/railway*.ts) are read and written only by @safar/railway; the partner side goes through the RailwayGateway (ADR 004).",
      from: { path: OUR_CODE, pathNot: ["^packages/railway/", "^packages/db/", ...TEST_FILE] },
      to: { path: "^packages/db/src/railway[^/]*\\.ts$" },
    },
    {
      name: "packages-never-import-apps",
      severity: "error",
      comment: "Packages are shared by the apps; they never reach into one.",
      from: { path: "^packages/", pathNot: TEST_FILE },
      to: { path: "^apps/" },
    },

    // ── apps/api ────────────────────────────────────────────────────────────
    {
      name: "api-only-on-packages",
      severity: "error",
      comment: "The API imports packages, never the web app.",
      from: { path: "^apps/api/" },
      to: { path: "^apps/", pathNot: "^apps/api/" },
    },
    {
      name: "api-modules-through-services",
      severity: "error",
      comment:
        "apps/api/src/modules/<x> may import another module only through that module's *.service.ts.",
      from: { path: "^apps/api/src/modules/([^/]+)/" },
      to: {
        path: "^apps/api/src/modules/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/[^/]+\\.service\\.ts$"],
      },
    },
    {
      name: "api-routes-take-checked-input",
      severity: "error",
      comment:
        "A *.routes.ts file registers its routes from the declarations in @safar/contracts (ADR 016): it gets input already checked and needs no schema library of its own. That it calls no .parse(…) is checked by scripts/check-routes.ts (npm run check).",
      from: { path: "^apps/api/src/.+\\.routes\\.ts$" },
      to: { path: "(^|/)node_modules/zod/", dependencyTypesNot: ["type-only"] },
    },

    // ── apps/web ────────────────────────────────────────────────────────────
    {
      name: "web-app-not-on-server-packages",
      severity: "error",
      comment:
        "The React Router app never imports @safar/db, @safar/api or @safar/railway: it reaches data through the API client in its load context.",
      from: { path: "^apps/web/app/" },
      to: { path: ["^packages/(db|railway)/", "^apps/api/", "^apps/web/server/"] },
    },
    {
      name: "only-web-server-imports-api",
      severity: "error",
      comment: "Only the Fastify host (apps/web/server) mounts the API.",
      from: { path: "^apps/web/", pathNot: ["^apps/web/server/", ...TEST_FILE] },
      to: { path: "^apps/api/" },
    },
    {
      name: "no-server-modules-in-client-code",
      severity: "error",
      comment:
        "Client modules never import *.server.ts(x). Route modules may (React Router strips loader/action code from the client bundle), as may other .server modules and entry.server.",
      from: {
        path: "^apps/web/app/",
        pathNot: [
          "^apps/web/app/routes/",
          "^apps/web/app/root\\.tsx$",
          "\\.server\\.tsx?$",
          ...TEST_FILE,
        ],
      },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "web-ui-primitives-know-no-app",
      severity: "error",
      comment: "components/ui holds design-system primitives: they import no other app code.",
      from: { path: "^apps/web/app/components/ui/" },
      to: {
        path: "^apps/web/app/(components|features|routes|middleware)/",
        pathNot: "^apps/web/app/components/ui/",
      },
    },
    {
      name: "web-components-below-features",
      severity: "error",
      comment: "components ← features ← routes: components never import features or routes.",
      from: { path: "^apps/web/app/components/" },
      to: { path: "^apps/web/app/(features|routes)/" },
    },
    {
      name: "web-features-below-routes",
      severity: "error",
      comment: "Features never import route modules.",
      from: { path: "^apps/web/app/features/" },
      to: { path: "^apps/web/app/routes/" },
    },
    {
      name: "web-no-cross-feature-imports",
      severity: "error",
      comment: "No imports between features: share through components/ or lib/.",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "web-lib-is-shared",
      severity: "error",
      comment: "lib/ is shared by every layer, so it imports none of them.",
      from: { path: "^apps/web/app/lib/" },
      to: { path: "^apps/web/app/(components|features|routes)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "(^|/)(build|build-[^/]+|\\.react-router|dist)/",
    },
    // TypeScript 7 has no JS API yet, so dependency-cruiser parses TS with swc,
    // which keeps `import type` declarations: a type-only import still couples
    // the layers and is checked like any other.
    parser: "swc",
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
