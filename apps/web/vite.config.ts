import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const APP = `${import.meta.dirname}/app/`;
/**
 * What every page loads: the client entry, the root route, and the error
 * boundary every route module imports.
 */
const SHELL_SEEDS = [
  `${APP}entry.client.tsx`,
  `${APP}root.tsx`,
  `${APP}routes/shared/route-error.tsx`,
];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** Every module the seeds import statically, directly or not. */
function staticClosure(moduleInfo: ModuleInfoOf, seeds: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...seeds];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let shellModules: Set<string> | undefined;

export default defineConfig({
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./server/index.ts",
      externalizeServerEntryImports: ["#server-context"],
    }),
  ],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // W3 (bench/first-load-js.ts): the shell (React, React Router and our
            // shell code) as one chunk instead of a dozen; brotli compresses one
            // file better than many small ones (≈ 5 KiB less on every page).
            codeSplitting: {
              groups: [
                {
                  debugName: "shell",
                  name(id, ctx) {
                    shellModules ??= staticClosure((m) => ctx.getModuleInfo(m), SHELL_SEEDS);
                    return shellModules.has(id) ? "shell" : null;
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
});
