import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createDatabase,
  type Database,
  type DatabaseKind,
  MIGRATIONS_FOLDER,
} from "@safar/db/client";
import pg from "pg";

/** The databases the integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends Database {
  /** The throw-away PostgreSQL database's URL; undefined for PGlite. */
  readonly url: string | undefined;
  /** Closes the connection and drops the throw-away database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations before handing the database over (default true). */
  migrate?: boolean;
}

/** `close` that may be called again (a test that closes a database to break it still disposes it). */
function closeOnce(database: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= database.close();
    return closing;
  };
}

/** The migrations' files, hashed: a template made from other migrations is not reused. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 12);
}

/**
 * A migrated PGlite's data directory as an image: starting from it skips
 * initdb and the migrations (about 1 s instead of 5 s a database on a busy
 * 2-core machine). Vitest re-imports this module for every test file, so
 * the image is kept on disk beside the other temporary files, named by the
 * migrations' hash, and made by whichever file needs it first.
 */
let pgliteImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = path.join(tmpdir(), `safar-pglite-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await createDatabase({ pgliteDir: "memory://" });
    try {
      await database.migrate();
      if (!database.dumpImage) throw new Error("PGlite cannot dump its data directory");
      const image = await database.dumpImage();
      // Written whole, then renamed: a reader never sees half an image.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, file);
      return image;
    } finally {
      await database.close();
    }
  })();
  return pgliteImage;
}

/**
 * The migrated template database beside TEST_DATABASE_URL, made once (under an
 * advisory lock, as several test workers ask at once) and named by the
 * migrations' hash; new test databases are copied from it. Templates of
 * other migrations are left alone: another checkout may be using them.
 */
const templates = new Map<string, Promise<string>>();
function migratedTemplate(baseUrl: string): Promise<string> {
  let template = templates.get(baseUrl);
  if (!template) {
    template = makeTemplate(baseUrl);
    templates.set(baseUrl, template);
  }
  return template;
}

async function makeTemplate(baseUrl: string): Promise<string> {
  const name = `safar_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('safar_test_template'))");
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = await createDatabase({ url: url.toString(), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Renamed only once complete: a crash mid-way leaves no half-made template.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('safar_test_template'))");
    await admin.end();
  }
  return name;
}

/**
 * The statements that empty a migrated database of its rows and restart its
 * sequences: a reused database is then what a fresh copy of the template is
 * (the migrations seed no rows). Foreign keys are not checked meanwhile
 * (`session_replication_role`; the test user is a superuser). Both kinds
 * have the same migrated schema, so the catalogue is read once per file.
 */
let resetting: Promise<string[]> | undefined;
function resetStatements(run: (text: string) => Promise<unknown[]>): Promise<string[]> {
  resetting ??= (async () => {
    const system = "('pg_catalog', 'information_schema', 'drizzle', 'pg_toast')";
    const names = async (view: string, column: string) =>
      (
        (await run(
          `select quote_ident(schemaname) || '.' || quote_ident(${column}) as name from ${view} where schemaname not in ${system}`,
        )) as { name: string }[]
      ).map((r) => r.name);
    return [
      "set local session_replication_role = replica",
      ...(await names("pg_tables", "tablename")).map((t) => `delete from ${t}`),
      ...(await names("pg_sequences", "sequencename")).map((q) => `alter sequence ${q} restart`),
    ];
  })();
  return resetting;
}

/**
 * Databases a test file has finished with, kept for its next test: making one
 * (PGlite from its image, PostgreSQL from the template) costs 0.3–1 s on a
 * quiet 2-core machine and several seconds on a busy one; emptying one costs
 * tens of milliseconds. PGlite: the open instance; PostgreSQL: the database's
 * name, no connection open. `dropTestDatabases()` (the integration project's
 * setup file, after each file) closes and drops them.
 */
const spares = { pglite: [] as Database[], postgres: [] as string[] };

async function dropPostgres(baseUrl: string, names: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Closes the spare PGlite instances and drops the spare PostgreSQL databases. */
export async function dropTestDatabases(): Promise<void> {
  const pglites = spares.pglite.splice(0);
  const names = spares.postgres.splice(0);
  await Promise.all(pglites.map((d) => d.close()));
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (names.length > 0 && baseUrl) await dropPostgres(baseUrl, names);
}

/** A new database beside `baseUrl`: a copy of the migrated template, or empty. */
async function newPostgres(baseUrl: string, migrate: boolean): Promise<string> {
  const name = `safar_test_${randomBytes(6).toString("hex")}`;
  const template = migrate ? await migratedTemplate(baseUrl) : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  return name;
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Connections the test left open (a child process, a second pool) would hold locks.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const reset = await resetStatements(async (text) => (await client.query(text)).rows);
    await client.query(`begin;\n${reset.join(";\n")};\ncommit`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of the given kind: an in-memory PGlite, or a new
 * PostgreSQL database created beside TEST_DATABASE_URL and dropped on dispose.
 * Both start from a migrated copy made once (`migratedPgliteImage`,
 * `migratedTemplate`), or are an earlier test's database emptied of its rows
 * (`spares`); `migrate: false` gives an empty one, never reused.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === "pglite") {
    const database =
      (migrate ? spares.pglite.pop() : undefined) ??
      (await createDatabase({
        pgliteDir: "memory://",
        pgliteImage: migrate ? await migratedPgliteImage() : undefined,
      }));
    // A test that closes the database (to break it) gets it closed for good.
    let closed = false;
    let disposed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await database.close();
    };
    return {
      ...database,
      url: undefined,
      close,
      async dispose() {
        if (disposed) return;
        disposed = true;
        if (closed || !migrate) return close();
        try {
          await database.sql.query("discard all");
          const reset = await resetStatements((text) => database.sql.query(text));
          await database.sql.transaction(async (q) => {
            for (const statement of reset) await q.query(statement);
          });
          spares.pglite.push(database);
        } catch {
          await close();
        }
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name =
    (migrate ? spares.postgres.pop() : undefined) ?? (await newPostgres(baseUrl, migrate));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // `drop database … with (force)` at dispose ends any connection left idle: expected.
  const database = await createDatabase({
    url: url.toString(),
    poolSize: 4,
    onIdleConnectionError: () => {
      // The test drops the database at the end, ending idle connections: expected.
    },
  });
  const close = closeOnce(database);
  let disposed = false;
  const drop = () => dropPostgres(baseUrl, [name]);
  return {
    ...database,
    url: url.toString(),
    close,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await close();
      if (!migrate) return drop();
      try {
        await emptyPostgres(url.toString());
        spares.postgres.push(name);
      } catch {
        await drop();
      }
    },
  };
}
