/**
 * What the service worker keeps for offline use (ADR 029): plain data and
 * predicates, shared with its tests.
 */

/** The header the host adds to every page: the session's tag, or `anon` (server/viewer-tag.ts). */
export const VIEWER_HEADER = "x-safar-viewer";
/** When a kept response came from the network (milliseconds since the epoch), added by the worker. */
export const CACHED_AT_HEADER = "x-safar-cached-at";
export const OFFLINE_URL = "/trains/offline.html";
/** Where the worker remembers the session tag of the last page it fetched. */
export const VIEWER_KEY = "/trains/__viewer";

/** The caches that hold one traveller's things; all go when the session changes. */
export const PERSONAL_CACHES = {
  pages: "safar-seen-pages",
  documents: "safar-tickets",
  viewer: "safar-viewer",
} as const;

/**
 * Pages kept once seen: order details (the ticket), PNR status, PNR details,
 * live status and the bookings list (spec §2 routes, all under /trains/).
 * Forms, checkout and searches are not.
 */
const KEPT_PAGES = [
  /^\/trains\/(summary|history)\/[^/]+\/?$/,
  /^\/trains\/(pnr-enquiry|enquiry-pnr)\/[^/]+\/[^/]+\/?$/,
  /^\/trains\/current-status\/[^/]+\/[^/]+\/?$/,
  /^\/trains\/liveTrainStatus\/?$/,
  /^\/trains\/mybookings\/?$/,
];

export function isKeptPage(url: URL): boolean {
  return KEPT_PAGES.some((pattern) => pattern.test(url.pathname));
}

/** The e-ticket PDF of an order. */
export function isKeptDocument(url: URL): boolean {
  return /^\/trains\/summary\/[^/]+\/e-ticket\.pdf$/.test(url.pathname);
}

/** The e-ticket of an order page's order, kept with the page (its path), or null for other pages. */
export function ticketOf(url: URL): string | null {
  const order = /^\/trains\/(?:summary|history)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return order ? `/trains/summary/${order}/e-ticket.pdf` : null;
}
