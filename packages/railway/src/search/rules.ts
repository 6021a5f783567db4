/**
 * The rules of journey search, in one place so the engine and the
 * brute-force enumerator share the figures (never the algorithm).
 */
import type { TrainType } from "../network/model.ts";

/** A change of trains needs at least this long between arrival and departure (same station). */
export const MIN_TRANSFER_MIN = 30;
/** And waits no longer than this. */
export const MAX_TRANSFER_MIN = 12 * 60;
/**
 * Two different stations count as one for a change of trains when they are
 * at most this far apart in a straight line (e.g. Delhi Jn and Delhi Sarai
 * Rohilla are not; Mumbai Central and its suburban stop are).
 */
export const TRANSFER_RADIUS_KM = 2;
/**
 * Time to get from one station to a nearby one: walking at 4 km/h (15 min
 * per km), rounded up. This time is added to the minimum transfer: changing
 * to a station 1.2 km away needs 30 + 18 = 48 minutes.
 */
export function walkMinutes(km: number): number {
  return Math.ceil(km * 15);
}
/** Alternate stations: at most this many on each side… */
export const ALTERNATE_STATIONS = 3;
/** …within this straight-line distance, nearest first. */
export const ALTERNATE_RADIUS_KM = 50;

const TYPE_FILTER: Record<TrainType, string> = {
  rajdhani: "Rajdhani",
  shatabdi: "Shatabdi",
  "vande-bharat": "Vande Bharat",
  duronto: "Duronto",
  "garib-rath": "Garib Rath",
  "jan-shatabdi": "Jan Shatabdi",
  humsafar: "Humsafar",
  tejas: "Tejas",
  "double-decker": "Double Decker",
  antyodaya: "Antyodaya",
  superfast: "Superfast",
  "mail-express": "Mail/Express",
  passenger: "Passenger",
};

export function trainTypeFilter(type: TrainType): string {
  return TYPE_FILTER[type];
}

/** Tejas trains are run by IRCTC itself; every other by Indian Railways. */
export function trainOwner(type: TrainType): "IR" | "IRCTC" {
  return type === "tejas" ? "IRCTC" : "IR";
}

export function durationText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
