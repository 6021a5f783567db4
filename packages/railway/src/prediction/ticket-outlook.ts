import type { ClassCode } from "@safar/contracts/code-tables";
import { daysBetween, istDate } from "@safar/domain/ist";
import type { PnrOutlook, PredictionInputs, Ticket } from "../gateway.ts";
import { parsePassengerStatus } from "../inventory/status-text.ts";
import { confirmationOf, NOTHING_WAITS } from "./confirmation.ts";
import type { TrainForPrediction } from "./history-store.ts";
import type { Predictions } from "./predictions.ts";

/**
 * What a PNR status page adds to a ticket (gateway `pnrOutlook`): when the
 * chart is due, and for each passenger RAC or waitlisted now, the chance of
 * confirmation by the chart at their CURRENT place on the list, asked of the
 * same predictions as the availability (prediction/README.md "What
 * confirmed means"): a waitlist counts a berth or RAC, RAC counts a berth.
 *
 * The model counts places in issued numbers (the figure a booking made now
 * is given, `GNWL35/WL20` → 35), a passenger's current status in places on
 * the list now (`WL 20`). `issuedAhead` (per list: numbers issued minus
 * people still on it, from the run's summary) turns a current place into the
 * number a booking made now would need to stand there, so the passenger who
 * just booked at `GNWL35/WL20` reads the same figure as the results card did,
 * and the places of one list keep the model's order. Without it (summary
 * unknown) the current place is used as is.
 *
 * The list is the passenger's current list: `RAC n` is the RAC list; a bare
 * `WL n` keeps the list of the booking status (`GNWL 40` → GN); only GN and
 * TQ waitlists are modelled (RLWL, PQWL… get the reason `list_not_modelled`).
 * After the chart, or for a cancelled or ended ticket, nothing waits for a
 * chart: no figure and no reason. Otherwise a passenger still waiting gets a
 * figure or the reason there is none (`confirmationOf`).
 */
export type TicketPredictions = Pick<Predictions, "predict">;

export type IssuedAhead = Partial<Record<PredictionInputs["list"], number>>;

/**
 * The prediction query of one passenger's current status: null when nothing
 * waits, `not_modelled` when the passenger waits on a list the model does not know.
 */
export function passengerQuery(
  bookingStatus: string,
  currentStatus: string,
): Pick<PredictionInputs, "list" | "waitlistPosition"> | "not_modelled" | null {
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
  if (list !== "GN" && list !== "TQ") return "not_modelled";
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
  /** Per list, numbers issued minus people on it now; absent when unknown. */
  issuedAhead?: IssuedAhead;
}): PnrOutlook {
  const { ticket, train, originDeparture, chartDueAt, now, predictions, issuedAhead } = options;
  const open = ticket.state === "booked" && !ticket.chartPrepared;
  const daysToDeparture =
    originDeparture === null ? 0 : Math.max(0, daysBetween(istDate(now), istDate(originDeparture)));
  return {
    pnr: ticket.pnr,
    chartDueAt,
    passengers: ticket.passengers.map((p) => {
      const query = open ? passengerQuery(p.bookingStatus, p.currentStatus) : null;
      if (query === null) return { number: p.number, list: null, position: null, ...NOTHING_WAITS };
      if (query === "not_modelled")
        return {
          number: p.number,
          list: null,
          position: null,
          confirmation: null,
          confirmationReason: "list_not_modelled" as const,
        };
      const answer =
        predictions === undefined || train === undefined
          ? undefined
          : predictions.predict(train, ticket.classCode as ClassCode, {
              list: query.list,
              waitlistPosition:
                query.waitlistPosition + Math.max(0, issuedAhead?.[query.list] ?? 0),
              daysToDeparture,
              classCode: ticket.classCode,
              quota: ticket.quota,
            });
      return {
        number: p.number,
        list: query.list,
        position: query.waitlistPosition,
        ...confirmationOf(answer),
      };
    }),
  };
}
