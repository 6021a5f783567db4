import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Coordination, JOBS_LOCK, type Note, postgresCoordination } from "./coordination.ts";

/**
 * ADR 031: the processes of one deployment on PostgreSQL elect one job
 * runner with an advisory lock, hand the jobs over when it goes, and pass
 * notes to each other (never to themselves).
 */
const quiet = { info: () => undefined, warn: () => undefined };

async function until(test: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)("coordination of processes on PostgreSQL", () => {
  let database: TestDatabase;
  const open: Coordination[] = [];
  const start = async () => {
    const c = await postgresCoordination({
      url: database.url as string,
      sql: database.sql,
      log: quiet,
      retryMs: 100,
    });
    open.push(c);
    return c;
  };
  const holders = async () =>
    (
      await database.sql.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and granted",
        [JOBS_LOCK],
      )
    )[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    for (const c of open) await c.close();
    await database?.dispose();
  });

  it("elects exactly one job runner, and another takes over when it goes", async () => {
    const [a, b, c] = [await start(), await start(), await start()];
    const leaders = () => [a, b, c].filter((x) => x.leads());
    expect(leaders()).toHaveLength(1);
    expect(await holders()).toBe(1);
    const first = leaders()[0] as Coordination;
    const taken: Coordination[] = [];
    for (const x of [a, b, c]) if (x !== first) x.onTakeover(() => taken.push(x));
    await first.close();
    await until(() => taken.length === 1);
    expect(leaders()).toHaveLength(1);
    expect(leaders()[0]).toBe(taken[0]);
    expect(await holders()).toBe(1);
  });

  it("passes a note to every other process, not back to its sender", async () => {
    const [a, b, c] = [await start(), await start(), await start()];
    const got = new Map<Coordination, Note[]>([
      [a, []],
      [b, []],
      [c, []],
    ]);
    for (const [x, notes] of got) x.subscribe((note) => notes.push(note));
    for (let i = 0; i < 300; i++)
      a.publish({ kind: "availability", key: `T${i}|2026-12-20|2A`, version: i });
    await until(() => got.get(b)?.length === 300 && got.get(c)?.length === 300);
    // Over the payload limit the notes go in several notifications, sent on
    // different pooled connections: each arrives once, in no promised order.
    const byVersion = (notes: Note[] = []) =>
      [...notes].sort((x, y) => Number(x.version) - Number(y.version));
    const sent = Array.from({ length: 300 }, (_, i) => ({
      kind: "availability",
      key: `T${i}|2026-12-20|2A`,
      version: i,
    }));
    expect(byVersion(got.get(b))).toEqual(sent);
    expect(byVersion(got.get(c))).toEqual(sent);
    await new Promise((r) => setTimeout(r, 100));
    expect(got.get(a)).toEqual([]);
  });
});
