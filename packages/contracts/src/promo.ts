import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";
import { inputText } from "./text.ts";

/**
 * Offers and promo codes (spec §2 `/travel/offers`, §3 promotionalCode and
 * promo_details, §7 `v1/promotional/codes`; ADR 025). The list is public;
 * applying a code to an order is its owner's, and the discount is computed on
 * the server only: shown at review, fixed into the payment at checkout.
 */

export const PROMO_MESSAGES = {
  codeRequired: "Please enter a promo code",
  codeInvalid: "Please enter a valid promo code",
  applied: "Promo code applied",
  removed: "Promo code removed",
} as const;

/** What a traveller types: trimmed, upper-cased, 4–16 letters and digits. */
export const promoCodeInput = inputText({ error: PROMO_MESSAGES.codeRequired })
  .trim()
  .toUpperCase()
  .pipe(
    z
      .string()
      .min(1, PROMO_MESSAGES.codeRequired)
      .regex(/^[A-Z0-9]{4,16}$/, PROMO_MESSAGES.codeInvalid),
  );

export const PromoApplyRequestSchema = z.object({
  orderId: orderIdSchema,
  code: promoCodeInput,
});
export const PromoRemoveRequestSchema = z.object({ orderId: orderIdSchema });

export const PromoOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** "₹100 off", "10% off up to ₹150". */
  headline: z.string(),
  terms: z.string(),
  kind: z.enum(["flat", "percent"]),
  value: z.number().int(),
  maxDiscountPaise: z.number().int().nullable(),
  minAmountPaise: z.number().int(),
  perUserLimit: z.number().int(),
  classes: z.array(z.string()).nullable(),
  quotas: z.array(z.string()).nullable(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type PromoOffer = z.output<typeof PromoOfferSchema>;

export const PromoOfferListSchema = z.object({ offers: z.array(PromoOfferSchema) });
export type PromoOfferList = z.output<typeof PromoOfferListSchema>;

/** Spec §3 promo_details of an order: the code, what it takes off, and where its use stands. */
export const PromoDetailsSchema = z.object({
  code: z.string(),
  title: z.string(),
  discountPaise: z.number().int(),
  /** applied: at review (an estimate); held: in the payment; used: ticketed; released: given back. */
  status: z.enum(["applied", "held", "used", "released"]),
});
export type PromoDetails = z.output<typeof PromoDetailsSchema>;

export const PromoAppliedSchema = z.object({
  orderId: z.string(),
  promo: PromoDetailsSchema.nullable(),
  totalPaise: z.number().int(),
  message: z.string(),
});
export type PromoApplied = z.output<typeof PromoAppliedSchema>;

const PROMO_ERRORS = [
  "promo_unknown",
  "promo_not_started",
  "promo_expired",
  "promo_below_minimum",
  "promo_used_up",
  "promo_not_applicable",
] as const;

export const PROMO_ENDPOINTS = {
  codes: {
    operationId: "promotionalCodes",
    method: "GET",
    path: "/api/trains/v1/promotional/codes",
    summary: "The offers live now, with their codes and terms",
    query: z.object({}),
    response: PromoOfferListSchema,
    errors: [],
  },
  apply: {
    operationId: "promotionalCodeApply",
    method: "POST",
    path: "/api/trains/v1/promotional/apply",
    summary: "Applies a promo code to one's own booking at review (the discount is the server's)",
    query: z.object({}),
    body: PromoApplyRequestSchema,
    response: PromoAppliedSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found", "order_not_payable", ...PROMO_ERRORS],
  },
  remove: {
    operationId: "promotionalCodeRemove",
    method: "POST",
    path: "/api/trains/v1/promotional/remove",
    summary: "Takes the promo code off one's own booking at review",
    query: z.object({}),
    body: PromoRemoveRequestSchema,
    response: PromoAppliedSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found", "order_not_payable"],
  },
} as const satisfies Record<string, Endpoint>;
