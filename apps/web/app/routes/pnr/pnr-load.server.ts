import type { QueryOf } from "@safar/contracts/endpoint";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { PNR_ENDPOINTS, type PnrNudgeResponse, type PnrStatusResponse } from "@safar/contracts/pnr";
import type { ApiClient } from "#server-context";
import type { PnrProblemKind } from "../../features/pnr/pnr-problem.tsx";
import { call } from "../../lib/api.server.ts";

/** What a PNR status page shows: the ticket, or why there is none. */
export type PnrPageView =
  | { kind: "status"; status: PnrStatusResponse; nudge: PnrNudgeResponse | null }
  | { kind: PnrProblemKind; pnr: string | null; message: string };

/**
 * Asks `v1/status` (with the browser's cookie, so the owner sees names) and,
 * for a ticket, `v1/pnr/nudge`. A wrong token, an unknown PNR and a railway
 * failure become views of the same 200 page (the URL is a real page).
 */
export async function loadPnrView(
  api: ApiClient,
  query: QueryOf<typeof PNR_ENDPOINTS.status>,
  pnr: string | null,
): Promise<PnrPageView> {
  const answer = await call(api, PNR_ENDPOINTS.status, { query });
  if (!answer.ok) {
    if (answer.status === 403) return { kind: "invalidLink", pnr, message: answer.message };
    if (answer.status === 404)
      return { kind: pnr ? "notFound" : "noTicket", pnr, message: answer.message };
    if (answer.status >= 500)
      return { kind: "unavailable", pnr, message: ERROR_MESSAGES.pnr_status_unavailable };
    // Too many lookups from this address (R6): not now, in the API's words.
    if (answer.status === 429) return { kind: "unavailable", pnr, message: answer.message };
    return { kind: "notFound", pnr, message: answer.message };
  }
  const nudge = await call(api, PNR_ENDPOINTS.nudge, { query: { pnr: answer.data.pnr } });
  return { kind: "status", status: answer.data, nudge: nudge.ok ? nudge.data : null };
}

/** A page showing a ticket (or a refusal about one) is never kept in a shared cache. */
export const PNR_PAGE_HEADERS = { "cache-control": "private, no-store" } as const;
