/**
 * The languages of Safar (issue 23, ADR 028): English (India), the default,
 * and Hindi. Shared by the web app (pages), its host (the page cache keys on
 * the cookie) and, later, the API's messages, e-ticket and mail.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the traveller's choice. */
export const LOCALE_COOKIE = "safar_lang";
/** The query parameter that names a page's language in its URL (`?lang=hi`). */
export const LOCALE_PARAM = "lang";

/** `<html lang>` and `hreflang` of each language. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: "en-IN", hi: "hi-IN" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}
