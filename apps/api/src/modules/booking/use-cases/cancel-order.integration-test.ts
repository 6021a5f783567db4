import { CancelViewSchema } from "@safar/contracts/cancellation";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { describe, expect, it } from "vitest";
import { bookingFixture, expectProblem, START } from "../../../../test/booking.ts";

/**
 * Cancellation and refunds through the API (issue 18 items 3, 4): the view,
 * the quote, the cancel for the owner only, money exactly once. The race
 * cases are the point of the PostgreSQL run (PGlite serialises everything).
 */
describe.each(testDatabaseKinds())("cancellation on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, verified, authorize, complete, fundWallet } = f;

  /** A booked order paid from the wallet (or net banking); two adults unless told. */
  async function booked(
    railwayUserId: string,
    extra: Record<string, unknown> = {},
    method: "wallet" | "netbanking" = "wallet",
  ) {
    await fundWallet();
    const { orderId } = await verified(extra, railwayUserId);
    const out = await post("/api/trains/v1/checkout", { orderId });
    expect(out.statusCode, out.body).toBe(200);
    const pay = await post("/api/pg/v1/pay", {
      reference: out.json().paymentReference,
      method,
      ...(method === "netbanking" ? { bank: "SBIN", bankDecision: "approve" } : {}),
    });
    expect(pay.json().outcome, pay.body).toBe("authorized");
    await authorize(orderId);
    await complete(orderId);
    const s = await f.summary(orderId);
    expect(s.header.status).toBe(7);
    return {
      orderId,
      pnr: s.journey_details.pnr as string,
      paid: out.json().amountPaise as number,
    };
  }

  const view = async (orderId: string) => {
    const res = await get(`/api/trains/v2/cancelView/${orderId}?cancelv2flow=true`);
    expect(res.statusCode, res.body).toBe(200);
    return CancelViewSchema.parse(res.json());
  };
  const balance = async () => (await get("/api/pg/v1/wallet")).json().balancePaise as number;
  const cancel = (orderId: string, passengerNumbers: number[], key: string, extra = {}) =>
    post("/api/trains/v3/order/cancel?cancelv2flow=true", {
      orderId,
      passengerNumbers,
      reason: "plan_changed",
      idempotencyKey: key,
      ...extra,
    });
  const railwayCancellations = async (pnr: string) =>
    f.t.database.sql.query<{ n: number }>(
      `select count(*)::int as n from railway.cancellations where pnr = $1 and kind = 'user'`,
      [pnr],
    );

  it("quotes each passenger by the railway's rule, refunds one to the wallet and leaves the order 8, then 18", async () => {
    const { orderId, pnr, paid } = await booked("asha_v");
    const v = await view(orderId);
    expect(v.blockedReason).toBeNull();
    expect(v.passengers.map((p) => p.cancellable)).toEqual([true, true]);
    // Four days ahead: more than 48 h, the flat charge per class (facts.md §6).
    const q2 = v.passengers[1]?.quote;
    expect(q2?.rule).toBe("Flat charge (more than 48 hours before departure)");
    const charges = await post("/api/trains/v1/cancellation_charges", {
      orderId,
      passengerNumbers: [2],
    });
    expect(charges.statusCode, charges.body).toBe(200);
    expect(charges.json()).toMatchObject({
      refundPaise: q2?.refundPaise,
      coverPaise: 0,
      method: "wallet",
    });
    // The per-ticket convenience fee and its GST stay (facts.md §5.1).
    expect(charges.json().notRefunded.map((l: { label: string }) => l.label)).toEqual([
      "Convenience fee",
      "GST on convenience fee",
    ]);
    const before = await balance();
    const res = await cancel(orderId, [2], "key-asha-0001");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(8);
    expect(res.json().cancellation).toMatchObject({
      status: "cancelled",
      passengerNumbers: [2],
      refundPaise: q2?.refundPaise,
      method: "wallet",
    });
    expect(res.json().cancellation.timeline.map((s: { step: string }) => s.step)).toEqual([
      "initiated",
      "processed",
      "credited",
    ]);
    expect(await balance()).toBe(before + (q2?.refundPaise ?? 0));
    expect((await f.summary(orderId)).header).toMatchObject({
      status: 8,
      label: "Partially Cancelled",
    });
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    expect(ticket?.passengers.map((p) => p.currentStatus)).toEqual([
      expect.stringMatching(/^CNF\//),
      "CAN",
    ]);
    // The message through the outbox, with the amount.
    const sms = await get("/api/dev/outbox?recipient=9876543210&limit=1");
    expect(sms.json().messages[0]).toMatchObject({ purpose: "cancellation", channel: "sms" });
    expect(sms.json().messages[0].body).toContain(`PNR ${pnr}`);
    expect(sms.json().messages[0].body).toContain(
      res.json().cancellation.timeline[1].label.split(" ")[1],
    );
    // A retry with the same key answers the same cancellation; nothing moves.
    const again = await cancel(orderId, [2], "key-asha-0001");
    expect(again.json().cancellation.id).toBe(res.json().cancellation.id);
    expect(await balance()).toBe(before + (q2?.refundPaise ?? 0));
    // The last passenger: the order is cancelled.
    const last = await cancel(orderId, [1], "key-asha-0002");
    expect(last.json().status).toBe(18);
    expect((await view(orderId)).blockedReason).toBe("Only a booked ticket can be cancelled.");
    const all = await view(orderId);
    const refunded = all.cancellations.reduce((s, c) => s + (c.refundPaise ?? 0), 0);
    expect(refunded).toBeLessThanOrEqual(paid);
  });

  it("is the owner's only: another user gets 404 for the view, the quote and the cancel", async () => {
    const { orderId } = await booked("asha_v");
    expectProblem(await get(`/api/trains/v2/cancelView/${orderId}`, f.other), 404, "not_found");
    expectProblem(
      await post(
        "/api/trains/v1/cancellation_charges",
        { orderId, passengerNumbers: [1] },
        f.other,
      ),
      404,
      "not_found",
    );
    expectProblem(
      await post(
        "/api/trains/v3/order/cancel",
        { orderId, passengerNumbers: [1], reason: "plan_changed", idempotencyKey: "key-other-01" },
        f.other,
      ),
      404,
      "not_found",
    );
    // The session cookie without the anti-forgery header is refused.
    const forged = await f.t.app.inject({
      method: "POST",
      url: "/api/trains/v3/order/cancel",
      payload: {
        orderId,
        passengerNumbers: [1],
        reason: "plan_changed",
        idempotencyKey: "key-forged1",
      },
      headers: { cookie: f.user.headers.cookie ?? "" },
    });
    expectProblem(forged, 403, "forbidden_csrf");
  });

  it("asks for a passenger and a reason; 'other' needs 5 characters; a child under 12 goes with the adult", async () => {
    const { orderId } = await booked("ravi_v", {
      passengers: [
        { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
        { name: "Kiran Verma", age: "8", gender: "Male", berth: "UB", food: "V" },
      ],
    });
    const none = expectProblem(await cancel(orderId, [], "key-val-0001"), 400, "validation_failed");
    expect(Object.values(none.fields ?? {})).toContain("Please select at least one passenger");
    const short = expectProblem(
      await cancel(orderId, [1], "key-val-0002", { reason: "other", reasonText: "abc" }),
      400,
      "validation_failed",
    );
    expect(short.fields?.reasonText).toBe("Please enter at least 5 characters for the reason");
    const child = expectProblem(
      await cancel(orderId, [1], "key-val-0003"),
      400,
      "cancel_child_with_adult",
    );
    expect(child.message).toBe(
      "Children under 12 travelling with a berth must be cancelled with their adult",
    );
    expect((await view(orderId)).passengers.map((p) => p.child)).toEqual([false, true]);
    const both = await cancel(orderId, [1, 2], "key-val-0004", {
      reason: "other",
      reasonText: "Exams moved",
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().status).toBe(18);
  });

  it("free cancellation refunds the whole fare; net banking is credited by a date 7 working days on", async () => {
    const { orderId, pnr } = await booked("ravi_v", { freeCancellationOpted: "on" }, "netbanking");
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    const fare = ticket?.passengers[0]?.fare ?? 0;
    const res = await cancel(orderId, [1], "key-cover-001");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellation.refundPaise).toBe(fare);
    // 2026-11-21 is a Saturday: seven working days on is Tuesday 1 Dec.
    expect(res.json().cancellation.settleBy).toBe("2026-12-01T04:30:00.000Z");
    expect(res.json().message).toContain("will be credited to your bank account by 1 Dec 2026");
    const credited = res.json().cancellation.timeline[2];
    expect(credited).toMatchObject({ step: "credited", done: false });
  });

  it("ten concurrent cancels of one passenger with different keys: one railway cancellation, one refund", async () => {
    const { orderId, pnr } = await booked("asha_v");
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cancel(orderId, [1], `key-race-${String(i).padStart(4, "0")}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const won = answers.find((a) => a.statusCode === 200)?.json();
    expect((await railwayCancellations(pnr))[0]?.n).toBe(1);
    const v = await view(orderId);
    // One cancellation row at all: the losers never claimed the passenger.
    expect(v.cancellations.map((c) => c.status)).toEqual(["cancelled"]);
    expect(v.status).toBe(8);
    expect(await balance()).toBe(before + won.cancellation.refundPaise);
  });

  it("ten concurrent cancels with one key (double click, retries): one cancellation, all answer it", async () => {
    const { orderId, pnr } = await booked("ravi_v");
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cancel(orderId, [2], "key-same-0001")),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json().cancellation.id));
    expect(ids.size).toBe(1);
    expect((await railwayCancellations(pnr))[0]?.n).toBe(1);
    const refund = answers[0]?.json().cancellation.refundPaise as number;
    expect(await balance()).toBe(before + refund);
  });

  it("a crash after the railway cancelled: the reconciler records the railway's refund, once", async () => {
    const { orderId, pnr } = await booked("asha_v");
    const before = await balance();
    // As a crash leaves it: requested a minute ago and claimed, the railway asked, nothing recorded.
    const stale = new Date(f.clock().getTime() - 60_000);
    const sql = f.t.database.sql;
    const claim = async (id: string, n: number, key: string) => {
      await sql.query(
        `insert into partner.cancellations (id, order_id, idempotency_key, passenger_numbers, reason, status, method, created_at)
         values ($1, $2, $3, $4::jsonb, 'plan_changed', 'requested', 'wallet', $5)`,
        [id, orderId, key, JSON.stringify([n]), stale],
      );
      await sql.query(
        `insert into partner.cancelled_passengers (order_id, passenger_number, cancellation_id) values ($1, $2, $3)`,
        [orderId, n, id],
      );
    };
    await claim("00000000-0000-4000-8000-000000000002", 2, "key-crash-0002");
    await sql.query(`update partner.orders set status = 19 where id = $1`, [orderId]);
    const railway = await f.t.deps.railway.cancel({ pnr, passengerNumbers: [2] });
    if (!railway.ok) throw new Error(railway.message);
    // And one that crashed before the railway was asked.
    await claim("00000000-0000-4000-8000-000000000001", 1, "key-crash-0001");
    await f.t.app.reconcileBookings();
    await f.t.app.reconcileBookings();
    const v = await view(orderId);
    // Same instant: listed by id, the one that never reached the railway first.
    expect(v.cancellations.map((c) => [c.passengerNumbers, c.status])).toEqual([
      [[1], "cancelled"],
      [[2], "cancelled"],
    ]);
    const [first, second] = v.cancellations;
    expect(second?.refundPaise).toBe(railway.refund);
    expect(v.status).toBe(18);
    expect(await balance()).toBe(before + railway.refund + (first?.refundPaise ?? 0));
    expect((await railwayCancellations(pnr))[0]?.n).toBe(2);
    // The same key afterwards answers the recorded cancellation.
    const again = await cancel(orderId, [2], "key-crash-0002");
    expect(again.json().cancellation.refundPaise).toBe(railway.refund);
    expect(await balance()).toBe(before + railway.refund + (first?.refundPaise ?? 0));
  });

  it("a fully waitlisted e-ticket the railway cancelled at the chart: refunded once by the reconciler", async () => {
    const { orderId, pnr } = await booked("ravi_v");
    const before = await balance();
    // Booked all waitlisted, and on the journey's eve the railway's chart dropped it (the chart
    // rule itself is tested in packages/railway): the gateway answers so for this PNR.
    await f.t.database.sql.query(
      `update partner.orders set ticket = jsonb_set(ticket, '{passengers}',
         (select jsonb_agg(p || '{"bookingStatus": "GNWL 4"}') from jsonb_array_elements(ticket->'passengers') p))
       where id = $1`,
      [orderId],
    );
    const railway = f.t.deps.railway;
    const real = { pnrStatus: railway.pnrStatus, cancel: railway.cancel };
    const booking = await real.pnrStatus(pnr);
    const totalFare = booking?.totalFare ?? 0;
    railway.pnrStatus = async (p) => {
      const ticket = await real.pnrStatus(p);
      if (p !== pnr || !ticket) return ticket;
      return {
        ...ticket,
        chartPrepared: true,
        refunded: ticket.totalFare,
        // Booked waitlisted, as the stored ticket now says (the chart watch keeps the railway's copy).
        passengers: ticket.passengers.map((x) => ({
          ...x,
          bookingStatus: "GNWL 4",
          currentStatus: "CAN",
        })),
      };
    };
    railway.cancel = async (r) =>
      r.pnr === pnr
        ? {
            ok: false,
            reason: "passenger_not_cancellable",
            message: "Choose passengers who are still booked",
          }
        : real.cancel(r);
    f.clock.advance(3 * 24 * 3_600_000);
    try {
      await f.t.app.reconcileBookings();
      await f.t.app.reconcileBookings();
    } finally {
      Object.assign(railway, real);
      f.clock.set(START);
    }
    const v = await view(orderId);
    expect(v.status).toBe(18);
    expect(v.cancellations.map((c) => [c.passengerNumbers, c.status, c.refundPaise])).toEqual([
      [[1, 2], "cancelled", totalFare],
    ]);
    expect(await balance()).toBe(before + totalFare);
    const sms = await get("/api/dev/outbox?recipient=9876543210&limit=1");
    expect(sms.json().messages[0].body).toContain("(still waitlisted at the chart)");
  });
});
