import { describe, expect, it } from "vitest";
import { aadhaarOnlyUntil, openingDayNeedsAadhaar } from "./opening-day.ts";
import { ist } from "./test-helpers.ts";

describe("Aadhaar-only period of the opening day (facts §4 steps)", () => {
  it("none before 1 Oct 2025", () => {
    expect(aadhaarOnlyUntil("2025-09-30")).toBeUndefined();
    expect(openingDayNeedsAadhaar(ist("2025-09-30 08:00"))).toBe(false);
  });
  it("the first 15 minutes from 1 Oct 2025", () => {
    expect(aadhaarOnlyUntil("2025-10-01")).toEqual(ist("2025-10-01 08:15"));
    expect(openingDayNeedsAadhaar(ist("2025-12-01 08:14:59"))).toBe(true);
    expect(openingDayNeedsAadhaar(ist("2025-12-01 08:15"))).toBe(false);
  });
  it("until 16:00 from 5 Jan 2026, the whole day from 12 Jan 2026", () => {
    expect(aadhaarOnlyUntil("2026-01-05")).toEqual(ist("2026-01-05 16:00"));
    expect(aadhaarOnlyUntil("2026-01-11")).toEqual(ist("2026-01-11 16:00"));
    expect(aadhaarOnlyUntil("2026-01-12")).toEqual(ist("2026-01-13 00:00"));
    expect(openingDayNeedsAadhaar(ist("2026-03-01 23:59:59"))).toBe(true);
  });
});
