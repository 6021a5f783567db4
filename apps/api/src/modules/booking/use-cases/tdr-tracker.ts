import {
  TDR_REASON_LABELS,
  TDR_STATUS_LABELS,
  type TdrReasonCode,
  type TdrStatusCode,
  type TdrView,
} from "@safar/contracts/tdr";
import { formatPaise } from "@safar/domain/money";
import type { TdrClaims } from "@safar/railway/gateway";
import { dayText, methodName } from "./refund-terms.ts";

/**
 * A TDR as the traveller follows it (issue 18 item 5), pure: its state now
 * (filed; under review from a day after filing; refunded or rejected once
 * the railway decides, 45 days after filing) and its tracker, Filed → Under
 * review → Refunded ₹X / Rejected → credited to the payment method, each step
 * with its date (done) or the date it is expected by.
 */

export type TdrClaim = TdrClaims["filed"][number];

/** How Safar paid a refunded claim (`partner.tdr_refunds`); null until the reconciler has. */
export interface TdrPayout {
  method: string | null;
  creditedAt: Date | null;
  settleBy: Date | null;
}

export function tdrStatus(claim: TdrClaim, now: Date): TdrStatusCode {
  if (claim.status === "refunded" || claim.status === "rejected") return claim.status;
  return now.getTime() >= claim.reviewStartsAt.getTime() ? "under_review" : "filed";
}

export function tdrTracker(
  claim: TdrClaim,
  payout: TdrPayout | null,
  now: Date,
): TdrView["filed"][number]["tracker"] {
  const decided = claim.decidedAt !== null;
  const reviewing = decided || now.getTime() >= claim.reviewStartsAt.getTime();
  const steps: TdrView["filed"][number]["tracker"] = [
    { step: "filed", label: "TDR filed", at: claim.filedAt.toISOString(), done: true },
    {
      step: "under_review",
      label: reviewing
        ? "Under review by the railway"
        : `Under review by the railway from ${dayText(claim.reviewStartsAt)}`,
      at: claim.reviewStartsAt.toISOString(),
      done: reviewing,
    },
  ];
  if (!claim.decidedAt) {
    steps.push({
      step: "decided",
      label: `The railway's decision by ${dayText(claim.decisionDueAt)}`,
      at: claim.decisionDueAt.toISOString(),
      done: false,
    });
    return steps;
  }
  const refund = claim.refund ?? 0;
  const refunded = claim.status === "refunded" && refund > 0;
  steps.push({
    step: "decided",
    label: refunded ? `Refunded ${formatPaise(refund)}` : "Rejected",
    at: claim.decidedAt.toISOString(),
    done: true,
  });
  if (!refunded) return steps;
  const creditedAt = payout ? (payout.creditedAt ?? payout.settleBy) : null;
  if (!payout || !creditedAt) {
    steps.push({
      step: "credited",
      label: "On its way to your original payment method",
      at: claim.decidedAt.toISOString(),
      done: false,
    });
    return steps;
  }
  const done = creditedAt.getTime() <= now.getTime();
  steps.push({
    step: "credited",
    label: done
      ? `Credited to your ${methodName(payout.method)}`
      : `Credit to your ${methodName(payout.method)} by ${dayText(creditedAt)}`,
    at: creditedAt.toISOString(),
    done,
  });
  return steps;
}

/** A claim filed, as the TDR screen shows it. */
export function tdrFiledView(
  claim: TdrClaim,
  payout: TdrPayout | null,
  now: Date,
): TdrView["filed"][number] {
  const reason = claim.reason as TdrReasonCode;
  const status = tdrStatus(claim, now);
  return {
    reason,
    label: TDR_REASON_LABELS[reason],
    passengerNumbers: [...claim.passengerNumbers],
    filedAt: claim.filedAt.toISOString(),
    deadline: claim.deadline.toISOString(),
    status,
    statusLabel:
      status === "refunded"
        ? `${TDR_STATUS_LABELS.refunded} ${formatPaise(claim.refund ?? 0)}`
        : TDR_STATUS_LABELS[status],
    refundPaise: claim.decidedAt ? (claim.refund ?? 0) : null,
    note: claim.decidedAt ? claim.note : null,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    decisionDueAt: claim.decisionDueAt.toISOString(),
    tracker: tdrTracker(claim, payout, now),
  };
}
