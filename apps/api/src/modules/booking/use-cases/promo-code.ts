import { type FareBreakdown, type FareLine, ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import { PROMO_MESSAGES, type PromoApplied } from "@safar/contracts/promo";
import type { Clock } from "@safar/domain/clock";
import type { PromoService } from "../../promo/promo.service.ts";
import type { OrderRow } from "../booking.repository.ts";
import { type BookingRepository, ownOrder } from "./orders.ts";

/**
 * A promo code at review (spec §3 promotionalCode; ADR 025): the owner of a
 * draft applies or removes it; the discount is the server's (`PromoService`)
 * and shows as a negative fare line. Nothing is held here: checkout judges
 * the code again under its lock and fixes the discount into the payment.
 */
export interface PromoCodeDeps {
  now: Clock;
  promo?: Pick<PromoService, "quote"> | undefined;
  repo: Pick<BookingRepository, "orderOf" | "transition">;
}

export const PROMO_LINE_ID: FareLine["id"] = "promo_discount";

/** The fare without any promo line. */
export function withoutPromo(fare: FareBreakdown): FareBreakdown {
  const lines = fare.lines.filter((l) => l.id !== PROMO_LINE_ID);
  return { ...fare, lines, totalPaise: lines.reduce((sum, l) => sum + l.paise, 0) };
}

/** The fare with `code`'s discount as its last line (negative paise). */
export function withPromo(fare: FareBreakdown, code: string, discountPaise: number): FareBreakdown {
  const base = withoutPromo(fare);
  if (discountPaise <= 0) return base;
  const lines = [
    ...base.lines,
    { id: PROMO_LINE_ID, label: `Promo code ${code}`, paise: -discountPaise },
  ];
  return { ...base, lines, totalPaise: base.totalPaise - discountPaise };
}

/** The discount a fare shows (positive paise), 0 without a promo line. */
export function promoDiscountOf(fare: FareBreakdown): number {
  return -(fare.lines.find((l) => l.id === PROMO_LINE_ID)?.paise ?? 0);
}

const REVIEWABLE = [ORDER_STATUS.draft, ORDER_STATUS.paymentFailed];

async function reviewable(deps: PromoCodeDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.repo, userId, orderId);
  if (!REVIEWABLE.includes(order.status as (typeof REVIEWABLE)[number])) {
    throw new DomainError(ErrorCode.order_not_payable);
  }
  return order;
}

async function store(
  deps: PromoCodeDeps,
  order: OrderRow,
  promoCode: string | null,
  fare: FareBreakdown,
): Promise<void> {
  const moved = await deps.repo.transition(order.id, [order.status], {
    promoCode,
    fare,
    totalPaise: fare.totalPaise,
    updatedAt: deps.now(),
  });
  if (!moved) throw new DomainError(ErrorCode.order_not_payable);
}

export async function applyPromoCode(
  deps: PromoCodeDeps,
  userId: string,
  orderId: string,
  code: string,
): Promise<PromoApplied> {
  const order = await reviewable(deps, userId, orderId);
  if (!deps.promo) throw new DomainError(ErrorCode.promo_unknown);
  if (order.tripId) {
    throw new DomainError(ErrorCode.promo_not_applicable, {
      message: errorMessage(ErrorCode.promo_not_applicable, { what: "one-train bookings" }),
    });
  }
  const base = withoutPromo(order.fare as FareBreakdown);
  const quote = await deps.promo.quote(code, {
    orderId,
    userId,
    amountPaise: base.totalPaise,
    classCode: order.classCode,
    quota: order.quota,
  });
  const fare = withPromo(base, quote.code, quote.discountPaise);
  await store(deps, order, quote.code, fare);
  return {
    orderId,
    promo: {
      code: quote.code,
      title: quote.title,
      discountPaise: quote.discountPaise,
      status: "applied",
    },
    totalPaise: fare.totalPaise,
    message: PROMO_MESSAGES.applied,
  };
}

export async function removePromoCode(
  deps: PromoCodeDeps,
  userId: string,
  orderId: string,
): Promise<PromoApplied> {
  const order = await reviewable(deps, userId, orderId);
  const fare = withoutPromo(order.fare as FareBreakdown);
  await store(deps, order, null, fare);
  return { orderId, promo: null, totalPaise: fare.totalPaise, message: PROMO_MESSAGES.removed };
}

/**
 * A refund of an order that had a promo discount (ADR 025): the railway's
 * refund (and any cover) counts the full fare, but the traveller paid less,
 * so refunds stop at what was paid. Without a discount the amount is as
 * given (the callers' invariant then guards it).
 */
export function refundWithinPaid(
  order: Pick<OrderRow, "fare">,
  raw: number,
  paid: number,
  refundedBefore: number,
): number {
  if (promoDiscountOf(order.fare as FareBreakdown) <= 0) return raw;
  return Math.max(0, Math.min(raw, paid - refundedBefore));
}
