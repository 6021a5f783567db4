import { LRUCache } from "lru-cache";
import type { OccupancySummary } from "./summary.ts";

/**
 * A small in-memory LRU of `OccupancySummary` values keyed by
 * `${train}|${runDate}|${classCode}` (`availabilityKey`), for the availability
 * read model.
 *
 * - `get` answers only entries not older than `ttlMs` (by the injected
 *   clock); an expired entry is a miss but stays (so its version still guards
 *   `set`) until it is overwritten or evicted.
 * - `set` keeps the new summary only when its version is >= the one cached
 *   (expired or not): a reader that loaded an older row and writes late never
 *   replaces a newer summary. An equal version refreshes the entry's time.
 * - Past `maxEntries` the least recently used entry (read or written) goes.
 */

export interface AvailabilityCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds, e.g. `() => clock().getTime()`. */
  now: () => number;
}

export interface AvailabilityCacheStats {
  hits: number;
  misses: number;
  size: number;
}

export interface AvailabilityCache {
  get(key: string): OccupancySummary | undefined;
  /** True when the summary was stored, false when a newer version is cached. */
  set(key: string, summary: OccupancySummary): boolean;
  invalidate(key: string): void;
  stats(): AvailabilityCacheStats;
}

export function availabilityKey(trainNumber: string, runDate: string, classCode: string): string {
  return `${trainNumber}|${runDate}|${classCode}`;
}

interface Entry {
  summary: OccupancySummary;
  storedAt: number;
}

export function createAvailabilityCache(options: AvailabilityCacheOptions): AvailabilityCache {
  const { ttlMs, maxEntries, now } = options;
  if (!(maxEntries >= 1)) throw new RangeError("maxEntries must be at least 1");
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  let hits = 0;
  let misses = 0;

  return {
    get(key) {
      // Only a fresh entry counts as used.
      const entry = entries.peek(key);
      if (!entry || now() - entry.storedAt > ttlMs) {
        misses++;
        return undefined;
      }
      hits++;
      entries.get(key);
      return entry.summary;
    },
    set(key, summary) {
      const old = entries.peek(key);
      if (old && old.summary.version > summary.version) return false;
      entries.set(key, { summary, storedAt: now() });
      return true;
    },
    invalidate(key) {
      entries.delete(key);
    },
    stats() {
      return { hits, misses, size: entries.size };
    },
  };
}
