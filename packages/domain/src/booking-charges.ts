import type { Paise } from "./money.ts";
import { isAcClass } from "./train-classes.ts";

/**
 * What Safar adds to the railway's fare (facts §5; ADR 011), in paise:
 * - the railway's convenience fee, per ticket (not per passenger): ₹10 for a
 *   non-AC class and ₹20 for an AC class, plus 18 % GST on the fee (the 2023–25
 *   figures; the rule is kept in one place so it stays configurable);
 * - free cancellation (ours, like the market's "assured" products): per
 *   paying passenger, 4 % of the adult fare rounded up to the rupee, at least
 *   ₹19 and at most ₹99; it refunds the whole ticket fare on a cancellation
 *   made at least 4 hours before departure;
 * - travel insurance: ₹0.45 per insured passenger, where insured means an
 *   Indian national aged 5 or more (the railway's 2025 premium and rule).
 * Pure functions of their inputs.
 */

export { isAcClass };

export const CONVENIENCE_FEE_PAISE = { nonAc: 1_000, ac: 2_000 } as const;
export const GST_ON_FEE_PERCENT = 18;
export const FREE_CANCELLATION = { percent: 4, minPaise: 1_900, maxPaise: 9_900 } as const;
/** Free cancellation refunds the whole fare on a cancellation at least this long before departure (4 h). */
export const FREE_CANCELLATION_MIN_NOTICE_MS = 4 * 3_600_000;
export const INSURANCE_PAISE_PER_PASSENGER = 45;
export const INSURANCE_MIN_AGE = 5;

export function convenienceFee(classCode: string): { fee: Paise; gst: Paise } {
  const fee = isAcClass(classCode) ? CONVENIENCE_FEE_PAISE.ac : CONVENIENCE_FEE_PAISE.nonAc;
  return { fee, gst: Math.round((fee * GST_ON_FEE_PERCENT) / 100) };
}

export function freeCancellationPerPassenger(adultFare: Paise): Paise {
  const raw = Math.ceil((adultFare * FREE_CANCELLATION.percent) / 100 / 100) * 100;
  return Math.min(FREE_CANCELLATION.maxPaise, Math.max(FREE_CANCELLATION.minPaise, raw));
}

export function insuredCount(travellers: readonly { age: number; nationality: string }[]): number {
  return travellers.filter((t) => t.age >= INSURANCE_MIN_AGE && t.nationality === "IN").length;
}
