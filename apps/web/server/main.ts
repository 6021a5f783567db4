import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import { type Config, ConfigError, loadConfig } from "@safar/api/config";
import { runPrimary } from "./cluster.ts";
import { createServer } from "./index.ts";
import { outboxNotice } from "./outbox-notice.ts";

/**
 * Production entry: validate the environment, open the database (migrations
 * apply on start), serve until SIGTERM or SIGINT, then stop accepting
 * connections, let in-flight requests finish, close the database and exit 0.
 * With WEB_CONCURRENCY above 1 this process is the cluster's primary and
 * forks that many processes of this same file (cluster.ts, ADR 031).
 */
let config: Config;
try {
  config = loadConfig({ NODE_ENV: "production", ...process.env });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

if (cluster.isPrimary && config.processes > 1) {
  await runPrimary(config);
} else {
  await serve(config);
}

async function serve(config: Config): Promise<void> {
  const app = await createServer(undefined, { config });
  /** How long in-flight requests get after a shutdown signal before the process gives up. */
  const SHUTDOWN_GRACE_MS = 10_000;
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      // /readyz answers 503 from now on (ADR 032). With SHUTDOWN_DRAIN_MS the
      // process keeps serving that long, so a balancer's health checks take it
      // out before it stops accepting connections; the grace starts after it.
      app.readiness.drain();
      if (config.shutdownDrainMs > 0) {
        app.log.info(
          { signal, drainMs: config.shutdownDrainMs },
          "draining: /readyz answers 503, still serving",
        );
      }
      if (config.shutdownDrainMs > 0) setTimeout(() => close(signal), config.shutdownDrainMs);
      else close(signal);
    });
  }
  function close(signal: string): void {
    // Arm the deadline before anything that could throw (a log write to a closed stdout).
    const force = setTimeout(() => {
      process.exitCode = 1;
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // close() ends the keep-alive connections idle at that moment; one whose
    // response was still finishing goes idle later and would hold the server
    // open until its keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => {
        app.log.info("shut down cleanly");
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // Where a tester reads sign-in OTPs (ADR 014); the cluster's primary says it once for all.
  if (cluster.isPrimary) {
    const notice = outboxNotice(config.outboxPage, (app.server.address() as AddressInfo).port);
    app.log[notice.level](notice.message);
  }
}
