import { CLASS_CODES } from "@safar/contracts/code-tables";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TATKAL_CONFIG,
  inTatkalAgentBar,
  inTatkalNotice,
  isTatkalQuota,
  tatkalNeedsAadhaar,
  tatkalNeedsAadhaarOtp,
  tatkalOffered,
  tatkalOpeningTime,
  tatkalOpensAt,
} from "./tatkal.ts";
import { ist } from "./test-helpers.ts";

describe("Tatkal opening", () => {
  it("opens the day before the journey date, 10:00 for AC and 11:00 for non-AC", () => {
    expect(tatkalOpensAt("2026-03-10", "3A")).toEqual(ist("2026-03-09 10:00"));
    expect(tatkalOpensAt("2026-03-10", "CC")).toEqual(ist("2026-03-09 10:00"));
    expect(tatkalOpensAt("2026-03-10", "SL")).toEqual(ist("2026-03-09 11:00"));
    expect(tatkalOpensAt("2026-03-10", "2S")).toEqual(ist("2026-03-09 11:00"));
  });

  it("crosses month and year boundaries in IST", () => {
    expect(tatkalOpensAt("2026-03-01", "2A")).toEqual(ist("2026-02-28 10:00"));
    expect(tatkalOpensAt("2026-01-01", "SL")).toEqual(ist("2025-12-31 11:00"));
  });

  it("is offered in the AC tiers, chair cars, SL and 2S but not in 1A", () => {
    expect(CLASS_CODES.filter(tatkalOffered).sort()).toEqual([
      "2A",
      "2S",
      "3A",
      "3E",
      "CC",
      "EC",
      "SL",
    ]);
    expect(tatkalOpeningTime("EC")).toBe("10:00");
    expect(tatkalOpeningTime("SL")).toBe("11:00");
  });

  it("treats TQ and PT as Tatkal quotas", () => {
    expect(isTatkalQuota("TQ")).toBe(true);
    expect(isTatkalQuota("PT")).toBe(true);
    expect(isTatkalQuota("GN")).toBe(false);
  });
});

describe("agents, notice and Aadhaar", () => {
  it("bars agents for the first 30 minutes of each window", () => {
    expect(inTatkalAgentBar(ist("2026-03-09 09:59:59"), "2026-03-10", "3A")).toBe(false);
    expect(inTatkalAgentBar(ist("2026-03-09 10:00:00"), "2026-03-10", "3A")).toBe(true);
    expect(inTatkalAgentBar(ist("2026-03-09 10:29:59"), "2026-03-10", "3A")).toBe(true);
    expect(inTatkalAgentBar(ist("2026-03-09 10:30:00"), "2026-03-10", "3A")).toBe(false);
    expect(inTatkalAgentBar(ist("2026-03-09 10:45:00"), "2026-03-10", "SL")).toBe(false);
    expect(inTatkalAgentBar(ist("2026-03-09 11:15:00"), "2026-03-10", "SL")).toBe(true);
  });

  it("gives notice 15 minutes before the opening", () => {
    expect(inTatkalNotice(ist("2026-03-09 09:44:59"), "2026-03-10", "3A")).toBe(false);
    expect(inTatkalNotice(ist("2026-03-09 09:45:00"), "2026-03-10", "3A")).toBe(true);
    expect(inTatkalNotice(ist("2026-03-09 09:59:59"), "2026-03-10", "3A")).toBe(true);
    expect(inTatkalNotice(ist("2026-03-09 10:00:00"), "2026-03-10", "3A")).toBe(false);
  });

  it("needs an Aadhaar-verified user from 1 July 2025 (IST)", () => {
    expect(tatkalNeedsAadhaar(ist("2025-06-30 23:59:59"))).toBe(false);
    expect(tatkalNeedsAadhaar(ist("2025-07-01 00:00:00"))).toBe(true);
  });

  it("needs an Aadhaar OTP for each booking from 15 July 2025 (IST), or the configured date", () => {
    expect(tatkalNeedsAadhaarOtp(ist("2025-07-14 23:59:59"))).toBe(false);
    expect(tatkalNeedsAadhaarOtp(ist("2025-07-15 00:00:00"))).toBe(true);
    const later = { ...DEFAULT_TATKAL_CONFIG, aadhaarOtpRequiredFrom: "2026-01-01" };
    expect(tatkalNeedsAadhaarOtp(ist("2025-12-31 23:59:59"), later)).toBe(false);
    expect(tatkalNeedsAadhaarOtp(ist("2026-01-01 00:00:00"), later)).toBe(true);
  });
});
