import { addDays } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSlots } from "../allocation/occupancy.ts";
import type { Availability, Hold, RailwayGateway, RailwayResult, Ticket } from "../gateway.ts";
import { generalOnlyPlan } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { NetworkReadModel } from "../network-gateway.ts";
import { runViolations } from "./invariants.ts";
import type { RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";
import { demoModel, railwayOn, requestFor } from "./test-support.ts";

/**
 * Berths sold per segment (issue 19 item 2, ADR 019) end to end, through the
 * gateway and the booking core on both databases: a berth freed at an
 * intermediate station is sold again for the rest of the run, availability
 * depends on the boarding and destination stations, a cancellation or a
 * later boarding point promotes only a waitlisted journey that fits. The
 * train sells every journey from the general quota here (`generalOnlyPlan`),
 * so that one berth serves every journey; the quota lists of intermediate
 * stations (RL, PQ) are `quotas.integration-test.ts`'s.
 */

const NOW = "2026-12-01T04:30:00Z"; // 10:00 IST
const RUN_DATE = "2026-12-06";

function ok<T>(r: RailwayResult<T>): T & { ok: true } {
  if (!r.ok) throw new Error(`refused: ${r.reason}: ${r.message}`);
  return r;
}

/** A daily train with 1A (no RAC, no Tatkal) and at least four stops, each of the first three leaving. */
function segmentTrain(model: NetworkReadModel): TimetabledTrain {
  const t = model.timetable.find(
    (x) =>
      x.runsOn.every(Boolean) &&
      x.classes.includes("1A") &&
      x.stops.length >= 4 &&
      x.stops.slice(0, 3).every((s) => s.departureMin !== null),
  );
  if (!t) throw new Error("no daily 1A train with four stops");
  return t;
}

describe.each(testDatabaseKinds())("berths sold per segment on %s", (kind) => {
  let database: TestDatabase;
  let model: NetworkReadModel;
  let train: TimetabledTrain;
  let service: ReservationService;
  let gateway: RailwayGateway;
  /** Stops A (origin), B, C and Z (destination). */
  let A: string;
  let B: string;
  let C: string;
  let Z: string;
  let key: RunKey;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    model = await demoModel();
    train = segmentTrain(model);
    [A, B, C] = train.stops.slice(0, 3).map((s) => s.code) as [string, string, string];
    Z = train.to;
    key = { trainNumber: train.number, runDate: RUN_DATE, classCode: "1A" };
    const clock = fixedClock(NOW);
    ({ service, gateway } = railwayOn(database, model, clock, {
      layoutOptions: (t) => ({ quotaPlan: generalOnlyPlan(t.stops.length) }),
    }));
    await service.init();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The date at a stop of the run (later than the run date past midnight). */
  const dateAt = (code: string) =>
    addDays(
      RUN_DATE,
      Math.floor((train.stops.find((s) => s.code === code)?.departureMin ?? 0) / 1440),
    );

  const book = async (from: string, to: string): Promise<Hold> => {
    const h = ok(await service.hold(requestFor(train, dateAt(from), "1A", { from, to })));
    ok(await service.confirm(h.holdId, `pay-${h.pnr}`));
    return h;
  };

  const status = async (from: string, to: string) =>
    (
      ok(
        (await gateway.availability({
          trainNumber: train.number,
          from,
          to,
          date: dateAt(from),
          classCode: "1A",
          quota: "GN",
        })) as RailwayResult<Availability>,
      ) as Availability
    ).status;

  const current = async (pnr: string) =>
    ((await service.pnrStatus(pnr)) as Ticket).passengers[0]?.currentStatus;

  it("sells a berth A→B and again B→Z, not A→C; promotes only journeys that fit", async () => {
    const layout = service.layoutOf(train.number);
    if (!layout) throw new Error("no layout");
    const berths = classSlots(layout, "1A").slots.length;
    // Every berth but one taken for the whole run.
    const whole = await Promise.all(Array.from({ length: berths - 1 }, () => book(A, Z)));
    expect(whole.every((h) => h.passengers[0]?.bookingStatus.startsWith("CNF"))).toBe(true);
    expect(await status(A, Z)).toBe("AVAILABLE-0001");

    const ab = await book(A, B);
    const berth = ab.passengers[0]?.bookingStatus as string;
    expect(berth).toMatch(/^CNF\//);
    // Availability depends on where one boards and alights.
    expect(await status(A, B)).toMatch(/WL/);
    expect(await status(A, Z)).toMatch(/WL/);
    expect(await status(B, Z)).toBe("AVAILABLE-0001");
    expect(await status(B, C)).toBe("AVAILABLE-0001");

    // The berth vacated at B is sold again for the rest of the run.
    const bz = await book(B, Z);
    expect(bz.passengers[0]?.bookingStatus).toBe(berth);
    expect(await status(B, C)).toMatch(/WL/);
    expect(await runViolations(database.sql, service, key)).toEqual([]);

    // A→C overlaps both: waitlisted; then a waitlisted A→B behind it.
    const ac = await book(A, C);
    expect(ac.passengers[0]?.bookingStatus).toMatch(/WL ?1$/);
    const ab2 = await book(A, B);
    expect(ab2.passengers[0]?.bookingStatus).toMatch(/WL ?2$/);

    // A→B cancelled: the berth goes to the waitlisted A→B, not the A→C before it.
    ok(await service.cancel({ pnr: ab.pnr, passengerNumbers: [] }));
    expect(await current(ab2.pnr)).toBe(berth);
    expect(await current(ac.pnr)).toBe("WL 1");
    expect(await runViolations(database.sql, service, key)).toEqual([]);

    // A whole-run passenger boards at C instead: A→C of that berth frees for the A→C.
    const moving = whole[0] as Hold;
    const moved = ok(await service.changeBoardingPoint(moving.pnr, C));
    expect(moved.boardingPoint).toBe(C);
    expect(moved.passengers[0]?.currentStatus).toBe(moving.passengers[0]?.bookingStatus);
    expect(await current(ac.pnr)).toBe(moving.passengers[0]?.bookingStatus);
    expect(await runViolations(database.sql, service, key)).toEqual([]);
  });
});
