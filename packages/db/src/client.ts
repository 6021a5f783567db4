import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as partnerTables from "./partner-schema.ts";
import * as railwayReservationsSchema from "./railway-reservations-schema.ts";
import * as railwaySchema from "./railway-schema.ts";
import * as partnerSchema from "./schema.ts";

const schema = {
  ...partnerSchema,
  ...partnerTables,
  ...railwaySchema,
  ...railwayReservationsSchema,
};

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/**
 * Plain SQL for the few hot paths where building queries through Drizzle costs
 * more than the database does (the booking core, ADR 006). Rows come back as
 * the driver gives them: cast `date` and `bigint` columns to text in the SQL.
 */
export interface SqlRunner {
  /** `name` makes it a prepared statement on PostgreSQL (parsed once per connection). */
  query<R = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<R[]>;
}

export interface RawSql extends SqlRunner {
  /** Runs `fn` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (q: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  readonly sql: RawSql;
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  /**
   * Where the reads that tolerate lag go (ADR 032): a streaming replica
   * when `replicaUrl` was given and it is within `maxReplicaLagMs` of the
   * primary, else this very database (`sql` above). Only a read whose
   * answer may be a little old may use it, never a read inside a write or
   * one that decides a write.
   */
  readonly lagging: SqlRunner;
  /** The replica, when one was given. */
  readonly replica?: ReplicaStatus;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one image, for `pgliteImage` (tests). */
  dumpImage?(): Promise<Blob>;
}

export interface ReplicaStatus {
  ping(): Promise<void>;
  /**
   * Whether lag-tolerant reads go to the replica now: it answered its last
   * check, is a standby, and had replayed what the primary had written
   * `maxReplicaLagMs` before. When not, they go to the primary.
   */
  inUse(): boolean;
  /** Checks the replica's lag now (the client does every `replicaCheckMs`). */
  check(): Promise<boolean>;
}

/** Lag-tolerant reads leave a replica that is further behind than this (ADR 032). */
export const DEFAULT_MAX_REPLICA_LAG_MS = 5_000;
/** How often the replica's lag is checked. */
export const DEFAULT_REPLICA_CHECK_MS = 1_000;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined) keeps them in memory. */
  pgliteDir?: string | undefined;
  /** PGlite starts from this data directory image (`dumpImage`) instead of an empty one. */
  pgliteImage?: Blob | undefined;
  /**
   * A streaming replica of `url`: the reads that tolerate lag go to it
   * (`lagging`). Ignored without `url`.
   */
  replicaUrl?: string | undefined;
  /** A replica further behind than this gets no reads (default DEFAULT_MAX_REPLICA_LAG_MS). */
  maxReplicaLagMs?: number;
  /** How often its lag is checked (default DEFAULT_REPLICA_CHECK_MS); 0: only by `check()`. */
  replicaCheckMs?: number;
  /** Milliseconds for the lag marks (tests); default `Date.now`. */
  replicaClock?: () => number;
  /** The replica went out of use or back in (logged by the host). */
  onReplicaChange?: (inUse: boolean, why: string) => void;
  /** Connections in the PostgreSQL pool (the replica's pool gets as many). */
  poolSize?: number;
  /**
   * An idle pooled connection failed (the server restarted or dropped it).
   * The pool replaces it; without a listener the error would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../migrations",
);

/** A pooled PostgreSQL connection as Drizzle and as plain SQL. */
function postgresPool(url: string, options: DatabaseOptions) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on("error", (error) => options.onIdleConnectionError?.(error));
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  const sqlPg: RawSql = {
    async query(text, params, name) {
      const r = await pool.query(name ? { name, text, values: params } : { text, values: params });
      return r.rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          async query(text, params, name) {
            const r = await client.query(
              name ? { name, text, values: params } : { text, values: params },
            );
            return r.rows;
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return {
    pool,
    db,
    sql: sqlPg,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

/**
 * Watches a replica's lag: each check reads the primary's WAL position and
 * the replica's replayed position, and keeps the primary's positions of the
 * last `maxLagMs`. The replica is in use when it has replayed at least what
 * the primary had written `maxLagMs` ago (so no read there is older than
 * that), and not when it fails to answer or is not a standby.
 */
export function replicaWatch(
  primary: SqlRunner,
  replica: SqlRunner,
  options: Pick<
    DatabaseOptions,
    "maxReplicaLagMs" | "replicaCheckMs" | "onReplicaChange" | "replicaClock"
  >,
): ReplicaStatus & { stop(): void } {
  const clock = options.replicaClock ?? Date.now;
  const maxLagMs = options.maxReplicaLagMs ?? DEFAULT_MAX_REPLICA_LAG_MS;
  const marks: { at: number; lsn: bigint }[] = [];
  let inUse = false;
  let why = "not checked yet";
  const lsn = (text: string) => {
    const [hi = "0", lo = "0"] = text.split("/");
    return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
  };
  const set = (next: boolean, reason: string) => {
    if (next !== inUse || (!next && reason !== why)) options.onReplicaChange?.(next, reason);
    inUse = next;
    why = reason;
  };
  async function check(): Promise<boolean> {
    try {
      const now = clock();
      const [p] = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      const [r] = await replica.query<{ lsn: string | null }>(
        "select pg_last_wal_replay_lsn()::text as lsn",
      );
      if (!p) throw new Error("the primary gave no WAL position");
      marks.push({ at: now, lsn: lsn(p.lsn) });
      while (marks.length > 1 && (marks[1] as { at: number }).at <= now - maxLagMs) marks.shift();
      if (!r?.lsn) {
        set(false, "DATABASE_REPLICA_URL is not a standby (pg_last_wal_replay_lsn() is null)");
        return inUse;
      }
      // The oldest mark kept is the newest at least maxLagMs old (or the first ever taken).
      const bound = marks[0] as { at: number; lsn: bigint };
      const caughtUp = lsn(r.lsn) >= bound.lsn;
      set(caughtUp, caughtUp ? "within the lag bound" : `more than ${maxLagMs} ms behind`);
    } catch (error) {
      set(false, `the replica did not answer: ${(error as Error).message}`);
    }
    return inUse;
  }
  const every = options.replicaCheckMs ?? DEFAULT_REPLICA_CHECK_MS;
  const timer = every > 0 ? setInterval(() => void check(), every) : null;
  timer?.unref();
  return {
    ping: async () => {
      await replica.query("select 1");
    },
    inUse: () => inUse,
    check,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const primary = postgresPool(options.url, options);
    const replica = options.replicaUrl ? postgresPool(options.replicaUrl, options) : null;
    const watch = replica ? replicaWatch(primary.sql, replica.sql, options) : null;
    if (watch) await watch.check();
    const lagging: SqlRunner =
      replica && watch
        ? {
            query: (text, params, name) =>
              (watch.inUse() ? replica.sql : primary.sql).query(text, params, name),
          }
        : primary.sql;
    return {
      kind: "postgres",
      db: primary.db as unknown as Db,
      sql: primary.sql,
      migrate: () => migratePg(primary.db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: primary.ping,
      lagging,
      ...(watch ? { replica: { ping: watch.ping, inUse: watch.inUse, check: watch.check } } : {}),
      close: async () => {
        watch?.stop();
        await Promise.all([primary.pool.end(), replica?.pool.end()]);
      },
    };
  }
  const dir = options.pgliteDir;
  if (dir && !dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(
    dir ?? "memory://",
    options.pgliteImage ? { loadDataDir: options.pgliteImage } : {},
  );
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  const sqlLite: RawSql = {
    async query(text, params) {
      return (await client.query(text, params)).rows as never[];
    },
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          async query(text, params) {
            return (await tx.query(text, params)).rows as never[];
          },
        }),
      ),
  };
  return {
    kind: "pglite",
    db: db as unknown as Db,
    sql: sqlLite,
    lagging: sqlLite,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir("none"),
  };
}
