import { LIMITS } from "@safar/contracts/code-tables";
import { describe, expect, it } from "vitest";
// The web app's guides restate the railway's rules (the web app may not import this package).
import * as guide from "../../../apps/web/app/routes/seo/content-figures.ts";
import { RESERVATION_CHARGE, SUPERFAST_CHARGE, TATKAL } from "./fares/fare.ts";
import {
  DEFAULT_REFUND_POLICY,
  FLAT_CANCELLATION_CHARGE,
  HOUR_MS,
  MINUTE_MS,
  VANDE_BHARAT_SLEEPER_POLICY,
} from "./refunds/policy.ts";
import { TDR_LATE_THRESHOLD_MS, TDR_RULES } from "./refunds/tdr.ts";
import { TDR_REVIEW_DAYS } from "./refunds/tdr-decision.ts";
import { DEFAULT_FIRST_CHART_RULES, DEFAULT_WINDOW_CONFIG } from "./rules/booking-window.ts";
import { DEFAULT_MONTHLY_LIMIT } from "./rules/monthly-limit.ts";
import { DEFAULT_OPENING_DAY_CONFIG } from "./rules/opening-day.ts";
import { DEFAULT_PASSENGER_CONFIG } from "./rules/passengers.ts";
import { DEFAULT_TATKAL_CONFIG, tatkalOffered } from "./rules/tatkal.ts";

/** Every figure the SEO guides state is the one the railway books, charges and refunds with. */
describe("the guides' figures", () => {
  it("Tatkal charges, by class", () => {
    for (const [cls, g] of Object.entries(guide.TATKAL_CHARGES)) {
      const rule = TATKAL[cls as keyof typeof TATKAL];
      expect(rule, cls).toBeDefined();
      expect({
        share: g.percent / 100,
        min: g.min,
        max: g.max,
        minDistanceKm: g.minDistanceKm,
      }).toEqual(rule);
    }
    expect(tatkalOffered("1A")).toBe(false);
  });

  it("reservation and superfast charges", () => {
    for (const cls of guide.TABLE_CLASSES) {
      expect(guide.FARE_CHARGES[cls]).toEqual({
        reservation: RESERVATION_CHARGE[cls],
        superfast: SUPERFAST_CHARGE[cls],
      });
    }
  });

  it("cancellation charges and windows", () => {
    for (const cls of guide.TABLE_CLASSES) {
      expect(guide.CANCELLATION_FLAT[cls] * 100, cls).toBe(FLAT_CANCELLATION_CHARGE[cls]);
    }
    const p = DEFAULT_REFUND_POLICY;
    const c = guide.CANCELLATION;
    expect(c.flatAboveHours * HOUR_MS).toBe(p.flatWindowMs);
    expect(c.quarterAboveHours * HOUR_MS).toBe(p.quarterWindowMs);
    expect(c.halfAboveHours * HOUR_MS).toBe(p.halfWindowMs);
    expect(c.quarterPercent / 100).toBe(p.quarterShare);
    expect(c.halfPercent / 100).toBe(p.halfShare);
    expect(c.clerkage * 100).toBe(p.clerkage);
    expect(c.gstPercent / 100).toBe(p.gstRate);
    expect(c.racWlCutoffMinutes * MINUTE_MS).toBe(p.racWlCutoffMs);
    expect(c.newTrainsQuarterAboveHours * HOUR_MS).toBe(VANDE_BHARAT_SLEEPER_POLICY.quarterAboveMs);
    expect(c.newTrainsHalfAboveHours * HOUR_MS).toBe(VANDE_BHARAT_SLEEPER_POLICY.halfAboveMs);
  });

  it("TDR deadlines", () => {
    expect(guide.TDR.lateHours * HOUR_MS).toBe(TDR_LATE_THRESHOLD_MS);
    expect(TDR_RULES.train_cancelled.anchor).toBeNull();
    expect(TDR_RULES.train_late_not_travelled).toMatchObject({
      anchor: "actual_departure",
      offsetMs: 0,
    });
    expect(TDR_RULES.ac_failure).toMatchObject({
      anchor: "actual_arrival",
      offsetMs: guide.TDR.acFailureHours * HOUR_MS,
      needsCertificate: true,
    });
    for (const r of ["travelled_lower_class", "coach_not_attached"] as const) {
      expect(TDR_RULES[r]).toMatchObject({
        anchor: "certificate",
        offsetMs: guide.TDR.certificateDays * 24 * HOUR_MS,
      });
    }
    for (const r of ["excess_fare_charged", "party_partially_travelled"] as const) {
      expect(TDR_RULES[r]).toMatchObject({
        anchor: "actual_arrival",
        offsetMs: guide.TDR.afterArrivalHours * HOUR_MS,
      });
    }
    expect(guide.TDR.reviewDays).toBe(TDR_REVIEW_DAYS);
  });

  it("booking window, hours, passengers and monthly limits", () => {
    const b = guide.BOOKING;
    expect(b.arpDays).toBe(DEFAULT_WINDOW_CONFIG.arpDays);
    expect(b.arpOpensAt).toBe(DEFAULT_WINDOW_CONFIG.arpOpensAtTime);
    expect(b.bookingHoursFrom).toBe(DEFAULT_WINDOW_CONFIG.bookingHoursFrom);
    expect(b.bookingHoursTo).toBe(DEFAULT_WINDOW_CONFIG.bookingHoursTo);
    expect(b.maxPassengers).toBe(DEFAULT_PASSENGER_CONFIG.maxPassengers);
    expect(b.maxTatkalPassengers).toBe(DEFAULT_PASSENGER_CONFIG.maxTatkalPassengers);
    expect(b.adultFrom).toBe(LIMITS.adultMinAge);
    expect(b.monthlyTickets).toBe(DEFAULT_MONTHLY_LIMIT.basic);
    expect(b.monthlyTicketsAadhaar).toBe(DEFAULT_MONTHLY_LIMIT.aadhaarVerified);
    const steps = DEFAULT_OPENING_DAY_CONFIG.steps;
    expect(steps[0]).toMatchObject({ from: "2025-10-01", aadhaarOnlyUntil: "08:15" });
    expect(b.openingDayAadhaarFirstMinutes).toBe(15);
    expect(steps.at(-1)).toMatchObject({ from: "2026-01-12", aadhaarOnlyUntil: "24:00" });
  });

  it("Tatkal opening, Aadhaar dates and the first chart", () => {
    const t = guide.TATKAL_TIMES;
    const cfg = DEFAULT_TATKAL_CONFIG;
    expect([t.acOpensAt, t.nonAcOpensAt, t.daysBefore, t.agentBarMinutes]).toEqual([
      cfg.acOpensAtTime,
      cfg.nonAcOpensAtTime,
      cfg.daysBefore,
      cfg.agentBarMinutes,
    ]);
    expect(cfg.aadhaarRequiredFrom).toBe("2025-07-01");
    expect(t.aadhaarFrom).toBe("1 July 2025");
    expect(cfg.aadhaarOtpRequiredFrom).toBe("2025-07-15");
    expect(t.aadhaarOtpFrom).toBe("15 July 2025");
    const chart = DEFAULT_FIRST_CHART_RULES.at(-1);
    expect(chart).toMatchObject(guide.CHART);
  });
});
