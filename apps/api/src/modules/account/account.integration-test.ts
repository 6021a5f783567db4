import { randomUUID } from "node:crypto";
import { AccountDeletedSchema } from "@safar/contracts/account";
import { MyDataSchema } from "@safar/contracts/my-data";
import {
  orders,
  outboxMessages,
  payments,
  railwayIds,
  savedTravellers,
  sessions,
  users,
} from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { freshSignIns, type SignedIn, signIn } from "../../../test/session.ts";

/** Deleting an account (issue 25 item 5, ADR 030), end to end through the API. */

const SEND = "/api/a/common/v1/user_details_delete/otp";
const DELETE = "/api/a/common/v1/user_details_delete";

describe.each(testDatabaseKinds())("account deletion on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const fresh = freshSignIns(() => t.app, clock, 9_430_000_000);
  const db = () => t.database.db;
  const post = (who: SignedIn | null, url: string, payload: object = {}) =>
    t.app.inject({ method: "POST", url, headers: who?.headers ?? {}, payload });
  const get = (who: SignedIn, url: string) => t.app.inject({ url, headers: who.headers });

  /** The newest deletion code sent to a mobile, from the development outbox. */
  async function codeFor(mobile: string): Promise<string> {
    const res = await t.app.inject({ url: `/api/dev/outbox?recipient=${mobile}&limit=1` });
    const message = res.json().messages[0] as { purpose: string; body: string };
    expect(message.purpose).toBe("account_delete_otp");
    const code = /\b(\d{6})\b/.exec(message.body)?.[1];
    if (!code) throw new Error("no deletion code in the outbox");
    return code;
  }

  /** A booked order with a captured payment, as the booking flow leaves it. */
  async function bookedOrder(userId: string, status = 7) {
    const id = `261127${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const now = clock();
    await db()
      .insert(orders)
      .values({
        id,
        userId,
        status,
        railwayUserId: "rahul_k",
        trainNumber: "12952",
        trainName: "Mumbai Rajdhani",
        fromCode: "NDLS",
        toCode: "MMCT",
        journeyDate: "2026-12-10",
        classCode: "3A",
        quota: "GN",
        request: {
          details: {
            passengers: [{ name: "Rahul Kumar", age: 34, gender: "Male" }],
            contact: { email: "rahul@example.in", mobile: "9876543210" },
          },
          stations: { fromName: "New Delhi", toName: "Mumbai Central" },
        },
        fare: { totalPaise: 250_000 },
        totalPaise: 250_000,
        seenStatus: "AVL 20",
        pnr: "2401234567",
        ticket: {
          pnr: "2401234567",
          from: "NDLS",
          passengers: [{ number: 1, name: "Rahul Kumar" }],
        },
        createdAt: now,
        updatedAt: now,
      });
    await db()
      .insert(payments)
      .values({
        id: randomUUID(),
        orderId: id,
        reference: `pay_${id}`,
        amountPaise: 250_000,
        status: "captured",
        createdAt: now,
        expiresAt: now,
        capturedAt: now,
      });
    return id;
  }

  it("refuses the signed-out", async () => {
    expect((await post(null, SEND)).statusCode).toBe(401);
    expect((await post(null, DELETE, { otp: "123456" })).statusCode).toBe(401);
  });

  it("refuses a deletion without the anti-forgery header", async () => {
    const u = await fresh();
    const res = await t.app.inject({
      method: "POST",
      url: SEND,
      headers: { cookie: u.headers.cookie ?? "" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it("a wrong code deletes nothing and says how many tries are left", async () => {
    const u = await fresh();
    expect((await post(u, SEND)).statusCode).toBe(200);
    const real = await codeFor(u.mobile);
    const res = await post(u, DELETE, { otp: real === "000000" ? "111111" : "000000" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe("otp_wrong");
    expect((await get(u, "/api/trains/v1/user/favourites")).statusCode).toBe(200);
  });

  it("erases at once, keeps orders with names masked, ends every session; the same mobile starts empty", async () => {
    const u = await fresh();
    clock.advance(60_000);
    const second = await signIn(t.app, u.mobile); // another browser of the same person
    await post(u, "/api/trains/v1/user/favourites", { from: "NDLS", to: "MMCT" });
    await post(u, "/api/trains/v1/user/cpConsent/update", { kind: "marketing_sms", granted: true });
    const now = clock();
    await db().insert(savedTravellers).values({
      userId: u.userId,
      position: 1,
      name: "Rahul Kumar",
      age: 34,
      gender: "M",
      berth: "LB",
      food: "V",
      createdAt: now,
      updatedAt: now,
    });
    await db()
      .insert(railwayIds)
      .values({ userId: u.userId, railwayUserId: "rahul_k", linkedAt: now });
    const orderId = await bookedOrder(u.userId);

    const sent = await post(u, SEND);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatch(/^A 6 digit OTP was sent to /);
    const res = await post(u, DELETE, { otp: await codeFor(u.mobile) });
    expect(res.statusCode, res.body).toBe(200);
    const done = AccountDeletedSchema.parse(res.json());
    expect(done.erased).toMatchObject({
      savedTravellers: 1,
      favourites: 1,
      railwayIds: 1,
      consents: 1,
    });
    expect(done.ordersKept).toBe(1);
    // This browser's cookies are cleared; the session rows of both browsers are gone.
    expect(
      res.cookies
        .filter((c) => c.value === "")
        .map((c) => c.name)
        .sort(),
    ).toEqual(["safar_csrf", "safar_session"]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, u.userId))).toEqual([]);

    // No API answers the person's data any more, from either browser.
    for (const who of [u, second]) {
      for (const url of [
        "/api/trains/v1/user/favourites",
        "/api/trains/v1/user/consents",
        "/api/trains/v1/user/data",
        "/api/trains/v1/user/td_details",
      ]) {
        expect((await get(who, url)).statusCode, url).toBe(401);
      }
      const session = await t.app.inject({ url: "/api/auth/v1/session", headers: who.headers });
      expect(session.json().isLogin ?? false).toBe(false);
    }

    // Erased: profile emptied; saved travellers, railway IDs gone.
    const [row] = await db().select().from(users).where(eq(users.id, u.userId));
    expect(row).toMatchObject({ mobile: null, email: null, firstName: "", lastName: "" });
    expect(row?.deletedAt?.toISOString()).toBe(clock().toISOString());
    expect(
      await db().select().from(savedTravellers).where(eq(savedTravellers.userId, u.userId)),
    ).toEqual([]);
    expect(await db().select().from(railwayIds).where(eq(railwayIds.userId, u.userId))).toEqual([]);
    // Kept for tax and railway rules: the order and its payment, names masked.
    const [kept] = await db().select().from(orders).where(eq(orders.id, orderId));
    const text = JSON.stringify([kept?.request, kept?.ticket]);
    expect(text).not.toContain("Rahul");
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("rahul@example.in");
    expect(text).toContain("R•••• K••••");
    expect(text).toContain("Mumbai Central");
    expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    // Of the messages to the mobile, only the notice of the deletion is left.
    const left = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, u.mobile));
    expect(left.map((m) => m.purpose)).toEqual(["account_deleted"]);

    // A fresh sign-in with the same mobile is a new, empty account.
    clock.advance(60_000);
    const again = await signIn(t.app, u.mobile);
    expect(again.userId).not.toBe(u.userId);
    const data = MyDataSchema.parse((await get(again, "/api/trains/v1/user/data")).json());
    expect(data.orders).toEqual([]);
    expect(data.savedTravellers).toEqual([]);
    expect(data.favourites).toEqual([]);
    expect(data.consents).toEqual([]);
    expect(data.railwayIds).toEqual([]);
  });

  it("refuses while a booking is still being processed", async () => {
    const u = await fresh();
    await bookedOrder(u.userId, 1);
    const res = await post(u, SEND);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("account_delete_open");
  });

  it("a double submit deletes once", async () => {
    const u = await fresh();
    await post(u, "/api/trains/v1/user/favourites", { from: "NDLS", to: "MMCT" });
    await post(u, SEND);
    const otp = await codeFor(u.mobile);
    const answers = await Promise.all([post(u, DELETE, { otp }), post(u, DELETE, { otp })]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const notices = (
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, u.mobile))
    ).filter((m) => m.purpose === "account_deleted");
    expect(notices).toHaveLength(1);
  });
});
