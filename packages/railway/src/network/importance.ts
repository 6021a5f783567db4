import type { RawNetwork } from "./model.ts";

/** Points for every train that calls at a station (origin and destination included). */
export const CALL_POINTS = 1;
/** Extra points for every train that starts or ends at a station: terminals matter more. */
export const TERMINAL_POINTS = 1;

/**
 * A deterministic importance score per station code: one point for every
 * train calling there, one more for every train starting or ending there.
 * Every station of the network has an entry (0 where no train calls); codes
 * that trains use but the station list lacks are scored too. Higher is more
 * important. Pure: the same network always gives the same scores.
 */
export function stationImportance(
  network: Pick<RawNetwork, "stations" | "trains">,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const station of network.stations) scores.set(station.code, 0);
  const add = (code: string, points: number) => scores.set(code, (scores.get(code) ?? 0) + points);
  for (const train of network.trains) {
    // A train that passes a station twice (a loop) still counts once there.
    for (const code of new Set(train.stops)) add(code, CALL_POINTS);
    add(train.from, TERMINAL_POINTS);
    if (train.to !== train.from) add(train.to, TERMINAL_POINTS);
  }
  return scores;
}
