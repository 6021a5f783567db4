import type { Locale } from "@safar/contracts/locale";
import { openingWhen as when } from "./dates.ts";

/**
 * When something opens, in the page's language: English as `istWhen`
 * ('10:00 tomorrow', '08:00 on 27 Jan'), Hindi as a Hindi sentence says it
 * ('कल 10:00 बजे', 'बुध, 27 जन॰ को 08:00 बजे'). Made in `dates.ts` (the
 * results page's chunks share that module, W3).
 */
export function openingWhen(at: Date, now: Date, locale: Locale): string {
  return when(at, now, locale);
}
