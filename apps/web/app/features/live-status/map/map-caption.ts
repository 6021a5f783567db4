import type { LiveStatusResponse } from "@safar/contracts/live-status";

/**
 * The map's text alternative: where the train is, in words ("Map: train
 * between New Delhi and Kota"), for everyone and for screen readers.
 */
export function mapCaption(
  status: LiveStatusResponse,
  /** The page's words (the live-status catalogue's `map*`); English when absent. */
  words: Partial<Readonly<Record<string, string>>> = {},
): string {
  const name = (code: string | null) =>
    (code && status.stops.find((s) => s.code === code)?.name) ?? code ?? "";
  const values: Record<string, string> = {
    train: `${status.trainNumber} ${status.trainName}`,
    origin: status.stops[0]?.name ?? "",
    destination: status.stops.at(-1)?.name ?? "",
  };
  const say = (key: string, english: string) =>
    (words[key] ?? english).replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);
  if (!status.map) {
    return say("mapNone", "No map for train {train}: its stations have no known positions.");
  }
  if (status.cancelled || status.position.state === "cancelled") {
    return say(
      "mapCancelled",
      "Map: train {train} from {origin} to {destination}; this run is cancelled.",
    );
  }
  switch (status.position.state) {
    case "not_started":
      return say(
        "mapNotStarted",
        "Map: train {train} has not yet left {origin}; route to {destination}.",
      );
    case "at_station":
      values.station = name(status.position.lastCode);
      return say("mapAtStation", "Map: train {train} at {station}, on its way to {destination}.");
    case "between":
      values.last = name(status.position.lastCode);
      values.next = name(status.position.nextCode);
      return say("mapBetween", "Map: train {train} between {last} and {next}.");
    case "arrived":
      return say("mapArrived", "Map: train {train} has reached {destination}.");
  }
}

/** What each line of the route means (spec §4 segments), as the legend says it. */
export const SEGMENT_LEGEND = {
  travelled: "Travelled: solid line",
  remaining: "Still to go: dashed line",
  train_start: "Route before departure: dotted line",
  terminated: "Completed run: double line",
} as const;
