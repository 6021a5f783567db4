import { CancelViewSchema } from "@safar/contracts/cancellation";
import {
  UnclaimedRefundClaimResponseSchema,
  UnclaimedRefundListSchema,
} from "@safar/contracts/unclaimed-refunds";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../../test/booking.ts";
import type { SignedIn } from "../../../../test/session.ts";

/**
 * Unclaimed refunds through the API (spec §9; issue 18 item 4): a refund the
 * instrument paid with refuses (a closed UPI account or card) is recorded
 * once, its claim link sent to the account's registered mobile (not the
 * booking's contact), claimed to the wallet or a UPI ID exactly once by its
 * owner only, and credited to the wallet by the reconciler when its 10 days
 * are over. The concurrent claims are the point of the PostgreSQL run.
 */
describe.each(testDatabaseKinds())("unclaimed refunds on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, verified, authorize, complete } = f;
  const REGISTERED = "9000000101";
  const CONTACT = "9876543210";

  type Paid =
    | { method: "upi"; upiId: string }
    | { method: "card"; cardNumber: string }
    | { method: "netbanking"; bank: string };

  /** A two-adult ticket paid by UPI, card or net banking; the railway password typed. */
  async function booked(railwayUserId: string, paid: Paid) {
    const { orderId } = await verified({}, railwayUserId);
    const out = await post("/api/trains/v1/checkout", { orderId });
    expect(out.statusCode, out.body).toBe(200);
    const pay = await post("/api/pg/v1/pay", {
      reference: out.json().paymentReference,
      ...paid,
      ...(paid.method === "card"
        ? { cardExpiry: "12/30", cardCvv: "123", cardName: "Asha Verma" }
        : {}),
      ...(paid.method === "netbanking" ? { bankDecision: "approve" } : {}),
    });
    expect(pay.json().outcome, pay.body).toBe("authorized");
    await authorize(orderId);
    await complete(orderId);
    const s = await f.summary(orderId);
    expect(s.header.status).toBe(7);
    return { orderId, pnr: s.journey_details.pnr as string };
  }

  let keys = 0;
  const cancel = (orderId: string, passengerNumbers: number[]) =>
    post("/api/trains/v3/order/cancel?cancelv2flow=true", {
      orderId,
      passengerNumbers,
      reason: "plan_changed",
      idempotencyKey: `key-unclaimed-${String(++keys).padStart(4, "0")}`,
    });
  const list = async (who: SignedIn = f.user) => {
    const res = await get("/api/trains/v1/unclaimed_refunds", who);
    expect(res.statusCode, res.body).toBe(200);
    return UnclaimedRefundListSchema.parse(res.json()).refunds;
  };
  const claim = (body: Record<string, unknown>, who: SignedIn = f.user) =>
    post("/api/trains/v1/unclaimed_refunds/claim", body, who);
  /** The wallet's spendable balance (opening it on first use). */
  const balance = async () => (await get("/api/pg/v1/wallet")).json().balancePaise as number;
  const outbox = async (recipient: string, limit = 5) =>
    (await get(`/api/dev/outbox?recipient=${recipient}&limit=${limit}`)).json().messages as {
      purpose: string;
      channel: string;
      body: string;
    }[];
  const instrumentOf = async (orderId: string) =>
    (
      await f.t.database.sql.query<{ instrument: string | null }>(
        `select p.instrument from partner.payments p join partner.orders o on o.ticket_payment_id = p.id where o.id = $1`,
        [orderId],
      )
    )[0]?.instrument;

  /** A cancelled passenger of a ticket paid from a closed UPI account: its unclaimed refund. */
  async function bounced(
    railwayUserId: string,
    paid: Paid = { method: "upi", upiId: "closed.asha@okaxis" },
  ) {
    const { orderId, pnr } = await booked(railwayUserId, paid);
    const res = await cancel(orderId, [2]);
    expect(res.statusCode, res.body).toBe(200);
    const refund = (await list()).find((r) => r.orderId === orderId);
    if (!refund) throw new Error("no unclaimed refund");
    return { orderId, pnr, refund, cancelled: res.json() };
  }

  it("a refund a closed UPI account refuses: recorded, the claim link by SMS to the registered mobile", async () => {
    const { orderId, pnr, refund, cancelled } = await bounced("asha_v");
    // The gateway recorded the instrument masked, with the closed marker.
    expect(await instrumentOf(orderId)).toBe("closed***@okaxis");
    expect(refund).toMatchObject({
      source: "cancellation",
      amountPaise: cancelled.cancellation.refundPaise,
      method: "upi",
      instrument: "closed***@okaxis",
      status: "unclaimed",
      pnr,
      failedAt: new Date(START).toISOString(),
      linkSentAt: new Date(START).toISOString(),
      // Spec §9: the link expires 10 days after it was sent.
      expiresAt: new Date(new Date(START).getTime() + 10 * 24 * 3_600_000).toISOString(),
      claimedTo: null,
    });
    expect(refund.amountPaise).toBeGreaterThan(0);
    expect(refund.failureReason).toContain("closed");
    // The cancellation says so, and its timeline's last step links to the claim.
    expect(cancelled.message).toContain("could not be credited to your UPI account");
    expect(cancelled.cancellation.timeline.at(-1)).toMatchObject({
      step: "credited",
      done: false,
      label: "Refund could not be credited to your UPI account — claim it by 1 Dec 2026",
      href: "/trains/mybookings?tab=unclaimed-refunds",
    });
    expect(cancelled.cancellation.settleBy).toBeNull();
    // The link went to the account's registered mobile, not the booking's contact.
    const sms = (await outbox(REGISTERED)).filter((m) => m.purpose === "unclaimed_refund");
    expect(sms).toHaveLength(1);
    expect(sms[0]?.channel).toBe("sms");
    expect(sms[0]?.body).toContain(`PNR ${pnr}`);
    expect(sms[0]?.body).toContain("/trains/mybookings?tab=unclaimed-refunds");
    expect(sms[0]?.body).toContain("by 1 Dec 2026");
    const contact = await outbox(CONTACT);
    expect(contact.some((m) => m.purpose === "unclaimed_refund")).toBe(false);
    expect(contact[0]?.purpose).toBe("cancellation");
    // The order page: the refund waits for its claim, and no note says it was refunded.
    const s = await f.summary(orderId);
    expect(s.refunds.at(-1)?.claim).toMatchObject({ status: "unclaimed", method: "upi" });
    expect(s.notes.some((n) => n.includes("refunded to your original payment method"))).toBe(false);
    const view = CancelViewSchema.parse((await get(`/api/trains/v2/cancelView/${orderId}`)).json());
    expect(view.cancellations[0]?.timeline.at(-1)?.href).toBe(
      "/trains/mybookings?tab=unclaimed-refunds",
    );
  });

  it("claims to the wallet once, for its owner only; then a different claim is refused", async () => {
    const { refund } = await bounced("ravi_v");
    // Another user sees none of it, and claiming it is a 404.
    expect((await list(f.other)).map((r) => r.id)).not.toContain(refund.id);
    expectProblem(await claim({ refundId: refund.id, to: "wallet" }, f.other), 404, "not_found");
    const before = await balance();
    const res = await claim({ refundId: refund.id, to: "wallet" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = UnclaimedRefundClaimResponseSchema.parse(res.json());
    expect(answer.refund).toMatchObject({ status: "claimed", claimedTo: "wallet" });
    expect(answer.walletBalancePaise).toBe(before + refund.amountPaise);
    expect(await balance()).toBe(before + refund.amountPaise);
    // The same claim again (a double click) answers it; nothing moves.
    const again = await claim({ refundId: refund.id, to: "wallet" });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance()).toBe(before + refund.amountPaise);
    // A different claim of a claimed refund is refused in words.
    const other = expectProblem(
      await claim({ refundId: refund.id, to: "upi", upiId: "asha@okaxis" }),
      409,
      "refund_claim_closed",
    );
    expect(other.message).toContain("already been claimed");
  });

  it("a closed card's refund claimed to a UPI ID; a closed or malformed UPI ID is refused", async () => {
    const { orderId, refund } = await bounced("asha_v", {
      method: "card",
      cardNumber: "4000 0000 0000 0119",
    });
    expect(await instrumentOf(orderId)).toBe("•••• 0119");
    expect(refund).toMatchObject({ method: "card", instrument: "•••• 0119" });
    const closed = expectProblem(
      await claim({ refundId: refund.id, to: "upi", upiId: "closed.ravi@okaxis" }),
      422,
      "refund_upi_refused",
    );
    expect(closed.fields?.upiId).toContain("bank account is closed");
    const malformed = expectProblem(
      await claim({ refundId: refund.id, to: "upi", upiId: "not a upi id" }),
      400,
      "validation_failed",
    );
    expect(malformed.fields?.upiId).toBe("Please enter a valid UPI ID");
    expectProblem(await claim({ refundId: refund.id }), 400, "validation_failed");
    const before = await balance();
    const res = await claim({ refundId: refund.id, to: "upi", upiId: " Asha@OKAxis " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refund: { status: "claimed", claimedTo: "upi", claimedUpiId: "asha@okaxis" },
      walletBalancePaise: null,
    });
    expect(res.json().message).toContain("sent to UPI ID asha@okaxis");
    expect(await balance()).toBe(before);
    // The order page's refund line says where it went.
    expect((await f.summary(orderId)).refunds.at(-1)?.claim).toMatchObject({
      status: "claimed",
      claimedTo: "upi",
    });
  });

  it("a UPI account that is open, or net banking: no unclaimed refund, the bank's date", async () => {
    const { orderId } = await booked("ravi_v", { method: "upi", upiId: "asha@okaxis" });
    expect(await instrumentOf(orderId)).toBe("as***@okaxis");
    const res = await cancel(orderId, [2]);
    expect(res.json().cancellation.settleBy).toBe("2026-12-01T04:30:00.000Z");
    expect((await list()).some((r) => r.orderId === orderId)).toBe(false);
  });

  it("ten concurrent claims (double clicks, two tabs): the wallet credited once", async () => {
    const { refund } = await bounced("asha_v");
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => claim({ refundId: refund.id, to: "wallet" })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await balance()).toBe(before + refund.amountPaise);
  });

  it("concurrent claims to the wallet and to a UPI ID: one wins, the money moves once", async () => {
    const { refund } = await bounced("ravi_v");
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claim(
          i % 2 === 0
            ? { refundId: refund.id, to: "wallet" }
            : { refundId: refund.id, to: "upi", upiId: "asha@okaxis" },
        ),
      ),
    );
    const [row] = (await list()).filter((r) => r.id === refund.id);
    const won = row?.claimedTo;
    expect(["wallet", "upi"]).toContain(won);
    for (const [i, a] of answers.entries()) {
      const mine = i % 2 === 0 ? "wallet" : "upi";
      expect(a.statusCode, a.body).toBe(mine === won ? 200 : 409);
    }
    expect(await balance()).toBe(before + (won === "wallet" ? refund.amountPaise : 0));
  });

  it("not claimed within 10 days: the reconciler credits the wallet once and says so", async () => {
    const { refund, pnr } = await bounced("asha_v");
    const before = await balance();
    // Every refund of this user still waiting (an earlier test's too) goes to the wallet.
    const waiting = (await list())
      .filter((r) => r.status === "unclaimed")
      .reduce((sum, r) => sum + r.amountPaise, 0);
    expect(waiting).toBeGreaterThanOrEqual(refund.amountPaise);
    // A day before it expires, the reconciler leaves it.
    f.clock.advance(9 * 24 * 3_600_000);
    try {
      await f.t.app.reconcileBookings();
      expect((await list()).find((r) => r.id === refund.id)?.status).toBe("unclaimed");
      f.clock.advance(24 * 3_600_000);
      const [first, second] = [
        await f.t.app.reconcileBookings(),
        await f.t.app.reconcileBookings(),
      ];
      expect(first.unclaimedExpired).toBeGreaterThanOrEqual(1);
      expect(second.unclaimedExpired).toBe(0);
      const row = (await list()).find((r) => r.id === refund.id);
      expect(row).toMatchObject({ status: "expired", claimedTo: "wallet" });
      expect((await list()).filter((r) => r.status === "unclaimed")).toEqual([]);
      expect(await balance()).toBe(before + waiting);
      const sms = (await outbox(REGISTERED)).find(
        (m) => m.purpose === "unclaimed_refund" && m.body.includes("not claimed within 10 days"),
      );
      expect(sms?.body).toContain(`PNR ${pnr}`);
      // Its claim is over.
      expectProblem(await claim({ refundId: refund.id, to: "wallet" }), 409, "refund_claim_closed");
      expect(await balance()).toBe(before + waiting);
    } finally {
      f.clock.set(START);
    }
  });
  it("sends the claim link and the wallet credit in the account's stored Hindi (ADR 028)", async () => {
    const language = (to: string) =>
      f.t.app.inject({
        method: "POST",
        url: "/api/auth/v1/language",
        headers: f.user.headers,
        payload: { language: to },
      });
    expect((await language("hi")).statusCode).toBe(200);
    try {
      const { refund, pnr } = await bounced("ravi_v");
      const link = (await outbox(REGISTERED)).find((m) => m.purpose === "unclaimed_refund");
      expect(link?.body).toMatch(
        new RegExp(
          `^Safar: PNR ${pnr} \\(\\d+, [\\d-]+\\) का ₹[\\d,.]+ का रिफ़ंड आपके UPI खाते closed\\*\\*\\*@okaxis में जमा नहीं हो सका। आपने जिस UPI ID से भुगतान किया था`,
        ),
      );
      expect(link?.body).toContain("1 दिस॰ 2026 तक इसे अपने Safar वॉलेट या किसी और UPI ID में लें");
      expect(link?.body).toContain("/trains/mybookings?tab=unclaimed-refunds");
      f.clock.advance(10 * 24 * 3_600_000);
      await f.t.app.reconcileBookings();
      expect((await list()).find((r) => r.id === refund.id)?.status).toBe("expired");
      const credited = (await outbox(REGISTERED)).find(
        (m) => m.purpose === "unclaimed_refund" && m.body.includes("10 दिन में नहीं लिया गया"),
      );
      expect(credited?.body).toMatch(
        new RegExp(`^Safar: PNR ${pnr} .*इसलिए यह आपके Safar वॉलेट में जमा कर दिया गया है।$`),
      );
    } finally {
      f.clock.set(START);
      await language("en");
    }
  });
});
