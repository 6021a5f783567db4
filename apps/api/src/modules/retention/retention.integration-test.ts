import { randomUUID } from "node:crypto";
import {
  analyticsEvents,
  authCodes,
  cancellations,
  loginRecords,
  orders,
  otpChallenges,
  outboxMessages,
  payments,
  refunds,
  sessions,
  tdrRefunds,
  trips,
  users,
  wallets,
} from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { retentionRepository } from "./retention.repository.ts";
import { ordersKeptFrom, RETENTION } from "./retention.service.ts";

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
      orders: 0,
      emptiedAccounts: 0,
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

describe.each(testDatabaseKinds())("the retention job's orders on %s", (kind) => {
  let t: TestApp;
  // The last minute of the financial year 2034-35: orders of 2026-27 have a year to go.
  const clock = fixedClock("2035-03-31T23:59:00+05:30");
  /** In the financial year 2026-27, and in the next one. */
  const OLD = new Date("2026-11-27T10:00:00+05:30");
  const NEXT_YEAR = new Date("2027-04-02T10:00:00+05:30");
  const live = randomUUID();
  const emptied = randomUUID();
  const emptiedWithMoney = randomUUID();
  let n = 0;

  async function order(
    userId: string,
    values: { status?: number; tripId?: string; tripLeg?: number; at?: Date } = {},
  ): Promise<string> {
    const at = values.at ?? OLD;
    const id = `261127${String(++n).padStart(8, "0")}`;
    await t.database.db.insert(orders).values({
      id,
      userId,
      status: values.status ?? 7,
      railwayUserId: "rahul_k",
      trainNumber: "12952",
      trainName: "Mumbai Rajdhani",
      fromCode: "NDLS",
      toCode: "MMCT",
      journeyDate: "2026-12-10",
      classCode: "3A",
      quota: "GN",
      request: { details: { passengers: [{ name: "R•••• K••••" }] } },
      fare: { totalPaise: 250_000 },
      totalPaise: 250_000,
      seenStatus: "AVL 20",
      pnr: `24${String(n).padStart(8, "0")}`,
      tripId: values.tripId ?? null,
      tripLeg: values.tripLeg ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  async function paid(orderId: string, at = OLD): Promise<string> {
    const id = randomUUID();
    await t.database.db.insert(payments).values({
      id,
      orderId,
      reference: `pay_${orderId}`,
      amountPaise: 250_000,
      status: "captured",
      createdAt: at,
      expiresAt: at,
      capturedAt: at,
    });
    return id;
  }

  async function trip(userId: string): Promise<string> {
    const id = `2611279${String(++n).padStart(7, "0")}`;
    await t.database.db
      .insert(trips)
      .values({ id, userId, state: "booked", plan: {}, createdAt: OLD, updatedAt: OLD });
    return id;
  }

  const ids = {} as Record<
    "booked" | "cancelledNextYear" | "pending" | "draft" | "emptiedOrder" | "emptiedOrder2",
    string
  > & { oldTrip: string; tripRefundedNextYear: string };

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    const db = t.database.db;
    await db.insert(users).values([
      { id: live, mobile: "9876500009", createdAt: OLD },
      { id: emptied, createdAt: OLD, deletedAt: OLD },
      { id: emptiedWithMoney, createdAt: OLD, deletedAt: OLD },
    ]);
    await db.insert(wallets).values([
      { userId: emptied, balancePaise: 0, updatedAt: OLD },
      { userId: emptiedWithMoney, balancePaise: 50_000, updatedAt: OLD },
    ]);
    // Booked and part-refunded within the year: goes.
    ids.booked = await order(live);
    const payment = await paid(ids.booked);
    await db.insert(refunds).values({
      paymentId: payment,
      orderId: ids.booked,
      amountPaise: 1_000,
      reason: "test",
      createdAt: OLD,
      settledAt: OLD,
    });
    // Cancelled in the next financial year: its refund's books are that year's, kept a year more.
    ids.cancelledNextYear = await order(live, { status: 18 });
    await paid(ids.cancelledNextYear);
    await db.insert(cancellations).values({
      id: randomUUID(),
      orderId: ids.cancelledNextYear,
      idempotencyKey: "k1",
      passengerNumbers: [1],
      reason: "plans changed",
      status: "cancelled",
      createdAt: NEXT_YEAR,
      processedAt: NEXT_YEAR,
      creditedAt: NEXT_YEAR,
    });
    // Still being booked (money held): never purged.
    ids.pending = await order(live, { status: 5 });
    // A draft never paid: goes.
    ids.draft = await order(live, { status: 0 });
    // A two-train trip goes whole; one with a TDR refund next year stays whole.
    ids.oldTrip = await trip(live);
    await paid(await order(live, { tripId: ids.oldTrip, tripLeg: 1 }));
    await order(live, { tripId: ids.oldTrip, tripLeg: 2 });
    ids.tripRefundedNextYear = await trip(live);
    await paid(await order(live, { tripId: ids.tripRefundedNextYear, tripLeg: 1 }));
    const second = await order(live, { tripId: ids.tripRefundedNextYear, tripLeg: 2 });
    await db.insert(tdrRefunds).values({
      railwayTdrId: 1,
      decisionSeq: 1,
      orderId: second,
      passengerNumbers: [1],
      reason: "train late",
      refundPaise: 10_000,
      decidedAt: NEXT_YEAR,
      createdAt: NEXT_YEAR,
    });
    // Deleted accounts' masked orders go as well.
    ids.emptiedOrder = await order(emptied);
    ids.emptiedOrder2 = await order(emptiedWithMoney);
  });
  afterAll(() => t.close());

  const left = async () => ({
    orders: (await t.database.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort(),
    trips: (await t.database.db.select({ id: trips.id }).from(trips)).map((o) => o.id).sort(),
    users: (await t.database.db.select({ id: users.id }).from(users)).map((u) => u.id).sort(),
  });

  it("keeps every order until the end of the 8th financial year after its last record", async () => {
    const before = await left();
    expect(before.orders).toHaveLength(10);
    const counts = await t.app.purgeExpired();
    expect([counts.orders, counts.emptiedAccounts]).toEqual([0, 0]);
    expect(await left()).toEqual(before);
  });

  it("then deletes them, with their payments and refunds, trips whole, and emptied accounts left owning nothing", async () => {
    // 1 April 2035, 00:00 in India: the year 2026-27's 8 years are over.
    clock.set("2035-04-01T00:00:00+05:30");
    expect(ordersKeptFrom(clock()).toISOString()).toBe("2027-03-31T18:30:00.000Z");
    const counts = await t.app.purgeExpired();
    // booked, draft, the old trip's two trains, and the two deleted accounts' orders.
    expect([counts.orders, counts.emptiedAccounts]).toEqual([6, 1]);
    const after = await left();
    const stillThere = await t.database.db
      .select({ id: orders.id, trip: orders.tripId })
      .from(orders);
    expect(
      stillThere
        .filter((o) => o.trip === null)
        .map((o) => o.id)
        .sort(),
    ).toEqual([ids.cancelledNextYear, ids.pending].sort());
    expect(after.trips).toEqual([ids.tripRefundedNextYear]);
    expect(stillThere.filter((o) => o.trip === ids.tripRefundedNextYear)).toHaveLength(2);
    // The emptied account with money in its wallet stays; the other is gone.
    expect(after.users).toEqual([live, emptiedWithMoney].sort());
    const pays = await t.database.db.select({ order: payments.orderId }).from(payments);
    expect(pays.map((p) => p.order)).not.toContain(ids.booked);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });

  it("deletes nothing more on a second pass, and in batches of any size", async () => {
    const again = await t.app.purgeExpired();
    expect([again.orders, again.emptiedAccounts]).toEqual([0, 0]);
    // A year on, the orders of 2027-28 (the cancellation and the TDR refund) go too, one at a time.
    clock.set("2036-04-01T00:00:00+05:30");
    const repo = retentionRepository(t.database.db, 1);
    expect(await repo.ordersDoneBefore(ordersKeptFrom(clock()))).toBe(3);
    expect((await left()).orders).toEqual([ids.pending]);
    expect((await left()).trips).toEqual([]);
  });
});
