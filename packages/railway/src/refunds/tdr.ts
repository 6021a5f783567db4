import { HOUR_MS } from "./policy.ts";

/**
 * TDR (Ticket Deposit Receipt) filing rules, facts.md §6: each reason with the
 * event its deadline counts from and how long after (or before) it a claim may
 * be filed. Pure: the caller passes `now` and the train's times.
 *
 * facts.md gives deadlines for: train late > 3 h and not travelled (before the
 * actual departure), AC failure (20 h after actual arrival, TTE certificate),
 * lower class / coach not attached (2 days after the certificate), excess fare
 * charged by the TTE and party partially travelled (72 h after arrival), and
 * lists "others" without a deadline. Our choices for those, documented here:
 * - diverted train not touching boarding/destination, short termination,
 *   missed connecting train, no room provided: 72 h after actual arrival (as the
 *   other after-journey reasons);
 * - RAC not travelled after chart, status worsened after chart: before the
 *   actual departure from the boarding station (the passenger decides not to
 *   board), like the late-train reason;
 * - "2 days" after a certificate is read as 48 h;
 * - an after-journey deadline instant itself is still in time (≤); a
 *   before-departure reason must be filed strictly before the departure;
 *   filing an after-journey reason before the arrival is refused as
 *   `train_not_arrived`;
 * - train cancelled: no TDR, the refund is automatic (refusal
 *   `refund_is_automatic`).
 */

export const TDR_REASONS = [
  "train_cancelled",
  "train_late_not_travelled",
  "ac_failure",
  "travelled_lower_class",
  "coach_not_attached",
  "excess_fare_charged",
  "party_partially_travelled",
  "train_diverted",
  "rac_not_travelled",
  "train_short_terminated",
  "missed_connecting_train",
  "status_worsened_after_chart",
  "no_room_provided",
] as const;
export type TdrReason = (typeof TDR_REASONS)[number];

export type TdrAnchor = "actual_departure" | "actual_arrival" | "certificate";

export interface TdrRule {
  /** Event the deadline counts from; null when no TDR is needed. */
  anchor: TdrAnchor | null;
  /** Deadline = anchor + offset (0 = before the event itself). */
  offsetMs: number;
  /** Needs a certificate from the TTE/conductor issued on board. */
  needsCertificate: boolean;
  /** Source of the deadline: facts.md, or our choice. */
  source: "facts" | "chosen";
}

export const TDR_RULES: Readonly<Record<TdrReason, TdrRule>> = {
  train_cancelled: { anchor: null, offsetMs: 0, needsCertificate: false, source: "facts" },
  train_late_not_travelled: {
    anchor: "actual_departure",
    offsetMs: 0,
    needsCertificate: false,
    source: "facts",
  },
  ac_failure: {
    anchor: "actual_arrival",
    offsetMs: 20 * HOUR_MS,
    needsCertificate: true,
    source: "facts",
  },
  travelled_lower_class: {
    anchor: "certificate",
    offsetMs: 48 * HOUR_MS,
    needsCertificate: true,
    source: "facts",
  },
  coach_not_attached: {
    anchor: "certificate",
    offsetMs: 48 * HOUR_MS,
    needsCertificate: true,
    source: "facts",
  },
  excess_fare_charged: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "facts",
  },
  party_partially_travelled: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "facts",
  },
  train_diverted: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "chosen",
  },
  rac_not_travelled: {
    anchor: "actual_departure",
    offsetMs: 0,
    needsCertificate: false,
    source: "chosen",
  },
  train_short_terminated: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "chosen",
  },
  missed_connecting_train: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "chosen",
  },
  status_worsened_after_chart: {
    anchor: "actual_departure",
    offsetMs: 0,
    needsCertificate: false,
    source: "chosen",
  },
  no_room_provided: {
    anchor: "actual_arrival",
    offsetMs: 72 * HOUR_MS,
    needsCertificate: false,
    source: "chosen",
  },
};

/** A train must be more than this late at the boarding station for `train_late_not_travelled`. */
export const TDR_LATE_THRESHOLD_MS = 3 * HOUR_MS;

export type TdrRefusal =
  | "refund_is_automatic"
  | "train_not_late_enough"
  | "departure_unknown"
  | "train_not_arrived"
  | "certificate_required"
  | "deadline_passed";

export interface TdrFilingRequest {
  reason: TdrReason;
  now: Date;
  /** Scheduled departure from the boarding station. */
  scheduledDeparture: Date;
  /**
   * Actual departure from the boarding station, or the currently expected one
   * while the train has not left (live running status); undefined if unknown.
   */
  actualDeparture?: Date | null;
  /** Actual arrival at the destination; undefined/null while the train has not arrived. */
  actualArrival?: Date | null;
  /** When the on-board certificate (TTE/conductor) was issued, if one was. */
  certificateIssuedAt?: Date | null;
}

export type TdrFilingDecision =
  | { allowed: true; deadline: Date }
  | { allowed: false; code: TdrRefusal; deadline?: Date };

export function tdrFilingAllowed(request: TdrFilingRequest): TdrFilingDecision {
  const rule = TDR_RULES[request.reason];
  if (rule.anchor === null) return { allowed: false, code: "refund_is_automatic" };
  const { now } = request;

  if (rule.needsCertificate && !request.certificateIssuedAt) {
    return { allowed: false, code: "certificate_required" };
  }

  let anchor: Date;
  if (rule.anchor === "actual_departure") {
    if (!request.actualDeparture) return { allowed: false, code: "departure_unknown" };
    anchor = request.actualDeparture;
  } else if (rule.anchor === "actual_arrival") {
    if (!request.actualArrival || request.actualArrival.getTime() > now.getTime()) {
      return { allowed: false, code: "train_not_arrived" };
    }
    anchor = request.actualArrival;
  } else {
    // needsCertificate is true for every certificate-anchored reason, checked above.
    anchor = request.certificateIssuedAt as Date;
  }

  const deadline = new Date(anchor.getTime() + rule.offsetMs);

  if (request.reason === "train_late_not_travelled") {
    const delay = anchor.getTime() - request.scheduledDeparture.getTime();
    if (delay <= TDR_LATE_THRESHOLD_MS)
      return { allowed: false, code: "train_not_late_enough", deadline };
  }

  // Before-departure reasons close at the departure instant itself (strictly before);
  // after-journey reasons accept a claim at the deadline instant.
  const inTime =
    rule.offsetMs === 0 ? now.getTime() < deadline.getTime() : now.getTime() <= deadline.getTime();
  if (!inTime) return { allowed: false, code: "deadline_passed", deadline };
  return { allowed: true, deadline };
}
