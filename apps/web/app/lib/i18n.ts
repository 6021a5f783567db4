import { LANGUAGE_TAGS, type Locale } from "@safar/contracts/locale";
import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";

/**
 * Languages (issue 23, ADR 028): English (India) and Hindi. The words of a
 * screen come from its loader, in the request's language (`messages`, from
 * the catalogues of `app/i18n/`), so neither language's strings are in the
 * first-load JavaScript and the browser needs no i18n library: this file is
 * all of it, a lookup and `{name}` placeholders. The languages themselves:
 * `@safar/contracts/locale`.
 */

/** The page's language, as the root loader negotiated it (English before it answered). */
export function useLocale(): Locale {
  return (useRouteLoaderData("root") as { locale?: Locale } | undefined)?.locale ?? "en";
}

/** Where the language switch goes (sets the cookie, then back to `next`). */
export const LANGUAGE_PATH = "/language";

/** `Call {number}` with `{ number: "1800" }` → `Call 1800`; unknown names stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The words of the page: the root loader's (the shell) and every matched
 * route's `messages`, merged. `M` is the catalogue's English type
 * (`import type` from `app/i18n/`: a type only, never its strings).
 */
export function useMessages<M extends object>(): M {
  const matches = useMatches();
  return useMemo(() => {
    const all: Record<string, string> = {};
    for (const match of matches) {
      const messages = (match.loaderData as { messages?: Record<string, string> } | undefined)
        ?.messages;
      if (messages) Object.assign(all, messages);
    }
    return all as M;
  }, [matches]);
}

/** The switch's link: the other language, back to this page (works before JavaScript). */
export function languageSwitchHref(to: Locale, next: string): string {
  return `${LANGUAGE_PATH}?${new URLSearchParams({ to, next })}`;
}

/** Numbers with Indian grouping: 100000 → `1,00,000` (both languages write Latin digits). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale]).format(value);
}

/** A text that reaches the page in English (a spec §8 message), in the page's language when the catalogue has it. */
export function translated(messages: object, text: string): string {
  return (messages as Record<string, string | undefined>)[text] ?? text;
}
