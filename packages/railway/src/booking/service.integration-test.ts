import { type FakeClock, fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSlots } from "../allocation/occupancy.ts";
import type { Hold, RailwayResult, Ticket } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { DEFAULT_REFUND_POLICY } from "../refunds/policy.ts";
import { firstChartAt } from "../rules/booking-window.ts";
import { departureAt } from "./journey.ts";
import type { ReservationService } from "./service.ts";
import { adult, dailyTrain, demoModel, requestFor, serviceOn, stubUsers } from "./test-support.ts";

const NOW = "2026-12-01T04:30:00Z"; // 10:00 IST
const DATE = "2026-12-10";

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

describe.each(testDatabaseKinds())("reservations on %s", (kind) => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;
  let clock: FakeClock;
  let service: ReservationService;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    model = await demoModel();
    train = dailyTrain(model, ["2A", "SL"], 360, 1200);
    clock = fixedClock(NOW);
    service = serviceOn(database, model, clock);
    await service.init();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("holds berths, confirms the hold into a ticket and reads the PNR back", async () => {
    const hold = ok(
      await service.hold(
        requestFor(train, DATE, "SL", {
          passengers: [adult({ name: "Ravi Kumar", gender: "Male", age: 40 }), adult()],
        }),
      ),
    );
    expect(hold.pnr).toMatch(/^[1-9]\d{9}$/);
    expect(hold.passengers.map((p) => p.bookingStatus)).toEqual([
      expect.stringMatching(/^CNF\/S\d+\/\d+\/(LB|MB|UB|SL|SU)$/),
      expect.stringMatching(/^CNF\/S\d+\/\d+\/(LB|MB|UB|SL|SU)$/),
    ]);
    expect(hold.totalFare).toBeGreaterThan(0);
    const ticket = ok(await service.confirm(hold.holdId, "pay_1"));
    expect(ticket.state).toBe("booked");
    expect(ticket.pnr).toBe(hold.pnr);
    const read = (await service.pnrStatus(hold.pnr)) as Ticket;
    expect(read.passengers.map((p) => p.currentStatus)).toEqual(
      hold.passengers.map((p) => p.bookingStatus),
    );
    expect(read.chartPrepared).toBe(false);
    expect(await service.pnrStatus("1234567890")).toBeNull();
    expect(await service.confirm("not-a-hold", "pay")).toMatchObject({ reason: "hold_not_found" });
    expect(await service.release("00000000-0000-4000-8000-000000000000")).toMatchObject({
      reason: "hold_not_found",
    });
  });

  it("confirms once when the same payment confirmation arrives ten times at once (R3)", async () => {
    const hold = ok(await service.hold(requestFor(train, DATE, "SL")));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => service.confirm(hold.holdId, "pay_r3")),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.pnr : "")))).toEqual(new Set([hold.pnr]));
    const other = await service.confirm(hold.holdId, "pay_other");
    expect(other).toMatchObject({ ok: false, reason: "already_confirmed" });
  });

  it("books once for the same idempotency key sent concurrently and again later", async () => {
    const request = requestFor(train, DATE, "SL");
    const [a, b] = await Promise.all([service.hold(request), service.hold(request)]);
    const later = await service.hold(request);
    expect(ok(a).pnr).toBe(ok(b).pnr);
    expect(ok(later).pnr).toBe(ok(a).pnr);
    // A second service (another process) with the same key gets the same hold too.
    const other = serviceOn(database, model, clock);
    expect(ok(await other.hold(request)).pnr).toBe(ok(a).pnr);
    // Even once the rules would refuse a new booking (the train has left), the key returns its hold.
    clock.set("2026-12-31T00:00:00Z");
    expect(ok(await service.hold(request)).pnr).toBe(ok(a).pnr);
    clock.set(NOW);
  });

  it("refuses by the rules with a reason code each", async () => {
    const far = await service.hold(requestFor(train, "2027-03-01", "SL"));
    expect(far).toMatchObject({ ok: false, reason: "booking_not_yet_opened" });
    const tatkalEarly = await service.hold(requestFor(train, "2026-12-02", "SL", { quota: "TQ" }));
    expect(tatkalEarly).toMatchObject({ ok: false, reason: "tatkal_not_yet_opened" });
    const seven = await service.hold(
      requestFor(train, DATE, "SL", { passengers: Array.from({ length: 7 }, () => adult()) }),
    );
    expect(seven).toMatchObject({ ok: false, reason: "too_many_passengers" });
    const limited = serviceOn(
      database,
      model,
      clock,
      {},
      stubUsers({ busy: { aadhaarVerified: false, ticketsThisMonth: 12 } }),
    );
    expect(
      await limited.hold(requestFor(train, DATE, "SL", { railwayUserId: "busy" })),
    ).toMatchObject({ ok: false, reason: "monthly_limit_aadhaar_required" });
    const wrongDay = await service.hold(
      requestFor(train, DATE, "SL", { from: train.to, to: train.from }),
    );
    expect(wrongDay).toMatchObject({ ok: false, reason: "not_on_route" });
    const bad = await service.hold({ ...requestFor(train, DATE, "SL"), passengers: [] });
    expect(bad).toMatchObject({ ok: false, reason: "invalid_request" });
  });

  it("sells confirmed berths, then RAC, then waitlist, then regret; cancellation promotes in order", async () => {
    const cls = "2A";
    const layout = service.layoutOf(train.number);
    if (!layout) throw new Error("no layout");
    const cs = classSlots(layout, cls);
    const general = cs.slots.filter((s) => !s.rac && s.quota === "GN").length;
    const racPlaces = cs.racSlots.length * 2;
    const date = "2026-12-11";
    const holds: Hold[] = [];
    for (let i = 0; i < general; i++) {
      const h = ok(await service.hold(requestFor(train, date, cls)));
      expect(h.passengers[0]?.bookingStatus).toMatch(/^CNF\//);
      holds.push(h);
    }
    for (let i = 1; i <= racPlaces; i++) {
      const h = ok(await service.hold(requestFor(train, date, cls)));
      expect(h.passengers[0]?.bookingStatus).toBe(`RAC ${i}`);
      holds.push(h);
    }
    const wl1 = ok(await service.hold(requestFor(train, date, cls)));
    expect(wl1.passengers[0]?.bookingStatus).toBe("GNWL 1");
    const wl2 = ok(await service.hold(requestFor(train, date, cls)));
    expect(wl2.passengers[0]?.bookingStatus).toBe("GNWL 2");
    for (const h of [...holds, wl1, wl2]) ok(await service.confirm(h.holdId, `pay-${h.pnr}`));

    // Cancel one confirmed passenger more than 48 h before departure: flat charge.
    const first = holds[0] as Hold;
    // The quote is what the cancellation then refunds, passenger by passenger, and changes nothing.
    const quote = ok(await service.cancellationQuote({ pnr: first.pnr, passengerNumbers: [1] }));
    expect(quote.passengers).toMatchObject([
      { number: 1, status: "CNF", rule: "confirmed_flat_charge" },
    ]);
    expect((await service.pnrStatus(first.pnr))?.passengers[0]?.currentStatus).toMatch(/^CNF\//);
    const cancelled = ok(await service.cancel({ pnr: first.pnr, passengerNumbers: [] }));
    expect(cancelled.refund).toBe(quote.refund);
    expect(cancelled.passengers).toEqual(quote.passengers);
    expect(cancelled.cancelledPassengers).toEqual([1]);
    expect(cancelled.deduction).toBeGreaterThan(0);
    expect(cancelled.refund).toBe(first.totalFare - cancelled.deduction);
    expect(cancelled.ticket.passengers[0]?.currentStatus).toBe("CAN");

    // RAC 1 got the berth, WL 1 became RAC, WL 2 is now WL 1.
    const rac1 = (await service.pnrStatus((holds[general] as Hold).pnr)) as Ticket;
    expect(rac1.passengers[0]?.bookingStatus).toBe("RAC 1");
    expect(rac1.passengers[0]?.currentStatus).toMatch(/^CNF\//);
    const w1 = (await service.pnrStatus(wl1.pnr)) as Ticket;
    expect(w1.passengers[0]?.currentStatus).toBe(`RAC ${racPlaces}`);
    const w2 = (await service.pnrStatus(wl2.pnr)) as Ticket;
    expect(w2.passengers[0]).toMatchObject({ bookingStatus: "GNWL 2", currentStatus: "WL 1" });

    // A cancelled ticket cannot be cancelled again.
    expect(await service.cancel({ pnr: first.pnr, passengerNumbers: [1] })).toMatchObject({
      ok: false,
    });
  });

  it("gives back the berths of a hold that lapses unpaid, and of a released hold", async () => {
    const date = "2026-12-12";
    const h = ok(await service.hold(requestFor(train, date, "SL")));
    const before = await service.occupancyOf({
      trainNumber: train.number,
      runDate: date,
      classCode: "SL",
    });
    expect(before?.state.occ.filter(Boolean)).toHaveLength(1);
    clock.advance(16 * 60_000);
    expect(await service.expireHolds()).toBeGreaterThanOrEqual(1);
    const after = await service.occupancyOf({
      trainNumber: train.number,
      runDate: date,
      classCode: "SL",
    });
    expect(after?.state.occ.filter(Boolean)).toHaveLength(0);
    expect(await service.confirm(h.holdId, "late")).toMatchObject({
      ok: false,
      reason: "hold_expired",
    });
    expect(((await service.pnrStatus(h.pnr)) as Ticket).state).toBe("expired");

    const r = ok(await service.hold(requestFor(train, date, "SL")));
    expect(ok(await service.release(r.holdId)).released).toBe(true);
    expect(ok(await service.release(r.holdId)).released).toBe(false);
    clock.set(NOW);
  });

  it("charts on schedule: fully waitlisted tickets are cancelled and refunded less the clerkage", async () => {
    const cls = "1A";
    const t1 = dailyTrain(model, [cls], 900);
    const layout = service.layoutOf(t1.number);
    if (!layout) throw new Error("no layout");
    // End-to-end journeys take the GN berths, then wait on GNWL for as many
    // as the RL and PQ berths the chart releases (ADR 019 point 2).
    const cs = classSlots(layout, cls);
    const capacity = cs.slots.length;
    const date = "2026-12-03";
    for (let i = 0; i < capacity; i++)
      ok(await service.confirm(ok(await service.hold(requestFor(t1, date, cls))).holdId, `c${i}`));
    const wl = ok(await service.hold(requestFor(t1, date, cls)));
    expect(wl.passengers[0]?.bookingStatus).toBe(`GNWL ${capacity - cs.layout.quota.GN + 1}`);
    ok(await service.confirm(wl.holdId, "wl"));

    expect(await service.chartDue()).toBe(0);
    const due = firstChartAt(departureAt(t1, date, 0) as Date);
    clock.set(new Date(due.getTime() - 60_000));
    expect(await service.chartDue()).toBe(0);
    clock.set(due);
    expect(await service.chartDue()).toBe(1);
    const t = (await service.pnrStatus(wl.pnr)) as Ticket;
    expect(t.chartPrepared).toBe(true);
    expect(t.passengers[0]?.currentStatus).toBe("CAN");
    // facts.md §6: the fare less ₹60 clerkage, with 5 % GST on it in an AC class (1A).
    const { clerkage, gstRate } = DEFAULT_REFUND_POLICY;
    expect(t.refunded).toBe(wl.totalFare - clerkage - Math.round(clerkage * gstRate));
    expect(await service.chartDue()).toBe(0);
    clock.set(NOW);
  });

  it("changes the boarding point to a later stop once, before the chart", async () => {
    if (train.stops.length < 3) return;
    const date = "2026-12-13";
    const h = ok(await service.hold(requestFor(train, date, "SL")));
    ok(await service.confirm(h.holdId, "b"));
    const next = train.stops[1]?.code as string;
    expect(await service.changeBoardingPoint(h.pnr, train.to)).toMatchObject({
      ok: false,
      reason: "boarding_not_on_journey",
    });
    const moved = ok(await service.changeBoardingPoint(h.pnr, next));
    expect(moved.boardingPoint).toBe(next);
    expect(await service.changeBoardingPoint(h.pnr, next)).toMatchObject({
      ok: false,
      reason: "boarding_already_changed",
    });
    // Not to the stop it already boards at.
    const again = ok(await service.hold(requestFor(train, date, "SL")));
    ok(await service.confirm(again.holdId, "b2"));
    expect(
      await service.changeBoardingPoint(again.pnr, train.stops[0]?.code as string),
    ).toMatchObject({ ok: false, reason: "boarding_not_on_journey" });
  });

  it("keeps a waitlisted ticket's boarding point: it has no berth to board", async () => {
    const cls = "1A";
    const t1 = dailyTrain(model, [cls], 900);
    expect(t1.stops.length).toBeGreaterThanOrEqual(3);
    const layout = service.layoutOf(t1.number);
    if (!layout) throw new Error("no layout");
    const date = "2026-12-05";
    for (let i = 0; i < classSlots(layout, cls).layout.quota.GN; i++)
      ok(await service.confirm(ok(await service.hold(requestFor(t1, date, cls))).holdId, `f${i}`));
    const wl = ok(await service.hold(requestFor(t1, date, cls)));
    ok(await service.confirm(wl.holdId, "wl"));
    expect(await service.changeBoardingPoint(wl.pnr, t1.stops[1]?.code as string)).toMatchObject({
      ok: false,
      reason: "boarding_waitlisted",
    });
  });
});
