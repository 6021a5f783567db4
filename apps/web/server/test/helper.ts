import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "@safar/api/config";
import type { DatabaseKind } from "@safar/db/client";
import { tickingClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createServer, type ServerOptions } from "../index.ts";

/**
 * A page's text as shown: no scripts (the loader data carries the screen's
 * catalogue, ADR 028), no markup, React's comments dropped (they may split a
 * message), spaces collapsed.
 */
export function pageText(res: LightMyRequestResponse): string {
  return res.body
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** One parsed pino line. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

/** A pino destination that keeps every line, parsed, for assertions. */
export function captureLogs(): { lines: LogLine[]; stream: { write(line: string): void } } {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  };
}

/** A configuration for tests: nothing read from the process environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", ...env });
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  logs: LogLine[];
  close(): Promise<void>;
}

/** The instant a test server's clock starts at unless a test gives its own: a pinned day. */
export const TEST_SERVER_START = "2026-11-25T10:00:00+05:30";

/**
 * The whole host (API + production web build) on a fresh database of the
 * given kind, ready for `app.inject()`, its clock on the pinned day
 * (TEST_SERVER_START, ticking). Call `ensureWebBuild()` (scripts/web-build.ts) first
 * (in a `beforeAll` with a long timeout) when the test renders pages.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: Omit<ServerOptions, "database" | "logStream"> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const logs = captureLogs();
  const app = await createServer(undefined, {
    config: testConfig(),
    now: tickingClock(TEST_SERVER_START),
    ...options,
    database,
    logStream: logs.stream,
  });
  return {
    app,
    database,
    logs: logs.lines,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
