import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMessages, type MessageProvider } from "./messages.service.ts";

/**
 * ADR 031: several server processes flush the one outbox after their writes,
 * often at the same moment. Each message reaches the provider once: a flush
 * takes its rows locked, and another flush skips them. Two outboxes over one
 * database stand for two processes (on PostgreSQL their transactions run at
 * once on different connections).
 */
const NOW = "2026-12-01T04:30:00Z";

describe.each(testDatabaseKinds())("flushing the outbox from two processes on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** A provider that takes a moment per message and remembers what it was given. */
  function slowProvider(given: number[], failOnce = new Set<number>()): MessageProvider {
    // failOnce: ids whose first send fails.
    return {
      async send(message) {
        await new Promise((r) => setTimeout(r, 2));
        if (failOnce.delete(message.id)) throw new Error("the provider is down");
        given.push(message.id);
        return { providerRef: `ref-${message.id}` };
      },
    };
  }

  it("gives every message to the provider exactly once", async () => {
    const given: number[] = [];
    const now = fixedClock(NOW);
    const [a, b] = [0, 1].map(() =>
      createMessages({ db: database.db, now, provider: slowProvider(given) }),
    ) as [ReturnType<typeof createMessages>, ReturnType<typeof createMessages>];
    for (let i = 0; i < 150; i++)
      await a.enqueue({ channel: "sms", recipient: "9811122233", purpose: "test", body: `m${i}` });
    const sent = await Promise.all([a.flush(), b.flush()]);
    // 100 at most a flush: what is left goes with the next ones.
    const more = await Promise.all([a.flush(), b.flush()]);
    expect([...sent, ...more].reduce((x, y) => x + y, 0)).toBe(150);
    expect(given).toHaveLength(150);
    expect(new Set(given).size).toBe(150);
    const unsent = await database.sql.query<{ n: number }>(
      "select count(*)::int as n from partner.outbox_messages where sent_at is null",
    );
    expect(unsent[0]?.n).toBe(0);
  });

  it("leaves a message whose send failed for the next flush", async () => {
    const given: number[] = [];
    const now = fixedClock(NOW);
    const failing = new Set<number>();
    const flaky = createMessages({
      db: database.db,
      now,
      provider: slowProvider(given, failing),
      onError: () => undefined,
    });
    for (let i = 0; i < 3; i++)
      await flaky.enqueue({
        channel: "email",
        recipient: "a@example.com",
        purpose: "test",
        body: `m${i}`,
      });
    const ids = (
      await database.sql.query<{ id: number }>("select id from partner.outbox_messages order by id")
    ).map((r) => r.id);
    failing.add(ids[1] as number);
    expect(await flaky.flush()).toBe(2);
    expect(given).toEqual([ids[0], ids[2]]);
    expect(await flaky.flush()).toBe(1);
    expect(given).toEqual([ids[0], ids[2], ids[1]]);
  });
});
