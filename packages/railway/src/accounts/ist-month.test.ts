import { describe, expect, it } from "vitest";
import { ist } from "../rules/test-helpers.ts";
import { istMonthRange } from "./ist-month.ts";

describe("IST calendar month of an instant", () => {
  it("runs from 00:00 IST on the 1st to 00:00 IST on the next 1st", () => {
    expect(istMonthRange(ist("2026-03-15 12:00"))).toEqual({
      start: new Date("2026-02-28T18:30:00Z"),
      end: new Date("2026-03-31T18:30:00Z"),
    });
  });

  it("puts 23:59 IST on the last day in that month and 00:00 IST on the 1st in the next", () => {
    expect(istMonthRange(ist("2026-02-28 23:59")).start).toEqual(ist("2026-02-01 00:00"));
    expect(istMonthRange(ist("2026-03-01 00:00")).start).toEqual(ist("2026-03-01 00:00"));
    // 18:30 UTC on 31 March is already April in India.
    expect(istMonthRange(new Date("2026-03-31T18:30:00Z")).start).toEqual(ist("2026-04-01 00:00"));
  });

  it("handles February in a leap year and December into January", () => {
    expect(istMonthRange(ist("2028-02-29 10:00")).end).toEqual(ist("2028-03-01 00:00"));
    expect(istMonthRange(ist("2026-12-31 23:59"))).toEqual({
      start: ist("2026-12-01 00:00"),
      end: ist("2027-01-01 00:00"),
    });
  });
});
