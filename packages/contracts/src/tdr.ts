import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText, isoInstantText } from "./text.ts";

/**
 * TDR (Ticket Deposit Receipt) filing and tracking (spec §2 "TDR filing",
 * §5 "TDR filing needs a passenger and a reason"; facts.md §6): the reasons
 * the railway accepts, which apply to this ticket now and until when, and
 * the claims filed with their state.
 */
export const TDR_REASON_LABELS = {
  train_cancelled: "Train cancelled",
  train_late_not_travelled: "Train late more than 3 hours and passenger not travelled",
  ac_failure: "AC failure",
  travelled_lower_class: "Travelled in a lower class",
  coach_not_attached: "Coach not attached",
  excess_fare_charged: "Excess fare charged by the ticket examiner",
  party_partially_travelled: "Party partially travelled",
  train_diverted: "Train diverted, not touching the boarding or destination station",
  rac_not_travelled: "RAC passenger not travelled after the chart",
  train_short_terminated: "Train terminated short of the destination",
  missed_connecting_train: "Missed the connecting train",
  status_worsened_after_chart: "Status worsened after the chart",
  no_room_provided: "No berth or seat given",
} as const;
export type TdrReasonCode = keyof typeof TDR_REASON_LABELS;
/** The reasons in Hindi (ADR 028): for Hindi pages and messages, by the railway's reason code. */
export const TDR_REASON_LABELS_HI: Record<TdrReasonCode, string> = {
  train_cancelled: "ट्रेन रद्द",
  train_late_not_travelled: "ट्रेन 3 घंटे से अधिक देर से, यात्री ने यात्रा नहीं की",
  ac_failure: "AC काम नहीं कर रहा था",
  travelled_lower_class: "निचली श्रेणी में यात्रा की",
  coach_not_attached: "कोच नहीं लगाया गया",
  excess_fare_charged: "टिकट परीक्षक ने अधिक किराया लिया",
  party_partially_travelled: "दल के कुछ यात्रियों ने ही यात्रा की",
  train_diverted: "ट्रेन का मार्ग बदला, बोर्डिंग या गंतव्य स्टेशन से नहीं गुज़री",
  rac_not_travelled: "चार्ट के बाद RAC यात्री ने यात्रा नहीं की",
  train_short_terminated: "ट्रेन गंतव्य से पहले ही समाप्त",
  missed_connecting_train: "कनेक्टिंग ट्रेन छूट गई",
  status_worsened_after_chart: "चार्ट के बाद स्थिति बिगड़ी",
  no_room_provided: "बर्थ या सीट नहीं दी गई",
};
const TDR_REASON_CODES = Object.keys(TDR_REASON_LABELS) as [TdrReasonCode, ...TdrReasonCode[]];

export const TDR_MESSAGES = {
  passengerRequired: "Select at least one passenger",
  reasonRequired: "Select a reason",
} as const;

/**
 * A claim's state as a traveller reads it: filed, under review from a day
 * after filing, then refunded or rejected by the railway (45 days after
 * filing, `packages/railway/src/refunds/tdr-decision.ts`).
 */
export const TDR_STATUSES = ["filed", "under_review", "refunded", "rejected"] as const;
export type TdrStatusCode = (typeof TDR_STATUSES)[number];
export const TDR_STATUS_LABELS: Record<TdrStatusCode, string> = {
  filed: "Filed",
  under_review: "Under review by the railway",
  refunded: "Refunded",
  rejected: "Rejected",
};

/** The steps of a claim's tracker, in order. */
export const TDR_TRACKER_STEPS = ["filed", "under_review", "decided", "credited"] as const;

export const TdrQuerySchema = z.object({ orderId: orderIdSchema });

const TdrReasonViewSchema = z.object({
  reason: z.enum(TDR_REASON_CODES),
  label: z.string(),
  allowed: z.boolean(),
  needsCertificate: z.boolean(),
  deadline: z.string().nullable(),
  message: z.string().nullable(),
});

/** A claim filed, with its state and tracker (the TDR screen and the order page). */
export const TdrFiledSchema = z.object({
  reason: z.enum(TDR_REASON_CODES),
  label: z.string(),
  passengerNumbers: z.array(z.number().int()),
  filedAt: z.string(),
  deadline: z.string(),
  status: z.enum(TDR_STATUSES),
  /** `Refunded ₹1,410.00` once refunded. */
  statusLabel: z.string(),
  /** What the railway refunded (0 when rejected); null until it decides. */
  refundPaise: z.number().int().nullable(),
  /** The railway's words on its decision; null until it decides. */
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When the railway decides (45 days after filing). */
  decisionDueAt: z.string(),
  /** Filed → Under review → Refunded ₹X / Rejected → credited (a refund), each with its date. */
  tracker: z.array(
    z.object({
      step: z.enum(TDR_TRACKER_STEPS),
      label: z.string(),
      at: z.string(),
      done: z.boolean(),
    }),
  ),
});

export type TdrFiled = z.output<typeof TdrFiledSchema>;

export const TdrViewSchema = z.object({
  orderId: z.string(),
  pnr: z.string(),
  passengers: z.array(z.object({ number: z.number().int(), name: z.string(), status: z.string() })),
  reasons: z.array(TdrReasonViewSchema),
  filed: z.array(TdrFiledSchema),
});
export type TdrView = z.output<typeof TdrViewSchema>;

export const TdrFileRequestSchema = z.object({
  orderId: orderIdSchema,
  reason: z.enum(TDR_REASON_CODES, { error: TDR_MESSAGES.reasonRequired }),
  passengerNumbers: z
    .array(z.coerce.number().int().min(1).max(8))
    .min(1, TDR_MESSAGES.passengerRequired)
    .max(8),
  /** When the on-board certificate was issued (reasons that need one), ISO date-time. */
  certificateIssuedAt: isoInstantText().optional(),
  /** Ours: what happened, for the railway's reviewer. */
  note: inputText().trim().max(500).optional(),
});
export type TdrFileRequest = z.output<typeof TdrFileRequestSchema>;

export const TdrFileResponseSchema = z.object({
  filed: TdrFiledSchema,
  message: z.string(),
});

export const TDR_ENDPOINTS = {
  view: {
    operationId: "tdrView",
    method: "GET",
    path: "/api/trains/v1/tdr",
    summary: "A booked order's TDRs, and which reasons may be filed now and until when",
    query: TdrQuerySchema,
    response: TdrViewSchema,
    errors: ["logged_out", "not_found", "tdr_refused"],
  },
  file: {
    operationId: "tdrFile",
    method: "POST",
    path: "/api/trains/v1/tdr",
    summary: "Files a TDR with the railway for passengers of a booked order",
    query: z.object({}),
    body: TdrFileRequestSchema,
    response: TdrFileResponseSchema,
    errors: ["logged_out", "not_found", "tdr_refused"],
  },
} as const satisfies Record<string, Endpoint>;
