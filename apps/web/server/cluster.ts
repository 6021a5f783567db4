import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import type { Config } from "@safar/api/config";
import { createDatabase } from "@safar/db/client";
import { prepareRailwayNetwork } from "@safar/railway/network/startup";
import { pino } from "pino";
import { isDevClockMessage } from "./cluster-messages.ts";
import { outboxNotice } from "./outbox-notice.ts";

/**
 * `npm start` with WEB_CONCURRENCY above 1 (ADR 031): this process is the
 * primary of a `node:cluster`. It applies the migrations and imports the
 * railway network once, then forks `config.processes` server processes
 * (`main.ts` each, sharing the port: the primary hands connections round
 * robin). It serves nothing itself.
 *
 * - A server process that dies is replaced after a second, unless the
 *   primary is shutting down; one that dies before it ever listened at the
 *   first start stops the whole start (exit 1): a bad port or database would
 *   fail every replacement too.
 * - SIGTERM or SIGINT: passed to every server process, each of which
 *   finishes its in-flight requests (main.ts); the primary exits 0 once all
 *   exited 0, else 1, and kills what is left after `SHUTDOWN_GRACE_MS`.
 * - Secrets made per process outside production (SESSION_SECRET unset in
 *   development; the app-token secret of DEV_HOST_APP) are made once here
 *   and given to every process, so a session made through one is good in
 *   all of them. In production SESSION_SECRET is required (config.ts).
 * - The development clock (DEV_CLOCK) set through one process is passed to
 *   the others (`cluster-messages.ts`).
 */
export const SHUTDOWN_GRACE_MS = 15_000;
/** The pause before a server process that died is replaced. */
export const RESTART_DELAY_MS = 1_000;

export async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const db = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  try {
    await db.migrate();
    log.info({ database: db.kind }, "database ready, migrations applied");
    await prepareRailwayNetwork({ db: db.db, railwayDataDir: config.railwayDataDir, log });
  } finally {
    await db.close();
  }

  const shared: Record<string, string> = {};
  if (!process.env.SESSION_SECRET) shared.SESSION_SECRET = config.sessionSecret;
  if (!process.env.APP_TOKEN_SECRET && config.appTokenSecret) {
    shared.APP_TOKEN_SECRET = config.appTokenSecret;
  }
  let devClockOffsetMs: number | null = config.devClock
    ? config.devClock.startAt
      ? config.devClock.startAt.getTime() - Date.now()
      : 0
    : null;

  cluster.setupPrimary({
    exec: fileURLToPath(new URL("./main.ts", import.meta.url)),
  });

  let shuttingDown = false;
  let startedAll = false;
  const listening = new Set<number>();
  const slots = new Map<number, number>();

  function fork(slot: number): Worker {
    const env: Record<string, string> = { ...shared, SAFAR_PROCESS: String(slot) };
    // A replacement starts at the time the others keep.
    if (devClockOffsetMs !== null)
      env.DEV_CLOCK = new Date(Date.now() + devClockOffsetMs).toISOString();
    const worker = cluster.fork(env);
    slots.set(worker.id, slot);
    return worker;
  }

  cluster.on("message", (from, message) => {
    if (!isDevClockMessage(message)) return;
    devClockOffsetMs = message.offsetMs;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id) worker.send(message);
    }
  });

  cluster.on("listening", (worker, address) => {
    listening.add(worker.id);
    if (startedAll || listening.size < config.processes) return;
    startedAll = true;
    log.info(
      { processes: config.processes, port: address.port },
      `${config.processes} server processes listening on port ${address.port}`,
    );
    const notice = outboxNotice(config.outboxPage, address.port);
    log[notice.level](notice.message);
  });

  const exits: (number | null)[] = [];
  let allExited: (() => void) | null = null;
  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    const wasListening = listening.delete(worker.id);
    if (shuttingDown) {
      exits.push(code);
      if (Object.keys(cluster.workers ?? {}).length === 0) allExited?.();
      return;
    }
    if (!startedAll && !wasListening) {
      log.fatal(
        { slot, code, signal },
        "a server process stopped before it listened; stopping the start",
      );
      void shutdown("start failed", 1);
      return;
    }
    log.error(
      { slot, pid: worker.process.pid, code, signal },
      `server process ${slot} died; starting another in ${RESTART_DELAY_MS / 1000} s`,
    );
    setTimeout(() => {
      if (!shuttingDown) fork(slot);
    }, RESTART_DELAY_MS);
  });

  async function shutdown(reason: string, exitCode?: number): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ reason }, "shutting down: every server process finishes its in-flight requests");
    // Each process first drains for SHUTDOWN_DRAIN_MS (ADR 032), then gets its grace.
    const allowedMs = SHUTDOWN_GRACE_MS + config.shutdownDrainMs;
    const force = setTimeout(() => {
      log.error(`shutdown took longer than ${allowedMs / 1000} s; killing what is left`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, allowedMs);
    force.unref();
    const done = new Promise<void>((resolve) => {
      allExited = resolve;
    });
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill("SIGTERM");
    if (workers.length > 0) await done;
    const clean = exits.every((code) => code === 0);
    log.info({ exits }, clean ? "shut down cleanly" : "shut down; some processes failed");
    process.exit(exitCode ?? (clean ? 0 : 1));
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void shutdown(signal));
  }
  for (let slot = 1; slot <= config.processes; slot++) fork(slot);
}
