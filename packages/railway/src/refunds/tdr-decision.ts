import { CLASS_NAMES, type ClassCode, isAcClass } from "@safar/contracts/code-tables";
import { formatPaise, type Paise } from "@safar/domain/money";
import {
  DEFAULT_REFUND_POLICY,
  gstOnCharge,
  HOUR_MS,
  MINUTE_MS,
  type RefundPolicy,
} from "./policy.ts";
import { TDR_LATE_THRESHOLD_MS, type TdrReason } from "./tdr.ts";

/**
 * How the railway decides a filed TDR (facts.md §6), as one pure function:
 * `decideTdr`. The caller gathers the facts (the run's times, the passengers'
 * statuses, the fares of other classes from the fare calculator) and passes
 * them; nothing here reads a clock or the database.
 *
 * Review: facts.md gives "~45 days (coaching refunds) to 90+ days"; we decide
 * every claim `TDR_REVIEW_DAYS` = 45 days after it was filed. A claim is shown
 * "under review" from one day after filing (derived from the filing time: its
 * status stays `filed` until decided).
 *
 * Per reason, for each claimed passenger not cancelled (a cancelled passenger
 * was refunded, or not, by the cancellation: never twice):
 * - train late, not travelled: the full fare when the train's actual departure
 *   from the boarding station was more than 3 h after the scheduled one
 *   (`TDR_LATE_THRESHOLD_MS`, the filing rule's threshold), else rejected;
 * - RAC not travelled: the fare less clerkage (₹60, with 5 % GST on the
 *   classes `cancellation.ts` charges it on) for a passenger RAC at the chart,
 *   else rejected;
 * - status worsened after the chart: the full fare when the status at the
 *   chart (CNF < RAC < WL) is worse than the one at booking, else rejected;
 * - AC failure: the fare less the fare of the corresponding non-AC class
 *   (`NON_AC_CLASS`) for the same journey; rejected for a non-AC class;
 * - travelled in a lower class: the fare less the fare of the next lower class
 *   the train carries (the caller passes it), rejected when there is none;
 * - coach not attached, no room provided, train diverted, short termination,
 *   missed connecting train: the full fare;
 * - party partially travelled: the fare less clerkage, as RAC not travelled;
 * - excess fare charged: rejected. The excess fare was paid to the ticket
 *   examiner on a receipt and is refunded by the zonal office against it; the
 *   ticket carries no such amount;
 * - train cancelled: no TDR (the refund is automatic), rejected.
 * A passenger's refund is never below zero nor above what they paid.
 *
 * Every decision carries a note: the sentence the traveller reads.
 */

export const TDR_REVIEW_DAYS = 45;
const DAY_MS = 24 * HOUR_MS;
export const TDR_REVIEW_MS = TDR_REVIEW_DAYS * DAY_MS;
/** A claim reads "under review" from this long after filing. */
export const TDR_UNDER_REVIEW_AFTER_MS = DAY_MS;

/** When a claim filed at `filedAt` is shown as under review. */
export function tdrReviewStartsAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + TDR_UNDER_REVIEW_AFTER_MS);
}

/** When the railway decides a claim filed at `filedAt`. */
export function tdrDecisionDueAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + TDR_REVIEW_MS);
}

/**
 * The non-AC class an AC class is refunded down to when its AC fails (our
 * choice, facts.md names no table): sleeper AC classes to Sleeper (1A to
 * First Class), AC chair cars to Second Sitting, the AC Vistadomes to the
 * non-AC one.
 */
export const NON_AC_CLASS: Readonly<Partial<Record<ClassCode, ClassCode>>> = {
  "1A": "FC",
  "2A": "SL",
  "3A": "SL",
  "3E": "SL",
  EC: "2S",
  EA: "2S",
  CC: "2S",
  EV: "VS",
  VC: "VS",
};

/** A passenger's status by kind, worst last. */
export type SeatKind = "CNF" | "RAC" | "WL";
const RANK: Record<SeatKind, number> = { CNF: 0, RAC: 1, WL: 2 };

/** The kind of a status as printed: `CNF/B2/34/LB`, `RAC 3`, `GNWL 12`, `WL 4`. */
export function seatKind(status: string): SeatKind {
  if (status.startsWith("RAC")) return "RAC";
  if (/WL/.test(status)) return "WL";
  return "CNF";
}

export interface TdrClaimPassenger {
  number: number;
  farePaid: Paise;
  /** Cancelled: the cancellation's refund stands, the claim gives nothing more. */
  cancelled: boolean;
  bookingStatus: SeatKind;
  /** At the chart (the status now, once the chart is prepared). */
  chartStatus: SeatKind;
  /** This passenger's fare for the same journey in `NON_AC_CLASS` (AC failure); null when none. */
  nonAcFare: Paise | null;
  /** This passenger's fare in the next lower class the train carries; null when none. */
  lowerClassFare: Paise | null;
}

export interface TdrDecisionRequest {
  reason: TdrReason;
  classCode: ClassCode;
  /** The passengers the claim names, in its order. */
  passengers: readonly TdrClaimPassenger[];
  /** Actual minus scheduled departure from the boarding station; null when unknown. */
  departureDelayMs: number | null;
  /** The next lower class the train carries (travelled in a lower class), for the note. */
  lowerClass?: ClassCode | null;
  policy?: RefundPolicy;
}

export type TdrDecisionRule =
  | "full_fare"
  | "fare_less_clerkage"
  | "fare_less_non_ac_fare"
  | "fare_less_lower_class_fare"
  | "not_late_enough"
  | "not_rac_at_chart"
  | "status_not_worse"
  | "not_ac_class"
  | "no_lower_class"
  | "no_fare_difference"
  | "refunded_by_zonal_office"
  | "refund_is_automatic"
  | "cancelled";

export interface TdrPassengerDecision {
  number: number;
  farePaid: Paise;
  refund: Paise;
  rule: TdrDecisionRule;
}

export interface TdrDecision {
  status: "refunded" | "rejected";
  /** The sum over the passengers; 0 when rejected. */
  refund: Paise;
  /** What the traveller reads. */
  note: string;
  passengers: TdrPassengerDecision[];
}

const FULL_FARE_REASONS: ReadonlySet<TdrReason> = new Set([
  "coach_not_attached",
  "no_room_provided",
  "train_diverted",
  "train_short_terminated",
  "missed_connecting_train",
]);

/** `3 h 20 min`, `45 min`. */
function duration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function decideTdr(request: TdrDecisionRequest): TdrDecision {
  const policy = request.policy ?? DEFAULT_REFUND_POLICY;
  const { reason, classCode } = request;
  const clerkage = policy.clerkage;
  const clerkageGst = gstOnCharge(classCode, clerkage, policy);

  const judge = (p: TdrClaimPassenger): { rule: TdrDecisionRule; refund: Paise } => {
    if (p.cancelled) return { rule: "cancelled", refund: 0 };
    const fare = p.farePaid;
    switch (reason) {
      case "train_cancelled":
        return { rule: "refund_is_automatic", refund: 0 };
      case "excess_fare_charged":
        return { rule: "refunded_by_zonal_office", refund: 0 };
      case "train_late_not_travelled":
        return request.departureDelayMs !== null && request.departureDelayMs > TDR_LATE_THRESHOLD_MS
          ? { rule: "full_fare", refund: fare }
          : { rule: "not_late_enough", refund: 0 };
      case "status_worsened_after_chart":
        return RANK[p.chartStatus] > RANK[p.bookingStatus]
          ? { rule: "full_fare", refund: fare }
          : { rule: "status_not_worse", refund: 0 };
      case "rac_not_travelled":
        if (p.chartStatus !== "RAC") return { rule: "not_rac_at_chart", refund: 0 };
        return { rule: "fare_less_clerkage", refund: fare - clerkage - clerkageGst };
      case "party_partially_travelled":
        return { rule: "fare_less_clerkage", refund: fare - clerkage - clerkageGst };
      case "ac_failure":
        if (!isAcClass(classCode) || p.nonAcFare === null)
          return { rule: "not_ac_class", refund: 0 };
        return { rule: "fare_less_non_ac_fare", refund: fare - p.nonAcFare };
      case "travelled_lower_class":
        if (p.lowerClassFare === null) return { rule: "no_lower_class", refund: 0 };
        return { rule: "fare_less_lower_class_fare", refund: fare - p.lowerClassFare };
      default:
        if (FULL_FARE_REASONS.has(reason)) return { rule: "full_fare", refund: fare };
        throw new Error(`no decision rule for TDR reason ${reason}`);
    }
  };

  const passengers = request.passengers.map((p): TdrPassengerDecision => {
    const judged = judge(p);
    const refund = Math.max(0, Math.min(p.farePaid, judged.refund));
    // A fare difference that leaves nothing to refund is a rejection with its own words.
    const rule =
      refund === 0 &&
      (judged.rule === "fare_less_non_ac_fare" || judged.rule === "fare_less_lower_class_fare")
        ? "no_fare_difference"
        : judged.rule;
    return { number: p.number, farePaid: p.farePaid, refund, rule };
  });
  const refund = passengers.reduce((sum, p) => sum + p.refund, 0);

  const className = CLASS_NAMES[classCode];
  const lowerName = request.lowerClass ? CLASS_NAMES[request.lowerClass] : "a lower class";
  const nonAc = NON_AC_CLASS[classCode];
  const late =
    request.departureDelayMs !== null && request.departureDelayMs >= MINUTE_MS
      ? `${duration(request.departureDelayMs)} late`
      : "on time";
  const clerkageText = `the clerkage of ${formatPaise(clerkage)}${clerkageGst > 0 ? ` and its GST of ${formatPaise(clerkageGst)}` : ""}`;
  const sentence = (rule: TdrDecisionRule): string => {
    switch (rule) {
      case "full_fare":
        return FULL_FARE_WORDS[reason] ?? "The full fare is refunded.";
      case "fare_less_clerkage":
        return reason === "rac_not_travelled"
          ? `RAC at the chart and not travelled, so the fare less ${clerkageText} is refunded.`
          : `Not travelled with the party, so the fare less ${clerkageText} is refunded.`;
      case "fare_less_non_ac_fare":
        return `The AC did not work, so the difference between the ${className} fare and the ${nonAc ? CLASS_NAMES[nonAc] : "non-AC"} fare is refunded.`;
      case "fare_less_lower_class_fare":
        return `Travelled in ${lowerName}, so the difference between the ${className} fare and the ${lowerName} fare is refunded.`;
      case "no_fare_difference":
        return "The fare of the class travelled in is not less than the fare paid, so no refund is due.";
      case "not_late_enough":
        return `The train left the boarding station ${late}, not more than 3 hours, so no refund is due.`;
      case "not_rac_at_chart":
        return "Not RAC at the chart, so no refund is due for an RAC passenger not travelled.";
      case "status_not_worse":
        return "The status at the chart was not worse than at booking, so no refund is due.";
      case "not_ac_class":
        return `${className} is not an AC class, so no refund is due for AC failure.`;
      case "no_lower_class":
        return `The train has no class below ${className}, so no refund is due.`;
      case "refunded_by_zonal_office":
        return "An excess fare paid to the ticket examiner is refunded by the railway's zonal office against its receipt, not on this ticket, so nothing is refunded here.";
      case "refund_is_automatic":
        return "No TDR is needed for a cancelled train: the refund is made automatically.";
      case "cancelled":
        return "Cancelled, so the cancellation's refund stands instead of a TDR refund.";
    }
  };
  const fullFareLate = `The train left the boarding station ${late}, more than 3 hours, so the full fare is refunded.`;
  const words = (rule: TdrDecisionRule) =>
    rule === "full_fare" && reason === "train_late_not_travelled" ? fullFareLate : sentence(rule);

  // One sentence when every passenger fares alike; else one per group, naming its passengers.
  const groups = new Map<TdrDecisionRule, number[]>();
  for (const p of passengers) groups.set(p.rule, [...(groups.get(p.rule) ?? []), p.number]);
  const note =
    groups.size <= 1
      ? words(passengers[0]?.rule ?? "refund_is_automatic")
      : [...groups]
          .map(
            ([rule, numbers]) =>
              `Passenger${numbers.length > 1 ? "s" : ""} ${numbers.join(", ")}: ${words(rule)}`,
          )
          .join(" ");
  return { status: refund > 0 ? "refunded" : "rejected", refund, note, passengers };
}

const FULL_FARE_WORDS: Partial<Record<TdrReason, string>> = {
  status_worsened_after_chart:
    "The status at the chart was worse than at booking, so the full fare is refunded.",
  coach_not_attached: "The coach was not attached, so the full fare is refunded.",
  no_room_provided: "No berth or seat was given, so the full fare is refunded.",
  train_diverted:
    "The train was diverted away from the boarding or destination station, so the full fare is refunded.",
  train_short_terminated: "The train ended short of the destination, so the full fare is refunded.",
  missed_connecting_train: "The connecting train was missed, so the full fare is refunded.",
};
