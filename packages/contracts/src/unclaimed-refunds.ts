import { z } from "zod";
import { TIMINGS } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * Unclaimed refunds (spec §2 My bookings tab "Unclaimed refunds"; §9 "link
 * sent to registered mobile within 7 days, expires in 10 days"): a refund
 * the instrument paid with would not take back (a closed UPI account or
 * card) waits here for its owner to claim it to the Safar wallet or to
 * another UPI ID; one not claimed before it expires goes to the wallet.
 * Money is in paise.
 */

export const UNCLAIMED_REFUND_STATUSES = ["unclaimed", "claimed", "expired"] as const;
export const CLAIM_DESTINATIONS = ["wallet", "upi"] as const;
export type ClaimDestination = (typeof CLAIM_DESTINATIONS)[number];

/** Spec §9: how long after the refund bounced the claim link is sent, and how long it lasts. */
export const UNCLAIMED_REFUND_LINK_WITHIN_DAYS = TIMINGS.unclaimedRefundLinkWithinDays;
export const UNCLAIMED_REFUND_EXPIRES_DAYS = TIMINGS.unclaimedRefundLinkExpiresDays;

/** Where the claim link leads: My bookings, Unclaimed refunds tab. */
export const UNCLAIMED_REFUNDS_PATH = "/trains/mybookings?tab=unclaimed-refunds";

/**
 * A UPI ID (virtual payment address) as the simulated gateway takes it,
 * lower-cased: a name of 2–256 letters, digits, `.`, `_` or `-`, `@`, a handle.
 */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;

export const UNCLAIMED_MESSAGES = {
  destinationRequired: "Choose where the refund should go",
  upiId: "Please enter a valid UPI ID",
  refundRequired: "Choose a refund to claim",
} as const;

const REFUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Claim one refund to the wallet, or to a UPI ID (needed then, and valid). */
export const UnclaimedRefundClaimRequestSchema = z
  .object({
    refundId: inputText({ error: UNCLAIMED_MESSAGES.refundRequired })
      .trim()
      .toLowerCase()
      .regex(REFUND_ID, UNCLAIMED_MESSAGES.refundRequired),
    to: z.enum(CLAIM_DESTINATIONS, { error: UNCLAIMED_MESSAGES.destinationRequired }),
    upiId: inputText().trim().toLowerCase().max(320).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === "upi" && !UPI_ID_PATTERN.test(v.upiId ?? "")) {
      ctx.addIssue({ code: "custom", path: ["upiId"], message: UNCLAIMED_MESSAGES.upiId });
    }
  });
export type UnclaimedRefundClaimRequest = z.output<typeof UnclaimedRefundClaimRequestSchema>;

/** One refund waiting for a claim (or claimed, or expired to the wallet), with its journey. */
export const UnclaimedRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** What it refunds: a cancellation, a TDR, or a payment that did not become a ticket. */
  source: z.enum(["cancellation", "tdr", "payment"]),
  amountPaise: z.number().int(),
  /** The payment method that refused it, and the instrument as the gateway masked it. */
  method: z.string().nullable(),
  instrument: z.string().nullable(),
  /** Why the bank would not take it, in words. */
  failureReason: z.string(),
  failedAt: z.string(),
  /** When the claim link went to the registered mobile (or e-mail); null if not yet. */
  linkSentAt: z.string().nullable(),
  expiresAt: z.string(),
  status: z.enum(UNCLAIMED_REFUND_STATUSES),
  claimedAt: z.string().nullable(),
  claimedTo: z.enum(CLAIM_DESTINATIONS).nullable(),
  claimedUpiId: z.string().nullable(),
  pnr: z.string().nullable(),
  trainNumber: z.string(),
  trainName: z.string(),
  from: z.string(),
  to: z.string(),
  journeyDate: z.string(),
});
export type UnclaimedRefund = z.output<typeof UnclaimedRefundSchema>;

export const UnclaimedRefundListSchema = z.object({
  /** Waiting ones first (soonest to expire first), then the claimed and expired, newest first. */
  refunds: z.array(UnclaimedRefundSchema),
});
export type UnclaimedRefundList = z.output<typeof UnclaimedRefundListSchema>;

export const UnclaimedRefundClaimResponseSchema = z.object({
  refund: UnclaimedRefundSchema,
  /** What happened, in words (the page says it). */
  message: z.string(),
  /** The wallet's spendable balance after a claim to it; null for a UPI claim. */
  walletBalancePaise: z.number().int().nullable(),
});
export type UnclaimedRefundClaimResponse = z.output<typeof UnclaimedRefundClaimResponseSchema>;

export const UNCLAIMED_REFUND_ENDPOINTS = {
  list: {
    operationId: "unclaimedRefunds",
    method: "GET",
    path: "/api/trains/v1/unclaimed_refunds",
    summary: "The signed-in user's refunds that could not be credited, to claim",
    query: z.object({}),
    response: UnclaimedRefundListSchema,
    errors: ["logged_out"],
  },
  claim: {
    operationId: "unclaimedRefundClaim",
    method: "POST",
    path: "/api/trains/v1/unclaimed_refunds/claim",
    summary: "Claims one unclaimed refund to the wallet or a UPI ID, once",
    query: z.object({}),
    body: UnclaimedRefundClaimRequestSchema,
    response: UnclaimedRefundClaimResponseSchema,
    errors: [
      "logged_out",
      "forbidden_csrf",
      "not_found",
      "refund_claim_closed",
      "refund_upi_refused",
    ],
  },
} as const satisfies Record<string, Endpoint>;
