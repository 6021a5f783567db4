import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/** The development outbox's query (ADR 014). */
export const OutboxQuerySchema = z.object({
  recipient: inputText().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["sms", "email"]),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageView = z.output<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });

export const MESSAGES_ENDPOINTS = {
  outbox: {
    operationId: "devOutbox",
    method: "GET",
    path: "/api/dev/outbox",
    summary: "The newest messages Safar sent, newest first (this machine only, ADR 014)",
    query: OutboxQuerySchema,
    response: OutboxResponseSchema,
    errors: ["outbox_local_only"],
  },
} as const satisfies Record<string, Endpoint>;
