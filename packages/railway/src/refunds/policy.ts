import type { ClassCode } from "@safar/contracts/code-tables";
import type { Paise } from "@safar/domain/money";
import { gstApplies } from "../fares/fare.ts";

/**
 * The figures of the Railway Passengers (Cancellation of Ticket and Refund of
 * Fare) Rules 2015 as facts.md §6 gives them, gathered in one object so the
 * simulator can be reconfigured (facts.md: [M]/[X] items are config, not
 * constants). Every amount is in paise; every duration in milliseconds.
 */

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export interface RefundPolicy {
  /** Flat cancellation charge per passenger on a confirmed ticket (and the minimum in the % windows). */
  flatCharge: Readonly<Record<ClassCode, Paise>>;
  /** Clerkage per passenger on RAC and waitlisted tickets. */
  clerkage: Paise;
  /** GST on cancellation charges and clerkage of AC/EC/FC tickets (facts.md §5.1: 5 %). */
  gstRate: number;
  /** Confirmed: more than this before departure → flat charge (48 h). */
  flatWindowMs: number;
  /** Confirmed: from the flat window down to this → 25 % (12 h). */
  quarterWindowMs: number;
  /** Confirmed: from the quarter window down to this (or the chart) → 50 % (4 h). */
  halfWindowMs: number;
  quarterShare: number;
  halfShare: number;
  /** RAC/WL may be cancelled for clerkage up to this long before departure (30 min). */
  racWlCutoffMs: number;
  /**
   * facts.md §6 says a fully waitlisted e-ticket is cancelled automatically at
   * the first chart "with refund" but not whether clerkage is kept. We follow
   * the general RAC/WL rule of the same section (full fare minus clerkage),
   * which is also what IRCTC does; set false for a clean full refund.
   */
  autoCancelDeductsClerkage: boolean;
}

/**
 * Flat charges (facts.md §6): 1A/EC ₹240, 2A/FC ₹200, 3A/CC/3E ₹180, SL ₹120,
 * 2S ₹60. facts.md is silent on the classes it does not list; we choose:
 * Anubhuti (EA) and Vistadome AC (EV, priced as EC) ₹240; Vistadome chair car
 * (VC) and Vistadome non-AC (VS, both priced as a chair car) ₹180.
 */
export const FLAT_CANCELLATION_CHARGE: Readonly<Record<ClassCode, Paise>> = {
  "1A": 240_00,
  EC: 240_00,
  EA: 240_00,
  EV: 240_00,
  "2A": 200_00,
  FC: 200_00,
  "3A": 180_00,
  "3E": 180_00,
  CC: 180_00,
  VC: 180_00,
  VS: 180_00,
  SL: 120_00,
  "2S": 60_00,
};

export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  flatCharge: FLAT_CANCELLATION_CHARGE,
  clerkage: 60_00,
  gstRate: 0.05,
  flatWindowMs: 48 * HOUR_MS,
  quarterWindowMs: 12 * HOUR_MS,
  halfWindowMs: 4 * HOUR_MS,
  quarterShare: 0.25,
  halfShare: 0.5,
  racWlCutoffMs: 30 * MINUTE_MS,
  autoCancelDeductsClerkage: true,
};

/**
 * Vande Bharat Sleeper and Amrit Bharat II, the 16 Jan 2026 notification:
 * >72 h 25 %, 72–8 h 50 %, <8 h nil (facts.md §6 [C: deccanherald 2026];
 * §13 [C: PTI/newsdrum 11016695]). Which trains take it: `refundSchemeOf`
 * (timetable/train-type.ts). The report that it covers all trains from Apr
 * 2026 is one weak source (§13 [U: bharatjournal]) and is not adopted.
 * facts.md does not say whether the flat minimum still applies; we keep it
 * (the 25 %/50 % windows of the 2015 rules carry it too).
 */
export interface VandeBharatSleeperPolicy {
  quarterAboveMs: number;
  halfAboveMs: number;
}
export const VANDE_BHARAT_SLEEPER_POLICY: VandeBharatSleeperPolicy = {
  quarterAboveMs: 72 * HOUR_MS,
  halfAboveMs: 8 * HOUR_MS,
};

/** GST on a charge, rounded half up to the paisa; nil for non-AC classes (SL, 2S, VS). */
export function gstOnCharge(classCode: ClassCode, charge: Paise, policy: RefundPolicy): Paise {
  return gstApplies(classCode) ? Math.round(charge * policy.gstRate) : 0;
}
