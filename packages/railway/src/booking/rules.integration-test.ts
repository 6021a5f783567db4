import { addDays, istInstant } from "@safar/domain/ist";
import { type FakeClock, fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyFare } from "../fares/journey-fare.ts";
import type { Availability, RailwayGateway, RailwayResult } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { createNetworkGateway, type NetworkReadModel } from "../network-gateway.ts";
import { createPredictions, type Predictions } from "../prediction/predictions.ts";
import { availabilityCacheFor, createRailwayGateway } from "../railway-gateway.ts";
import { firstChartAt } from "../rules/booking-window.ts";
import { simulateRun } from "../running/simulate.ts";
import { departureAt } from "./journey.ts";
import type { ReservationService } from "./service.ts";
import {
  adult,
  dailyTrain,
  demoModel,
  railwayOn,
  requestFor,
  stubUsers,
  trainsOf,
} from "./test-support.ts";

/**
 * The railway's rules end to end through the gateway, with an injected clock:
 * availability as printed through a run's life, Tatkal, refunds by status and
 * quota, passengers without berths, seniors' lower berths, current booking,
 * fares at the revisions in force on the clock.
 */

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

describe("railway rules through the gateway (PGlite)", () => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;
  let clock: FakeClock;
  let service: ReservationService;
  let gateway: RailwayGateway;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    model = await demoModel();
    train = dailyTrain(model, ["SL", "3A"], 900, 1200);
    clock = fixedClock("2026-12-01T04:30:00Z");
    ({ service, gateway } = railwayOn(
      database,
      model,
      clock,
      {},
      stubUsers({ plain: { aadhaarVerified: false } }),
    ));
    await service.init();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const status = async (date: string, classCode: "SL" | "3A", quota: "GN" | "TQ" = "GN") => {
    const a = (await gateway.availability({
      trainNumber: train.number,
      from: train.from,
      to: train.to,
      date,
      classCode,
      quota,
    })) as Availability & { ok: true };
    return a.status;
  };

  it("prints availability through a run's life: not opened, available, Tatkal, current, departed", async () => {
    const date = "2026-12-20";
    clock.set(istInstant("2026-10-20", "09:00"));
    expect(await status(date, "SL")).toBe("BOOKING NOT YET OPENED");
    clock.set(istInstant("2026-10-21", "08:00")); // the 60-day window opens at 08:00 on D−60
    expect(await status(date, "SL")).toMatch(/^AVAILABLE-\d{4}$/);
    expect(await status(date, "SL", "TQ")).toBe("BOOKING NOT YET OPENED");
    clock.set(istInstant(addDays(date, -1), "10:59"));
    expect(await status(date, "SL", "TQ")).toBe("BOOKING NOT YET OPENED"); // non-AC opens at 11:00
    expect(await status(date, "3A", "TQ")).toMatch(/^AVAILABLE-/); // AC opened at 10:00
    clock.set(istInstant(addDays(date, -1), "11:00"));
    expect(await status(date, "SL", "TQ")).toMatch(/^AVAILABLE-/);
    const chart = firstChartAt(departureAt(train, date, 0) as Date);
    clock.set(chart);
    expect(await service.chartDue()).toBe(0); // nothing booked, nothing to chart
    expect(await status(date, "SL")).toMatch(/^CURR_AVBL-\d{4}$/);
    expect(await status(date, "SL", "TQ")).toBe("NOT AVAILABLE");
    clock.set(new Date((departureAt(train, date, 0) as Date).getTime() + 60_000));
    expect(await status(date, "SL")).toBe("TRAIN DEPARTED");
  });

  it("says when a class not yet open opens (opensAt), and when Tatkal opens counted from the origin date", async () => {
    const date = "2026-12-22";
    const query = {
      trainNumber: train.number,
      from: train.from,
      to: train.to,
      date,
      classCode: "SL" as const,
      quota: "GN" as const,
    };
    clock.set(istInstant("2026-10-20", "09:00"));
    expect(ok(await gateway.availability(query)).opensAt).toEqual(
      istInstant("2026-10-23", "08:00"),
    );
    expect(ok(await gateway.availability({ ...query, quota: "TQ" })).opensAt).toEqual(
      istInstant("2026-12-21", "11:00"),
    );
    clock.set(istInstant("2026-12-01", "12:00"));
    expect(ok(await gateway.availability(query)).opensAt).toBeNull();
    expect(
      ok(await gateway.availability({ ...query, classCode: "3A", quota: "TQ" })).opensAt,
    ).toEqual(istInstant("2026-12-21", "10:00"));

    // The opening itself, whether passed or not; from a stop reached the day after the origin, a day earlier.
    const later = train.stops.findIndex((s) => (s.departureMin ?? 0) >= 1440);
    expect(later).toBeGreaterThan(0);
    const nextDayStop = train.stops[later]?.code as string;
    const fromOrigin = ok(
      await gateway.tatkalOpening({
        trainNumber: train.number,
        date,
        classCode: "3A",
        quota: "TQ",
      }),
    );
    expect(fromOrigin).toMatchObject({
      runDate: date,
      from: train.from,
      opensAt: istInstant("2026-12-21", "10:00"),
    });
    const fromLater = ok(
      await gateway.tatkalOpening({
        trainNumber: train.number,
        from: nextDayStop,
        date: addDays(date, 1),
        classCode: "SL",
        quota: "TQ",
      }),
    );
    expect(fromLater).toMatchObject({ runDate: date, opensAt: istInstant("2026-12-21", "11:00") });
    for (const [change, reason] of [
      [{ trainNumber: "00000" }, "train_not_found"],
      [{ classCode: "2S" }, "class_not_carried"],
      [{ quota: "GN" }, "not_tatkal"],
      [{ from: "XXXX" }, "not_on_route"],
    ] as const) {
      const refused = await gateway.tatkalOpening({
        trainNumber: train.number,
        date,
        classCode: "3A",
        quota: "TQ",
        ...change,
      });
      expect(refused).toMatchObject({ ok: false, reason });
    }
  });

  it("books Tatkal only from its opening and only for Aadhaar-verified users; no refund on confirmed Tatkal", async () => {
    const date = "2026-12-21";
    clock.set(istInstant(addDays(date, -1), "10:59"));
    const early = await service.hold(requestFor(train, date, "SL", { quota: "TQ" }));
    expect(early).toMatchObject({ ok: false, reason: "tatkal_not_yet_opened" });
    clock.set(istInstant(addDays(date, -1), "11:00"));
    const noAadhaar = await service.hold(
      requestFor(train, date, "SL", { quota: "TQ", railwayUserId: "plain" }),
    );
    expect(noAadhaar).toMatchObject({ ok: false, reason: "tatkal_aadhaar_required" });
    const five = await service.hold(
      requestFor(train, date, "SL", {
        quota: "TQ",
        passengers: Array.from({ length: 5 }, () => adult()),
      }),
    );
    expect(five).toMatchObject({ ok: false, reason: "too_many_passengers" });
    const hold = ok(await service.hold(requestFor(train, date, "SL", { quota: "TQ" })));
    expect(hold.passengers[0]?.bookingStatus).toMatch(/^CNF\//);
    ok(await service.confirm(hold.holdId, "tq"));
    const c = ok(await service.cancel({ pnr: hold.pnr, passengerNumbers: [] }));
    expect(c.refund).toBe(0);
  });

  it("refunds by the 2015 rules: 25 % 48–12 h, 50 % 12–4 h, RAC/WL full fare less clerkage", async () => {
    const date = "2026-12-22";
    const dep = departureAt(train, date, 0) as Date;
    clock.set(istInstant("2026-12-01", "10:00"));
    const a = ok(await service.hold(requestFor(train, date, "3A")));
    const b = ok(await service.hold(requestFor(train, date, "3A")));
    ok(await service.confirm(a.holdId, "a"));
    ok(await service.confirm(b.holdId, "b"));
    clock.set(new Date(dep.getTime() - 24 * 3_600_000));
    const c25 = ok(await service.cancel({ pnr: a.pnr, passengerNumbers: [] }));
    const fare = a.totalFare;
    // 25 % of the fare, not less than the flat charge, plus GST on AC.
    expect(c25.deduction).toBeGreaterThanOrEqual(Math.round(fare * 0.25));
    expect(c25.refund).toBe(fare - c25.deduction);
    clock.set(new Date(dep.getTime() - 6 * 3_600_000));
    const c50 = ok(await service.cancel({ pnr: b.pnr, passengerNumbers: [] }));
    expect(c50.deduction).toBeGreaterThanOrEqual(Math.round(fare * 0.5));
    expect(c50.deduction).toBeGreaterThan(c25.deduction);
  });

  it("a waitlisted ticket cancelled before the chart keeps only the clerkage", async () => {
    const cls = "SL";
    const date = "2026-12-23";
    clock.set(istInstant("2026-12-01", "10:00"));
    const layout = service.layoutOf(train.number);
    if (!layout) throw new Error("no layout");
    const c = layout.classes.find((x) => x.classCode === cls);
    if (!c) throw new Error("no SL");
    // Fill GN berths and RAC places in big concurrent parties (batched).
    const places = c.quota.GN - c.racBerths + c.racPassengers;
    const parties = Math.ceil(places / 6);
    const filled = await Promise.all(
      Array.from({ length: parties }, () =>
        service.hold(
          requestFor(train, date, cls, { passengers: Array.from({ length: 6 }, () => adult()) }),
        ),
      ),
    );
    expect(filled.every((h) => h.ok)).toBe(true);
    const wl = ok(await service.hold(requestFor(train, date, cls)));
    expect(wl.passengers[0]?.bookingStatus).toMatch(/^GNWL \d+$/);
    ok(await service.confirm(wl.holdId, "wl"));
    const cancelled = ok(await service.cancel({ pnr: wl.pnr, passengerNumbers: [] }));
    expect(cancelled.deduction).toBe(60_00); // ₹60 clerkage, no GST in SL
    expect(cancelled.refund).toBe(wl.totalFare - 60_00);
  });

  it("lists infants without a berth or fare, and gives seniors and women lower berths first", async () => {
    const date = "2026-12-24";
    clock.set(istInstant("2026-12-01", "10:00"));
    const h = ok(
      await service.hold(
        requestFor(train, date, "SL", {
          passengers: [
            adult({ name: "Grandfather", age: 72, gender: "Male" }),
            adult({ name: "Mother", age: 34, gender: "Female" }),
            adult({ name: "Baby", age: 2, gender: "Female" }),
            adult({ name: "Boy", age: 8, gender: "Male", withoutBerth: true }),
          ],
        }),
      ),
    );
    const [grandfather, mother, baby, boy] = h.passengers;
    expect(grandfather?.bookingStatus).toMatch(/\/LB$/);
    expect(mother?.bookingStatus).toMatch(/^CNF\//);
    expect(baby).toMatchObject({ infant: true, fare: 0, bookingStatus: "NOSB" });
    expect(boy?.bookingStatus).toBe("NOSB");
    expect(boy?.fare).toBeGreaterThan(0);
    expect(boy?.fare).toBeLessThan(mother?.fare ?? 0);
    const state = (
      await service.occupancyOf({ trainNumber: train.number, runDate: date, classCode: "SL" })
    )?.state;
    expect(state?.occ.filter(Boolean)).toHaveLength(2);
  });

  it("after the chart sells only confirmed berths in the general quota (current booking)", async () => {
    const date = "2026-12-25";
    clock.set(istInstant("2026-12-01", "10:00"));
    ok(await service.confirm(ok(await service.hold(requestFor(train, date, "SL"))).holdId, "x"));
    const chart = firstChartAt(departureAt(train, date, 0) as Date);
    clock.set(chart);
    expect(await service.chartDue()).toBeGreaterThanOrEqual(1);
    expect(
      (await service.occupancyOf({ trainNumber: train.number, runDate: date, classCode: "SL" }))
        ?.state.charted,
    ).toBe(true);
    const before = await status(date, "SL");
    expect(before).toMatch(/^CURR_AVBL-\d{4}$/);
    const tq = await service.hold(requestFor(train, date, "SL", { quota: "TQ" }));
    expect(tq).toMatchObject({ ok: false, reason: "quota_closed_after_chart" });
    const cur = ok(await service.hold(requestFor(train, date, "SL")));
    expect(cur.passengers[0]?.bookingStatus).toMatch(/^CNF\//);
    const after = await status(date, "SL");
    expect(Number(after.slice(-4))).toBe(Number(before.slice(-4)) - 1);
    const pnr = await service.pnrStatus(cur.pnr);
    expect(pnr?.chartPrepared).toBe(true);
  });

  it("quotes, lists and books at the fares in force on the railway's clock (26 Dec 2025 revision)", async () => {
    const date = "2026-01-20";
    const quoted = async () => {
      const a = ok(
        await gateway.availability({
          trainNumber: train.number,
          from: train.from,
          to: train.to,
          date,
          classCode: "SL",
          quota: "GN",
        }),
      );
      const listed = (await gateway.searchJourneys(train.from, train.to, date)).direct
        .find((j) => j.trainNumber === train.number)
        ?.fares.find((f) => f.classCode === "SL")?.total;
      const held = ok(await service.hold(requestFor(train, date, "SL")));
      expect(listed).toBe(a.fare);
      expect(held.passengers[0]?.fare).toBe(a.fare);
      return a.fare;
    };
    const rule = (at: Date) =>
      journeyFare(train, train.from, train.to, "SL", { bookedAt: at }).total;
    const before = istInstant("2025-12-25", "23:00");
    const after = istInstant("2025-12-26", "09:00");
    clock.set(before);
    expect(await quoted()).toBe(rule(before));
    clock.set(after);
    expect(await quoted()).toBe(rule(after));
    // +2 paise a km on the base in sleeper (the ₹5 rounding of the total aside).
    const km = train.distanceKm;
    expect(rule(after) - rule(before)).toBeGreaterThanOrEqual(Math.floor(2 * km) - 500);
    expect(rule(after) - rule(before)).toBeLessThanOrEqual(Math.ceil(2 * km) + 500);
    expect(rule(after)).toBeGreaterThan(rule(before));
  });

  it("files a TDR with the reasons and time limits of the rules, counted from the run's times", async () => {
    const date = "2026-12-26";
    clock.set(istInstant("2026-12-01", "10:00"));
    const book = async (key: string) => {
      const h = ok(await service.hold(requestFor(train, date, "SL")));
      ok(await service.confirm(h.holdId, key));
      return h.pnr;
    };
    const [pnr, other] = [await book("tdr"), await book("tdr2")];
    const file = (
      on: string,
      reason: Parameters<typeof service.fileTdr>[0]["reason"],
      extra = {},
    ) => service.fileTdr({ pnr: on, reason, passengerNumbers: [1], ...extra });
    // The arrival that counts is the run's (the same simulation as live status), not the timetable's.
    const run = simulateRun(train, date);
    const arrived = run.stops.at(-1)?.expectedArrival as Date;
    const left = run.stops[0]?.expectedDeparture as Date;
    expect(await file(pnr, "train_cancelled")).toMatchObject({
      ok: false,
      reason: "refund_is_automatic",
    });
    expect(await file(pnr, "party_partially_travelled")).toMatchObject({
      ok: false,
      reason: "train_not_arrived",
    });
    // A certificate is issued on board: not before the train left.
    expect(await file(pnr, "ac_failure", { certificateIssuedAt: clock() })).toMatchObject({
      ok: false,
      reason: "certificate_time",
    });
    clock.set(new Date(arrived.getTime() + 3_600_000));
    expect(await file(pnr, "ac_failure")).toMatchObject({
      ok: false,
      reason: "certificate_required",
    });
    const filed = ok(await file(pnr, "party_partially_travelled"));
    expect(filed.deadline.getTime()).toBe(arrived.getTime() + 72 * 3_600_000);
    // One claim a passenger.
    expect(await file(pnr, "excess_fare_charged")).toMatchObject({
      ok: false,
      reason: "already_claimed",
    });
    expect(
      await service.fileTdr({ pnr, reason: "excess_fare_charged", passengerNumbers: [9] }),
    ).toMatchObject({ ok: false, reason: "passenger_not_on_ticket" });
    const ac = ok(
      await file(other, "ac_failure", { certificateIssuedAt: new Date(left.getTime() + 60_000) }),
    );
    expect(ac.deadline.getTime()).toBe(arrived.getTime() + 20 * 3_600_000);
    const claims = await service.tdrClaims(pnr);
    expect(claims?.filed.map((t) => [t.reason, t.passengerNumbers])).toEqual([
      ["party_partially_travelled", [1]],
    ]);
    clock.set(new Date(arrived.getTime() + 73 * 3_600_000));
    expect(await file(other, "excess_fare_charged")).toMatchObject({
      ok: false,
      reason: "deadline_passed",
    });
    const late = await service.tdrClaims(other);
    expect(late?.reasons.find((r) => r.reason === "excess_fare_charged")).toMatchObject({
      allowed: false,
      message: "The time to file this TDR has passed",
    });
  });

  it("answers many availability queries in one call, in order, refusals in place", async () => {
    const date = "2026-12-27";
    clock.set(istInstant("2026-12-01", "10:00"));
    ok(await service.confirm(ok(await service.hold(requestFor(train, date, "SL"))).holdId, "m"));
    const base = {
      trainNumber: train.number,
      from: train.from,
      to: train.to,
      date,
      quota: "GN",
    } as const;
    const many = await gateway.availabilityMany([
      { ...base, classCode: "SL" },
      { ...base, classCode: "3A" },
      { ...base, from: train.to, to: train.from, classCode: "SL" },
      { ...base, classCode: "SL", quota: "TQ" },
    ]);
    const one = await Promise.all([
      gateway.availability({ ...base, classCode: "SL" }),
      gateway.availability({ ...base, classCode: "3A" }),
    ]);
    expect(many.slice(0, 2)).toEqual(one);
    expect(many[2]).toMatchObject({ ok: false, reason: "not_on_route" });
    expect(many[3]).toMatchObject({ ok: true, status: "BOOKING NOT YET OPENED" });
  });

  it("adds the confirmation chance to a waitlisted availability once the train's history is ready", async () => {
    const cls = "SL";
    const date = "2026-12-04"; // three days out, when waiting lists are usual in the history
    clock.set(istInstant("2026-12-01", "10:00"));
    const layout = service.layoutOf(train.number);
    const c = layout?.classes.find((x) => x.classCode === cls);
    if (!c) throw new Error("no SL");
    const parties = Math.ceil((c.quota.GN - c.racBerths + c.racPassengers) / 6);
    await Promise.all(
      Array.from({ length: parties }, () =>
        service.hold(
          requestFor(train, date, cls, { passengers: Array.from({ length: 6 }, () => adult()) }),
        ),
      ),
    );
    const predictions = createPredictions({ runs: 30, worker: false });
    const withPredictions = createRailwayGateway({
      network: createNetworkGateway(model),
      trains: trainsOf(model),
      reservations: service,
      accounts: { status: async () => null },
      clock,
      cache: availabilityCacheFor(),
      predictions,
    });
    const query = {
      trainNumber: train.number,
      from: train.from,
      to: train.to,
      date,
      classCode: cls,
      quota: "GN",
    } as const;
    const first = ok(await withPredictions.availability(query));
    expect(first.status).toMatch(/^GNWL\d+\/WL\d+$/);
    expect(first.prediction).toMatchObject({ list: "GN", classCode: cls });
    expect(first.confirmation).toBeNull(); // not ready: never blocks the request
    expect(first.confirmationReason).toBe("preparing"); // and says so
    await predictions.ready(train, cls);
    const later = ok(await withPredictions.availability(query));
    const expected = predictions.predict(
      train,
      cls,
      later.prediction as NonNullable<typeof later.prediction>,
    );
    expect(later.confirmation).toEqual({ percent: expected?.percent, count: expected?.count });
    expect(later.confirmation?.percent).toBeGreaterThanOrEqual(1);
    expect(later.confirmation?.percent).toBeLessThanOrEqual(99);
    expect(later.confirmation?.count).toBeGreaterThan(0);
    expect(later.confirmationReason).toBeNull();
    expect(later.prediction?.history.simulated).toBe(true);
    await predictions.close();
  });

  it("asks a waiting passenger's chance at the number a booking made now would need for that place", async () => {
    const cls = "3A";
    const date = "2026-12-05";
    clock.set(istInstant("2026-12-01", "10:00"));
    const c = service.layoutOf(train.number)?.classes.find((x) => x.classCode === cls);
    if (!c) throw new Error("no 3A");
    const book = async (n: number) => {
      const passengers = Array.from({ length: n }, () => adult());
      const hold = ok(await service.hold(requestFor(train, date, cls, { passengers })));
      return ok(await service.confirm(hold.holdId, `pay-${hold.pnr}`));
    };
    for (let left = c.quota.GN - c.racBerths + c.racPassengers; left > 0; left -= 6)
      await book(Math.min(6, left));
    const gone = await book(2); // GNWL 1-2
    const waiting = await book(3); // GNWL 3-5
    ok(await service.cancel({ pnr: gone.pnr, passengerNumbers: [] }));
    const ticket = await service.pnrStatus(waiting.pnr);
    if (!ticket) throw new Error("no ticket");
    expect(ticket.passengers.map((p) => p.currentStatus)).toEqual(["WL 1", "WL 2", "WL 3"]);
    const asked: { list: string; waitlistPosition: number }[] = [];
    const recording: Predictions = {
      predict: (_t, _c, q) => {
        asked.push({ list: q.list, waitlistPosition: q.waitlistPosition });
        return { probability: 0.5, percent: 50, count: 9, quotaGroup: "normal", reason: null };
      },
      history: () => null,
      ready: async () => undefined,
      warm: async () => 0,
      has: () => true,
      close: async () => undefined,
    };
    const withPredictions = createRailwayGateway({
      network: createNetworkGateway(model),
      trains: trainsOf(model),
      reservations: service,
      accounts: { status: async () => null },
      clock,
      cache: availabilityCacheFor(),
      predictions: recording,
    });
    const outlook = await withPredictions.pnrOutlook(ticket);
    // Five numbers issued, three people on the list: WL 1 stands where GNWL 3 would.
    expect(asked).toEqual([
      { list: "GN", waitlistPosition: 3 },
      { list: "GN", waitlistPosition: 4 },
      { list: "GN", waitlistPosition: 5 },
    ]);
    expect(outlook.passengers.map((p) => [p.position, p.confirmation?.percent])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ]);
    // The card's next booking is the number after them.
    const card = ok(
      await withPredictions.availability({
        trainNumber: train.number,
        from: train.from,
        to: train.to,
        date,
        classCode: cls,
        quota: "GN",
      }),
    );
    expect(card.status).toBe("GNWL6/WL4");
  });
});
