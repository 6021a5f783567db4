import type { FareBreakdown, VerifyResponse } from "@safar/contracts/booking";
import type { Availability } from "@safar/railway/gateway";

const SEAT_STATUS_WL_MESSAGE = "Seat Status has changed to Waiting List!";

/** How good an availability status is: confirmed 3, RAC 2, waitlist 1, nothing 0. */
export function statusRank(status: string): number {
  const s = status.toUpperCase();
  if (s.startsWith("AVAILABLE") || s.startsWith("CURR_AVBL") || s.startsWith("CNF")) return 3;
  if (s.startsWith("RAC")) return 2;
  if (s.includes("WL")) return s.startsWith("REGRET") ? 0 : 1;
  return 0;
}

/** Spec §4: a status worse than the one seen asks the traveller to confirm. */
export function seatStatusChange(
  seen: string,
  now: string,
): { changed: boolean; message: string | null } {
  if (!seen || statusRank(now) >= statusRank(seen)) return { changed: false, message: null };
  const message =
    statusRank(now) === 1 ? SEAT_STATUS_WL_MESSAGE : `Seat Status has changed to ${now}!`;
  return { changed: true, message };
}

/** The answer of verify and re-verify: the seat status now against the one seen. */
export function verified(
  orderId: string,
  seenStatus: string,
  availability: Availability,
  fare: FareBreakdown,
): VerifyResponse {
  const change = seatStatusChange(seenStatus, availability.status);
  return {
    orderId,
    status: availability.status,
    statusChanged: change.changed,
    statusMessage: change.message,
    bookable: availability.bookable,
    fare,
  };
}
