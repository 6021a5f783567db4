import { z } from "zod";
import {
  ClassCodeSchema,
  QuotaCodeSchema,
  type SORT_OPTIONS,
  SortOptionSchema,
} from "../code-tables.ts";
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
    /** Two-train connections v1/indirect_journey would return (before its limit). */
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
export const INDIRECT_JOURNEY_MAX_LIMIT = 50;

export const IndirectJourneyQuerySchema = notSameStation(
  WrapperQuerySchema.extend({
    ...routeShape,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(INDIRECT_JOURNEY_MAX_LIMIT)
      .default(INDIRECT_JOURNEY_DEFAULT_LIMIT),
  }),
);
export type IndirectJourneyQuery = z.output<typeof IndirectJourneyQuerySchema>;

export const IndirectJourneyResponseSchema = ResponseMetaSchema.extend({
  from: StationSummarySchema,
  to: StationSummarySchema,
  date: IsoDateOutSchema,
  quota: QuotaCodeSchema,
  /** Earliest arrival first. */
  connections: z.array(ConnectionResultSchema),
  /** All connections found (the list is cut at `limit`). */
  total: z.number().int(),
});
export type IndirectJourneyResponse = z.infer<typeof IndirectJourneyResponseSchema>;
