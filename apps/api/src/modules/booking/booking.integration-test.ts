import { OrderSummarySchema, VerifyResponseSchema } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { addDays } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { type SignedIn, signIn } from "../../../test/session.ts";
import { CALLBACK_PATH, SIGNATURE_HEADER } from "./booking.routes.ts";
import { signCallback } from "./paygate.ts";

// 2026-11-21 10:00 IST; journeys a few days on.
const START = "2026-11-21T10:00:00+05:30";
const RAILWAY_PASSWORD = "Safar2026x";

interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "GN";
}

function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  return res.json().error as { message: string; fields?: Record<string, string> };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  passengers: [
    { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    { name: "Ravi Verma", age: "36", gender: "Male", berth: "UB", food: "N" },
  ],
  contact: { email: "asha@example.com", mobile: "9876543210" },
  policyAgreed: "on",
  ...overrides,
});

describe.each(testDatabaseKinds())("booking and payment on %s", (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  let journey: Journey;
  const clock = fixedClock(START);
  const callbackSecret = () =>
    // The same derivation as app.ts, from the test config's SESSION_SECRET.
    import("node:crypto").then(({ createHash }) =>
      createHash("sha256").update(`pg-callback\u0000${t.deps.config.sessionSecret}`).digest("hex"),
    );

  const post = (url: string, payload: unknown, who: SignedIn | null = user) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: who?.headers ?? {} });
  const get = (url: string, who: SignedIn | null = user) =>
    t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

  /** A draft order; the money tests book on a second railway user ID (12 tickets a month each). */
  async function verified(extra: Record<string, unknown> = {}, railwayUserId = "asha_v") {
    const res = await post("/api/trains/v1/verify", {
      journey,
      details: details(extra),
      railwayUserId,
      seenStatus: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    return VerifyResponseSchema.parse(res.json());
  }

  async function checkedOut(railwayUserId = "asha_v") {
    const { orderId } = await verified({}, railwayUserId);
    const res = await post("/api/trains/v1/checkout", { orderId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: string; paymentReference: string; amountPaise: number };
  }

  /** The traveller types the railway password on the railway's own page (ADR 011). */
  const authorize = async (orderId: string) => {
    const rows = await t.database.sql.query<{ hold_id: string; railway_user_id: string }>(
      `select hold_id, railway_user_id from partner.orders where id = $1`,
      [orderId],
    );
    const done = await t.railway?.portal.authorizeHold(
      rows[0]?.hold_id ?? "",
      rows[0]?.railway_user_id ?? "",
      RAILWAY_PASSWORD,
      clock(),
    );
    expect(done?.ok).toBe(true);
  };
  /** Back from the railway's page: the order is finished. */
  const complete = (orderId: string) => post("/api/trains/v1/order/complete", { orderId });

  /** Puts ₹1,00,000 in the user's simulated wallet. */
  const fundWallet = async () => {
    await get("/api/pg/v1/wallet");
    await t.database.sql.query(
      `update partner.wallets set balance_paise = 10000000 where user_id = $1`,
      [user.userId],
    );
  };

  const summary = async (orderId: string, who: SignedIn = user) =>
    OrderSummarySchema.parse((await get(`/api/trains/v1/order/summary/${orderId}`, who)).json());

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
    const registered = await t.railway?.portal.register(
      {
        userId: "asha_v",
        password: RAILWAY_PASSWORD,
        name: "Asha Verma",
        email: "asha.v@example.com",
        mobile: "9876500001",
      },
      clock(),
    );
    expect(registered?.ok).toBe(true);
    const second = await t.railway?.portal.register(
      {
        userId: "ravi_v",
        password: RAILWAY_PASSWORD,
        name: "Ravi Verma",
        email: "ravi.v@example.com",
        mobile: "9876500002",
      },
      clock(),
    );
    expect(second?.ok).toBe(true);
    user = await signIn(t.app, "9000000101");
    other = await signIn(t.app, "9000000102");
    // A train with seats between two stations a few days on.
    const date = addDays("2026-11-21", 4);
    const found = await t.deps.railway.searchJourneys("NDLS", "HWH", date);
    for (const j of found.direct) {
      for (const classCode of ["3A", "SL", "2A", "CC"]) {
        const a = await t.deps.railway.availability({
          trainNumber: j.trainNumber,
          from: j.from,
          to: j.to,
          date,
          classCode: classCode as "3A",
          quota: "GN",
        });
        if (a.ok && a.status.startsWith("AVAILABLE")) {
          journey = {
            trainNumber: j.trainNumber,
            from: j.from,
            to: j.to,
            date,
            classCode,
            quota: "GN",
          };
          return;
        }
      }
    }
    throw new Error("no available journey on the demo network");
  }, 60_000);
  afterAll(() => t.close());

  it("verifies the travellers and prices the booking: ticket fare, fee with GST, premiums", async () => {
    const v = await verified({ freeCancellationOpted: "on", insuranceOpted: "on" });
    expect(v.statusChanged).toBe(false);
    const ids = v.fare.lines.map((l) => l.id);
    expect(ids).toEqual([
      "ticket_fare",
      "convenience_fee",
      "gst_on_fee",
      "free_cancellation",
      "insurance",
    ]);
    expect(v.fare.lines.find((l) => l.id === "insurance")?.paise).toBe(90);
    expect(v.fare.totalPaise).toBe(v.fare.lines.reduce((s, l) => s + l.paise, 0));
    expect(v.fare.payingPassengers).toBe(2);
  });

  it("refuses travellers that break spec §5, with the spec's words per field", async () => {
    const error = expectProblem(
      await post("/api/trains/v1/verify", {
        journey,
        details: details({
          passengers: [{ name: "A", age: "130", gender: "", food: "V" }],
          contact: { email: "nope", mobile: "12" },
        }),
        railwayUserId: "asha_v",
      }),
      400,
      "validation_failed",
    );
    expect(error.fields).toMatchObject({
      "passengers.0.name":
        "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
      "passengers.0.age": "Age should be less than or equal to 125 years.",
      "passengers.0.gender": "Please select your gender",
      "contact.email": "Please enter a valid email address",
    });
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
  });

  it("books once and charges once when the same callback arrives 10 times at once (R3)", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut();
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const raw = JSON.stringify({
      reference: paymentReference,
      status: "authorized",
      amountPaise,
      method: "wallet",
      gatewayTxnId: "PGTEST1",
    });
    const signature = signCallback(await callbackSecret(), raw);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: CALLBACK_PATH,
          payload: raw,
          headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        }),
      ),
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

  it("opens one payment for 10 checkouts of one order at once; paying every reference returned charges once (R3)", async () => {
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const { orderId } = await verified({}, "ravi_v");
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/trains/v1/checkout", { orderId })),
    );
    // Each answers the one payment, or 409 while another checkout opens it.
    for (const c of checkouts) expect([200, 409], c.body).toContain(c.statusCode);
    const references = [
      ...new Set(
        checkouts.filter((c) => c.statusCode === 200).map((c) => c.json().paymentReference),
      ),
    ];
    const pays = await Promise.all(
      references.map((reference) => post("/api/pg/v1/pay", { reference, method: "wallet" })),
    );
    expect(pays.some((p) => p.statusCode === 200)).toBe(true);
    await authorize(orderId);
    await complete(orderId);
    const s = await summary(orderId);
    expect(s.header.status).toBe(7);
    const captured = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.payments where order_id = $1 and status = 'captured'`,
      [orderId],
    );
    expect(captured[0]?.n, `${references.length} references`).toBe(1);
    expect((await get("/api/pg/v1/wallet")).json().balancePaise).toBe(
      walletBefore - s.fare_and_payment_details.fare.totalPaise,
    );
    expect(references).toHaveLength(1);
    // Paying it again after the ticket: refused, the order stays booked, one e-ticket.
    const again = await post("/api/pg/v1/pay", { reference: references[0], method: "wallet" });
    expect(again.statusCode).toBe(409);
    expect((await summary(orderId)).header.status).toBe(7);
    const mails = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.outbox_messages where purpose = 'e_ticket' and body like $1`,
      [`PNR ${s.journey_details.pnr}%`],
    );
    expect(mails[0]?.n).toBe(2);
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

  it("never lets 10 checkouts at once on different dates take a railway user ID past its monthly limit", async () => {
    const id = `limit_${kind}`;
    const registered = await t.railway?.portal.register(
      {
        userId: id,
        password: RAILWAY_PASSWORD,
        name: "Limit Tester",
        email: `${id}@example.com`,
        mobile: kind === "pglite" ? "9876500011" : "9876500012",
      },
      clock(),
    );
    expect(registered?.ok).toBe(true);
    // Ten dates the train runs with berths, one run (and so one locked row) each.
    const dates: string[] = [];
    for (let d = 1; dates.length < 13 && d < 60; d++) {
      const date = addDays(journey.date, d);
      const a = await t.deps.railway.availability({
        ...journey,
        date,
        classCode: journey.classCode as "3A",
      });
      if (a.ok && a.status.startsWith("AVAILABLE")) dates.push(date);
    }
    expect(dates).toHaveLength(13);
    const draft = async (date: string) => {
      const res = await post("/api/trains/v1/verify", {
        journey: { ...journey, date },
        details: details({
          passengers: [{ name: "Asha Verma", age: "34", gender: "Female", food: "V" }],
        }),
        railwayUserId: id,
        seenStatus: "",
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().orderId as string;
    };
    // Three tickets this month already (held PNRs count).
    for (const date of dates.slice(0, 3)) {
      const res = await post("/api/trains/v1/checkout", { orderId: await draft(date) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const drafts = [];
    for (const date of dates.slice(3)) drafts.push(await draft(date));
    const answers = await Promise.all(
      drafts.map((orderId) => post("/api/trains/v1/checkout", { orderId })),
    );
    const tickets = await t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from railway.pnrs where railway_user_id = $1 and state in ('held', 'booked')`,
      [id],
    );
    expect(tickets[0]?.n).toBe(12);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().error.message).toMatch(/12 tickets this month/);
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
    const raw = JSON.stringify({
      reference: leftover,
      status: "authorized",
      amountPaise,
      method: "wallet",
      gatewayTxnId: "PGLEFT1",
    });
    const callback = await t.app.inject({
      method: "POST",
      url: CALLBACK_PATH,
      payload: raw,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signCallback(await callbackSecret(), raw),
      },
    });
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
      [`PNR ${booked.journey_details.pnr}%`],
    );
    expect(tickets[0]?.n).toBe(2);
  });

  it("refuses a signed payment callback that arrives after the 600 s window, and takes nothing", async () => {
    const { orderId, paymentReference, amountPaise } = await checkedOut("ravi_v");
    await fundWallet();
    const walletBefore = (await get("/api/pg/v1/wallet")).json().balancePaise as number;
    const raw = JSON.stringify({
      reference: paymentReference,
      status: "authorized",
      amountPaise,
      method: "wallet",
      gatewayTxnId: "PGLATE1",
    });
    clock.advance(601_000);
    try {
      const late = await t.app.inject({
        method: "POST",
        url: CALLBACK_PATH,
        payload: raw,
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signCallback(await callbackSecret(), raw),
        },
      });
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
    expectProblem(
      await t.app.inject({
        method: "POST",
        url: CALLBACK_PATH,
        payload: raw,
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: "0".repeat(64) },
      }),
      401,
      "callback_signature_invalid",
    );
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

  it("never shows another user's order, nor pays for it (R5)", async () => {
    const { orderId, paymentReference } = await checkedOut();
    expectProblem(await get(`/api/trains/v1/order/summary/${orderId}`, other), 404, "not_found");
    expectProblem(await post("/api/trains/v1/checkout", { orderId }, other), 404, "not_found");
    expectProblem(
      await post("/api/pg/v1/pay", { reference: paymentReference, method: "wallet" }, other),
      404,
      "not_found",
    );
    expectProblem(await get(`/api/trains/v1/order/summary/${orderId}`, null), 401, "logged_out");
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

  it("quick-books with the travellers of the last booking, or says it cannot", async () => {
    const preview = (await get("/api/trains/v1/quick_book")).json();
    expect(preview).toMatchObject({ available: true, railwayUserId: "asha_v" });
    expect(preview.travellers.map((p: { name: string }) => p.name)).toEqual([
      "Asha Verma",
      "Ravi Verma",
    ]);
    const quick = await post("/api/trains/v1/quick_book", { journey });
    expect(quick.statusCode, quick.body).toBe(200);
    const draft = await summary(quick.json().orderId);
    expect(draft.header.status).toBe(0);
    expect(draft.passenger_details.map((p) => p.name)).toEqual(["Asha Verma", "Ravi Verma"]);
    const stranger = await signIn(t.app, "9000000103");
    expect((await get("/api/trains/v1/quick_book", stranger)).json()).toEqual({ available: false });
    expectProblem(
      await post("/api/trains/v1/quick_book", { journey }, stranger),
      400,
      "quick_book_unavailable",
    );
  });

  it("gives back an unpaid order's details to edit (v1/pfEdit), never a booked one's", async () => {
    const { orderId } = await verified({ coachId: "B2" });
    const editable = await post("/api/trains/v1/pfEdit", { orderId });
    expect(editable.statusCode, editable.body).toBe(200);
    expect(editable.json()).toMatchObject({
      journey: { trainNumber: journey.trainNumber, classCode: journey.classCode },
      railwayUserId: "asha_v",
      details: { coachId: "B2", contact: { email: "asha@example.com" } },
    });
    expect(editable.json().details.passengers).toHaveLength(2);
    expectProblem(await post("/api/trains/v1/pfEdit", { orderId }, other), 404, "not_found");
  });

  it("checks out and pays from the wallet at once (v1/def_checkout)", async () => {
    await fundWallet();
    const { orderId } = await verified();
    const paid = await post("/api/trains/v1/def_checkout", { orderId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ outcome: "authorized", orderId });
    expect(paid.json().nextUrl).toMatch(/^\/railway\/authorize\?/);
    await authorize(orderId);
    await complete(orderId);
    expect((await summary(orderId)).header.status).toBe(7);
    expectProblem(await post("/api/trains/v1/pfEdit", { orderId }), 409, "order_not_payable");
  });

  it("keeps the catalogue's wording for the booking messages", () => {
    expect(ERROR_MESSAGES.seat_status_changed_wl).toBe("Seat Status has changed to Waiting List!");
    expect(ERROR_MESSAGES.low_wallet_balance).toBe("Low Wallet balance!");
  });
});
