import type { Locale } from "@safar/contracts/locale";
import { HI_MONTHS } from "@safar/domain/hindi-dates";
import { MONTH_NAMES } from "@safar/domain/ist";
import { ANSWERS } from "../i18n/answers.ts";
import { translatedTemplate } from "./i18n-template.ts";

/**
 * An answer of the API that a screen shows as it comes (a reminder asked
 * for, a refusal), in the page's language (ADR 028): English exactly as
 * sent; Hindi from `i18n/answers.ts`, its word or template, with the dates
 * in it (`28 Nov`, `3 Dec 2026`) in Hindi month names. A text the catalogue
 * lacks stays English. Server only: actions and loaders call it.
 */
export function answerIn(locale: Locale, text: string): string {
  if (locale === "en") return text;
  return translatedTemplate(ANSWERS[locale], text).replace(
    /\b(\d{1,2}) ([A-Z][a-z]{2})\b/g,
    (whole, day: string, month: string) => {
      const i = (MONTH_NAMES as readonly string[]).indexOf(month);
      return i < 0 ? whole : `${day} ${HI_MONTHS[i]}`;
    },
  );
}

/** {@link answerIn} for an answer that may be absent. */
export function answerOrNull(locale: Locale, text: string | null): string | null {
  return text === null ? null : answerIn(locale, text);
}
