import type { CancellationLine, CancellationRecord } from "@safar/contracts/cancellation";
import { UNCLAIMED_REFUNDS_PATH } from "@safar/contracts/unclaimed-refunds";
import { FREE_CANCELLATION_MIN_NOTICE_MS } from "@safar/domain/booking-charges";
import { HI_MONTHS } from "@safar/domain/hindi-dates";
import { addDays, istDate, istInstant, istParts, MONTH_NAMES } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { CancellationLine as RailwayLine } from "@safar/railway/gateway";
import type { CancellationRow } from "../cancellation.repository.ts";
import type { UnclaimedRefundRow } from "../unclaimed-refund.repository.ts";

/**
 * Safar's part of a cancellation's money (issue 18), pure:
 * - the railway refunds the fare minus its charges (facts.md §6, computed by
 *   the railway: `packages/railway/src/refunds`);
 * - free-cancellation cover (sold at booking, `premiums.ts`) adds the
 *   railway's deduction, so the passenger's whole ticket fare comes back, on a
 *   cancellation at least 4 h before departure (`booking-charges.ts`);
 * - the convenience fee and its GST are per ticket and not refunded (facts.md
 *   §5.1 gives the fee per ticket and no refund of it), nor are the premiums;
 * - the refund goes to the payment method of the ticket (facts.md §6): the
 *   wallet at once, UPI/card/net banking within 7 working days; one the
 *   instrument refuses waits for a claim (spec §9, `refund-payout.ts`).
 */

/** Where a refund the payment method refused stands (an unclaimed refund), for the words. */
export type ClaimState = Pick<
  UnclaimedRefundRow,
  "status" | "expiresAt" | "claimedAt" | "claimedTo" | "claimedUpiId"
>;

export const BANK_REFUND_WORKING_DAYS = 7;

const RULE_LABELS: Record<string, string> = {
  confirmed_flat_charge: "Flat charge (more than 48 hours before departure)",
  confirmed_25_percent: "25% of the fare (48 to 12 hours before departure)",
  confirmed_50_percent: "50% of the fare (12 to 4 hours before departure, before the chart)",
  confirmed_under_4h_no_refund: "No refund less than 4 hours before departure (file a TDR)",
  confirmed_after_chart_no_refund: "No refund after the chart is prepared (file a TDR)",
  confirmed_tatkal_no_refund: "No refund on confirmed Tatkal tickets",
  vb_sleeper_25_percent: "25% of the fare (more than 72 hours before departure)",
  vb_sleeper_50_percent: "50% of the fare (72 to 8 hours before departure)",
  vb_sleeper_under_8h_no_refund: "No refund less than 8 hours before departure",
  party_after_chart_clerkage: "Clerkage (whole party with mixed status, after the chart)",
  rac_wl_clerkage: "Clerkage ₹60 per passenger (RAC or waitlisted)",
  rac_wl_under_30min_no_refund: "No refund less than 30 minutes before departure",
  train_cancelled_full_refund: "Train cancelled: full refund",
  waitlist_auto_cancelled_at_chart: "Waitlisted at the chart: cancelled automatically",
};

export function ruleLabel(rule: string): string {
  return RULE_LABELS[rule] ?? rule.replaceAll("_", " ");
}

/** Whether the cover refunds in full: bought, and cancelled at least 4 h before departure. */
export function coverApplies(freeCancellation: boolean, now: Date, departure: Date): boolean {
  return freeCancellation && departure.getTime() - now.getTime() >= FREE_CANCELLATION_MIN_NOTICE_MS;
}

/** A railway line with Safar's cover: the refund is the whole fare when the cover applies. */
export function withCover(line: RailwayLine, covered: boolean): CancellationLine {
  const cover = covered ? line.fare - line.refund : 0;
  return {
    number: line.number,
    status: line.status,
    farePaise: line.fare,
    chargePaise: line.charge,
    gstPaise: line.gst,
    railwayRefundPaise: line.refund,
    coverPaise: cover,
    refundPaise: line.refund + cover,
    rule: covered ? "Free cancellation: full fare refunded" : ruleLabel(line.rule),
    tdrOnly: covered ? false : line.tdrOnly,
  };
}

/** `now` plus n working days (Monday–Friday, IST), at the same time of day. */
export function addWorkingDays(now: Date, days: number): Date {
  let date = istDate(now);
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    const weekday = istParts(istInstant(date, "12:00")).weekday;
    if (weekday !== 0 && weekday !== 6) left--;
  }
  const p = istParts(now);
  const hh = String(p.hour).padStart(2, "0");
  const mm = String(p.minute).padStart(2, "0");
  return istInstant(date, `${hh}:${mm}`);
}

/** `3 Dec 2026` (IST). */
export function dayText(instant: Date): string {
  const p = istParts(instant);
  return `${p.day} ${MONTH_NAMES[p.month - 1]} ${p.year}`;
}

/** `3 दिस॰ 2026` (IST), the Hindi of `dayText`. */
export function dayTextHi(instant: Date): string {
  const p = istParts(instant);
  return `${p.day} ${HI_MONTHS[p.month - 1]} ${p.year}`;
}

const METHOD_NAMES: Record<string, string> = {
  wallet: "wallet",
  upi: "UPI account",
  card: "card",
  netbanking: "bank account",
};

export function methodName(method: string | null): string {
  return METHOD_NAMES[method ?? ""] ?? "original payment method";
}

/** The refund's steps: initiated, processed by the railway, credited (or expected by). */
export function timelineOf(
  row: CancellationRow,
  now: Date,
  claim: ClaimState | null = null,
): CancellationRecord["timeline"] {
  const steps: CancellationRecord["timeline"] = [
    {
      step: "initiated",
      label: "Cancellation requested",
      at: row.createdAt.toISOString(),
      done: true,
      href: null,
    },
  ];
  if (row.status === "failed") return steps;
  const amount = row.refundPaise === null ? "" : ` ${formatPaise(row.refundPaise)}`;
  steps.push({
    step: "processed",
    label: `Refund${amount} processed`,
    at: (row.processedAt ?? row.createdAt).toISOString(),
    done: row.processedAt !== null,
    href: null,
  });
  if (row.processedAt === null) return steps;
  if (claim) {
    steps.push(claimStep(row.method, claim, now));
    return steps;
  }
  const creditedAt = row.creditedAt ?? row.settleBy;
  if (creditedAt) {
    const done = creditedAt.getTime() <= now.getTime();
    steps.push({
      step: "credited",
      label: done
        ? `Credited to your ${methodName(row.method)}`
        : `Credit to your ${methodName(row.method)} by ${dayText(creditedAt)}`,
      at: creditedAt.toISOString(),
      done,
      href: null,
    });
  }
  return steps;
}

/** The words of a refund the payment method refused: to claim, claimed, or gone to the wallet. */
export function claimWords(method: string | null, claim: ClaimState): string {
  if (claim.status === "unclaimed") {
    return `Refund could not be credited to your ${methodName(method)} — claim it`;
  }
  if (claim.claimedTo === "upi") return `Sent to UPI ID ${claim.claimedUpiId ?? ""}`.trim();
  return claim.status === "expired"
    ? "Credited to your wallet (not claimed within 10 days)"
    : "Credited to your wallet";
}

function claimStep(
  method: string | null,
  claim: ClaimState,
  now: Date,
): CancellationRecord["timeline"][number] {
  const open = claim.status === "unclaimed" && claim.expiresAt.getTime() > now.getTime();
  return {
    step: "credited",
    label: open
      ? `${claimWords(method, claim)} by ${dayText(claim.expiresAt)}`
      : claimWords(method, claim),
    at: (claim.claimedAt ?? claim.expiresAt).toISOString(),
    done: claim.status !== "unclaimed",
    href: open ? UNCLAIMED_REFUNDS_PATH : null,
  };
}

export function recordOf(
  row: CancellationRow,
  now: Date,
  claim: ClaimState | null = null,
): CancellationRecord {
  return {
    id: row.id,
    status: row.status,
    passengerNumbers: row.passengerNumbers,
    reason: row.reasonText ? `${row.reason}: ${row.reasonText}` : row.reason,
    refundPaise: row.refundPaise,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    settleBy: row.settleBy?.toISOString() ?? null,
    timeline: timelineOf(row, now, claim),
  };
}

const HI_METHOD_NAMES: Record<string, string> = {
  wallet: "वॉलेट",
  upi: "UPI खाते",
  card: "कार्ड",
  netbanking: "बैंक खाते",
};

/** `आपके UPI खाते` words: the Hindi of `methodName`. */
export function methodNameHi(method: string | null): string {
  return HI_METHOD_NAMES[method ?? ""] ?? "मूल भुगतान माध्यम";
}

/** The refund sentence of the messages in Hindi (ADR 028); amounts and dates as in English. */
export function refundSentenceHi(
  refund: number,
  method: string | null,
  settleBy: Date | null,
  claim: ClaimState | null = null,
): string {
  if (refund <= 0) return "रेलवे के नियमों के अनुसार इस रद्दीकरण पर कोई रिफ़ंड देय नहीं है।";
  const amount = formatPaise(refund);
  const to = HI_METHOD_NAMES[method ?? ""] ?? "मूल भुगतान माध्यम";
  if (claim?.status === "unclaimed") {
    return `${amount} आपके ${to} में जमा नहीं हो सका: ${dayText(claim.expiresAt)} तक My bookings, Unclaimed refunds में इसे अपने वॉलेट या किसी और UPI ID में लें (हमने आपको लिंक भेजा है)।`;
  }
  if (claim?.claimedTo === "upi")
    return `${amount} UPI ID ${claim.claimedUpiId ?? ""} पर भेज दिया गया है।`;
  if (claim || method === "wallet") return `${amount} आपके वॉलेट में जमा कर दिया गया है।`;
  const by = settleBy ? ` ${dayText(settleBy)} तक` : "";
  return `${amount}${by} आपके ${to} में जमा हो जाएगा।`;
}

/** The sentence the order page and the messages say about the refund. */
export function refundSentence(
  refund: number,
  method: string | null,
  settleBy: Date | null,
  claim: ClaimState | null = null,
): string {
  if (refund <= 0) return "No refund is due on this cancellation by the railway's rules.";
  if (claim?.status === "unclaimed") {
    return `${formatPaise(refund)} could not be credited to your ${methodName(method)}: claim it to your wallet or another UPI ID by ${dayText(claim.expiresAt)} under My bookings, Unclaimed refunds (we have sent you the link).`;
  }
  if (claim?.claimedTo === "upi") {
    return `${formatPaise(refund)} has been sent to UPI ID ${claim.claimedUpiId ?? ""}.`;
  }
  if (claim) return `${formatPaise(refund)} has been credited to your wallet.`;
  if (method === "wallet") return `${formatPaise(refund)} has been credited to your wallet.`;
  const by = settleBy ? ` by ${dayText(settleBy)}` : "";
  return `${formatPaise(refund)} will be credited to your ${methodName(method)}${by}.`;
}
