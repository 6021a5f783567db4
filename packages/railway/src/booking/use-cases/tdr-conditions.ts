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
