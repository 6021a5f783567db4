import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { accessTokenSchema, orderIdSchema, pnrNumberSchema } from "./route-params.ts";
import { inputText } from "./text.ts";
import { PredictionReasonSchema, WrapperQuerySchema } from "./trains/common.ts";

/**
 * PNR status (spec §7 `v1/status`) and the live-status nudge (`v1/pnr/nudge`):
 * a ticket's train, journey, chart and passengers, each passenger's booking
 * and current status parsed into coach, berth and berth type, and the chance
 * of confirmation for those still RAC or waitlisted. Names, ages and genders
 * only for the ticket's owner; anyone else sees "Passenger 1", "Passenger 2".
 */

/** Spec §8 wording for a PNR that is not 10 digits. */
export const PNR_INVALID_MESSAGE = "Enter a valid PNR";

/** How many recent PNR searches the device keeps. */
export const PNR_RECENT_MAX = 5;

/**
 * `v1/status`: a PNR (with the share `token` of its status link, optional),
 * or an order id with the token of its PNR-details link
 * (`/trains/current-status/:id/:token`).
 */
export const PnrStatusQuerySchema = WrapperQuerySchema.extend({
  pnr: inputText({ error: PNR_INVALID_MESSAGE })
    .trim()
    .pipe(pnrNumberSchema)
    .optional()
    .describe("The 10-digit PNR"),
  orderId: orderIdSchema.optional().describe("An order id, with the token of its details link"),
  token: inputText()
    .pipe(accessTokenSchema)
    .optional()
    .describe("The share token of a status link (PNR) or details link (order id)"),
}).superRefine((q, ctx) => {
  if (!q.pnr && !q.orderId)
    ctx.addIssue({ code: "custom", path: ["pnr"], message: PNR_INVALID_MESSAGE });
  if (q.orderId && !q.token)
    ctx.addIssue({ code: "custom", path: ["token"], message: "This link is not valid" });
});
export type PnrStatusQuery = z.output<typeof PnrStatusQuerySchema>;

export const PnrNudgeQuerySchema = WrapperQuerySchema.extend({
  pnr: inputText({ error: PNR_INVALID_MESSAGE })
    .trim()
    .pipe(pnrNumberSchema)
    .describe("The 10-digit PNR"),
});

// ── Passenger statuses ──────────────────────────────────────────────────────

export const PASSENGER_STATUS_KINDS = [
  "confirmed",
  "rac",
  "waitlist",
  "cancelled",
  "no_berth",
  "other",
] as const;
export type PassengerStatusKind = (typeof PASSENGER_STATUS_KINDS)[number];

/** Berth types as printed on tickets (facts.md §3.1). */
export const BERTH_TYPE_NAMES: Readonly<Record<string, string>> = {
  LB: "Lower",
  MB: "Middle",
  UB: "Upper",
  SL: "Side Lower",
  SM: "Side Middle",
  SU: "Side Upper",
  WS: "Window Seat",
  MS: "Middle Seat",
  AS: "Aisle Seat",
};

export const PassengerStatusSchema = z.object({
  /** As the railway prints it: `CNF/B2/34/LB`, `RAC 3`, `GNWL 12`, `WL 4`, `CAN`. */
  text: z.string(),
  kind: z.enum(PASSENGER_STATUS_KINDS),
  coach: z.string().nullable(),
  berth: z.number().int().nullable(),
  /** `LB`, `SU`…; null without a berth. */
  berthType: z.string().nullable(),
  berthTypeName: z.string().nullable(),
  /** Waitlist kind (`GN`, `TQ`, `RL`…) of a waitlist status; null for the bare `WL n`. */
  list: z.string().nullable(),
  /** RAC or waitlist number. */
  position: z.number().int().nullable(),
});
export type PassengerStatus = z.output<typeof PassengerStatusSchema>;

const BERTH_RE = "([A-Z]{1,2}\\d{1,2})\\s*/\\s*(\\d{1,3})\\s*/\\s*(LB|MB|UB|SL|SM|SU|WS|MS|AS)";
const SEAT_STATUS_RE = new RegExp(`^(CNF|RAC)\\s*/\\s*${BERTH_RE}$`);

/**
 * A passenger status as printed (facts.md §3.1) into its parts. Lenient about
 * case and spaces; a text it does not know is kept as `other`.
 */
export function parsePassengerStatus(text: string): PassengerStatus {
  const t = text.trim().toUpperCase().replace(/\s+/g, " ");
  const base: PassengerStatus = {
    text: text.trim(),
    kind: "other",
    coach: null,
    berth: null,
    berthType: null,
    berthTypeName: null,
    list: null,
    position: null,
  };
  const seat = SEAT_STATUS_RE.exec(t);
  if (seat) {
    const type = seat[4] as string;
    return {
      ...base,
      kind: seat[1] === "CNF" ? "confirmed" : "rac",
      coach: seat[2] as string,
      berth: Number(seat[3]),
      berthType: type,
      berthTypeName: BERTH_TYPE_NAMES[type] ?? null,
    };
  }
  if (t === "CNF") return { ...base, kind: "confirmed" };
  if (t === "CAN" || t === "RELEASED" || t === "MOD") return { ...base, kind: "cancelled" };
  if (t === "NOSB") return { ...base, kind: "no_berth" };
  const rac = /^RAC ?(\d+)$/.exec(t);
  if (rac) return { ...base, kind: "rac", position: Number(rac[1]) };
  const wl = /^(GN|RL|PQ|RS|RQ|TQ)?WL ?(\d+)$/.exec(t);
  if (wl) return { ...base, kind: "waitlist", list: wl[1] ?? null, position: Number(wl[2]) };
  return base;
}

// ── v1/status ────────────────────────────────────────────────────────────────

const StationSchema = z.object({ code: z.string(), name: z.string() });

export const PnrPassengerSchema = z.object({
  number: z.number().int(),
  /** The name for the ticket's owner, else "Passenger n". */
  label: z.string(),
  /** Only for the ticket's owner. */
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  bookingStatus: PassengerStatusSchema,
  currentStatus: PassengerStatusSchema,
  /**
   * For a passenger RAC or waitlisted now, before the chart: the chance of
   * confirmation by the chart from the train's history (a berth or RAC for a
   * waitlist, a berth for RAC); null when the history has no case like it.
   */
  prediction: z
    .object({
      percent: z.number().int(),
      count: z.number().int(),
      /** "a berth or RAC" (waitlist) or "a berth" (RAC). */
      target: z.enum(["seat", "berth"]),
    })
    .nullable(),
  /** Why a passenger RAC or waitlisted now, before the chart, has no `prediction`; else null. */
  predictionReason: PredictionReasonSchema.nullable(),
});
export type PnrPassenger = z.output<typeof PnrPassengerSchema>;

const TimeSchema = z.object({
  /** ISO instant. */
  at: z.string(),
  /** IST calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** IST HH:mm. */
  time: z.string(),
});

export const PnrStatusResponseSchema = z.object({
  pnr: z.string(),
  /** booked, or cancelled when no passenger travels any more. */
  state: z.enum(["booked", "cancelled"]),
  trainNumber: z.string(),
  trainName: z.string(),
  /** The journey date at `from` (IST). */
  journeyDate: z.string(),
  from: StationSchema,
  to: StationSchema,
  boarding: StationSchema,
  /** Scheduled departure from the boarding point and arrival at `to`. */
  departure: TimeSchema,
  arrival: TimeSchema,
  classCode: z.string(),
  className: z.string(),
  quota: z.string(),
  quotaName: z.string(),
  chart: z.object({
    prepared: z.boolean(),
    /** When the chart is (or was) due, ISO; null when the railway does not say. */
    dueAt: z.string().nullable(),
  }),
  /** Whether the viewer is the ticket's owner (and so sees names). */
  owner: z.boolean(),
  passengers: z.array(PnrPassengerSchema),
  /** The token of the shareable status link, and its path. */
  shareToken: z.string(),
  sharePath: z.string(),
  /** The owner's order holding this PNR (null for anyone else). */
  orderId: z.string().nullable(),
  /** For the owner: the PNR-details link of that order (`/trains/current-status/{orderId}/{token}`). */
  detailsPath: z.string().nullable(),
});
export type PnrStatusResponse = z.output<typeof PnrStatusResponseSchema>;

// ── v1/pnr/nudge ─────────────────────────────────────────────────────────────

export const PnrNudgeResponseSchema = z.discriminatedUnion("show", [
  z.object({ show: z.literal(false) }),
  z.object({
    show: z.literal(true),
    trainNumber: z.string(),
    /** The date the train leaves its origin, YYYY-MM-DD (the live-status page's `date`). */
    runDate: z.string(),
    boardingCode: z.string(),
    message: z.string(),
    /** `/trains/liveTrainStatus?trainNumber=…&date=…&station=…`. */
    href: z.string(),
  }),
]);
export type PnrNudgeResponse = z.output<typeof PnrNudgeResponseSchema>;

/**
 * The nudge's window: from this long before the scheduled departure from the
 * boarding point until the scheduled arrival at the destination (chosen: a
 * traveller heading to the station wants to know whether the train is late).
 */
export const NUDGE_HOURS_BEFORE_DEPARTURE = 6;

/** The live-status page's link for a run (the query that page reads). */
export function liveStatusHref(trainNumber: string, runDate: string, station: string): string {
  const q = new URLSearchParams({ trainNumber, date: runDate, station });
  return `/trains/liveTrainStatus?${q.toString()}`;
}

/** For the OpenAPI document. */
export const PNR_ENDPOINTS = {
  status: {
    operationId: "pnrStatus",
    method: "GET",
    path: "/api/trains/v1/status",
    summary:
      "A PNR's train, journey, chart and passenger statuses (names only for the ticket's owner)",
    query: PnrStatusQuerySchema,
    response: PnrStatusResponseSchema,
    errors: ["not_found", "pnr_link_invalid", "pnr_status_unavailable"],
  },
  nudge: {
    operationId: "pnrNudge",
    method: "GET",
    path: "/api/trains/v1/pnr/nudge",
    summary: "Whether to suggest following the train's live status for this PNR now",
    query: PnrNudgeQuerySchema,
    response: PnrNudgeResponseSchema,
    errors: ["pnr_status_unavailable"],
  },
} as const satisfies Record<string, Endpoint>;
