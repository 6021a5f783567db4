import { ErrorCode } from "@safar/contracts/errors";
import type { RailwayResult, Ticket } from "../../gateway.ts";
import type { PnrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { type ReservationContext, refusal } from "./context.ts";

/**
 * Moves a booked ticket's boarding point once, before the chart, to a later
 * stop of the journey, for a ticket with a confirmed or RAC passenger
 * (a waitlisted ticket has no berth to board).
 */
export async function changeBoardingPoint(
  deps: Pick<ReservationContext, "sql" | "clock" | "trains" | "chartDueOf" | "ticketOf">,
  pnr: string,
  boardingCode: string,
): Promise<RailwayResult<Ticket>> {
  const { sql, clock, trains, chartDueOf, ticketOf } = deps;
  const now = clock();
  const record = await repo.findPnr(sql, pnr);
  if (record?.state !== "booked")
    return refusal(
      "pnr_not_booked",
      "This PNR has no booked ticket",
      ErrorCode.boarding_change_failed,
    );
  const train = trains.get(record.trainNumber);
  if (!train) throw new Error(`unknown train ${record.trainNumber}`);
  const fromIdx = train.stops.findIndex((s) => s.code === record.fromCode);
  const toIdx = train.stops.findIndex((s, i) => i > fromIdx && s.code === record.toCode);
  const newIdx = train.stops.findIndex(
    (s, i) => i > fromIdx && i < toIdx && s.code === boardingCode,
  );
  if (newIdx < 0)
    return refusal(
      "boarding_not_on_journey",
      "The new boarding point must be a later stop of this journey, before the destination",
      ErrorCode.boarding_change_failed,
    );
  if (record.boardingChangedAt)
    return refusal(
      "boarding_already_changed",
      "The boarding point can be changed only once",
      ErrorCode.boarding_change_failed,
    );
  const occ = await repo.readOccupancy(sql, {
    trainNumber: record.trainNumber,
    runDate: record.runDate,
    classCode: record.classCode,
  });
  const chartDue = chartDueOf(train, record.runDate);
  if (occ?.chartedAt || chartDue.getTime() <= now.getTime())
    return refusal(
      "chart_prepared",
      "The boarding point cannot be changed after the chart is prepared",
      ErrorCode.boarding_change_failed,
    );
  const before = await ticketOf(sql, record);
  if (!before.passengers.some((p) => /^(CNF|RAC)/.test(p.currentStatus)))
    return refusal(
      "boarding_waitlisted",
      "The boarding point of a waitlisted ticket cannot be changed",
      ErrorCode.boarding_change_failed,
    );
  await repo.updateBoarding(sql, pnr, boardingCode, now);
  return { ok: true, ...(await ticketOf(sql, (await repo.findPnr(sql, pnr)) as PnrRecord)) };
}
