import { stationImportance } from "../network/importance.ts";
import type { CoordsQuality, RawNetwork } from "../network/model.ts";
import { BUSIEST_STATIONS } from "./busiest.ts";
import { CITIES, type City, QUERY_STOP_WORDS, QUERY_SYNONYMS, STATION_ALIASES } from "./cities.ts";
import { allowedEdits, TrigramIndex } from "./fuzzy.ts";
import { haversineKm, kmToLatDegrees, type LatLon } from "./geo.ts";
import { REPLACED_CODES, stationOffer } from "./offered.ts";
import { stationDisplayName } from "./station-names.ts";
import { compact, tokens } from "./text.ts";

/** A station as the product shows and ranks it. */
export interface Station {
  code: string;
  /** Readable display name (`stationDisplayName`: "Chhatrapati Shivaji Maharaj Terminus", "Dr Ambedkar Nagar"). */
  name: string;
  /** The name as printed on tickets, as in the data (abbreviated upper case, e.g. "PUNE JN"). */
  printedName: string;
  state: string | null;
  zone: string | null;
  lat: number | null;
  lon: number | null;
  coords: CoordsQuality;
  /** `stationImportance` score: higher is more important, 0 where no train calls. */
  importance: number;
  /** The city the station serves, where the city table names it ("Mumbai"). */
  city: string | null;
}

/** How a search hit matched, best first: its code, a city name, its name, a code prefix, a name prefix, a near-miss spelling. */
export type StationMatch = "code" | "city" | "name" | "code-prefix" | "prefix" | "fuzzy";

export interface StationHit {
  station: Station;
  match: StationMatch;
  /** Match quality plus an importance bonus; higher ranks first. */
  score: number;
}

export interface NearbyStation {
  station: Station;
  distanceKm: number;
}

export interface NearbyOptions {
  /** Only stations within this many km (inclusive). */
  radiusKm: number;
  /** At most this many stations, nearest first. */
  limit: number;
  /** Only stations some train calls at (importance > 0). Default false. */
  servedOnly?: boolean;
}

export interface StateStations {
  state: string;
  /** Most important first, then by name. */
  stations: Station[];
}

export interface StationIndex {
  readonly size: number;
  /** The station with this code (case-insensitive), if any, offered in search or not. */
  get(code: string): Station | undefined;
  /**
   * Stations offered in search (`offered.ts`: a train stops there, not a cabin
   * or yard, not an old code) matching a code, name or city, typos tolerated;
   * best first. An old code or name finds the station that replaced it.
   */
  search(query: string, limit?: number): StationHit[];
  /** Stations nearest a station (itself excluded) or a point, by great-circle distance. */
  nearby(from: string | LatLon, options: NearbyOptions): NearbyStation[];
  /** Every state (alphabetical) with the stations offered in search, most important first. */
  states(): StateStations[];
  /**
   * Stations offered in search, optionally in one state: those of the busiest
   * list (`busiest.ts`) in its order, then the rest by importance.
   */
  popular(limit: number, state?: string): Station[];
}

export interface StationIndexOptions {
  /** Old codes and their replacements (default `REPLACED_CODES`). */
  replacedCodes?: Readonly<Record<string, readonly string[]>>;
  /** The popular stations, busiest first (default `BUSIEST_STATIONS`). */
  busiest?: readonly string[];
}

export const DEFAULT_SEARCH_LIMIT = 10;

/**
 * Match qualities. A hit's score is its quality plus an importance bonus of
 * 0 to IMPORTANCE_WEIGHT (log-scaled against the network's most important
 * station), so an exact code always ranks first, and among hits of one kind
 * the busier station ranks higher.
 */
export const QUALITY = {
  code: 100,
  cityExact: 10,
  nameExact: 10,
  wordExact: 8,
  cityPrefix: 8.5,
  namePrefix: 8,
  wordPrefix: 7,
  codePrefix: 6.5,
  /** Minus one per edit. */
  cityFuzzy: 6,
  nameFuzzy: 6,
  wordFuzzy: 5,
} as const;
export const IMPORTANCE_WEIGHT = 3;
/** A prefix must be at least this long to match names (codes: 2). */
const MIN_PREFIX = 2;

const KIND_CITY = 0;
const KIND_NAME = 1;
const KIND_WORD = 2;
type Kind = typeof KIND_CITY | typeof KIND_NAME | typeof KIND_WORD;

interface Posting {
  station: number;
  kind: Kind;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** First index in sorted `list` whose value is >= `key`. */
function lowerBound(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? "") < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the station index once from a network: display names, importance,
 * which stations search offers, a vocabulary of name words, whole names and
 * city names with a trigram index for typos, a latitude-sorted list for nearby
 * search, and state lists.
 */
export function buildStationIndex(
  network: Pick<RawNetwork, "stations" | "trains">,
  importance: ReadonlyMap<string, number> = stationImportance(network),
  cities: readonly City[] = CITIES,
  stationAliases: Readonly<Record<string, readonly string[]>> = STATION_ALIASES,
  options: StationIndexOptions = {},
): StationIndex {
  const offer = stationOffer(network, options.replacedCodes ?? REPLACED_CODES);
  const byCode = new Map<string, number>();
  const cityOf = new Map<string, string>();
  for (const city of cities)
    for (const code of city.codes) if (!cityOf.has(code)) cityOf.set(code, city.name);

  const stations: Station[] = [...network.stations]
    .sort((a, b) => compareStrings(a.code, b.code))
    .map((raw) => ({
      code: raw.code,
      name: stationDisplayName(raw),
      printedName: raw.name,
      state: raw.state === null || raw.state.trim() === "" ? null : raw.state,
      zone: raw.zone,
      lat: raw.lat,
      lon: raw.lon,
      coords: raw.coords,
      importance: importance.get(raw.code) ?? 0,
      city: cityOf.get(raw.code) ?? null,
    }));
  for (const [i, s] of stations.entries()) byCode.set(s.code, i);
  const codes = stations.map((s) => s.code); // sorted
  const stationAt = (i: number): Station => stations[i] as Station;
  const offered = Uint8Array.from(stations, (s) => (offer.offered.has(s.code) ? 1 : 0));
  const isOffered = (i: number) => offered[i] === 1;
  /** An old code → the station that replaced it, searched like its own code. */
  const replacement = new Map<string, number>();
  for (const [old, current] of offer.replacedBy) {
    const i = byCode.get(current);
    if (i !== undefined && isOffered(i)) replacement.set(old, i);
  }

  const maxImportance = stations.reduce((m, s) => Math.max(m, s.importance), 0);
  const logMax = Math.log1p(maxImportance);
  const bonus = Float64Array.from(stations, (s) =>
    logMax > 0 ? (IMPORTANCE_WEIGHT * Math.log1p(s.importance)) / logMax : 0,
  );

  // Vocabulary: term → postings (station, kind).
  const postingsByTerm = new Map<string, Posting[]>();
  const add = (term: string, station: number, kind: Kind) => {
    if (term === "") return;
    let list = postingsByTerm.get(term);
    if (list === undefined) {
      list = [];
      postingsByTerm.set(term, list);
    }
    if (!list.some((p) => p.station === station && p.kind === kind)) list.push({ station, kind });
  };
  const addName = (name: string, i: number) => {
    const words = tokens(name);
    add(words.join(""), i, KIND_NAME);
    for (const w of words) add(w, i, KIND_WORD);
  };
  stations.forEach((s, i) => {
    if (!isOffered(i)) return;
    addName(s.printedName, i);
    if (compact(s.name) !== compact(s.printedName)) addName(s.name, i);
    for (const alias of stationAliases[s.code] ?? []) addName(alias, i);
  });
  // The old names of replaced stations (and their own aliases) find the current one.
  for (const [old, i] of replacement) {
    const before = byCode.get(old);
    if (before !== undefined) addName(stationAt(before).printedName, i);
    for (const alias of stationAliases[old] ?? []) addName(alias, i);
  }
  for (const city of cities) {
    for (const alias of city.aliases) {
      for (const code of city.codes) {
        const i = byCode.get(code);
        if (i !== undefined && isOffered(i)) add(compact(alias), i, KIND_CITY);
      }
    }
  }
  const terms = [...postingsByTerm.keys()].sort(compareStrings);
  const termPostings = terms.map((t) => postingsByTerm.get(t) ?? []);
  const termAt = (t: number): string => terms[t] ?? "";
  const postingsAt = (t: number): readonly Posting[] => termPostings[t] ?? [];
  const trigramIndex = new TrigramIndex(terms);

  // Scratch space for scoring, reused between searches.
  const best = new Float64Array(stations.length);
  const bestMatch: StationMatch[] = new Array(stations.length);
  const touched: number[] = [];
  const offerHit = (station: number, quality: number, match: StationMatch) => {
    const before = best[station] ?? 0;
    if (before === 0) touched.push(station);
    if (quality > before) {
      best[station] = quality;
      bestMatch[station] = match;
    }
  };

  /** Calls `visit(termId, quality-kind)` for each term matching `q` exactly, by prefix or within the allowed edits. */
  function matchTerms(
    q: string,
    visit: (term: number, how: "exact" | "prefix" | "fuzzy", edits: number) => void,
  ) {
    const start = lowerBound(terms, q);
    if (start < terms.length && terms[start] === q) visit(start, "exact", 0);
    if (q.length >= MIN_PREFIX) {
      for (
        let t = terms[start] === q ? start + 1 : start;
        t < terms.length && termAt(t).startsWith(q);
        t++
      ) {
        visit(t, "prefix", 0);
      }
    }
    for (const hit of trigramIndex.search(q, allowedEdits(q.length))) {
      if (hit.distance > 0 && !termAt(hit.term).startsWith(q))
        visit(hit.term, "fuzzy", hit.distance);
    }
  }

  function qualityOf(
    kind: Kind,
    how: "exact" | "prefix" | "fuzzy",
    edits: number,
    q: string,
    term: string,
  ): [number, StationMatch] {
    if (how === "exact") {
      if (kind === KIND_CITY) return [QUALITY.cityExact, "city"];
      if (kind === KIND_NAME) return [QUALITY.nameExact, "name"];
      return [QUALITY.wordExact, "name"];
    }
    if (how === "prefix") {
      // A longer share of the term ranks a little higher ("bangalor" over "ban").
      const coverage = (0.5 * q.length) / term.length;
      if (kind === KIND_CITY) return [QUALITY.cityPrefix + coverage, "city"];
      if (kind === KIND_NAME) return [QUALITY.namePrefix + coverage, "prefix"];
      return [QUALITY.wordPrefix + coverage, "prefix"];
    }
    if (kind === KIND_CITY) return [QUALITY.cityFuzzy - edits, "city"];
    if (kind === KIND_NAME) return [QUALITY.nameFuzzy - edits, "fuzzy"];
    return [QUALITY.wordFuzzy - edits, "fuzzy"];
  }

  function search(query: string, limit: number = DEFAULT_SEARCH_LIMIT): StationHit[] {
    const typed = tokens(query).map((w) => QUERY_SYNONYMS[w] ?? w);
    const meaningful = typed.filter((w) => !QUERY_STOP_WORDS.has(w));
    const words = meaningful.length > 0 ? meaningful : typed;
    const whole = words.join("");
    if (whole === "" || limit <= 0) return [];

    // 1. Exact code (or an old code: its replacement), then code prefixes (short single-word queries only).
    const upper = whole.toUpperCase();
    const own = byCode.get(upper);
    const exact = own !== undefined && isOffered(own) ? own : replacement.get(upper);
    if (exact !== undefined) offerHit(exact, QUALITY.code, "code");
    if (words.length === 1 && whole.length >= MIN_PREFIX && whole.length <= 4) {
      for (
        let i = lowerBound(codes, upper);
        i < codes.length && (codes[i] ?? "").startsWith(upper);
        i++
      ) {
        if (i !== exact && isOffered(i)) offerHit(i, QUALITY.codePrefix, "code-prefix");
      }
    }

    // 2. The whole query against city names, whole names and name words.
    matchTerms(whole, (t, how, edits) => {
      for (const p of postingsAt(t)) {
        if (words.length > 1 && p.kind === KIND_WORD) continue; // a multi-word query is no single word
        const [quality, match] = qualityOf(p.kind, how, edits, whole, termAt(t));
        offerHit(p.station, quality, match);
      }
    });

    // 3. Multi-word queries: every word must match a word of the name; the weakest word sets the quality.
    if (words.length > 1) {
      let acc: Map<number, [number, StationMatch]> | null = null;
      for (const w of words) {
        const here = new Map<number, [number, StationMatch]>();
        matchTerms(w, (t, how, edits) => {
          for (const p of postingsAt(t)) {
            if (p.kind !== KIND_WORD) continue;
            if (acc !== null && !acc.has(p.station)) continue;
            const [quality, match] = qualityOf(p.kind, how, edits, w, termAt(t));
            const prev = here.get(p.station);
            if (prev === undefined || quality > prev[0]) here.set(p.station, [quality, match]);
          }
        });
        if (acc !== null) {
          for (const [station, [quality, match]] of here) {
            const before = acc.get(station);
            if (before !== undefined && before[0] < quality) here.set(station, before);
            else here.set(station, [quality, match]);
          }
        }
        acc = here;
        if (acc.size === 0) break;
      }
      for (const [station, [quality, match]] of acc ?? []) offerHit(station, quality, match);
    }

    // 4. Rank: quality plus importance bonus, keeping the best `limit`.
    const top: StationHit[] = [];
    const better = (a: StationHit, b: StationHit) =>
      a.score !== b.score
        ? a.score > b.score
        : a.station.importance !== b.station.importance
          ? a.station.importance > b.station.importance
          : a.station.code < b.station.code;
    for (const i of touched) {
      const hit: StationHit = {
        station: stationAt(i),
        match: bestMatch[i] ?? "fuzzy",
        score: (best[i] ?? 0) + (bonus[i] ?? 0),
      };
      best[i] = 0;
      // Insert into the sorted top list, dropping whatever falls past the limit.
      let at = top.length;
      while (at > 0 && better(hit, top[at - 1] as StationHit)) at--;
      if (at < limit) {
        top.splice(at, 0, hit);
        if (top.length > limit) top.pop();
      }
    }
    touched.length = 0;
    return top;
  }

  // Nearby: stations with coordinates sorted by latitude.
  const located: { station: Station; lat: number; lon: number }[] = [];
  for (const station of stations) {
    if (station.lat !== null && station.lon !== null)
      located.push({ station, lat: station.lat, lon: station.lon });
  }
  located.sort((a, b) => a.lat - b.lat || compareStrings(a.station.code, b.station.code));

  function nearby(from: string | LatLon, options: NearbyOptions): NearbyStation[] {
    let origin: LatLon;
    let self: Station | undefined;
    if (typeof from === "string") {
      const i = byCode.get(from.trim().toUpperCase());
      if (i === undefined) return [];
      const s = stationAt(i);
      if (s.lat === null || s.lon === null) return [];
      origin = { lat: s.lat, lon: s.lon };
      self = s;
    } else {
      origin = from;
    }
    if (options.limit <= 0 || !(options.radiusKm >= 0)) return [];
    const band = kmToLatDegrees(options.radiusKm);
    let lo = 0;
    let hi = located.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((located[mid]?.lat ?? 0) < origin.lat - band) lo = mid + 1;
      else hi = mid;
    }
    const found: NearbyStation[] = [];
    for (let k = lo; k < located.length; k++) {
      const point = located[k] as (typeof located)[number];
      if (point.lat > origin.lat + band) break;
      const s = point.station;
      if (s === self) continue;
      if (options.servedOnly === true && s.importance <= 0) continue;
      const distanceKm = haversineKm(origin, point);
      if (distanceKm <= options.radiusKm) found.push({ station: s, distanceKm });
    }
    found.sort(
      (a, b) =>
        a.distanceKm - b.distanceKm ||
        b.station.importance - a.station.importance ||
        compareStrings(a.station.code, b.station.code),
    );
    return found.slice(0, options.limit);
  }

  // States and popularity.
  const byImportance = [...stations].sort(
    (a, b) =>
      b.importance - a.importance ||
      compareStrings(a.name, b.name) ||
      compareStrings(a.code, b.code),
  );
  const offeredByImportance = byImportance.filter((s) => offer.offered.has(s.code));
  const stateMap = new Map<string, Station[]>();
  for (const s of offeredByImportance) {
    if (s.state === null) continue;
    let list = stateMap.get(s.state);
    if (list === undefined) {
      list = [];
      stateMap.set(s.state, list);
    }
    list.push(s);
  }
  const stateList: StateStations[] = [...stateMap.keys()]
    .sort(compareStrings)
    .map((state) => ({ state, stations: stateMap.get(state) ?? [] }));
  const busiest = new Map((options.busiest ?? BUSIEST_STATIONS).map((code, rank) => [code, rank]));
  const rankOf = (s: Station) => busiest.get(s.code) ?? Number.POSITIVE_INFINITY;
  // A stable sort: the busiest in the list's order, then the rest by importance.
  const popularOrder = [...offeredByImportance].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });

  return {
    size: stations.length,
    get: (code) => {
      const i = byCode.get(code.trim().toUpperCase());
      return i === undefined ? undefined : stations[i];
    },
    search,
    nearby,
    states: () => stateList.map((s) => ({ state: s.state, stations: [...s.stations] })),
    popular: (limit, state) => {
      const list =
        state === undefined ? popularOrder : popularOrder.filter((s) => s.state === state);
      return list.slice(0, Math.max(0, limit));
    },
  };
}
