import { describe, expect, it } from "vitest";
import { stationImportance } from "./importance.ts";
import type { RawStation, RawTrain } from "./model.ts";

function station(code: string): RawStation {
  return { code, name: code, state: null, zone: null, lat: null, lon: null, coords: "none" };
}

function train(number: string, stops: string[]): RawTrain {
  return {
    number,
    name: `T ${number}`,
    from: stops[0] ?? "",
    to: stops[stops.length - 1] ?? "",
    pair: null,
    durationMin: 60,
    distanceKm: 100,
    runsOn: [true, true, true, true, true, true, true],
    stops,
  };
}

describe("stationImportance", () => {
  const stations = ["AAA", "BBB", "CCC", "DDD", "EEE"].map(station);

  it("gives every station an entry, zero where no train calls", () => {
    const scores = stationImportance({ stations, trains: [] });
    expect([...scores.keys()].sort()).toEqual(["AAA", "BBB", "CCC", "DDD", "EEE"]);
    expect([...scores.values()].every((s) => s === 0)).toBe(true);
  });

  it("counts one point per calling train and one more per train starting or ending there", () => {
    const trains = [train("1", ["AAA", "BBB", "CCC"]), train("2", ["BBB", "CCC", "DDD"])];
    const scores = stationImportance({ stations, trains });
    expect(scores.get("AAA")).toBe(2); // origin of 1
    expect(scores.get("BBB")).toBe(3); // calls twice, origin of 2
    expect(scores.get("CCC")).toBe(3); // calls twice, terminus of 1
    expect(scores.get("DDD")).toBe(2); // terminus of 2
    expect(scores.get("EEE")).toBe(0);
  });

  it("ranks a terminal above an intermediate stop served by as many trains", () => {
    const trains = [train("1", ["AAA", "BBB", "CCC"]), train("2", ["AAA", "BBB", "DDD"])];
    const scores = stationImportance({ stations, trains });
    expect(scores.get("AAA")).toBeGreaterThan(scores.get("BBB") ?? 0);
  });

  it("counts a loop train once at a station it passes twice, and scores unknown codes", () => {
    const trains = [train("1", ["AAA", "BBB", "ZZZ", "BBB", "AAA"])];
    const scores = stationImportance({ stations, trains });
    expect(scores.get("BBB")).toBe(1);
    expect(scores.get("AAA")).toBe(2); // one call, one terminal (from = to)
    expect(scores.get("ZZZ")).toBe(1);
  });

  it("is deterministic: the same network gives the same scores, whatever the train order", () => {
    const trains = [train("1", ["AAA", "BBB"]), train("2", ["CCC", "BBB", "DDD"])];
    const a = stationImportance({ stations, trains });
    const b = stationImportance({ stations, trains: [...trains].reverse() });
    expect([...b.entries()].sort()).toEqual([...a.entries()].sort());
  });
});
