/**
 * Tickets a railway user ID may book in a calendar month (IST), facts.md §7:
 * 12, or 24 for an Aadhaar-verified user "and one Aadhaar-verified passenger
 * on ticket" (since 6 Jun 2022). Our reading, encoded here: the first 12
 * tickets of a month need nothing; each ticket from the 13th to the 24th needs
 * BOTH a verified user AND at least one Aadhaar-verified passenger on that PNR;
 * nothing beyond 24. The count is of tickets (PNRs) booked in the month,
 * whatever their journey date; the caller decides whether cancelled ones count
 * (IRCTC counts them: a booking used the quota).
 */
import { LIMITS } from "@safar/contracts/code-tables";
import { istParts } from "@safar/domain/ist";
import { ALLOWED, type RuleResult, refuse } from "./result.ts";

export interface MonthlyLimitConfig {
  basic: number;
  aadhaarVerified: number;
}

export const DEFAULT_MONTHLY_LIMIT: MonthlyLimitConfig = {
  basic: LIMITS.ticketsPerRailwayIdPerMonth,
  aadhaarVerified: 24,
};

export type MonthlyLimitRefusal = "monthly_limit_reached" | "monthly_limit_aadhaar_required";

/** `YYYY-MM` of the IST calendar month of an instant. */
export function istMonthKey(instant: Date): string {
  const p = istParts(instant);
  return `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}`;
}

/** How many of the booking instants fall in the same IST calendar month as `now`. */
export function ticketsInMonth(now: Date, bookedAt: readonly Date[]): number {
  const key = istMonthKey(now);
  return bookedAt.filter((b) => istMonthKey(b) === key).length;
}

export function checkMonthlyLimit(
  input: {
    ticketsThisMonth: number;
    userAadhaarVerified: boolean;
    pnrHasAadhaarVerifiedPassenger: boolean;
  },
  config: MonthlyLimitConfig = DEFAULT_MONTHLY_LIMIT,
): RuleResult<MonthlyLimitRefusal> {
  const next = input.ticketsThisMonth + 1;
  if (next <= config.basic) return ALLOWED;
  if (next > config.aadhaarVerified) {
    return refuse(
      "monthly_limit_reached",
      `You have booked ${config.aadhaarVerified} tickets this month, the most a railway user ID may book in a month`,
    );
  }
  if (input.userAadhaarVerified && input.pnrHasAadhaarVerifiedPassenger) return ALLOWED;
  return refuse(
    "monthly_limit_aadhaar_required",
    input.userAadhaarVerified
      ? `You have booked ${config.basic} tickets this month. To book up to ${config.aadhaarVerified}, add at least one Aadhaar-verified passenger`
      : `You have booked ${config.basic} tickets this month. Verify your railway user ID with Aadhaar to book up to ${config.aadhaarVerified}`,
  );
}
