/**
 * Where the railway's own pages live, and the one check every redirect back to
 * the partner goes through. Pure functions: the gateway builds links with
 * them, the portal's routes serve and check them.
 */
import { RAILWAY_AADHAAR_PAGE } from "@safar/contracts/railway-ids";
import type { MandateRequest, RailwayPortalPage } from "../gateway.ts";

export const PORTAL_PATHS = {
  register: "/railway/register",
  authorize: "/railway/authorize",
  reset_password: "/railway/reset-password",
  forgot_password: "/railway/forgot-password",
  // Named in the contracts too: the partner's help page links to it without the gateway.
  aadhaar: RAILWAY_AADHAAR_PAGE,
  mandate: "/railway/mandate",
} as const satisfies Record<RailwayPortalPage, string>;

export const PORTAL_CSS_PATH = "/railway/portal.css";

/** Where a traveller goes back to when a page was given no usable return path. */
export const DEFAULT_RETURN_PATH = "/trains";

/** A portal page's path with its query (empty values left out). */
export function portalPath(
  page: RailwayPortalPage,
  params: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") query.set(key, value);
  const search = query.toString();
  return search === "" ? PORTAL_PATHS[page] : `${PORTAL_PATHS[page]}?${search}`;
}

/** The mandate page's path for a request and the railway's signature of it (`accounts/mandate-link.ts`). */
export function mandatePath(
  request: MandateRequest,
  signature: string,
  returnPath: string,
): string {
  return portalPath("mandate", {
    train: request.trainNumber,
    from: request.from,
    to: request.to,
    date: request.date,
    class: request.classCode,
    quota: request.quota,
    passengers: String(request.passengers),
    user: request.railwayUserId,
    sig: signature,
    return: returnPath,
  });
}

const BASE = "http://portal.invalid";

/**
 * `value` when it is a path on this site (`/trains/review?x=1`), else null:
 * never a URL with a scheme or host, never `//host` or `/\host` (which
 * browsers read as another host), no control characters, at most 1,000
 * characters. The answer is the normalised path, query and fragment.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 1_000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same-origin return path with `extra` added to its query (fallback when unusable). */
export function returnPathWith(
  value: string | null | undefined,
  extra: Readonly<Record<string, string>> = {},
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  const path = sameOriginPath(value) ?? fallback;
  const url = new URL(path, BASE);
  for (const [key, v] of Object.entries(extra)) url.searchParams.set(key, v);
  return `${url.pathname}${url.search}${url.hash}`;
}
