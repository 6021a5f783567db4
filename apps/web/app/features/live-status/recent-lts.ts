import { parseJsonArray, readString, STORAGE_KEYS, writeJson } from "../../lib/storage.ts";

/**
 * Live-status searches kept on the device (spec §3 device-storage key
 * "live-status searches"): the train, the run date if one was chosen, the
 * boarding station, and the platforms the traveller set for that train
 * (Edit Platform). Newest first; the same train is one entry; at most
 * `MAX_RECENT_LTS`. Malformed entries are dropped on read.
 */
export interface RecentLts {
  trainNumber: string;
  trainName: string;
  /** YYYY-MM-DD, or "" for the current run. */
  date: string;
  station: string;
  /** Station code → the platform the traveller was told. */
  platforms: Record<string, number>;
}

export const MAX_RECENT_LTS = 5;

function isEntry(v: unknown): v is RecentLts {
  const e = v as RecentLts;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.trainNumber === "string" &&
    /^\d{5}$/.test(e.trainNumber) &&
    typeof e.trainName === "string" &&
    typeof e.date === "string" &&
    (e.date === "" || /^\d{4}-\d{2}-\d{2}$/.test(e.date)) &&
    typeof e.station === "string" &&
    typeof e.platforms === "object" &&
    e.platforms !== null &&
    Object.values(e.platforms).every((p) => Number.isInteger(p) && p > 0 && p < 100)
  );
}

export function parseRecentLts(raw: string | null): RecentLts[] {
  return parseJsonArray(raw).filter(isEntry).slice(0, MAX_RECENT_LTS);
}

/** Puts the search first; keeps the platforms already set for that train. */
export function addRecentLts(
  list: readonly RecentLts[],
  entry: Omit<RecentLts, "platforms">,
): RecentLts[] {
  const previous = list.find((e) => e.trainNumber === entry.trainNumber);
  const rest = list.filter((e) => e.trainNumber !== entry.trainNumber);
  return [{ ...entry, platforms: previous?.platforms ?? {} }, ...rest].slice(0, MAX_RECENT_LTS);
}

/** Sets (or, with `null`, clears) the traveller's platform at a station of a train. */
export function withPlatform(
  list: readonly RecentLts[],
  trainNumber: string,
  station: string,
  platform: number | null,
): RecentLts[] {
  return list.map((e) => {
    if (e.trainNumber !== trainNumber) return e;
    const platforms = { ...e.platforms };
    if (platform === null) delete platforms[station];
    else platforms[station] = platform;
    return { ...e, platforms };
  });
}

export function readRecentLts(): RecentLts[] {
  return parseRecentLts(readString(STORAGE_KEYS.liveStatusSearches));
}

export function writeRecentLts(list: readonly RecentLts[]): void {
  writeJson(STORAGE_KEYS.liveStatusSearches, list);
}
