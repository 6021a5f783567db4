import type { TrainOption } from "./view.ts";

/**
 * Lookups for the enhanced live-status form, answered by the live-status
 * home's loader through a fetcher (the browser never calls the API itself):
 * trains by number or name, and a chosen train's stops for the boarding
 * station.
 */
export const LOOKUP_PATH = "/trains/check-lts";
export const TRAIN_QUERY_PARAM = "trainQuery";
export const STOPS_PARAM = "stopsOf";

export interface TrainLookup {
  kind: "trains";
  query: string;
  trains: TrainOption[];
}

export interface StopsLookup {
  kind: "stops";
  trainNumber: string;
  stops: { code: string; name: string }[];
}

export function trainLookupUrl(query: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [TRAIN_QUERY_PARAM]: query })}`;
}

export function stopsLookupUrl(trainNumber: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [STOPS_PARAM]: trainNumber })}`;
}
