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
