import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { ensureWebBuild } from "../../../../scripts/web-build.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Builds the production bundle if stale and starts the real server on a free
 * port with a throw-away PGlite directory and the demo network; the browser
 * tests get its URL.
 */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "safar-e2e-"));
  const port = 3400 + Math.floor(Math.random() * 500);
  // The browser tests name trains and station pairs of the demo network, so the
  // server always runs on it; the full network (RAILWAY_DATA_DIR in CI) is
  // covered by the integration tests and the benches.
  const { RAILWAY_DATA_DIR: _fullNetwork, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(ROOT, "apps/web/server/main.ts")], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // No background preparation of predictions competing with the browser for the CPU.
      PREDICTION_WARMUP: "0",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 60_000);
  project.provide("baseURL", baseURL);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
