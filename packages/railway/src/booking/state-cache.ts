import { LRUCache } from "lru-cache";
import type { Occupancy } from "../allocation/occupancy.ts";

/**
 * The last committed state of each run and class this process saw (by
 * `runKeyString`), so that reading a PNR costs a version check, not a read and
 * parse of the whole occupancy row.
 */
export type StateCache = LRUCache<string, { version: number; state: Occupancy }>;

export const createStateCache = (): StateCache => new LRUCache({ max: 2_000 });

/** Keeps `state` unless a newer version is already cached. */
export function rememberState(
  states: StateCache,
  k: string,
  version: number,
  state: Occupancy,
): void {
  const had = states.peek(k);
  if (had && had.version > version) return;
  states.set(k, { version, state });
}
