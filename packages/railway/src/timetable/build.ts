import { haversineKm } from "@safar/domain/geo";
import { stationImportance } from "../network/importance.ts";
import type {
  RawNetwork,
  RawStation,
  RawTrain,
  TimetabledTrain,
  TimetableStop,
} from "../network/model.ts";
import { stationDisplayName } from "../stations/station-names.ts";
import { originDepartureMin } from "./departure.ts";
import { hashString } from "./hash.ts";
import { rakeFor } from "./rake.ts";
import { spreadIntegers } from "./spread.ts";
import { type TrainNameStation, trainDisplayName } from "./train-name.ts";
import { chargesSuperfast, includesCatering, trainTypeOf } from "./train-type.ts";

/**
 * The timetable, derived from the two source files alone (issue 3 §2):
 * deterministic, pure, and fast (the full network of 2,858 trains and 62k
 * stops builds in a few tens of milliseconds).
 *
 * - Distances: great-circle distance between consecutive stops, stops without
 *   coordinates placed evenly between their neighbours that have them, then
 *   scaled so the last stop is at `distanceKm`; whole kilometres, strictly
 *   increasing when `distanceKm` allows one km per leg.
 * - Times: the origin departure from `originDepartureMin`; a halt at every
 *   intermediate stop by station importance (`haltMinutes`); the halts come out
 *   of `durationMin` and the rest (running time) is shared among the legs by
 *   distance plus a fixed allowance per leg for slowing and starting, so the
 *   last arrival is exactly `durationMin` after the first departure.
 * - Day numbers from the times; type, classes, rake and flags from the type.
 * - The name written out (`trainDisplayName`: "Sbc Dbldeck Exp" → "KSR
 *   Bengaluru Double Decker Express"); the type is read from the name as printed.
 */

/** Running-time allowance per leg, in km of running: each stop costs time to slow down and pick up. */
const LEG_ALLOWANCE_KM = 6;
/** The halts may take at most this share of the end-to-end time; beyond it they are scaled down. */
const MAX_HALT_SHARE = 0.2;

/**
 * Real (unrounded) leg lengths along the route, scaled to `distanceKm`.
 * Exported for tests.
 */
export function legLengths(
  train: Pick<RawTrain, "stops" | "distanceKm">,
  stations: ReadonlyMap<string, RawStation>,
): number[] {
  const n = train.stops.length;
  const pos = new Array<number>(n).fill(Number.NaN);
  const at = (i: number) => pos[i] as number;
  let lastKnown = -1;
  let lastLat = 0;
  let lastLon = 0;
  let known = 0;
  let spacingSum = 0;
  let spacingCount = 0;
  for (let i = 0; i < n; i++) {
    const s = stations.get(train.stops[i] as string);
    if (!s || s.lat === null || s.lon === null) continue;
    if (lastKnown < 0) pos[i] = 0;
    else {
      const d = haversineKm(lastLat, lastLon, s.lat, s.lon);
      const from = at(lastKnown);
      pos[i] = from + d;
      // Stops between two known ones: evenly spaced on the segment.
      for (let j = lastKnown + 1; j < i; j++)
        pos[j] = from + (d * (j - lastKnown)) / (i - lastKnown);
      spacingSum += d;
      spacingCount += i - lastKnown;
    }
    lastKnown = i;
    lastLat = s.lat;
    lastLon = s.lon;
    known++;
  }
  const legs = new Array<number>(n - 1);
  if (known < 2 || !(at(lastKnown) > 0)) {
    legs.fill(train.distanceKm / (n - 1));
    return legs;
  }
  // Stops before the first or after the last located one: the mean spacing.
  const spacing = spacingSum / spacingCount;
  let first = 0;
  while (Number.isNaN(at(first))) first++;
  for (let j = first - 1; j >= 0; j--) pos[j] = at(j + 1) - spacing;
  for (let j = lastKnown + 1; j < n; j++) pos[j] = at(j - 1) + spacing;
  const total = at(n - 1) - at(0);
  for (let i = 0; i < n - 1; i++) legs[i] = ((at(i + 1) - at(i)) * train.distanceKm) / total;
  return legs;
}

/** Importance bands: a station's rank among the stations trains call at, as a share from the top. */
export type ImportanceRank = (code: string) => number;

export function importanceRanks(scores: ReadonlyMap<string, number>): ImportanceRank {
  const values = [...scores.values()].filter((v) => v > 0).sort((a, b) => b - a);
  const share = new Map<number, number>();
  for (let i = values.length - 1; i >= 0; i--)
    share.set(values[i] as number, i / Math.max(1, values.length));
  return (code) => share.get(scores.get(code) ?? 0) ?? 1;
}

/**
 * Halt at an intermediate stop (facts.md §9: 1–2 min minor, 5–10 min major,
 * 15–30 min for loco change): the top 2 % of stations by importance 10, 15 or
 * 20 min (by a hash of train and station), the next 6 % 5 or 10 min, the next
 * 22 % 2 min, the rest 1 min.
 */
export function haltMinutes(trainNumber: string, code: string, rank: number): number {
  if (rank < 0.02) return 10 + 5 * (hashString(`${trainNumber}@${code}`) % 3);
  if (rank < 0.08) return 5 + 5 * (hashString(`${trainNumber}@${code}`) % 2);
  if (rank < 0.3) return 2;
  return 1;
}

/** The names `trainDisplayName` needs, from the station list. */
export function trainNameStations(
  stations: ReadonlyMap<string, RawStation>,
): (code: string) => TrainNameStation | undefined {
  const cache = new Map<string, TrainNameStation>();
  return (code) => {
    let known = cache.get(code);
    if (known === undefined) {
      const s = stations.get(code);
      if (s === undefined) return undefined;
      known = { printedName: s.name, name: stationDisplayName(s) };
      cache.set(code, known);
    }
    return known;
  };
}

export function timetableTrain(
  train: RawTrain,
  stations: ReadonlyMap<string, RawStation>,
  rank: ImportanceRank,
  names: (code: string) => TrainNameStation | undefined = trainNameStations(stations),
): TimetabledTrain {
  const n = train.stops.length;
  const legs = n - 1;
  const type = trainTypeOf(train.number, train.name);
  const real = legLengths(train, stations);
  const km = spreadIntegers(real, train.distanceKm, train.distanceKm >= legs ? 1 : 0);

  // Halts, shrunk when they would take too much of the journey.
  const T = train.durationMin;
  const codes = train.stops as readonly string[];
  const halts = new Array<number>(n).fill(0);
  const halt = (i: number) => halts[i] as number;
  let haltSum = 0;
  for (let i = 1; i < n - 1; i++) {
    const code = codes[i] as string;
    halts[i] = haltMinutes(train.number, code, rank(code));
    haltSum += halt(i);
  }
  const runningMin = T >= 2 * legs ? 1 : 0;
  // A minute at every stop even on the tightest schedules, when the running time allows it.
  const spare = T - runningMin * legs;
  const budget = Math.min(spare, Math.max(Math.floor(T * MAX_HALT_SHARE), n - 2));
  if (haltSum > budget) {
    const floor = budget >= n - 2 ? 1 : 0;
    const original = haltSum;
    haltSum = 0;
    for (let i = 1; i < n - 1; i++) {
      halts[i] = floor === 0 ? 0 : Math.max(1, Math.floor((halt(i) * budget) / original));
      haltSum += halt(i);
    }
    // Integer flooring may still overshoot by the 1-minute floors: trim the longest halts.
    while (haltSum > budget) {
      let longest = 1;
      for (let i = 2; i < n - 1; i++) if (halt(i) > halt(longest)) longest = i;
      if (halt(longest) <= floor) break;
      halts[longest] = halt(longest) - 1;
      haltSum--;
    }
  }
  const running = spreadIntegers(
    real.map((d) => d + LEG_ALLOWANCE_KM),
    T - haltSum,
    runningMin,
  );

  const stops: TimetableStop[] = [];
  let t = originDepartureMin({
    number: train.number,
    name: train.name,
    type,
    pair: train.pair,
    durationMin: T,
    returnWorking: isReturnWorking(train, rank),
  });
  let distance = 0;
  stops.push({
    code: codes[0] as string,
    distanceKm: 0,
    arrivalMin: null,
    departureMin: t,
    day: 1,
    haltMin: 0,
  });
  for (let i = 1; i < n; i++) {
    distance += km[i - 1] as number;
    const arrival = t + (running[i - 1] as number);
    const last = i === n - 1;
    const departure = last ? null : arrival + halt(i);
    stops.push({
      code: codes[i] as string,
      distanceKm: distance,
      arrivalMin: arrival,
      departureMin: departure,
      day: Math.floor((departure ?? arrival) / 1440) + 1,
      haltMin: last ? 0 : halt(i),
    });
    t = departure ?? arrival;
  }

  const { classes, rake } = rakeFor({
    number: train.number,
    name: train.name,
    type,
    distanceKm: train.distanceKm,
  });
  const name = trainDisplayName(train.name, train.stops, names);
  return {
    number: train.number,
    name,
    ...(name === train.name ? {} : { printedName: train.name }),
    type,
    from: train.from,
    to: train.to,
    pair: train.pair,
    runsOn: train.runsOn,
    distanceKm: train.distanceKm,
    durationMin: T,
    stops,
    classes,
    rake,
    cateringIncluded: includesCatering(type) && classes.length > 0,
    superfast: chargesSuperfast(type),
  };
}

/**
 * Day trains run out and back: the working from the bigger end (lower rank
 * share) leaves in the morning, the other one is the return. Ties go by
 * number: the even one returns.
 */
function isReturnWorking(train: RawTrain, rank: ImportanceRank): boolean {
  if (train.pair === null) return false;
  const from = rank(train.from);
  const to = rank(train.to);
  if (from !== to) return from > to;
  return Number(train.number) % 2 === 0;
}

export interface BuildOptions {
  /** Station importance scores; by default `stationImportance(network)`. */
  importance?: ReadonlyMap<string, number>;
}

/** Every train of the network, timetabled, in the order of `network.trains`. */
export function buildTimetable(network: RawNetwork, options: BuildOptions = {}): TimetabledTrain[] {
  const stations = new Map<string, RawStation>();
  for (const s of network.stations) stations.set(s.code, s);
  const rank = importanceRanks(options.importance ?? stationImportance(network));
  const names = trainNameStations(stations);
  return network.trains.map((train) => timetableTrain(train, stations, rank, names));
}
