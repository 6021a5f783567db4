import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createDatabase, type Database, MIGRATIONS_FOLDER } from "@safar/db/client";
import { createTestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "./index.ts";
import { captureLogs, tempDir, testConfig } from "./test/helper.ts";

/** The migrations the repository ships, from drizzle-kit's journal. */
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
) as {
  entries: { tag: string }[];
};

/** Every column the latest drizzle-kit snapshot says the schema has: `schema.table.column notNull`. */
function expectedColumns(): string[] {
  const snapshots = readdirSync(path.join(MIGRATIONS_FOLDER, "meta"))
    .filter((f) => f.endsWith("_snapshot.json"))
    .sort();
  const latest = snapshots.at(-1);
  if (!latest) throw new Error("no drizzle-kit snapshot");
  const snapshot = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, "meta", latest), "utf8"),
  ) as {
    tables: Record<
      string,
      { name: string; schema: string; columns: Record<string, { name: string; notNull: boolean }> }
    >;
  };
  return Object.values(snapshot.tables)
    .flatMap((t) =>
      Object.values(t.columns).map(
        (c) => `${t.schema || "public"}.${t.name}.${c.name} ${c.notNull ? "not null" : "null"}`,
      ),
    )
    .sort();
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function actualColumns(database: Database): Promise<string[]> {
  const found = await rows<{ c: string }>(
    database,
    sql`select table_schema || '.' || table_name || '.' || column_name || ' ' ||
               case when is_nullable = 'NO' then 'not null' else 'null' end as c
          from information_schema.columns
         where table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
           and table_schema not like 'pg\\_%'`,
  );
  return found.map((r) => r.c).sort();
}

async function appliedMigrations(
  database: Database,
): Promise<{ hash: string; created_at: string }[]> {
  const exists = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from information_schema.tables
         where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  if (exists[0]?.n === 0) return [];
  return rows(
    database,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  );
}

interface Target {
  /** The environment a server start reads. */
  env: Record<string, string>;
  /** Runs `fn` on a connection of the test's own, while no server holds the database. */
  inspect<T>(fn: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function emptyTarget(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") {
    const tmp = tempDir("safar-migrations-");
    return {
      env: { DATA_DIR: tmp.dir },
      async inspect(fn) {
        // PGlite belongs to one process at a time: open the files only between server runs.
        const database = await createDatabase({ pgliteDir: path.join(tmp.dir, "pglite") });
        try {
          return await fn(database);
        } finally {
          await database.close();
        }
      },
      async dispose() {
        tmp.remove();
      },
    };
  }
  const database = await createTestDatabase("postgres", { migrate: false });
  if (!database.url) throw new Error("a PostgreSQL test database has a URL");
  return {
    env: { DATABASE_URL: database.url },
    inspect: (fn) => fn(database),
    dispose: () => database.dispose(),
  };
}

/** Starts the host as `npm start` would (it opens the database itself), checks health, stops it. */
async function startAndStop(target: Target): Promise<string[]> {
  const logs = captureLogs();
  const app = await createServer(undefined, {
    config: testConfig(target.env),
    logStream: logs.stream,
  });
  const res = await app.inject({ method: "GET", url: "/healthz" });
  expect(res.statusCode).toBe(200);
  await app.close();
  return logs.lines.map((l) => String(l.msg));
}

// Each test starts the whole host (migrations, the demo network, the railway) once or
// twice: about 10 s on a quiet machine, three times that on a busy one.
const SERVER_STARTS_TIMEOUT = 120_000;

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  let target: Target;
  beforeAll(async () => {
    target = await emptyTarget(kind);
  });
  afterAll(() => target.dispose());

  it(
    "start applies every migration the repository ships to a new database",
    async () => {
      expect(await target.inspect(actualColumns)).toEqual([]);
      const messages = await startAndStop(target);
      expect(messages).toContain("database ready, migrations applied");
      const applied = await target.inspect(appliedMigrations);
      expect(applied).toHaveLength(journal.entries.length);
      // The same schema on either database: exactly what drizzle-kit generated.
      expect(await target.inspect(actualColumns)).toEqual(expectedColumns());
    },
    SERVER_STARTS_TIMEOUT,
  );

  it(
    "a restart applies nothing twice and keeps the data",
    async () => {
      const before = await target.inspect(appliedMigrations);
      await target.inspect((db) =>
        db.db.execute(
          sql`insert into network_imports (source, checksum, stations, trains) values ('test', 'abc', 1, 2)`,
        ),
      );
      await startAndStop(target);
      await startAndStop(target);
      expect(await target.inspect(appliedMigrations)).toEqual(before);
      const kept = await target.inspect((db) =>
        rows<{ checksum: string }>(db, sql`select checksum from network_imports`),
      );
      // The row inserted above, and the demo network, imported by the first start only.
      expect(kept.map((r) => r.checksum)).toContain("abc");
      expect(kept).toHaveLength(2);
    },
    SERVER_STARTS_TIMEOUT,
  );
});

describe("the host's database choice", () => {
  it("uses PGlite under DATA_DIR/pglite when no DATABASE_URL is set", async () => {
    const tmp = tempDir("safar-choice-");
    try {
      const app = await createServer(undefined, {
        config: testConfig({ DATA_DIR: tmp.dir }),
        logStream: captureLogs().stream,
      });
      const res = await app.inject({ method: "GET", url: "/healthz" });
      await app.close();
      expect(res.json()).toMatchObject({ status: "ok", database: "pglite" });
      expect(readdirSync(path.join(tmp.dir, "pglite")).length).toBeGreaterThan(0);
    } finally {
      tmp.remove();
    }
    // A fresh PGlite applies every migration: 35 s on a 2-core machine at load average 9.
  }, 120_000);
});
