import { z } from "zod";
import { ClassCodeSchema } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * The read-only endpoints behind the route, station and train pages and the
 * sitemaps (spec §2 "SEO pages", §7 "SEO endpoints for trains, stations,
 * routes"). Every answer is timetable data: the same for every visitor, so
 * the pages made from them are shared by the origin's page cache (ADR 024).
 * Each answer carries its page's one canonical path; the web app redirects
 * any other spelling of it there (301).
 */

const PlaceSchema = z.object({ code: z.string(), name: z.string() });
const LinkedPlaceSchema = PlaceSchema.extend({ path: z.string() });

/** `page` of a paged list: 1 to 100000. */
const pageSchema = z.coerce.number().int().min(1).max(100_000);

// ── Train page ───────────────────────────────────────────────────────────────

export const SeoTrainParamsSchema = z.object({
  trainNumber: inputText().regex(/^\d{5}$/, "A train number has 5 digits"),
});

export const SeoTrainSummarySchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  path: z.string(),
});

export const SeoTrainPageSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  /** The train page's canonical path, e.g. `/trains/12951-mumbai-rajdhani`. */
  path: z.string(),
  trainType: z.string(),
  source: LinkedPlaceSchema,
  destination: LinkedPlaceSchema,
  /** The route page between the train's ends, or null when the ends are one station. */
  routePath: z.string().nullable(),
  distanceKm: z.number(),
  duration: z.string(),
  runDays: z.array(z.boolean()).length(7),
  runDaysText: z.string(),
  cateringIncluded: z.boolean(),
  superfast: z.boolean(),
  stops: z.array(
    LinkedPlaceSchema.extend({
      arrival: z.string().nullable(),
      departure: z.string().nullable(),
      day: z.number().int(),
      haltMin: z.number().int(),
      distanceKm: z.number(),
    }),
  ),
  /** The date (IST, YYYY-MM-DD) of the next run the fares are quoted for. */
  fareDate: z.string().nullable(),
  /** Each class carried with its adult general-quota fare end to end, in paise. */
  classes: z.array(
    z.object({ code: ClassCodeSchema, name: z.string(), fare: z.number().nullable() }),
  ),
  /** Coaches from the engine end, as printed (H1, A1, B1…). */
  rake: z.array(z.object({ classCode: ClassCodeSchema, name: z.string() })),
  /** The train running the other way. */
  pair: SeoTrainSummarySchema.nullable(),
  /** Other trains between the same two stations. */
  similar: z.array(
    SeoTrainSummarySchema.extend({
      departure: z.string(),
      arrival: z.string(),
      duration: z.string(),
      runDaysText: z.string(),
    }),
  ),
});
export type SeoTrainPage = z.infer<typeof SeoTrainPageSchema>;

// ── Station page ─────────────────────────────────────────────────────────────

export const SeoStationParamsSchema = z.object({
  code: inputText().regex(/^[A-Z][A-Z0-9]{0,5}$/, "Station codes are capital letters"),
});

export const SeoStationPageSchema = z.object({
  station: LinkedPlaceSchema.extend({
    state: z.string().nullable(),
    zone: z.string().nullable(),
    city: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  }),
  /** Every call at the station, by time of day. */
  trains: z.array(
    SeoTrainSummarySchema.extend({
      source: PlaceSchema,
      destination: PlaceSchema,
      arrival: z.string().nullable(),
      departure: z.string().nullable(),
      day: z.number().int(),
      haltMin: z.number().int(),
      runDaysText: z.string(),
    }),
  ),
  nearby: z.array(
    LinkedPlaceSchema.extend({
      distanceKm: z.number(),
      lat: z.number().nullable(),
      lon: z.number().nullable(),
    }),
  ),
  /** Route pages from this station to the ends of the trains calling here (most trains first). */
  routes: z.array(z.object({ name: z.string(), path: z.string(), trains: z.number().int() })),
});
export type SeoStationPage = z.infer<typeof SeoStationPageSchema>;

// ── Route page ───────────────────────────────────────────────────────────────

const placeSlug = inputText().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "Not a place");

export const SeoRouteQuerySchema = z.object({
  origin: placeSlug,
  destination: placeSlug,
});

const RoutePlaceSchema = z.object({
  kind: z.enum(["city", "station"]),
  slug: z.string(),
  name: z.string(),
  /** The station searched for this place (a city's main station). */
  main: PlaceSchema,
});

const SeoRouteTrainSchema = SeoTrainSummarySchema.extend({
  from: PlaceSchema,
  to: PlaceSchema,
  departure: z.string(),
  arrival: z.string(),
  /** Days after the departure day the train arrives (0 the same day). */
  arrivalDayOffset: z.number().int(),
  duration: z.string(),
  durationMin: z.number().int(),
  distanceKm: z.number(),
  runDaysText: z.string(),
  /** The next date (IST) it leaves `from`, the date the fares are quoted for. */
  date: z.string(),
  classes: z.array(z.object({ code: ClassCodeSchema, fare: z.number() })),
});

export const SeoRoutePageSchema = z.object({
  path: z.string(),
  origin: RoutePlaceSchema,
  destination: RoutePlaceSchema,
  /** The first date (IST) the page looks at: tomorrow. */
  fromDate: z.string(),
  trains: z.array(SeoRouteTrainSchema),
  fastest: z.string().nullable(),
  cheapest: z
    .object({ trainNumber: z.string(), classCode: ClassCodeSchema, fare: z.number() })
    .nullable(),
  /** Two-train options on `fromDate`, when there are few direct trains. */
  connections: z.array(
    z.object({
      via: PlaceSchema,
      waitMin: z.number().int(),
      duration: z.string(),
      legs: z.array(
        SeoTrainSummarySchema.extend({
          from: PlaceSchema,
          to: PlaceSchema,
          departure: z.string(),
          arrival: z.string(),
        }),
      ),
    }),
  ),
});
export type SeoRoutePage = z.infer<typeof SeoRoutePageSchema>;

// ── Sitemaps ─────────────────────────────────────────────────────────────────

/** The four lists of pages (the HTML lists and the XML sitemaps page them alike). */
export const SEO_LISTS = ["trains", "stations", "routes-station", "routes-city"] as const;
export type SeoList = (typeof SEO_LISTS)[number];

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Links per page of an HTML sitemap list. */
export const SITEMAP_LIST_PAGE_SIZE = 200;

export const SeoListParamsSchema = z.object({ list: z.enum(SEO_LISTS) });
export const SeoListQuerySchema = z.object({
  page: pageSchema.default(1),
  size: z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS).default(SITEMAP_LIST_PAGE_SIZE),
});

export const SeoListPageSchema = z.object({
  list: z.enum(SEO_LISTS),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(z.object({ path: z.string(), text: z.string() })),
});
export type SeoListPage = z.infer<typeof SeoListPageSchema>;

export const SeoListsSchema = z.object({
  lists: z.array(z.object({ list: z.enum(SEO_LISTS), total: z.number().int() })),
});

const notFound = ["not_found"] as const;

export const SEO_ENDPOINTS = {
  train: {
    operationId: "seoTrain",
    method: "GET",
    path: "/api/trains/v1/seo/train/{trainNumber}",
    summary: "A train's page: schedule, running days, classes and fares, coaches, similar trains",
    params: SeoTrainParamsSchema,
    query: z.object({}),
    response: SeoTrainPageSchema,
    errors: notFound,
  },
  station: {
    operationId: "seoStation",
    method: "GET",
    path: "/api/trains/v1/seo/station/{code}",
    summary: "A station's page: its trains by time, nearby stations and routes",
    params: SeoStationParamsSchema,
    query: z.object({}),
    response: SeoStationPageSchema,
    errors: notFound,
  },
  route: {
    operationId: "seoRoute",
    method: "GET",
    path: "/api/trains/v1/seo/route",
    summary:
      "A route page between two places (cities or stations): direct trains with fares, connections",
    query: SeoRouteQuerySchema,
    response: SeoRoutePageSchema,
    errors: notFound,
  },
  lists: {
    operationId: "seoLists",
    method: "GET",
    path: "/api/trains/v1/seo/lists",
    summary: "How many trains, stations and routes have pages",
    query: z.object({}),
    response: SeoListsSchema,
    errors: [],
  },
  list: {
    operationId: "seoList",
    method: "GET",
    path: "/api/trains/v1/seo/lists/{list}",
    summary: "One page of the trains, stations or routes that have pages",
    params: SeoListParamsSchema,
    query: SeoListQuerySchema,
    response: SeoListPageSchema,
    errors: notFound,
  },
} as const satisfies Record<string, Endpoint>;
