import { randomBytes } from "node:crypto";
import { createDatabase, type Database, type DatabaseKind } from "@safar/db/client";
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

/**
 * A fresh, migrated database of the given kind: an in-memory PGlite, or a new
 * PostgreSQL database created beside TEST_DATABASE_URL and dropped on dispose.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === "pglite") {
    const database = await createDatabase({ pgliteDir: "memory://" });
    if (migrate) await database.migrate();
    const close = closeOnce(database);
    return { ...database, url: undefined, close, dispose: close };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `safar_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
  if (migrate) await database.migrate();
  const close = closeOnce(database);
  return {
    ...database,
    url: url.toString(),
    close,
    async dispose() {
      await close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
