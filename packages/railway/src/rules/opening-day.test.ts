import { describe, expect, it } from "vitest";
import {
  aadhaarOnlyUntil,
  DEFAULT_OPENING_DAY_CONFIG,
  openingDayNeedsAadhaar,
} from "./opening-day.ts";
import { ist } from "./test-helpers.ts";

describe("Aadhaar-only period of the opening day (facts §4 steps)", () => {
  it("every step is dated and cites its source", () => {
    expect(DEFAULT_OPENING_DAY_CONFIG.steps.map((s) => [s.from, s.aadhaarOnlyUntil])).toEqual([
      ["2025-10-01", "08:15"],
      ["2025-12-29", "12:00"],
      ["2026-01-05", "16:00"],
      ["2026-01-12", "24:00"],
    ]);
    for (const s of DEFAULT_OPENING_DAY_CONFIG.steps) expect(s.source).toMatch(/^facts\.md §4/);
  });

  it("none before 1 Oct 2025", () => {
    expect(aadhaarOnlyUntil("2025-09-30")).toBeUndefined();
    expect(openingDayNeedsAadhaar(ist("2025-09-30 08:00"))).toBe(false);
  });

  it("the first 15 minutes from 1 Oct 2025 until 28 Dec 2025", () => {
    expect(aadhaarOnlyUntil("2025-10-01")).toEqual(ist("2025-10-01 08:15"));
    expect(aadhaarOnlyUntil("2025-12-28")).toEqual(ist("2025-12-28 08:15"));
    expect(openingDayNeedsAadhaar(ist("2025-10-01 08:14:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2025-10-01 08:15"))).toBe(false);
    expect(openingDayNeedsAadhaar(ist("2025-12-28 08:15"))).toBe(false);
  });

  it("08:00–12:00 from 29 Dec 2025 until 4 Jan 2026", () => {
    expect(aadhaarOnlyUntil("2025-12-29")).toEqual(ist("2025-12-29 12:00"));
    expect(openingDayNeedsAadhaar(ist("2025-12-29 11:59:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2025-12-29 12:00"))).toBe(false);
    expect(openingDayNeedsAadhaar(ist("2026-01-04 11:59:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2026-01-04 12:00"))).toBe(false);
  });

  it("08:00–16:00 from 5 Jan 2026 until 11 Jan 2026", () => {
    expect(aadhaarOnlyUntil("2026-01-05")).toEqual(ist("2026-01-05 16:00"));
    expect(openingDayNeedsAadhaar(ist("2026-01-05 15:59:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2026-01-05 16:00"))).toBe(false);
    expect(openingDayNeedsAadhaar(ist("2026-01-11 15:59:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2026-01-11 16:00"))).toBe(false);
  });

  it("the whole opening day from 12 Jan 2026", () => {
    expect(aadhaarOnlyUntil("2026-01-12")).toEqual(ist("2026-01-13 00:00"));
    expect(openingDayNeedsAadhaar(ist("2026-01-12 23:59:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2026-11-25 23:59:59"))).toBe(true);
  });
});
