import { z } from "zod";
import { ClassCodeSchema, DEFAULT_QUOTA, QuotaCodeSchema } from "../code-tables.ts";
import { isCalendarDate, STATION_CODE } from "../route-params.ts";
import { inputText } from "../text.ts";

/**
 * Building blocks shared by every request and response of `/api/trains`
 * (spec §3 "Train in results", "Availability item"; spec §7 generic wrapper).
 * Money is in paise (integers), times are IST.
 */

// ── The generic wrapper (spec §7) ────────────────────────────────────────────

/** Spec §7: locale is language-country, default en-IN. */
export const DEFAULT_LOCALE = "en-IN";
/** Spec §7: client= HTML5 or web when absent. */
export const DEFAULT_CLIENT = "HTML5";

const optionalText = (max: number) => inputText().max(max).optional().catch(undefined);

/**
 * The query every call of the web app carries (spec §7 "Generic wrapper":
 * isH5, sso_token, locale, device parameters, client, affiliate). Accepted on
 * every endpoint and never a reason to fail: a value that does not fit falls
 * back to its default. Unknown extra parameters are dropped (Zod objects strip).
 */
export const WrapperQuerySchema = z.object({
  isH5: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .catch(undefined),
  sso_token: optionalText(4096),
  locale: inputText()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .default(DEFAULT_LOCALE)
    .catch(DEFAULT_LOCALE),
  client: inputText().max(40).default(DEFAULT_CLIENT).catch(DEFAULT_CLIENT),
  affiliate: optionalText(80),
  deviceIdentifier: optionalText(200),
  deviceType: optionalText(40),
  os: optionalText(40),
  osVersion: optionalText(40),
  appVersion: optionalText(40),
  appVersionName: optionalText(40),
  deviceName: optionalText(120),
  channel: optionalText(40),
  version: optionalText(40),
});
export type WrapperQuery = z.output<typeof WrapperQuerySchema>;

// ── Scalars ──────────────────────────────────────────────────────────────────

/**
 * A station code in a query: trimmed, upper-cased, 1–6 letters or digits
 * starting with a letter. `what` names the field in the messages.
 */
export function stationCodeParam(what: "Source" | "Destination" | "Station") {
  return inputText({
    error: (issue) =>
      issue.input === undefined
        ? `Please enter a ${what.toLowerCase()} station`
        : `${what} station must be a station code`,
  })
    .trim()
    .min(1, `Please enter a ${what.toLowerCase()} station`)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(STATION_CODE, `${what} station must be a station code`));
}

const DATE_MESSAGE = "The date must be YYYY-MM-DD (or 8 digits YYYYMMDD / DDMMYYYY)";

/** `YYYY-MM-DD` from the three accepted spellings, or null when none names a calendar date. */
export function normaliseJourneyDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) {
    return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? value : null;
  }
  if (!/^\d{8}$/.test(value)) return null;
  // YYYYMMDD and DDMMYYYY never both name a date from 1900 on (the month of
  // the second reading would be 19 or more), so the first that parses wins.
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  if (isCalendarDate(y, m, d)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  const d2 = Number(value.slice(0, 2));
  const m2 = Number(value.slice(2, 4));
  const y2 = Number(value.slice(4, 8));
  if (isCalendarDate(y2, m2, d2))
    return `${value.slice(4)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
  return null;
}

/** A journey date: `YYYY-MM-DD`, or the route form of 8 digits; parses to `YYYY-MM-DD`. */
export const JourneyDateSchema = inputText({
  error: (issue) => (issue.input === undefined ? "Please choose a journey date" : DATE_MESSAGE),
})
  .trim()
  .transform((value, ctx) => {
    const date = normaliseJourneyDate(value);
    if (date === null) {
      ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

export const IsoDateOutSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const QuotaParamSchema = inputText()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(QuotaCodeSchema)
  .default(DEFAULT_QUOTA);

export const ClassParamSchema = inputText()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(ClassCodeSchema);

export const TrainNumberParamSchema = inputText({ error: "Please enter a train number" })
  .trim()
  .regex(/^\d{5}$/, "A train number has 5 digits");

/** Spec §5: source and destination cannot be the same. */
export const SAME_STATION_MESSAGE = "Source and destination cannot be the same";

// ── Stations ─────────────────────────────────────────────────────────────────

export const StationRefSchema = z.object({ code: z.string(), name: z.string() });
export type StationRef = z.infer<typeof StationRefSchema>;

/** A station as lists and typeaheads show it. */
export const StationSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Higher is busier (trains calling, terminals extra); 0 where no train calls. */
  importance: z.number(),
});
export type StationSummary = z.infer<typeof StationSummarySchema>;

// ── Availability item (spec §3) ──────────────────────────────────────────────

export const StatusGroupSchema = z.enum([
  "AVL",
  "Curr AVL",
  "Not AVL",
  "RAC",
  "WL",
  "Departed",
  "Closed",
  "",
]);
export const AvailabilityColourSchema = z.enum(["red", "amber", "green"]);

/**
 * Spec §4 "Waitlist prediction": the chance (percent) that a booking made now
 * is confirmed by the chart — a berth or RAC for a waitlist, a berth for RAC —
 * and how many past cases it rests on. Null while the train's history is not
 * ready or when nothing waits; a count of zero is never shown.
 */
export const PredictionSchema = z.object({ percent: z.number(), count: z.number().int() });

/**
 * Why a waiting class or passenger shows no chance, said in its place
 * (prediction/README.md): `preparing` the train's history is still being
 * worked out; `no_history` no past booking of this list this many days
 * before the journey; `beyond_history` further down the list than any
 * number past runs issued; `list_not_modelled` a waitlist the history does
 * not keep (RLWL, PQWL…); `unavailable` the railway gave no chance.
 */
export const PredictionReasonSchema = z.enum([
  "preparing",
  "no_history",
  "beyond_history",
  "list_not_modelled",
  "unavailable",
]);
export type PredictionReason = z.infer<typeof PredictionReasonSchema>;

export const AvailabilityItemSchema = z.object({
  /** Class code (spec §3 "code"), e.g. `3A`. */
  code: ClassCodeSchema,
  className: z.string(),
  quota: QuotaCodeSchema,
  /** Adult fare for one passenger in this class and quota, paise; null when the railway gave none. */
  fare: z.number().int().nullable(),
  /** Exactly as the railway prints it: `AVAILABLE-0044`, `RAC 12`, `GNWL35/WL20`…; "" when unknown. */
  status: z.string(),
  /** Short form for a chip: `AVL 44`, `RAC 12`, `WL 20`, `REGRET`… */
  statusShortform: z.string(),
  /** Spec §4 status group; "" means "check availability". */
  statusGroup: StatusGroupSchema,
  /** Spec §4 second reading: 0 NOT AVL, 1 CNF, 2 RAC, 3 WL; null when unknown. */
  statusCode: z.enum(["0", "1", "2", "3"]).nullable(),
  /** Spec §4 seat availability colour; null when unknown. */
  colour: AvailabilityColourSchema.nullable(),
  /** Whether a booking can be attempted now. */
  bookable: z.boolean(),
  /** Place a new booking would take on the waiting (or RAC) list; null when a seat is free or nothing can be booked. */
  waitlistPosition: z.number().int().nullable(),
  prediction: PredictionSchema.nullable(),
  /** Why a waiting class has no `prediction`; null when it has one or nothing waits. */
  predictionReason: PredictionReasonSchema.nullable(),
  /** Why the railway gave no status (e.g. `train_not_found`, `no_fare`); null when it did. */
  unavailableReason: z.string().nullable(),
  /**
   * When booking opens (ISO instant), with the railway's `BOOKING NOT YET
   * OPENED`: 08:00 IST on the ARP opening day, or for Tatkal (TQ, PT) 10:00
   * AC / 11:00 non-AC the day before the train leaves its origin; null otherwise.
   */
  opensAt: z.string().nullable(),
});
export type AvailabilityItem = z.infer<typeof AvailabilityItemSchema>;

// ── Train in results (spec §3) ───────────────────────────────────────────────

export const JourneyTimeSchema = z.object({
  date: IsoDateOutSchema,
  time: z.string(),
  /** `YYYY-MM-DDTHH:mm+05:30` */
  dateTime: z.string(),
  /** Day of the train's run at this stop: 1 on the day it leaves its origin. */
  day: z.number().int(),
});
export type JourneyTime = z.infer<typeof JourneyTimeSchema>;

export const RunDaysSchema = z.object({
  sun: z.boolean(),
  mon: z.boolean(),
  tue: z.boolean(),
  wed: z.boolean(),
  thu: z.boolean(),
  fri: z.boolean(),
  sat: z.boolean(),
});
export type RunDays = z.infer<typeof RunDaysSchema>;

export const TrainResultSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  trainType: z.string(),
  /** `IR` (Indian Railways) or `IRCTC` (the corporation's own trains). */
  trainOwner: z.enum(["IR", "IRCTC"]),
  /** The label the train-type filter groups it under. */
  trainTypeFilter: z.string(),
  /** The train's origin and destination. */
  source: StationRefSchema,
  destination: StationRefSchema,
  /** Boarding and alighting stations of this journey. */
  from: StationRefSchema,
  to: StationRefSchema,
  departure: JourneyTimeSchema,
  arrival: JourneyTimeSchema,
  durationMin: z.number().int(),
  /** e.g. `17h 05m` */
  duration: z.string(),
  distanceKm: z.number(),
  /** Days the train leaves the boarding station. */
  runDays: RunDaysSchema,
  /** Seven Y/N flags, Monday first. */
  runDaysFlags: z.string().regex(/^[YN]{7}$/),
  /** 'runs on Mon, Wed' or 'everyday' (spec §9). */
  runDaysText: z.string(),
  cateringIncluded: z.boolean(),
  superfast: z.boolean(),
  /** One availability item per class the train carries, in the train's class order. */
  classes: z.array(AvailabilityItemSchema),
  /** Classes with seats available now (AVL or current AVL). */
  availabilityCount: z.number().int(),
  /** Rank under the `recommended` ordering, from 1. */
  recommendedOrder: z.number().int(),
});
export type TrainResult = z.infer<typeof TrainResultSchema>;

export const TransferSchema = z.object({
  arriveAt: StationRefSchema,
  departFrom: StationRefSchema,
  walkKm: z.number(),
  walkMin: z.number().int(),
  waitMin: z.number().int(),
});

/**
 * One way to travel a connection: a class on each train (the same class on
 * both when both carry it, else, e.g., `3E + CC`) with the total fare and
 * both legs' seats together. Each leg is its own ticket with its own fare:
 * the total is their sum.
 */
export const ConnectionClassSchema = z.object({
  /** The class on the first and on the second train. */
  classes: z.tuple([ClassCodeSchema, ClassCodeSchema]),
  /** `3A`, or `3E + CC` when the trains differ. */
  label: z.string(),
  quota: QuotaCodeSchema,
  /** Both tickets' adult fares added, paise; null when the railway gave either none. */
  fare: z.number().int().nullable(),
  /** The worse leg's status group ("" when either is unknown): what the availability filter reads. */
  statusGroup: StatusGroupSchema,
  /** The worse leg's colour; null when either is unknown. */
  colour: AvailabilityColourSchema.nullable(),
  /** Both legs can be booked now. */
  bookable: z.boolean(),
  /**
   * The chance of travelling on both trains (a berth or RAC on each): 100
   * with seats on both now, otherwise the product of the waiting legs'
   * chances (spec §4 prediction, one per leg). Null when a leg cannot be
   * booked or a waiting leg has no figure.
   */
  chance: z.object({ percent: z.number().int().min(0).max(100) }).nullable(),
  /** Why a bookable option has no `chance`: the waiting leg's reason. */
  chanceReason: PredictionReasonSchema.nullable(),
});
export type ConnectionClass = z.infer<typeof ConnectionClassSchema>;

/** Two trains with a change (spec §3 trains_stitching_list). */
export const ConnectionResultSchema = z.object({
  /**
   * Stable: both trains, their stations and boarding dates
   * (`@safar/contracts/trains/connection-ref`, `connectionId`).
   */
  id: z.string(),
  /** Both trains; each leg's `classes` holds the classes its options (`classes` below) use. */
  legs: z.tuple([TrainResultSchema, TrainResultSchema]),
  transfer: TransferSchema,
  departure: JourneyTimeSchema,
  arrival: JourneyTimeSchema,
  durationMin: z.number().int(),
  duration: z.string(),
  distanceKm: z.number(),
  /** Each way of travelling it by class, cheapest first. */
  classes: z.array(ConnectionClassSchema),
  /** Rank under the `recommended` ordering of the matching connections, from 1. */
  recommendedOrder: z.number().int(),
});
export type ConnectionResult = z.infer<typeof ConnectionResultSchema>;

/** Fields every response carries. */
export const ResponseMetaSchema = z.object({
  /** The locale asked for (spec §7, default en-IN). */
  locale: z.string(),
  /** When the answer was made (ISO instant): availability is as of then. */
  updatedAt: z.string(),
});
