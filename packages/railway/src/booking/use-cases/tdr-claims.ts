import type { TdrClaims, TdrRequest } from "../../gateway.ts";
import { TDR_REASONS, TDR_RULES, tdrFilingAllowed } from "../../refunds/tdr.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";
import { tdrMessage } from "./file-tdr.ts";
import { certificateCondition, tdrTicketCondition } from "./tdr-conditions.ts";
import { tdrTimes } from "./tdr-times.ts";

/**
 * A PNR's TDRs (issue 18 item 5): those filed, and for each reason whether it
 * can be filed now and until when, so a traveller is guided to the reasons
 * that apply instead of meeting a refusal at the end. A reason that needs the
 * on-board certificate is judged as if one were issued now (the traveller
 * gives its time when filing).
 */
export async function tdrClaims(
  deps: Pick<ReservationContext, "sql" | "clock" | "trains" | "ticketOf">,
  pnr: string,
): Promise<TdrClaims | null> {
  const now = deps.clock();
  const record = await repo.findPnr(deps.sql, pnr);
  if (!record) return null;
  const filed = (await repo.tdrsOf(deps.sql, pnr)).map((t) => ({
    reason: t.reason as TdrRequest["reason"],
    passengerNumbers: t.passengerNumbers.map(Number),
    filedAt: new Date(t.filedAt),
    deadline: new Date(t.deadline),
    status: t.status,
  }));
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
