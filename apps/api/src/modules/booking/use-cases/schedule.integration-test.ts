import { DEFAULT_WAITING_ROOM } from "@safar/domain/waiting-room";
import type { MemoryMessenger } from "@safar/railway/accounts/messenger";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, details, expectProblem } from "../../../../test/booking.ts";
import { RAILWAY_PASSWORD } from "../../../../test/helper.ts";
import type { SignedIn } from "../../../../test/session.ts";

/**
 * One-click Tatkal (issue 20 item 2, ADR 022) through the API: prepare, the
 * railway's mandate, reserve (the amount held), the notice 15 minutes
 * before, and the placement at the opening through the waiting room —
 * charged once, only for the ticket — and what delete and the limit do.
 */
describe.each(testDatabaseKinds())("one-click Tatkal on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get } = f;
  let opensAt: Date;
  const ASHA_MOBILE = "9876500001";
  const tatkal = () => ({ ...f.journey, quota: "TQ" as const });

  const draft = async (who: SignedIn = f.user, railwayUserId = "asha_v") => {
    const res = await post(
      "/api/trains/v1/verify",
      { journey: tatkal(), details: details(), railwayUserId, seenStatus: "" },
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: string; fare: { totalPaise: number } };
  };

  /** The railway's page, as the traveller does it: the Aadhaar OTP sent, read, and the password. */
  async function mandateFor(railwayUserId: string, mobile: string) {
    const portal = f.t.railway?.portal;
    if (!portal) throw new Error("no railway portal");
    const request = {
      railwayUserId,
      trainNumber: f.journey.trainNumber,
      from: f.journey.from,
      to: f.journey.to,
      date: f.journey.date,
      classCode: f.journey.classCode as "3A",
      quota: "TQ" as const,
      passengers: 2,
    };
    f.clock.advance(31_000);
    const sent = await portal.sendMandateOtp(request, "resend", f.clock());
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    // The railway's own messages (its memory messenger in these tests).
    const outbox = (f.t.railway?.messenger as MemoryMessenger | undefined)?.outbox ?? [];
    const text = outbox.filter((m) => m.to === mobile).at(-1)?.text ?? "";
    const otp = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
    const granted = await portal.grantMandate(request, RAILWAY_PASSWORD, otp, f.clock());
    if (!granted.ok) throw new Error(granted.message);
    return granted.mandateId;
  }

  const wallet = async (who: SignedIn = f.user) =>
    (await get("/api/pg/v1/wallet", who)).json() as { balancePaise: number; heldPaise: number };
  const cards = async (who: SignedIn = f.user) =>
    (await get("/api/trains/v1/user/oct/homepage", who)).json().schedules as {
      scheduleId: string;
      orderId: string;
      state: string;
      heldPaise: number;
      outcome: string | null;
      pnr: string | null;
    }[];

  beforeAll(async () => {
    const q = new URLSearchParams({ ...tatkal(), classCode: f.journey.classCode });
    const judged = (await get(`/api/trains/v1/booking/eligibility?${q}`)).json();
    opensAt = new Date(judged.opening.opensAt);
    await f.t.railway?.portal.setAadhaarVerified("asha_v", true);
    await f.fundWallet();
    f.clock.set(new Date(opensAt.getTime() - 60 * 60_000));
  });

  it("schedules a draft: the railway's page, the amount held once, idempotent", async () => {
    const { orderId, fare } = await draft();
    const prepared = await post("/api/trains/v1/user/oct/prepare", { orderId });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({
      amountPaise: fare.totalPaise,
      opensAt: opensAt.toISOString(),
    });
    expect(prepared.json().mandateUrl).toMatch(/^\/railway\/mandate\?/);
    const mandateId = await mandateFor("asha_v", ASHA_MOBILE);
    const before = await wallet();
    const reserved = await post("/api/trains/v2/user/oct/reserve", { orderId, mandateId });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toMatchObject({ state: "scheduled", heldPaise: fare.totalPaise });
    // Twice: the same schedule, nothing more held.
    const again = await post("/api/trains/v2/user/oct/reserve", { orderId, mandateId });
    expect(again.json().scheduleId).toBe(reserved.json().scheduleId);
    const after = await wallet();
    expect(after.heldPaise - before.heldPaise).toBe(fare.totalPaise);
    // Nobody else sees or deletes it.
    expect(await cards(f.other)).toEqual([]);
    expectProblem(
      await post(
        "/api/trains/v1/user/oct/delete",
        { scheduleId: reserved.json().scheduleId },
        f.other,
      ),
      404,
      "not_found",
    );
  });

  it("refuses a third schedule for the opening, and gives the amount back on delete", async () => {
    const second = await draft();
    const reserved = await post("/api/trains/v2/user/oct/reserve", {
      orderId: second.orderId,
      mandateId: await mandateFor("asha_v", ASHA_MOBILE),
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const third = await draft();
    expectProblem(
      await post("/api/trains/v1/user/oct/prepare", { orderId: third.orderId }),
      400,
      "tatkal_schedule_limit",
    );
    const before = await wallet();
    const deleted = await post("/api/trains/v1/user/oct/delete", {
      scheduleId: reserved.json().scheduleId,
    });
    expect(deleted.json()).toMatchObject({ state: "deleted", heldPaise: 0 });
    expect(before.heldPaise - (await wallet()).heldPaise).toBe(second.fare.totalPaise);
  });

  it("refuses what cannot be scheduled, in words", async () => {
    const gn = await post("/api/trains/v1/verify", {
      journey: f.journey,
      details: details(),
      railwayUserId: "asha_v",
      seenStatus: "",
    });
    expectProblem(
      await post("/api/trains/v1/user/oct/prepare", { orderId: gn.json().orderId }),
      400,
      "tatkal_schedule_error",
    );
    const { orderId } = await draft(f.other, "ravi_v");
    // ravi_v is not Aadhaar-authenticated.
    const refused = expectProblem(
      await post("/api/trains/v1/user/oct/prepare", { orderId }, f.other),
      400,
      "tatkal_schedule_error",
    );
    expect(refused.message).toContain("Aadhaar");
    expectProblem(
      await post("/api/trains/v2/user/oct/reserve", { orderId, mandateId: "not-a-uuid" }, f.other),
      400,
      "validation_failed",
    );
  });

  it("tells the traveller 15 minutes before, once, and books at the opening, charged once", async () => {
    f.clock.set(new Date(opensAt.getTime() - 14 * 60_000));
    expect((await f.t.app.runTatkalSchedules()).notified).toBe(1);
    expect((await f.t.app.runTatkalSchedules()).notified).toBe(0);
    const told = await f.t.database.sql.query<{ body: string }>(
      `select body from partner.outbox_messages where purpose = 'tatkal_schedule' and channel = 'sms'`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain("is placed by itself when Tatkal opens at");

    const before = await wallet();
    f.clock.set(opensAt);
    // At the opening the booking takes its place; admissions start a moment later.
    await f.t.app.runTatkalSchedules();
    expect((await cards()).find((c) => c.state !== "deleted")).toMatchObject({ state: "placing" });
    f.clock.set(new Date(opensAt.getTime() + DEFAULT_WAITING_ROOM.gatherMs));
    // Two rounds at once (two processes): one ticket, one charge.
    await Promise.all([f.t.app.runTatkalSchedules(), f.t.app.runTatkalSchedules()]);
    await f.t.app.runTatkalSchedules();
    const [card] = (await cards()).filter((c) => c.state !== "deleted");
    expect(card).toMatchObject({ state: "booked", heldPaise: 0 });
    expect(card?.pnr).toMatch(/^\d{10}$/);
    const summary = await f.summary(card?.orderId ?? "");
    expect(summary.header.status).toBe(7);
    const after = await wallet();
    const total = summary.fare_and_payment_details.fare.totalPaise;
    expect(before.balancePaise + before.heldPaise - (after.balancePaise + after.heldPaise)).toBe(
      total,
    );
    expect(after.heldPaise).toBe(0);
    const captured = await f.t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.payments where order_id = $1 and status = 'captured'`,
      [card?.orderId],
    );
    expect(captured[0]?.n).toBe(1);
  });
});
