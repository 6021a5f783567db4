import type { ClassCode } from "@safar/contracts/code-tables";
import { ErrorCode } from "@safar/contracts/errors";
import { addDays, type IsoDate, isIsoDate, istInstant } from "@safar/domain/ist";
import type { RailwayRefusal } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { RunTimes } from "../rules/booking-window.ts";
import { journeyStops } from "../timetable/stops.ts";

/**
 * A journey on one run of a train: the run is the train's departure from its
 * origin on `runDate`; the traveller's date is the date at the boarding stop,
 * which is later for stops past midnight (timetable minutes count from 00:00
 * IST of the origin day).
 */
export interface Journey {
  train: TimetabledTrain;
  /** Origin date of the run (IST). */
  runDate: IsoDate;
  /** The date at `from` the traveller asked for. */
  date: IsoDate;
  fromIdx: number;
  toIdx: number;
  run: RunTimes;
  departure: Date;
  arrival: Date;
}

const MINUTES_PER_DAY = 1440;

const at = (runDate: IsoDate, minutes: number) =>
  new Date(istInstant(runDate, "00:00").getTime() + minutes * 60_000);

function weekdayMon0(date: IsoDate): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Whether the train leaves its origin on this IST date. */
export function leavesOriginOn(train: TimetabledTrain, runDate: IsoDate): boolean {
  return train.runsOn[weekdayMon0(runDate)] === true;
}

const refusal = (reason: string, message: string, errorCode?: ErrorCode): RailwayRefusal =>
  errorCode ? { ok: false, reason, message, errorCode } : { ok: false, reason, message };

export function resolveJourney(
  train: TimetabledTrain | undefined,
  from: string,
  to: string,
  date: string,
  classCode?: ClassCode,
): { ok: true; journey: Journey } | RailwayRefusal {
  if (!train) return refusal("train_not_found", "Train not found", ErrorCode.not_found);
  if (!isIsoDate(date)) return refusal("bad_date", "Please choose a valid journey date");
  const leg = journeyStops(train, from, to);
  if (!leg) {
    return refusal(
      "not_on_route",
      `Train ${train.number} does not run from ${from} to ${to}`,
      ErrorCode.no_trains_on_route,
    );
  }
  if (classCode && !train.classes.includes(classCode)) {
    return refusal("class_not_carried", `Train ${train.number} does not carry ${classCode}`);
  }
  const { fromIdx, toIdx, board, alight } = leg;
  const runDate = addDays(date, -Math.floor(board.departureMin / MINUTES_PER_DAY));
  if (!leavesOriginOn(train, runDate)) {
    return refusal(
      "train_not_running",
      `Train ${train.number} does not run on this date`,
      ErrorCode.no_trains_on_date,
    );
  }
  const originDeparture = at(runDate, train.stops[0]?.departureMin ?? 0);
  const departure = at(runDate, board.departureMin);
  return {
    ok: true,
    journey: {
      train,
      runDate,
      date,
      fromIdx,
      toIdx,
      run: { originDeparture, boardingDeparture: departure },
      departure,
      arrival: at(runDate, alight.arrivalMin),
    },
  };
}

/** Departure from a stop of a run (for a changed boarding point). */
export function departureAt(train: TimetabledTrain, runDate: IsoDate, idx: number): Date | null {
  const m = train.stops[idx]?.departureMin;
  return m === null || m === undefined ? null : at(runDate, m);
}

/** Arrival at a stop of a run. */
export function arrivalAt(train: TimetabledTrain, runDate: IsoDate, idx: number): Date | null {
  const m = train.stops[idx]?.arrivalMin;
  return m === null || m === undefined ? null : at(runDate, m);
}
