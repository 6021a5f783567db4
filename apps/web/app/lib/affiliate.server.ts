import { readCookie } from "@safar/contracts/cookies";
import {
  AFFILIATE_COOKIE,
  AFFILIATE_QUERY_PARAM,
  type AffiliateResolution,
  type ProfileId,
  resolveAffiliate,
} from "@safar/contracts/partner-profiles";
import { createContext, type MiddlewareFunction } from "react-router";

/** The partner profile chosen for this request by `affiliateMiddleware`. */
export const profileContext = createContext<ProfileId>("default");

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value for a resolution, or null when storage stays as it is. */
export function affiliateCookie(resolution: AffiliateResolution, secure: boolean): string | null {
  if (resolution.storage === "keep") return null;
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  if (resolution.storage === "remove") return `${AFFILIATE_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${AFFILIATE_COOKIE}=${encodeURIComponent(resolution.profileId)}; Max-Age=${ONE_YEAR_S}; ${attributes}`;
}

/**
 * Picks the partner profile from `?platform=`, else the cookie, else the
 * default (spec §4 "Affiliate id"), so the server renders the right theme on
 * the first byte, and remembers or forgets the affiliate in a cookie.
 */
export const affiliateMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const url = new URL(request.url);
  const resolution = resolveAffiliate({
    query: url.searchParams.get(AFFILIATE_QUERY_PARAM),
    stored: readCookie(request.headers.get("cookie"), AFFILIATE_COOKIE),
  });
  context.set(profileContext, resolution.profileId);
  const response = await next();
  const cookie = affiliateCookie(
    resolution,
    url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
  );
  if (!cookie) return response;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Headers of some responses (e.g. Response.redirect) are immutable.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};
