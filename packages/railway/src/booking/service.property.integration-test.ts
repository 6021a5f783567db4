import { addDays, istInstant } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PassengerRequest } from "../gateway.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { firstChartAt } from "../rules/booking-window.ts";
import { runViolations } from "./invariants.ts";
import { departureAt } from "./journey.ts";
import type { RunKey } from "./reservations.repository.ts";
import { adult, dailyTrain, demoModel, requestFor, serviceOn } from "./test-support.ts";

/**
 * Random bookings (every quota, party sizes, preferences and options, the
 * whole run or a random segment of it), payments, cancellations, releases,
 * lapsed holds and boarding-point changes on a small class, then the chart,
 * through the service and the database: after every step no berth is given
 * twice on any gap, no quota is confirmed beyond its berths, every passenger
 * holds the journey of the ticket, and every list is unique and gapless
 * (`runViolations`).
 */
const QUOTAS: InventoryQuota[] = ["GN", "GN", "GN", "TQ", "PT", "LD", "SS", "HP"];

const passengerArb = fc.record({
  age: fc.integer({ min: 1, max: 90 }),
  female: fc.boolean(),
  pref: fc.constantFrom("NP", "LB", "MB", "UB", "SL", "SU"),
  withoutBerth: fc.boolean(),
});

const opArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("book" as const),
      quota: fc.constantFrom(...QUOTAS),
      party: fc.array(passengerArb, { minLength: 1, maxLength: 4 }),
      pay: fc.integer({ min: 0, max: 9 }),
      confirmedOnly: fc.boolean(),
      oneCoach: fc.boolean(),
      lower: fc.constantFrom(undefined, "atLeastOneLowerBerth" as const, "twoLowerBerths" as const),
      whole: fc.boolean(),
      a: fc.double({ min: 0, max: 1, noNaN: true }),
      b: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("board" as const),
      pick: fc.nat(),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant("cancel" as const), pick: fc.nat(), all: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("release" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("lapse" as const) }) },
);

interface RandomPassenger {
  age: number;
  female: boolean;
  pref: string;
  withoutBerth: boolean;
}

/** A party that fits its quota often enough (ladies, seniors), so that quotas are exercised. */
function passengersFor(quota: InventoryQuota, party: RandomPassenger[]): PassengerRequest[] {
  return party.map((p) => {
    const female = quota === "LD" ? true : p.female;
    const age = quota === "SS" ? Math.max(p.age, 60) : p.age;
    return adult({
      age,
      gender: female ? "Female" : "Male",
      berthPreference: p.pref as PassengerRequest["berthPreference"],
      withoutBerth: age >= 5 && age < 12 ? p.withoutBerth : undefined,
    });
  });
}

/**
 * The stations of a journey between two shares of the train's route, and
 * its date there (the date at the boarding stop, later than the run's
 * origin date for stops past midnight).
 */
function segmentOf(
  train: TimetabledTrain,
  runDate: string,
  a: number,
  b: number,
): { from: string; to: string; date: string } {
  const last = train.stops.length - 1;
  const x = Math.min(Math.floor(a * last), last - 1);
  const y = Math.min(Math.floor(b * last), last - 1);
  const board = train.stops[Math.min(x, y)];
  const alight = train.stops[Math.max(x, y) + 1];
  if (!board || !alight) throw new Error("no such stop");
  return {
    from: board.code,
    to: alight.code,
    date: addDays(runDate, Math.floor((board.departureMin ?? 0) / 1440)),
  };
}

describe.each(testDatabaseKinds())("booking properties on %s", (kind) => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    model = await demoModel();
    train = dailyTrain(model, ["2A"], 900, 1200);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("random bookings (whole runs and segments), cancellations, boarding changes, lapses and the chart never oversell", async () => {
    let runIndex = 0;
    const seen = {
      booked: 0,
      refused: 0,
      cancelled: 0,
      violations: 0,
      rac: 0,
      waitlisted: 0,
      segments: 0,
      reboarded: 0,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 160 }),
        fc.array(opArb, { minLength: 5, maxLength: 40 }),
        async (prefill, ops) => {
          // Each run books a fresh date, the day before it after Tatkal opens (11:30 IST).
          const date = addDays("2026-12-02", runIndex++);
          const clock = fixedClock(istInstant(addDays(date, -1), "11:30"));
          const service = serviceOn(database, model, clock, { maxBatch: 8 });
          await service.init();
          const key: RunKey = { trainNumber: train.number, runDate: date, classCode: "2A" };
          const held: string[] = [];
          const booked: string[] = [];
          // Fill the class part of the way (concurrently, so the combiner batches), to reach RAC and the waitlist.
          const filled = await Promise.all(
            Array.from({ length: prefill }, () => service.hold(requestFor(train, date, "2A"))),
          );
          for (const h of filled) {
            if (!h.ok) continue;
            expect((await service.confirm(h.holdId, `f-${h.pnr}`)).ok).toBe(true);
            booked.push(h.pnr);
          }
          expect(await runViolations(database.sql, service, key)).toEqual([]);
          for (const o of ops) {
            if (o.op === "book") {
              const journey = o.whole
                ? { from: train.from, to: train.to, date }
                : segmentOf(train, date, o.a, o.b);
              const h = await service.hold(
                requestFor(train, journey.date, "2A", {
                  from: journey.from,
                  to: journey.to,
                  quota: o.quota,
                  passengers: passengersFor(o.quota, o.party),
                  options: {
                    bookOnlyIfConfirmed: o.confirmedOnly,
                    allInOneCoach: o.oneCoach,
                    lowerBerths: o.lower,
                  },
                }),
              );
              if (!h.ok) {
                seen.refused++;
                continue;
              }
              if (o.pay < 8) {
                const t = await service.confirm(h.holdId, `p-${h.pnr}`);
                expect(t.ok).toBe(true);
                booked.push(h.pnr);
                seen.booked++;
                if (!o.whole) seen.segments++;
              } else held.push(h.holdId);
            } else if (o.op === "cancel" && booked.length > 0) {
              const pnr = booked[o.pick % booked.length] as string;
              const t = await service.pnrStatus(pnr);
              const live = t?.passengers.filter((p) => p.currentStatus !== "CAN") ?? [];
              if (live.length === 0) continue;
              const chosen = o.all ? [] : [live[o.pick % live.length]?.number as number];
              const r = await service.cancel({ pnr, passengerNumbers: chosen });
              if (r.ok) seen.cancelled++;
            } else if (o.op === "board" && booked.length > 0) {
              // A later boarding point, between where the ticket boards and alights.
              const t = await service.pnrStatus(booked[o.pick % booked.length] as string);
              if (!t) continue;
              const i = train.stops.findIndex((x) => x.code === t.boardingPoint);
              const j = train.stops.findIndex((x, n) => n > i && x.code === t.to);
              if (j - i < 2) continue;
              const at = train.stops[i + 1 + Math.min(Math.floor(o.at * (j - i - 1)), j - i - 2)];
              const r = await service.changeBoardingPoint(t.pnr, at?.code as string);
              if (r.ok) {
                seen.reboarded++;
                expect(r.boardingPoint).toBe(at?.code);
              } else
                expect([
                  "boarding_already_changed",
                  "boarding_waitlisted",
                  "pnr_not_booked",
                ]).toContain(r.reason);
            } else if (o.op === "release" && held.length > 0) {
              const holdId = held.splice(o.pick % held.length, 1)[0] as string;
              expect((await service.release(holdId)).ok).toBe(true);
            } else if (o.op === "lapse") {
              clock.advance(16 * 60_000);
              await service.expireHolds();
              held.length = 0;
            }
            const v = await runViolations(database.sql, service, key);
            if (v.length > 0) seen.violations++;
            expect(v).toEqual([]);
          }
          // The chart: every invariant still holds and no fully waitlisted ticket stays.
          clock.set(firstChartAt(departureAt(train, date, 0) as Date));
          await service.chartDue();
          expect(await runViolations(database.sql, service, key)).toEqual([]);
          const state = (await service.occupancyOf(key))?.state;
          if (state) {
            expect(state.charted).toBe(true);
            const pnrsOnList = new Set(
              [...state.wl.GN, ...state.wl.TQ].map((e) => e.pax.split("/")[0]),
            );
            const seated = new Set([
              ...state.occ.filter((p): p is string => p !== null).map((p) => p.split("/")[0]),
              ...[...state.parts.values()].flat().map((p) => p.pax.split("/")[0]),
              ...state.rac.map((e) => e.pax.split("/")[0]),
            ]);
            for (const pnr of pnrsOnList) expect(seated.has(pnr)).toBe(true);
            if (state.rac.length > 0) seen.rac++;
            if (state.issued.GN > 0) seen.waitlisted++;
          }
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
    expect(seen.rac).toBeGreaterThan(0);
    expect(seen.waitlisted).toBeGreaterThan(0);
    expect(seen.booked).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.cancelled).toBeGreaterThan(0);
    expect(seen.segments).toBeGreaterThan(0);
    expect(seen.reboarded).toBeGreaterThan(0);
  }, 240_000);
});
