import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText } from "./text.ts";

/**
 * One-click Tatkal (spec §1, §4 Tatkal scheduling, §7 `v1/user/oct/homepage`,
 * `v2/user/oct/reserve`; issue 20 item 2; ADR 022): a draft Tatkal order
 * booked by itself at its opening through the same waiting room as everyone,
 * paid from an amount held in the wallet, authorised ahead on the railway's
 * page. Paths other than the spec's two are ours.
 */
export const TATKAL_SCHEDULE_LIMITS = {
  /** Scheduled bookings a user (and a railway user ID) may have for one opening. */
  perOpening: 2,
  /** Scheduling, editing and deleting close this long before the opening. */
  closesBeforeMs: 2 * 60_000,
} as const;

export const SCHEDULE_STATES = [
  "scheduled",
  "placing",
  "booked",
  "failed",
  "closed",
  "waitlisted",
  "deleted",
] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const ScheduleCardSchema = z.object({
  scheduleId: z.string(),
  orderId: z.string(),
  state: z.enum(SCHEDULE_STATES),
  trainNumber: z.string(),
  trainName: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  classCode: z.string(),
  quota: z.string(),
  travellers: z.array(z.string()),
  railwayUserId: z.string(),
  opensAt: z.string(),
  /** Held in the wallet now (0 once paid or given back). */
  heldPaise: z.number().int(),
  acceptWaitlist: z.boolean(),
  /** What happened, in words (booked with PNR…, why it failed or closed). */
  outcome: z.string().nullable(),
  pnr: z.string().nullable(),
  /** Whether edit and delete are still open. */
  changeable: z.boolean(),
});
export type ScheduleCard = z.output<typeof ScheduleCardSchema>;

export const ScheduleListSchema = z.object({
  schedules: z.array(ScheduleCardSchema),
  limitPerOpening: z.number().int(),
  /** The server's clock when it answered. */
  checkedAt: z.string(),
});

export const SchedulePrepareSchema = z.object({
  orderId: orderIdSchema,
  /** Carried back from the railway's page to `v2/user/oct/reserve`. */
  acceptWaitlist: z.boolean().default(false),
});
export const SchedulePreparedSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  walletSpendablePaise: z.number().int(),
  opensAt: z.string(),
  /** The railway's page that authorises the booking ahead; it comes back with `mandate=`. */
  mandateUrl: z.string(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidText = (message: string) =>
  inputText({ error: message }).trim().toLowerCase().regex(UUID, message);

export const ScheduleReserveSchema = z.object({
  orderId: orderIdSchema,
  mandateId: uuidText("The railway's authorisation is missing. Please authorise it again."),
  acceptWaitlist: z.boolean().default(false),
});

export const ScheduleRefSchema = z.object({
  scheduleId: uuidText("Not a scheduled booking"),
});

export const TATKAL_SCHEDULE_ENDPOINTS = {
  homepage: {
    operationId: "octHomepage",
    method: "GET",
    path: "/api/trains/v1/user/oct/homepage",
    summary: "The user's one-click Tatkal bookings: scheduled, and what became of recent ones",
    query: z.object({}),
    response: ScheduleListSchema,
    errors: ["logged_out"],
  },
  prepare: {
    operationId: "octPrepare",
    method: "POST",
    path: "/api/trains/v1/user/oct/prepare",
    summary: "Checks a draft Tatkal order can be scheduled; the railway page to authorise it",
    query: z.object({}),
    body: SchedulePrepareSchema,
    response: SchedulePreparedSchema,
    errors: [
      "logged_out",
      "not_found",
      "tatkal_schedule_limit",
      "low_wallet_balance",
      "booking_closed",
      "tatkal_schedule_error",
    ],
  },
  reserve: {
    operationId: "octReserve",
    method: "POST",
    path: "/api/trains/v2/user/oct/reserve",
    summary: "Schedules the draft order: the amount held, booked by itself at the opening",
    query: z.object({}),
    body: ScheduleReserveSchema,
    response: ScheduleCardSchema,
    errors: [
      "logged_out",
      "not_found",
      "tatkal_schedule_limit",
      "low_wallet_balance",
      "booking_closed",
      "tatkal_schedule_error",
    ],
  },
  remove: {
    operationId: "octDelete",
    method: "POST",
    path: "/api/trains/v1/user/oct/delete",
    summary: "Deletes a scheduled booking before the opening; the held amount is given back",
    query: z.object({}),
    body: ScheduleRefSchema,
    response: ScheduleCardSchema,
    errors: ["logged_out", "not_found", "tatkal_schedule_error"],
  },
} as const satisfies Record<string, Endpoint>;
