import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText } from "./text.ts";

/**
 * Cancellation and refunds across the wire (spec §3 order/cancellation
 * fields, §5 "Cancellation", §7 `v2/cancelView`, `v3/cancelPage`,
 * `v3/order/cancel` with `cancelv2flow=true`, `v1/cancellation_charges`;
 * issue 18 items 3, 4). Money is in paise.
 */

/** Spec §9: the 'other' reason needs at least this many characters. */
export const CANCEL_OTHER_REASON_MIN = 5;

export const CANCEL_REASONS = [
  { id: "plan_changed", label: "Change in travel plans" },
  { id: "not_confirmed", label: "Ticket not confirmed" },
  { id: "booked_another", label: "Booked another ticket" },
  { id: "emergency", label: "Medical or personal emergency" },
  { id: "other", label: "Other" },
] as const;
export type CancelReasonId = (typeof CANCEL_REASONS)[number]["id"];
const REASON_IDS = CANCEL_REASONS.map((r) => r.id) as [CancelReasonId, ...CancelReasonId[]];

export const CANCEL_MESSAGES = {
  passengerRequired: "Please select at least one passenger",
  reasonRequired: "Please select a reason for cancellation",
  otherTooShort: `Please enter at least ${CANCEL_OTHER_REASON_MIN} characters for the reason`,
} as const;

const passengerNumbers = z
  .array(z.number().int().min(1).max(8), { error: CANCEL_MESSAGES.passengerRequired })
  .min(1, CANCEL_MESSAGES.passengerRequired)
  .max(8);

/** Which passengers a quote is for. */
export const CancellationChargesRequestSchema = z.object({
  orderId: orderIdSchema,
  passengerNumbers,
});

/** Spec §5: a passenger and a reason; 'other' needs at least 5 characters. */
export const CancelRequestSchema = z
  .object({
    orderId: orderIdSchema,
    passengerNumbers,
    reason: z.enum(REASON_IDS, { error: CANCEL_MESSAGES.reasonRequired }),
    reasonText: inputText().trim().max(200).optional(),
    /** The form's key: a retry or a second click with it answers the same cancellation. */
    idempotencyKey: inputText()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "other" && (v.reasonText ?? "").length < CANCEL_OTHER_REASON_MIN) {
      ctx.addIssue({
        code: "custom",
        path: ["reasonText"],
        message: CANCEL_MESSAGES.otherTooShort,
      });
    }
  });
export type CancelRequest = z.output<typeof CancelRequestSchema>;

const CancelStatus = z.enum(["CNF", "RAC", "WL"]);

/** One passenger's refund if cancelled now (by the railway's rule, plus any cover). */
export const CancellationLineSchema = z.object({
  number: z.number().int(),
  status: CancelStatus,
  farePaise: z.number().int(),
  chargePaise: z.number().int(),
  gstPaise: z.number().int(),
  railwayRefundPaise: z.number().int(),
  /** Free-cancellation cover: what Safar adds (0 without cover). */
  coverPaise: z.number().int(),
  refundPaise: z.number().int(),
  /** In words, e.g. 'Flat charge (more than 48 h before departure)'. */
  rule: z.string(),
  tdrOnly: z.boolean(),
});
export type CancellationLine = z.output<typeof CancellationLineSchema>;

export const CancellationChargesSchema = z.object({
  orderId: orderIdSchema,
  passengers: z.array(CancellationLineSchema),
  railwayRefundPaise: z.number().int(),
  deductionPaise: z.number().int(),
  coverPaise: z.number().int(),
  refundPaise: z.number().int(),
  /** Not refunded on a cancellation: the convenience fee and its GST (per ticket), premiums. */
  notRefunded: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  /** Where the money goes: `wallet` at once, the bank methods in 5–7 working days. */
  method: z.string().nullable(),
});
export type CancellationCharges = z.output<typeof CancellationChargesSchema>;

export const RefundTimelineStepSchema = z.object({
  step: z.enum(["initiated", "processed", "credited"]),
  label: z.string(),
  /** When it happened, or (credited, not yet) by when it is expected. */
  at: z.string(),
  done: z.boolean(),
  /** Where the traveller acts on this step (an unclaimed refund's claim); null otherwise. */
  href: z.string().nullable(),
});

/** A cancellation made, with its refund and where it stands. */
export const CancellationRecordSchema = z.object({
  id: z.string(),
  status: z.enum(["requested", "cancelled", "failed"]),
  passengerNumbers: z.array(z.number().int()),
  reason: z.string(),
  refundPaise: z.number().int().nullable(),
  method: z.string().nullable(),
  createdAt: z.string(),
  /** For UPI/card/net banking: the latest date the bank credits it. */
  settleBy: z.string().nullable(),
  timeline: z.array(RefundTimelineStepSchema),
});
export type CancellationRecord = z.output<typeof CancellationRecordSchema>;

export const CancelViewPassengerSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  /** Now, e.g. `CNF/B2/34/LB`, `RAC 3`, `WL 5`, `CAN`. */
  currentStatus: z.string(),
  cancellable: z.boolean(),
  /** Under 12 with a berth: must go with an adult (spec §5). */
  child: z.boolean(),
  /** The refund if this passenger alone were cancelled now; null when not cancellable. */
  quote: CancellationLineSchema.nullable(),
});

/** `v2/cancelView`, `v3/cancelPage`: what can be cancelled now and what was. */
export const CancelViewSchema = z.object({
  orderId: orderIdSchema,
  status: z.number().int(),
  pnr: z.string().nullable(),
  trainNumber: z.string(),
  trainName: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  classCode: z.string(),
  quota: z.string(),
  /** Scheduled departure from the boarding point (ISO). */
  departure: z.string().nullable(),
  chartPrepared: z.boolean(),
  freeCancellation: z.boolean(),
  /** Why nothing can be cancelled now (departed, not booked…); null when something can. */
  blockedReason: z.string().nullable(),
  passengers: z.array(CancelViewPassengerSchema),
  reasons: z.array(z.object({ id: z.string(), label: z.string() })),
  cancellations: z.array(CancellationRecordSchema),
});
export type CancelView = z.output<typeof CancelViewSchema>;

export const CancelResponseSchema = z.object({
  orderId: orderIdSchema,
  status: z.number().int(),
  cancellation: CancellationRecordSchema,
  /** Shown on the order page afterwards. */
  message: z.string(),
});
export type CancelResponse = z.output<typeof CancelResponseSchema>;

const OrderParams = z.object({ orderId: orderIdSchema });
/** Spec §7: these calls carry `cancelv2flow=true`; accepted, not required. */
const FlowQuery = z.object({ cancelv2flow: z.enum(["true", "false"]).optional() });
const NoQuery = z.object({});

export const CANCELLATION_ENDPOINTS = {
  cancelView: {
    operationId: "cancelView",
    method: "GET",
    path: "/api/trains/v2/cancelView/{orderId}",
    summary:
      "What of an order can be cancelled now, each passenger's refund, and past cancellations",
    params: OrderParams,
    query: FlowQuery,
    response: CancelViewSchema,
    errors: ["logged_out", "not_found"],
  },
  cancelPage: {
    operationId: "cancelPage",
    method: "GET",
    path: "/api/trains/v3/cancelPage/{orderId}",
    summary: "The cancellation screen of an order (as cancelView)",
    params: OrderParams,
    query: FlowQuery,
    response: CancelViewSchema,
    errors: ["logged_out", "not_found"],
  },
  charges: {
    operationId: "cancellationCharges",
    method: "POST",
    path: "/api/trains/v1/cancellation_charges",
    summary: "The refund for cancelling these passengers now",
    query: NoQuery,
    body: CancellationChargesRequestSchema,
    response: CancellationChargesSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found", "cancel_not_allowed", "cancel_refused"],
  },
  cancel: {
    operationId: "orderCancel",
    method: "POST",
    path: "/api/trains/v3/order/cancel",
    summary: "Cancels passengers of an order and refunds them, once",
    query: FlowQuery,
    body: CancelRequestSchema,
    response: CancelResponseSchema,
    errors: [
      "logged_out",
      "forbidden_csrf",
      "not_found",
      "cancel_not_allowed",
      "cancel_child_with_adult",
      "cancel_refused",
    ],
  },
} as const satisfies Record<string, Endpoint>;
