import { randomUUID } from "node:crypto";
import {
  analyticsEvents,
  authCodes,
  loginRecords,
  otpChallenges,
  outboxMessages,
  sessions,
  users,
} from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { retentionRepository } from "./retention.repository.ts";
import { RETENTION } from "./retention.service.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabaseKinds())("the retention job on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");
  const NOW = clock().getTime();
  /** Just past a period (deleted) and just within it (kept). */
  const past = (periodMs: number) => new Date(NOW - periodMs - MINUTE);
  const within = (periodMs: number) => new Date(NOW - periodMs + MINUTE);
  let userId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    userId = randomUUID();
    const db = t.database.db;
    await db.insert(users).values({ id: userId, mobile: "9876500001", createdAt: new Date(NOW) });
    await db.insert(otpChallenges).values(
      [past, within].map((at, i) => ({
        identity: `98765000${10 + i}`,
        purpose: "login" as const,
        codeHash: "x",
        createdAt: at(RETENTION.otpChallengesAfterExpiryMs + 10 * MINUTE),
        expiresAt: at(RETENTION.otpChallengesAfterExpiryMs),
      })),
    );
    await db.insert(authCodes).values(
      [past, within].map((at, i) => ({
        codeHash: `code-${i}`,
        userId,
        createdAt: at(RETENTION.authCodesAfterExpiryMs + MINUTE),
        expiresAt: at(RETENTION.authCodesAfterExpiryMs),
      })),
    );
    await db.insert(sessions).values(
      [
        // Expired past the period; signed out past it; expired within it; signed out within it; live.
        { id: "s-expired-old", expiresAt: past(RETENTION.sessionsAfterEndMs) },
        {
          id: "s-revoked-old",
          expiresAt: new Date(NOW + DAY),
          revokedAt: past(RETENTION.sessionsAfterEndMs),
        },
        { id: "s-expired-recent", expiresAt: within(RETENTION.sessionsAfterEndMs) },
        {
          id: "s-revoked-recent",
          expiresAt: new Date(NOW + DAY),
          revokedAt: within(RETENTION.sessionsAfterEndMs),
        },
        { id: "s-live", expiresAt: new Date(NOW + 20 * DAY) },
      ].map((s) => ({
        ...s,
        userId,
        createdAt: new Date(NOW - 40 * DAY),
        lastSeenAt: new Date(NOW - 40 * DAY),
      })),
    );
    await db.insert(loginRecords).values(
      [past, within].map((at) => ({
        userId,
        method: "mobile" as const,
        at: at(RETENTION.loginRecordsMs),
      })),
    );
    const message = (purpose: string, createdAt: Date, sent: boolean) => ({
      channel: "sms" as const,
      recipient: "9876500001",
      purpose,
      body: `${purpose} message`,
      createdAt,
      sentAt: sent ? createdAt : null,
    });
    await db.insert(outboxMessages).values([
      message("login_otp", past(RETENTION.codeMessagesMs), true),
      message("railway_otp", past(RETENTION.codeMessagesMs), false),
      message("railway_otp", past(RETENTION.codeMessagesMs), true),
      message("railway_password_reset", past(RETENTION.codeMessagesMs), true),
      message("login_otp", within(RETENTION.codeMessagesMs), true),
      // An e-ticket a day old is kept; one past 90 days goes, sent or not.
      message("e_ticket", past(RETENTION.codeMessagesMs), true),
      message("e_ticket", past(RETENTION.otherMessagesMs), true),
      message("cancellation", past(RETENTION.otherMessagesMs), false),
      message("e_ticket", within(RETENTION.otherMessagesMs), true),
    ]);
    const event = (receivedAt: Date) => ({
      receivedAt,
      eventId: 5102,
      screenName: "TRAIN_MWEB_SCREEN",
      category: "screen",
      action: "view",
      labels: [],
      visitId: "visit-0000000000",
      visitSource: "direct",
      visitD2: "",
      visitD3: "",
      client: "H5",
      profile: "default",
      device: "mobile",
    });
    const analyticsMs = t.deps.config.analyticsRetentionDays * DAY;
    await db.insert(analyticsEvents).values([event(past(analyticsMs)), event(within(analyticsMs))]);
  });
  afterAll(() => t.close());

  it("deletes what is past its period, keeps what is within it, and says how many went", async () => {
    expect(await t.app.purgeExpired()).toEqual({
      otpChallenges: 1,
      authCodes: 1,
      sessions: 2,
      loginRecords: 1,
      codeMessages: 4,
      otherMessages: 2,
      analyticsEvents: 1,
    });
    const db = t.database.db;
    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id).sort()).toEqual([
      "s-expired-recent",
      "s-live",
      "s-revoked-recent",
    ]);
    expect(
      (await db.select({ p: outboxMessages.purpose }).from(outboxMessages)).map((m) => m.p).sort(),
    ).toEqual(["e_ticket", "e_ticket", "login_otp"]);
    expect(await db.select({ id: otpChallenges.id }).from(otpChallenges)).toHaveLength(1);
    expect(await db.select({ c: authCodes.codeHash }).from(authCodes)).toEqual([{ c: "code-1" }]);
    expect(await db.select({ id: loginRecords.id }).from(loginRecords)).toHaveLength(1);
    expect(await db.select({ id: analyticsEvents.id }).from(analyticsEvents)).toHaveLength(1);
  });

  it("deletes nothing more on a second pass", async () => {
    const again = await t.app.purgeExpired();
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it("deletes in batches until none is left past the period", async () => {
    const db = t.database.db;
    const old = past(RETENTION.otherMessagesMs);
    await db.insert(outboxMessages).values(
      Array.from({ length: 7 }, (_, i) => ({
        channel: "email" as const,
        recipient: "a@example.com",
        purpose: "refund",
        body: `refund ${i}`,
        createdAt: old,
      })),
    );
    const repo = retentionRepository(db, 3);
    expect(await repo.otherMessagesBefore(new Date(NOW - RETENTION.otherMessagesMs), [])).toBe(7);
    expect(
      (await db.select({ p: outboxMessages.purpose }).from(outboxMessages)).map((m) => m.p).sort(),
    ).toEqual(["e_ticket", "e_ticket", "login_otp"]);
  });
});
