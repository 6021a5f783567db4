import { formatPaise } from "@safar/domain/money";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../test/booking.ts";
import type { TestApp } from "../../../test/helper.ts";
import type { SignedIn } from "../../../test/session.ts";

describe.each(testDatabaseKinds())("the reconciler and settlement (R2) on %s", (kind) => {
  const f = bookingFixture(kind);
  const { clock, post, get, checkedOut, authorize, complete, fundWallet, summary } = f;
  const { walletCallback, sendCallback } = f;
  let t: TestApp;
  let user: SignedIn;
  beforeAll(() => {
    ({ t, user } = f);
  });

  it("takes nothing for a payment left open on an order already booked: it stays booked, one e-ticket (issue 16)", async () => {
    await fundWallet();
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    await authorize(orderId);
    await complete(orderId);
    const booked = await summary(orderId);
    expect(booked.header.status).toBe(7);
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    // A second payment left pending on the order, as concurrent checkouts of older builds left them.
    const leftover = `${paymentReference}L`;
    await t.database.sql.query(
      `insert into partner.payments (id, order_id, reference, amount_paise, status, created_at, expires_at)
       values (gen_random_uuid(), $1, $2, $3, 'pending', $4, $5)`,
      [orderId, leftover, amountPaise, clock(), new Date(clock().getTime() + 600_000)],
    );
    expectProblem(
      await post("/api/pg/v1/pay", { reference: leftover, method: "wallet" }),
      409,
      "order_not_payable",
    );
    // Its callback, signed, changes nothing either: the capture checks the order's state.
    const raw = walletCallback(leftover, amountPaise, "PGLEFT1");
    const callback = await sendCallback(raw);
    expect(callback.json()).toEqual({ accepted: false });
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    expect(s.journey_details.pnr).toBe(booked.journey_details.pnr);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(walletBefore);
    const states = await t.database.sql.query<{ status: string }>(
      `select status from partner.payments where reference = $1`,
      [leftover],
    );
    expect(states[0]?.status).toBe("pending");
    const tickets = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.outbox_messages where purpose = 'e_ticket' and body like $1`,
      [`%PNR ${booked.journey_details.pnr}%`],
    );
    // One mail and one SMS.
    expect(tickets[0]?.n).toBe(2);
  });

  it("books an authorised payment whose booking died before the railway confirmed it, while the hold lasts, and captures it then (R2)", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut();
    // The process dies right after the authorisation: the order is at 5, the money held.
    await t.database.sql.query(
      `update partner.payments set status = 'authorized', method = 'upi', authorized_at = now() where reference = $1`,
      [paymentReference],
    );
    await t.database.sql.query(`update partner.orders set status = 5 where id = $1`, [orderId]);
    expect((await summary(orderId)).header.status).toBe(5);
    await authorize(orderId);
    const result = await t.app.reconcileBookings();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    expect(s.fare_and_payment_details.payment).toMatchObject({ amountPaise, status: "captured" });
    expect(s.refund_details).toBeNull();
  });

  it("voids the authorisation when the railway password is not typed before the hold lapses: nothing charged, the traveller told why (issue 16)", async () => {
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    const paid = await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    expect(paid.json().outcome).toBe("authorized");
    expect((await get("/api/pg/v1/wallet")).json().heldPaise).toBe(amountPaise);
    try {
      // The traveller leaves the railway's password page; the railway's hold lapses (15 min).
      clock.advance(16 * 60_000);
      await t.app.reconcileBookings();
      const s = await summary(orderId);
      expect(s.header).toMatchObject({ status: 6, label: "Booking Failed", tone: "failed" });
      expect(s.fare_and_payment_details.payment).toMatchObject({
        status: "voided",
        capturedAt: null,
      });
      expect(s.refund_details).toBeNull();
      const why =
        "The password of IRCTC user ID ravi_v was not entered on the railway's page in time, so the railway released the berths held for you.";
      const money = `The ${formatPaise(amountPaise)} held on your payment method has been released. Nothing was charged.`;
      expect(s.failure_reason).toBe(why);
      expect(s.notes).toEqual([why, money]);
      expect(JSON.stringify(s)).not.toMatch(/before payment/);
      // Nothing was taken and nothing is held.
      expect((await get("/api/pg/v1/wallet")).json()).toEqual({
        balancePaise: walletBefore,
        heldPaise: 0,
      });
      // Told by SMS and by e-mail, through the outbox.
      const told = await t.database.sql.query<{ channel: string; recipient: string; body: string }>(
        `select channel, recipient, body from partner.outbox_messages
         where purpose = 'booking_failed' and body like $1 order by channel`,
        [`%${orderId}%`],
      );
      expect(told.map((m) => [m.channel, m.recipient])).toEqual([
        ["email", "asha@example.com"],
        ["sms", "9876543210"],
      ]);
      for (const m of told) {
        expect(m.body).toContain(why);
        expect(m.body).toContain(money);
      }
      // A second pass changes nothing: one void, one message each.
      await t.app.reconcileBookings();
      const again = await t.database.sql.query<{ n: number }>(
        `select count(*)::int as n from partner.outbox_messages where purpose = 'booking_failed' and body like $1`,
        [`%${orderId}%`],
      );
      expect(again[0]?.n).toBe(2);
    } finally {
      clock.set(START);
    }
  });

  it("refunds a capture of an older build whose booking died, once the hold lapsed (R2)", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut();
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    // Captured before the railway booked (as builds before authorisations did), then the process died.
    await t.database.sql.query(
      `update partner.payments set status = 'captured', method = 'wallet', captured_at = now() where reference = $1`,
      [paymentReference],
    );
    await t.database.sql.query(
      `update partner.wallets set balance_paise = balance_paise - $2 where user_id = $1`,
      [user.userId, amountPaise],
    );
    await t.database.sql.query(`update partner.orders set status = 5 where id = $1`, [orderId]);
    // Meanwhile the hold lapses at the railway; the restarted process reconciles.
    clock.advance(16 * 60_000);
    try {
      await t.app.reconcileBookings();
      const s = await summary(orderId);
      expect(s.header).toMatchObject({ status: 6, label: "Booking Failed", tone: "failed" });
      expect(s.refund_details?.amountPaise).toBe(amountPaise);
      // What the capture took went back.
      expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(walletBefore);
    } finally {
      clock.set(START);
    }
  });

  it("refunds, once, money captured that cannot become the order's ticket (an older build's second capture)", async () => {
    await fundWallet();
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    // A second capture of the same order, as concurrent checkouts used to leave behind.
    await t.database.sql.query(
      `insert into partner.payments (id, order_id, reference, amount_paise, status, method, created_at, expires_at, captured_at)
       values (gen_random_uuid(), $1, $2, $3, 'captured', 'wallet', $4, $4, $4)`,
      [orderId, `${paymentReference}X`, amountPaise, clock()],
    );
    await t.database.sql.query(
      `update partner.wallets set balance_paise = balance_paise - $2 where user_id = $1`,
      [user.userId, amountPaise],
    );
    await Promise.all([t.app.reconcileBookings(), t.app.reconcileBookings()]);
    await t.app.reconcileBookings();
    const refunds = await t.database.sql.query<{ reference: string; amount: number }>(
      `select p.reference, r.amount_paise::int as amount from partner.refunds r
       join partner.payments p on p.id = r.payment_id where r.order_id = $1`,
      [orderId],
    );
    expect(refunds).toEqual([{ reference: `${paymentReference}X`, amount: amountPaise }]);
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    expect(s.refund_details?.amountPaise).toBe(amountPaise);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(walletBefore);
  });
});
