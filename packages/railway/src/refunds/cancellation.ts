import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import type { Paise } from "@safar/domain/money";
import {
  DEFAULT_REFUND_POLICY,
  gstOnCharge,
  type RefundPolicy,
  VANDE_BHARAT_SLEEPER_POLICY,
} from "./policy.ts";

/**
 * Cancellation refunds (facts.md §6, Railway Passengers (Cancellation of
 * Ticket and Refund of Fare) Rules 2015), as one pure function the booking
 * core calls: `refundFor`. No clock is read; the caller passes `now`.
 *
 * Choices where facts.md is silent (each also noted where it is applied):
 * - "Before scheduled departure" is measured to the scheduled departure from
 *   the passenger's BOARDING station (the caller passes that instant as
 *   `scheduledDeparture`), as the 2015 rules count from the journey's start.
 * - Window edges: "> 48 h" is strict, so exactly 48 h before is already the
 *   25 % window; exactly 12 h is still 25 %; exactly 4 h is still 50 %; under
 *   4 h nothing. RAC/WL: exactly 30 min before still gets the clerkage refund.
 * - The chart counts as prepared when `chartPreparedAt` is not null and not
 *   after `now` (a chart time in the future is a scheduled chart, not one made).
 * - The 25 %/50 % charge is rounded half up to the paisa; GST (5 %, AC/EC/FC
 *   only) is charged on every cancellation charge and on clerkage, and rounded
 *   the same way. The deduction (charge + GST) is capped at the fare paid, so
 *   the refund is never negative and never above the fare.
 * - Confirmed Tatkal (TQ) and Premium Tatkal (PT) get nothing back at any time,
 *   also inside a mixed party; their RAC/WL passengers follow the RAC/WL rule.
 */

export type CancellableStatus = "CNF" | "RAC" | "WL";
export type RefundQuota = QuotaCode | "PT";

export interface RefundPassengerInput {
  status: CancellableStatus;
  /** What this passenger paid, in paise (their share of the ticket fare). */
  farePaid: Paise;
  /** Whether this passenger is being cancelled now; default true. False marks a passenger who stays booked. */
  cancel?: boolean;
}

export type FareScheme = "standard" | "vande_bharat_sleeper";

export interface RefundRequest {
  now: Date;
  /** Scheduled departure from the boarding station. */
  scheduledDeparture: Date;
  /** When the first chart was prepared, or null while it has not been. */
  chartPreparedAt: Date | null;
  classCode: ClassCode;
  quota: RefundQuota;
  /** Every passenger on the PNR who is still booked (cancelled ones flagged with `cancel`). */
  passengers: readonly RefundPassengerInput[];
  trainCancelled?: boolean;
  /** Vande Bharat Sleeper trains use stricter windows (facts.md §6, 2026). */
  scheme?: FareScheme;
  policy?: RefundPolicy;
}

export type RefundRule =
  | "not_cancelled"
  | "train_cancelled_full_refund"
  | "confirmed_tatkal_no_refund"
  | "confirmed_flat_charge"
  | "confirmed_25_percent"
  | "confirmed_50_percent"
  | "confirmed_under_4h_no_refund"
  | "confirmed_after_chart_no_refund"
  | "vb_sleeper_25_percent"
  | "vb_sleeper_50_percent"
  | "vb_sleeper_under_8h_no_refund"
  | "party_after_chart_clerkage"
  | "rac_wl_clerkage"
  | "rac_wl_under_30min_no_refund"
  | "waitlist_auto_cancelled_at_chart";

export interface PassengerRefund {
  /** Position in the request's `passengers`. */
  index: number;
  status: CancellableStatus;
  farePaid: Paise;
  cancelled: boolean;
  /** Cancellation charge or clerkage kept, before GST. */
  charge: Paise;
  gst: Paise;
  /** charge + gst, never more than farePaid. */
  deduction: Paise;
  refund: Paise;
  rule: RefundRule;
  /** True when nothing is refunded online and a TDR (see tdr.ts) is the only way to claim. */
  tdrOnly: boolean;
}

export interface RefundTotals {
  farePaid: Paise;
  charge: Paise;
  gst: Paise;
  deduction: Paise;
  refund: Paise;
}

export interface RefundBreakdown {
  passengers: PassengerRefund[];
  /** Sums over the cancelled passengers only. */
  totals: RefundTotals;
  chartPrepared: boolean;
  /** Milliseconds from `now` to the scheduled departure (negative once departed). */
  msBeforeDeparture: number;
}

const TATKAL_QUOTAS: ReadonlySet<RefundQuota> = new Set(["TQ", "PT"]);

interface Charged {
  charge: Paise;
  rule: RefundRule;
  tdrOnly?: boolean;
}

export function refundFor(request: RefundRequest): RefundBreakdown {
  const policy = request.policy ?? DEFAULT_REFUND_POLICY;
  const { now, scheduledDeparture, chartPreparedAt, classCode, quota, passengers } = request;
  for (const p of passengers) {
    if (!Number.isSafeInteger(p.farePaid) || p.farePaid < 0) {
      throw new RangeError(`farePaid must be whole, non-negative paise: ${p.farePaid}`);
    }
  }
  const msBefore = scheduledDeparture.getTime() - now.getTime();
  const chartPrepared = chartPreparedAt !== null && chartPreparedAt.getTime() <= now.getTime();
  const flat = policy.flatCharge[classCode];
  const tatkal = TATKAL_QUOTAS.has(quota);
  const racWlOpen = msBefore >= policy.racWlCutoffMs;

  // facts.md §3.3/§6: a fully waitlisted e-ticket is dropped at the first chart
  // and refunded automatically, whatever `now` is afterwards.
  const fullyWaitlisted = passengers.length > 0 && passengers.every((p) => p.status === "WL");
  const autoCancelled = chartPrepared && fullyWaitlisted && !request.trainCancelled;

  // facts.md §6: after the chart, confirmed members of a party with mixed
  // status get fare minus clerkage only if the whole party cancels ≥30 min before.
  const mixedParty =
    passengers.some((p) => p.status === "CNF") && passengers.some((p) => p.status !== "CNF");
  const wholePartyCancels = passengers.every((p) => p.cancel !== false);
  const partyRelief = chartPrepared && mixedParty && wholePartyCancels && racWlOpen;

  const confirmedCharge = (fare: Paise): Charged => {
    if (tatkal) return { charge: fare, rule: "confirmed_tatkal_no_refund" };
    if (partyRelief) return { charge: policy.clerkage, rule: "party_after_chart_clerkage" };
    if (chartPrepared)
      return { charge: fare, rule: "confirmed_after_chart_no_refund", tdrOnly: true };
    if (request.scheme === "vande_bharat_sleeper") {
      const vb = VANDE_BHARAT_SLEEPER_POLICY;
      if (msBefore > vb.quarterAboveMs) {
        return {
          charge: Math.max(flat, Math.round(fare * policy.quarterShare)),
          rule: "vb_sleeper_25_percent",
        };
      }
      if (msBefore >= vb.halfAboveMs) {
        return {
          charge: Math.max(flat, Math.round(fare * policy.halfShare)),
          rule: "vb_sleeper_50_percent",
        };
      }
      return { charge: fare, rule: "vb_sleeper_under_8h_no_refund", tdrOnly: true };
    }
    if (msBefore > policy.flatWindowMs) return { charge: flat, rule: "confirmed_flat_charge" };
    if (msBefore >= policy.quarterWindowMs) {
      return {
        charge: Math.max(flat, Math.round(fare * policy.quarterShare)),
        rule: "confirmed_25_percent",
      };
    }
    if (msBefore >= policy.halfWindowMs) {
      return {
        charge: Math.max(flat, Math.round(fare * policy.halfShare)),
        rule: "confirmed_50_percent",
      };
    }
    return { charge: fare, rule: "confirmed_under_4h_no_refund", tdrOnly: true };
  };

  const charged = (p: RefundPassengerInput): Charged => {
    if (request.trainCancelled) return { charge: 0, rule: "train_cancelled_full_refund" };
    if (autoCancelled) {
      return {
        charge: policy.autoCancelDeductsClerkage ? policy.clerkage : 0,
        rule: "waitlist_auto_cancelled_at_chart",
      };
    }
    if (p.status === "CNF") return confirmedCharge(p.farePaid);
    if (racWlOpen) return { charge: policy.clerkage, rule: "rac_wl_clerkage" };
    return { charge: p.farePaid, rule: "rac_wl_under_30min_no_refund" };
  };

  const rows = passengers.map((p, index): PassengerRefund => {
    // A fully waitlisted PNR is cancelled as a whole at the chart.
    const cancelled = autoCancelled || p.cancel !== false;
    if (!cancelled) {
      return {
        index,
        status: p.status,
        farePaid: p.farePaid,
        cancelled,
        charge: 0,
        gst: 0,
        deduction: 0,
        refund: 0,
        rule: "not_cancelled",
        tdrOnly: false,
      };
    }
    const { charge: raw, rule, tdrOnly = false } = charged(p);
    // "No refund" rules keep the whole fare as the charge and take no GST on it.
    const noRefund = rule.endsWith("_no_refund");
    const charge = Math.min(raw, p.farePaid);
    const gst = noRefund ? 0 : Math.min(gstOnCharge(classCode, raw, policy), p.farePaid - charge);
    const deduction = charge + gst;
    return {
      index,
      status: p.status,
      farePaid: p.farePaid,
      cancelled,
      charge,
      gst,
      deduction,
      refund: p.farePaid - deduction,
      rule,
      tdrOnly,
    };
  });

  const totals: RefundTotals = { farePaid: 0, charge: 0, gst: 0, deduction: 0, refund: 0 };
  for (const row of rows) {
    if (!row.cancelled) continue;
    totals.farePaid += row.farePaid;
    totals.charge += row.charge;
    totals.gst += row.gst;
    totals.deduction += row.deduction;
    totals.refund += row.refund;
  }
  return { passengers: rows, totals, chartPrepared, msBeforeDeparture: msBefore };
}
