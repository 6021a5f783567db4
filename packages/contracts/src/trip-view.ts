import { z } from "zod";
import { orderIdSchema } from "./route-params.ts";

/**
 * A two-train trip as the order page shows it (spec §3 Order details
 * `switch_button_details`, §4 "a two-train order switches between a first
 * and second tab" and "Stitched booking button"; ADR 023). Kept apart from
 * `trips.ts` (the trip's own endpoints) so the order summary in `booking.ts`
 * can carry it without an import cycle.
 */

/** Where a trip stands (the `partner.trips.state` column; ADR 023). */
export const TRIP_STATES = [
  "draft",
  "payment",
  "payment_failed",
  "authorised",
  "second_failed",
  "retrying",
  "cancelling_first",
  "booked",
  "failed",
  "cancelled",
] as const;
export type TripState = (typeof TRIP_STATES)[number];

/** Spec §4 "Stitched booking button: book now, booked, retry, disabled, payment failure, cancelled." */
export const STITCHED_BUTTON_STATES = [
  "book_now",
  "booked",
  "retry",
  "disabled",
  "payment_failure",
  "cancelled",
] as const;
export type StitchedButtonState = (typeof STITCHED_BUTTON_STATES)[number];

export const TRIP_LEG_LABELS = { 1: "First train", 2: "Second train" } as const;

/** One train of the trip, as the tab switch and the trip's summary name it. */
export const TripLegBriefSchema = z.object({
  leg: z.union([z.literal(1), z.literal(2)]),
  orderId: orderIdSchema,
  /** The leg's order status (spec §4 codes), its label and colour. */
  status: z.number().int(),
  label: z.string(),
  tone: z.enum(["pending", "failed", "success"]),
  trainNumber: z.string(),
  trainName: z.string(),
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  toName: z.string(),
  /** Journey date at `from` (IST). */
  date: z.string(),
  /** HH:mm (IST). */
  departure: z.string().nullable(),
  arrival: z.string().nullable(),
  classCode: z.string(),
  pnr: z.string().nullable(),
  /** This train's share of the one payment. */
  totalPaise: z.number().int(),
  /** Why the railway did not ticket it, in plain words; null otherwise. */
  failureReason: z.string().nullable(),
});
export type TripLegBrief = z.output<typeof TripLegBriefSchema>;

/** The change between the trains. */
export const TransferSchema = z.object({
  /** Where the first train is left and the second boarded (the same station, or one a short walk away). */
  arriveAt: z.string(),
  arriveAtName: z.string(),
  departFrom: z.string(),
  departFromName: z.string(),
  walkKm: z.number(),
  walkMin: z.number().int(),
  /** From the first train's arrival to the second's departure. */
  waitMin: z.number().int(),
});
export type Transfer = z.output<typeof TransferSchema>;

export const TripBriefSchema = z.object({
  tripId: orderIdSchema,
  state: z.enum(TRIP_STATES),
  /** Spec §4: the stitched booking button's state. */
  button: z.enum(STITCHED_BUTTON_STATES),
  /** The trip's state in one or two plain sentences. */
  message: z.string(),
  legs: z.tuple([TripLegBriefSchema, TripLegBriefSchema]),
  transfer: TransferSchema,
  /** The one payment's amount: both trains. */
  totalPaise: z.number().int(),
  /** The one payment's state (pending, authorized, captured, voided, failed, expired); null before checkout. */
  paymentStatus: z.string().nullable(),
  /** While the second train waits for the traveller's choice: until when (ISO). */
  decideBy: z.string().nullable(),
  canRetry: z.boolean(),
  canCancelFirst: z.boolean(),
  /** The railway's page to type the password once for the holds waiting for it; null otherwise. */
  railwayAuthorizationUrl: z.string().nullable(),
});
export type TripBrief = z.output<typeof TripBriefSchema>;

/** Spec §3 `switch_button_details`: the two tabs of a two-train order, and the one shown. */
export const SwitchButtonDetailsSchema = z.object({
  list: z.array(
    z.object({
      id: orderIdSchema,
      label: z.string(),
      /** The tab's page before JavaScript: that train's order page. */
      href: z.string(),
      tone: z.enum(["pending", "failed", "success"]),
    }),
  ),
  selected: orderIdSchema,
});
export type SwitchButtonDetails = z.output<typeof SwitchButtonDetailsSchema>;

/** The order page of a trip's leg (`/trains/summary/{orderId}`). */
export function tripLegPath(orderId: string): string {
  return `/trains/summary/${orderId}`;
}
