import { addDays } from "@safar/domain/ist";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfiguredNetwork } from "../network/load.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { buildNetworkReadModel } from "../network-gateway.ts";
import { positionAt, simulateRun } from "./simulate.ts";

let trains: TimetabledTrain[] = [];
beforeAll(async () => {
  const { network } = await loadConfiguredNetwork(undefined);
  trains = [...buildNetworkReadModel(network).timetable];
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Many runs: every demo train on 60 dates. */
function manyRuns() {
  return trains.flatMap((train) =>
    Array.from({ length: 60 }, (_, d) => simulateRun(train, addDays("2026-12-01", d))),
  );
}

describe("the running simulation (issue 7 item 4)", () => {
  it("tells the same story for the same train and date, and another for another date", () => {
    const train = trains[0] as TimetabledTrain;
    expect(simulateRun(train, "2026-12-05")).toEqual(simulateRun(train, "2026-12-05"));
    const delays = (d: string) => simulateRun(train, d).stops.map((s) => s.delayMin);
    expect(delays("2026-12-05")).not.toEqual(delays("2026-12-06"));
  });

  it("has a median delay of about 18 minutes, some runs on time and a few hours late", () => {
    const runs = manyRuns().filter((r) => !r.cancelled);
    const all = runs.flatMap((r) => r.stops.map((s) => s.delayMin));
    expect(median(all)).toBeGreaterThanOrEqual(12);
    expect(median(all)).toBeLessThanOrEqual(24);
    const atEnd = runs.map((r) => r.stops.at(-1)?.delayMin ?? 0);
    const onTime = atEnd.filter((d) => d <= 5).length / atEnd.length;
    const hoursLate = atEnd.filter((d) => d >= 180).length / atEnd.length;
    expect(onTime).toBeGreaterThan(0.05);
    expect(hoursLate).toBeGreaterThan(0);
    expect(hoursLate).toBeLessThan(0.08);
  });

  it("cancels a few runs, changes a few platforms, and never leaves a stop early", () => {
    const runs = manyRuns();
    const cancelled = runs.filter((r) => r.cancelled).length / runs.length;
    expect(cancelled).toBeGreaterThan(0);
    expect(cancelled).toBeLessThan(0.02);
    const visits = runs.flatMap((r) => r.stops);
    const changed = visits.filter((s) => s.platformChanged).length / visits.length;
    expect(changed).toBeGreaterThan(0.01);
    expect(changed).toBeLessThan(0.08);
    for (const s of visits) {
      if (s.expectedDeparture && s.scheduledDeparture) {
        expect(s.expectedDeparture.getTime()).toBeGreaterThanOrEqual(
          s.scheduledDeparture.getTime(),
        );
      }
      if (s.expectedArrival && s.expectedDeparture) {
        expect(s.expectedDeparture.getTime()).toBeGreaterThanOrEqual(s.expectedArrival.getTime());
      }
    }
  });

  it("answers where the train is at any instant: before, at a station, between two, arrived", () => {
    const train = trains.find((t) => t.stops.length >= 3) as TimetabledTrain;
    let run = simulateRun(train, "2026-12-05");
    for (let salt = 1; run.cancelled; salt++) run = simulateRun(train, "2026-12-05", salt);
    const first = run.stops[0];
    const second = run.stops[1];
    const last = run.stops.at(-1);
    if (!first?.expectedDeparture || !second?.expectedArrival || !last?.expectedArrival) {
      throw new Error("a run without times");
    }
    const t = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
    expect(positionAt(run, t(first.expectedDeparture, -1)).state).toBe("not_started");
    const mid = new Date(
      (first.expectedDeparture.getTime() + second.expectedArrival.getTime()) / 2,
    );
    const between = positionAt(run, mid);
    expect(between.state).toBe("between");
    if (between.state === "between") {
      expect(between.from.code).toBe(first.code);
      expect(between.to.code).toBe(second.code);
      expect(between.fraction).toBeGreaterThan(0);
      expect(between.fraction).toBeLessThan(1);
    }
    expect(positionAt(run, t(last.expectedArrival, 1)).state).toBe("arrived");
    // The position moves on as time passes.
    const later = positionAt(run, t(mid, 30));
    expect(JSON.stringify(later)).not.toEqual(JSON.stringify(between));
  });
});
