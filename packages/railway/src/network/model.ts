import type { ClassCode } from "@safar/contracts/code-tables";

/**
 * The shapes of the railway network, shared by the importer, the timetable,
 * station search and journey search. Source data (`RawStation`, `RawTrain`)
 * follows `../shared/railway-data/README.md` field for field; everything else
 * is derived from it deterministically.
 */

export type CoordsQuality = "exact" | "renamed" | "interpolated" | "none";

/** One station as in stations.json. */
export interface RawStation {
  code: string;
  name: string;
  state: string | null;
  stateInferred?: boolean;
  zone: string | null;
  lat: number | null;
  lon: number | null;
  coords: CoordsQuality;
}

/** One train as in trains.json. */
export interface RawTrain {
  number: string;
  name: string;
  from: string;
  to: string;
  pair: string | null;
  durationMin: number;
  distanceKm: number;
  /** Seven flags, Monday first: the days the train leaves its origin. */
  runsOn: readonly boolean[];
  /** Station codes where it stops, origin first. */
  stops: readonly string[];
}

export type NetworkSource = "demo" | "open-data";

/** A whole network as read from disk, before any derivation. */
export interface RawNetwork {
  source: NetworkSource;
  /** SHA-256 of the two source files, so an import can tell it already has them. */
  checksum: string;
  stations: readonly RawStation[];
  trains: readonly RawTrain[];
}

/** Every train type the timetable distinguishes (from name and number; facts.md §9). */
export const TRAIN_TYPES = [
  "rajdhani",
  "shatabdi",
  "vande-bharat",
  "duronto",
  "garib-rath",
  "jan-shatabdi",
  "humsafar",
  "tejas",
  "double-decker",
  "antyodaya",
  "superfast",
  "mail-express",
  "passenger",
] as const;

export type TrainType = (typeof TRAIN_TYPES)[number];

/** One stop of a timetabled train. Times are minutes after 00:00 IST of the origin's departure day. */
export interface TimetableStop {
  code: string;
  /** Distance from the origin along the route, km (integer). */
  distanceKm: number;
  /** null at the origin. */
  arrivalMin: number | null;
  /** null at the destination. */
  departureMin: number | null;
  /** 1 on the origin's departure day, 2 the day after, … (of the departure, or arrival at the last stop). */
  day: number;
  haltMin: number;
}

/** One coach of a rake: class and name as printed (H1, A1, B1, M1, S1, C1, E1, D1…). */
export interface Coach {
  classCode: ClassCode;
  name: string;
}

export interface TimetabledTrain {
  number: string;
  /** The readable name (`trainDisplayName`: "KSR Bengaluru Double Decker Express"). */
  name: string;
  /** The name as in trains.json ("Sbc Dbldeck Exp"), where it differs from `name`. */
  printedName?: string;
  type: TrainType;
  from: string;
  to: string;
  pair: string | null;
  /** Seven flags, Monday first: the days the train leaves its origin. */
  runsOn: readonly boolean[];
  distanceKm: number;
  durationMin: number;
  stops: readonly TimetableStop[];
  classes: readonly ClassCode[];
  rake: readonly Coach[];
  /** Whether catering is included in the fare (Rajdhani, Shatabdi, Duronto, Vande Bharat…). */
  cateringIncluded: boolean;
  /** Superfast surcharge applies (superfast and premium types). */
  superfast: boolean;
}
