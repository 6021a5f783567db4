import type { TdrClaims, TdrDecisionRecord, TdrStatus } from "../../gateway.ts";
import { TDR_REASONS, TDR_RULES, type TdrReason, tdrFilingAllowed } from "../../refunds/tdr.ts";
import { tdrDecisionDueAt, tdrReviewStartsAt } from "../../refunds/tdr-decision.ts";
import type { TdrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";
import { tdrMessage } from "./file-tdr.ts";
import { certificateCondition, tdrTicketCondition } from "./tdr-conditions.ts";
import { tdrTimes } from "./tdr-times.ts";

/** A claim as the railway shows it: its review times, and the decision once made. */
function claimOf(t: TdrRecord): TdrClaims["filed"][number] {
  const filedAt = new Date(t.filedAt);
  return {
    id: t.id,
    reason: t.reason as TdrReason,
    passengerNumbers: t.passengerNumbers.map(Number),
    filedAt,
    deadline: new Date(t.deadline),
    status: t.status as TdrStatus,
    reviewStartsAt: tdrReviewStartsAt(filedAt),
    decisionDueAt: tdrDecisionDueAt(filedAt),
    refund: t.decidedAt ? (t.refund ?? 0) : null,
    note: t.decidedAt ? t.decisionNote : null,
    decidedAt: t.decidedAt ? new Date(t.decidedAt) : null,
  };
}

/**
 * A PNR's TDRs (issue 18 item 5): those filed, with the railway's decision
 * once made, and for each reason whether it can be filed now and until when,
 * so a traveller is guided to the reasons that apply instead of meeting a
 * refusal at the end. A reason that needs the on-board certificate is judged
 * as if one were issued now (the traveller gives its time when filing).
 */
export async function tdrClaims(
  deps: Pick<ReservationContext, "sql" | "clock" | "trains" | "ticketOf">,
  pnr: string,
): Promise<TdrClaims | null> {
  const now = deps.clock();
  const record = await repo.findPnr(deps.sql, pnr);
  if (!record) return null;
  const filed = (await repo.tdrsOf(deps.sql, pnr)).map(claimOf);
  const train = deps.trains.get(record.trainNumber);
  if (record.state !== "booked" || !train) return { pnr, filed, reasons: [] };
  const times = tdrTimes(train, record, now);
  const ticket = await deps.ticketOf(deps.sql, record);
  const reasons = TDR_REASONS.map((reason) => {
    const rule = TDR_RULES[reason];
    const condition =
      tdrTicketCondition(reason, ticket) ?? certificateCondition(rule.needsCertificate, times, now);
    if (condition) {
      return {
        reason,
        allowed: false,
        needsCertificate: rule.needsCertificate,
        deadline: null,
        message: condition,
      };
    }
    const decision = tdrFilingAllowed({
      reason,
      now,
      ...times,
      certificateIssuedAt: rule.needsCertificate ? now : null,
    });
    return decision.allowed
      ? {
          reason,
          allowed: true,
          needsCertificate: rule.needsCertificate,
          deadline: decision.deadline,
          message: null,
        }
      : {
          reason,
          allowed: false,
          needsCertificate: rule.needsCertificate,
          deadline: decision.deadline ?? null,
          message: tdrMessage(decision.code),
        };
  });
  return { pnr, filed, reasons };
}

/** The railway's refund file: decided claims after the decision `afterSeq`, in decision order. */
export async function tdrDecisions(
  deps: Pick<ReservationContext, "sql">,
  afterSeq: number,
  limit: number,
): Promise<TdrDecisionRecord[]> {
  const rows = await repo.tdrDecisionsAfter(deps.sql, afterSeq, limit);
  return rows.map((t) => ({
    id: t.id,
    seq: t.decisionSeq as number,
    pnr: t.pnr,
    reason: t.reason as TdrReason,
    passengerNumbers: t.passengerNumbers.map(Number),
    status: t.status as TdrDecisionRecord["status"],
    refund: t.refund ?? 0,
    note: t.decisionNote ?? "",
    decidedAt: new Date(t.decidedAt as Date),
  }));
}
