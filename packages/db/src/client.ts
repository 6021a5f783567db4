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
import * as railwayReservationsSchema from "./railway-reservations-schema.ts";
import * as railwaySchema from "./railway-schema.ts";
import * as partnerSchema from "./schema.ts";

const schema = { ...partnerSchema, ...railwaySchema, ...railwayReservationsSchema };

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined) keeps them in memory. */
  pgliteDir?: string | undefined;
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
    return {
      kind: "postgres",
      db: db as unknown as Db,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir;
  if (dir && !dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir ?? "memory://");
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    kind: "pglite",
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
