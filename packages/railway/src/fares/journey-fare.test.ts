import { describe, expect, it } from "vitest";
import type { TimetabledTrain } from "../network/model.ts";
import { FareError, fare } from "./fare.ts";
import { classFares, journeyFare } from "./journey-fare.ts";

const TRAIN: TimetabledTrain = {
  number: "12999",
  name: "Test Rajdhani",
  type: "rajdhani",
  from: "AAA",
  to: "CCC",
  pair: null,
  runsOn: [true, true, true, true, true, true, true],
  distanceKm: 1400,
  durationMin: 1020,
  stops: [
    { code: "AAA", distanceKm: 0, arrivalMin: null, departureMin: 960, day: 1, haltMin: 0 },
    { code: "BBB", distanceKm: 600, arrivalMin: 1390, departureMin: 1400, day: 1, haltMin: 10 },
    { code: "CCC", distanceKm: 1400, arrivalMin: 1980, departureMin: null, day: 2, haltMin: 0 },
  ],
  classes: ["1A", "2A", "3A"],
  rake: [
    { classCode: "1A", name: "H1" },
    { classCode: "2A", name: "A1" },
    { classCode: "3A", name: "B1" },
  ],
  cateringIncluded: true,
  superfast: true,
};

describe("journeyFare", () => {
  it("charges the distance between the two stops and the meals between their times", () => {
    const f = journeyFare(TRAIN, "BBB", "CCC", "3A");
    expect(f).toEqual(
      fare({
        train: TRAIN,
        classCode: "3A",
        distanceKm: 800,
        journey: { departureMin: 1400, arrivalMin: 1980 },
      }),
    );
    // 23:20 → 09:00 next day: breakfast only.
    expect(f.catering).toBe(10500);
  });

  it("passes the quota and passenger on", () => {
    const child = journeyFare(TRAIN, "AAA", "CCC", "2A", { passenger: { age: 3 } });
    expect(child.total).toBe(0);
  });

  it("refuses a class the train does not carry, or a journey it does not make", () => {
    expect(() => journeyFare(TRAIN, "AAA", "CCC", "SL")).toThrow(FareError);
    expect(() => journeyFare(TRAIN, "CCC", "AAA", "3A")).toThrow(FareError);
    expect(() => journeyFare(TRAIN, "AAA", "ZZZ", "3A")).toThrow(FareError);
  });

  it("lists the fare of every class carried, dearest first", () => {
    const fares = classFares(TRAIN, "AAA", "CCC");
    expect(fares.map((f) => f.classCode)).toEqual(["1A", "2A", "3A"]);
    expect(fares[0]?.fare.total).toBeGreaterThan(fares[1]?.fare.total ?? 0);
    expect(fares[1]?.fare.total).toBeGreaterThan(fares[2]?.fare.total ?? 0);
  });
});
