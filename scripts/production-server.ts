import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ProductionServer {
  port: number;
  /** The server process (its CPU time can be read from /proc). */
  pid: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** SIGTERM, wait for the exit, remove the data directory. */
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  /** Variables on top of the defaults below (`undefined` removes one). */
  env?: Record<string, string | undefined>;
  /** Keep RAILWAY_DATA_DIR from the environment (default), or always run on the demo network. */
  network?: "inherited" | "demo";
  /** How long the server may take to answer /healthz (default 180 s: a busy 2-core machine starting two). */
  timeoutMs?: number;
  /** The server's stdout and stderr: shown (default), dropped, or written to this open file descriptor. */
  output?: "inherit" | "ignore" | number;
  /**
   * A data directory the caller prepared (a test's seeded database); a fresh
   * one by default. Either is removed at `stop`.
   */
  dataDir?: string;
}

/** The servers' SESSION_SECRET (tests that sign a link as the server would, e.g. a PNR share link). */
export const TEST_SESSION_SECRET = "local-test-session-secret-that-is-long-enough-0123456789";

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `apps/web/server/main.ts` as `npm start` would run it in production
 * (the build of `WEB_BUILD_DIR`, which the caller has made with
 * `ensureWebBuild()`), on a fresh PGlite directory, and waits until /healthz
 * answers 200. Used by the browser tests' global setup and the HTTP benches.
 * Background preparation of predictions is off unless `env` turns it on, so
 * it does not compete with what is measured or tested.
 */
export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "safar-server-"));
  const port = await freePort();
  const inherited: Record<string, string | undefined> = { ...process.env };
  if (options.network === "demo") delete inherited.RAILWAY_DATA_DIR;
  const env = Object.fromEntries(
    Object.entries({
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      PREDICTION_WARMUP: "0",
      SESSION_SECRET: TEST_SESSION_SECRET,
      // One server process (its pid is the server), unless the caller asks for more (ADR 031).
      WEB_CONCURRENCY: "1",
      ...options.env,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const child = spawn(process.execPath, [path.join(ROOT, "apps/web/server/main.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", options.output ?? "inherit", options.output ?? "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() > deadline) {
        throw new Error(
          `the server did not answer /healthz within ${options.timeoutMs ?? 180_000} ms`,
        );
      }
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, pid: child.pid ?? 0, url, stop };
}
