import type { ClassCode } from "@safar/contracts/code-tables";
import type { TrainType } from "../network/model.ts";

/** What journey search needs of a station: its code, name and (where known) coordinates. */
export interface SearchStation {
  code: string;
  name: string;
  lat: number | null;
  lon: number | null;
}

/** A moment of a journey, IST. */
export interface JourneyTime {
  /** `YYYY-MM-DD` (IST). */
  date: string;
  /** `HH:mm` (IST). */
  time: string;
  /** `YYYY-MM-DDTHH:mm+05:30`. */
  dateTime: string;
  /** Day of the train's run at this stop: 1 on the day it leaves its origin, 2 the day after, … */
  day: number;
  /** IST minutes since 1970-01-01 00:00 IST: the sort key. */
  abs: number;
}

export interface ClassFare {
  classCode: ClassCode;
  /** Paise, rounded up to the next ₹5 as the railway charges. */
  total: number;
}

/** One train between two stations on a date (spec §3 'Train in results', availability excepted). */
export interface DirectJourney {
  kind: "direct";
  trainNumber: string;
  trainName: string;
  trainType: TrainType;
  /** Who runs the train: 'IRCTC' for the corporation's own (Tejas), 'IR' for Indian Railways. */
  trainOwner: "IR" | "IRCTC";
  /** The label the train-type filter groups it under. */
  trainTypeFilter: string;
  /** The train's origin and destination (codes). */
  source: string;
  destination: string;
  sourceName: string;
  destinationName: string;
  /** Boarding and alighting stations (codes and names). */
  from: string;
  to: string;
  fromName: string;
  toName: string;
  departure: JourneyTime;
  arrival: JourneyTime;
  /** The date the train leaves its origin for this journey. */
  originDate: string;
  durationMin: number;
  /** e.g. `16h 05m` */
  duration: string;
  distanceKm: number;
  classes: readonly ClassCode[];
  /** The adult general-quota fare of each class carried, in paise (availability comes with reservations). */
  fares: readonly ClassFare[];
  /** Seven flags, Monday first: the days the train leaves the boarding station. */
  runDays: readonly boolean[];
  /** The same as `YNNYNYN`. */
  runDaysFlags: string;
  /** 'runs on Mon, Wed' or 'everyday' (spec §9). */
  runDaysText: string;
  cateringIncluded: boolean;
  superfast: boolean;
}

export interface Transfer {
  /** Where the first train is left and where the second is boarded (equal unless a walk between nearby stations). */
  arriveAt: string;
  departFrom: string;
  /** Straight-line distance between the two, km (0 at the same station). */
  walkKm: number;
  /** Time allowed to get from one to the other, minutes (0 at the same station). */
  walkMin: number;
  /** From the first train's arrival to the second train's departure, minutes. */
  waitMin: number;
}

/** Two trains with a change (spec §3 'trains_stitching_list'). */
export interface ConnectingJourney {
  kind: "connection";
  legs: readonly [DirectJourney, DirectJourney];
  transfer: Transfer;
  from: string;
  to: string;
  departure: JourneyTime;
  arrival: JourneyTime;
  durationMin: number;
  duration: string;
  distanceKm: number;
}

export type Journey = DirectJourney | ConnectingJourney;

export interface JourneySearchResult {
  from: string;
  to: string;
  date: string;
  direct: DirectJourney[];
  connections: ConnectingJourney[];
}

export interface AlternateStation {
  code: string;
  name: string;
  /** Straight-line distance from the searched station, km (rounded to 0.1). */
  distanceKm: number;
}

export interface AlternateRoute {
  from: AlternateStation;
  to: AlternateStation;
  trains: DirectJourney[];
}

export interface AlternateStationsResult {
  fromAlternates: AlternateStation[];
  toAlternates: AlternateStation[];
  /** Direct trains between every other combination of searched/alternate stations that has any. */
  routes: AlternateRoute[];
}

export interface AlternateDate {
  date: string;
  trains: number;
}

export interface ScheduleStop {
  code: string;
  name: string;
  arrival: string | null;
  departure: string | null;
  day: number;
  haltMin: number;
  distanceKm: number;
}

export interface TrainSchedule {
  number: string;
  name: string;
  type: string;
  trainOwner: "IR" | "IRCTC";
  trainTypeFilter: string;
  source: string;
  destination: string;
  pair: string | null;
  distanceKm: number;
  durationMin: number;
  duration: string;
  runDays: readonly boolean[];
  runDaysFlags: string;
  runDaysText: string;
  classes: readonly ClassCode[];
  cateringIncluded: boolean;
  superfast: boolean;
  stops: ScheduleStop[];
}

export interface TrainMatch {
  number: string;
  name: string;
  source: string;
  destination: string;
}

/** One train's call at a station (station pages). */
export interface StationCall {
  trainNumber: string;
  trainName: string;
  /** The train's origin and destination. */
  source: { code: string; name: string };
  destination: { code: string; name: string };
  /** `HH:mm` IST; null at the origin (arrival) and the destination (departure). */
  arrival: string | null;
  departure: string | null;
  /** Day of the train's run at this stop (1 on the day it leaves its origin). */
  day: number;
  haltMin: number;
  /** Seven flags, Monday first: the days the train calls here. */
  runDays: readonly boolean[];
  runDaysText: string;
}
