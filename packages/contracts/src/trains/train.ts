import { z } from "zod";
import { ClassCodeSchema, QuotaCodeSchema } from "../code-tables.ts";
import { inputText } from "../text.ts";
import {
  AvailabilityItemSchema,
  ClassParamSchema,
  IsoDateOutSchema,
  JourneyDateSchema,
  QuotaParamSchema,
  ResponseMetaSchema,
  RunDaysSchema,
  SAME_STATION_MESSAGE,
  StationRefSchema,
  stationCodeParam,
  TrainNumberParamSchema,
  TrainResultSchema,
  WrapperQuerySchema,
} from "./common.ts";

/**
 * One train: its schedule (`v1/schedule`), its availability for a journey
 * (`v1/detail`), the date ribbon (`v1/date_ribbon`) and trains by name or
 * number (`/api/trains-search/v1/train`).
 */

export const ScheduleQuerySchema = WrapperQuerySchema.extend({
  trainNumber: TrainNumberParamSchema,
});
export type ScheduleQuery = z.output<typeof ScheduleQuerySchema>;

export const ScheduleStopSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** `HH:mm`, null at the origin. */
  arrival: z.string().nullable(),
  /** `HH:mm`, null at the destination. */
  departure: z.string().nullable(),
  day: z.number().int(),
  haltMin: z.number().int(),
  distanceKm: z.number(),
});

export const ScheduleResponseSchema = ResponseMetaSchema.extend({
  trainNumber: z.string(),
  trainName: z.string(),
  trainType: z.string(),
  trainOwner: z.enum(["IR", "IRCTC"]),
  trainTypeFilter: z.string(),
  source: StationRefSchema,
  destination: StationRefSchema,
  /** The train running the other way, if any. */
  pairTrainNumber: z.string().nullable(),
  distanceKm: z.number(),
  durationMin: z.number().int(),
  duration: z.string(),
  runDays: RunDaysSchema,
  runDaysFlags: z.string(),
  runDaysText: z.string(),
  classes: z.array(ClassCodeSchema),
  cateringIncluded: z.boolean(),
  superfast: z.boolean(),
  stops: z.array(ScheduleStopSchema),
});
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;

const journeyShape = {
  trainNumber: TrainNumberParamSchema,
  from: stationCodeParam("Source"),
  to: stationCodeParam("Destination"),
  date: JourneyDateSchema,
  quota: QuotaParamSchema,
};

export const TrainDetailQuerySchema = WrapperQuerySchema.extend({
  ...journeyShape,
  /** Refresh one class only. */
  class: ClassParamSchema.optional(),
}).refine((q) => q.from !== q.to, { message: SAME_STATION_MESSAGE, path: ["to"] });
export type TrainDetailQuery = z.output<typeof TrainDetailQuerySchema>;

export const TrainDetailResponseSchema = ResponseMetaSchema.extend({
  date: IsoDateOutSchema,
  quota: QuotaCodeSchema,
  /** `classes` holds only the asked class when `class` was given. */
  train: TrainResultSchema,
});
export type TrainDetailResponse = z.infer<typeof TrainDetailResponseSchema>;

export const DateRibbonQuerySchema = WrapperQuerySchema.extend({
  ...journeyShape,
  class: ClassParamSchema,
}).refine((q) => q.from !== q.to, { message: SAME_STATION_MESSAGE, path: ["to"] });
export type DateRibbonQuery = z.output<typeof DateRibbonQuerySchema>;

export const DateRibbonDaySchema = z.object({
  date: IsoDateOutSchema,
  /** The date asked for (the others are its neighbours). */
  selected: z.boolean(),
  /** Whether the train leaves `from` on this date. */
  runs: z.boolean(),
  /** Null when the train does not run that day. */
  availability: AvailabilityItemSchema.nullable(),
});

export const DateRibbonResponseSchema = ResponseMetaSchema.extend({
  trainNumber: z.string(),
  class: ClassCodeSchema,
  quota: QuotaCodeSchema,
  /** Spec §9: two days before, the day, one after. */
  days: z.array(DateRibbonDaySchema),
});
export type DateRibbonResponse = z.infer<typeof DateRibbonResponseSchema>;

export const TRAIN_SEARCH_DEFAULT_LIMIT = 10;

export const TrainByNameQuerySchema = WrapperQuerySchema.extend({
  q: inputText({ error: "Please enter a train name or number" })
    .trim()
    .min(1, "Please enter a train name or number")
    .max(60, "A train search is at most 60 characters"),
  limit: z.coerce.number().int().min(1).max(50).default(TRAIN_SEARCH_DEFAULT_LIMIT),
});
export type TrainByNameQuery = z.output<typeof TrainByNameQuerySchema>;

export const TrainByNameResponseSchema = ResponseMetaSchema.extend({
  query: z.string(),
  trains: z.array(
    z.object({
      trainNumber: z.string(),
      trainName: z.string(),
      source: StationRefSchema,
      destination: StationRefSchema,
    }),
  ),
});
export type TrainByNameResponse = z.infer<typeof TrainByNameResponseSchema>;
