import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test/helper.ts";

/**
 * A database error's log line (issue 16): the server's logger keeps the
 * failed query and the database's reason, never the query's parameters.
 */
describe.each(testDatabaseKinds())("a failed query in the log on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    // The outbox's table gone: its next read fails in the database, with a mobile as parameter.
    await t.database.sql.query("alter table partner.outbox_messages rename to outbox_gone");
  });
  afterAll(async () => {
    await t.database.sql.query("alter table partner.outbox_gone rename to outbox_messages");
    await t.close();
  });

  it("logs the query and the reason without the mobile it was asked for", async () => {
    const res = await t.app.inject({ url: "/api/dev/outbox?recipient=9876543210" });
    expect(res.statusCode).toBe(500);
    const requestId = res.json().error.requestId as string;
    const errors = t.logs.filter((l) => l.reqId === requestId && l.level >= 50);
    expect(errors).toHaveLength(1);
    const line = JSON.stringify(errors[0]);
    expect(line).toContain("outbox_messages");
    expect(line).not.toContain("9876543210");
  });
});
