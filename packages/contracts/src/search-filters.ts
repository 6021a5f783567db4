import { groupIndian } from "@safar/domain/money";
import type { AcClassCode, NonAcClassCode, TrainClass } from "@safar/domain/train-classes";
import { z } from "zod";
import {
  CLASS_CODES,
  CLASS_NAMES,
  type ClassCode,
  ClassCodeSchema,
  QUOTA_CODES,
  QUOTA_NAMES,
  type QuotaCode,
  QuotaCodeSchema,
  SORT_OPTIONS,
  type SortOption,
  SortOptionSchema,
  TIME_BUCKETS,
  type TimeBucket,
  TimeBucketSchema,
  TRAIN_CLASSES,
} from "./code-tables.ts";
import { STATION_CODE } from "./route-params.ts";

/**
 * The filters and sort of the search results page (spec §2 "Filter and sort
 * sheets", §3 desktop filter fields, §9 time buckets, sort options and the
 * inclusive fare filter), their URL form, and the labels of applied filters.
 *
 * Decisions (documented here, tested in search-filters.test.ts):
 * - `sort` defaults to "recommended": results arrive in the API's
 *   `recommended_trains_order` (spec §3) and spec §9 lists "recommended" among
 *   the sort options; it is the only order that needs no user choice.
 * - `quota` is optional: absent means "the quota the search was made in"
 *   (General by default). It is one value, as availability is per quota.
 * - `price` is in whole rupees, both ends inclusive (spec §9); `min > max` is
 *   refused by the schema and swapped by the URL reader.
 * - Time filters: buckets (spec §9, from inclusive to exclusive hours) and, for
 *   sentences such as "after 6 pm", an exact window `{ from?, to? }` in minutes
 *   of the day, `from` inclusive and `to` exclusive. A window whose `from` is
 *   later than its `to` wraps past midnight (22:00–04:00). Buckets and window
 *   must both hold when both are set.
 * - `availability`: "any"; "available" (AVL and Curr AVL, i.e. a confirmed
 *   seat now); "available_or_rac" (RAC accepted too).
 * - Applied count (`appliedFilterCount`): one per non-empty group as the sheet
 *   shows them — quota, class, price, departure time (buckets or window),
 *   arrival time (buckets or window), stations (boarding or alighting), train
 *   type, availability. Sort never counts. Per group rather than per value:
 *   the sheet's sections are what a traveller clears, and "3 filters" for
 *   "3A, 2A, 1A" would overstate how much narrowing happened.
 * - Lists are kept deduplicated in a canonical order (code-table order for
 *   classes, buckets and train types; alphabetical for station codes) so that
 *   equal filters always give the same URL.
 */

// ── Train types ──────────────────────────────────────────────────────────────

/**
 * The train types the filter groups by, with the labels the results show.
 * The ids and labels are the railway's (`TRAIN_TYPES` in
 * packages/railway/src/network/model.ts, `trainTypeFilter` in
 * packages/railway/src/search/rules.ts); a test keeps the two in step, as
 * contracts may not import the railway package.
 */
export const FILTER_TRAIN_TYPES = [
  { id: "rajdhani", name: "Rajdhani" },
  { id: "shatabdi", name: "Shatabdi" },
  { id: "vande-bharat", name: "Vande Bharat" },
  { id: "duronto", name: "Duronto" },
  { id: "garib-rath", name: "Garib Rath" },
  { id: "jan-shatabdi", name: "Jan Shatabdi" },
  { id: "humsafar", name: "Humsafar" },
  { id: "tejas", name: "Tejas" },
  { id: "double-decker", name: "Double Decker" },
  { id: "antyodaya", name: "Antyodaya" },
  { id: "superfast", name: "Superfast" },
  { id: "mail-express", name: "Mail/Express" },
  { id: "passenger", name: "Passenger" },
] as const;
export type FilterTrainType = (typeof FILTER_TRAIN_TYPES)[number]["id"];
export const FILTER_TRAIN_TYPE_IDS = FILTER_TRAIN_TYPES.map((t) => t.id) as [
  FilterTrainType,
  ...FilterTrainType[],
];
export const FilterTrainTypeSchema = z.enum(FILTER_TRAIN_TYPE_IDS);
export const TRAIN_TYPE_NAMES = Object.fromEntries(
  FILTER_TRAIN_TYPES.map((t) => [t.id, t.name]),
) as Record<FilterTrainType, string>;

// ── Class groups ─────────────────────────────────────────────────────────────

/** Air-conditioned classes (every class whose name says AC, plus Executive, Anubhuti and the AC Vistadomes). */
export const AC_CLASSES: readonly AcClassCode[] = TRAIN_CLASSES.filter(
  (c): c is Extract<TrainClass, { isAc: true }> => c.isAc,
).map((c) => c.code);
/** The rest: First Class (non-AC), Sleeper, Second Sitting, Vistadome non-AC. */
export const NON_AC_CLASSES: readonly NonAcClassCode[] = TRAIN_CLASSES.filter(
  (c): c is Extract<TrainClass, { isAc: false }> => !c.isAc,
).map((c) => c.code);
/** The cheapest reserved classes: what "cheap" or "sasta" selects in the smart filter. */
export const BUDGET_CLASSES = ["SL", "2S"] as const satisfies readonly ClassCode[];

// ── Availability ─────────────────────────────────────────────────────────────

export const AVAILABILITY_FILTERS = ["any", "available", "available_or_rac"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
export const AvailabilityFilterSchema = z.enum(AVAILABILITY_FILTERS);

// ── The schema ───────────────────────────────────────────────────────────────

export const MINUTES_PER_DAY = 24 * 60;

/** An exact time window in minutes of the day: `from` inclusive, `to` exclusive; wraps when from > to. */
export const TimeWindowSchema = z
  .object({
    from: z.number().int().min(0).max(MINUTES_PER_DAY).optional(),
    to: z.number().int().min(0).max(MINUTES_PER_DAY).optional(),
  })
  .refine((w) => w.from !== undefined || w.to !== undefined, {
    message: "A time window needs a start or an end",
  })
  .refine((w) => w.from === undefined || w.to === undefined || w.from !== w.to, {
    message: "A time window cannot start and end at the same minute",
  });
export type TimeWindow = z.output<typeof TimeWindowSchema>;

/** Whole rupees; both ends inclusive (spec §9). */
export const PriceRangeSchema = z
  .object({
    min: z.number().int().min(0).max(1_000_000).optional(),
    max: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, {
    message: "The lowest price cannot be above the highest",
  });
export type PriceRange = z.output<typeof PriceRangeSchema>;

const stationCode = z.string().regex(STATION_CODE, "Station codes are capital letters");

function canonical<T extends string>(order: readonly T[]) {
  return (values: readonly T[]): T[] => order.filter((v) => values.includes(v));
}
const sortedUnique = (values: readonly string[]): string[] => [...new Set(values)].sort();

const BUCKET_IDS = TIME_BUCKETS.map((b) => b.id);

export const SearchFiltersSchema = z.object({
  sort: SortOptionSchema.default("recommended"),
  quota: QuotaCodeSchema.optional(),
  classes: z
    .array(ClassCodeSchema)
    .max(CLASS_CODES.length * 2)
    .default([])
    .transform(canonical(CLASS_CODES)),
  price: PriceRangeSchema.default({}),
  departure: z.array(TimeBucketSchema).max(8).default([]).transform(canonical(BUCKET_IDS)),
  arrival: z.array(TimeBucketSchema).max(8).default([]).transform(canonical(BUCKET_IDS)),
  departureWindow: TimeWindowSchema.optional(),
  arrivalWindow: TimeWindowSchema.optional(),
  boarding: z.array(stationCode).max(50).default([]).transform(sortedUnique),
  alighting: z.array(stationCode).max(50).default([]).transform(sortedUnique),
  trainTypes: z
    .array(FilterTrainTypeSchema)
    .max(FILTER_TRAIN_TYPE_IDS.length * 2)
    .default([])
    .transform(canonical(FILTER_TRAIN_TYPE_IDS)),
  availability: AvailabilityFilterSchema.default("any"),
});
/** Filters as held by the app: every list present, canonical order. */
export type SearchFilters = z.output<typeof SearchFiltersSchema>;
/** Filters as accepted (lists and defaults may be left out). */
export type SearchFiltersInput = z.input<typeof SearchFiltersSchema>;

/** A subset of the filters (what the smart filter proposes): every field optional, no defaults filled in. */
export const PartialSearchFiltersSchema = z.object({
  sort: SortOptionSchema.optional(),
  quota: QuotaCodeSchema.optional(),
  classes: z.array(ClassCodeSchema).max(CLASS_CODES.length).optional(),
  price: PriceRangeSchema.optional(),
  departure: z.array(TimeBucketSchema).max(4).optional(),
  arrival: z.array(TimeBucketSchema).max(4).optional(),
  departureWindow: TimeWindowSchema.optional(),
  arrivalWindow: TimeWindowSchema.optional(),
  boarding: z.array(stationCode).max(50).optional(),
  alighting: z.array(stationCode).max(50).optional(),
  trainTypes: z.array(FilterTrainTypeSchema).max(FILTER_TRAIN_TYPE_IDS.length).optional(),
  availability: AvailabilityFilterSchema.optional(),
});
export type PartialSearchFilters = z.output<typeof PartialSearchFiltersSchema>;

export const DEFAULT_FILTERS: SearchFilters = Object.freeze({
  sort: "recommended",
  classes: [],
  price: {},
  departure: [],
  arrival: [],
  boarding: [],
  alighting: [],
  trainTypes: [],
  availability: "any",
}) as SearchFilters;

/** Fills defaults and puts every list in canonical order; throws a ZodError on invalid filters. */
export function normalizeFilters(input: SearchFiltersInput): SearchFilters {
  return SearchFiltersSchema.parse(input);
}

/**
 * Applies a partial set (e.g. the smart filter's) over current filters: each
 * field given replaces the current one, the rest stay.
 */
export function mergeFilters(current: SearchFilters, patch: PartialSearchFilters): SearchFilters {
  const merged: SearchFiltersInput = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return normalizeFilters(merged);
}

// ── Applied count ────────────────────────────────────────────────────────────

export const FILTER_GROUPS = [
  "quota",
  "classes",
  "price",
  "departure",
  "arrival",
  "stations",
  "trainTypes",
  "availability",
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The sheet's groups that narrow the results now (sort is not a filter). */
export function appliedFilterGroups(filters: SearchFilters): FilterGroup[] {
  const on: Record<FilterGroup, boolean> = {
    quota: filters.quota !== undefined,
    classes: filters.classes.length > 0,
    price: filters.price.min !== undefined || filters.price.max !== undefined,
    departure: filters.departure.length > 0 || filters.departureWindow !== undefined,
    arrival: filters.arrival.length > 0 || filters.arrivalWindow !== undefined,
    stations: filters.boarding.length > 0 || filters.alighting.length > 0,
    trainTypes: filters.trainTypes.length > 0,
    availability: filters.availability !== "any",
  };
  return FILTER_GROUPS.filter((g) => on[g]);
}

/** What the sheet and sidebar show as the applied count: one per non-empty group, sort excluded. */
export function appliedFilterCount(filters: SearchFilters): number {
  return appliedFilterGroups(filters).length;
}

/** Clears one group (a chip's or section's "×"), leaving the sort and the other groups. */
export function clearFilterGroup(filters: SearchFilters, group: FilterGroup): SearchFilters {
  const next: SearchFilters = { ...filters };
  switch (group) {
    case "quota":
      delete next.quota;
      break;
    case "classes":
      next.classes = [];
      break;
    case "price":
      next.price = {};
      break;
    case "departure":
      next.departure = [];
      delete next.departureWindow;
      break;
    case "arrival":
      next.arrival = [];
      delete next.arrivalWindow;
      break;
    case "stations":
      next.boarding = [];
      next.alighting = [];
      break;
    case "trainTypes":
      next.trainTypes = [];
      break;
    case "availability":
      next.availability = "any";
      break;
  }
  return next;
}

/** Every filter cleared; the sort is kept (the spec's "clear filters" action). */
export function clearAllFilters(filters: SearchFilters): SearchFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}

// ── URL codec ────────────────────────────────────────────────────────────────

/**
 * Query keys, short and stable (changing one breaks shared links):
 * `sort` (omitted when recommended), `q` quota, `cls` classes, `p` price
 * `min-max` (either side may be empty), `dep`/`arr` buckets, `dw`/`aw` windows
 * `HHMM-HHMM` (either side may be empty; 2400 is the end of the day), `bs`/`as`
 * boarding/alighting station codes, `tt` train types, `av` availability.
 */

const SORT_PARAM: Record<SortOption, string> = {
  recommended: "rec",
  durationInAscending: "dur",
  departureInAscending: "dep_asc",
  departureInDescending: "dep_desc",
  arrivalInAscending: "arr_asc",
  arrivalInDescending: "arr_desc",
  availability: "avl",
};
const SORT_FROM_PARAM = new Map(
  SORT_OPTIONS.flatMap((s) => [
    [SORT_PARAM[s], s],
    [s.toLowerCase(), s],
  ]),
);

const AVAILABILITY_PARAM: Record<Exclude<AvailabilityFilter, "any">, string> = {
  available: "avl",
  available_or_rac: "rac",
};

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;
}

function parseHhmm(text: string): number | undefined {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return undefined;
  return h * 60 + min;
}

function windowParam(w: TimeWindow): string {
  return `${w.from === undefined ? "" : hhmm(w.from)}-${w.to === undefined ? "" : hhmm(w.to)}`;
}

function readWindow(text: string | null): TimeWindow | undefined {
  if (!text) return undefined;
  const parts = text.split("-");
  if (parts.length !== 2) return undefined;
  const [a = "", b = ""] = parts;
  const from = a === "" ? undefined : parseHhmm(a);
  const to = b === "" ? undefined : parseHhmm(b);
  if ((a !== "" && from === undefined) || (b !== "" && to === undefined)) return undefined;
  const result = TimeWindowSchema.safeParse({ from, to });
  return result.success ? stripUndefined(result.data) : undefined;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function readList<T extends string>(
  text: string | null,
  allowed: readonly T[],
  upper = false,
): T[] {
  if (!text) return [];
  const set = new Set<string>();
  for (const raw of text.split(",")) {
    const v = upper ? raw.trim().toUpperCase() : raw.trim().toLowerCase();
    if ((allowed as readonly string[]).includes(v)) set.add(v);
  }
  return [...set] as T[];
}

function readAmount(text: string): number | undefined {
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= 1_000_000 ? n : undefined;
}

function readPrice(text: string | null): PriceRange {
  if (!text) return {};
  const parts = text.split("-");
  if (parts.length !== 2) return {};
  const [a = "", b = ""] = parts.map((s) => s.trim());
  let min = a === "" ? undefined : readAmount(a);
  let max = b === "" ? undefined : readAmount(b);
  if ((a !== "" && min === undefined) || (b !== "" && max === undefined)) return {};
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return stripUndefined({ min, max });
}

/** The filters as URL query parameters, defaults left out, in a fixed key and value order. */
export function filtersToSearchParams(input: SearchFiltersInput): URLSearchParams {
  const f = normalizeFilters(input);
  const params = new URLSearchParams();
  if (f.sort !== "recommended") params.set("sort", SORT_PARAM[f.sort]);
  if (f.quota) params.set("q", f.quota);
  if (f.classes.length) params.set("cls", f.classes.join(","));
  if (f.price.min !== undefined || f.price.max !== undefined) {
    params.set("p", `${f.price.min ?? ""}-${f.price.max ?? ""}`);
  }
  if (f.departure.length) params.set("dep", f.departure.join(","));
  if (f.arrival.length) params.set("arr", f.arrival.join(","));
  if (f.departureWindow) params.set("dw", windowParam(f.departureWindow));
  if (f.arrivalWindow) params.set("aw", windowParam(f.arrivalWindow));
  if (f.boarding.length) params.set("bs", f.boarding.join(","));
  if (f.alighting.length) params.set("as", f.alighting.join(","));
  if (f.trainTypes.length) params.set("tt", f.trainTypes.join(","));
  if (f.availability !== "any") params.set("av", AVAILABILITY_PARAM[f.availability]);
  return params;
}

/**
 * Reads filters back from a URL query. Never throws: unknown keys and values
 * are ignored, a malformed price or window is dropped, a reversed price range
 * is swapped. The search route's own `quota` parameter is read when `q` is
 * absent, so `?quota=TQ` links keep working.
 */
export function filtersFromSearchParams(
  input: URLSearchParams | string | Record<string, string | undefined>,
): SearchFilters {
  let params: URLSearchParams;
  try {
    params =
      input instanceof URLSearchParams
        ? input
        : typeof input === "string"
          ? new URLSearchParams(input)
          : new URLSearchParams(
              Object.entries(input).filter((e): e is [string, string] => typeof e[1] === "string"),
            );
  } catch {
    return { ...DEFAULT_FILTERS };
  }
  const sort =
    SORT_FROM_PARAM.get((params.get("sort") ?? "").trim().toLowerCase()) ?? "recommended";
  const quotaText = (params.get("q") ?? params.get("quota") ?? "").trim().toUpperCase();
  const quota = (QUOTA_CODES as readonly string[]).includes(quotaText)
    ? (quotaText as QuotaCode)
    : undefined;
  const avText = (params.get("av") ?? "").trim().toLowerCase();
  const availability: AvailabilityFilter =
    avText === "avl" ? "available" : avText === "rac" ? "available_or_rac" : "any";
  const stations = (key: string) =>
    (params.get(key) ?? "")
      .split(",")
      .map((s) => s.trim().toUpperCase())
      .filter((s) => STATION_CODE.test(s))
      .slice(0, 50);
  const candidate: SearchFiltersInput = {
    sort,
    ...(quota ? { quota } : {}),
    classes: readList(params.get("cls"), CLASS_CODES, true),
    price: readPrice(params.get("p")),
    departure: readList(params.get("dep"), BUCKET_IDS),
    arrival: readList(params.get("arr"), BUCKET_IDS),
    boarding: stations("bs"),
    alighting: stations("as"),
    trainTypes: readList(params.get("tt"), FILTER_TRAIN_TYPE_IDS),
    availability,
  };
  const dw = readWindow(params.get("dw"));
  const aw = readWindow(params.get("aw"));
  if (dw) candidate.departureWindow = dw;
  if (aw) candidate.arrivalWindow = aw;
  const result = SearchFiltersSchema.safeParse(candidate);
  return result.success ? result.data : { ...DEFAULT_FILTERS };
}

// ── Labels and chips ─────────────────────────────────────────────────────────

/** `₹2,000`: whole rupees with Indian grouping. */
export function rupeeLabel(rupees: number): string {
  return `₹${groupIndian(String(Math.round(Math.abs(rupees))))}`;
}

/** `6:00 PM`, `12:30 PM`, `12:00 AM` (minutes of the day; 1440 reads as midnight). */
export function clockLabel(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

export const SORT_LABELS: Record<SortOption, string> = {
  recommended: "Recommended",
  durationInAscending: "Fastest first",
  departureInAscending: "Earliest departure first",
  departureInDescending: "Latest departure first",
  arrivalInAscending: "Earliest arrival first",
  arrivalInDescending: "Latest arrival first",
  availability: "Best availability first",
};

const BUCKET_WORDS: Record<TimeBucket, string> = {
  early_morning: "early morning",
  morning: "morning",
  afternoon: "afternoon",
  evening: "evening",
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function classesLabel(classes: readonly ClassCode[]): string {
  if (sameSet(classes, AC_CLASSES)) return "AC classes";
  if (sameSet(classes, NON_AC_CLASSES)) return "Non-AC classes";
  if (sameSet(classes, BUDGET_CLASSES)) return "Budget classes (Sleeper, Second Sitting)";
  return classes.map((c) => CLASS_NAMES[c]).join(", ");
}

function priceLabel(p: PriceRange): string {
  if (p.min !== undefined && p.max !== undefined) {
    return p.min === p.max ? rupeeLabel(p.min) : `${rupeeLabel(p.min)} – ${rupeeLabel(p.max)}`;
  }
  if (p.max !== undefined) return `Under ${rupeeLabel(p.max)}`;
  return `Above ${rupeeLabel(p.min ?? 0)}`;
}

/**
 * A window's words. A `to` one minute past a multiple of five reads "by"
 * (the smart filter writes "by 8 am" as to = 08:01, so 08:00 is included).
 */
function windowLabel(verb: string, w: TimeWindow): string {
  const end = (to: number) =>
    to === MINUTES_PER_DAY
      ? "before midnight"
      : to % 5 === 1
        ? `by ${clockLabel(to - 1)}`
        : `before ${clockLabel(to)}`;
  if (w.from !== undefined && w.to !== undefined) {
    const to = w.to % 5 === 1 ? w.to - 1 : w.to;
    return `${verb} ${clockLabel(w.from)} – ${clockLabel(to)}`;
  }
  if (w.from !== undefined) return `${verb} after ${clockLabel(w.from)}`;
  return `${verb} ${end(w.to ?? 0)}`;
}

function bucketsLabel(verb: string, buckets: readonly TimeBucket[]): string {
  return `${verb} ${buckets.length === 1 ? "in the " : ""}${buckets.map((b) => BUCKET_WORDS[b]).join(" or ")}`;
}

export interface FilterChip {
  /** The filter field the chip stands for; removing the chip clears that field. */
  key: keyof SearchFilters;
  label: string;
}

/**
 * One chip per filter field that narrows or orders the results, in a fixed
 * order, with words a traveller reads ("AC classes", "Departs after 6:00 PM",
 * "Under ₹2,000"). `stationNames` maps codes to names for the station chips.
 * The default sort gets a chip only with `includeDefaultSort` (the smart
 * filter's "recommended" request); on the results page it is no filter.
 */
export function filterChips(
  filters: PartialSearchFilters,
  stationNames: Readonly<Record<string, string>> = {},
  options: { includeDefaultSort?: boolean } = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  const station = (code: string) => (stationNames[code] ? `${stationNames[code]} (${code})` : code);
  if (filters.sort && (filters.sort !== "recommended" || options.includeDefaultSort)) {
    chips.push({ key: "sort", label: SORT_LABELS[filters.sort] });
  }
  if (filters.quota) chips.push({ key: "quota", label: `${QUOTA_NAMES[filters.quota]} quota` });
  if (filters.classes?.length) chips.push({ key: "classes", label: classesLabel(filters.classes) });
  if (filters.price && (filters.price.min !== undefined || filters.price.max !== undefined)) {
    chips.push({ key: "price", label: priceLabel(filters.price) });
  }
  if (filters.departure?.length) {
    chips.push({ key: "departure", label: bucketsLabel("Departs", filters.departure) });
  }
  if (filters.departureWindow) {
    chips.push({ key: "departureWindow", label: windowLabel("Departs", filters.departureWindow) });
  }
  if (filters.arrival?.length) {
    chips.push({ key: "arrival", label: bucketsLabel("Arrives", filters.arrival) });
  }
  if (filters.arrivalWindow) {
    chips.push({ key: "arrivalWindow", label: windowLabel("Arrives", filters.arrivalWindow) });
  }
  if (filters.boarding?.length) {
    chips.push({
      key: "boarding",
      label: `Boarding at ${filters.boarding.map(station).join(" or ")}`,
    });
  }
  if (filters.alighting?.length) {
    chips.push({
      key: "alighting",
      label: `Getting off at ${filters.alighting.map(station).join(" or ")}`,
    });
  }
  if (filters.trainTypes?.length) {
    chips.push({
      key: "trainTypes",
      label: filters.trainTypes.map((t) => TRAIN_TYPE_NAMES[t]).join(", "),
    });
  }
  if (filters.availability === "available") {
    chips.push({ key: "availability", label: "Confirmed seats only" });
  } else if (filters.availability === "available_or_rac") {
    chips.push({ key: "availability", label: "Confirmed or RAC seats" });
  }
  return chips;
}
