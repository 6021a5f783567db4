import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";
import { VisitSourceSchema } from "./visit-source.ts";

/**
 * Analytics events (spec §7 "Analytics", §9 event ids and screen-name
 * prefixes). The web shell sends them in batches with `navigator.sendBeacon`
 * to `POST /api/analytics/events`; the server keeps them for a configured
 * number of days and the operator page reads a daily booking funnel from them
 * (ADR 027).
 *
 * No personal data: every string is a code. Category and action are
 * snake_case words; each of the up to ten labels is `key:value` with a key of
 * `ANALYTICS_LABEL_KEYS` (none of them takes a name, a phone, an e-mail or a
 * PNR) and a value of letters, digits, `.`, `_` and `-` without ten digits in
 * a row (a phone number or a PNR) — so no name with a space, no e-mail, no
 * phone and no PNR gets through the schema (`containsPii` is the same rule for
 * one string).
 */

/** Spec §9's event ids, by what each records here. */
export const ANALYTICS_EVENT_IDS = {
  /** A screen was shown (the funnel's search → payment steps). */
  screenView: 5102,
  /** The traveller did something on a screen (a filter, a class, a button). */
  action: 5103,
  /** An API call failed (spec §8: search and quick book errors, the smart filter). */
  apiError: 5104,
  /** A booking milestone (`ticket_booked`: the funnel's last step). */
  milestone: 5105,
} as const;
export const ANALYTICS_EVENT_ID_VALUES = [5102, 5103, 5104, 5105] as const;
export type AnalyticsEventId = (typeof ANALYTICS_EVENT_ID_VALUES)[number];

/** Spec §9's screen-name prefixes (the web sends TRAIN_DWEB, TRAIN_MWEB and TRAIN_AFFILIATE_TA). */
export const SCREEN_NAME_PREFIXES = [
  "APP",
  "DIRECT",
  "TRAIN_DWEB",
  "TRAIN_MWEB",
  "TRAINS_H5",
  "TRAIN_AFFILIATE_TA",
] as const;
const SCREEN_NAME = new RegExp(`^(${SCREEN_NAME_PREFIXES.join("|")})_[A-Z0-9_]{1,48}$`);

/** Keys a label may have: codes only, never free text. */
export const ANALYTICS_LABEL_KEYS = [
  "page",
  "step",
  "class",
  "quota",
  "train",
  "from",
  "to",
  "date",
  "sort",
  "filter",
  "count",
  "status",
  "code",
  "result",
  "reason",
  "option",
  "tab",
  "position",
  "source",
  "device",
] as const;
export type AnalyticsLabelKey = (typeof ANALYTICS_LABEL_KEYS)[number];

export const ANALYTICS_MAX_LABELS = 10;
export const ANALYTICS_MAX_EVENTS = 20;

const EMAIL = /[^\s@]+@[^\s@]+/;
/** Ten digits, also written with spaces, dots, dashes or a +91: a phone number or a PNR. */
const LONG_NUMBER = /(?:\d[\s.()-]*){10}/;

/** Whether a string looks like personal data: an e-mail, a phone number or a PNR. */
export function containsPii(value: string): boolean {
  return EMAIL.test(value) || LONG_NUMBER.test(value);
}

const LABEL = new RegExp(`^(${ANALYTICS_LABEL_KEYS.join("|")}):[A-Za-z0-9._-]{1,48}$`);
const NO_PII = "No names, phone numbers, e-mails or PNRs in analytics";

export const analyticsLabelSchema = inputText()
  .regex(LABEL, "A label is key:value with a known key and a code as value")
  .refine((s) => !containsPii(s), NO_PII);

const codeSchema = inputText().regex(/^[a-z][a-z0-9_]{0,39}$/, "A snake_case code");

export const AnalyticsEventSchema = z.strictObject({
  eventId: z.union(ANALYTICS_EVENT_ID_VALUES.map((id) => z.literal(id))),
  screenName: inputText().regex(SCREEN_NAME, "A screen name with one of the spec's prefixes"),
  category: codeSchema,
  action: codeSchema,
  labels: z.array(analyticsLabelSchema).max(ANALYTICS_MAX_LABELS).default([]),
  /** The flow page code of the screen (spec §2: SRP 1 … one-click Tatkal 5). */
  pageCode: z.number().int().min(0).max(99).optional(),
});
export type AnalyticsEvent = z.output<typeof AnalyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof AnalyticsEventSchema>;

/** A visit: a random id per browser session (no person behind it) and its source (spec §4). */
export const AnalyticsVisitSchema = VisitSourceSchema.extend({
  id: inputText().regex(/^[A-Za-z0-9_-]{16,40}$/, "A random visit id"),
});

/** One beacon: the sending client, its visit, and up to 20 events. */
export const AnalyticsBatchSchema = z.strictObject({
  /** Spec §7: the client type. */
  client: z.literal("H5"),
  profile: z.enum(["default", "travelapp"]),
  device: z.enum(["mobile", "tablet", "desktop"]),
  visit: AnalyticsVisitSchema,
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS),
});
export type AnalyticsBatch = z.output<typeof AnalyticsBatchSchema>;
export type AnalyticsBatchInput = z.input<typeof AnalyticsBatchSchema>;

/** The booking funnel's steps, in order. */
export const FUNNEL_STEPS = ["search", "travellerDetails", "review", "payment", "ticket"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_NAMES: Readonly<Record<FunnelStep, string>> = {
  search: "Search",
  travellerDetails: "Traveller details",
  review: "Review",
  payment: "Payment",
  ticket: "Ticket",
};

const STEP_OF_PAGE_CODE: Readonly<Record<number, FunnelStep>> = {
  1: "search",
  2: "travellerDetails",
  3: "review",
  4: "payment",
};

/** The milestone action of a booked ticket. */
export const TICKET_BOOKED_ACTION = "ticket_booked";

/** The funnel step an event marks: a screen view of page codes 1–4, or a booked ticket; else null. */
export function funnelStepOf(event: AnalyticsEvent): FunnelStep | null {
  if (event.eventId === ANALYTICS_EVENT_IDS.screenView && event.pageCode !== undefined) {
    return STEP_OF_PAGE_CODE[event.pageCode] ?? null;
  }
  if (event.eventId === ANALYTICS_EVENT_IDS.milestone && event.action === TICKET_BOOKED_ACTION) {
    return "ticket";
  }
  return null;
}

export const FunnelQuerySchema = z.object({
  /** Days to show, ending today (IST). */
  days: z.coerce.number().int().min(1).max(90).default(7),
});

export const FunnelDaySchema = z.object({
  /** The IST day, YYYY-MM-DD. */
  date: z.string(),
  /** Visits that reached each step that day. */
  steps: z.object(
    Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<
      FunnelStep,
      z.ZodNumber
    >,
  ),
});
export type FunnelDay = z.infer<typeof FunnelDaySchema>;

export const FunnelResponseSchema = z.object({
  days: z.array(FunnelDaySchema),
  /** Events older than this many days are deleted. */
  retentionDays: z.number().int(),
  /** Events kept now, all days. */
  storedEvents: z.number().int(),
});
export type FunnelResponse = z.infer<typeof FunnelResponseSchema>;

export const ANALYTICS_PATH = "/api/analytics/events";

export const ANALYTICS_ENDPOINTS = {
  events: {
    operationId: "analyticsEvents",
    method: "POST",
    path: ANALYTICS_PATH,
    summary:
      "A batch of analytics events sent by navigator.sendBeacon (JSON, also as text/plain); answered 204",
    query: z.object({}),
    body: AnalyticsBatchSchema,
    response: z.null(),
    noContent: true,
    errors: ["rate_limited", "request_too_large"],
  },
  funnel: {
    operationId: "analyticsFunnel",
    method: "GET",
    path: "/api/dev/analytics/funnel",
    summary: "The daily booking funnel (ANALYTICS_PAGE: this machine only by default)",
    query: FunnelQuerySchema,
    response: FunnelResponseSchema,
    errors: ["operator_local_only"],
  },
} as const satisfies Record<string, Endpoint>;
