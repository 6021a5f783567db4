import {
  type EndpointDefinition,
  TRAINS_ENDPOINTS,
  type TrainsEndpointName,
} from "@safar/contracts/trains/endpoints";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { createJourneyCache } from "./journey-cache.ts";
import * as service from "./trains.service.ts";

type Def<N extends TrainsEndpointName> = (typeof TRAINS_ENDPOINTS)[N];
type Query<N extends TrainsEndpointName> = z.output<Def<N>["query"]>;
type Handler<N extends TrainsEndpointName> = (
  deps: service.TrainsDeps,
  query: Query<N>,
  body: unknown,
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
  recentSearches: (deps, q, body) =>
    service.recentSearchesAvailability(
      deps,
      q,
      TRAINS_ENDPOINTS.recentSearches.body.parse(body ?? {}),
    ),
  gsaAvailability: (deps, q) => service.gsaAvailability(deps, q),
  homepage: (deps, q) => service.homepage(deps, q),
  trainByName: (deps, q) => service.trainsByName(deps, q),
};

/** The endpoints this module serves, for the OpenAPI document. */
export const TRAINS_ROUTES: readonly EndpointDefinition[] = Object.values(TRAINS_ENDPOINTS);

/**
 * `/api/trains/*` and `/api/trains-search/v1/train` (spec §7): each route
 * parses its query (and body) with the contract schema — the generic wrapper
 * parameters included — and calls one service function. Register at the root:
 * the paths in the registry are absolute.
 */
export async function trainsRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.TrainsDeps = {
    railway: app.deps.railway,
    now: app.deps.now,
    journeys: createJourneyCache(app.deps.railway),
  };
  for (const name of Object.keys(TRAINS_ENDPOINTS) as TrainsEndpointName[]) {
    const def: EndpointDefinition = TRAINS_ENDPOINTS[name];
    const handler = HANDLERS[name] as (
      deps: service.TrainsDeps,
      query: unknown,
      body: unknown,
    ) => Promise<unknown>;
    app.route({
      method: def.method,
      url: def.path,
      handler: async (request) => {
        const query = def.query.parse(request.query ?? {});
        return handler(deps, query, request.body);
      },
    });
  }
}
