import { isIsoDate } from "@safar/domain/ist";
import { z } from "zod";
import { BookingJourneySchema, FareBreakdownSchema } from "./booking.ts";
import { ClassCodeSchema, QuotaCodeSchema } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText } from "./text.ts";
import { TransferSchema, TripBriefSchema, TripLegBriefSchema } from "./trip-view.ts";

/**
 * Two trains booked as one order (spec §2 connecting, §3
 * trains_stitching_list, §4 stitched booking button; ADR 023): the
 * connection as the results page links it, one traveller form and review
 * for both trains, one payment, two PNRs, and the traveller's choice when
 * the second train cannot be ticketed.
 */

const station = inputText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{0,5}$/, "Not a station code");
const train = inputText()
  .trim()
  .regex(/^\d{5}$/, "Not a train number");
const date = inputText().refine(isIsoDate, "Not a date (YYYY-MM-DD)");

/**
 * `/trains/connecting/book?t1=&t2=&from=&c1=&c2=&to=&d1=&d2=&cls=&cls2=&quota=`:
 * train 1 from `from` on `d1` to `c1`, then train 2 from `c2` (usually `c1`)
 * on `d2` to `to`, in class `cls` (`cls2` for the second train when it
 * differs), quota `quota` (GN by default).
 */
export const TripPlanQuerySchema = z.object({
  t1: train,
  t2: train,
  from: station,
  c1: station,
  c2: station.optional(),
  to: station,
  d1: date,
  d2: date,
  cls: inputText().trim().toUpperCase().pipe(ClassCodeSchema),
  cls2: inputText().trim().toUpperCase().pipe(ClassCodeSchema).optional(),
  quota: inputText().trim().toUpperCase().pipe(QuotaCodeSchema).default("GN"),
});
export type TripPlanQuery = z.output<typeof TripPlanQuerySchema>;

/** The query parameters' names, in the order the entry URL writes them. */
export const TRIP_PLAN_PARAMS = [
  "t1",
  "t2",
  "from",
  "c1",
  "c2",
  "to",
  "d1",
  "d2",
  "cls",
  "cls2",
  "quota",
] as const;

/** The entry page's address for a connection (what the connections list links as "Book both"). */
export function tripBookPath(query: TripPlanQuery): string {
  const params = new URLSearchParams();
  for (const key of TRIP_PLAN_PARAMS) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return `/trains/connecting/book?${params}`;
}

/** One train of a planned connection. */
export const TripLegPlanSchema = z.object({
  leg: z.union([z.literal(1), z.literal(2)]),
  journey: BookingJourneySchema,
  trainName: z.string(),
  fromName: z.string(),
  toName: z.string(),
  /** HH:mm (IST) and the instant (ISO) at the boarding and the alighting station. */
  departure: z.string(),
  departureAt: z.string(),
  arrival: z.string(),
  arrivalAt: z.string(),
  /** e.g. `6h 35m`. */
  duration: z.string(),
  cateringIncluded: z.boolean(),
  /** The railway's status and adult fare (paise) now; bookable unless the class is closed or regret. */
  status: z.string(),
  farePaise: z.number().int(),
  bookable: z.boolean(),
});
export type TripLegPlan = z.output<typeof TripLegPlanSchema>;

export const TripPlanSchema = z.object({
  legs: z.tuple([TripLegPlanSchema, TripLegPlanSchema]),
  transfer: TransferSchema,
  /** Door to door: first departure to last arrival. */
  duration: z.string(),
});
export type TripPlan = z.output<typeof TripPlanSchema>;

export const TripVerifyRequestSchema = z.object({
  plan: TripPlanQuerySchema,
  /** The traveller-details submission, as for one train (`VerifyRequestSchema.details`). */
  details: z.record(inputText().max(100), z.unknown()),
  railwayUserId: inputText().max(40),
});

export const TripRequestSchema = z.object({ tripId: orderIdSchema });

export const TripCheckoutRequestSchema = z.object({
  tripId: orderIdSchema,
  /** The traveller confirmed continuing after a seat-status change of either train. */
  acceptStatusChange: z.boolean().default(false),
});

export const TripCheckoutResponseSchema = z.object({
  tripId: orderIdSchema,
  /** The first train's order: the one payment is its. */
  orderId: orderIdSchema,
  paymentReference: z.string(),
  amountPaise: z.number().int(),
  expiresAt: z.string(),
});
export type TripCheckoutResponse = z.output<typeof TripCheckoutResponseSchema>;

export const TRIP_CHOICES = ["retry", "cancel_first"] as const;
export type TripChoice = (typeof TRIP_CHOICES)[number];

export const TripChoiceRequestSchema = z.object({
  tripId: orderIdSchema,
  choice: z.enum(TRIP_CHOICES),
});

/** A trip with everything its review and payment pages show. */
export const TripViewSchema = TripBriefSchema.extend({
  legs: z.tuple([
    TripLegBriefSchema.extend({ fare: FareBreakdownSchema, quota: z.string() }),
    TripLegBriefSchema.extend({ fare: FareBreakdownSchema, quota: z.string() }),
  ]),
  passengers: z.array(
    z.object({ name: z.string(), age: z.number().int(), gender: z.string(), berth: z.string() }),
  ),
  contact: z.object({ email: z.string(), mobile: z.string() }),
  railwayUserId: z.string(),
  payment: z
    .object({
      reference: z.string(),
      status: z.string(),
      method: z.string().nullable(),
      amountPaise: z.number().int(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Either train's seat status got worse since verify (spec §4: ask to confirm before paying). */
  seatStatus: z.array(
    z.object({
      leg: z.number().int(),
      seen: z.string(),
      now: z.string().nullable(),
      changed: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
});
export type TripView = z.output<typeof TripViewSchema>;

export const TripChoiceResponseSchema = z.object({
  trip: TripViewSchema,
  /** Where the traveller goes next: the railway's page for a retried hold, else the order. */
  nextUrl: z.string(),
});

const NoQuery = z.object({});

/** The trip endpoints (ADR 023). */
export const TRIP_ENDPOINTS = {
  plan: {
    operationId: "tripPlan",
    method: "GET",
    path: "/api/trains/v1/trip/plan",
    summary: "Two trains with a change: both legs' times, the change, seats and fares",
    query: TripPlanQuerySchema,
    response: TripPlanSchema,
    errors: ["not_found", "connection_invalid", "booking_refused"],
  },
  verify: {
    operationId: "tripVerify",
    method: "POST",
    path: "/api/trains/v1/trip/verify",
    summary: "Checks the travellers for both trains; makes a draft trip of two orders",
    query: NoQuery,
    body: TripVerifyRequestSchema,
    response: TripViewSchema,
    errors: ["logged_out", "not_found", "connection_invalid", "booking_refused"],
  },
  view: {
    operationId: "trip",
    method: "GET",
    path: "/api/trains/v1/trip/{tripId}",
    summary: "A trip of the signed-in user: both trains, the one payment, the choice due",
    params: TripRequestSchema,
    query: NoQuery,
    response: TripViewSchema,
    errors: ["logged_out", "not_found"],
  },
  checkout: {
    operationId: "tripCheckout",
    method: "POST",
    path: "/api/trains/v1/trip/checkout",
    summary: "Holds both trains' berths and opens one 600 s payment for the total",
    query: NoQuery,
    body: TripCheckoutRequestSchema,
    response: TripCheckoutResponseSchema,
    errors: [
      "logged_out",
      "not_found",
      "seat_status_changed_wl",
      "order_not_payable",
      "booking_refused",
    ],
  },
  complete: {
    operationId: "tripComplete",
    method: "POST",
    path: "/api/trains/v1/trip/complete",
    summary: "Back from the railway's page: tickets both trains, or says what is needed",
    query: NoQuery,
    body: TripRequestSchema,
    response: TripViewSchema,
    errors: ["logged_out", "not_found"],
  },
  choose: {
    operationId: "tripChoose",
    method: "POST",
    path: "/api/trains/v1/trip/choice",
    summary:
      "The second train could not be ticketed: retry it, or cancel the first (nothing charged)",
    query: NoQuery,
    body: TripChoiceRequestSchema,
    response: TripChoiceResponseSchema,
    errors: ["logged_out", "not_found", "trip_choice_closed", "booking_refused"],
  },
} as const satisfies Record<string, Endpoint>;
