import type { Locale } from "@safar/contracts/locale";
import { SEARCH } from "./search.ts";

/**
 * The railway's class and quota names (`class_3A`, `quota_TQ`) in a
 * language, taken from the search catalogue, for the booking screens'
 * loaders to send with their own words.
 */
export function codeWords(locale: Locale): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(SEARCH[locale]).filter(
      ([key]) => key.startsWith("class_") || key.startsWith("quota_"),
    ),
  );
}
