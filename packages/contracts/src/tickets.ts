import { z } from "zod";
import { LIMITS } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText } from "./text.ts";
import { isValidEmail, normaliseMobile } from "./travellers/contact.ts";

/**
 * A booked ticket sent again (spec §5 "Resend ticket", §7 `v1/ticketResend`,
 * §8 ticket actions): to at most 5 emails and 5 mobiles, each valid.
 */
export const RESEND_MESSAGES = {
  mobileInvalid: "Enter a valid mobile number",
  emailInvalid: "Enter a valid email address",
  noRecipient: "Enter a mobile number or an email address",
  tooMany: `At most ${LIMITS.resendListMax} of each`,
} as const;

const email = inputText()
  .trim()
  .toLowerCase()
  .refine((value) => isValidEmail(value), RESEND_MESSAGES.emailInvalid);
const mobile = inputText()
  .max(20)
  .transform((value, ctx) => {
    const digits = normaliseMobile(value);
    if (digits) return digits;
    ctx.addIssue({ code: "custom", message: RESEND_MESSAGES.mobileInvalid });
    return z.NEVER;
  });

/** Duplicates are sent once. */
const unique = <T>(values: T[]): T[] => [...new Set(values)];

export const TicketResendRequestSchema = z
  .object({
    orderId: orderIdSchema,
    emails: z.array(email).max(LIMITS.resendListMax, RESEND_MESSAGES.tooMany).default([]),
    mobiles: z.array(mobile).max(LIMITS.resendListMax, RESEND_MESSAGES.tooMany).default([]),
  })
  .transform((r) => ({ ...r, emails: unique(r.emails), mobiles: unique(r.mobiles) }))
  .refine((r) => r.emails.length + r.mobiles.length > 0, {
    message: RESEND_MESSAGES.noRecipient,
    path: ["emails"],
  });
export type TicketResendRequest = z.output<typeof TicketResendRequestSchema>;

export const TicketResendResponseSchema = z.object({
  sentTo: z.object({ emails: z.array(z.string()), mobiles: z.array(z.string()) }),
  message: z.string(),
});
export type TicketResendResponse = z.output<typeof TicketResendResponseSchema>;

export const TICKET_ENDPOINTS = {
  resend: {
    operationId: "ticketResend",
    method: "POST",
    path: "/api/trains/v1/ticketResend",
    summary: "Sends a booked order's e-ticket again to up to 5 emails and 5 mobiles",
    query: z.object({}),
    body: TicketResendRequestSchema,
    response: TicketResendResponseSchema,
    errors: ["logged_out", "not_found", "ticket_send_failed", "rate_limited"],
  },
} as const satisfies Record<string, Endpoint>;

// ── Boarding-station change (spec §7 `v1/change_boarding_point`, §8) ─────────

export const BoardingStopSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Scheduled departure there, HH:mm (IST), and the day of the run (1 = the origin's). */
  departure: z.string().nullable(),
  day: z.number().int(),
});

export const BoardingOptionsQuerySchema = z.object({ orderId: orderIdSchema });

/** Where the ticket boards now, and where it may board instead (empty when it may not change). */
export const BoardingOptionsSchema = z.object({
  current: BoardingStopSchema,
  options: z.array(BoardingStopSchema),
  /** Why it cannot change now, in words; null when it can. */
  refusal: z.string().nullable(),
});
export type BoardingOptions = z.output<typeof BoardingOptionsSchema>;

export const BoardingChangeRequestSchema = z.object({
  orderId: orderIdSchema,
  boardingCode: inputText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,8}$/, "Choose a station to board at"),
});

export const BoardingChangeResponseSchema = z.object({
  boardingPoint: BoardingStopSchema,
  message: z.string(),
});

export const BOARDING_ENDPOINTS = {
  options: {
    operationId: "boardingOptions",
    method: "GET",
    path: "/api/trains/v1/change_boarding_point",
    summary:
      "A booked order's boarding point and the later stops it may move to (once, before the chart)",
    query: BoardingOptionsQuerySchema,
    response: BoardingOptionsSchema,
    errors: ["logged_out", "not_found"],
  },
  change: {
    operationId: "changeBoardingPoint",
    method: "POST",
    path: "/api/trains/v1/change_boarding_point",
    summary: "Moves a booked order's boarding point to a later stop (once, before the chart)",
    query: z.object({}),
    body: BoardingChangeRequestSchema,
    response: BoardingChangeResponseSchema,
    errors: ["logged_out", "not_found", "boarding_change_failed"],
  },
} as const satisfies Record<string, Endpoint>;
