import type { Paise } from "./money.ts";

/**
 * The published cancellation figures (facts.md §6, Railway Passengers
 * (Cancellation of Ticket and Refund of Fare) Rules 2015, and the 16 Jan 2026
 * slabs) as the policy page shows them. The railway computes refunds with its
 * own `RefundPolicy` (packages/railway/src/refunds/policy.ts); a railway test
 * checks the two agree.
 */

export interface FlatChargeRow {
  /** As facts.md groups them. */
  classes: readonly string[];
  charge: Paise;
  /** 5 % GST on the charge for AC classes, EC and FC (facts.md §5.1); 0 otherwise. */
  gst: Paise;
}

export const FLAT_CHARGE_ROWS: readonly FlatChargeRow[] = [
  { classes: ["1A", "EC"], charge: 240_00, gst: 12_00 },
  { classes: ["2A", "FC"], charge: 200_00, gst: 10_00 },
  { classes: ["3A", "CC", "3E"], charge: 180_00, gst: 9_00 },
  { classes: ["SL"], charge: 120_00, gst: 0 },
  { classes: ["2S"], charge: 60_00, gst: 0 },
];

/** RAC and waitlisted: clerkage per passenger, +5 % GST on AC; until 30 minutes before departure. */
export const CLERKAGE_PAISE: Paise = 60_00;
export const CLERKAGE_GST_AC_PAISE: Paise = 3_00;
