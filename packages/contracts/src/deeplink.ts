import { z } from "zod";
import { CLASS_CODES, QUOTA_CODES } from "./code-tables.ts";
import { AFFILIATE_QUERY_PARAM, TRAVEL_APP_AFFILIATE_ID } from "./partner-profiles.ts";
import {
  orderDetailsPath,
  orderIdSchema,
  searchTrainsPath,
  stationCodeSchema,
  stationNameSchema,
} from "./route-params.ts";
import { inputText } from "./text.ts";
import {
  decodeBase64Text,
  type VisitSource,
  visitTokenSchema,
  withSeoData,
} from "./visit-source.ts";

/**
 * Deep links (spec §1 "deeplink handling", §5 "A deep-link value must be
 * valid base64"): the app, a message or a partner opens
 * `/trains/deeplink/{value}`, where the value is base64(url) of a JSON object
 * naming a page of ours and its parameters. The page to open is built from the
 * validated fields only — a deep link never carries a URL — so it can never
 * redirect to another site. Anything that does not decode or validate opens
 * the home page.
 */

/** Longest deep-link value accepted (characters of base64). */
export const DEEPLINK_MAX_LENGTH = 2048;
export const DEEPLINK_PATH_PREFIX = "/trains/deeplink/";
/** Where a deep link that does not decode or validate goes. */
export const DEEPLINK_FALLBACK = "/trains";

const station = z.object({ code: stationCodeSchema, name: stationNameSchema });
const journeyDate = inputText().regex(/^(\d{8}|\d{4}-\d{2}-\d{2})$/, "YYYYMMDD or YYYY-MM-DD");

/** Campaign fields a deep link may carry on to the page (codes only, checked like d2/d3). */
const campaign = {
  platform: z.literal(TRAVEL_APP_AFFILIATE_ID).optional(),
  utm_source: visitTokenSchema.optional(),
  utm_medium: visitTokenSchema.optional(),
  utm_campaign: visitTokenSchema.optional(),
};

export const DeeplinkSchema = z.discriminatedUnion("page", [
  z.object({ page: z.literal("home"), ...campaign }),
  z.object({
    page: z.literal("search"),
    source: station,
    destination: station,
    date: journeyDate,
    quota: z.enum(QUOTA_CODES).optional(),
    class: z.enum(CLASS_CODES).optional(),
    ...campaign,
  }),
  z.object({ page: z.literal("pnr"), ...campaign }),
  z.object({ page: z.literal("liveStatus"), ...campaign }),
  z.object({ page: z.literal("bookings"), ...campaign }),
  z.object({ page: z.literal("order"), orderId: orderIdSchema, ...campaign }),
  z.object({ page: z.literal("offers"), ...campaign }),
]);
export type Deeplink = z.infer<typeof DeeplinkSchema>;

/** The deep link a value carries, or null: not base64, not JSON, or not a page of ours. */
export function decodeDeeplink(value: string): Deeplink | null {
  const text = decodeBase64Text(value, DEEPLINK_MAX_LENGTH);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = DeeplinkSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The base64url value of a deep link (for links and tests). */
export function encodeDeeplink(link: Deeplink): string {
  const bytes = new TextEncoder().encode(JSON.stringify(link));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function pagePath(link: Deeplink): string | null {
  switch (link.page) {
    case "home":
      return "/trains";
    case "search":
      return searchTrainsPath({
        source: link.source,
        destination: link.destination,
        date: link.date,
        query: { quota: link.quota, class: link.class },
      });
    case "pnr":
      return "/trains/check-pnr";
    case "liveStatus":
      return "/trains/check-lts";
    case "bookings":
      return "/trains/mybookings";
    case "order":
      return orderDetailsPath("summary", link.orderId);
    case "offers":
      return "/travel/offers";
  }
}

/**
 * The same-site path a deep link opens: its page (home when the page's own
 * rule refuses it, e.g. a search whose stations are the same), its campaign
 * fields, and the visit source in `seoData` unless `visit` is null (a crawler).
 */
export function deeplinkTarget(link: Deeplink | null, visit: VisitSource | null): string {
  const path = (link && pagePath(link)) ?? DEEPLINK_FALLBACK;
  const url = new URL(path, "http://x");
  if (link?.platform) url.searchParams.set(AFFILIATE_QUERY_PARAM, link.platform);
  for (const key of ["utm_source", "utm_medium", "utm_campaign"] as const) {
    const value = link?.[key];
    if (value) url.searchParams.set(key, value);
  }
  return withSeoData(`${url.pathname}${url.search}`, visit);
}
