import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "apps/web");
const BUILD_DIR = path.resolve(WEB, process.env.WEB_BUILD_DIR ?? "build");
const STAMP = path.join(BUILD_DIR, ".source-hash");
/** What the production bundle is built from: the web app and every package it may import. */
const INPUTS = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/package.json",
  "packages/contracts/src",
  "packages/domain/src",
  "package-lock.json",
];

function* files(target: string): Generator<string> {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    yield* files(path.join(target, entry.name));
  }
}

export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Builds the production bundle when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  const want = sourceHash();
  const have = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  if (have === want && existsSync(path.join(BUILD_DIR, "server/index.js"))) return;
  console.log(have ? "Sources changed: rebuilding the web bundle…" : "Building the web bundle…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: WEB, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${want}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
