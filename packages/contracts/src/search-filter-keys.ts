/**
 * The URL keys of the search filters, in the order the codec writes them
 * (`filtersToSearchParams` in `search-filters.ts`). A module of its own, with
 * no imports, so client code can use the keys without the codec's Zod.
 */
export const FILTER_PARAM_KEYS = [
  "sort",
  "q",
  "cls",
  "p",
  "dep",
  "arr",
  "dw",
  "aw",
  "bs",
  "as",
  "tt",
  "av",
] as const;
