import { TRAINS_ENDPOINTS, type TrainsEndpointName } from "@safar/contracts/trains/endpoints";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { route } from "../../endpoints.ts";
import { createJourneyCache } from "./journey-cache.ts";
import * as service from "./trains.service.ts";

type Def<N extends TrainsEndpointName> = (typeof TRAINS_ENDPOINTS)[N];
type Body<N extends TrainsEndpointName> =
  Def<N> extends { body: z.ZodType } ? z.output<Def<N>["body"]> : undefined;
type Handler<N extends TrainsEndpointName> = (
  deps: service.TrainsDeps,
  query: z.output<Def<N>["query"]>,
  body: Body<N>,
) => Promise<z.output<Def<N>["response"]>>;

/** Which service function answers each endpoint of `@safar/contracts/trains/endpoints`. */
const HANDLERS: { [N in TrainsEndpointName]: Handler<N> } = {
  search: (deps, q) => service.searchTrains(deps, q),
  indirectJourney: (deps, q) => service.indirectJourneys(deps, q),
  stationSearch: (deps, q) => service.searchStations(deps, q),
  stationDetail: (deps, q) => service.stationDetail(deps, q),
  popularStations: (deps, q) => service.popularStations(deps, q),
  stationStates: (deps, q) => service.stationStates(deps, q),
  alternateStations: (deps, q) => service.alternateStations(deps, q),
  schedule: (deps, q) => service.trainSchedule(deps, q),
  detail: (deps, q) => service.trainDetail(deps, q),
  dateRibbon: (deps, q) => service.dateRibbon(deps, q),
  recentSearches: (deps, q, body) => service.recentSearchesAvailability(deps, q, body),
  gsaAvailability: (deps, q) => service.gsaAvailability(deps, q),
  homepage: (deps, q) => service.homepage(deps, q),
  trainByName: (deps, q) => service.trainsByName(deps, q),
};

/**
 * `/api/trains/*` and `/api/trains-search/v1/train` (spec §7): each route is
 * registered from its declaration (query and body checked by the contract's
 * schemas, the generic wrapper parameters included) and calls one service
 * function. Register at the root: the declared paths are absolute.
 */
export async function trainsRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.TrainsDeps = {
    railway: app.deps.railway,
    now: app.deps.now,
    journeys: createJourneyCache(app.deps.railway),
  };
  for (const name of Object.keys(TRAINS_ENDPOINTS) as TrainsEndpointName[]) {
    const handler = HANDLERS[name] as Handler<TrainsEndpointName>;
    route(app, TRAINS_ENDPOINTS[name], {}, async ({ query, body }) =>
      handler(deps, query as never, body as never),
    );
  }
}
