/**
 * Small timetabled trains for tests, written the way a timetable reads:
 *
 *   timetabledTrain({
 *     number: "12951", name: "Mumbai Rajdhani", type: "rajdhani",
 *     stops: [["NDLS", null, "16:55"], ["KOTA", "21:40", "21:50"], ["MMCT", "08:35", null]],
 *   })
 *
 * Times are IST `HH:mm`; the day rolls over whenever a time is earlier than
 * the one before it (so MMCT above is on day 2). Distances default to 100 km
 * a stop unless given as a fourth element.
 */
import type { ClassCode } from "@safar/contracts/code-tables";
import { seededRandom } from "@safar/domain/random";
import type {
  RawStation,
  RawTrain,
  TimetabledTrain,
  TimetableStop,
  TrainType,
} from "@safar/railway/network/model";

/** A station as in stations.json, with overrides. */
export function rawStation(code: string, extra: Partial<RawStation> = {}): RawStation {
  return {
    code,
    name: `Station ${code}`,
    state: "Maharashtra",
    zone: "CR",
    lat: 19,
    lon: 73,
    coords: "exact",
    ...extra,
  };
}

/** A train as in trains.json calling at `stops`, daily unless overridden. */
export function rawTrain(number: string, stops: string[], extra: Partial<RawTrain> = {}): RawTrain {
  return {
    number,
    name: `Train ${number}`,
    from: stops[0] as string,
    to: stops[stops.length - 1] as string,
    pair: null,
    durationMin: 300,
    distanceKm: 250,
    runsOn: [true, true, true, true, true, true, true],
    stops,
    ...extra,
  };
}

export type StopSpec = readonly [
  code: string,
  arrival: string | null,
  departure: string | null,
  distanceKm?: number,
];

export interface TrainSpec {
  number: string;
  name?: string;
  type?: TrainType;
  /** Days the train leaves its origin, Monday first; default every day. Or a string like "MTWTFSS" with '-' for off days. */
  runsOn?: readonly boolean[] | string;
  pair?: string | null;
  classes?: readonly ClassCode[];
  stops: readonly StopSpec[];
}

const minutes = (hhmm: string): number => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new RangeError(`Bad time ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

export function runDays(spec: string): boolean[] {
  if (spec.length !== 7) throw new RangeError("seven characters, Monday first, '-' for no train");
  return [...spec].map((c) => c !== "-");
}

export function timetabledTrain(spec: TrainSpec): TimetabledTrain {
  if (spec.stops.length < 2) throw new RangeError("a train needs two stops");
  const stops: TimetableStop[] = [];
  let last = -1;
  const place = (t: string | null): number | null => {
    if (t === null) return null;
    let m = minutes(t);
    while (m < last) m += 1440;
    last = m;
    return m;
  };
  spec.stops.forEach(([code, arr, dep, km], i) => {
    const arrivalMin = i === 0 ? null : place(arr);
    const departureMin = i === spec.stops.length - 1 ? null : place(dep);
    if (i > 0 && arrivalMin === null) throw new RangeError(`${code}: arrival needed`);
    if (i < spec.stops.length - 1 && departureMin === null)
      throw new RangeError(`${code}: departure needed`);
    const ref = (departureMin ?? arrivalMin) as number;
    stops.push({
      code,
      distanceKm: km ?? i * 100,
      arrivalMin,
      departureMin,
      day: Math.floor(ref / 1440) + 1,
      haltMin: arrivalMin !== null && departureMin !== null ? departureMin - arrivalMin : 0,
    });
  });
  const first = stops[0] as TimetableStop;
  const end = stops[stops.length - 1] as TimetableStop;
  const type = spec.type ?? "mail-express";
  const runsOn =
    typeof spec.runsOn === "string" ? runDays(spec.runsOn) : (spec.runsOn ?? runDays("MTWTFSS"));
  const premium = ["rajdhani", "shatabdi", "vande-bharat", "duronto", "tejas"].includes(type);
  return {
    number: spec.number,
    name: spec.name ?? `Test Express ${spec.number}`,
    type,
    from: first.code,
    to: end.code,
    pair: spec.pair ?? null,
    runsOn,
    distanceKm: end.distanceKm,
    durationMin: (end.arrivalMin as number) - (first.departureMin as number),
    stops,
    classes: spec.classes ?? ["1A", "2A", "3A", "SL"],
    rake: [],
    cateringIncluded: premium,
    superfast: type !== "mail-express" && type !== "passenger",
  };
}

export interface StationSpec {
  code: string;
  name?: string;
  lat: number | null;
  lon: number | null;
}

/** Stations for journey search: name defaults to the code. */
export function searchStations(
  specs: readonly StationSpec[],
): { code: string; name: string; lat: number | null; lon: number | null }[] {
  return specs.map((s) => ({ code: s.code, name: s.name ?? s.code, lat: s.lat, lon: s.lon }));
}

/**
 * A seeded random network for property tests: `nStations` stations scattered
 * over a box about India's size (some in tight clusters, so nearby-station
 * changes occur), and `nTrains` trains over random stop sequences with random
 * times and running days. Deterministic for a seed.
 */
export function randomNetwork(seed: number, nStations = 60, nTrains = 120) {
  const rnd = seededRandom(seed);
  const stations: StationSpec[] = [];
  for (let i = 0; i < nStations; i++) {
    const cluster = i % 3 === 2 && i > 0 ? stations[i - 1] : null;
    const lat = cluster ? (cluster.lat as number) + (rnd() - 0.5) * 0.02 : 10 + rnd() * 18;
    const lon = cluster ? (cluster.lon as number) + (rnd() - 0.5) * 0.02 : 70 + rnd() * 18;
    stations.push({ code: `S${String(i).padStart(3, "0")}`, lat, lon });
  }
  const trains: TimetabledTrain[] = [];
  for (let n = 0; n < nTrains; n++) {
    const len = 2 + Math.floor(rnd() * 10);
    const used = new Set<number>();
    const seq: number[] = [];
    while (seq.length < len) {
      const k = Math.floor(rnd() * nStations);
      if (!used.has(k)) {
        used.add(k);
        seq.push(k);
      }
    }
    let t = Math.floor(rnd() * 1440);
    const stops: StopSpec[] = [];
    seq.forEach((k, i) => {
      const arr = t;
      const halt = i === 0 || i === len - 1 ? 0 : 2 + Math.floor(rnd() * 15);
      const dep = arr + halt;
      const fmt = (m: number) =>
        `${String(Math.floor((m % 1440) / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      stops.push([
        (stations[k] as StationSpec).code,
        i === 0 ? null : fmt(arr),
        i === len - 1 ? null : fmt(dep),
        i * 80,
      ]);
      t = dep + 30 + Math.floor(rnd() * 600);
    });
    let days = "";
    for (let d = 0; d < 7; d++) days += rnd() < 0.6 ? "X" : "-";
    if (!days.includes("X")) days = "X------";
    trains.push(timetabledTrain({ number: String(10000 + n), stops, runsOn: days }));
  }
  return { stations: searchStations(stations), trains };
}
