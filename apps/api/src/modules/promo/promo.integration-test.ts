import { PromoAppliedSchema, PromoOfferListSchema } from "@safar/contracts/promo";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../test/booking.ts";
import type { PromoRepository } from "./promo.service.ts";

/**
 * Promo codes through the API (ADR 025): the live offers, a code applied at
 * review with the discount the server's, fixed into the payment at checkout,
 * consumed once when ticketed and given back when the payment fails; every
 * hostile code answered with a 4xx and its words. On 2026-11-21 10:00 IST.
 */

const at = (iso: string) => new Date(iso);
const NOW = at(START);

/** Codes of the tests' own, beside the demo offers. */
async function insertCodes(sql: { query: (q: string, p?: unknown[]) => Promise<unknown> }) {
  const rows: [
    string,
    string,
    number,
    number | null,
    number,
    number,
    string | null,
    string,
    string,
  ][] = [
    // code, kind, value, cap, min, per user, classes, from, to
    ["ONEUSE", "flat", 50_00, null, 1, 1, null, "2026-01-01", "2027-01-01"],
    ["ONEUSE2", "flat", 50_00, null, 1, 1, null, "2026-01-01", "2027-01-01"],
    ["PCT20", "percent", 20, 75_00, 1, 5, null, "2026-01-01", "2027-01-01"],
    ["OLDCODE", "flat", 50_00, null, 1, 1, null, "2025-01-01", "2026-11-21"],
    ["LATERCODE", "flat", 50_00, null, 1, 1, null, "2026-12-01", "2027-01-01"],
    ["BIGMIN", "flat", 50_00, null, 10_00_000_00, 1, null, "2026-01-01", "2027-01-01"],
    ["FIRSTONLY", "flat", 50_00, null, 1, 1, "{1A}", "2026-01-01", "2027-01-01"],
    ["BIG900", "flat", 900_00, null, 1, 1, null, "2026-01-01", "2027-01-01"],
  ];
  for (const [code, kind, value, cap, min, limit, classes, from, to] of rows) {
    await sql.query(
      `insert into partner.promo_codes (code, title, terms, kind, value, max_discount_paise,
         min_amount_paise, per_user_limit, classes, quotas, valid_from, valid_to, created_at)
       values ($1, $1, 'Test terms', $2, $3, $4, $5, $6, $7, null,
         ($8::date)::timestamp at time zone 'Asia/Kolkata',
         ($9::date)::timestamp at time zone 'Asia/Kolkata', now())`,
      [code, kind, value, cap, min, limit, classes, from, to],
    );
  }
}

describe.each(testDatabaseKinds())("promo codes on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, verified, summary, fundWallet, authorize, complete } = f;
  const apply = (orderId: string, code: string, who = f.user) =>
    post("/api/trains/v1/promotional/apply", { orderId, code }, who);

  beforeAll(async () => {
    await insertCodes(f.t.database.sql);
  });

  it("lists the offers live now, demo offers included, with their terms", async () => {
    const res = await get("/api/trains/v1/promotional/codes", null);
    expect(res.statusCode, res.body).toBe(200);
    const { offers } = PromoOfferListSchema.parse(res.json());
    const codes = offers.map((o) => o.code);
    expect(codes).toEqual(expect.arrayContaining(["TRAIN100", "SAFAR10", "ACTRIP50", "ONEUSE"]));
    expect(codes).not.toContain("OLDCODE");
    expect(codes).not.toContain("LATERCODE");
    const safar10 = offers.find((o) => o.code === "SAFAR10");
    expect(safar10).toMatchObject({ headline: "10% off up to ₹150", quotas: ["GN"] });
    for (const o of offers) expect(new Date(o.validTo).getTime()).toBeGreaterThan(NOW.getTime());
  });

  it("applies a code at review: the server's discount is a fare line, the total drops", async () => {
    const { orderId } = await verified();
    const before = await summary(orderId);
    const res = await apply(orderId, "  pct20 ");
    expect(res.statusCode, res.body).toBe(200);
    const applied = PromoAppliedSchema.parse(res.json());
    const base = before.fare_and_payment_details.fare.totalPaise;
    const expected = Math.min(75_00, Math.floor((base * 20) / 100 / 100) * 100);
    expect(applied.promo).toMatchObject({
      code: "PCT20",
      discountPaise: expected,
      status: "applied",
    });
    expect(applied.totalPaise).toBe(base - expected);
    const after = await summary(orderId);
    expect(after.fare_and_payment_details.fare.lines.at(-1)).toEqual({
      id: "promo_discount",
      label: "Promo code PCT20",
      paise: -expected,
    });
    expect(after.promo_details).toMatchObject({ code: "PCT20", status: "applied" });
    // Taken off again: the fare is what it was.
    const removed = await post("/api/trains/v1/promotional/remove", { orderId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await summary(orderId)).fare_and_payment_details.fare.totalPaise).toBe(base);
    expect((await summary(orderId)).promo_details).toBeNull();
  });

  it("answers every hostile code with a 4xx and its words, and changes nothing", async () => {
    const { orderId } = await verified();
    const total = async () => (await summary(orderId)).fare_and_payment_details.fare.totalPaise;
    const was = await total();
    expect(expectProblem(await apply(orderId, "NOSUCHCODE"), 404, "promo_unknown").message).toBe(
      "This promo code is not valid. Please check the code and try again.",
    );
    expect(expectProblem(await apply(orderId, "OLDCODE"), 410, "promo_expired").message).toBe(
      "This promo code has expired.",
    );
    expectProblem(await apply(orderId, "LATERCODE"), 422, "promo_not_started");
    expect(expectProblem(await apply(orderId, "BIGMIN"), 422, "promo_below_minimum").message).toBe(
      "This promo code needs a booking of at least ₹10,00,000.",
    );
    expect(
      expectProblem(await apply(orderId, "FIRSTONLY"), 422, "promo_not_applicable").message,
    ).toBe("This promo code is valid only for 1A.");
    for (const bad of ["", "A!", "x".repeat(40), "TRAIN 100", "<script>"]) {
      expectProblem(await apply(orderId, bad), 400, "validation_failed");
    }
    // Another user's booking is not there for them; nobody signed in is asked to log in.
    expectProblem(await apply(orderId, "ONEUSE", f.other), 404, "not_found");
    expectProblem(
      await post("/api/trains/v1/promotional/apply", { orderId, code: "ONEUSE" }, null),
      401,
      "logged_out",
    );
    expect(await total()).toBe(was);
    expect((await summary(orderId)).promo_details).toBeNull();
  });

  it("fixes the discount into the payment, consumes the use once when ticketed, and refuses a second", async () => {
    await fundWallet();
    const { orderId } = await verified();
    expect((await apply(orderId, "ONEUSE")).statusCode).toBe(200);
    const res = await post("/api/trains/v1/checkout", { orderId });
    expect(res.statusCode, res.body).toBe(200);
    const checkout = res.json() as { paymentReference: string; amountPaise: number };
    const held = await summary(orderId);
    const fare = held.fare_and_payment_details.fare;
    expect(fare.final).toBe(true);
    expect(fare.lines.at(-1)).toMatchObject({ id: "promo_discount", paise: -50_00 });
    const gross = fare.lines
      .filter((l) => l.id !== "promo_discount")
      .reduce((s, l) => s + l.paise, 0);
    expect(checkout.amountPaise).toBe(gross - 50_00);
    expect(held.promo_details).toMatchObject({
      code: "ONEUSE",
      discountPaise: 50_00,
      status: "held",
    });
    // While held, another booking of the same user cannot take the one use.
    const second = await verified();
    expectProblem(await apply(second.orderId, "ONEUSE"), 409, "promo_used_up");
    // Paid from the wallet and ticketed: the amount taken is the discounted one; the use is spent.
    const paid = await post("/api/pg/v1/pay", {
      reference: checkout.paymentReference,
      method: "wallet",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await authorize(orderId);
    await complete(orderId);
    const booked = await summary(orderId);
    expect(booked.header.status).toBe(7);
    expect(booked.fare_and_refund_summary.paidPaise).toBe(checkout.amountPaise);
    expect(booked.promo_details).toMatchObject({ code: "ONEUSE", status: "used" });
    const uses = await f.t.database.sql.query<{ status: string }>(
      "select status from partner.promo_redemptions where code = 'ONEUSE'",
    );
    expect(uses).toEqual([{ status: "used" }]);
    expect(expectProblem(await apply(second.orderId, "ONEUSE"), 409, "promo_used_up").message).toBe(
      "You have already used this promo code.",
    );
  });

  it("never refunds more than was paid: a cancellation after a big discount stops at the amount paid", async () => {
    await fundWallet();
    const { orderId } = await verified({}, "ravi_v");
    expect((await apply(orderId, "BIG900")).statusCode).toBe(200);
    const res = await post("/api/trains/v1/checkout", { orderId });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentReference, amountPaise } = res.json() as {
      paymentReference: string;
      amountPaise: number;
    };
    expect(
      (await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" })).statusCode,
    ).toBe(200);
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
    // Days before departure the railway keeps only its flat charge: more than was paid would come back.
    const cancelled = await post("/api/trains/v3/order/cancel?cancelv2flow=true", {
      orderId,
      passengerNumbers: [1, 2],
      reason: "plan_changed",
      idempotencyKey: "promo-cancel-01",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await summary(orderId);
    expect(after.header.status).toBe(18);
    expect(after.fare_and_refund_summary.refundedPaise).toBeLessThanOrEqual(amountPaise);
    expect(after.fare_and_refund_summary.refundedPaise).toBe(amountPaise);
    // Refunded in full: the code's use comes back.
    expect(after.promo_details).toMatchObject({ code: "BIG900", status: "released" });
  });

  it("gives the use back when the payment is declined, so the code applies again", async () => {
    const { orderId } = await verified({}, "ravi_v");
    expect((await apply(orderId, "ONEUSE2")).statusCode).toBe(200);
    const res = await post("/api/trains/v1/checkout", { orderId });
    expect(res.statusCode, res.body).toBe(200);
    const declined = await post("/api/pg/v1/pay", {
      reference: res.json().paymentReference,
      method: "upi",
      upiId: "fail.test@okbank",
    });
    expect(declined.json().outcome).toBe("failed");
    expect((await summary(orderId)).promo_details).toMatchObject({ status: "released" });
    const next = await verified({}, "ravi_v");
    expect((await apply(next.orderId, "ONEUSE2")).statusCode).toBe(200);
    // And the declined order may be paid again with its code: held afresh.
    const again = await post("/api/trains/v1/checkout", { orderId });
    expect(again.statusCode, again.body).toBe(200);
    expect((await summary(orderId)).promo_details).toMatchObject({ status: "held" });
  });
});

/**
 * Two checkouts of one user at once on PostgreSQL, each with the same
 * one-use code on its own booking. A barrier in the count of the user's uses
 * holds each checkout until the other has counted too (or 400 ms passed).
 * Without the guard (the code's row read without `for update`), both count
 * none and both hold the code; with it, the second waits for the first's
 * commit, counts its use and is refused.
 */
function raceRepository(guarded: boolean) {
  let arrived = 0;
  let open: () => void = () => undefined;
  let all = new Promise<void>((resolve) => {
    open = resolve;
  });
  const reset = () => {
    arrived = 0;
    all = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  const wrap = (real: PromoRepository): PromoRepository => ({
    ...real,
    lockCode: guarded ? real.lockCode : (tx, code) => real.code(code, tx),
    async usesByUser(userId, code, exceptOrderId, tx) {
      const n = await real.usesByUser(userId, code, exceptOrderId, tx);
      // Only the checkout's count (in its transaction) waits for the other's.
      if (tx) {
        if (++arrived === 2) open();
        await Promise.race([all, new Promise((r) => setTimeout(r, 400))]);
      }
      return n;
    },
  });
  return { wrap, reset };
}

for (const guarded of [false, true]) {
  const race = raceRepository(guarded);
  describe.runIf(process.env.TEST_DATABASE_URL)(
    `two checkouts with one one-use code at once (PostgreSQL, ${guarded ? "with" : "without"} the guard)`,
    () => {
      const f = bookingFixture("postgres", { promoRepository: race.wrap });

      beforeAll(async () => {
        await insertCodes(f.t.database.sql);
      });

      it(
        guarded
          ? "with the code's row lock, exactly one checkout holds the code; the other is refused"
          : "without the guard, both checkouts hold the one use (the race exists)",
        async () => {
          const a = await f.verified({}, "asha_v");
          const b = await f.verified({}, "ravi_v");
          for (const o of [a, b]) {
            const res = await f.post("/api/trains/v1/promotional/apply", {
              orderId: o.orderId,
              code: "ONEUSE",
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          race.reset();
          const answers = await Promise.all(
            [a, b].map((o) => f.post("/api/trains/v1/checkout", { orderId: o.orderId })),
          );
          const statuses = answers.map((r) => r.statusCode).sort();
          const held = await f.t.database.sql.query<{ n: number }>(
            "select count(*)::int as n from partner.promo_redemptions where code = 'ONEUSE' and status = 'held'",
          );
          if (guarded) {
            expect(statuses).toEqual([200, 409]);
            const refused = answers.find((r) => r.statusCode === 409);
            expect(refused?.json().error.code).toBe("promo_used_up");
            expect(held[0]?.n).toBe(1);
          } else {
            expect(statuses).toEqual([200, 200]);
            expect(held[0]?.n).toBe(2);
          }
        },
      );
    },
  );
}
