import type { RailwayNetworkGateway } from "@safar/railway/network-gateway";
import type { JourneySearchResult } from "@safar/railway/search/types";
import { LRUCache } from "lru-cache";

/**
 * Journey search results by (from, to, date), most recently used kept.
 *
 * The railway answers journey search from its timetable read model, built
 * once at start and never changed while the process runs (ADR 005), so an
 * answer for a pair and date stays right for the life of the process; only
 * availability changes, and that is never cached here. Searching a busy pair
 * costs the engine about 0.6 ms on the full network (every two-train
 * connection is enumerated); a hit costs a map lookup. Results are shared:
 * callers must not mutate them.
 */
export interface JourneyCache {
  search(from: string, to: string, date: string): Promise<JourneySearchResult>;
  readonly size: number;
}

export const DEFAULT_JOURNEY_CACHE_ENTRIES = 5_000;

export function createJourneyCache(
  railway: Pick<RailwayNetworkGateway, "searchJourneys">,
  maxEntries = DEFAULT_JOURNEY_CACHE_ENTRIES,
): JourneyCache {
  const entries = new LRUCache<string, Promise<JourneySearchResult>>({ max: maxEntries });
  return {
    get size() {
      return entries.size;
    },
    search(from, to, date) {
      const key = `${from}|${to}|${date}`;
      const hit = entries.get(key);
      if (hit) return hit;
      const pending = railway.searchJourneys(from, to, date);
      entries.set(key, pending);
      // A failed search is not remembered.
      pending.catch(() => entries.delete(key));
      return pending;
    },
  };
}
