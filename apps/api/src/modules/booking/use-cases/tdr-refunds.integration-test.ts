import { CancelViewSchema } from "@safar/contracts/cancellation";
import { TdrViewSchema } from "@safar/contracts/tdr";
import { formatPaise } from "@safar/domain/money";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterEach, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../../test/booking.ts";
import { type SignedIn, signIn } from "../../../../test/session.ts";

/**
 * TDR refunds (issue 18 item 5): the railway decides a claim 45 days after
 * filing; the reconciler records each decision once, credits the wallet (or
 * gives a bank method its settle-by date) in the same transaction, and tells
 * the traveller; the TDR screen's tracker and the order's refunds show it.
 * Passes run twice and at once (the race is the point of the PostgreSQL run).
 */
describe.each(testDatabaseKinds())("TDR refunds on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, verified, authorize, complete, fundWallet, clock } = f;
  afterEach(() => clock.set(START));

  const DAY = 86_400_000;
  const REVIEW = 45 * DAY;

  /** A two-passenger order booked and paid by the wallet or UPI. */
  async function booked(method: "wallet" | "upi" = "wallet", upiId = "asha@okaxis") {
    await fundWallet();
    const { orderId } = await verified();
    const out = await post("/api/trains/v1/checkout", { orderId });
    expect(out.statusCode, out.body).toBe(200);
    const pay = await post("/api/pg/v1/pay", {
      reference: out.json().paymentReference,
      method,
      ...(method === "upi" ? { upiId } : {}),
    });
    expect(pay.json().outcome, pay.body).toBe("authorized");
    await authorize(orderId);
    await complete(orderId);
    const s = await f.summary(orderId);
    expect(s.header.status).toBe(7);
    const pnr = s.journey_details.pnr as string;
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    return { orderId, pnr, fares: ticket?.passengers.map((p) => p.fare) as number[] };
  }

  const afterArrival = () => new Date(Date.parse(`${f.journey.date}T12:00:00+05:30`) + 2 * DAY);
  const file = async (orderId: string, reason: string, passengerNumbers: number[]) => {
    const res = await post("/api/trains/v1/tdr", { orderId, reason, passengerNumbers });
    expect(res.statusCode, res.body).toBe(200);
  };
  const view = async (orderId: string, who: SignedIn = f.user) => {
    const res = await get(`/api/trains/v1/tdr?orderId=${orderId}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return TdrViewSchema.parse(res.json());
  };
  const balance = async (who: SignedIn = f.user) => {
    const res = await get("/api/pg/v1/wallet", who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().balancePaise as number;
  };
  /**
   * Sessions last 30 days: after the 45-day review the traveller signs in
   * again (a minute on, past the OTP resend rule of an earlier test's sign-in).
   */
  let signIns = 0;
  const again = () => {
    signIns++;
    clock.advance(signIns * 60_000);
    return signIn(f.t.app, "9000000101");
  };
  const rows = (orderId: string) =>
    f.t.database.sql.query<{
      refund: number;
      method: string | null;
      credited: boolean;
      settleBy: Date | null;
    }>(
      `select refund_paise::int as refund, method, credited_at is not null as credited,
         settle_by as "settleBy" from partner.tdr_refunds where order_id = $1 order by decision_seq`,
      [orderId],
    );
  const messages = async (purpose: string) =>
    (
      (await get("/api/dev/outbox?recipient=asha@example.com&limit=50")).json().messages as {
        purpose: string;
        body: string;
        subject: string | null;
      }[]
    ).filter((m) => m.purpose === purpose);
  const decide = async () => (await f.t.railway?.reservations.decideDueTdrs()) ?? 0;

  it("tracks a claim filed, under review, then refunded to the wallet once and rejected with its note", async () => {
    const { orderId, pnr, fares } = await booked();
    const filedAt = afterArrival();
    clock.set(filedAt);
    await file(orderId, "no_room_provided", [1]);
    await file(orderId, "excess_fare_charged", [2]);

    const filed = (await view(orderId)).filed[0];
    expect(filed).toMatchObject({ status: "filed", statusLabel: "Filed", refundPaise: null });
    expect(filed?.tracker.map((s) => [s.step, s.done])).toEqual([
      ["filed", true],
      ["under_review", false],
      ["decided", false],
    ]);
    expect(filed?.tracker[2]?.label).toMatch(/^The railway's decision by \d+ \w{3} \d{4}$/);

    clock.set(new Date(filedAt.getTime() + DAY));
    expect((await view(orderId)).filed[0]).toMatchObject({
      status: "under_review",
      statusLabel: "Under review by the railway",
    });

    const before = await balance();
    clock.set(new Date(filedAt.getTime() + REVIEW));
    const later = await again();
    expect(await decide()).toBe(2);
    // The reconciler's pass, three at once (each reads the same decisions), then twice more:
    // each decision recorded and paid once.
    const passes = await Promise.all([1, 2, 3].map(() => f.t.app.reconcileBookings()));
    expect(passes.reduce((n, p) => n + p.tdrDecisions, 0)).toBe(2);
    await f.t.app.reconcileBookings();
    expect((await f.t.app.reconcileBookings()).tdrDecisions).toBe(0);
    expect(await rows(orderId)).toEqual([
      { refund: fares[0], method: "wallet", credited: true, settleBy: null },
      { refund: 0, method: "wallet", credited: false, settleBy: null },
    ]);
    expect((await balance(later)) - before).toBe(fares[0]);

    const refunded = await messages("tdr_refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.subject).toBe(
      `TDR refunded: PNR ${pnr}, ${formatPaise(fares[0] as number)}`,
    );
    expect(refunded[0]?.body).toContain(
      "No berth or seat was given, so the full fare is refunded.",
    );
    expect(refunded[0]?.body).toContain("has been credited to your wallet.");
    const rejected = await messages("tdr_rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.body).toContain("refunded by the railway's zonal office");

    const [room, excess] = (await view(orderId, later)).filed;
    expect(room).toMatchObject({
      status: "refunded",
      statusLabel: `Refunded ${formatPaise(fares[0] as number)}`,
      refundPaise: fares[0],
      note: "No berth or seat was given, so the full fare is refunded.",
    });
    expect(room?.tracker.map((s) => [s.step, s.label, s.done])).toEqual([
      ["filed", "TDR filed", true],
      ["under_review", "Under review by the railway", true],
      ["decided", `Refunded ${formatPaise(fares[0] as number)}`, true],
      ["credited", "Credited to your wallet", true],
    ]);
    expect(excess).toMatchObject({ status: "rejected", statusLabel: "Rejected", refundPaise: 0 });
    expect(excess?.tracker.at(-1)).toMatchObject({ step: "decided", label: "Rejected" });

    // The order: the TDR refund among its refunds and in its summary.
    const s = await f.summary(orderId, later);
    expect(s.refunds).toEqual([
      expect.objectContaining({
        amountPaise: fares[0],
        reason: "TDR of passenger 1 (No berth or seat given)",
      }),
    ]);
    expect(s.fare_and_refund_summary.refundedPaise).toBe(fares[0]);
  });

  it("gives a UPI refund its settle-by date and leaves the wallet alone", async () => {
    const { orderId, fares } = await booked("upi");
    const filedAt = afterArrival();
    clock.set(filedAt);
    await file(orderId, "train_diverted", [1, 2]);
    const before = await balance();
    clock.set(new Date(filedAt.getTime() + REVIEW));
    const later = await again();
    await decide();
    await Promise.all([f.t.app.reconcileBookings(), f.t.app.reconcileBookings()]);
    const [row] = await rows(orderId);
    expect(row).toMatchObject({
      refund: (fares[0] as number) + (fares[1] as number),
      method: "upi",
      credited: false,
    });
    expect(row?.settleBy).toBeInstanceOf(Date);
    expect(await balance(later)).toBe(before);
    const credited = (await view(orderId, later)).filed[0]?.tracker.at(-1);
    expect(credited).toMatchObject({ step: "credited", done: false });
    expect(credited?.label).toMatch(/^Credit to your UPI account by \d+ \w{3} \d{4}$/);
  });

  it("makes a refund the closed UPI account refuses an unclaimed refund, once, and reads the file to its end", async () => {
    const { orderId, pnr, fares } = await booked("upi", "closed.asha@okaxis");
    const filedAt = afterArrival();
    clock.set(filedAt);
    await file(orderId, "no_room_provided", [2]);
    clock.set(new Date(filedAt.getTime() + REVIEW));
    const later = await again();
    expect(await decide()).toBe(1);
    await Promise.all([f.t.app.reconcileBookings(), f.t.app.reconcileBookings()]);
    const [row] = await rows(orderId);
    expect(row).toMatchObject({ refund: fares[1], method: "upi", credited: false, settleBy: null });
    const claims = await f.t.database.sql.query<{ source: string; amount: number; status: string }>(
      `select source, amount_paise::int as amount, status from partner.unclaimed_refunds
         where order_id = $1`,
      [orderId],
    );
    expect(claims).toEqual([{ source: "tdr", amount: fares[1], status: "unclaimed" }]);
    const told = (await messages("tdr_refunded")).filter((m) => m.body.includes(`PNR ${pnr}`));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain("claim it under My bookings, Unclaimed refunds.");
    // The order shows the refund with its claim.
    const s = await f.summary(orderId, later);
    expect(s.refunds.at(-1)).toMatchObject({
      amountPaise: fares[1],
      claim: expect.objectContaining({ status: "unclaimed" }),
    });
    // The cursor stands at the railway's last decision: nothing is left behind it.
    const [cursor] = await f.t.database.sql.query<{ position: number }>(
      "select position from partner.feed_cursors where name = 'tdr_decisions'",
    );
    const [last] = await f.t.database.sql.query<{ seq: number }>(
      "select max(decision_seq)::int as seq from railway.tdrs",
    );
    expect(cursor?.position).toBe(last?.seq);
  });

  it("does not offer a passenger in a TDR for cancellation and refuses to cancel them", async () => {
    const { orderId, pnr } = await booked();
    // After the chart, before the departure: "status worsened" may be claimed.
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    const due = ticket ? (await f.t.deps.railway.pnrOutlook(ticket)).chartDueAt : null;
    clock.set(new Date((due as Date).getTime() + 60_000));
    await f.t.railway?.reservations.chartDue();
    await file(orderId, "status_worsened_after_chart", [1]);
    const cancelView = CancelViewSchema.parse(
      (await get(`/api/trains/v2/cancelView/${orderId}?cancelv2flow=true`)).json(),
    );
    expect(cancelView.passengers.map((p) => [p.number, p.cancellable])).toEqual([
      [1, false],
      [2, true],
    ]);
    const refused = await post("/api/trains/v3/order/cancel?cancelv2flow=true", {
      orderId,
      passengerNumbers: [1],
      reason: "plan_changed",
      idempotencyKey: `tdr-${orderId}`,
    });
    expect(expectProblem(refused, 409, "cancel_refused").message).toBe(
      "Passenger 1 cannot be cancelled: a TDR is filed for them, and the railway refunds a passenger once",
    );
  });
  it("tells the railway's decision in the account's stored Hindi (ADR 028)", async () => {
    const language = (to: string, who: SignedIn) =>
      f.t.app.inject({
        method: "POST",
        url: "/api/auth/v1/language",
        headers: who.headers,
        payload: { language: to },
      });
    expect((await language("hi", f.user)).statusCode).toBe(200);
    const { orderId, pnr } = await booked("upi");
    const filedAt = afterArrival();
    clock.set(filedAt);
    await file(orderId, "train_diverted", [1, 2]);
    clock.set(new Date(filedAt.getTime() + REVIEW));
    const later = await again();
    try {
      await decide();
      await f.t.app.reconcileBookings();
      const mail = (await messages("tdr_refunded")).find((m) => m.body.includes(`PNR ${pnr}`));
      expect(mail?.subject).toMatch(new RegExp(`^TDR रिफ़ंड: PNR ${pnr}, ₹[\\d,.]+$`));
      expect(mail?.body).toContain(
        "के यात्री 1, 2 के लिए दर्ज TDR पर रेलवे ने निर्णय दे दिया है: ट्रेन का मार्ग बदला, बोर्डिंग या गंतव्य स्टेशन से नहीं गुज़री।",
      );
      expect(mail?.body).toMatch(/आपके UPI खाते में जमा हो जाएगा।/);
    } finally {
      await language("en", later);
    }
  });
});
