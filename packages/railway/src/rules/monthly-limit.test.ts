import { describe, expect, it } from "vitest";
import { checkMonthlyLimit, istMonthKey, ticketsInMonth } from "./monthly-limit.ts";
import { ist } from "./test-helpers.ts";

const check = (
  ticketsThisMonth: number,
  userAadhaarVerified: boolean,
  pnrHasAadhaarVerifiedPassenger: boolean,
) => {
  const r = checkMonthlyLimit({
    ticketsThisMonth,
    userAadhaarVerified,
    pnrHasAadhaarVerifiedPassenger,
  });
  return r.ok ? "ok" : r.reason;
};

describe("tickets a month per railway user ID", () => {
  it("the 12th ticket needs nothing", () => {
    expect(check(11, false, false)).toBe("ok");
  });
  it("the 13th needs an Aadhaar-verified user AND a verified passenger on the PNR", () => {
    expect(check(12, false, false)).toBe("monthly_limit_aadhaar_required");
    expect(check(12, true, false)).toBe("monthly_limit_aadhaar_required");
    expect(check(12, false, true)).toBe("monthly_limit_aadhaar_required");
    expect(check(12, true, true)).toBe("ok");
  });
  it("the 24th is the last one", () => {
    expect(check(23, true, true)).toBe("ok");
    expect(check(24, true, true)).toBe("monthly_limit_reached");
  });
});

describe("the month is the IST calendar month", () => {
  it("turns at midnight IST, not UTC", () => {
    expect(istMonthKey(ist("2026-01-31 23:59:59"))).toBe("2026-01");
    expect(istMonthKey(ist("2026-02-01 00:00:00"))).toBe("2026-02");
    expect(istMonthKey(new Date("2026-01-31T18:30:00Z"))).toBe("2026-02");
    expect(istMonthKey(ist("2026-12-31 23:59:59"))).toBe("2026-12");
    expect(istMonthKey(ist("2027-01-01 00:00:00"))).toBe("2027-01");
  });
  it("counts only this month's bookings", () => {
    const bookings = [
      ist("2026-01-31 23:59:59"),
      ist("2026-02-01 00:00:00"),
      ist("2026-02-28 23:59:59"),
    ];
    expect(ticketsInMonth(ist("2026-02-15 12:00"), bookings)).toBe(2);
    expect(ticketsInMonth(ist("2026-01-31 10:00"), bookings)).toBe(1);
    expect(ticketsInMonth(ist("2026-03-01 00:00"), bookings)).toBe(0);
  });
});
