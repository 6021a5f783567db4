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
 * - `outdate(key, version)`: another process committed `version` (ADR 031):
 *   an entry older than it is a miss from now on, and so is any older
 *   summary stored later (a read that began before the note came).
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
  /** Another process committed `version` of this run and class: older summaries are misses. */
  outdate(key: string, version: number): void;
  /** Forgets everything (notes from other processes may have been missed). */
  clear(): void;
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
  /** The newest version another process committed, per key, when newer than what is cached. */
  const floors = new LRUCache<string, number>({ max: maxEntries });
  const belowFloor = (key: string, version: number) => version < (floors.peek(key) ?? -Infinity);
  let hits = 0;
  let misses = 0;

  return {
    get(key) {
      // Only a fresh entry counts as used.
      const entry = entries.peek(key);
      if (!entry || now() - entry.storedAt > ttlMs || belowFloor(key, entry.summary.version)) {
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
      if (belowFloor(key, summary.version)) return false;
      entries.set(key, { summary, storedAt: now() });
      return true;
    },
    invalidate(key) {
      entries.delete(key);
    },
    outdate(key, version) {
      const cached = entries.peek(key)?.summary.version ?? -Infinity;
      if (cached >= version) return;
      if ((floors.peek(key) ?? -Infinity) < version) floors.set(key, version);
    },
    clear() {
      entries.clear();
      floors.clear();
    },
    stats() {
      return { hits, misses, size: entries.size };
    },
  };
}
