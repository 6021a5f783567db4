import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway, Ticket, TicketPassenger } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow } from "../booking.repository.ts";
import type { cancellationRepository } from "../cancellation.repository.ts";
import type { TdrRefundRepository } from "../tdr-refund.repository.ts";
import type { UnclaimedRefundRepository } from "../unclaimed-refund.repository.ts";
import type { BookingRepository, StoredRequest, WalletRepository } from "./orders.ts";

/** What the cancellation use cases share (issue 18 items 3, 4). */

import type { PromoService } from "../../promo/promo.service.ts";

export type CancellationRepository = ReturnType<typeof cancellationRepository>;

export interface CancellationDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "pnrStatus" | "cancellationQuote" | "cancel" | "tdrClaims">;
  repo: Pick<
    BookingRepository,
    "orderOf" | "order" | "transaction" | "lockOrder" | "updateOrder" | "paymentById"
  >;
  cancellations: CancellationRepository;
  /** TDR refunds count against what an order may give back. */
  tdrRefunds: Pick<TdrRefundRepository, "ofOrder">;
  wallets: Pick<WalletRepository, "credit">;
  /** Refunds the payment method refused (spec §9), paid through `refund-payout.ts`. */
  unclaimed: UnclaimedRefundRepository;
  messages: Messages;
  orderUrl?: (orderId: string) => string;
  /** The absolute address of the Unclaimed refunds tab, linked from the claim message. */
  unclaimedRefundsUrl?: string | undefined;
  /** A promo code's use comes back when its order is refunded in full (ADR 025). */
  promo?: Pick<PromoService, "settle"> | undefined;
}

/** Orders whose passengers may be cancelled: booked, partly cancelled, or a cancellation under way. */
export const CANCELLABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.bookingSuccessful,
  ORDER_STATUS.partiallyCancelled,
  ORDER_STATUS.cancelRequested,
];

/** Passengers still travelling: not cancelled at the railway and not claimed by a cancellation here. */
export function livePassengers(
  ticket: Ticket,
  claims: ReadonlyMap<number, string>,
): TicketPassenger[] {
  return ticket.passengers.filter((p) => p.currentStatus !== "CAN" && !claims.has(p.number));
}

/** A child (under 12) holding a berth, or an infant: may not be left without an adult (spec §5). */
export function needsAdult(p: TicketPassenger): boolean {
  return p.infant || p.age < 12;
}

/**
 * Spec §5: the chosen passengers are still travelling, and children under 12
 * travelling with a berth are cancelled with their adult: whoever stays must
 * include an adult (12 or over) unless nobody stays.
 */
export function checkSelection(live: readonly TicketPassenger[], chosen: readonly number[]): void {
  const liveNumbers = new Set(live.map((p) => p.number));
  const gone = chosen.filter((n) => !liveNumbers.has(n));
  if (gone.length > 0) {
    throw new DomainError(ErrorCode.cancel_not_allowed, {
      message: `Passenger ${gone.join(", ")} is already cancelled or not on this ticket`,
    });
  }
  const staying = live.filter((p) => !chosen.includes(p.number));
  if (staying.length > 0 && staying.every(needsAdult)) {
    throw new DomainError(ErrorCode.cancel_child_with_adult);
  }
}

export function freeCancellationOf(order: OrderRow): boolean {
  return (order.request as StoredRequest).details.freeCancellationOpted === true;
}

/** The order's ticket as the railway has it now; refused when there is none to cancel. */
export async function ticketToCancel(
  deps: Pick<CancellationDeps, "railway">,
  order: OrderRow,
): Promise<Ticket> {
  if (!CANCELLABLE_STATUSES.includes(order.status) || !order.pnr) {
    throw new DomainError(ErrorCode.cancel_not_allowed);
  }
  // A train of a two-train trip is cancelled on its own only once the trip is paid for (ADR 023).
  if (order.tripId && !order.ticketPaymentId) throw new DomainError(ErrorCode.cancel_not_allowed);
  const ticket = await deps.railway.pnrStatus(order.pnr);
  if (ticket?.state !== "booked") throw new DomainError(ErrorCode.cancel_not_allowed);
  return ticket;
}

/** The order's status once its cancellations stand as they do: 18 when nobody travels, else 8 (19 while one is under way). */
export function statusAfter(
  ticket: Ticket,
  cancelledNumbers: ReadonlySet<number>,
  requestedLeft: boolean,
): number {
  if (requestedLeft) return ORDER_STATUS.cancelRequested;
  const everyone = ticket.passengers.every(
    (p) => p.currentStatus === "CAN" || cancelledNumbers.has(p.number),
  );
  if (everyone) return ORDER_STATUS.bookingCancelled;
  return cancelledNumbers.size > 0
    ? ORDER_STATUS.partiallyCancelled
    : ORDER_STATUS.bookingSuccessful;
}
