import { ErrorCode } from "@safar/contracts/errors";
import type { Paise } from "@safar/domain/money";
import type {
  Cancellation,
  CancellationLine,
  CancellationQuote,
  CancelRequest,
  RailwayResult,
} from "../../gateway.ts";
import type { PnrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { type ReservationContext, refusal } from "./context.ts";

type Deps = Pick<ReservationContext, "sql" | "submit" | "ticketOf">;

/** Cancels passengers of a ticket in the run's batch, refunding by the 2015 rules. */
export async function cancelTicket(
  deps: Deps,
  request: CancelRequest,
): Promise<RailwayResult<Cancellation>> {
  const { sql, submit, ticketOf } = deps;
  const record = await repo.findPnr(sql, request.pnr);
  if (!record) return refusal("pnr_not_found", "PNR not found", ErrorCode.not_found);
  const r = await submit(
    { trainNumber: record.trainNumber, runDate: record.runDate, classCode: record.classCode },
    { kind: "cancel", pnr: request.pnr, numbers: [...request.passengerNumbers] },
  );
  if (!r.ok) return r;
  const ticket = await ticketOf(sql, (await repo.findPnr(sql, request.pnr)) as PnrRecord);
  return {
    ok: true,
    pnr: request.pnr,
    cancelledPassengers: r.cancelledPassengers as number[],
    refund: r.refund as Paise,
    deduction: r.deduction as Paise,
    passengers: r.passengers as CancellationLine[],
    ticket,
  };
}

/**
 * What a cancellation of these passengers would refund now: the same batch
 * step as `cancelTicket`, under the run's lock, without applying it.
 */
export async function cancellationQuote(
  deps: Deps,
  request: CancelRequest,
): Promise<RailwayResult<CancellationQuote>> {
  const record = await repo.findPnr(deps.sql, request.pnr);
  if (!record) return refusal("pnr_not_found", "PNR not found", ErrorCode.not_found);
  const r = await deps.submit(
    { trainNumber: record.trainNumber, runDate: record.runDate, classCode: record.classCode },
    { kind: "quote", pnr: request.pnr, numbers: [...request.passengerNumbers] },
  );
  if (!r.ok) return r;
  return {
    ok: true,
    pnr: request.pnr,
    passengers: r.passengers as CancellationLine[],
    refund: r.refund as Paise,
    deduction: r.deduction as Paise,
    chartPrepared: r.chartPrepared as boolean,
    departure: r.departure as Date,
  };
}
