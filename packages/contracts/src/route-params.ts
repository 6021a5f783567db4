import { slugify, unslugify } from "@safar/domain/slug";
import { z } from "zod";
import { CLASS_CODES, QUOTA_CODES } from "./code-tables.ts";
import type { ThemeName } from "./partner-profiles.ts";
import { inputText } from "./text.ts";

/**
 * Route parameters and SEO slugs of the web app (spec §2), parsed with Zod,
 * and the builders that make those URLs. Parsing and building live side by
 * side so that every URL the app links to is one its routes accept.
 *
 * Shapes (documented here, tested in route-params.test.ts):
 * - station code: 1–6 capital letters or digits, starting with a letter (spec §5 "codes in capitals");
 * - station name: 2–60 characters of letters, digits, spaces and . ' ( ) & -, starting with a letter or digit;
 * - search station parameter: `{code}_{name}`, e.g. `NDLS_New Delhi`;
 * - journey date: exactly 8 digits `YYYYMMDD`, a real Gregorian date from 1900 on;
 * - PNR: exactly 10 digits;
 * - train number: exactly 5 digits;
 * - order id: 8 to 20 digits, not starting with 0 (our order ids are numeric);
 * - access token (PNR enquiry, PNR details): 6 to 512 URL-safe characters `A-Z a-z 0-9 - _ .`;
 * - review info (cancellation policy): a base64 or base64url value that decodes (spec §5 "A deep-link value must be valid base64");
 * - sitemap page segment: `page{n}` with n a positive integer without leading zeros (`page1`);
 * - SEO slugs (route, station and train pages): lower-case-insensitive ASCII words joined by single hyphens.
 *
 * A value that does not parse is a route that does not exist: the web app
 * answers with its fallback page and HTTP 404.
 */

// ---------------------------------------------------------------------------
// Scalars

export const STATION_CODE = /^[A-Z][A-Z0-9]{0,5}$/;
export const stationCodeSchema = inputText().regex(
  STATION_CODE,
  "Station codes are capital letters",
);

const STATION_NAME = /^[A-Za-z0-9][A-Za-z0-9 .'()&-]{1,59}$/;
export const stationNameSchema = inputText()
  .transform((s) => s.trim().replace(/\s+/g, " "))
  .pipe(z.string().regex(STATION_NAME, "Not a station name"));

export const pnrNumberSchema = inputText().regex(/^\d{10}$/, "Enter a valid PNR");
export const trainNumberSchema = inputText().regex(/^\d{5}$/, "A train number has 5 digits");
export const orderIdSchema = inputText().regex(/^[1-9]\d{7,19}$/, "Not an order id");
export const accessTokenSchema = inputText().regex(/^[A-Za-z0-9._-]{6,512}$/, "Not a token");

export type Station = { code: string; name: string };

/** Days in a month of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `year-month-day` is a date of the calendar (and the year is 1900 or later). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1900 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** A journey date in a URL: exactly 8 digits YYYYMMDD naming a real date; parses to ISO `YYYY-MM-DD`. */
export const compactDateSchema = inputText()
  .regex(/^\d{8}$/, "The date must be 8 digits YYYYMMDD")
  .refine(
    (s) => isCalendarDate(Number(s.slice(0, 4)), Number(s.slice(4, 6)), Number(s.slice(6, 8))),
    "Not a calendar date",
  )
  .transform((s) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);

/** An ISO date `YYYY-MM-DD` naming a real date. */
export const isoDateSchema = inputText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be YYYY-MM-DD")
  .refine(
    (s) => isCalendarDate(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))),
    "Not a calendar date",
  );

/** The `{code}_{name}` station parameter of the search routes, e.g. `NDLS_New Delhi`. */
export const stationParamSchema = inputText()
  .transform((value, ctx) => {
    const at = value.indexOf("_");
    if (at < 0) {
      ctx.addIssue({ code: "custom", message: "A station is {code}_{name}" });
      return z.NEVER;
    }
    return { code: value.slice(0, at), name: value.slice(at + 1) };
  })
  .pipe(z.object({ code: stationCodeSchema, name: stationNameSchema }));

// ---------------------------------------------------------------------------
// Route parameters

export const searchTrainsParamsSchema = z
  .object({
    source: stationParamSchema,
    destination: stationParamSchema,
    departureDate: compactDateSchema,
  })
  .refine((p) => p.source.code !== p.destination.code, {
    message: "Source and destination cannot be the same",
    path: ["destination"],
  });
export type SearchTrainsParams = z.output<typeof searchTrainsParamsSchema>;

/**
 * The optional query of the search routes. Values that are not codes of the
 * spec's tables are dropped (the search then uses its defaults) rather than
 * failing the page.
 */
export const searchQuerySchema = z.object({
  quota: z.enum(QUOTA_CODES).optional().catch(undefined),
  class: z.enum(CLASS_CODES).optional().catch(undefined),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const pnrStatusParamsSchema = z.object({
  pnrNumber: pnrNumberSchema,
  token: accessTokenSchema,
});

export const currentStatusParamsSchema = z.object({
  id: orderIdSchema,
  token: accessTokenSchema,
});

export const orderParamsSchema = z.object({ orderId: orderIdSchema });

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** Decodes base64 or base64url (padding optional); undefined when the value is not base64. */
export function decodeBase64(value: string): string | undefined {
  if (!BASE64.test(value)) return undefined;
  const unpadded = value.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return undefined;
  if (/[+/]/.test(unpadded) && /[-_]/.test(unpadded)) return undefined;
  const standard = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  const padded = standard + "=".repeat((4 - (standard.length % 4)) % 4);
  if (value.includes("=") && value.length !== padded.length) return undefined;
  try {
    return atob(padded);
  } catch {
    return undefined;
  }
}

/** The `:reviewInfo` of the cancellation-policy route: a base64 deep-link value of at most 4096 characters. */
export const reviewInfoSchema = inputText()
  .max(4096)
  .refine((s) => decodeBase64(s) !== undefined, "A deep-link value must be valid base64");

export const cancellationPolicyParamsSchema = z.object({ reviewInfo: reviewInfoSchema });

// ---------------------------------------------------------------------------
// Sitemap

/** The four HTML sitemap lists: what they list, and the API's list (`@safar/contracts/seo`). */
export const SITEMAP_LISTS = {
  "trains-sitemap-trains-list": { name: "trains", list: "trains" },
  "trains-sitemap-routes-city-list": { name: "city routes", list: "routes-city" },
  "trains-sitemap-routes-station-list": { name: "station routes", list: "routes-station" },
  "trains-sitemap-stations-list": { name: "stations", list: "stations" },
} as const;
export type SitemapList = keyof typeof SITEMAP_LISTS;
export const sitemapListSchema = z.enum(
  Object.keys(SITEMAP_LISTS) as [SitemapList, ...SitemapList[]],
);

/**
 * The `page:index` segment of the sitemap lists: literally `page` then a
 * positive integer (React Router cannot put a parameter inside a segment, so
 * the route takes the whole segment and this schema parses it). `page` is
 * matched without regard to case, as the route paths are.
 */
export const sitemapPageSegmentSchema = inputText()
  .regex(/^page[1-9]\d{0,5}$/i, "A sitemap page is page1, page2, …")
  .transform((s) => Number(s.slice(4)));

// ---------------------------------------------------------------------------
// SEO slugs under /trains/:slug

export { slugify, unslugify };

const SLUG_WORDS = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** `/trains/:trainNumber-:trainName`, e.g. `12951-mumbai-rajdhani`. */
export const trainPageSlugSchema = inputText()
  .regex(new RegExp(`^\\d{5}-${SLUG_WORDS}$`, "i"), "Not a train page")
  .transform((s) => {
    const nameSlug = s.slice(6).toLowerCase();
    return {
      kind: "train" as const,
      trainNumber: s.slice(0, 5),
      nameSlug,
      trainName: unslugify(nameSlug),
    };
  });

const STATION_SUFFIX = "-railway-station";
/** `/trains/:stationCode-:stationName-railway-station`, e.g. `ndls-new-delhi-railway-station`. */
export const stationPageSlugSchema = inputText()
  .regex(
    new RegExp(`^[a-z][a-z0-9]{0,5}-${SLUG_WORDS}${STATION_SUFFIX}$`, "i"),
    "Not a station page",
  )
  .transform((s) => {
    const body = s.slice(0, -STATION_SUFFIX.length);
    const dash = body.indexOf("-");
    const nameSlug = body.slice(dash + 1).toLowerCase();
    return {
      kind: "station" as const,
      stationCode: body.slice(0, dash).toUpperCase(),
      nameSlug,
      stationName: unslugify(nameSlug),
    };
  });

const ROUTE_SUFFIX = "-trains";
/**
 * `/trains/:origin-to-:destination-trains`, e.g. `new-delhi-to-mumbai-trains`.
 * The slug must hold `-to-` exactly once (otherwise it is ambiguous) and the
 * two ends must differ.
 */
export const routePageSlugSchema = inputText()
  .regex(new RegExp(`^${SLUG_WORDS}-to-${SLUG_WORDS}${ROUTE_SUFFIX}$`, "i"), "Not a route page")
  .transform((s, ctx) => {
    const body = s.slice(0, -ROUTE_SUFFIX.length).toLowerCase();
    const parts = body.split("-to-");
    const [origin, destination] = parts;
    if (parts.length !== 2 || !origin || !destination || origin === destination) {
      ctx.addIssue({ code: "custom", message: "A route page names two different places once" });
      return z.NEVER;
    }
    return {
      kind: "route" as const,
      originSlug: origin,
      destinationSlug: destination,
      originName: unslugify(origin),
      destinationName: unslugify(destination),
    };
  });

/**
 * The one dynamic segment shared by the route, station and train pages.
 * Tried in this order: train (5 digits first, which no place name has),
 * station (`-railway-station` suffix), route (`-to-…-trains`).
 */
export const trainsSlugSchema = z.union([
  trainPageSlugSchema,
  stationPageSlugSchema,
  routePageSlugSchema,
]);
export type TrainsSlug = z.output<typeof trainsSlugSchema>;

/** Parses a `/trains/:slug` segment; null when it is none of the three page kinds. */
export function parseTrainsSlug(slug: string): TrainsSlug | null {
  for (const schema of [trainPageSlugSchema, stationPageSlugSchema, routePageSlugSchema]) {
    const result = schema.safeParse(slug);
    if (result.success) return result.data;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Query parameters of simple pages

export const MY_BOOKINGS_TABS = ["travel", "trips", "all", "unclaimed-refunds"] as const;
export const myBookingsQuerySchema = z.object({
  tab: z.enum(MY_BOOKINGS_TABS).catch("travel"),
  /** The page of a paged tab (Trips, All Bookings), from 1. */
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

/** The login page's theme flag: the partner profiles' theme names. */
export const LOGIN_THEMES = ["default", "travel"] as const satisfies readonly ThemeName[];

/** `/v1/api/login?isIframe=true&theme=travel`: unknown values fall back to the defaults. */
export const loginQuerySchema = z.object({
  isIframe: z
    .enum(["true", "false"])
    .catch("false")
    .transform((v) => v === "true"),
  theme: z.enum(LOGIN_THEMES).optional().catch(undefined),
});

/** Reads a URLSearchParams into a plain object (first value per key) for the query schemas. */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) if (!(key in out)) out[key] = value;
  return out;
}

// ---------------------------------------------------------------------------
// URL builders

function assertParses<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new RangeError(`Not a valid ${what}: ${JSON.stringify(value)}`);
  return result.data;
}

const seg = (s: string) => encodeURIComponent(s);

/** `NDLS_New Delhi` for a station with code and name. */
export function stationParam(station: Station): string {
  return `${station.code}_${station.name}`;
}

function toCompactDate(date: string): string | null {
  if (/^\d{8}$/.test(date)) return compactDateSchema.safeParse(date).success ? date : null;
  return isoDateSchema.safeParse(date).success ? date.replaceAll("-", "") : null;
}

export interface SearchTrainsInput {
  source: Partial<Station> | null | undefined;
  destination: Partial<Station> | null | undefined;
  /** `YYYY-MM-DD` or `YYYYMMDD`. */
  date: string | null | undefined;
  query?: SearchQuery;
}

function searchPath(base: string, input: SearchTrainsInput): string | null {
  const { source, destination, date } = input;
  if (!source?.code || !source.name || !destination?.code || !destination.name || !date) {
    return null;
  }
  const compact = toCompactDate(date);
  if (!compact) return null;
  const params = {
    source: stationParam({ code: source.code, name: source.name }),
    destination: stationParam({ code: destination.code, name: destination.name }),
    departureDate: compact,
  };
  if (!searchTrainsParamsSchema.safeParse(params).success) return null;
  const search = new URLSearchParams();
  if (input.query?.quota) search.set("quota", input.query.quota);
  if (input.query?.class) search.set("class", input.query.class);
  const qs = search.size ? `?${search}` : "";
  return `/trains/${base}/${seg(params.source)}/${seg(params.destination)}/${compact}${qs}`;
}

/**
 * The search results URL, or null: spec §5 "The search route URL is built
 * only when both stations have code and name and a date exists". A value that
 * would not parse back (lower-case code, same stations, no such date) also
 * gives null.
 */
export function searchTrainsPath(input: SearchTrainsInput): string | null {
  return searchPath("searchTrains", input);
}

/** The alternate-trains results URL, built under the same rule as {@link searchTrainsPath}. */
export function searchAlternateTrainsPath(input: SearchTrainsInput): string | null {
  return searchPath("searchAlternateTrains", input);
}

/** `/trains/pnr-enquiry/:pnrNumber/:token`; throws RangeError on a malformed PNR or token. */
export function pnrEnquiryPath(pnrNumber: string, token: string): string {
  const p = assertParses(pnrStatusParamsSchema, { pnrNumber, token }, "PNR enquiry");
  return `/trains/pnr-enquiry/${p.pnrNumber}/${seg(p.token)}`;
}

/** `/trains/current-status/:id/:token`, or `/trains/current-status` without arguments. */
export function currentStatusPath(id?: string, token?: string): string {
  if (id === undefined && token === undefined) return "/trains/current-status";
  const p = assertParses(currentStatusParamsSchema, { id, token }, "PNR details link");
  return `/trains/current-status/${p.id}/${seg(p.token)}`;
}

/** `/trains/cancellationPolicy/:reviewInfo` for a base64 deep-link value. */
export function cancellationPolicyPath(reviewInfo: string): string {
  assertParses(reviewInfoSchema, reviewInfo, "review info");
  return `/trains/cancellationPolicy/${seg(reviewInfo)}`;
}

/** `/trains/{history|summary}/:orderId`. */
export function orderDetailsPath(view: "history" | "summary", orderId: string): string {
  assertParses(orderIdSchema, orderId, "order id");
  return `/trains/${view}/${orderId}`;
}

/** `/trains/irctc-login/:orderId`. */
export function irctcLoginPath(orderId: string): string {
  assertParses(orderIdSchema, orderId, "order id");
  return `/trains/irctc-login/${orderId}`;
}

/** `/trains/trains-sitemap-…-list/page{n}`. */
export function sitemapListPath(list: SitemapList, page: number): string {
  assertParses(sitemapPageSegmentSchema, `page${page}`, "sitemap page");
  return `/trains/${list}/page${page}`;
}

/** `/trains/{number}-{name}`: the train page, e.g. `/trains/12951-mumbai-rajdhani`. */
export function trainPagePath(trainNumber: string, trainName: string): string {
  const slug = `${assertParses(trainNumberSchema, trainNumber, "train number")}-${slugify(trainName)}`;
  assertParses(trainPageSlugSchema, slug, "train page");
  return `/trains/${slug}`;
}

/** `/trains/{code}-{name}-railway-station`, lower-cased. */
export function stationPagePath(station: Station): string {
  const code = assertParses(stationCodeSchema, station.code, "station code");
  const slug = `${code.toLowerCase()}-${slugify(station.name)}${STATION_SUFFIX}`;
  assertParses(stationPageSlugSchema, slug, "station page");
  return `/trains/${slug}`;
}

/** `/trains/{origin}-to-{destination}-trains`, from place names or codes. */
export function routePagePath(origin: string, destination: string): string {
  const slug = `${slugify(origin)}-to-${slugify(destination)}${ROUTE_SUFFIX}`;
  assertParses(routePageSlugSchema, slug, "route page");
  return `/trains/${slug}`;
}

// ---------------------------------------------------------------------------
// Legacy prefixes (spec §2 "Legacy prefixes /train-tickets/ and /bus-tickets/ are rewritten to /trains/ and /bus/")

const LEGACY_PREFIXES = [
  ["/train-tickets", "/trains"],
  ["/bus-tickets", "/bus"],
] as const;

/**
 * Where a legacy URL now lives, keeping the rest of the path and the query
 * string: `/train-tickets/check-pnr?x=1` → `/trains/check-pnr?x=1`. Null for
 * any other path. The prefix is matched without regard to case, as routes are.
 */
export function legacyRedirectTarget(pathname: string, search = ""): string | null {
  for (const [from, to] of LEGACY_PREFIXES) {
    const head = pathname.slice(0, from.length).toLowerCase();
    const rest = pathname.slice(from.length);
    if (head === from && (rest === "" || rest.startsWith("/"))) {
      const query = search && !search.startsWith("?") ? `?${search}` : search;
      return `${to}${rest}${query === "?" ? "" : query}`;
    }
  }
  return null;
}
