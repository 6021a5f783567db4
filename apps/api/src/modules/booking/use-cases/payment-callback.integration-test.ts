import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../../test/booking.ts";
import type { TestApp } from "../../../../test/helper.ts";
import { signCallback } from "../paygate.ts";

describe.each(testDatabaseKinds())("v1/payment/confirm: the signed callback on %s", (kind) => {
  const f = bookingFixture(kind);
  const {
    clock,
    callbackSecret,
    get,
    checkedOut,
    authorize,
    complete,
    fundWallet,
    summary,
    walletCallback,
    sendCallback,
  } = f;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = f);
  });

  it("books once and charges once when the same callback arrives 10 times at once (R3)", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut();
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const raw = walletCallback(paymentReference, amountPaise, "PGTEST1");
    const signature = signCallback(await callbackSecret(), raw);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCallback(raw, signature)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().accepted).length).toBe(1);
    await authorize(orderId);
    await Promise.all(Array.from({ length: 5 }, () => complete(orderId)));
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(walletBefore - amountPaise);
    const tickets = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from railway.pnrs where idempotency_key = $1 and state = 'booked'`,
      [orderId],
    );
    expect(tickets[0]?.n).toBe(1);
  });

  it("refuses a signed payment callback that arrives after the 600 s window, and takes nothing", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const raw = walletCallback(paymentReference, amountPaise, "PGLATE1");
    clock.advance(601_000);
    try {
      const late = await sendCallback(raw);
      expectProblem(late, 409, "payment_expired");
      expect((await summary(orderId)).header.status).toBe(1);
      const payment = await t.database.sql.query<{ status: string }>(
        `select status from partner.payments where reference = $1`,
        [paymentReference],
      );
      expect(payment[0]?.status).toBe("pending");
      expect((await get("/api/pg/v1/wallet")).json()).toEqual({
        balancePaise: walletBefore,
        heldPaise: 0,
      });
    } finally {
      clock.set(START);
    }
  });

  it("refuses a callback with a bad signature", async () => {
    const raw = JSON.stringify({
      reference: "x",
      status: "authorized",
      amountPaise: 1,
      method: "upi",
      gatewayTxnId: "x",
    });
    expectProblem(await sendCallback(raw, "0".repeat(64)), 401, "callback_signature_invalid");
  });
});
