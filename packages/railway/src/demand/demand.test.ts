import type { ClassCode } from "@safar/contracts/code-tables";
import { istInstant } from "@safar/domain/ist";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { allocate, journeyFree } from "../allocation/allocate.ts";
import { emptyOccupancy, type Occupancy, paxKey, toRow } from "../allocation/occupancy.ts";
import { chartDueOf } from "../booking/batch/run.ts";
import { demoModel } from "../booking/test-support.ts";
import { buildRunLayout, type RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { applyDemand } from "./apply.ts";
import { calendarFactor } from "./calendar.ts";
import { isDemandKey, type RunDemand, runDemand } from "./events.ts";

const RUN_DATE = "2026-12-10";

let train: TimetabledTrain;
let layout: RunLayout;
let classCode: ClassCode;
let due: Date;
let demand: RunDemand;

beforeAll(async () => {
  const model = await demoModel();
  // A daily sleeper train of the demo network: Tatkal, RAC and waitlists.
  const t = model.timetable.find((x) => x.runsOn.every(Boolean) && x.classes.includes("SL"));
  if (!t) throw new Error("the demo network has no daily SL train");
  train = t;
  layout = buildRunLayout(train);
  classCode = "SL";
  due = chartDueOf(train, RUN_DATE);
  demand = runDemand({ train, layout, classCode, runDate: RUN_DATE, chartDueAt: due });
});

const play = (from: number, to: number, state?: Occupancy) =>
  applyDemand(state ?? emptyOccupancy(layout, classCode), layout, demand, from, to);

describe("other travellers' stream (events.ts)", () => {
  it("is the same stream for the same train, class and date, and another for another date", () => {
    const again = runDemand({ train, layout, classCode, runDate: RUN_DATE, chartDueAt: due });
    expect(again).toEqual(demand);
    const other = runDemand({
      train,
      layout,
      classCode,
      runDate: "2026-12-11",
      chartDueAt: chartDueOf(train, "2026-12-11"),
    });
    expect(other.events).not.toEqual(demand.events);
  });

  it("is in time order, inside the booking window and before the chart", () => {
    const opens = istInstant("2026-10-11", "08:00").getTime(); // 60 days before
    let last = Number.NEGATIVE_INFINITY;
    for (const e of demand.events) {
      expect(e.at).toBeGreaterThanOrEqual(last);
      expect(e.at).toBeGreaterThanOrEqual(opens);
      expect(e.at).toBeLessThan(due.getTime());
      last = e.at;
    }
    expect(demand.events.filter((e) => e.kind === "book").length).toBeGreaterThan(50);
  });

  it("brings Tatkal bookers from the opening minute of D−1 (11:00 for SL), most within the hour", () => {
    const opens = istInstant("2026-12-09", "11:00").getTime();
    const tatkal = demand.events.filter((e) => e.kind === "book" && e.tatkal);
    expect(tatkal.length).toBeGreaterThan(0);
    for (const e of tatkal) expect(e.at).toBeGreaterThanOrEqual(opens);
    const inHour = tatkal.filter((e) => e.at < opens + 3_600_000).length;
    expect(inHour / tatkal.length).toBeGreaterThan(0.5);
  });

  it("cancels a PNR only after it was booked", () => {
    const bookedAt = new Map<number, number>();
    for (const e of demand.events) {
      if (e.kind === "book") bookedAt.set(e.id, e.at);
      else expect(e.at).toBeGreaterThan(bookedAt.get(e.id) as number);
    }
  });

  it("wants festive and weekend runs more than mid-week ones in an ordinary month", () => {
    expect(calendarFactor("2026-11-06")).toBeGreaterThan(calendarFactor("2026-09-09")); // Fri in Diwali season vs Wed
    expect(calendarFactor("2026-09-11")).toBeGreaterThan(calendarFactor("2026-09-09")); // Fri vs Wed
  });
});

describe("playing the stream (apply.ts)", () => {
  it("gives the same state played in steps as in one go (reads and writes agree)", () => {
    const start = demand.events[0]?.at as number;
    const end = due.getTime();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: start, max: end }), { maxLength: 6 }),
        (cuts) => {
          const points = [...cuts].sort((a, b) => a - b);
          let state = emptyOccupancy(layout, classCode);
          let after = Number.NEGATIVE_INFINITY;
          for (const p of [...points, end]) {
            state = applyDemand(state, layout, demand, after, p).state;
            after = p;
          }
          expect(toRow(state)).toEqual(toRow(play(Number.NEGATIVE_INFINITY, end).state));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("fills a popular run: berths sold, travellers waiting, nobody without a ticket key", () => {
    const r = play(Number.NEGATIVE_INFINITY, due.getTime());
    expect(r.booked).toBeGreaterThan(0);
    const seated = r.state.occ.filter((p) => p !== null);
    expect(seated.every((p) => isDemandKey(p as string))).toBe(true);
    expect(seated.length).toBeGreaterThan(0);
  });

  it("plays nothing on a charted state or an empty interval", () => {
    const s = emptyOccupancy(layout, classCode);
    expect(applyDemand(s, layout, demand, 5, 5).state).toBe(s);
    expect(
      applyDemand({ ...s, charted: true }, layout, demand, Number.NEGATIVE_INFINITY, due.getTime())
        .played,
    ).toBe(0);
  });

  it("moves one of ours up when other travellers cancel ahead", () => {
    // Play until the class is waitlisted, book one of ours onto the list, play on.
    let state = emptyOccupancy(layout, classCode);
    let t = demand.events[0]?.at as number;
    const step = 6 * 3_600_000;
    while (
      t < due.getTime() &&
      journeyFree(state, layout, ["GN"], { from: 0, to: state.gaps }) > 0
    ) {
      state = applyDemand(state, layout, demand, t - step, t).state;
      t += step;
    }
    const booked = allocate(state, layout, {
      pnr: "4000000001",
      quota: "GN",
      passengers: [{ age: 40, gender: "Female" }],
    });
    if (!booked.ok) throw new Error(booked.reason);
    const me = paxKey("4000000001", 1);
    const r = applyDemand(booked.state, layout, demand, t - step, due.getTime());
    expect(r.promotions.some((p) => p.pax === me)).toBe(true);
  });
});
