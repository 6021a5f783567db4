import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  type BookingRepository,
  formOf,
  journeyOf,
  ownOrder,
  type StoredRequest,
} from "./orders.ts";

export interface EditOrderDeps {
  repo: Pick<BookingRepository, "orderOf">;
}

/**
 * Spec §7 `v1/pfEdit`: what the traveller submitted for an order not yet
 * paid (a draft or a failed payment), to fill the traveller-details form
 * again for editing; a new verify makes a new draft.
 */
export async function editable(deps: EditOrderDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.repo, userId, orderId);
  if (
    order.status !== ORDER_STATUS.draft &&
    order.status !== ORDER_STATUS.paymentFailed &&
    order.status !== ORDER_STATUS.paymentProcessing
  ) {
    throw new DomainError(ErrorCode.order_not_payable);
  }
  return {
    orderId,
    journey: journeyOf(order),
    railwayUserId: order.railwayUserId,
    details: formOf((order.request as StoredRequest).details),
  };
}
