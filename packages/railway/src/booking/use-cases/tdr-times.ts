import type { TimetabledTrain } from "../../network/model.ts";
import { simulateRun } from "../../running/simulate.ts";
import { departureAt } from "../journey.ts";
import type { PnrRecord } from "../reservations.repository.ts";

/**
 * The instants a TDR's deadline counts from (facts.md §6): the scheduled and
 * actual (or, before it happens, expected) departure from the boarding
 * station, and the arrival at the destination once it happened, from the
 * run's simulation (`src/running/`), the same one live status shows.
 */
export interface TdrTimes {
  scheduledDeparture: Date;
  actualDeparture: Date | null;
  actualArrival: Date | null;
}

export function tdrTimes(train: TimetabledTrain, record: PnrRecord, now: Date): TdrTimes {
  const boardIdx = train.stops.findIndex((s) => s.code === record.boardingCode);
  const toIdx = train.stops.findIndex((s, i) => i > boardIdx && s.code === record.toCode);
  const scheduledDeparture = departureAt(train, record.runDate, boardIdx) ?? new Date(0);
  const run = simulateRun(train, record.runDate);
  const board = run.stops[boardIdx];
  const dest = run.stops[toIdx];
  const arrival = dest?.expectedArrival ?? null;
  return {
    scheduledDeparture,
    actualDeparture: board?.expectedDeparture ?? scheduledDeparture,
    actualArrival: arrival && arrival.getTime() <= now.getTime() ? arrival : null,
  };
}
