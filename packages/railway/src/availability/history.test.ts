import type { ClassCode } from "@safar/contracts/code-tables";
import { describe, expect, it } from "vitest";
import type { RunTimes } from "../rules/booking-window.ts";
import { ist } from "../rules/test-helpers.ts";
import { predictionInputs, simulatedHistory } from "./history.ts";

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The mean cleared figure over many trains, so one train's luck does not decide. */
function meanOver(classCode: ClassCode, type?: Parameters<typeof simulatedHistory>[3]): number {
  const all: number[] = [];
  for (let n = 12001; n < 12201; n++)
    all.push(...simulatedHistory(String(n), classCode, 10, type).clearedUpTo);
  return mean(all);
}

describe("simulatedHistory", () => {
  it("is deterministic in train and class, and marked simulated", () => {
    const a = simulatedHistory("12951", "3A");
    expect(simulatedHistory("12951", "3A")).toEqual(a);
    expect(a.simulated).toBe(true);
    expect(a.runs).toBe(10);
    expect(a.clearedUpTo).toHaveLength(10);
  });

  it("differs between trains and between classes", () => {
    const a = simulatedHistory("12951", "3A").clearedUpTo;
    expect(simulatedHistory("12952", "3A").clearedUpTo).not.toEqual(a);
    expect(simulatedHistory("12951", "SL").clearedUpTo).not.toEqual(a);
  });

  it("gives as many runs as asked, each a whole number >= 0", () => {
    const h = simulatedHistory("11077", "SL", 25);
    expect(h.runs).toBe(25);
    expect(h.clearedUpTo).toHaveLength(25);
    for (const n of h.clearedUpTo) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(simulatedHistory("11077", "SL", 0).clearedUpTo).toEqual([]);
  });

  it("clears more in SL than in the AC classes, and least in 1A", () => {
    const sl = meanOver("SL");
    const a3 = meanOver("3A");
    const a2 = meanOver("2A");
    const a1 = meanOver("1A");
    expect(sl).toBeGreaterThan(a3);
    expect(a3).toBeGreaterThan(a2);
    expect(a2).toBeGreaterThan(a1);
  });

  it("premium trains clear fewer numbers than ordinary ones", () => {
    expect(meanOver("3A", "rajdhani")).toBeLessThan(meanOver("3A", "superfast"));
    expect(meanOver("CC", "shatabdi")).toBeLessThan(meanOver("CC"));
  });
});

describe("predictionInputs", () => {
  /** Origin 10 Mar 2026 22:00 IST; the boarding stop is reached on the 11th. */
  const RUN: RunTimes = {
    originDeparture: ist("2026-03-10 22:00"),
    boardingDeparture: ist("2026-03-11 06:00"),
  };
  const history = simulatedHistory("12951", "3A");
  const base = { run: RUN, classCode: "3A" as const, quota: "GN" as const, history };

  it("is null when nothing waits", () => {
    expect(predictionInputs({ ...base, next: null, now: ist("2026-03-01 12:00") })).toBeNull();
  });

  it("passes the place, list, class, quota and history through", () => {
    const p = predictionInputs({
      ...base,
      next: { list: "GN", position: 35 },
      now: ist("2026-03-01 12:00"),
    });
    expect(p).toEqual({
      waitlistPosition: 35,
      list: "GN",
      daysToDeparture: 9,
      classCode: "3A",
      quota: "GN",
      history,
    });
  });

  it("counts whole IST calendar days to the journey (origin) date", () => {
    const days = (now: string) =>
      predictionInputs({ ...base, next: { list: "RAC", position: 3 }, now: ist(now) })
        ?.daysToDeparture;
    expect(days("2026-03-08 23:59")).toBe(2);
    expect(days("2026-03-09 00:00")).toBe(1);
    expect(days("2026-03-10 21:00")).toBe(0);
    // Past the origin date (boarding on day 2): never negative.
    expect(days("2026-03-11 01:00")).toBe(0);
  });
});
