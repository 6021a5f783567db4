/**
 * The search results URL (spec §2 `/trains/searchTrains/:source/:destination/:departureDate`,
 * stations as `{code}_{name}`, date as 8 digits) for the search screen's
 * client code. `@safar/contracts/route-params` has the builder and the parser
 * (`searchTrainsPath`, `searchTrainsParamsSchema`) but they bring Zod (≈ 24 KiB
 * brotli) into the first load; these follow the same rules without it, and
 * `results-url.test.ts` checks them against the contracts' versions.
 */
import type { RecentSearch } from "./recent-searches.ts";

/** Same as `STATION_CODE` in `@safar/contracts/route-params`. */
export const STATION_CODE = /^[A-Z][A-Z0-9]{0,5}$/;
/** Same as the station-name rule in `@safar/contracts/route-params`. */
const STATION_NAME = /^[A-Za-z0-9][A-Za-z0-9 .'()&-]{1,59}$/;
/** Same as `SAME_STATION_MESSAGE` in `@safar/contracts/trains/common`. */
export const SAME_STATION_MESSAGE = "Source and destination cannot be the same";

export interface ResultsStation {
  code: string;
  name: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const cleanName = (name: string) => name.trim().replace(/\s+/g, " ");

/**
 * `/trains/searchTrains/NDLS_New%20Delhi/BCT_Mumbai%20Central/20261212?quota=GN`,
 * or null unless both stations have a code and a name, they differ, and the
 * date (`YYYY-MM-DD`) is a calendar date (spec §5 "The search route URL is
 * built only when both stations have code and name and a date exists").
 */
export function resultsPath(
  source: ResultsStation,
  destination: ResultsStation,
  date: string,
  query: { quota?: string; class?: string } = {},
): string | null {
  const m = ISO.exec(date);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  // Names are checked as the route will read them (spaces collapsed) and written as given.
  for (const s of [source, destination]) {
    if (!STATION_CODE.test(s.code) || !STATION_NAME.test(cleanName(s.name))) return null;
  }
  const [a, b] = [source, destination];
  if (a.code === b.code) return null;
  const params = new URLSearchParams();
  if (query.quota) params.set("quota", query.quota);
  if (query.class) params.set("class", query.class);
  const qs = params.size ? `?${params}` : "";
  const seg = (s: ResultsStation) => encodeURIComponent(`${s.code}_${s.name}`);
  return `/trains/searchTrains/${seg(a)}/${seg(b)}/${date.replaceAll("-", "")}${qs}`;
}

/** The search a results path names, as a recent search; null for any other path. */
export function recentFromResultsPath(pathname: string): RecentSearch | null {
  const m = /^\/trains\/searchTrains\/([^/]+)\/([^/]+)\/(\d{4})(\d{2})(\d{2})$/.exec(pathname);
  if (!m) return null;
  const station = (segment: string): ResultsStation | null => {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const at = value.indexOf("_");
    if (at < 0) return null;
    const s = { code: value.slice(0, at), name: cleanName(value.slice(at + 1)) };
    return STATION_CODE.test(s.code) && STATION_NAME.test(s.name) ? s : null;
  };
  const source = station(m[1] ?? "");
  const destination = station(m[2] ?? "");
  const [y, mo, d] = [Number(m[3]), Number(m[4]), Number(m[5])];
  if (!source || !destination || source.code === destination.code || !isCalendarDate(y, mo, d)) {
    return null;
  }
  return { source, destination, departureDate: `${m[3]}-${m[4]}-${m[5]}` };
}
