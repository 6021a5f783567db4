import { randomUUID } from "node:crypto";
import pg from "pg";
import type { SqlRunner } from "./client.ts";

/**
 * What the server processes of one deployment share besides their tables
 * (ADR 031): who runs the deployment's jobs, and the notes that keep each
 * process's caches right when another process changes what they hold.
 *
 * On PostgreSQL, one dedicated connection per process:
 * - the job runner is the process holding a session advisory lock
 *   (`pg_try_advisory_lock(JOBS_LOCK)`); the others try again every
 *   `retryMs`. PostgreSQL releases the lock when the holder's connection
 *   ends, so a process that dies (even by kill -9) hands the jobs to the next
 *   one to try, within `retryMs`;
 * - notes are sent with `pg_notify(CHANNEL, …)` and received by `LISTEN`;
 *   a process ignores its own. Notes sent within a few milliseconds go
 *   together in one notification.
 *
 * When the dedicated connection fails, the process stops running the jobs
 * (the lock went with the connection), calls `onReconnect` listeners once it
 * is back (notes sent meanwhile were missed: caches relying on them must
 * start over) and competes for the lock again.
 *
 * On the embedded database (one process by construction) `soleProcess()`
 * leads from the start and sends nothing.
 */
export interface Coordination {
  /** Whether this process runs the deployment's jobs now. */
  leads(): boolean;
  /**
   * Called each time this process takes the jobs over after it was not running them
   * (never for the lead it already holds when the listener is added).
   */
  onTakeover(listener: () => void): void;
  /** Sends a note to every other process of the deployment (none on the embedded database). */
  publish(note: Note): void;
  /** Receives the notes of the other processes. */
  subscribe(listener: (note: Note) => void): void;
  /** Called when the connection that carries the notes came back after a failure. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** A note between processes: what changed, as its kind says. */
export interface Note {
  kind: string;
  [field: string]: unknown;
}

/** The notification channel every process listens on. */
export const NOTES_CHANNEL = "safar_notes";
/** The advisory lock the job runner holds (an arbitrary constant: "safar-jobs"). */
export const JOBS_LOCK = 731_004_031;
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD = 7_000;

export interface CoordinationLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PostgresCoordinationOptions {
  url: string;
  /** Where notes are sent from (the pool): sending does not wait for the dedicated connection. */
  sql: SqlRunner;
  log: CoordinationLogger;
  /** How often a process that does not run the jobs tries to take them over (default 2 s). */
  retryMs?: number;
  /** Whether this process may run the jobs at all (default true). */
  eligible?: boolean;
}

/** The embedded database's one process: it runs the jobs and has nobody to tell anything. */
export function soleProcess(): Coordination {
  return {
    leads: () => true,
    // It leads from the start and never takes over from anyone.
    onTakeover: () => undefined,
    publish: () => undefined,
    subscribe: () => undefined,
    onReconnect: () => undefined,
    close: async () => undefined,
  };
}

export async function postgresCoordination(
  options: PostgresCoordinationOptions,
): Promise<Coordination> {
  const retryMs = options.retryMs ?? 2_000;
  const eligible = options.eligible ?? true;
  const self = randomUUID();
  const leadListeners: (() => void)[] = [];
  const noteListeners: ((note: Note) => void)[] = [];
  const reconnectListeners: (() => void)[] = [];
  let client: pg.Client | null = null;
  let leading = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let queue: Note[] = [];
  let flushTimer: NodeJS.Timeout | undefined;

  const deliver = (msg: pg.Notification) => {
    if (msg.channel !== NOTES_CHANNEL || !msg.payload) return;
    let parsed: { from?: string; notes?: Note[] };
    try {
      parsed = JSON.parse(msg.payload) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from === self || !Array.isArray(parsed.notes)) return;
    for (const note of parsed.notes) for (const listener of noteListeners) listener(note);
  };

  async function tryLead(c: pg.Client): Promise<void> {
    if (!eligible || leading || closed || c !== client) return;
    const rows = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      JOBS_LOCK,
    ]);
    if (rows.rows[0]?.ok && c === client && !closed) {
      leading = true;
      options.log.info({ pid: process.pid }, "this process now runs the deployment's jobs");
      for (const listener of leadListeners) listener();
    }
  }

  function scheduleRetry(c: pg.Client) {
    clearTimeout(retry);
    if (closed || leading || !eligible) return;
    retry = setTimeout(() => {
      tryLead(c)
        .catch(() => undefined)
        .finally(() => scheduleRetry(c));
    }, retryMs);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: options.url, keepAlive: true });
    c.on("notification", deliver);
    const lost = (error?: Error) => {
      if (c !== client) return;
      client = null;
      const wasLeading = leading;
      leading = false;
      clearTimeout(retry);
      if (closed) return;
      options.log.warn(
        { err: error, wasLeading },
        "the coordination connection ended; reconnecting (jobs stop here until then)",
      );
      setTimeout(reconnect, 1_000).unref();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    await c.connect();
    client = c;
    await c.query(`listen ${NOTES_CHANNEL}`);
    await tryLead(c);
    scheduleRetry(c);
  }

  function reconnect() {
    if (closed) return;
    connect().then(
      () => {
        for (const listener of reconnectListeners) listener();
      },
      (error: unknown) => {
        options.log.warn({ err: error }, "coordination: could not reconnect; trying again");
        setTimeout(reconnect, 2_000).unref();
      },
    );
  }

  function flush() {
    flushTimer = undefined;
    const notes = queue;
    queue = [];
    // Chunks under PostgreSQL's payload limit.
    let chunk: Note[] = [];
    const send = (batch: Note[]) => {
      if (batch.length === 0) return;
      options.sql
        .query("select pg_notify($1, $2)", [
          NOTES_CHANNEL,
          JSON.stringify({ from: self, notes: batch }),
        ])
        .catch((error: unknown) =>
          options.log.warn({ err: error }, "coordination: a note could not be sent"),
        );
    };
    let size = 0;
    for (const note of notes) {
      const length = JSON.stringify(note).length + 1;
      if (size + length > MAX_PAYLOAD) {
        send(chunk);
        chunk = [];
        size = 0;
      }
      chunk.push(note);
      size += length;
    }
    send(chunk);
  }

  await connect();

  return {
    leads: () => leading,
    onTakeover(listener) {
      leadListeners.push(listener);
    },
    publish(note) {
      if (closed) return;
      queue.push(note);
      flushTimer ??= setTimeout(flush, 5);
    },
    subscribe(listener) {
      noteListeners.push(listener);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async close() {
      if (closed) return;
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      closed = true;
      clearTimeout(retry);
      leading = false;
      const c = client;
      client = null;
      // Ending the connection releases the lock.
      await c?.end().catch(() => undefined);
    },
  };
}
