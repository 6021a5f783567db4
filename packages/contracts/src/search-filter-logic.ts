import type { ClassCode, QuotaCode, SortOption, TimeBucket } from "./code-tables.ts";
import { CLASS_CODES, QUOTA_CODES, TIME_BUCKETS } from "./code-tables.ts";
import {
  FILTER_TRAIN_TYPE_IDS,
  type FilterTrainType,
  MINUTES_PER_DAY,
  type SearchFilters,
  type TimeWindow,
} from "./search-filters.ts";

/**
 * Applying the results page's filters and sort (spec §2 "Filter and sort
 * sheets", §9 time buckets, sort options and the inclusive fare filter) to a
 * list of trains, and the facets the sheet offers. Pure: the web app runs it
 * on the results it holds, the API may run it on what it sends.
 *
 * Rules (tested in search-filter-logic.test.ts):
 * - Groups combine with AND; values inside a group with OR (Morning or
 *   Evening; 3A or 2A).
 * - Time buckets hold minutes of the day `fromHour*60 ≤ t < toHour*60`: 06:00
 *   is morning, 18:00 is evening, 23:59 evening, 00:00 early morning.
 * - Class-level filters (class, quota, price, availability) must all hold for
 *   the SAME class entry of a train: "AC under ₹2,000 with confirmed seats"
 *   keeps a train only if one AC class costs at most ₹2,000 and is available.
 *   Price is therefore judged per class, not on the train's cheapest class:
 *   a train whose SL costs ₹500 and 3A ₹1,500 is kept by "₹1,000–₹2,000"
 *   (its 3A fits), which is what the traveller asked for. Both price ends are
 *   inclusive (spec §9); a class with no known fare fails an active price
 *   filter. A train with no class entries at all passes only when no
 *   class-level filter is active.
 * - "available" availability: status group AVL or Curr AVL and bookable;
 *   "available_or_rac" also accepts a bookable RAC.
 * - Sorts are stable: ties keep the input order, which is the API's
 *   recommended order. "recommended" orders by `recommendedOrder` when the
 *   trains carry one (missing last), else keeps the input order.
 * - "availability" ranks each train by its best class entry among those
 *   that pass the class and quota filters: (0) bookable AVL / Curr AVL, more
 *   seats first; (1) bookable RAC, lower position first; (2) bookable WL,
 *   lower position first; (3) anything else (not available, regret,
 *   departed, closed, unknown, not bookable); trains with no entry at all
 *   come last.
 * - Two-train connections are judged as one entry each (`legTrainTypes`,
 *   `classCodes`): the train-type filter keeps one only when every leg's type
 *   is chosen, and a class entry naming a class per leg ("3E + CC") passes
 *   the class filter only when every one of its classes is chosen; facets
 *   count each type and class once per entry.
 */

/** Spec §4 status groups, as the railway's `statusGroup` gives them ("" = not known yet). */
export type SeatStatusGroup =
  | "AVL"
  | "Curr AVL"
  | "Not AVL"
  | "RAC"
  | "WL"
  | "Departed"
  | "Closed"
  | "";

export interface FilterableClass {
  classCode: ClassCode;
  quota: QuotaCode;
  /** Adult fare in paise; null when not known. */
  fare: number | null;
  statusGroup: SeatStatusGroup;
  bookable: boolean;
  /** Seats free (AVL / Curr AVL) or place on the list (RAC / WL), when known. */
  count?: number | null;
  /** A connection's class on each train when they differ (`3E + CC`); `classCode` is then the first. */
  classCodes?: readonly ClassCode[];
}

/** What the filters and sorts need of a train in the results (a subset of the API's train). */
export interface FilterableTrain {
  number: string;
  name: string;
  /** The railway's train type id (`DirectJourney.trainType`). */
  trainType: FilterTrainType | string;
  /** A connection's train types, one per leg (the first is `trainType`). */
  legTrainTypes?: readonly string[];
  /** Boarding and alighting station codes (and names, for the facets). */
  from: string;
  to: string;
  fromName?: string;
  toName?: string;
  /** Minutes of the day (IST) at boarding and alighting. */
  departureMin: number;
  arrivalMin: number;
  /** Absolute sort keys (`JourneyTime.abs`): arrival the next day sorts after. */
  departureAbs: number;
  arrivalAbs: number;
  durationMin: number;
  classes: readonly FilterableClass[];
  /** The API's `recommended_trains_order`, when given. */
  recommendedOrder?: number | null;
}

// ── Filtering ────────────────────────────────────────────────────────────────

/** The spec §9 bucket a minute of the day falls in. */
export function timeBucketOf(minuteOfDay: number): TimeBucket {
  const m = ((Math.floor(minuteOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const bucket = TIME_BUCKETS.find((b) => m >= b.fromHour * 60 && m < b.toHour * 60);
  return (bucket ?? TIME_BUCKETS[0]).id;
}

/** Whether a minute of the day lies in a window (from inclusive, to exclusive, wrapping past midnight). */
export function inTimeWindow(minuteOfDay: number, w: TimeWindow): boolean {
  const m = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const from = w.from ?? 0;
  const to = w.to ?? MINUTES_PER_DAY;
  return from <= to ? m >= from && m < to : m >= from || m < to;
}

function timeMatches(
  minute: number,
  buckets: readonly TimeBucket[],
  window: TimeWindow | undefined,
): boolean {
  if (buckets.length && !buckets.includes(timeBucketOf(minute))) return false;
  if (window && !inTimeWindow(minute, window)) return false;
  return true;
}

const AVAILABLE_GROUPS: readonly SeatStatusGroup[] = ["AVL", "Curr AVL"];

const classesOf = (c: FilterableClass): readonly ClassCode[] => c.classCodes ?? [c.classCode];
const typesOf = (t: FilterableTrain): readonly string[] => t.legTrainTypes ?? [t.trainType];

/** A class entry passes the class and quota filters (the entries the train is judged on). */
export function classSelected(
  c: FilterableClass,
  f: Pick<SearchFilters, "classes" | "quota">,
): boolean {
  if (f.classes.length && !classesOf(c).every((code) => f.classes.includes(code))) return false;
  if (f.quota && c.quota !== f.quota) return false;
  return true;
}

function priceMatches(c: FilterableClass, f: SearchFilters): boolean {
  const { min, max } = f.price;
  if (min === undefined && max === undefined) return true;
  if (c.fare === null) return false;
  if (min !== undefined && c.fare < min * 100) return false;
  if (max !== undefined && c.fare > max * 100) return false;
  return true;
}

function availabilityMatches(c: FilterableClass, f: SearchFilters): boolean {
  if (f.availability === "any") return true;
  if (!c.bookable) return false;
  if (AVAILABLE_GROUPS.includes(c.statusGroup)) return true;
  return f.availability === "available_or_rac" && c.statusGroup === "RAC";
}

function classLevelActive(f: SearchFilters): boolean {
  return (
    f.classes.length > 0 ||
    f.quota !== undefined ||
    f.price.min !== undefined ||
    f.price.max !== undefined ||
    f.availability !== "any"
  );
}

/** Whether one train passes every filter (the sort is not looked at). */
export function trainMatches(train: FilterableTrain, f: SearchFilters): boolean {
  const chosenTypes = f.trainTypes as readonly string[];
  if (chosenTypes.length && !typesOf(train).every((t) => chosenTypes.includes(t))) {
    return false;
  }
  if (f.boarding.length && !f.boarding.includes(train.from)) return false;
  if (f.alighting.length && !f.alighting.includes(train.to)) return false;
  if (!timeMatches(train.departureMin, f.departure, f.departureWindow)) return false;
  if (!timeMatches(train.arrivalMin, f.arrival, f.arrivalWindow)) return false;
  if (!classLevelActive(f)) return true;
  return train.classes.some(
    (c) => classSelected(c, f) && priceMatches(c, f) && availabilityMatches(c, f),
  );
}

/** The trains that pass the filters, in their input order. */
export function applyFilters<T extends FilterableTrain>(
  trains: readonly T[],
  filters: SearchFilters,
): T[] {
  return trains.filter((t) => trainMatches(t, filters));
}

// ── Sorting ──────────────────────────────────────────────────────────────────

/** [rank, tie-break] of one class entry for the "availability" sort (lower is better). */
export function availabilityKey(c: FilterableClass): [number, number] {
  if (!c.bookable) return [3, 0];
  const count = c.count ?? null;
  switch (c.statusGroup) {
    case "AVL":
    case "Curr AVL":
      // More seats first; an unknown count after every known one.
      return [0, count === null ? 0 : -count];
    case "RAC":
      return [1, count ?? Number.MAX_SAFE_INTEGER];
    case "WL":
      return [2, count ?? Number.MAX_SAFE_INTEGER];
    default:
      return [3, 0];
  }
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A train's best availability key among the entries passing the class and quota filters. */
export function trainAvailabilityKey(
  train: FilterableTrain,
  filters?: Pick<SearchFilters, "classes" | "quota">,
): [number, number] {
  let best: [number, number] = [4, 0];
  for (const c of train.classes) {
    if (filters && !classSelected(c, filters)) continue;
    const key = availabilityKey(c);
    if (compareKeys(key, best) < 0) best = key;
  }
  return best[0] === 4 ? [3, 1] : best;
}

function sortKey(
  train: FilterableTrain,
  sort: SortOption,
  index: number,
  filters?: Pick<SearchFilters, "classes" | "quota">,
): number[] {
  switch (sort) {
    case "durationInAscending":
      return [train.durationMin];
    case "departureInAscending":
      return [train.departureAbs];
    case "departureInDescending":
      return [-train.departureAbs];
    case "arrivalInAscending":
      return [train.arrivalAbs];
    case "arrivalInDescending":
      return [-train.arrivalAbs];
    case "availability":
      return trainAvailabilityKey(train, filters);
    case "recommended": {
      const order = train.recommendedOrder;
      return typeof order === "number" && Number.isFinite(order) ? [0, order] : [1, index];
    }
  }
}

/**
 * The trains in the chosen order; stable (ties keep the input order). The
 * "availability" sort looks only at the classes and quota the filters keep.
 */
export function sortTrains<T extends FilterableTrain>(
  trains: readonly T[],
  sort: SortOption,
  filters?: Pick<SearchFilters, "classes" | "quota">,
): T[] {
  return trains
    .map((train, index) => ({ train, index, key: sortKey(train, sort, index, filters) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index)
    .map((x) => x.train);
}

/** Filters, then sorts by the filters' sort: what the results list shows. */
export function filterAndSort<T extends FilterableTrain>(
  trains: readonly T[],
  filters: SearchFilters,
): T[] {
  return sortTrains(applyFilters(trains, filters), filters.sort, filters);
}

// ── Facets ───────────────────────────────────────────────────────────────────

export interface FacetCount<T extends string = string> {
  value: T;
  /** Trains offering it, over the unfiltered list. */
  count: number;
}

export interface StationFacet extends FacetCount {
  name: string | null;
}

export interface FilterFacets {
  /** Classes offered, in code-table order. */
  classes: FacetCount<ClassCode>[];
  /** Quotas with at least one class entry, in code-table order. */
  quotas: FacetCount<QuotaCode>[];
  /** The lowest and highest known fare in whole rupees (floor, ceil); null when no fare is known. */
  price: { min: number; max: number } | null;
  boarding: StationFacet[];
  alighting: StationFacet[];
  /** Train types present, in the filter's order. */
  trainTypes: FacetCount[];
  /** Trains per bucket (every bucket listed, zero included). */
  departure: FacetCount<TimeBucket>[];
  arrival: FacetCount<TimeBucket>[];
}

function countBy<T extends string>(
  trains: readonly FilterableTrain[],
  values: (t: FilterableTrain) => readonly T[],
): Map<T, number> {
  const counts = new Map<T, number>();
  for (const t of trains) {
    for (const v of new Set(values(t))) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

function stationFacets(
  trains: readonly FilterableTrain[],
  code: (t: FilterableTrain) => string,
  name: (t: FilterableTrain) => string | undefined,
): StationFacet[] {
  const byCode = new Map<string, StationFacet>();
  for (const t of trains) {
    const c = code(t);
    const entry = byCode.get(c) ?? { value: c, name: null, count: 0 };
    entry.count += 1;
    entry.name ??= name(t) ?? null;
    byCode.set(c, entry);
  }
  return [...byCode.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * What the filter sheet offers: options present in the results and how many
 * trains each would keep on its own. Counted over the unfiltered list so the
 * options do not vanish as filters are applied.
 */
export function filterFacets(trains: readonly FilterableTrain[]): FilterFacets {
  const classCounts = countBy(trains, (t) => t.classes.flatMap(classesOf));
  const quotaCounts = countBy(trains, (t) => t.classes.map((c) => c.quota));
  const typeCounts = countBy(trains, typesOf);
  const depCounts = countBy(trains, (t) => [timeBucketOf(t.departureMin)]);
  const arrCounts = countBy(trains, (t) => [timeBucketOf(t.arrivalMin)]);
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const t of trains) {
    for (const c of t.classes) {
      if (c.fare === null || !Number.isFinite(c.fare)) continue;
      lo = Math.min(lo, c.fare);
      hi = Math.max(hi, c.fare);
    }
  }
  const knownTypes = FILTER_TRAIN_TYPE_IDS as readonly string[];
  const typeOrder = (v: string) => {
    const i = knownTypes.indexOf(v);
    return i < 0 ? knownTypes.length : i;
  };
  return {
    classes: CLASS_CODES.filter((c) => classCounts.has(c)).map((c) => ({
      value: c,
      count: classCounts.get(c) ?? 0,
    })),
    quotas: QUOTA_CODES.filter((q) => quotaCounts.has(q)).map((q) => ({
      value: q,
      count: quotaCounts.get(q) ?? 0,
    })),
    price: lo <= hi ? { min: Math.floor(lo / 100), max: Math.ceil(hi / 100) } : null,
    boarding: stationFacets(
      trains,
      (t) => t.from,
      (t) => t.fromName,
    ),
    alighting: stationFacets(
      trains,
      (t) => t.to,
      (t) => t.toName,
    ),
    trainTypes: [...typeCounts.entries()]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => typeOrder(a.value) - typeOrder(b.value) || a.value.localeCompare(b.value)),
    departure: TIME_BUCKETS.map((b) => ({ value: b.id, count: depCounts.get(b.id) ?? 0 })),
    arrival: TIME_BUCKETS.map((b) => ({ value: b.id, count: arrCounts.get(b.id) ?? 0 })),
  };
}
