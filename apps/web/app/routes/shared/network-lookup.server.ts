/**
 * SEAM: railway-network lookups for names in URLs.
 *
 * Route loaders validate the *shape* of station codes, train numbers and
 * route slugs with the schemas in `@safar/contracts/route-params`. Whether
 * the station, train or route exists needs the railway network, which
 * arrives with the next issue: it will replace these bodies with calls
 * through the API client (`context.get(apiContext)`), keep the signatures,
 * and return "missing" for unknown names so the loaders answer 404.
 *
 * Until then every lookup answers "unchecked" and the pages render from the
 * URL alone (names are title-cased from the slug).
 */
import type { RouterContextProvider } from "react-router";

export type Existence =
  | { status: "exists"; name: string }
  | { status: "missing" }
  | { status: "unchecked" };

const UNCHECKED: Existence = { status: "unchecked" };

/** Does a station with this code exist? (Seam: always "unchecked" for now.) */
export async function lookUpStation(
  _context: Readonly<RouterContextProvider>,
  _code: string,
): Promise<Existence> {
  return UNCHECKED;
}

/** Does a train with this number exist? (Seam: always "unchecked" for now.) */
export async function lookUpTrain(
  _context: Readonly<RouterContextProvider>,
  _trainNumber: string,
): Promise<Existence> {
  return UNCHECKED;
}

/** Does a place (city or station) with this slug exist, for route pages? (Seam: always "unchecked" for now.) */
export async function lookUpPlace(
  _context: Readonly<RouterContextProvider>,
  _slug: string,
): Promise<Existence> {
  return UNCHECKED;
}

/** How many pages a sitemap list has, or null when not known yet. (Seam: null for now.) */
export async function sitemapPageCount(
  _context: Readonly<RouterContextProvider>,
  _list: string,
): Promise<number | null> {
  return null;
}
