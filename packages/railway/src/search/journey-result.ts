/**
 * Turning "train t from stop i to stop j, leaving its origin on day o" into
 * the result objects. Shared by the engine and the brute-force enumerator
 * (the search algorithms differ; the shape of an answer must not).
 */
import { fare } from "../fares/fare.ts";
import { LATEST_FARES_AT, revisionsInForce } from "../fares/revisions.ts";
import type { TimetabledTrain, TimetableStop } from "../network/model.ts";
import {
  hhmm,
  isoDate,
  MINUTES_PER_DAY,
  runDaysFlags,
  runDaysText,
  shiftRunDays,
} from "./calendar.ts";
import { durationText, trainOwner, trainTypeFilter } from "./rules.ts";
import type {
  ClassFare,
  ConnectingJourney,
  DirectJourney,
  JourneyTime,
  SearchStation,
} from "./types.ts";

export type StationNames = ReadonlyMap<string, SearchStation>;

function journeyTime(originDay: number, minute: number): JourneyTime {
  const abs = originDay * MINUTES_PER_DAY + minute;
  const date = isoDate(Math.floor(abs / MINUTES_PER_DAY));
  const time = hhmm(abs);
  return {
    date,
    time,
    dateTime: `${date}T${time}+05:30`,
    day: Math.floor(minute / MINUTES_PER_DAY) + 1,
    abs,
  };
}

interface RunDays {
  days: readonly boolean[];
  flags: string;
  text: string;
}
const runDaysCache = new Map<number, RunDays>();

/** The run days at a stop, from the origin's and the day offset; cached and frozen (128 × 7 combinations). */
function runDaysAt(runsOn: readonly boolean[], offset: number): RunDays {
  let mask = 0;
  for (let w = 0; w < 7; w++) if (runsOn[w]) mask |= 1 << w;
  const key = mask * 8 + (((offset % 7) + 7) % 7);
  let r = runDaysCache.get(key);
  if (r === undefined) {
    const days = Object.freeze(shiftRunDays(runsOn, offset));
    r = { days, flags: runDaysFlags(days), text: runDaysText(days) };
    runDaysCache.set(key, r);
  }
  return r;
}

/**
 * The adult general-quota fare of each class for a stretch of a train's route,
 * booked at `bookedAt`. Static for a (train, boarding stop, alighting stop)
 * and the fare revisions in force (`fares/revisions.ts`), so kept once
 * computed: popular pairs are asked again and again, and 200 stops make at
 * most 20k stretches a train.
 */
const fareCache = new WeakMap<TimetabledTrain, Map<number, readonly ClassFare[]>>();

function classFares(
  train: TimetabledTrain,
  board: number,
  alight: number,
  bookedAt: Date,
): readonly ClassFare[] {
  let byStretch = fareCache.get(train);
  if (!byStretch) {
    byStretch = new Map();
    fareCache.set(train, byStretch);
  }
  const key = (revisionsInForce(bookedAt) * 4096 + board) * 4096 + alight;
  let fares = byStretch.get(key);
  if (!fares) {
    const a = train.stops[board] as TimetableStop;
    const b = train.stops[alight] as TimetableStop;
    const journey = { departureMin: a.departureMin as number, arrivalMin: b.arrivalMin as number };
    const distanceKm = Math.max(1, b.distanceKm - a.distanceKm);
    fares = Object.freeze(
      train.classes.map((classCode) => ({
        classCode,
        total: fare({ train, classCode, distanceKm, journey, bookedAt }).total,
      })),
    );
    byStretch.set(key, fares);
  }
  return fares;
}

const nameOf = (stations: StationNames, code: string): string => stations.get(code)?.name ?? code;

/** `bookedAt`: the instant the fares are quoted at (the railway's clock); without it, the latest revision's fares. */
export function directJourney(
  train: TimetabledTrain,
  board: number,
  alight: number,
  originDay: number,
  stations: StationNames,
  bookedAt: Date = LATEST_FARES_AT,
): DirectJourney {
  const a = train.stops[board] as TimetableStop;
  const b = train.stops[alight] as TimetableStop;
  const departure = journeyTime(originDay, a.departureMin as number);
  const arrival = journeyTime(originDay, b.arrivalMin as number);
  const runDays = runDaysAt(train.runsOn, Math.floor((a.departureMin as number) / MINUTES_PER_DAY));
  const durationMin = arrival.abs - departure.abs;
  return {
    kind: "direct",
    trainNumber: train.number,
    trainName: train.name,
    trainType: train.type,
    trainOwner: trainOwner(train.type),
    trainTypeFilter: trainTypeFilter(train.type),
    source: train.from,
    destination: train.to,
    sourceName: nameOf(stations, train.from),
    destinationName: nameOf(stations, train.to),
    from: a.code,
    to: b.code,
    fromName: nameOf(stations, a.code),
    toName: nameOf(stations, b.code),
    departure,
    arrival,
    originDate: isoDate(originDay),
    durationMin,
    duration: durationText(durationMin),
    distanceKm: b.distanceKm - a.distanceKm,
    classes: train.classes,
    fares: classFares(train, board, alight, bookedAt),
    runDays: runDays.days,
    runDaysFlags: runDays.flags,
    runDaysText: runDays.text,
    cateringIncluded: train.cateringIncluded,
    superfast: train.superfast,
  };
}

export function connectingJourney(
  first: DirectJourney,
  second: DirectJourney,
  walkKm: number,
  walkMin: number,
): ConnectingJourney {
  const durationMin = second.arrival.abs - first.departure.abs;
  return {
    kind: "connection",
    legs: [first, second],
    transfer: {
      arriveAt: first.to,
      departFrom: second.from,
      walkKm: Math.round(walkKm * 100) / 100,
      walkMin,
      waitMin: second.departure.abs - first.arrival.abs,
    },
    from: first.from,
    to: second.to,
    departure: first.departure,
    arrival: second.arrival,
    durationMin,
    duration: durationText(durationMin),
    distanceKm: first.distanceKm + second.distanceKm,
  };
}

/** Default order of direct trains: departure, then arrival, then train number. */
export function compareDirect(a: DirectJourney, b: DirectJourney): number {
  return (
    a.departure.abs - b.departure.abs ||
    a.arrival.abs - b.arrival.abs ||
    (a.trainNumber < b.trainNumber ? -1 : a.trainNumber > b.trainNumber ? 1 : 0)
  );
}

/** Default order of connections: departure, arrival, then the two train numbers, then the change station. */
export function compareConnection(a: ConnectingJourney, b: ConnectingJourney): number {
  return (
    a.departure.abs - b.departure.abs ||
    a.arrival.abs - b.arrival.abs ||
    compareDirect(a.legs[0], b.legs[0]) ||
    compareDirect(a.legs[1], b.legs[1]) ||
    (a.transfer.arriveAt < b.transfer.arriveAt
      ? -1
      : a.transfer.arriveAt > b.transfer.arriveAt
        ? 1
        : 0)
  );
}
