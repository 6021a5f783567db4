import { createDatabase } from "@safar/db/client";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseStore } from "./rate-limit.repository.ts";

const MINUTE = 60_000;
const T0 = Date.parse("2026-11-25T10:00:00Z");

describe.each(testDatabaseKinds())("rate-limit windows in the database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it("counts a window, starts the next one after it ends, and keeps keys apart", async () => {
    const store = createDatabaseStore(database.sql);
    expect(await store.hit("otpSend:10.0.0.1", 10 * MINUTE, T0)).toEqual({
      count: 1,
      resetAtMs: T0 + 10 * MINUTE,
    });
    expect(await store.hit("otpSend:10.0.0.1", 10 * MINUTE, T0 + MINUTE)).toEqual({
      count: 2,
      resetAtMs: T0 + 10 * MINUTE,
    });
    expect((await store.hit("otpSend:10.0.0.2", 10 * MINUTE, T0 + MINUTE)).count).toBe(1);
    expect(await store.hit("otpSend:10.0.0.1", 10 * MINUTE, T0 + 10 * MINUTE)).toEqual({
      count: 1,
      resetAtMs: T0 + 20 * MINUTE,
    });
  });

  it("gives every one of many simultaneous requests its own count", async () => {
    const store = createDatabaseStore(database.sql);
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => store.hit("pnrLookup:10.0.0.3", MINUTE, T0)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("deletes the windows that ended", async () => {
    const store = createDatabaseStore(database.sql);
    await store.hit("prune:old", MINUTE, T0);
    await store.hit("prune:new", 10 * MINUTE, T0);
    expect(await store.prune(T0 + 2 * MINUTE)).toBeGreaterThanOrEqual(1);
    // The ended window is gone (its next hit starts at 1); the open one kept counting.
    expect((await store.hit("prune:old", MINUTE, T0 + 2 * MINUTE)).count).toBe(1);
    expect((await store.hit("prune:new", 10 * MINUTE, T0 + 2 * MINUTE)).count).toBe(2);
  });
});

// A second pool on the same PostgreSQL database stands for a second server process.
describe.each(testDatabaseKinds().filter((k) => k === "postgres"))(
  "rate-limit windows shared by processes on %s",
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database.dispose());

    it("counts one client's requests to two processes together", async () => {
      const other = await createDatabase({ url: database.url, poolSize: 2 });
      try {
        const a = createDatabaseStore(database.sql);
        const b = createDatabaseStore(other.sql);
        await a.hit("otpVerify:10.0.0.4", 10 * MINUTE, T0);
        await b.hit("otpVerify:10.0.0.4", 10 * MINUTE, T0);
        expect((await a.hit("otpVerify:10.0.0.4", 10 * MINUTE, T0)).count).toBe(3);
      } finally {
        await other.close();
      }
    });
  },
);
