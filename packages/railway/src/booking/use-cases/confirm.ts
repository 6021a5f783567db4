import { ErrorCode } from "@safar/contracts/errors";
import type { RailwayResult, Ticket } from "../../gateway.ts";
import * as repo from "../reservations.repository.ts";
import { isUuid, type ReservationContext, refusal } from "./context.ts";

/** Turns a paid (and, where asked, authorised) hold into a ticket; the same call again answers the same ticket. */
export async function confirm(
  deps: Pick<ReservationContext, "sql" | "clock" | "ticketOf">,
  holdId: string,
  paymentReference: string,
): Promise<RailwayResult<Ticket>> {
  const { sql, clock, ticketOf } = deps;
  if (!isUuid(holdId))
    return refusal("hold_not_found", "This booking was not found", ErrorCode.not_found);
  const now = clock();
  const confirmed = await repo.confirmHeld(sql, holdId, paymentReference, now);
  if (confirmed) return { ok: true, ...(await ticketOf(sql, confirmed, true)) };
  const record = await repo.findPnrByHold(sql, holdId);
  if (!record) return refusal("hold_not_found", "This booking was not found", ErrorCode.not_found);
  if (record.state === "booked") {
    if (record.paymentReference !== paymentReference)
      return refusal("already_confirmed", "This booking was already paid with another payment");
    return { ok: true, ...(await ticketOf(sql, record)) };
  }
  if (
    record.state === "held" &&
    record.expiresAt.getTime() > now.getTime() &&
    record.authorizedAt === null &&
    repo.requiresAuthorization(record)
  )
    return refusal(
      "not_authorized",
      "Please sign in to your railway account to complete the booking",
    );
  if (record.authorizedAt === null && repo.requiresAuthorization(record))
    return refusal(
      "authorization_timeout",
      "The railway password was not entered in time, so the berths held for this booking were released",
    );
  return refusal(
    "hold_expired",
    "The berths held for this booking were released: the booking was not completed in time",
  );
}
