import { formatFare, type Paise } from "./money.ts";

/**
 * Promo codes (spec §2 `/travel/offers`, §3 promotionalCode and promo_details,
 * §7 `v1/promotional/codes`; ADR 025): the rules of one code and what it takes
 * off an order. Pure: the caller passes the time, the amount and how many
 * times this user has the code in use. The amount a code applies to is the
 * whole order before the discount (ticket fare, fee, its GST, premiums).
 */

export type PromoKind = "flat" | "percent";

export interface PromoRule {
  code: string;
  kind: PromoKind;
  /** Paise off for `flat`; whole percent for `percent`. */
  value: number;
  /** The most a `percent` code takes off (paise); null for no cap. */
  maxDiscountPaise: Paise | null;
  /** The smallest order the code applies to (paise). */
  minAmountPaise: Paise;
  /** How many of a user's orders may use it (held or paid). */
  perUserLimit: number;
  /** Classes it applies to; null for every class. */
  classes: readonly string[] | null;
  /** Quotas it applies to; null for every quota. */
  quotas: readonly string[] | null;
  validFrom: Date;
  /** Exclusive: the code stops at this instant. */
  validTo: Date;
}

export type PromoRefusal =
  | "promo_not_started"
  | "promo_expired"
  | "promo_below_minimum"
  | "promo_used_up"
  | "promo_not_applicable";

export type PromoResult =
  | { ok: true; discountPaise: Paise }
  | { ok: false; reason: PromoRefusal; values?: Record<string, string> };

/** Codes are 4 to 16 letters and digits; typed in any case with spaces around. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** The code as stored (upper case, trimmed), or null when it cannot be a code. */
export function normalisePromoCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** Whether the code is live at `now` (its window only). */
export function promoLive(rule: Pick<PromoRule, "validFrom" | "validTo">, now: Date): boolean {
  return rule.validFrom <= now && now < rule.validTo;
}

/** What the code takes off `amountPaise`, whole rupees, never more than the amount. */
export function discountFor(
  rule: Pick<PromoRule, "kind" | "value" | "maxDiscountPaise">,
  amountPaise: Paise,
): Paise {
  const raw =
    rule.kind === "flat" ? rule.value : Math.floor((amountPaise * rule.value) / 100 / 100) * 100;
  const capped = rule.maxDiscountPaise === null ? raw : Math.min(raw, rule.maxDiscountPaise);
  return Math.max(0, Math.min(capped, amountPaise));
}

/** Whether `rule` applies to this order now, and its discount. */
export function applyPromo(
  rule: PromoRule,
  order: { amountPaise: Paise; classCode: string; quota: string; now: Date; usedByUser: number },
): PromoResult {
  if (order.now < rule.validFrom) return { ok: false, reason: "promo_not_started" };
  if (order.now >= rule.validTo) return { ok: false, reason: "promo_expired" };
  if (rule.classes && !rule.classes.includes(order.classCode)) {
    return { ok: false, reason: "promo_not_applicable", values: { what: rule.classes.join(", ") } };
  }
  if (rule.quotas && !rule.quotas.includes(order.quota)) {
    return { ok: false, reason: "promo_not_applicable", values: { what: rule.quotas.join(", ") } };
  }
  if (order.amountPaise < rule.minAmountPaise) {
    return {
      ok: false,
      reason: "promo_below_minimum",
      values: { min: formatFare(rule.minAmountPaise) },
    };
  }
  if (order.usedByUser >= rule.perUserLimit) return { ok: false, reason: "promo_used_up" };
  return { ok: true, discountPaise: discountFor(rule, order.amountPaise) };
}

/** The offer's one-line summary: "₹100 off", "10% off up to ₹150". */
export function promoHeadline(
  rule: Pick<PromoRule, "kind" | "value" | "maxDiscountPaise">,
): string {
  if (rule.kind === "flat") return `${formatFare(rule.value)} off`;
  const cap = rule.maxDiscountPaise === null ? "" : ` up to ${formatFare(rule.maxDiscountPaise)}`;
  return `${rule.value}% off${cap}`;
}
