import { addDays, type IsoDate, isIsoDate, istDate } from "@safar/domain/ist";
import { parseJsonArray, readString, STORAGE_KEYS, writeString } from "../../lib/storage.ts";

/**
 * Recent searches kept on the device (spec §3 "Recent search"): source and
 * destination, each a code and a name, and the date as YYYY-MM-DD.
 * - Saving a pair already in the list moves it to the front with the new date
 *   (the same source/destination codes are one entry).
 * - The list is trimmed to the caller's maximum by dropping the oldest.
 * - On read, an entry whose date has passed moves to tomorrow.
 * Entries that do not have this shape (an older version, a hand edit) are
 * dropped on read rather than breaking the home page.
 */
interface RecentStation {
  code: string;
  name: string;
}

export interface RecentSearch {
  source: RecentStation;
  destination: RecentStation;
  departureDate: IsoDate;
}

const DEFAULT_MAX_RECENT_SEARCHES = 5;

export function addRecentSearch(
  list: readonly RecentSearch[],
  entry: RecentSearch,
  max: number = DEFAULT_MAX_RECENT_SEARCHES,
): RecentSearch[] {
  const rest = list.filter(
    (r) => !(r.source.code === entry.source.code && r.destination.code === entry.destination.code),
  );
  return [entry, ...rest].slice(0, Math.max(0, max));
}

/** Entries dated before today (IST) move to tomorrow. */
export function withFutureDates(list: readonly RecentSearch[], now: Date): RecentSearch[] {
  const today = istDate(now);
  const tomorrow = addDays(today, 1);
  return list.map((r) => (r.departureDate < today ? { ...r, departureDate: tomorrow } : r));
}

function isStation(v: unknown): v is RecentStation {
  const s = v as RecentStation;
  return (
    typeof s === "object" &&
    s !== null &&
    typeof s.code === "string" &&
    s.code.length > 0 &&
    typeof s.name === "string"
  );
}

/** Parses stored JSON, keeping only well-formed entries. */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  return parseJsonArray(raw).filter(
    (r): r is RecentSearch =>
      typeof r === "object" &&
      r !== null &&
      isStation((r as RecentSearch).source) &&
      isStation((r as RecentSearch).destination) &&
      typeof (r as RecentSearch).departureDate === "string" &&
      isIsoDate((r as RecentSearch).departureDate),
  );
}

export function readRecentSearches(now: Date): RecentSearch[] {
  return withFutureDates(parseRecentSearches(readString(STORAGE_KEYS.recentSearches)), now);
}

export function saveRecentSearch(
  entry: RecentSearch,
  now: Date,
  max: number = DEFAULT_MAX_RECENT_SEARCHES,
): RecentSearch[] {
  const next = addRecentSearch(readRecentSearches(now), entry, max);
  writeString(STORAGE_KEYS.recentSearches, JSON.stringify(next));
  return next;
}
