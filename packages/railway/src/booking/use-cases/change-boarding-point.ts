import { ErrorCode } from "@safar/contracts/errors";
import type { RailwayResult, Ticket } from "../../gateway.ts";
import type { PnrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { type ReservationContext, refusal } from "./context.ts";

/**
 * Moves a booked ticket's boarding point once, before the chart, to a later
 * stop of the journey, for a ticket with a confirmed or RAC passenger
 * (a waitlisted ticket has no berth to board). It runs in the run's batch
 * (`../batch/board.ts`): the berths are sold per segment, so the stops
 * before the new boarding point are sold again (ADR 019).
 */
export async function changeBoardingPoint(
  deps: Pick<ReservationContext, "sql" | "submit" | "ticketOf">,
  pnr: string,
  boardingCode: string,
): Promise<RailwayResult<Ticket>> {
  const { sql, submit, ticketOf } = deps;
  const record = await repo.findPnr(sql, pnr);
  if (record?.state !== "booked")
    return refusal(
      "pnr_not_booked",
      "This PNR has no booked ticket",
      ErrorCode.boarding_change_failed,
    );
  const r = await submit(
    { trainNumber: record.trainNumber, runDate: record.runDate, classCode: record.classCode },
    { kind: "board", pnr, boardingCode },
  );
  if (!r.ok) return r;
  return { ok: true, ...(await ticketOf(sql, (await repo.findPnr(sql, pnr)) as PnrRecord)) };
}
