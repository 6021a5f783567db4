import { CLASS_CODES, DEFAULT_QUOTA, QUOTA_CODES } from "@safar/contracts/code-tables";
import { isoDateSchema, STATION_CODE } from "@safar/contracts/route-params";
import { z } from "zod";
import { type BookingWindow, checkJourneyDate } from "./booking-window.ts";
import { SEARCH_MESSAGES } from "./messages.ts";

/**
 * The home search form (spec §2 Home, §5 Search): one schema for the posted
 * fields, used by the route action to parse `FormData`. The messages are in
 * `messages.ts`; 'No Station Found' is given by the action once it has asked
 * the API (see `station-match.ts`).
 */
export { SEARCH_MESSAGES };

const SEARCH_FIELDS = ["from", "fromCode", "to", "toCode", "date", "quota", "class"] as const;
export type SearchErrors = Partial<Record<"from" | "to" | "date", string>>;

const text = z
  .string()
  .max(80)
  .catch("")
  .transform((s) => s.trim().replace(/\s+/g, " "));

/** A hidden code from the picker: kept only when it looks like a station code. */
const code = z
  .string()
  .catch("")
  .transform((s) => s.trim().toUpperCase())
  .transform((s) => (STATION_CODE.test(s) ? s : ""));

/** The raw fields as posted; every field tolerates absence so that the form can be re-shown. */
export const searchFormSchema = z.object({
  from: text.default(""),
  fromCode: code.default(""),
  to: text.default(""),
  toCode: code.default(""),
  date: z.string().trim().max(20).catch("").default(""),
  quota: z.enum(QUOTA_CODES).catch(DEFAULT_QUOTA).default(DEFAULT_QUOTA),
  /** "" is any class. */
  class: z.enum(CLASS_CODES).or(z.literal("")).catch("").default(""),
});
export type SearchFormValues = z.output<typeof searchFormSchema>;

/** Reads the form's fields from posted form data (first value of each; files are ignored). */
export function parseSearchForm(form: FormData): SearchFormValues {
  const raw: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") raw[field] = v;
  }
  return searchFormSchema.parse(raw);
}

/** A station as typed: its code when the picker chose one, else a comparable form of the text. */
function stationKey(textValue: string, codeValue: string): string {
  return codeValue || textValue.toUpperCase();
}

/**
 * The checks that need no API: both stations, not the same, a date inside the
 * booking window. Returns the message for each failing field.
 */
export function validateSearchForm(values: SearchFormValues, window: BookingWindow): SearchErrors {
  const errors: SearchErrors = {};
  if (!values.from) errors.from = SEARCH_MESSAGES.fromMissing;
  if (!values.to) errors.to = SEARCH_MESSAGES.toMissing;
  if (
    values.from &&
    values.to &&
    stationKey(values.from, values.fromCode) === stationKey(values.to, values.toCode)
  ) {
    errors.to = SEARCH_MESSAGES.sameStation;
  }
  if (!values.date) errors.date = SEARCH_MESSAGES.dateMissing;
  else if (!isoDateSchema.safeParse(values.date).success) errors.date = SEARCH_MESSAGES.dateInvalid;
  else {
    const check = checkJourneyDate(values.date, window);
    if (check === "past") errors.date = SEARCH_MESSAGES.datePast;
    if (check === "not_open") errors.date = SEARCH_MESSAGES.dateNotOpen;
  }
  return errors;
}

export function hasErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The values with From and To exchanged (the swap control). */
export function swapStations(values: SearchFormValues): SearchFormValues {
  return {
    ...values,
    from: values.to,
    fromCode: values.toCode,
    to: values.from,
    toCode: values.fromCode,
  };
}
