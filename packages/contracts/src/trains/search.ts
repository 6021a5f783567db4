import { z } from "zod";
import {
  ClassCodeSchema,
  QuotaCodeSchema,
  type SORT_OPTIONS,
  SortOptionSchema,
  TimeBucketSchema,
} from "../code-tables.ts";
import type { FILTER_PARAM_KEYS } from "../search-filter-keys.ts";
import { inputText } from "../text.ts";
import {
  ClassParamSchema,
  ConnectionResultSchema,
  IsoDateOutSchema,
  JourneyDateSchema,
  QuotaParamSchema,
  ResponseMetaSchema,
  SAME_STATION_MESSAGE,
  StationRefSchema,
  StationSummarySchema,
  stationCodeParam,
  TrainResultSchema,
  WrapperQuerySchema,
} from "./common.ts";

/**
 * `GET /api/trains/v5/search` (direct trains with availability) and
 * `GET /api/trains/v1/indirect_journey` (two-train connections with
 * availability). Validation per spec §5: both stations required, not the same.
 */

const routeShape = {
  from: stationCodeParam("Source"),
  to: stationCodeParam("Destination"),
  date: JourneyDateSchema,
  quota: QuotaParamSchema,
};

function notSameStation<T extends { from: string; to: string }>(schema: z.ZodType<T>) {
  return schema.refine((q) => q.from !== q.to, { message: SAME_STATION_MESSAGE, path: ["to"] });
}

export const TrainSearchQuerySchema = notSameStation(
  WrapperQuerySchema.extend({
    ...routeShape,
    /** Only trains carrying this class. */
    class: ClassParamSchema.optional(),
  }),
);
export type TrainSearchQuery = z.output<typeof TrainSearchQuerySchema>;

/** Sort labels shown in the sort sheet (spec §9 sort options). */
export const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], string> = {
  recommended: "Recommended",
  durationInAscending: "Duration: Shortest first",
  departureInAscending: "Departure: Early first",
  departureInDescending: "Departure: Late first",
  arrivalInAscending: "Arrival: Early first",
  arrivalInDescending: "Arrival: Late first",
  availability: "Availability",
};

export const SortOptionItemSchema = z.object({
  value: SortOptionSchema,
  label: z.string(),
  default: z.boolean(),
});

/** Why a search has no trains (spec §8 'No results'); the UI shows the message. */
export const NoTrainsSchema = z.object({
  code: z.enum(["no_trains_on_date", "no_trains_on_route"]),
  message: z.string(),
});

export const AlternateDateSchema = z.object({ date: IsoDateOutSchema, trains: z.number().int() });

export const TrainSearchResponseSchema = ResponseMetaSchema.extend({
  from: StationSummarySchema,
  to: StationSummarySchema,
  date: IsoDateOutSchema,
  quota: QuotaCodeSchema,
  class: ClassCodeSchema.nullable(),
  /** Direct trains, in the recommended order. */
  trains: z.array(TrainResultSchema),
  /**
   * Spec §3 is_trains_stitching_flow: true when there is no direct train but
   * two-train connections exist — fetch them from v1/indirect_journey.
   */
  isTrainsStitchingFlow: z.boolean(),
  counts: z.object({
    /** Direct trains returned. */
    trains: z.number().int(),
    /** Trains with at least one class available now. */
    availableTrains: z.number().int(),
    /** Two-train connections v1/indirect_journey lists (its `total`: one per pair of trains). */
    connections: z.number().int(),
  }),
  quickFilters: z.object({ sortOptions: z.array(SortOptionItemSchema) }),
  /** What the filter sheets can offer for these trains. */
  filters: z.object({
    classes: z.array(ClassCodeSchema),
    trainTypes: z.array(z.string()),
    fromStations: z.array(StationRefSchema),
    toStations: z.array(StationRefSchema),
    /** Fare range over every class shown, paise; null with no fares. */
    fareRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  }),
  /** Set when `trains` is empty. */
  noTrains: NoTrainsSchema.nullable(),
  /** With no trains on the date: the nearest dates with direct trains. */
  alternateDates: z.object({
    before: z.array(AlternateDateSchema),
    after: z.array(AlternateDateSchema),
  }),
});
export type TrainSearchResponse = z.infer<typeof TrainSearchResponseSchema>;

export const INDIRECT_JOURNEY_DEFAULT_LIMIT = 20;
export const INDIRECT_JOURNEY_MAX_LIMIT = 100;
export const INDIRECT_JOURNEY_MAX_OFFSET = 10_000;

const filterParam = inputText().max(400).optional();

/**
 * The results page's sort and filters, under the keys of its URL
 * (`@safar/contracts/search-filters`, `filtersToSearchParams`): read with the
 * same codec, so a value that does not fit is ignored, never refused.
 */
export const FilterQueryShape = {
  sort: filterParam,
  q: filterParam,
  cls: filterParam,
  p: filterParam,
  dep: filterParam,
  arr: filterParam,
  dw: filterParam,
  aw: filterParam,
  bs: filterParam,
  as: filterParam,
  tt: filterParam,
  av: filterParam,
} satisfies Record<(typeof FILTER_PARAM_KEYS)[number], unknown>;

export const IndirectJourneyQuerySchema = notSameStation(
  WrapperQuerySchema.extend({
    ...routeShape,
    ...FilterQueryShape,
    /** How many of the matching connections, in the chosen order, to skip. */
    offset: z.coerce.number().int().min(0).max(INDIRECT_JOURNEY_MAX_OFFSET).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(INDIRECT_JOURNEY_MAX_LIMIT)
      .default(INDIRECT_JOURNEY_DEFAULT_LIMIT),
  }),
);
export type IndirectJourneyQuery = z.output<typeof IndirectJourneyQuerySchema>;

const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });

/** What the filter sheet can offer over every connection (`filterFacets` of search-filter-logic). */
export const FilterFacetsSchema = z.object({
  classes: z.array(z.object({ value: ClassCodeSchema, count: z.number().int() })),
  quotas: z.array(z.object({ value: QuotaCodeSchema, count: z.number().int() })),
  /** Whole rupees; null with no fare known. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  boarding: z.array(FacetCountSchema.extend({ name: z.string().nullable() })),
  alighting: z.array(FacetCountSchema.extend({ name: z.string().nullable() })),
  trainTypes: z.array(FacetCountSchema),
  departure: z.array(z.object({ value: TimeBucketSchema, count: z.number().int() })),
  arrival: z.array(z.object({ value: TimeBucketSchema, count: z.number().int() })),
});

export const IndirectJourneyResponseSchema = ResponseMetaSchema.extend({
  from: StationSummarySchema,
  to: StationSummarySchema,
  date: IsoDateOutSchema,
  quota: QuotaCodeSchema,
  /**
   * The connections matching the filters, in the chosen sort (by default
   * the recommended order: the best by arrival, time and chance of seats
   * first), from `offset`, at most `limit`. Never two on the same two
   * trains: of those, the earliest arrival, then the best chance, then the
   * lowest fare is kept.
   */
  connections: z.array(ConnectionResultSchema),
  /** Every connection worth listing (one per pair of trains), before the filters. */
  total: z.number().int(),
  /** Those listed and matching the filters (the filters on fare and seats judged on the listed only). */
  matched: z.number().int(),
  offset: z.number().int(),
  /** Pairs of trains left out as taking more than twice as long as the fastest connection. */
  slower: z.number().int(),
  /**
   * Pairs matching the filters on times, train types, stations and classes
   * that are not listed: only the best-timed (by arrival and journey time)
   * are, with their seats asked for.
   */
  unlisted: z.number().int(),
  /** The filter options over all `total` connections. */
  facets: FilterFacetsSchema,
});
export type IndirectJourneyResponse = z.infer<typeof IndirectJourneyResponseSchema>;
