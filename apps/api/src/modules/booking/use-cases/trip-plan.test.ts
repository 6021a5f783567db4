import { describe, expect, it } from "vitest";
import { durationText, legTimes, transferOf } from "./trip-plan.ts";

const schedule = {
  number: "12616",
  stops: [
    { code: "AGC", name: "", arrival: null, departure: "22:10", day: 1, haltMin: 0, distanceKm: 0 },
    {
      code: "GWL",
      name: "",
      arrival: "23:50",
      departure: "23:55",
      day: 1,
      haltMin: 5,
      distanceKm: 120,
    },
    {
      code: "MAS",
      name: "",
      arrival: "10:15",
      departure: null,
      day: 3,
      haltMin: 0,
      distanceKm: 2000,
    },
  ],
};

describe("a connection's legs and change (ADR 023)", () => {
  it("times a leg from the timetable, days after boarding included", () => {
    const t = legTimes(schedule, "AGC", "MAS", "2026-11-30");
    expect(t.departureAt.toISOString()).toBe("2026-11-30T16:40:00.000Z");
    expect(t.arrivalAt.toISOString()).toBe("2026-12-02T04:45:00.000Z");
  });

  it("refuses stations the train does not call at in that order", () => {
    expect(() => legTimes(schedule, "MAS", "AGC", "2026-11-30")).toThrow(
      "Train 12616 does not run from MAS to AGC.",
    );
  });

  it("needs 30 minutes plus the walk, at most 12 hours, within 2 km", () => {
    const first = { departureAt: new Date(0), arrivalAt: new Date("2026-12-01T10:00:00Z") };
    const leaves = (iso: string) => ({ departureAt: new Date(iso), arrivalAt: new Date(iso) });
    expect(transferOf(first, leaves("2026-12-01T10:30:00Z"), 0)).toEqual({
      walkKm: 0,
      walkMin: 0,
      waitMin: 30,
    });
    expect(() => transferOf(first, leaves("2026-12-01T10:29:00Z"), 0)).toThrow(
      "a change needs at least 30 minutes",
    );
    // 1.2 km: 18 minutes' walk on top.
    expect(() => transferOf(first, leaves("2026-12-01T10:40:00Z"), 1.2)).toThrow(
      "at least 48 minutes",
    );
    expect(() => transferOf(first, leaves("2026-12-01T09:00:00Z"), 0)).toThrow(
      "leaves before the first one arrives",
    );
    expect(() => transferOf(first, leaves("2026-12-01T22:01:00Z"), 0)).toThrow(
      "longer than 12 hours",
    );
    expect(() => transferOf(first, leaves("2026-12-01T11:00:00Z"), 2.5)).toThrow("too far");
  });

  it("writes durations as the results page does", () => {
    expect(durationText(65)).toBe("1h 05m");
    expect(durationText(1_440)).toBe("24h 00m");
  });
});
