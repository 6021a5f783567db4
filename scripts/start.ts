import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm start`: build the production bundle if it is missing or stale, then run
 * the server in this process (migrations apply on start).
 */
try {
  ensureWebBuild();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
process.env.NODE_ENV = "production";
const main = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../apps/web/server/main.ts",
);
await import(main);
