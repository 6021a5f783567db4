import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import type { SignedIn } from "../../../../test/session.ts";

describe.each(testDatabaseKinds())("the gateway's payment page on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, checkedOut, authorize, complete, fundWallet, summary } = f;
  let t: TestApp;
  let user: SignedIn;
  beforeAll(() => {
    ({ t, user } = f);
  });

  it("takes the order from checkout through a wallet authorisation to a booked PNR, captured only then, and an e-ticket", async () => {
    await fundWallet();
    const before = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const { orderId, paymentReference, amountPaise } = await checkedOut();
    expect((await summary(orderId)).header).toMatchObject({
      status: 1,
      label: "Payment Processing",
    });
    const paid = await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe("authorized");
    // Authorised: the amount is held, not taken; the railway waits for the password, typed on its own page.
    expect(paid.json().nextUrl).toMatch(/^\/railway\/authorize\?hold=/);
    const waiting = await summary(orderId);
    expect(waiting.header).toMatchObject({ status: 5, label: "Booking Pending/Initiated" });
    expect(waiting.railway_authorization_url).toBe(paid.json().nextUrl);
    expect(waiting.fare_and_payment_details.payment).toMatchObject({
      status: "authorized",
      capturedAt: null,
    });
    expect(waiting.notes.join(" ")).toContain("is on hold on your payment method, not charged");
    expect((await get("/api/pg/v1/wallet")).json()).toEqual({
      balancePaise: before - amountPaise,
      heldPaise: amountPaise,
    });
    await authorize(orderId);
    await complete(orderId);
    const s = await summary(orderId);
    expect(s.header).toMatchObject({ status: 7, label: "Booking Successful", tone: "success" });
    // Captured with the ticket: the wallet's hold became the debit.
    expect(s.fare_and_payment_details.payment?.status).toBe("captured");
    expect((await get("/api/pg/v1/wallet")).json().heldPaise).toBe(0);
    expect(s.journey_details.pnr).toMatch(/^\d{10}$/);
    expect(s.passenger_details.map((p) => p.bookingStatus)).toEqual([
      expect.stringMatching(/^CNF\//),
      expect.stringMatching(/^CNF\//),
    ]);
    // The railway answers the same berths for the PNR.
    const ticket = await t.deps.railway.pnrStatus(s.journey_details.pnr ?? "");
    expect(ticket?.passengers.map((p) => p.bookingStatus)).toEqual(
      s.passenger_details.map((p) => p.bookingStatus),
    );
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(before - amountPaise);
    const mail = await get("/api/dev/outbox?recipient=asha@example.com&limit=1");
    expect(mail.json().messages[0]).toMatchObject({ purpose: "e_ticket", channel: "email" });
    expect(mail.json().messages[0].body).toContain(`PNR ${s.journey_details.pnr}`);
    // It links to the PNR's shareable status page, absolute under the site's address.
    const status = await get(`/api/trains/v1/status?pnr=${s.journey_details.pnr}`);
    expect(mail.json().messages[0].body).toContain(
      `PNR status: ${t.deps.config.publicUrl}${status.json().sharePath}`,
    );
    // The order page links to the same page without asking the PNR API (and its rate limit).
    expect(s.pnr_status_path).toBe(status.json().sharePath);
  });

  it("charges once when one payment reference is paid 10 times at once (R3)", async () => {
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    const pays = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" }),
      ),
    );
    for (const p of pays) expect([200, 409], p.body).toContain(p.statusCode);
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
    const captured = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.payments where order_id = $1 and status = 'captured'`,
      [orderId],
    );
    expect(captured[0]?.n).toBe(1);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(walletBefore - amountPaise);
  });

  it("says 'Low Wallet balance!' when the wallet cannot pay, and takes nothing", async () => {
    const { paymentReference } = await checkedOut();
    await t.database.sql.query(
      `update partner.wallets set balance_paise = 100 where user_id = $1`,
      [user.userId],
    );
    const error = expectProblem(
      await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" }),
      400,
      "low_wallet_balance",
    );
    expect(error.message).toBe("Low Wallet balance!");
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(100);
    await t.database.sql.query(
      `update partner.wallets set balance_paise = 1000000 where user_id = $1`,
      [user.userId],
    );
  });

  it("asks to upgrade an old UPI ID, pays after 'Upgrade now', and lets a declined payment be tried again", async () => {
    const { orderId, paymentReference } = await checkedOut();
    const upgrade = expectProblem(
      await post("/api/pg/v1/pay", {
        reference: paymentReference,
        method: "upi",
        upiId: "asha@oldbank",
      }),
      400,
      "upi_upgrade_required",
    );
    expect(upgrade.message).toBe("UPI ID upgrade required");
    // A declined payment: order 2, no money taken, and checkout opens a new payment.
    const declined = await post("/api/pg/v1/pay", {
      reference: paymentReference,
      method: "upi",
      upiId: "fail.test@okbank",
    });
    expect(declined.json().outcome).toBe("failed");
    expect((await summary(orderId)).header).toMatchObject({ status: 2, label: "Payment Failed" });
    const again = await post("/api/trains/v1/checkout", { orderId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentReference).not.toBe(paymentReference);
    await post("/api/pg/v1/upi/upgrade", { upiId: "asha@oldbank" });
    const paid = await post("/api/pg/v1/pay", {
      reference: again.json().paymentReference,
      method: "upi",
      upiId: "asha@oldbank",
    });
    expect(paid.json().outcome).toBe("authorized");
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
  });

  it("checks card details and net banking", async () => {
    const { paymentReference } = await checkedOut();
    const card = expectProblem(
      await post("/api/pg/v1/pay", {
        reference: paymentReference,
        method: "card",
        cardNumber: "4111 1111 1111 1112",
        cardExpiry: "01/20",
        cardCvv: "1",
        cardName: "",
      }),
      400,
      "payment_details_invalid",
    );
    expect(Object.keys(card.fields ?? {}).sort()).toEqual([
      "cardCvv",
      "cardExpiry",
      "cardName",
      "cardNumber",
    ]);
    const ok = await post("/api/pg/v1/pay", {
      reference: paymentReference,
      method: "netbanking",
      bank: "SBIN",
      bankDecision: "approve",
    });
    expect(ok.json().outcome).toBe("authorized");
  });

  it("keeps the catalogue's wording for the booking messages", () => {
    expect(ERROR_MESSAGES.seat_status_changed_wl).toBe("Seat Status has changed to Waiting List!");
    expect(ERROR_MESSAGES.low_wallet_balance).toBe("Low Wallet balance!");
  });
});
