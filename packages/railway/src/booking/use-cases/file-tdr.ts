import type { RailwayResult, TdrReceipt, TdrRequest } from "../../gateway.ts";
import { tdrFilingAllowed } from "../../refunds/tdr.ts";
import { departureAt } from "../journey.ts";
import * as repo from "../reservations.repository.ts";
import { type ReservationContext, refusal } from "./context.ts";

const TDR_MESSAGES: Record<string, string> = {
  refund_is_automatic: "No TDR is needed: the refund is made automatically",
  train_not_late_enough:
    "A TDR for a late train can be filed only when it is more than 3 hours late",
  departure_unknown: "The train's departure is not known yet",
  train_not_arrived: "This TDR can be filed once the train has arrived",
  certificate_required: "This TDR needs the certificate issued on board",
  deadline_passed: "The time to file this TDR has passed",
};
const tdrMessage = (code: string) => TDR_MESSAGES[code] ?? "A TDR cannot be filed for this PNR";

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
  const boardIdx = train.stops.findIndex((s) => s.code === record.boardingCode);
  const scheduledDeparture = departureAt(train, record.runDate, boardIdx) ?? new Date(0);
  const ticket = await ticketOf(sql, record);
  // Until live running exists (issue 7) the train runs to time: actual = scheduled.
  const decision = tdrFilingAllowed({
    reason: request.reason,
    now,
    scheduledDeparture,
    actualDeparture: scheduledDeparture,
    actualArrival: ticket.arrival.getTime() <= now.getTime() ? ticket.arrival : null,
    certificateIssuedAt: request.certificateIssuedAt ?? null,
  });
  if (!decision.allowed) return refusal(decision.code, tdrMessage(decision.code));
  await repo.insertTdr(sql, {
    pnr: request.pnr,
    reason: request.reason,
    passengerNumbers: [...request.passengerNumbers],
    filedAt: now,
    deadline: decision.deadline,
    status: "filed",
  });
  return {
    ok: true,
    pnr: request.pnr,
    reason: request.reason,
    filedAt: now,
    deadline: decision.deadline,
  };
}
