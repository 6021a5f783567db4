import type { ClassCode } from "@safar/contracts/code-tables";
import { daysBetween, istDate } from "@safar/domain/ist";
import type { PnrOutlook, PredictionInputs, Ticket } from "../gateway.ts";
import { parsePassengerStatus } from "../inventory/status-text.ts";
import type { TrainForPrediction } from "./history-store.ts";
import type { Predictions } from "./predictions.ts";

/**
 * What a PNR status page adds to a ticket (gateway `pnrOutlook`): when the
 * chart is due, and for each passenger RAC or waitlisted now, the chance of
 * confirmation by the chart at their CURRENT place on the list, asked of the
 * same predictions as the availability (prediction/README.md "What
 * confirmed means"): a waitlist counts a berth or RAC, RAC counts a berth.
 *
 * The list is the passenger's current list: `RAC n` is the RAC list; a bare
 * `WL n` keeps the list of the booking status (`GNWL 40` → GN); only GN and
 * TQ waitlists are modelled (RLWL, PQWL… get no figure). After the chart, for
 * a cancelled or ended ticket, or with no history case (count 0, spec §4),
 * there is no figure.
 */
export type TicketPredictions = Pick<Predictions, "predict">;

/** The prediction query of one passenger's current status, or null when nothing waits or it is not modelled. */
export function passengerQuery(
  bookingStatus: string,
  currentStatus: string,
): Pick<PredictionInputs, "list" | "waitlistPosition"> | null {
  const current = parsePassengerStatus(currentStatus);
  if (!current.ok) return null;
  const now = current.status;
  if (now.kind === "rac") {
    return now.position === null ? null : { list: "RAC", waitlistPosition: now.position };
  }
  if (now.kind !== "waitlist") return null;
  let list = now.list;
  if (list === null) {
    const booked = parsePassengerStatus(bookingStatus);
    list = booked.ok && booked.status.kind === "waitlist" ? booked.status.list : null;
  }
  if (list !== "GN" && list !== "TQ") return null;
  return { list, waitlistPosition: now.position };
}

export function ticketOutlook(options: {
  ticket: Ticket;
  train: TrainForPrediction | undefined;
  /** The run's departure from its origin (charts and booking windows count from it). */
  originDeparture: Date | null;
  /** When the chart is due; null when unknown. */
  chartDueAt: Date | null;
  now: Date;
  predictions: TicketPredictions | undefined;
}): PnrOutlook {
  const { ticket, train, originDeparture, chartDueAt, now, predictions } = options;
  const open = ticket.state === "booked" && !ticket.chartPrepared;
  const daysToDeparture =
    originDeparture === null ? 0 : Math.max(0, daysBetween(istDate(now), istDate(originDeparture)));
  return {
    pnr: ticket.pnr,
    chartDueAt,
    passengers: ticket.passengers.map((p) => {
      const query = open ? passengerQuery(p.bookingStatus, p.currentStatus) : null;
      const answer =
        query && train && predictions
          ? predictions.predict(train, ticket.classCode as ClassCode, {
              ...query,
              daysToDeparture,
              classCode: ticket.classCode,
              quota: ticket.quota,
            })
          : null;
      return {
        number: p.number,
        list: query?.list ?? null,
        position: query?.waitlistPosition ?? null,
        confirmation:
          answer && answer.count > 0 ? { percent: answer.percent, count: answer.count } : null,
      };
    }),
  };
}
