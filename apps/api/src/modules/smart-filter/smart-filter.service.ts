import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { SmartFilterRequest, SmartFilterResponse } from "@safar/contracts/smart-filter";
import { SAME_STATION_MESSAGE } from "@safar/contracts/trains/common";
import { checkJourney, type TrainsDeps } from "../trains/trains.service.ts";
import { parseSmartFilter, type SmartFilterStation } from "./parse.ts";

/**
 * The smart filter's use case: the request's stations become the parser's
 * context — the searched origin marked as boarding and the destination as
 * alighting, so a station named without "from" or "to" still lands on the
 * right side — and the parse result becomes spec §7's `data` and
 * `fallback_message`.
 */
export function smartFilter(request: SmartFilterRequest): SmartFilterResponse {
  const stations: SmartFilterStation[] = (request.stations ?? []).map((s) => {
    const side =
      s.code === request.from ? "boarding" : s.code === request.to ? "alighting" : undefined;
    return side ? { code: s.code, name: s.name, side } : { code: s.code, name: s.name };
  });
  const known = new Set(stations.map((s) => s.code));
  if (!known.has(request.from)) {
    stations.push({ code: request.from, name: request.from, side: "boarding" });
  }
  if (!known.has(request.to)) {
    stations.push({ code: request.to, name: request.to, side: "alighting" });
  }
  const result = parseSmartFilter(request.prompt, { stations });
  return {
    data: { filters: result.filters, chips: result.chips, understood: result.understood },
    fallback_message: result.fallbackMessage,
  };
}

/**
 * The smart filter for a search the results page could show: the same
 * station twice is refused (400 on `to`), as on every journey endpoint; with
 * the railway at hand (the whole API), an unknown station (404 No Station
 * Found), a past date (400) and a date beyond the booking window (400) are
 * refused too. Without it (the route mounted alone) only the prompt is read.
 */
export async function checkedSmartFilter(
  deps: Pick<TrainsDeps, "railway" | "now"> | undefined,
  request: SmartFilterRequest,
): Promise<SmartFilterResponse> {
  if (request.from === request.to) {
    throw new DomainError(ErrorCode.validation_failed, { fields: { to: SAME_STATION_MESSAGE } });
  }
  if (deps) await checkJourney(deps, request);
  return smartFilter(request);
}
