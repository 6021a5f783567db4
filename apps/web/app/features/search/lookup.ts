import type { StationOption } from "./station-match.ts";

/**
 * The home route's loader answers two lookups for the enhanced form (loaded
 * with `useFetcher`, so the browser never calls the API itself and the API
 * client of the request is used): typeahead hits (`v3/station?q=`) and the
 * stations of one state (`v1/station/most_popular?state=`). The route table
 * has no resource route for them yet; both go to `/trains`, the home route.
 */
export const LOOKUP_PATH = "/trains";
export const STATION_QUERY_PARAM = "stationQuery";
export const STATE_PARAM = "stateStations";

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

export function stationLookupUrl(query: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [STATION_QUERY_PARAM]: query })}`;
}

export function stateLookupUrl(state: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [STATE_PARAM]: state })}`;
}

/** Typeahead requests wait this long after the last keystroke. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;
