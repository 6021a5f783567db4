import type { RailwayResult, TdrReceipt, TdrRequest } from "../../gateway.ts";
import { TDR_RULES, tdrFilingAllowed } from "../../refunds/tdr.ts";
import { tdrDecisionDueAt, tdrReviewStartsAt } from "../../refunds/tdr-decision.ts";
import * as repo from "../reservations.repository.ts";
import { type ReservationContext, refusal } from "./context.ts";
import { certificateCondition, tdrTicketCondition } from "./tdr-conditions.ts";
import { tdrTimes } from "./tdr-times.ts";

const TDR_MESSAGES: Record<string, string> = {
  refund_is_automatic: "No TDR is needed: the refund is made automatically",
  train_not_late_enough:
    "A TDR for a late train can be filed only when it is more than 3 hours late",
  departure_unknown: "The train's departure is not known yet",
  train_not_arrived: "This TDR can be filed once the train has arrived",
  certificate_required: "This TDR needs the certificate issued on board",
  deadline_passed: "The time to file this TDR has passed",
};
export const tdrMessage = (code: string) =>
  TDR_MESSAGES[code] ?? "A TDR cannot be filed for this PNR";

/** Files a TDR for a booked ticket when the rules allow it now. */
export async function fileTdr(
  deps: Pick<ReservationContext, "sql" | "clock" | "trains" | "ticketOf">,
  request: TdrRequest,
): Promise<RailwayResult<TdrReceipt>> {
  const { sql, clock, trains, ticketOf } = deps;
  const now = clock();
  const record = await repo.findPnr(sql, request.pnr);
  if (record?.state !== "booked") return refusal("pnr_not_booked", "This PNR has no booked ticket");
  const train = trains.get(record.trainNumber);
  if (!train) throw new Error(`unknown train ${record.trainNumber}`);
  const ticket = await ticketOf(sql, record);
  const condition = tdrTicketCondition(request.reason, ticket);
  if (condition) return refusal("ticket_condition", condition);
  const times = tdrTimes(train, record, now);
  const onBoard = certificateCondition(
    TDR_RULES[request.reason].needsCertificate,
    times,
    now,
    request.certificateIssuedAt ?? null,
  );
  if (onBoard) return refusal("certificate_time", onBoard);
  const decision = tdrFilingAllowed({
    reason: request.reason,
    now,
    ...times,
    certificateIssuedAt: request.certificateIssuedAt ?? null,
  });
  if (!decision.allowed) return refusal(decision.code, tdrMessage(decision.code));
  // Each passenger named is on the ticket, not cancelled, and in no other TDR (one refund
  // each): checked and recorded under the PNR's claim lock, so simultaneous filings queue.
  const travelling = new Set(
    ticket.passengers.filter((p) => p.currentStatus !== "CAN").map((p) => p.number),
  );
  if (
    request.passengerNumbers.length === 0 ||
    request.passengerNumbers.some((n) => !travelling.has(n))
  )
    return refusal(
      "passenger_not_on_ticket",
      "Choose passengers of this ticket who are not cancelled",
    );
  // A cancellation takes the same lock (`../batch/cancel.ts`): the passengers are read again
  // under it, so a passenger is either cancelled or claimed, never both.
  const filed = await sql.transaction(async (q) => {
    await repo.lockTdrClaims(q, request.pnr);
    const live = new Set((await repo.livePassengersOf(q, [request.pnr])).map((p) => p.n));
    if (request.passengerNumbers.some((n) => !live.has(n))) return "cancelled" as const;
    const claimed = new Set(
      (await repo.tdrsOf(q, request.pnr)).flatMap((t) => t.passengerNumbers.map(Number)),
    );
    if (request.passengerNumbers.some((n) => claimed.has(n))) return "claimed" as const;
    const id = await repo.insertTdr(q, {
      pnr: request.pnr,
      reason: request.reason,
      passengerNumbers: [...request.passengerNumbers],
      filedAt: now,
      deadline: decision.deadline,
      status: "filed",
    });
    return id;
  });
  if (filed === "cancelled")
    return refusal(
      "passenger_not_on_ticket",
      "Choose passengers of this ticket who are not cancelled",
    );
  if (filed === "claimed")
    return refusal("already_claimed", "A TDR is already filed for one of these passengers");
  return {
    ok: true,
    id: filed,
    pnr: request.pnr,
    reason: request.reason,
    filedAt: now,
    deadline: decision.deadline,
    reviewStartsAt: tdrReviewStartsAt(now),
    decisionDueAt: tdrDecisionDueAt(now),
  };
}
