import { type IsoDate, istStartOfDay } from "@safar/domain/ist";
import { seededRandom } from "@safar/domain/random";
import type { TimetabledTrain } from "../network/model.ts";
import { hashString } from "../timetable/hash.ts";

/**
 * How one run of a train actually goes (issue 7 item 4): deterministic for a
 * train and origin date (the seed is a hash of both, and a salt), so every
 * process and every request tells the same story.
 *
 * The delay model, per run:
 * - about 1 run in 200 is cancelled outright;
 * - the departure from the origin: a quarter of runs leave on time, most a
 *   few minutes late, a few much later (a late incoming rake);
 * - each section between stops loses time (signals, crossings: 4 % of its
 *   running time on average), and now and then an incident (1 section in 60:
 *   20 minutes to 3 hours);
 * - the timetable's slack wins time back while late (2.2 % of the running
 *   time on average), and a late train cuts a long halt (a quarter of it
 *   beyond 2 minutes, at most 5), so long runs recover part of their delay;
 * - a train never leaves a stop before its scheduled departure.
 * Calibrated by the unit tests: the median delay over all stops of many runs
 * is about 18 minutes, some runs arrive on time and a few hours late.
 * Platforms: a stable number per station, changed for 1 stop-visit in 25.
 */

export interface SimulatedStop {
  code: string;
  /** Position in the train's stops, from 0. */
  index: number;
  distanceKm: number;
  scheduledArrival: Date | null;
  scheduledDeparture: Date | null;
  expectedArrival: Date | null;
  expectedDeparture: Date | null;
  /** Minutes late at this stop (departure, or arrival at the last). */
  delayMin: number;
  platform: number;
  /** The platform differs from the usual one for this stop-visit. */
  platformChanged: boolean;
}

export interface SimulatedRun {
  trainNumber: string;
  runDate: IsoDate;
  cancelled: boolean;
  stops: SimulatedStop[];
}

export type RunPosition =
  | { state: "cancelled" }
  | { state: "not_started"; next: SimulatedStop }
  | { state: "at_station"; stop: SimulatedStop; departed: false }
  | {
      state: "between";
      /** The last stop left, and the next one. */
      from: SimulatedStop;
      to: SimulatedStop;
      /** Share of the section covered, 0–1, by time. */
      fraction: number;
      distanceKm: number;
    }
  | { state: "arrived"; stop: SimulatedStop };

const MINUTE = 60_000;
/** Minutes lost per minute of running, on average. */
const GAIN_PER_MIN = 0.04;
/** Minutes won back per minute of running, on average, while late. */
const RECOVERY_PER_MIN = 0.022;
const INCIDENT_CHANCE = 1 / 60;
/** The shortest stop a late train makes. */
const MIN_HALT = 2;
/** How much of a longer halt a late train cuts, and at most how many minutes. */
const HALT_CUT_SHARE = 0.25;
const HALT_CUT_MAX = 5;

/** A delay drawn for the origin's departure, minutes. */
function originDelay(random: () => number): number {
  const r = random();
  if (r < 0.25) return Math.floor(random() * 3);
  if (r < 0.9) return 3 + Math.floor(-Math.log(1 - random()) * 14);
  return 30 + Math.floor(-Math.log(1 - random()) * 60);
}

export function simulateRun(train: TimetabledTrain, runDate: IsoDate, salt = 0): SimulatedRun {
  const random = seededRandom(hashString(`${train.number}|${runDate}|${salt}`));
  const cancelled = random() < 0.005;
  const start = istStartOfDay(runDate).getTime();
  const at = (min: number | null) => (min === null ? null : new Date(start + min * MINUTE));
  let delay = originDelay(random);
  const stops: SimulatedStop[] = [];
  let previousDeparture: number | null = null;
  train.stops.forEach((stop, index) => {
    if (index > 0 && previousDeparture !== null && stop.arrivalMin !== null) {
      const running = Math.max(1, stop.arrivalMin - previousDeparture);
      // Losses in every section (signals, crossings), an incident now and then, and the
      // timetable's slack that wins time back: long runs recover part of their delay.
      delay += random() * running * GAIN_PER_MIN * 2;
      if (random() < INCIDENT_CHANCE) delay += 20 + Math.floor(random() * 160);
      delay = Math.max(0, delay - running * RECOVERY_PER_MIN * random() * 2);
    }
    const platformBase = 1 + (hashString(stop.code) % 6);
    const platformChanged = random() < 0.04;
    const platform = platformChanged ? (platformBase % 6) + 1 : platformBase;
    const arrival = at(stop.arrivalMin);
    const departure = at(stop.departureMin);
    // A train may not leave before its time: at a stop with a long halt it can wait out a delay.
    const halt =
      stop.departureMin !== null && stop.arrivalMin !== null
        ? stop.departureMin - stop.arrivalMin
        : 0;
    const arrivalDelay = Math.round(delay);
    // A long halt is some slack too: a late train cuts its stop, up to 10 minutes.
    const cut = Math.min(HALT_CUT_MAX, Math.max(0, halt - MIN_HALT) * HALT_CUT_SHARE);
    const departureDelay = Math.max(0, Math.round(delay - cut));
    if (stop.departureMin !== null) delay = departureDelay;
    stops.push({
      code: stop.code,
      index,
      distanceKm: stop.distanceKm,
      scheduledArrival: arrival,
      scheduledDeparture: departure,
      expectedArrival: arrival ? new Date(arrival.getTime() + arrivalDelay * MINUTE) : null,
      expectedDeparture: departure ? new Date(departure.getTime() + departureDelay * MINUTE) : null,
      delayMin: stop.departureMin !== null ? departureDelay : arrivalDelay,
      platform,
      platformChanged,
    });
    previousDeparture = stop.departureMin;
  });
  return { trainNumber: train.number, runDate, cancelled, stops };
}

/** Where the train of a run is at an instant. */
export function positionAt(run: SimulatedRun, instant: Date): RunPosition {
  if (run.cancelled) return { state: "cancelled" };
  const t = instant.getTime();
  const first = run.stops[0];
  const last = run.stops.at(-1);
  if (!first || !last) return { state: "cancelled" };
  if (t < (first.expectedDeparture?.getTime() ?? Number.POSITIVE_INFINITY)) {
    return { state: "not_started", next: first };
  }
  if (t >= (last.expectedArrival?.getTime() ?? Number.NEGATIVE_INFINITY)) {
    return { state: "arrived", stop: last };
  }
  for (let i = 1; i < run.stops.length; i++) {
    const from = run.stops[i - 1] as SimulatedStop;
    const to = run.stops[i] as SimulatedStop;
    const left = from.expectedDeparture?.getTime() ?? 0;
    const reached = to.expectedArrival?.getTime() ?? 0;
    if (t >= left && t < reached) {
      const fraction = reached > left ? (t - left) / (reached - left) : 1;
      return {
        state: "between",
        from,
        to,
        fraction,
        distanceKm: from.distanceKm + (to.distanceKm - from.distanceKm) * fraction,
      };
    }
    const leaves = to.expectedDeparture?.getTime() ?? reached;
    if (t >= reached && t < leaves) return { state: "at_station", stop: to, departed: false };
  }
  return { state: "arrived", stop: last };
}
