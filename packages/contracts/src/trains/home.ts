import { z } from "zod";
import { ClassCodeSchema, QuotaCodeSchema } from "../code-tables.ts";
import { inputText } from "../text.ts";
import {
  AvailabilityItemSchema,
  IsoDateOutSchema,
  JourneyDateSchema,
  QuotaParamSchema,
  ResponseMetaSchema,
  SAME_STATION_MESSAGE,
  StationSummarySchema,
  stationCodeParam,
  WrapperQuerySchema,
} from "./common.ts";

/** The home page (`v1/homepage`) and the availability of recent searches (`v1/recent_searches_availability`). */

export const HomepageQuerySchema = WrapperQuerySchema.extend({
  /** Popular stations of this state only. */
  state: inputText().trim().min(1).max(60).optional(),
});
export type HomepageQuery = z.output<typeof HomepageQuerySchema>;

export const HolidaySchema = z.object({
  date: IsoDateOutSchema,
  name: z.string(),
  /** A lunar-calendar date not yet in the published list. */
  provisional: z.boolean(),
});

export const HomepageResponseSchema = ResponseMetaSchema.extend({
  /** The advance reservation period as of now (IST dates). */
  bookingWindow: z.object({
    firstBookableDate: IsoDateOutSchema,
    lastBookableDate: IsoDateOutSchema,
    days: z.number().int(),
  }),
  /** National holidays inside the booking window, for the calendar. */
  holidays: z.array(HolidaySchema),
  popularStations: z.array(StationSummarySchema),
  quotas: z.array(z.object({ code: QuotaCodeSchema, name: z.string(), default: z.boolean() })),
  classes: z.array(z.object({ code: ClassCodeSchema, name: z.string(), popular: z.boolean() })),
});
export type HomepageResponse = z.infer<typeof HomepageResponseSchema>;

export const RECENT_SEARCHES_MAX = 10;

export const RecentSearchSchema = z
  .object({
    from: stationCodeParam("Source"),
    to: stationCodeParam("Destination"),
    /** `YYYY-MM-DD` (spec §3 recent search), or the 8-digit route form. */
    date: JourneyDateSchema,
  })
  .refine((s) => s.from !== s.to, { message: SAME_STATION_MESSAGE, path: ["to"] });

export const RecentSearchesQuerySchema = WrapperQuerySchema;

export const RecentSearchesBodySchema = z.object({
  searches: z
    .array(RecentSearchSchema)
    .min(1, "Send at least one recent search")
    .max(RECENT_SEARCHES_MAX, `At most ${RECENT_SEARCHES_MAX} recent searches`),
  quota: QuotaParamSchema,
});
export type RecentSearchesBody = z.output<typeof RecentSearchesBodySchema>;

export const RecentSearchAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The date asked for. */
  requestedDate: IsoDateOutSchema,
  /** The date looked at: a date that has passed moves to tomorrow (spec §3 recent search). */
  date: IsoDateOutSchema,
  /** Null when the entry could be answered; otherwise why not (e.g. no_station_found, bookings_not_open). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Direct trains on the date. */
  trains: z.number().int(),
  /** Of them, trains with some class available now in the quota. */
  availableTrains: z.number().int(),
  /** The best class found (available first, then RAC, then waiting list; cheapest among equals). */
  best: AvailabilityItemSchema.extend({
    trainNumber: z.string(),
    trainName: z.string(),
  }).nullable(),
});

export const RecentSearchesResponseSchema = ResponseMetaSchema.extend({
  quota: QuotaCodeSchema,
  results: z.array(RecentSearchAvailabilitySchema),
});
export type RecentSearchesResponse = z.infer<typeof RecentSearchesResponseSchema>;
