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
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one image, for `pgliteImage` (tests). */
  dumpImage?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined) keeps them in memory. */
  pgliteDir?: string | undefined;
  /** PGlite starts from this data directory image (`dumpImage`) instead of an empty one. */
  pgliteImage?: Blob | undefined;
  /** Connections in the PostgreSQL pool. */
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

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    const sqlPg: RawSql = {
      async query(text, params, name) {
        const r = await pool.query(
          name ? { name, text, values: params } : { text, values: params },
        );
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
      kind: "postgres",
      db: db as unknown as Db,
      sql: sqlPg,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
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
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir("none"),
  };
}
