import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
} from "@safar/contracts/locale";

/** The value of one cookie in a `Cookie` header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The language of a page (ADR 028): the URL's `?lang=` (the SEO pages' URL
 * per language), else the remembered choice (cookie), else English. The
 * browser's Accept-Language is not read: the page cache keys on the URL and
 * this cookie only (ADR 008), and search engines crawl without either.
 */
export function negotiateLocale(url: URL, cookieHeader: string | null): Locale {
  const fromUrl = url.searchParams.get(LOCALE_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  const fromCookie = cookieValue(cookieHeader, LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export function localeOf(request: Request): Locale {
  return negotiateLocale(new URL(request.url), request.headers.get("cookie"));
}

/** A year, in seconds: the choice is remembered until changed. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/** The `Set-Cookie` that remembers a choice (readable by the page's script: it is no secret). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Where the switch goes back to: a path of this site (never another origin),
 * without `?lang=` (the new choice wins over it); the home page otherwise.
 */
export function switchTarget(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return "/trains/";
  }
  const url = new URL(next, "http://same.site");
  if (url.origin !== "http://same.site") return "/trains/";
  url.searchParams.delete(LOCALE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
