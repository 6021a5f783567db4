import type { SqlRunner } from "@safar/db/client";
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

/**
 * `pnrStatus` for a status page that may be a little old (ADR 032): read on
 * `laggingSql` (the replica when one is in use). A PNR the replica does not
 * know yet (booked a moment ago) is looked up again on the primary, so a
 * traveller who just booked never reads "not found".
 */
export async function pnrStatusLagging(
  deps: Pick<ReservationContext, "sql" | "ticketOf"> & { laggingSql: SqlRunner },
  pnr: string,
): Promise<Ticket | null> {
  const record = await repo.findPnr(deps.laggingSql, pnr);
  if (!record) return pnrStatus(deps, pnr);
  return deps.ticketOf(deps.laggingSql, record);
}
