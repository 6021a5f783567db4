import type { FareBreakdown } from "@safar/contracts/booking";
import type { RailwayGateway } from "@safar/railway/gateway";
import { availabilityOf, type BookingRepository, journeyOf, ownOrder } from "./orders.ts";
import { verified } from "./seat-status.ts";

export interface ReverifyDeps {
  repo: Pick<BookingRepository, "orderOf">;
  railway: Pick<RailwayGateway, "availability">;
}

/** Spec §7 `v2/verify`: the seat status of a draft again (the review screen). */
export async function reverify(deps: ReverifyDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.repo, userId, orderId);
  const availability = await availabilityOf(deps.railway, journeyOf(order));
  return verified(orderId, order.seenStatus, availability, order.fare as FareBreakdown);
}
