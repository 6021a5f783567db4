import { describe, expect, it } from "vitest";
import type { TimetabledTrain } from "../network/model.ts";
import { ist } from "../rules/test-helpers.ts";
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

const NOW = ist("2026-11-25 10:00");

describe("journeyFare", () => {
  it("charges the distance between the two stops and the meals between their times", () => {
    const f = journeyFare(TRAIN, "BBB", "CCC", "3A", { bookedAt: NOW });
    expect(f).toEqual(
      fare({
        train: TRAIN,
        classCode: "3A",
        distanceKm: 800,
        journey: { departureMin: 1400, arrivalMin: 1980 },
        bookedAt: NOW,
      }),
    );
    // 23:20 → 09:00 next day: breakfast only.
    expect(f.catering).toBe(10500);
  });

  it("passes the quota and passenger on", () => {
    const child = journeyFare(TRAIN, "AAA", "CCC", "2A", { bookedAt: NOW, passenger: { age: 3 } });
    expect(child.total).toBe(0);
  });

  it("prices at the fares in force when booked (the 26 Dec 2025 revision: +2 paise/km in AC)", () => {
    const before = journeyFare(TRAIN, "BBB", "CCC", "3A", { bookedAt: ist("2025-12-25 23:59") });
    const after = journeyFare(TRAIN, "BBB", "CCC", "3A", { bookedAt: ist("2025-12-26 00:00") });
    // 800 km × 2 paise = ₹16 on the base (the Rajdhani factor is not applied to the increment).
    expect(after.base - before.base).toBe(1600);
    expect(after.reservation).toBe(before.reservation);
    expect(after.superfast).toBe(before.superfast);
  });

  it("refuses a class the train does not carry, or a journey it does not make", () => {
    const at = { bookedAt: NOW };
    expect(() => journeyFare(TRAIN, "AAA", "CCC", "SL", at)).toThrow(FareError);
    expect(() => journeyFare(TRAIN, "CCC", "AAA", "3A", at)).toThrow(FareError);
    expect(() => journeyFare(TRAIN, "AAA", "ZZZ", "3A", at)).toThrow(FareError);
  });

  it("lists the fare of every class carried, dearest first", () => {
    const fares = classFares(TRAIN, "AAA", "CCC", NOW);
    expect(fares.map((f) => f.classCode)).toEqual(["1A", "2A", "3A"]);
    expect(fares[0]?.fare.total).toBeGreaterThan(fares[1]?.fare.total ?? 0);
    expect(fares[1]?.fare.total).toBeGreaterThan(fares[2]?.fare.total ?? 0);
  });
});
