import type { Endpoint } from "../endpoint.ts";
import { SmartFilterRequestSchema, SmartFilterResponseSchema } from "../smart-filter.ts";
import { WrapperQuerySchema } from "./common.ts";
import { GsaAvailabilityQuerySchema, GsaAvailabilityResponseSchema } from "./gsa.ts";
import {
  HomepageQuerySchema,
  HomepageResponseSchema,
  RecentSearchesBodySchema,
  RecentSearchesQuerySchema,
  RecentSearchesResponseSchema,
} from "./home.ts";
import {
  IndirectJourneyQuerySchema,
  IndirectJourneyResponseSchema,
  TrainSearchQuerySchema,
  TrainSearchResponseSchema,
} from "./search.ts";
import {
  AlternateStationsQuerySchema,
  AlternateStationsResponseSchema,
  PopularStationsQuerySchema,
  PopularStationsResponseSchema,
  StationDetailQuerySchema,
  StationDetailResponseSchema,
  StationSearchQuerySchema,
  StationSearchResponseSchema,
  StationStatesQuerySchema,
  StationStatesResponseSchema,
} from "./stations.ts";
import {
  DateRibbonQuerySchema,
  DateRibbonResponseSchema,
  ScheduleQuerySchema,
  ScheduleResponseSchema,
  TrainByNameQuerySchema,
  TrainByNameResponseSchema,
  TrainDetailQuerySchema,
  TrainDetailResponseSchema,
} from "./train.ts";

/** An endpoint's declaration (`@safar/contracts/endpoint`). */
export type EndpointDefinition = Endpoint;

/**
 * Every endpoint of the search API (spec §7 "Under /api/trains") with its
 * method, full path and schemas (ADR 016).
 */

const date = ["bookings_not_open"] as const;
const station = ["no_station_found"] as const;

export const TRAINS_ENDPOINTS = {
  search: {
    operationId: "searchTrains",
    method: "GET",
    path: "/api/trains/v5/search",
    summary: "Direct trains between two stations on a date, with availability and fare per class",
    query: TrainSearchQuerySchema,
    response: TrainSearchResponseSchema,
    errors: [...station, ...date],
  },
  indirectJourney: {
    operationId: "indirectJourneys",
    method: "GET",
    path: "/api/trains/v1/indirect_journey",
    summary: "Two-train connections (stitched journeys) with availability",
    query: IndirectJourneyQuerySchema,
    response: IndirectJourneyResponseSchema,
    errors: [...station, ...date],
  },
  stationSearch: {
    operationId: "searchStations",
    method: "GET",
    path: "/api/trains/v3/station",
    summary: "Station typeahead by code, name or city",
    query: StationSearchQuerySchema,
    response: StationSearchResponseSchema,
    errors: [],
  },
  stationDetail: {
    operationId: "stationDetail",
    method: "GET",
    path: "/api/trains/v4/station",
    summary: "One station and the served stations near it",
    query: StationDetailQuerySchema,
    response: StationDetailResponseSchema,
    errors: [...station],
  },
  popularStations: {
    operationId: "popularStations",
    method: "GET",
    path: "/api/trains/v1/station/most_popular",
    summary: "The busiest stations, optionally of one state",
    query: PopularStationsQuerySchema,
    response: PopularStationsResponseSchema,
    errors: [],
  },
  stationStates: {
    operationId: "stationStates",
    method: "GET",
    path: "/api/trains/v1/station/states",
    summary: "The states of the station list, for state-wise station lists",
    query: StationStatesQuerySchema,
    response: StationStatesResponseSchema,
    errors: [],
  },
  alternateStations: {
    operationId: "alternateStations",
    method: "GET",
    path: "/api/trains/v1/alternate_stations",
    summary: "Direct trains between stations near the searched ones, with availability",
    query: AlternateStationsQuerySchema,
    response: AlternateStationsResponseSchema,
    errors: [...station, ...date],
  },
  schedule: {
    operationId: "trainSchedule",
    method: "GET",
    path: "/api/trains/v1/schedule",
    summary: "A train's stops and times",
    query: ScheduleQuerySchema,
    response: ScheduleResponseSchema,
    errors: ["not_found"],
  },
  detail: {
    operationId: "trainDetail",
    method: "GET",
    path: "/api/trains/v1/detail",
    summary: "One train's availability for every class (or one) on a journey",
    query: TrainDetailQuerySchema,
    response: TrainDetailResponseSchema,
    errors: [...station, ...date, "not_found"],
  },
  dateRibbon: {
    operationId: "dateRibbon",
    method: "GET",
    path: "/api/trains/v1/date_ribbon",
    summary: "One train, class and quota over two days before the date, the date and one after",
    query: DateRibbonQuerySchema,
    response: DateRibbonResponseSchema,
    errors: [...station, ...date, "not_found"],
  },
  recentSearches: {
    operationId: "recentSearchesAvailability",
    method: "POST",
    path: "/api/trains/v1/recent_searches_availability",
    summary: "For each recent search: trains on the date and the best availability",
    query: RecentSearchesQuerySchema,
    body: RecentSearchesBodySchema,
    response: RecentSearchesResponseSchema,
    errors: [],
  },
  gsaAvailability: {
    operationId: "checkGsaAvailability",
    method: "GET",
    path: "/api/trains/v1/checkGsaAvailability",
    summary: "Alternatives to a class that is not available (spec §4 alternate-route kinds)",
    query: GsaAvailabilityQuerySchema,
    response: GsaAvailabilityResponseSchema,
    errors: [...station, ...date, "not_found"],
  },
  homepage: {
    operationId: "homepage",
    method: "GET",
    path: "/api/trains/v1/homepage",
    summary: "Booking window, holidays, popular stations and code tables for the home page",
    query: HomepageQuerySchema,
    response: HomepageResponseSchema,
    errors: [],
  },
  trainByName: {
    operationId: "trainsByName",
    method: "GET",
    path: "/api/trains-search/v1/train",
    summary: "Trains by number (exact) or name (prefix, typos tolerated)",
    query: TrainByNameQuerySchema,
    response: TrainByNameResponseSchema,
    errors: [],
  },
} as const satisfies Record<string, EndpointDefinition>;

export type TrainsEndpointName = keyof typeof TRAINS_ENDPOINTS;

/**
 * Plugins the web app calls beside the search API (spec §7). The smart filter
 * is served by the API's smart-filter module; it is listed here so that the
 * OpenAPI document describes it too.
 */
export const PLUGIN_ENDPOINTS = {
  smartFilter: {
    operationId: "smartFilter",
    method: "POST",
    path: "/api/plugins/smart-filter",
    summary: "Turns a typed prompt into result filters and chips",
    query: WrapperQuerySchema,
    body: SmartFilterRequestSchema,
    response: SmartFilterResponseSchema,
    errors: [],
  },
} as const satisfies Record<string, EndpointDefinition>;
