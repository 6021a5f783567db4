/**
 * Railway-network lookups for names in URLs.
 *
 * Route loaders validate the *shape* of station codes and train numbers with
 * the schemas in `@safar/contracts/route-params`; whether the station or train
 * exists is asked of the API (`v4/station`, `v1/schedule`) through the
 * request's API client, so an unknown code answers 404 like a malformed one.
 * When the API cannot answer (an error, a timeout), the lookup says
 * "unchecked" and the page renders from the URL alone rather than fail.
 * (The route, station and train pages ask the SEO endpoints, which answer
 * 404 themselves: `routes/seo/trains-slug.tsx`.)
 */
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#server-context";
import { type ApiOutcome, call } from "../../lib/api.server.ts";

export type Existence =
  | { status: "exists"; name: string }
  | { status: "missing" }
  | { status: "unchecked" };

const UNCHECKED: Existence = { status: "unchecked" };

function existence<T>(answer: ApiOutcome<T>, nameOf: (data: T) => string): Existence {
  if (answer.ok) {
    const name = nameOf(answer.data);
    return name ? { status: "exists", name } : UNCHECKED;
  }
  return answer.status === 404 ? { status: "missing" } : UNCHECKED;
}

/** Does a station with this code exist? */
export async function lookUpStation(
  context: Readonly<RouterContextProvider>,
  code: string,
): Promise<Existence> {
  const answer = await call(context.get(apiContext), TRAINS_ENDPOINTS.stationDetail, {
    query: { code },
  });
  return existence(answer, (d) => d.station.name);
}

/** Does a train with this number exist? */
export async function lookUpTrain(
  context: Readonly<RouterContextProvider>,
  trainNumber: string,
): Promise<Existence> {
  const answer = await call(context.get(apiContext), TRAINS_ENDPOINTS.schedule, {
    query: { trainNumber },
  });
  return existence(answer, (d) => d.trainName);
}
