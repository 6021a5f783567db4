/**
 * `npm run routes:check` (part of `npm run check`): the API's route files take
 * their input checked by the declarations (ADR 016). A `*.routes.ts` file
 * under apps/api/src may not parse anything itself (`.parse(`,
 * `.safeParse(`, `JSON.parse(`…), register a route by hand (`app.get(`,
 * `.post(`, `.route(`…: `route(app, ENDPOINT, …)` only) or name an API path
 * in a string. Prints each finding as `file:line: what` and exits 1 on any.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

const RULES: { pattern: RegExp; problem: string }[] = [
  {
    pattern: /\.(safeParse|parse|parseAsync|safeParseAsync|decode|safeDecode)\s*\(/,
    problem: "parses input itself; the declaration's schemas check it before the handler",
  },
  {
    pattern: /\b\w+\.(get|post|put|patch|delete|all|route)\s*\(\s*[`"'{]/,
    problem: "registers a route by hand; use route(app, ENDPOINT, …)",
  },
  {
    pattern: /[`"']\/(api\/[\w-]+|healthz|livez|readyz)/,
    problem: "names an API path; the declaration holds it",
  },
];

/** The code of a line without its `//` comment (strings keep their `//`). */
function codeOf(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")) return "";
  return line.replace(/\s\/\/ .*$/, "");
}

export function checkSource(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  source.split("\n").forEach((text, index) => {
    const code = codeOf(text);
    for (const rule of RULES) {
      if (rule.pattern.test(code)) findings.push({ file, line: index + 1, problem: rule.problem });
    }
  });
  return findings;
}

export function routeFiles(root: string): string[] {
  const dir = path.join(root, "apps/api/src");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".routes.ts"))
    .map((f) => path.join(dir, f))
    .sort();
}

export function checkRoutes(root: string): Finding[] {
  return routeFiles(root).flatMap((file) =>
    checkSource(path.relative(root, file), readFileSync(file, "utf8")),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const findings = checkRoutes(root);
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.problem}`);
  if (findings.length > 0) process.exit(1);
  console.log(`✔ ${routeFiles(root).length} route files take their input checked`);
}
