import { describe, expect, it } from "vitest";
import {
  addDays,
  compactToIsoDate,
  daysBetween,
  isIsoDate,
  isoToCompactDate,
  istCompactDate,
  istDate,
  istInstant,
  istParts,
  istStartOfDay,
  istTime,
  minutesOfDay,
  to24HourTime,
} from "./ist.ts";

// These run under TZ=UTC and TZ=Asia/Kolkata (scripts/test.ts): every
// expectation must hold in both, because nothing may depend on the server's zone.

describe("IST calendar date and time of an instant", () => {
  it("reads an instant on an Indian clock, five and a half hours ahead of UTC", () => {
    const instant = new Date("2026-11-21T04:30:00Z");
    expect(istParts(instant)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 10,
      minute: 0,
      second: 0,
      weekday: 6,
    });
    expect(istDate(instant)).toBe("2026-11-21");
    expect(istCompactDate(instant)).toBe("20261121");
    expect(istTime(instant)).toBe("10:00");
  });

  it("is already the next day in India at 18:30 UTC", () => {
    expect(istDate(new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31");
    expect(istDate(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(istTime(new Date("2026-12-31T18:30:00Z"))).toBe("00:00");
  });

  it("pads single-digit months, days, hours and minutes", () => {
    const instant = new Date("2027-03-04T00:35:00+05:30");
    expect(istDate(instant)).toBe("2027-03-04");
    expect(istCompactDate(instant)).toBe("20270304");
    expect(istTime(instant)).toBe("00:35");
  });

  it("rejects an invalid date instead of printing NaN", () => {
    expect(() => istDate(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
  });

  it("converts between YYYYMMDD and YYYY-MM-DD", () => {
    expect(compactToIsoDate("20261121")).toBe("2026-11-21");
    expect(compactToIsoDate("20261131")).toBeUndefined();
    expect(compactToIsoDate("2026112")).toBeUndefined();
    expect(isoToCompactDate("2026-11-21")).toBe("20261121");
  });

  it("adds days across month and year ends and counts days between dates", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-11-21", 60)).toBe("2027-01-20");
    expect(daysBetween("2026-11-21", "2027-01-20")).toBe(60);
    expect(daysBetween("2026-11-21", "2026-11-20")).toBe(-1);
  });

  it("finds the instant a day starts in India and an IST wall-clock instant", () => {
    expect(istStartOfDay("2026-11-21").toISOString()).toBe("2026-11-20T18:30:00.000Z");
    expect(istInstant("2026-11-21", "10:00").toISOString()).toBe("2026-11-21T04:30:00.000Z");
    expect(istDate(istStartOfDay("2026-11-21"))).toBe("2026-11-21");
  });
});

describe("12-hour to 24-hour times (spec §5)", () => {
  it.each([
    ["12:00 AM", "00:00"],
    ["12:45 AM", "00:45"],
    ["1:05 AM", "01:05"],
    ["11:59 AM", "11:59"],
    ["12:00 PM", "12:00"],
    ["12:30 pm", "12:30"],
    ["1:00 PM", "13:00"],
    ["11:59 PM", "23:59"],
    ["09:15 am", "09:15"],
    ["7:40PM", "19:40"],
  ])("%s → %s", (input, expected) => {
    expect(to24HourTime(input)).toBe(expected);
  });

  it.each(["13:00 PM", "0:30 AM", "10:60 AM", "10:30", "noon", ""])("rejects %j", (input) => {
    expect(to24HourTime(input)).toBeUndefined();
  });

  it("counts minutes since midnight of HH:mm", () => {
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("23:59")).toBe(1439);
    expect(() => minutesOfDay("24:00")).toThrow(RangeError);
  });
});

describe("the test process's own time zone", () => {
  it("is the one the runner asked for, so the second run really is in India", () => {
    const offset = new Date("2026-11-21T00:00:00Z").getTimezoneOffset();
    expect(offset).toBe(process.env.TZ === "Asia/Kolkata" ? -330 : 0);
  });
});
