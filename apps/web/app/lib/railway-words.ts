import type { Locale } from "@safar/contracts/locale";
import { datesIn } from "./dates.ts";
import { translatedTemplate } from "./i18n-template.ts";

/**
 * A text the railway or the API sent in English (a TDR's state, a note on
 * the railway's decision), in the page's language: its catalogue entry or
 * template (`i18n/railway.ts`), the dates in it with Hindi month names; a
 * text the catalogue lacks stays English (ADR 028).
 */
export function railwayWords(messages: object, text: string, locale: Locale): string {
  return locale === "en" ? text : datesIn(translatedTemplate(messages, text), locale);
}

/** A paragraph of such sentences (a trip's state), each said by {@link railwayWords}. */
export function sentencesIn(messages: object, text: string, locale: Locale): string {
  if (locale === "en") return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => railwayWords(messages, sentence, locale))
    .join(" ");
}
