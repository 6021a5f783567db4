import { z } from "zod";
import { QuotaCodeSchema } from "./code-tables.ts";
import { isoDateSchema, stationCodeSchema } from "./route-params.ts";
import { PartialSearchFiltersSchema } from "./search-filters.ts";
import { inputText } from "./text.ts";

/**
 * The smart filter call (spec §7 "POST /plugins/smart-filter, header
 * sso_token, body prompt plus search fields; response data and
 * fallback_message"; spec §4 states fetching, success, error, clear).
 */

/** Longest prompt accepted; longer ones are refused with a validation error. */
export const SMART_FILTER_PROMPT_MAX = 500;

export const SmartFilterStationSchema = z.object({
  code: stationCodeSchema,
  name: inputText().trim().min(1).max(80),
});

export const SmartFilterRequestSchema = z.object({
  prompt: inputText().trim().min(1, "Type what you are looking for").max(SMART_FILTER_PROMPT_MAX),
  /** The search the results page shows. */
  from: stationCodeSchema,
  to: stationCodeSchema,
  date: isoDateSchema,
  quota: QuotaCodeSchema.optional(),
  /** Stations the prompt may name (boarding and alighting stations of the results). */
  stations: z.array(SmartFilterStationSchema).max(100).optional(),
});
export type SmartFilterRequest = z.output<typeof SmartFilterRequestSchema>;

export const SmartFilterChipSchema = z.object({
  key: z.string(),
  label: z.string(),
});
export type SmartFilterChip = z.output<typeof SmartFilterChipSchema>;

/** What the parser makes of a prompt. */
export const SmartFilterResultSchema = z.object({
  filters: PartialSearchFiltersSchema,
  chips: z.array(SmartFilterChipSchema),
  understood: z.boolean(),
  fallbackMessage: z.string().nullable(),
});
export type SmartFilterResult = z.output<typeof SmartFilterResultSchema>;

/** The response body: spec §7's `data` and `fallback_message`. */
export const SmartFilterResponseSchema = z.object({
  data: z.object({
    filters: PartialSearchFiltersSchema,
    chips: z.array(SmartFilterChipSchema),
    understood: z.boolean(),
  }),
  fallback_message: z.string().nullable(),
});
export type SmartFilterResponse = z.output<typeof SmartFilterResponseSchema>;

/** Shown when nothing in the prompt could be turned into a filter. */
export const SMART_FILTER_FALLBACK_MESSAGE =
  "We couldn't turn that into filters. Try something like 'AC trains after 6 pm under ₹2000' or 'sleeper with confirmed seats, reaching before 8 am'.";
