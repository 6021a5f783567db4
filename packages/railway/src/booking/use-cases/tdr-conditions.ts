import type { Ticket } from "../../gateway.ts";
import type { TdrReason } from "../../refunds/tdr.ts";

/**
 * Reasons that depend on the ticket itself, not only on time (facts.md §6):
 * "RAC not travelled" and "status worsened" are claims about the chart, so
 * they exist only once it is prepared, and the first only with an RAC
 * passenger. Null when the ticket allows the reason.
 */
export function tdrTicketCondition(reason: TdrReason, ticket: Ticket): string | null {
  if (reason === "rac_not_travelled") {
    if (!ticket.chartPrepared) return "This TDR can be filed once the chart is prepared";
    if (!ticket.passengers.some((p) => p.currentStatus.startsWith("RAC")))
      return "This TDR is for RAC passengers";
  }
  if (reason === "status_worsened_after_chart" && !ticket.chartPrepared)
    return "This TDR can be filed once the chart is prepared";
  return null;
}

/**
 * A certificate is issued on board: a reason that needs one cannot be
 * claimed before the train has left the boarding station, nor with a
 * certificate dated before that or after now.
 */
export function certificateCondition(
  needsCertificate: boolean,
  times: { actualDeparture: Date | null },
  now: Date,
  issuedAt?: Date | null,
): string | null {
  if (!needsCertificate) return null;
  const left = times.actualDeparture;
  if (!left || now.getTime() < left.getTime())
    return "This TDR can be filed once the journey has begun, with the certificate issued on board";
  if (issuedAt && (issuedAt.getTime() < left.getTime() || issuedAt.getTime() > now.getTime()))
    return "The certificate's time must be during the journey, not in the future";
  return null;
}
