import { addDays, istDate } from "@safar/domain/ist";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arpOpeningDate,
  arpOpensAt,
  DEFAULT_FIRST_CHART_RULES,
  dateWindowStatus,
  FIRST_CHART_DEC_2025,
  FIRST_CHART_JUL_2025,
  firstChartAt,
  firstChartRule,
  isOpeningDay,
  journeyDate,
  lastBookableDate,
  type RunTimes,
  windowStatus,
  withinBookingHours,
} from "./booking-window.ts";
import { ist } from "./test-helpers.ts";

/** A train leaving its origin on 10 Mar 2026 at 16:00 and the boarding stop at 18:30 the same day. */
const SAME_DAY: RunTimes = {
  originDeparture: ist("2026-03-10 16:00"),
  boardingDeparture: ist("2026-03-10 18:30"),
};
/** Origin 10 Mar 22:00, boarding stop on day 2 of the run (11 Mar 06:00). */
const DAY_TWO: RunTimes = {
  originDeparture: ist("2026-03-10 22:00"),
  boardingDeparture: ist("2026-03-11 06:00"),
};

describe("ARP: 60 days, journey date excluded, from the origin date", () => {
  it("opens 60 days before the journey date at 08:00 IST", () => {
    expect(arpOpeningDate("2026-03-10")).toBe("2026-01-09");
    expect(arpOpensAt("2026-03-10")).toEqual(ist("2026-01-09 08:00"));
  });

  it("counts across month and year boundaries", () => {
    expect(arpOpeningDate("2026-03-01")).toBe("2025-12-31");
    expect(arpOpeningDate("2024-03-01")).toBe("2024-01-01"); // leap February
  });

  it("the 60th day ahead is bookable, the 61st is not", () => {
    const now = ist("2026-01-10 09:00");
    const d60 = addDays(istDate(now), 60);
    const d61 = addDays(istDate(now), 61);
    expect(d60).toBe("2026-03-11");
    const at = (date: string): RunTimes => ({
      originDeparture: ist(`${date} 16:00`),
      boardingDeparture: ist(`${date} 17:00`),
    });
    expect(windowStatus(now, at(d60))).toMatchObject({ phase: "open", openingDay: true });
    expect(windowStatus(now, at(d61))).toEqual({
      phase: "not_yet_open",
      opensAt: ist("2026-01-11 08:00"),
    });
  });

  it("the last bookable date moves at 08:00 IST, not at midnight", () => {
    expect(lastBookableDate(ist("2026-01-09 07:59:59"))).toBe("2026-03-09");
    expect(lastBookableDate(ist("2026-01-09 08:00:00"))).toBe("2026-03-10");
    expect(lastBookableDate(ist("2026-01-09 00:00:00"))).toBe("2026-03-09");
  });

  it("a boarding stop on day 2 opens with the origin date, not the boarding date", () => {
    expect(journeyDate(DAY_TWO)).toBe("2026-03-10");
    expect(windowStatus(ist("2026-01-09 08:00"), DAY_TWO)).toMatchObject({
      phase: "open",
      openingDay: true,
    });
    expect(windowStatus(ist("2026-01-09 07:59:59"), DAY_TWO)).toEqual({
      phase: "not_yet_open",
      opensAt: ist("2026-01-09 08:00"),
    });
  });
});

describe("the opening day: 08:00 to 10:00 IST only (spec §6)", () => {
  it.each([
    ["2026-01-09 07:59:59", "not_yet_open"],
    ["2026-01-09 08:00:00", "open"],
    ["2026-01-09 09:59:59", "open"],
    ["2026-01-09 10:00:00", "opening_day_closed"],
    ["2026-01-09 23:59:59", "opening_day_closed"],
    ["2026-01-10 00:00:00", "open"],
  ])("at %s the status is %s", (now, phase) => {
    expect(windowStatus(ist(now), SAME_DAY).phase).toBe(phase);
  });

  it("after 10:00 it reopens at the next midnight; the day after is not an opening day", () => {
    expect(windowStatus(ist("2026-01-09 10:00"), SAME_DAY)).toEqual({
      phase: "opening_day_closed",
      opensAt: ist("2026-01-10 00:00"),
    });
    expect(windowStatus(ist("2026-01-10 10:30"), SAME_DAY)).toMatchObject({
      phase: "open",
      openingDay: false,
    });
    expect(isOpeningDay(ist("2026-01-09 23:00"), "2026-03-10")).toBe(true);
    expect(isOpeningDay(ist("2026-01-10 00:00"), "2026-03-10")).toBe(false);
  });
});

describe("charting, current booking, closed and departed", () => {
  it.each([
    ["05:00", "2026-03-09 21:00"],
    ["13:59", "2026-03-09 21:00"],
    ["14:00", "2026-03-10 06:00"],
    ["04:59", "2026-03-09 20:59"],
    ["22:00", "2026-03-10 14:00"],
  ])("a departure at %s is first charted at %s (2 Jul 2025 circular)", (time, chart) => {
    expect(firstChartAt(ist(`2026-03-10 ${time}`))).toEqual(ist(chart));
  });

  it("keeps the 2 Jul 2025 circular in force, also for runs after the Dec 2025 reports", () => {
    expect(DEFAULT_FIRST_CHART_RULES).toEqual([FIRST_CHART_JUL_2025]);
    expect(firstChartRule(ist("2026-11-25 10:00"))).toBe(FIRST_CHART_JUL_2025);
    // A run before the circular's date (none is sold here) takes the earliest rule.
    expect(firstChartRule(ist("2025-07-14 10:00"))).toBe(FIRST_CHART_JUL_2025);
  });

  describe("the Dec 2025 revision as an option (facts §13: 20:00 the day before, or 10 h before)", () => {
    const WITH_DEC_2025 = [FIRST_CHART_JUL_2025, FIRST_CHART_DEC_2025];
    it("applies only to runs from its date", () => {
      expect(firstChartRule(ist("2025-12-17 23:59"), WITH_DEC_2025)).toBe(FIRST_CHART_JUL_2025);
      expect(firstChartRule(ist("2025-12-18 00:00"), WITH_DEC_2025)).toBe(FIRST_CHART_DEC_2025);
      expect(firstChartAt(ist("2025-12-17 10:00"), WITH_DEC_2025)).toEqual(ist("2025-12-16 21:00"));
      expect(firstChartAt(ist("2025-12-18 10:00"), WITH_DEC_2025)).toEqual(ist("2025-12-17 20:00"));
    });
    it.each([
      ["05:00", "2026-03-09 20:00"],
      ["13:59", "2026-03-09 20:00"],
      ["14:00", "2026-03-10 04:00"],
      ["04:59", "2026-03-09 18:59"],
      ["22:00", "2026-03-10 12:00"],
    ])("a departure at %s is first charted at %s", (time, chart) => {
      expect(firstChartAt(ist(`2026-03-10 ${time}`), WITH_DEC_2025)).toEqual(ist(chart));
    });
  });

  it("general booking runs until the chart, then current booking until 5 min before the boarding departure", () => {
    // SAME_DAY: origin 16:00 → chart 08:00; boarding 18:30 → final chart 18:25.
    expect(windowStatus(ist("2026-03-10 07:59:59"), SAME_DAY)).toEqual({
      phase: "open",
      openingDay: false,
      closesAt: ist("2026-03-10 08:00"),
    });
    expect(windowStatus(ist("2026-03-10 08:00"), SAME_DAY)).toEqual({
      phase: "current",
      closesAt: ist("2026-03-10 18:25"),
    });
    expect(windowStatus(ist("2026-03-10 18:24:59"), SAME_DAY).phase).toBe("current");
    expect(windowStatus(ist("2026-03-10 18:25"), SAME_DAY).phase).toBe("closed");
    expect(windowStatus(ist("2026-03-10 18:29:59"), SAME_DAY).phase).toBe("closed");
    expect(windowStatus(ist("2026-03-10 18:30"), SAME_DAY).phase).toBe("departed");
  });

  it("a train departs for a day-2 boarder when it leaves the boarding stop, not the origin", () => {
    expect(windowStatus(ist("2026-03-10 22:30"), DAY_TWO).phase).toBe("current");
    expect(windowStatus(ist("2026-03-11 05:54:59"), DAY_TWO).phase).toBe("current");
    expect(windowStatus(ist("2026-03-11 05:55"), DAY_TWO).phase).toBe("closed");
    expect(windowStatus(ist("2026-03-11 06:00"), DAY_TWO).phase).toBe("departed");
  });

  it("uses the chart times the caller gives", () => {
    const run = {
      ...SAME_DAY,
      chartAt: ist("2026-03-10 12:00"),
      finalChartAt: ist("2026-03-10 18:00"),
    };
    expect(windowStatus(ist("2026-03-10 11:59"), run).phase).toBe("open");
    expect(windowStatus(ist("2026-03-10 12:00"), run).phase).toBe("current");
    expect(windowStatus(ist("2026-03-10 18:00"), run).phase).toBe("closed");
  });
});

describe("the window of a date alone (search form, date ribbon)", () => {
  it.each([
    ["2026-01-09 07:59:59", "2026-03-10", "not_yet_open"],
    ["2026-01-09 08:00:00", "2026-03-10", "open"],
    ["2026-01-09 10:00:00", "2026-03-10", "opening_day_closed"],
    ["2026-01-09 10:00:00", "2026-03-09", "open"],
    ["2026-01-09 10:00:00", "2026-01-09", "open"],
    ["2026-01-09 10:00:00", "2026-01-08", "past"],
  ])("at %s, %s is %s", (now, date, phase) => {
    expect(dateWindowStatus(ist(now), date).phase).toBe(phase);
  });
});

describe("e-ticket booking hours 00:20–23:45 IST", () => {
  it.each([
    ["2026-03-10 00:19:59", false],
    ["2026-03-10 00:20:00", true],
    ["2026-03-10 23:44:59", true],
    ["2026-03-10 23:45:00", false],
  ])("%s → %s", (now, expected) => {
    expect(withinBookingHours(ist(now))).toBe(expected);
  });
});

describe("properties", () => {
  const instant = fc
    .integer({ min: Date.parse("2025-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") })
    .map((ms) => new Date(ms));

  it("lastBookableDate is the latest date whose opening instant has passed", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const last = lastBookableDate(now);
        expect(arpOpensAt(last).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(arpOpensAt(addDays(last, 1)).getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });

  it("before the chart, a run is not yet open exactly when now is before 08:00 on its opening day", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 120 }), (now, ahead) => {
        const date = addDays(istDate(now), ahead);
        const run: RunTimes = {
          originDeparture: ist(`${date} 16:00`),
          boardingDeparture: ist(`${date} 16:30`),
        };
        const status = windowStatus(now, run);
        const before = now.getTime() < arpOpensAt(date).getTime();
        expect(status.phase === "not_yet_open").toBe(before);
      }),
    );
  });
});
