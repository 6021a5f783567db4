import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "apps/web");
const BUILD_DIR = path.resolve(WEB, process.env.WEB_BUILD_DIR ?? "build");
const STAMP = path.join(BUILD_DIR, ".source-hash");
/** What the production bundle is built from: the web app and every package it may import. */
const INPUTS = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/service-worker",
  "apps/web/vite.config.ts",
  "apps/web/vite-service-worker.ts",
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

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

function isFresh(want: string): boolean {
  const have = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  return have === want && existsSync(path.join(BUILD_DIR, "server/index.js"));
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes a lock beside the build directory so that parallel test workers (or
 * the e2e global setup and a server test) never build into it at once. A lock
 * older than ten minutes is taken to be left by a killed build.
 */
function withBuildLock(body: () => void): void {
  const lock = `${BUILD_DIR}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      else sleep(250);
    }
  }
  try {
    body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** What the host serves precompressed: text files of the client build above 1 KiB. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) beside
 * every compressible file of the client build, once per build: the host
 * serves them as they are (`preCompressed`), so static files cost no
 * compression per request and are smaller than per-response brotli makes them.
 */
function precompressClientBuild(dir = path.join(BUILD_DIR, "client")): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Builds the production bundle when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  const want = sourceHash();
  if (isFresh(want)) return;
  withBuildLock(() => {
    if (isFresh(want)) return; // another process built it while we waited
    const rebuilding = existsSync(STAMP);
    console.log(
      rebuilding ? "Sources changed: rebuilding the web bundle…" : "Building the web bundle…",
    );
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: WEB,
      stdio: "inherit",
      // Always a production bundle, even when called from Vitest (NODE_ENV=test).
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) {
      throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
    }
    precompressClientBuild();
    writeFileSync(STAMP, `${want}\n`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureWebBuild();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
