import type { StationOption } from "./station-match.ts";

/**
 * The home route's loader answers four lookups for the enhanced form (loaded
 * with `useFetcher`, so the browser never calls the API itself and the API
 * client of the request is used): typeahead hits (`v3/station?q=`), the
 * stations of one state (`v1/station/most_popular?state=`), the served
 * stations near a chosen one (`v4/station?code=`) and the direct trains
 * between stations near a chosen pair (`v1/alternate_stations`). The route
 * table has no resource route for them yet; all go to `/trains`, the home route.
 */
export const LOOKUP_PATH = "/trains";
export const STATION_QUERY_PARAM = "stationQuery";
export const STATE_PARAM = "stateStations";
export const NEARBY_PARAM = "nearStation";
export const ALTERNATES_PARAM = "alternateStations";

export interface StationLookup {
  kind: "stations";
  query: string;
  stations: StationOption[];
}

export interface StateLookup {
  kind: "state";
  state: string;
  stations: StationOption[];
}

/** A served station near a chosen one (spec §2 edit journey, `v4/station`). */
export interface NearbyOption extends StationOption {
  /** From the chosen station, km. */
  distanceKm: number;
}

export interface NearbyLookup {
  kind: "nearby";
  code: string;
  stations: NearbyOption[];
}

/** Direct trains between two stations near the chosen pair (`v1/alternate_stations`). */
export interface AlternateRoute {
  from: NearbyOption;
  to: NearbyOption;
  /** How many direct trains run between them on the date. */
  trains: number;
}

export interface AlternatesLookup {
  kind: "alternates";
  /** `FROM-TO-DATE-QUOTA` of the answer, so a late answer for another pair is not shown. */
  key: string;
  routes: AlternateRoute[];
}

export interface AlternatesQuery {
  from: string;
  to: string;
  date: string;
  quota: string;
}

export const alternatesKey = (q: AlternatesQuery) => `${q.from}-${q.to}-${q.date}-${q.quota}`;

export function nearbyLookupUrl(code: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [NEARBY_PARAM]: code })}`;
}

export function alternatesLookupUrl(q: AlternatesQuery): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [ALTERNATES_PARAM]: alternatesKey(q) })}`;
}

/** `FROM-TO-DATE-QUOTA` back into its parts, or null. */
export function parseAlternatesKey(key: string): AlternatesQuery | null {
  const m = /^([A-Z0-9]{1,8})-([A-Z0-9]{1,8})-(\d{4}-\d{2}-\d{2})-([A-Z]{2})$/.exec(key.trim());
  return m ? { from: m[1] ?? "", to: m[2] ?? "", date: m[3] ?? "", quota: m[4] ?? "" } : null;
}

/** How a nearby station's chip and option say its distance: '2.2 km', '12 km'. */
export function distanceWords(km: number): string {
  return km < 10 ? `${Math.round(km * 10) / 10} km` : `${Math.round(km)} km`;
}

export function stationLookupUrl(query: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [STATION_QUERY_PARAM]: query })}`;
}

export function stateLookupUrl(state: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [STATE_PARAM]: state })}`;
}

/** Typeahead requests wait this long after the last keystroke. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;

/**
 * The form's buttons that choose a nearby station or an alternate pair post
 * an intent (so they work before JavaScript): `nearby:from:DLI`,
 * `alternate:DLI:HWH`.
 */
export type StationIntent =
  | { kind: "nearby"; target: "from" | "to"; code: string }
  | { kind: "alternate"; from: string; to: string };

export const nearbyIntent = (target: "from" | "to", code: string) => `nearby:${target}:${code}`;
export const alternateIntent = (from: string, to: string) => `alternate:${from}:${to}`;

export function parseStationIntent(value: unknown): StationIntent | null {
  if (typeof value !== "string") return null;
  let m = /^nearby:(from|to):([A-Z0-9]{1,8})$/.exec(value);
  if (m) return { kind: "nearby", target: m[1] as "from" | "to", code: m[2] ?? "" };
  m = /^alternate:([A-Z0-9]{1,8}):([A-Z0-9]{1,8})$/.exec(value);
  if (m && m[1] !== m[2]) return { kind: "alternate", from: m[1] ?? "", to: m[2] ?? "" };
  return null;
}
