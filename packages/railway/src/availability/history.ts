import type { ClassCode } from "@safar/contracts/code-tables";
import { daysBetween, istDate } from "@safar/domain/ist";
import { seededRandom } from "@safar/domain/random";
import { PREMIUM_TYPES } from "../demand/model.ts";
import type { PredictionInputs, TrainHistory } from "../gateway.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import type { TrainType } from "../network/model.ts";
import { journeyDate, type RunTimes } from "../rules/booking-window.ts";
import { hashString } from "../timetable/hash.ts";
import type { NextPlace } from "./status.ts";

/**
 * How far a train's lists cleared by the chart on earlier runs, the input of a
 * confirmation prediction (`PredictionInputs`).
 *
 * No charted run is recorded yet, so `simulatedHistory` makes one up,
 * deterministically (the same train and class always give the same numbers)
 * and marked `simulated: true`. The numbers are the highest waitlist number,
 * as issued, that was confirmed or RAC by the chart, per run. They are only
 * plausible, not measured (facts.md gives no clearance figures):
 * - a typical clearance per class: the sleeper class clears most (many
 *   berths per coach and many cancellations), the AC classes fewer, 1A and the
 *   executive classes only a handful (`TYPICAL_CLEARED`, chosen);
 * - premium trains (Rajdhani, Shatabdi, Duronto, Vande Bharat, Tejas,
 *   Humsafar) clear about 60 % of that (fewer cancellations; chosen);
 * - each run varies from 40 % to 160 % of the typical figure, and about one
 *   run in eight is a rush run that clears almost nothing (festival/holiday).
 */

/** Typical WL numbers cleared by the chart, per class, on an ordinary train (simulated, chosen). */
export const TYPICAL_CLEARED: Readonly<Partial<Record<ClassCode, number>>> = {
  SL: 40,
  "2S": 30,
  "3E": 22,
  "3A": 18,
  CC: 15,
  "2A": 9,
  "1A": 3,
  FC: 3,
  EC: 4,
  EA: 3,
  EV: 3,
  VC: 4,
};
const DEFAULT_TYPICAL = 10;

const PREMIUM_FACTOR = 0.6;
const RUSH_SHARE = 1 / 8;

/**
 * A simulated history of `runs` charted runs of a train in a class. `type`
 * (when known) marks premium trains; without it the train counts as ordinary.
 */
export function simulatedHistory(
  trainNumber: string,
  classCode: ClassCode,
  runs = 10,
  type?: TrainType,
): TrainHistory {
  const random = seededRandom(hashString(`history|${trainNumber}|${classCode}`));
  const typical =
    (TYPICAL_CLEARED[classCode] ?? DEFAULT_TYPICAL) *
    (type && PREMIUM_TYPES.has(type) ? PREMIUM_FACTOR : 1);
  const clearedUpTo: number[] = [];
  for (let i = 0; i < runs; i++) {
    const rush = random() < RUSH_SHARE;
    const factor = rush ? random() * 0.2 : 0.4 + random() * 1.2;
    clearedUpTo.push(Math.round(typical * factor));
  }
  return { runs, clearedUpTo, simulated: true };
}

export interface PredictionQuery {
  /** Where a new booking would go (`availabilityOf(...).next`; predictions model RAC, GN and TQ). */
  next: (NextPlace & { list: PredictionInputs["list"] }) | null;
  now: Date;
  run: RunTimes;
  classCode: ClassCode;
  quota: InventoryQuota;
  history: TrainHistory;
}

/**
 * The inputs of a confirmation prediction, or null when nothing waits (a berth
 * is free, or nothing can be booked). `daysToDeparture` is the whole IST
 * calendar days from today to the date of journey (the origin date, as every
 * booking window uses), never below 0.
 */
export function predictionInputs(query: PredictionQuery): PredictionInputs | null {
  const { next, now, run, classCode, quota, history } = query;
  if (next === null) return null;
  return {
    waitlistPosition: next.position,
    list: next.list,
    daysToDeparture: Math.max(0, daysBetween(istDate(now), journeyDate(run))),
    classCode,
    quota,
    history,
  };
}
