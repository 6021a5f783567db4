import type { LiveStatusResponse } from "@safar/contracts/live-status";

/**
 * The map's text alternative: where the train is, in words ("Map: train
 * between New Delhi and Kota"), for everyone and for screen readers.
 */
export function mapCaption(status: LiveStatusResponse): string {
  const name = (code: string | null) =>
    (code && status.stops.find((s) => s.code === code)?.name) ?? code ?? "";
  const train = `${status.trainNumber} ${status.trainName}`;
  const origin = status.stops[0]?.name ?? "";
  const destination = status.stops.at(-1)?.name ?? "";
  if (!status.map) return `No map for train ${train}: its stations have no known positions.`;
  if (status.cancelled || status.position.state === "cancelled") {
    return `Map: train ${train} from ${origin} to ${destination}; this run is cancelled.`;
  }
  switch (status.position.state) {
    case "not_started":
      return `Map: train ${train} has not yet left ${origin}; route to ${destination}.`;
    case "at_station":
      return `Map: train ${train} at ${name(status.position.lastCode)}, on its way to ${destination}.`;
    case "between":
      return `Map: train ${train} between ${name(status.position.lastCode)} and ${name(status.position.nextCode)}.`;
    case "arrived":
      return `Map: train ${train} has reached ${destination}.`;
  }
}

/** What each line of the route means (spec §4 segments), as the legend says it. */
export const SEGMENT_LEGEND = {
  travelled: "Travelled: solid line",
  remaining: "Still to go: dashed line",
  train_start: "Route before departure: dotted line",
  terminated: "Completed run: double line",
} as const;
