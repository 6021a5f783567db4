import { OrderSummarySchema } from "@safar/contracts/booking";
import { type TripPlanQuery, TripViewSchema } from "@safar/contracts/trips";
import { addDays } from "@safar/domain/ist";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, details, expectProblem } from "../../../../test/booking.ts";
import { RAILWAY_PASSWORD } from "../../../../test/helper.ts";
import { createMessages } from "../../messages/messages.service.ts";
import { tripRepository } from "../trip.repository.ts";
import { createTripSettlement } from "../trip-settlement.ts";

/**
 * Two trains booked as one order (ADR 023), through the API on PGlite and
 * PostgreSQL: one form, one payment, two PNRs; capture only with both; the
 * traveller's choice when the second train fails (retry, or cancel the
 * first and void); nothing booked when the first fails; the reconciler's
 * default at the deadline; clicks, retries and concurrency move money once.
 */
describe.each(testDatabaseKinds())("two-train trips on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get, fundWallet } = f;
  let plan: TripPlanQuery;

  beforeAll(async () => {
    // A connection of the demo network with seats in one class on both trains.
    for (let days = 6; days < 20 && !plan; days++) {
      const date = addDays("2026-11-21", days);
      const found = await f.t.deps.railway.searchJourneys("AGC", "AJJ", date);
      for (const c of found.connections) {
        const [a, b] = c.legs;
        const cls = a.classes.find((x) => b.classes.includes(x) && (x === "SL" || x === "3A"));
        if (!cls) continue;
        plan = {
          t1: a.trainNumber,
          t2: b.trainNumber,
          from: a.from,
          c1: a.to,
          c2: b.from,
          to: b.to,
          d1: a.departure.date,
          d2: b.departure.date,
          cls,
          quota: "GN",
        };
        break;
      }
    }
    if (!plan) throw new Error("no connection on the demo network");
  });

  const planQuery = (p: Partial<TripPlanQuery> = {}) =>
    new URLSearchParams(
      Object.entries({ ...plan, ...p }).filter(([, v]) => v !== undefined) as [string, string][],
    ).toString();

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    f.t.database.sql.query<T>(text, params);

  /** A verified draft trip on a railway user ID (12 tickets a month each: spread the tests). */
  async function draft(railwayUserId = "asha_v") {
    const res = await post("/api/trains/v1/trip/verify", {
      plan,
      details: details(),
      railwayUserId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return TripViewSchema.parse(res.json());
  }

  /** Checked out and paid from the wallet: the trip authorised, the railway waiting for the password. */
  async function paid(railwayUserId = "asha_v") {
    const trip = await draft(railwayUserId);
    const out = await post("/api/trains/v1/trip/checkout", { tripId: trip.tripId });
    expect(out.statusCode, out.body).toBe(200);
    const pay = await post("/api/pg/v1/pay", {
      reference: out.json().paymentReference,
      method: "wallet",
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().outcome).toBe("authorized");
    return {
      tripId: trip.tripId,
      first: trip.legs[0].orderId,
      second: trip.legs[1].orderId,
      amount: out.json().amountPaise as number,
      nextUrl: pay.json().nextUrl as string,
    };
  }

  const holdsOf = async (tripId: string) =>
    (
      await sql<{ hold_id: string; trip_leg: number }>(
        "select hold_id, trip_leg from partner.orders where trip_id = $1 order by trip_leg",
        [tripId],
      )
    ).map((r) => r.hold_id);

  /** The traveller types the railway password once, on the railway's page, for these holds. */
  async function authorize(holdIds: string[], railwayUserId = "asha_v") {
    const done = await f.t.railway?.portal.authorizeHolds(
      holdIds,
      railwayUserId,
      RAILWAY_PASSWORD,
      f.clock(),
    );
    expect(done?.ok, JSON.stringify(done)).toBe(true);
  }

  const view = async (tripId: string) => {
    const res = await get(`/api/trains/v1/trip/${tripId}`);
    expect(res.statusCode, res.body).toBe(200);
    return TripViewSchema.parse(res.json());
  };
  const complete = async (tripId: string) => {
    const res = await post("/api/trains/v1/trip/complete", { tripId });
    expect(res.statusCode, res.body).toBe(200);
    return TripViewSchema.parse(res.json());
  };
  const summary = async (orderId: string) =>
    OrderSummarySchema.parse((await get(`/api/trains/v1/order/summary/${orderId}`)).json());
  const wallet = async () =>
    (await get("/api/pg/v1/wallet")).json() as { balancePaise: number; heldPaise: number };
  const payments = async (orderId: string) =>
    sql<{ status: string; amount_paise: number }>(
      "select status, amount_paise::int from partner.payments where order_id = $1",
      [orderId],
    );
  /** Messages of this purpose naming `about` (an order id or a PNR). */
  const messages = async (purpose: string, about: string) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from partner.outbox_messages
          where purpose = $1 and (body like '%' || $2 || '%' or subject like '%' || $2 || '%')`,
        [purpose, about],
      )
    )[0]?.n ?? 0;
  /** A test's start: the wallet funded afresh (and read). */
  const start = async () => {
    await fundWallet();
    return wallet();
  };
  /** The second train cannot be ticketed: its hold is given up at the railway. */
  const loseHold = async (holdId: string) => {
    const released = await f.t.deps.railway.release(holdId);
    expect(released.ok).toBe(true);
  };

  describe("the plan", () => {
    it("answers both legs, the change and the wait for a connection", async () => {
      const res = await get(`/api/trains/v1/trip/plan?${planQuery()}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(
        body.legs.map((l: { journey: { trainNumber: string } }) => l.journey.trainNumber),
      ).toEqual([plan.t1, plan.t2]);
      expect(body.transfer).toMatchObject({ arriveAt: plan.c1, departFrom: plan.c2 });
      expect(body.transfer.waitMin).toBeGreaterThanOrEqual(30);
    });

    it("refuses what is not a connection, in words", async () => {
      const early = await get(
        `/api/trains/v1/trip/plan?${planQuery({ d2: plan.d1, t2: plan.t1 })}`,
      );
      expectProblem(early, 422, "connection_invalid");
      const before = await get(
        `/api/trains/v1/trip/plan?${planQuery({ d2: addDays(plan.d2, -2) })}`,
      );
      expect(expectProblem(before, 422, "connection_invalid").message).toMatch(
        /second train leaves before the first one arrives|does not run|not run/,
      );
      const wrongStop = await get(`/api/trains/v1/trip/plan?${planQuery({ c1: plan.to })}`);
      expectProblem(wrongStop, 422, "connection_invalid");
      expectProblem(
        await get(`/api/trains/v1/trip/plan?${planQuery({ t2: "99999" })}`),
        404,
        "not_found",
      );
      expectProblem(
        await get(`/api/trains/v1/trip/plan?${planQuery({ d1: "2026-13-01" })}`),
        400,
        "validation_failed",
      );
    });
  });

  it("records the free-cancellation terms once when both trains take the cover (issue 25 item 4)", async () => {
    const history = async () =>
      ((await get("/api/trains/v1/user/consents")).json() as { history: { source: string }[] })
        .history;
    const before = (await history()).length;
    const res = await post("/api/trains/v1/trip/verify", {
      plan,
      details: details({ freeCancellationOpted: "on" }),
      railwayUserId: "asha_v",
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await history();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ kind: "cancellation_protection_terms", source: "booking" });
  });

  it("books both trains with one payment and one password: captured once, with both PNRs", async () => {
    const before = await start();
    const t = await paid();
    // One railway page for both holds.
    const [h1, h2] = await holdsOf(t.tripId);
    expect(t.nextUrl).toContain(`hold=${h1}`);
    expect(t.nextUrl).toContain(`hold2=${h2}`);
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["authorized"]);
    expect(await payments(t.second)).toEqual([]);
    expect(await wallet()).toEqual({
      balancePaise: before.balancePaise - t.amount,
      heldPaise: t.amount,
    });
    const waiting = await summary(t.second);
    expect(waiting.trip?.state).toBe("authorised");
    expect(waiting.trip?.button).toBe("disabled");
    expect(waiting.railway_authorization_url).toBe(t.nextUrl);

    await authorize([h1 as string, h2 as string]);
    const done = await complete(t.tripId);
    expect(done.state).toBe("booked");
    expect(done.button).toBe("booked");
    expect(done.legs.map((l) => l.status)).toEqual([7, 7]);
    expect(done.legs.every((l) => /^\d{10}$/.test(l.pnr ?? ""))).toBe(true);
    expect(done.totalPaise).toBe(done.legs[0].totalPaise + done.legs[1].totalPaise);
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["captured"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise - t.amount, heldPaise: 0 });
    // Each train's page: the trip, the tabs with the chosen one, the share paid.
    const first = await summary(t.first);
    expect(first.switch_button_details).toEqual({
      list: [
        expect.objectContaining({ id: t.first, label: "First train", tone: "success" }),
        expect.objectContaining({ id: t.second, label: "Second train", tone: "success" }),
      ],
      selected: t.first,
    });
    expect(first.fare_and_refund_summary.paidPaise).toBe(done.legs[0].totalPaise);
    expect((await summary(t.second)).switch_button_details?.selected).toBe(t.second);
    expect(first.order_actions.map((a) => a.id)).toContain("cancel");
    // Two e-tickets (one per PNR), once, however often the trip is looked at again.
    await complete(t.tripId);
    await f.t.app.reconcileBookings();
    for (const leg of done.legs) expect(await messages("e_ticket", leg.pnr as string)).toBe(2);
  });

  it("the second train fails, the traveller retries it: captured once when it is ticketed", async () => {
    await start();
    const t = await paid("ravi_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string], "ravi_v");
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    expect(failed.state).toBe("second_failed");
    expect(failed.button).toBe("retry");
    expect(failed.canRetry && failed.canCancelFirst).toBe(true);
    expect(failed.legs.map((l) => l.status)).toEqual([7, 6]);
    expect(failed.legs[0].pnr).toMatch(/^\d{10}$/);
    expect(failed.message).toContain("Nothing has been charged");
    expect(failed.decideBy).not.toBeNull();
    // Nothing is kept while the traveller decides.
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["authorized"]);
    expect(await messages("trip_choice", t.first)).toBe(2);
    // The first train cannot be cancelled on its own meanwhile.
    const cancel = await post("/api/trains/v3/order/cancel", {
      orderId: t.first,
      passengerNumbers: [1, 2],
      reason: "plan_changed",
      idempotencyKey: "trip-first-early-0001",
    });
    expect(cancel.statusCode).toBe(409);

    const retried = await post("/api/trains/v1/trip/choice", { tripId: t.tripId, choice: "retry" });
    expect(retried.statusCode, retried.body).toBe(200);
    const newHold = (await holdsOf(t.tripId))[1] as string;
    expect(newHold).not.toBe(h2);
    expect(retried.json().nextUrl).toContain(`hold=${newHold}`);
    expect(retried.json().trip.legs[1].status).toBe(9);
    expect(retried.json().trip.state).toBe("retrying");
    // A second click answers the same hold.
    const again = await post("/api/trains/v1/trip/choice", { tripId: t.tripId, choice: "retry" });
    expect(again.json().nextUrl).toBe(retried.json().nextUrl);

    await authorize([newHold], "ravi_v");
    const done = await complete(t.tripId);
    expect(done.state).toBe("booked");
    expect(done.legs.map((l) => l.status)).toEqual([7, 7]);
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["captured"]);
    expect((await wallet()).heldPaise).toBe(0);
  });

  it("the second train fails, the traveller cancels the first: the railway cancels it, nothing charged", async () => {
    const before = await start();
    const t = await paid("asha_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string]);
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    const pnr = failed.legs[0].pnr as string;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post("/api/trains/v1/trip/choice", { tripId: t.tripId, choice: "cancel_first" }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const after = await view(t.tripId);
    expect(after.state).toBe("cancelled");
    expect(after.button).toBe("cancelled");
    expect(after.legs.map((l) => l.status)).toEqual([18, 6]);
    expect(after.message).toContain("Nothing was charged");
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise, heldPaise: 0 });
    const ticket = await f.t.deps.railway.pnrStatus(pnr);
    expect(ticket?.passengers.every((p) => p.currentStatus === "CAN")).toBe(true);
    expect(await messages("trip_cancelled", t.first)).toBe(2);
    // Too late to retry now.
    const retry = await post("/api/trains/v1/trip/choice", { tripId: t.tripId, choice: "retry" });
    expectProblem(retry, 409, "trip_choice_closed");
  });

  it("tells an account that chose Hindi in Hindi: the choice, then the cancellation (ADR 028)", async () => {
    const language = (to: string) =>
      f.t.app.inject({
        method: "POST",
        url: "/api/auth/v1/language",
        headers: f.user.headers,
        payload: { language: to },
      });
    /** The latest e-mail and SMS of this purpose about the order. */
    const told = async (purpose: string, orderId: string) => {
      const rows = await sql<{ channel: string; subject: string | null; body: string }>(
        `select channel, subject, body from partner.outbox_messages
          where purpose = $1 and (body like '%' || $2 || '%' or subject like '%' || $2 || '%')
          order by id desc`,
        [purpose, orderId],
      );
      return {
        email: rows.find((r) => r.channel === "email"),
        sms: rows.find((r) => r.channel === "sms"),
      };
    };
    expect((await language("hi")).statusCode).toBe(200);
    try {
      await start();
      const t = await paid("asha_v");
      const [h1, h2] = await holdsOf(t.tripId);
      await authorize([h1 as string, h2 as string]);
      await loseHold(h2 as string);
      const failed = await complete(t.tripId);
      expect(failed.state).toBe("second_failed");
      const pnr = failed.legs[0].pnr as string;
      const [first, second] = [failed.legs[0].trainNumber, failed.legs[1].trainNumber];

      const choice = await told("trip_choice", t.first);
      expect(choice.email?.subject).toMatch(
        new RegExp(`^दूसरी ट्रेन बुक नहीं हुई, कृपया \\d{2}:\\d{2} बजे तक चुनें: ऑर्डर ${t.first}$`),
      );
      expect(choice.email?.body.split("\n")[0]).toBe(
        `आपकी यात्रा ${plan.from} से ${plan.to} (ट्रेन ${first} और ${second}):`,
      );
      expect(choice.email?.body).toContain(
        `आपकी पहली ट्रेन ${first} बुक हो गई है (PNR ${pnr}), लेकिन दूसरी ट्रेन ${second} बुक नहीं हो सकी। बुकिंग पूरी होने से पहले रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।`,
      );
      expect(choice.sms?.body).toMatch(new RegExp(`^Safar: ऑर्डर ${t.first}, ${plan.from} से `));
      expect(choice.sms?.body).not.toMatch(
        /Your first train|Nothing has been charged|Please choose/,
      );

      const cancel = await post("/api/trains/v1/trip/choice", {
        tripId: t.tripId,
        choice: "cancel_first",
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const cancelled = await told("trip_cancelled", t.first);
      expect(cancelled.email?.subject).toBe(`यात्रा रद्द, कोई राशि नहीं कटी: ऑर्डर ${t.first}`);
      expect(cancelled.email?.body).toContain(
        `आपके चुनाव के अनुसार, दूसरी ट्रेन बुक न हो पाने के कारण आपकी पहली ट्रेन (PNR ${pnr}) रद्द कर दी गई है।`,
      );
      expect(cancelled.sms?.body).toContain("कोई राशि नहीं काटी गई।");
      expect(cancelled.sms?.body).not.toContain("Nothing was charged");
    } finally {
      await language("en");
    }
  });

  it("the first train fails: nothing is booked, the hold is voided and the second train's berths go back", async () => {
    const before = await start();
    const t = await paid("ravi_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await loseHold(h1 as string);
    await authorize([h2 as string], "ravi_v");
    const failed = await complete(t.tripId);
    expect(failed.state).toBe("failed");
    expect(failed.button).toBe("cancelled");
    expect(failed.legs.map((l) => l.status)).toEqual([6, 6]);
    expect(failed.legs.every((l) => l.pnr === null)).toBe(true);
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise, heldPaise: 0 });
    const released = await sql<{ state: string }>(
      "select state from railway.pnrs where hold_id = $1",
      [h2],
    );
    expect(released[0]?.state).toBe("released");
  });

  it("nobody chooses in time: the reconciler cancels the first train and voids, once", async () => {
    const started = f.clock();
    const before = await start();
    const t = await paid("asha_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string]);
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    // Before the deadline the reconciler leaves the choice to the traveller.
    await f.t.app.reconcileBookings();
    expect((await view(t.tripId)).state).toBe("second_failed");
    const deadline = new Date(failed.decideBy as string);
    f.clock.set(new Date(deadline.getTime() + 1_000));
    try {
      const passes = await Promise.all([f.t.app.reconcileBookings(), f.t.app.reconcileBookings()]);
      expect(passes.reduce((n, p) => n + p.trips.defaulted, 0)).toBe(1);
      await f.t.app.reconcileBookings();
      const after = await view(t.tripId);
      expect(after.state).toBe("cancelled");
      expect(after.message).toContain("You did not choose in time");
      expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
      expect(await wallet()).toEqual({ balancePaise: before.balancePaise, heldPaise: 0 });
      expect(await messages("trip_cancelled", t.first)).toBe(2);
    } finally {
      f.clock.set(started);
    }
  });

  it("double submits and concurrent calls: one payment, one authorisation, one capture", async () => {
    const before = await start();
    const trip = await draft("ravi_v");
    const outs = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/trains/v1/trip/checkout", { tripId: trip.tripId }),
      ),
    );
    for (const o of outs) expect(o.statusCode, o.body).toBe(200);
    const refs = new Set(outs.map((o) => o.json().paymentReference));
    expect(refs.size).toBe(1);
    const [reference] = [...refs];
    const pays = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/pg/v1/pay", { reference, method: "wallet" })),
    );
    expect(pays.filter((p) => p.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const amount = outs[0]?.json().amountPaise as number;
    expect(await wallet()).toEqual({
      balancePaise: before.balancePaise - amount,
      heldPaise: amount,
    });
    const [h1, h2] = await holdsOf(trip.tripId);
    await authorize([h1 as string, h2 as string], "ravi_v");
    const completes = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/trains/v1/trip/complete", { tripId: trip.tripId }),
      ),
    );
    for (const c of completes) expect(c.statusCode, c.body).toBe(200);
    expect((await view(trip.tripId)).state).toBe("booked");
    expect((await payments(trip.legs[0].orderId)).map((p) => p.status)).toEqual(["captured"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise - amount, heldPaise: 0 });
    for (const leg of (await view(trip.tripId)).legs) {
      expect(await messages("e_ticket", leg.pnr as string)).toBe(2);
    }
  });

  it("cancels each train on its own once both are booked: the railway's charges, at most its share back", async () => {
    const before = await start();
    const t = await paid("ravi_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string], "ravi_v");
    const booked = await complete(t.tripId);
    expect(booked.state).toBe("booked");
    const cancel = (orderId: string, key: string) =>
      post("/api/trains/v3/order/cancel", {
        orderId,
        passengerNumbers: [1, 2],
        reason: "plan_changed",
        idempotencyKey: key,
      });
    const second = await cancel(t.second, "trip-second-0001");
    expect(second.statusCode, second.body).toBe(200);
    const refund = second.json().cancellation.refundPaise as number;
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThanOrEqual(booked.legs[1].totalPaise);
    expect(await wallet()).toEqual({
      balancePaise: before.balancePaise - t.amount + refund,
      heldPaise: 0,
    });
    const afterOne = await view(t.tripId);
    expect(afterOne.legs.map((l) => l.status)).toEqual([7, 18]);
    expect(afterOne.state).toBe("booked");
    expect(afterOne.button).toBe("booked");
    // The first train is untouched at the railway; the second's page shows its own refund.
    const firstTicket = await f.t.deps.railway.pnrStatus(booked.legs[0].pnr as string);
    expect(firstTicket?.passengers.every((p) => p.currentStatus !== "CAN")).toBe(true);
    const secondPage = await summary(t.second);
    expect(secondPage.fare_and_refund_summary).toEqual({
      paidPaise: booked.legs[1].totalPaise,
      refundedPaise: refund,
      netPaise: booked.legs[1].totalPaise - refund,
    });
    expect(secondPage.switch_button_details?.list[1]?.tone).toBe("failed");
    const first = await cancel(t.first, "trip-first-0001");
    expect(first.statusCode, first.body).toBe(200);
    expect((await view(t.tripId)).button).toBe("cancelled");
  });

  /**
   * Two processes' reconcilers at the deadline, each its own trip
   * settlement over the same database, meeting at a barrier before they
   * look at the trip: without the trip's row lock both see it undecided and
   * both cancel it and tell the traveller (the payment's own guarded update
   * still voids once); with it, one does.
   */
  async function deadlinePasses(locking: boolean) {
    await start();
    const t = await paid(locking ? "ravi_v" : "asha_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string], locking ? "ravi_v" : "asha_v");
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    const at = f.clock();
    const clock = () => new Date(new Date(failed.decideBy as string).getTime() + 1_000);
    let arrived = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const processes = [1, 2].map(() => {
      const inner = tripRepository(f.t.database.db, { locking });
      let first = true;
      const trips = {
        ...inner,
        async lock(tx: Parameters<typeof inner.lock>[0], id: string) {
          if (first) {
            first = false;
            arrived += 1;
            if (arrived === 2) release();
            await gate;
          }
          return inner.lock(tx, id);
        },
      };
      return createTripSettlement({
        db: f.t.database.db,
        now: clock,
        railway: f.t.deps.railway,
        railwayIds: { markUsed: async () => undefined },
        messages: createMessages({ db: f.t.database.db, now: clock }),
        tripRepository: trips,
      });
    });
    const chosen = await Promise.all(
      processes.map((p) => p.cancelFirst(t.tripId, "default_cancel")),
    );
    expect((await view(t.tripId)).state).toBe("cancelled");
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
    f.clock.set(at);
    return {
      chosen: chosen.filter((c) => c.chosen).length,
      told: await messages("trip_cancelled", t.first),
    };
  }

  // A race needs connections of its own: PostgreSQL only (PGlite has one), not a skip.
  if (kind === "postgres")
    it("two reconcilers at the deadline: unlocked, both cancel and tell; locked, once", async () => {
      const unguarded = await deadlinePasses(false);
      expect(unguarded).toEqual({ chosen: 2, told: 4 });
      const guarded = await deadlinePasses(true);
      expect(guarded).toEqual({ chosen: 1, told: 2 });
    });

  it("a payment left unpaid past its window fails the trip's payment; paying again opens a new one", async () => {
    await start();
    const trip = await draft("ravi_v");
    const out = await post("/api/trains/v1/trip/checkout", { tripId: trip.tripId });
    expect(out.statusCode, out.body).toBe(200);
    const at = f.clock();
    try {
      f.clock.set(new Date(at.getTime() + 11 * 60_000));
      await f.t.app.reconcileBookings();
      const lapsed = await view(trip.tripId);
      expect(lapsed.state).toBe("payment_failed");
      expect(lapsed.button).toBe("payment_failure");
      expect(lapsed.legs.map((l) => l.status)).toEqual([2, 2]);
      const again = await post("/api/trains/v1/trip/checkout", { tripId: trip.tripId });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().paymentReference).not.toBe(out.json().paymentReference);
      expect((await payments(trip.legs[0].orderId)).map((p) => p.status).sort()).toEqual([
        "expired",
        "pending",
      ]);
    } finally {
      f.clock.set(at);
    }
  });

  it("a crash after the railway cancelled the first train: two reconcilers record it and void, once", async () => {
    const before = await start();
    const t = await paid("asha_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string]);
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    // As a crash leaves it: chosen, the railway asked and answered, nothing recorded.
    await sql(
      "update partner.trips set state = 'cancelling_first', choice = 'cancel_first' where id = $1",
      [t.tripId],
    );
    const cancelled = await f.t.deps.railway.cancel({
      pnr: failed.legs[0].pnr as string,
      passengerNumbers: [],
    });
    expect(cancelled.ok).toBe(true);
    await Promise.all([f.t.app.reconcileBookings(), f.t.app.reconcileBookings()]);
    const after = await view(t.tripId);
    expect(after.state).toBe("cancelled");
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise, heldPaise: 0 });
    expect(await messages("trip_cancelled", t.first)).toBe(2);
  });

  it("the railway will not cancel the first train: nothing is charged all the same, and the ticket stands", async () => {
    const before = await start();
    const t = await paid("ravi_v");
    const [h1, h2] = await holdsOf(t.tripId);
    await authorize([h1 as string, h2 as string], "ravi_v");
    await loseHold(h2 as string);
    const failed = await complete(t.tripId);
    const refusing = createTripSettlement({
      db: f.t.database.db,
      now: f.clock,
      railway: {
        ...f.t.deps.railway,
        cancel: async () => ({
          ok: false,
          reason: "chart_prepared",
          message: "The chart is prepared: file a TDR instead.",
        }),
      },
      railwayIds: { markUsed: async () => undefined },
      messages: createMessages({ db: f.t.database.db, now: f.clock }),
    });
    expect(await refusing.cancelFirst(t.tripId, "cancel_first")).toEqual({
      chosen: true,
      done: true,
    });
    const after = await view(t.tripId);
    expect(after.state).toBe("cancelled");
    expect(after.legs.map((l) => l.status)).toEqual([7, 6]);
    expect(after.message).toContain("The railway could not cancel the first train");
    expect((await payments(t.first)).map((p) => p.status)).toEqual(["voided"]);
    expect(await wallet()).toEqual({ balancePaise: before.balancePaise, heldPaise: 0 });
    const ticket = await f.t.deps.railway.pnrStatus(failed.legs[0].pnr as string);
    expect(ticket?.passengers.every((p) => p.currentStatus !== "CAN")).toBe(true);
  });

  it("another user's trip is a 404", async () => {
    const trip = await draft("asha_v");
    expectProblem(await get(`/api/trains/v1/trip/${trip.tripId}`, f.other), 404, "not_found");
    expectProblem(
      await post("/api/trains/v1/trip/checkout", { tripId: trip.tripId }, f.other),
      404,
      "not_found",
    );
  });
});
