import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { multilineInputText } from "./text.ts";

/**
 * NPS feedback after a completed booking (spec §2 "feedback (NPS)", §3
 * nps_data, §7 `v1/nps/feedback/reasons`, `v1/nps/feedback/submit`): how
 * likely the traveller is to recommend Safar (0–10), what mattered, a note.
 */
export const NPS_TOPICS = [
  "Booking speed",
  "Seat availability and prediction",
  "Fares and charges",
  "Payment",
  "Cancellation and refunds",
  "Ticket and PNR updates",
  "Ease of use",
  "Customer support",
] as const;

export type NpsBucket = "detractor" | "passive" | "promoter";

/** The standard NPS buckets: 0–6, 7–8, 9–10. */
export function npsBucket(score: number): NpsBucket {
  return score >= 9 ? "promoter" : score >= 7 ? "passive" : "detractor";
}

export const NPS_QUESTION = "How likely are you to recommend Safar to a friend?";

export const NPS_FOLLOW_UP: Record<NpsBucket, string> = {
  promoter: "What did you like most?",
  passive: "What would make it a 10?",
  detractor: "What should we fix first?",
};

export const NPS_MESSAGES = {
  scoreRequired: "Choose a score from 0 to 10",
  thanks: "Thank you for your feedback",
} as const;

const score = z.coerce
  .number({ error: NPS_MESSAGES.scoreRequired })
  .int(NPS_MESSAGES.scoreRequired)
  .min(0, NPS_MESSAGES.scoreRequired)
  .max(10, NPS_MESSAGES.scoreRequired);

export const NpsReasonsQuerySchema = z.object({ score: score.optional() });

export const NpsReasonsSchema = z.object({
  question: z.string(),
  followUp: z.string(),
  topics: z.array(z.string()),
});

export const NpsSubmitRequestSchema = z.object({
  orderId: orderIdSchema,
  score,
  reasons: z.array(z.enum(NPS_TOPICS)).max(NPS_TOPICS.length).default([]),
  comment: multilineInputText().trim().max(1000).optional(),
});
export type NpsSubmitRequest = z.output<typeof NpsSubmitRequestSchema>;

export const NpsSubmitResponseSchema = z.object({ score: z.number().int(), message: z.string() });

export const NPS_ENDPOINTS = {
  reasons: {
    operationId: "npsReasons",
    method: "GET",
    path: "/api/trains/v1/nps/feedback/reasons",
    summary: "The feedback question and the topics to choose from (the follow-up by score)",
    query: NpsReasonsQuerySchema,
    response: NpsReasonsSchema,
    errors: [],
  },
  submit: {
    operationId: "npsSubmit",
    method: "POST",
    path: "/api/trains/v1/nps/feedback/submit",
    summary: "Feedback on a completed booking: one answer an order, the latest kept",
    query: z.object({}),
    body: NpsSubmitRequestSchema,
    response: NpsSubmitResponseSchema,
    errors: ["logged_out", "not_found", "feedback_not_open"],
  },
} as const satisfies Record<string, Endpoint>;
