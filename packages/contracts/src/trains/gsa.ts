import { z } from "zod";
import { ClassCodeSchema, QuotaCodeSchema } from "../code-tables.ts";
import {
  AvailabilityItemSchema,
  ClassParamSchema,
  IsoDateOutSchema,
  JourneyDateSchema,
  QuotaParamSchema,
  ResponseMetaSchema,
  SAME_STATION_MESSAGE,
  StationRefSchema,
  stationCodeParam,
  TrainNumberParamSchema,
  WrapperQuerySchema,
} from "./common.ts";

/**
 * `v1/checkGsaAvailability`: alternatives to a class that is not available,
 * by the alternate-route kinds of spec §4 (1 avl_same_train, 2 gsa_same_train,
 * 3 avl_other_train, 4 gsa_other_train, 5 avl_nearby, else none). "avl" is a
 * confirmed seat now; "gsa" (a seat assured) is an RAC status: a berth shared
 * but a place on the train.
 */

export const ALTERNATE_ROUTE_KINDS = {
  none: 0,
  avl_same_train: 1,
  gsa_same_train: 2,
  avl_other_train: 3,
  gsa_other_train: 4,
  avl_nearby: 5,
} as const;
export type AlternateRouteKindName = keyof typeof ALTERNATE_ROUTE_KINDS;
export const AlternateRouteKindNameSchema = z.enum(
  Object.keys(ALTERNATE_ROUTE_KINDS) as [AlternateRouteKindName, ...AlternateRouteKindName[]],
);

export const GsaAvailabilityQuerySchema = WrapperQuerySchema.extend({
  trainNumber: TrainNumberParamSchema,
  from: stationCodeParam("Source"),
  to: stationCodeParam("Destination"),
  date: JourneyDateSchema,
  class: ClassParamSchema,
  quota: QuotaParamSchema,
}).refine((q) => q.from !== q.to, { message: SAME_STATION_MESSAGE, path: ["to"] });
export type GsaAvailabilityQuery = z.output<typeof GsaAvailabilityQuerySchema>;

export const GsaAlternateSchema = z.object({
  kind: z.number().int(),
  kindName: AlternateRouteKindNameSchema,
  trainNumber: z.string(),
  trainName: z.string(),
  from: StationRefSchema,
  to: StationRefSchema,
  departure: z.string(),
  arrival: z.string(),
  availability: AvailabilityItemSchema,
});

export const GsaAvailabilityResponseSchema = ResponseMetaSchema.extend({
  trainNumber: z.string(),
  date: IsoDateOutSchema,
  class: ClassCodeSchema,
  quota: QuotaCodeSchema,
  /** The class asked about, as it stands. */
  requested: AvailabilityItemSchema.nullable(),
  /** The best kind found (the smallest kind number above 0), or 0 for none. */
  kind: z.number().int(),
  kindName: AlternateRouteKindNameSchema,
  /** Every alternative found, by kind then fare; at most 5 of each kind. */
  alternates: z.array(GsaAlternateSchema),
});
export type GsaAvailabilityResponse = z.infer<typeof GsaAvailabilityResponseSchema>;
