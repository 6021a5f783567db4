import { z } from "zod";
import { QuotaCodeSchema } from "../code-tables.ts";
import { inputText } from "../text.ts";
import {
  IsoDateOutSchema,
  JourneyDateSchema,
  QuotaParamSchema,
  ResponseMetaSchema,
  SAME_STATION_MESSAGE,
  StationSummarySchema,
  stationCodeParam,
  TrainResultSchema,
  WrapperQuerySchema,
} from "./common.ts";

/**
 * Stations: typeahead (`v3/station`), one station's details (`v4/station`),
 * the most popular (`v1/station/most_popular`) and routes between nearby
 * stations (`v1/alternate_stations`).
 */

export const STATION_SEARCH_DEFAULT_LIMIT = 10;
export const STATION_SEARCH_MAX_LIMIT = 25;

export const StationSearchQuerySchema = WrapperQuerySchema.extend({
  q: inputText({ error: "Please enter a station name or code" })
    .trim()
    .min(1, "Please enter a station name or code")
    .max(60, "A station search is at most 60 characters"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATION_SEARCH_MAX_LIMIT)
    .default(STATION_SEARCH_DEFAULT_LIMIT),
});
export type StationSearchQuery = z.output<typeof StationSearchQuerySchema>;

export const StationHitSchema = StationSummarySchema.extend({
  /** How it matched, best first: code, city, name, code-prefix, prefix, fuzzy. */
  match: z.enum(["code", "city", "name", "code-prefix", "prefix", "fuzzy"]),
});

export const StationSearchResponseSchema = ResponseMetaSchema.extend({
  query: z.string(),
  /** Best first; empty when nothing matches (the UI shows 'No Station Found'). */
  stations: z.array(StationHitSchema),
});
export type StationSearchResponse = z.infer<typeof StationSearchResponseSchema>;

export const NEARBY_RADIUS_KM = 50;
export const NEARBY_LIMIT = 5;

export const StationDetailQuerySchema = WrapperQuerySchema.extend({
  code: stationCodeParam("Station"),
});
export type StationDetailQuery = z.output<typeof StationDetailQuerySchema>;

export const StationDetailSchema = StationSummarySchema.extend({
  /** As printed on tickets. */
  printedName: z.string(),
  zone: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});

export const NearbyStationSchema = z.object({
  station: StationSummarySchema,
  distanceKm: z.number(),
});

export const StationDetailResponseSchema = ResponseMetaSchema.extend({
  station: StationDetailSchema,
  /** Stations some train calls at within 50 km, nearest first (at most 5). */
  nearby: z.array(NearbyStationSchema),
});
export type StationDetailResponse = z.infer<typeof StationDetailResponseSchema>;

export const POPULAR_DEFAULT_LIMIT = 12;
export const POPULAR_MAX_LIMIT = 50;

export const PopularStationsQuerySchema = WrapperQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(POPULAR_MAX_LIMIT).default(POPULAR_DEFAULT_LIMIT),
  /** Only stations of this state (as the station list names it, e.g. `Maharashtra`). */
  state: inputText().trim().min(1).max(60).optional(),
});
export type PopularStationsQuery = z.output<typeof PopularStationsQuerySchema>;

export const PopularStationsResponseSchema = ResponseMetaSchema.extend({
  state: z.string().nullable(),
  stations: z.array(StationSummarySchema),
});
export type PopularStationsResponse = z.infer<typeof PopularStationsResponseSchema>;

export const StationStatesQuerySchema = WrapperQuerySchema;
export type StationStatesQuery = z.output<typeof StationStatesQuerySchema>;

/** The states (and union territories) as the station list spells them, with how many stations each has. */
export const StationStatesResponseSchema = ResponseMetaSchema.extend({
  states: z.array(z.object({ state: z.string(), stations: z.number().int().min(1) })),
});
export type StationStatesResponse = z.infer<typeof StationStatesResponseSchema>;

export const AlternateStationsQuerySchema = WrapperQuerySchema.extend({
  from: stationCodeParam("Source"),
  to: stationCodeParam("Destination"),
  date: JourneyDateSchema,
  quota: QuotaParamSchema,
}).refine((q) => q.from !== q.to, { message: SAME_STATION_MESSAGE, path: ["to"] });
export type AlternateStationsQuery = z.output<typeof AlternateStationsQuerySchema>;

export const AlternateStationSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** From the searched station, km. */
  distanceKm: z.number(),
});

export const AlternateRouteSchema = z.object({
  from: AlternateStationSchema,
  to: AlternateStationSchema,
  /** Spec §3 alternate_stations_text, e.g. 'Trains from Delhi Junction (2.2 km from New Delhi)'. */
  alternateStationsText: z.string(),
  trains: z.array(TrainResultSchema),
});

export const AlternateStationsResponseSchema = ResponseMetaSchema.extend({
  date: IsoDateOutSchema,
  quota: QuotaCodeSchema,
  fromAlternates: z.array(AlternateStationSchema),
  toAlternates: z.array(AlternateStationSchema),
  routes: z.array(AlternateRouteSchema),
});
export type AlternateStationsResponse = z.infer<typeof AlternateStationsResponseSchema>;
