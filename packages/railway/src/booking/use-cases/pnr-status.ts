import type { Ticket } from "../../gateway.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";

/** The ticket of a PNR with each passenger's status now; null for an unknown PNR. */
export async function pnrStatus(
  deps: Pick<ReservationContext, "sql" | "ticketOf">,
  pnr: string,
): Promise<Ticket | null> {
  const { sql, ticketOf } = deps;
  const record = await repo.findPnr(sql, pnr);
  return record ? ticketOf(sql, record) : null;
}
