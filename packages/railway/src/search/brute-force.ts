/**
 * Obviously-correct, slow enumerators used as the baseline for the engine:
 * they read the timetable objects directly, try every train (and for
 * connections every pair of trains, every pair of stops and every run day in
 * a wide window) and apply the rules of engine.ts literally. Tests and
 * benchmarks compare the engine's answers with these.
 */
import type { TimetabledTrain, TimetableStop } from "../network/model.ts";
import { epochDay, MINUTES_PER_DAY, weekdayMon0 } from "./calendar.ts";
import { haversineKm } from "./geo.ts";
import {
  compareConnection,
  compareDirect,
  connectingJourney,
  directJourney,
} from "./journey-result.ts";
import { MAX_TRANSFER_MIN, MIN_TRANSFER_MIN, TRANSFER_RADIUS_KM, walkMinutes } from "./rules.ts";
import type { ConnectingJourney, DirectJourney, SearchStation } from "./types.ts";

function boarding(train: TimetabledTrain, a: string): number {
  return train.stops.findIndex((s) => s.code === a && s.departureMin !== null);
}

function alightingAfter(train: TimetabledTrain, b: string, after: number): number {
  for (let j = after + 1; j < train.stops.length; j++) {
    const s = train.stops[j] as TimetableStop;
    if (s.code === b && s.arrivalMin !== null) return j;
  }
  return -1;
}

function serves(train: TimetabledTrain, a: string, b: string): boolean {
  const i = boarding(train, a);
  return i >= 0 && alightingAfter(train, b, i) >= 0;
}

function runs(train: TimetabledTrain, originDay: number): boolean {
  return train.runsOn[weekdayMon0(originDay)] === true;
}

function stationMap(stations: readonly SearchStation[]): Map<string, SearchStation> {
  return new Map(stations.map((s) => [s.code, s]));
}

/** Every train, one by one: the "scan over every train" baseline for J1. */
export function bruteForceDirect(
  trains: readonly TimetabledTrain[],
  stations: readonly SearchStation[] | ReadonlyMap<string, SearchStation>,
  from: string,
  to: string,
  date: string,
): DirectJourney[] {
  const names =
    stations instanceof Map ? stations : stationMap(stations as readonly SearchStation[]);
  const day = epochDay(date);
  const out: DirectJourney[] = [];
  if (from === to) return out;
  for (const train of trains) {
    const i = boarding(train, from);
    if (i < 0) continue;
    const j = alightingAfter(train, to, i);
    if (j < 0) continue;
    const originDay =
      day -
      Math.floor(((train.stops[i] as TimetableStop).departureMin as number) / MINUTES_PER_DAY);
    if (runs(train, originDay)) out.push(directJourney(train, i, j, originDay, names));
  }
  return out.sort(compareDirect);
}

/** Every pair of trains, every pair of stops, every run day from 10 days before to 20 after: the J2 baseline. */
export function bruteForceConnections(
  trains: readonly TimetabledTrain[],
  stations: readonly SearchStation[] | ReadonlyMap<string, SearchStation>,
  from: string,
  to: string,
  date: string,
): ConnectingJourney[] {
  const names =
    stations instanceof Map ? stations : stationMap(stations as readonly SearchStation[]);
  const day = epochDay(date);
  if (from === to) return [];
  type Best = {
    t1: TimetabledTrain;
    i: number;
    j: number;
    t2: TimetabledTrain;
    p: number;
    q: number;
    k: number;
    o1: number;
    gap: number;
    km: number;
    walk: number;
  };
  const best = new Map<string, Best>();
  for (const t1 of trains) {
    const i = boarding(t1, from);
    if (i < 0 || serves(t1, from, to)) continue;
    const o1 =
      day - Math.floor(((t1.stops[i] as TimetableStop).departureMin as number) / MINUTES_PER_DAY);
    if (!runs(t1, o1)) continue;
    for (const t2 of trains) {
      if (t2 === t1 || serves(t2, from, to)) continue;
      const q = alightingAfter(t2, to, -1);
      if (q < 0) continue;
      for (let j = i + 1; j < t1.stops.length; j++) {
        const x = t1.stops[j] as TimetableStop;
        if (x.arrivalMin === null || x.code === from || x.code === to) continue;
        for (let p = 0; p < q; p++) {
          const y = t2.stops[p] as TimetableStop;
          if (y.departureMin === null || y.code === from || y.code === to) continue;
          let km = 0;
          if (x.code !== y.code) {
            const sx = names.get(x.code);
            const sy = names.get(y.code);
            if (
              !sx ||
              !sy ||
              sx.lat === null ||
              sx.lon === null ||
              sy.lat === null ||
              sy.lon === null
            )
              continue;
            km = haversineKm(sx.lat, sx.lon, sy.lat, sy.lon);
            if (km > TRANSFER_RADIUS_KM) continue;
          }
          const walk = x.code === y.code ? 0 : walkMinutes(km);
          const arr1 = o1 * MINUTES_PER_DAY + x.arrivalMin;
          for (let k = day - 10; k <= day + 20; k++) {
            const gap = k * MINUTES_PER_DAY + y.departureMin - arr1;
            if (gap < MIN_TRANSFER_MIN + walk || gap > MAX_TRANSFER_MIN || !runs(t2, k)) continue;
            const key = `${t1.number}|${t2.number}|${k}`;
            const prev = best.get(key);
            if (
              prev &&
              (prev.gap < gap ||
                (prev.gap === gap && (prev.j < j || (prev.j === j && prev.p <= p))))
            )
              continue;
            best.set(key, { t1, i, j, t2, p, q, k, o1, gap, km, walk });
          }
        }
      }
    }
  }
  return [...best.values()]
    .map((c) =>
      connectingJourney(
        directJourney(c.t1, c.i, c.j, c.o1, names),
        directJourney(c.t2, c.p, c.q, c.k, names),
        c.km,
        c.walk,
      ),
    )
    .sort(compareConnection);
}
