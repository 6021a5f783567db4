import { CLASS_NAMES, QUOTA_NAMES, SORT_OPTIONS, TIME_BUCKETS } from "@safar/contracts/code-tables";
import type { FilterableTrain, FilterFacets } from "@safar/contracts/search-filter-logic";
import { filterFacets } from "@safar/contracts/search-filter-logic";
import {
  appliedFilterCount,
  appliedFilterGroups,
  clearAllFilters,
  clearFilterGroup,
  type FilterChip,
  type FilterGroup,
  filterChips,
  filtersFromSearchParams,
  filtersToSearchParams,
  rupeeLabel,
  type SearchFilters,
  SORT_LABELS,
  TRAIN_TYPE_NAMES,
} from "@safar/contracts/search-filters";
import {
  type ChoiceGroup,
  type FilterGroupData,
  type FilterOption,
  type FilterPanelData,
  formToSearchParams,
  isFilterKey,
  isFormShaped,
  type PriceGroup,
} from "./filter-params.ts";

/**
 * The filter panel's data (spec §2 "Filter and sort sheets", §3 desktop filter
 * fields incl. the applied count, §9 time buckets, sort options, inclusive
 * fare filter), made on the server with the contracts' codec so the browser
 * gets plain labels, counts and links and no Zod. Facets come from
 * `filterFacets` over the unfiltered trains, so options never vanish as
 * filters are applied.
 */

/** The search's own parameters (`quota`, `class`, …): everything that is not a filter key. */
function searchPairs(url: URL): [string, string][] {
  return [...url.searchParams].filter(([k]) => !isFilterKey(k));
}

/** The results page with the given filters, the search's own parameters kept. */
export function filtersHref(url: URL, filters: SearchFilters): string {
  const params = new URLSearchParams(searchPairs(url));
  for (const [k, v] of filtersToSearchParams(filters)) params.set(k, v);
  return `${url.pathname}${params.size ? `?${params}` : ""}`;
}

/** The filters in a results URL; the search's own `quota` is not a filter (only `q` is). */
export function filtersOfUrl(url: URL): SearchFilters {
  const params = new URLSearchParams(url.searchParams);
  params.delete("quota");
  return filtersFromSearchParams(params);
}

/**
 * Where a form-shaped query (the panel submitted without JavaScript:
 * `cls=3A&cls=2A&pmin=500&pmax=`) should go: the same page with the filters
 * in the codec's form; null when the URL is already in that form.
 */
export function canonicalFiltersRedirect(url: URL): string | null {
  if (!isFormShaped(url.searchParams)) return null;
  const reshaped = new URL(url);
  reshaped.search = formToSearchParams(url.searchParams).toString();
  return filtersHref(reshaped, filtersOfUrl(reshaped));
}

/** Clears the one field a chip stands for. */
function clearField(filters: SearchFilters, key: keyof SearchFilters): SearchFilters {
  const next: SearchFilters = { ...filters };
  switch (key) {
    case "sort":
      next.sort = "recommended";
      break;
    case "quota":
    case "departureWindow":
    case "arrivalWindow":
      delete next[key];
      break;
    case "price":
      next.price = {};
      break;
    case "availability":
      next.availability = "any";
      break;
    default:
      next[key] = [];
  }
  return next;
}

function hhmm(hour: number): string {
  return `${String(hour % 24 === 0 && hour > 0 ? 24 : hour).padStart(2, "0")}:00`;
}

/**
 * The panel's groups, chips and links for the trains of one search; or, for a
 * search with connections only, for its connections (`over`: the API's
 * facets and count, what the counts are of).
 */
export function filterPanel(
  url: URL,
  filters: SearchFilters,
  trains: readonly FilterableTrain[],
  shown: number,
  over?: { facets: FilterFacets; total: number; noun: FilterPanelData["noun"] },
  /** The page's words (`faresRange`); English when absent. */
  words?: Readonly<Record<string, string>>,
  /** An applied filter's chip in the page's language (the English label when absent). */
  chipLabel?: (
    chip: FilterChip & { english: string },
    stationNames: Readonly<Record<string, string>>,
  ) => string,
): FilterPanelData {
  const facets: FilterFacets = over?.facets ?? filterFacets(trains);
  const applied = new Set<FilterGroup>(appliedFilterGroups(filters));
  const href = (f: SearchFilters) => filtersHref(url, f);
  const clearGroup = (g: FilterGroup) => href(clearFilterGroup(filters, g));
  const option = (
    value: string,
    label: string,
    count: number | null,
    checked: boolean,
  ): FilterOption => ({ value, label, count, checked });
  const checkboxes = (
    id: string,
    legend: string,
    name: string,
    on: boolean,
    clearHref: string,
    options: FilterOption[],
  ): ChoiceGroup => ({ kind: "checkbox", id, legend, name, applied: on, clearHref, options });

  const sortParam = (s: (typeof SORT_OPTIONS)[number]) =>
    filtersToSearchParams({ sort: s }).get("sort") ?? "";
  const sort: ChoiceGroup = {
    kind: "radio",
    id: "sort",
    legend: "Sort by",
    name: "sort",
    applied: filters.sort !== "recommended",
    clearHref: href({ ...filters, sort: "recommended" }),
    options: SORT_OPTIONS.map((s) =>
      option(sortParam(s), SORT_LABELS[s], null, s === filters.sort),
    ),
  };
  const quota: ChoiceGroup = {
    kind: "radio",
    id: "quota",
    legend: "Quota",
    name: "q",
    applied: applied.has("quota"),
    clearHref: clearGroup("quota"),
    options: [
      option("", "Any quota", null, filters.quota === undefined),
      ...facets.quotas.map((q) =>
        option(q.value, QUOTA_NAMES[q.value], q.count, q.value === filters.quota),
      ),
    ],
  };
  const classes = checkboxes(
    "classes",
    "Class",
    "cls",
    applied.has("classes"),
    clearGroup("classes"),
    facets.classes.map((c) =>
      option(
        c.value,
        `${c.value} · ${CLASS_NAMES[c.value]}`,
        c.count,
        filters.classes.includes(c.value),
      ),
    ),
  );
  const price: PriceGroup = {
    kind: "price",
    id: "price",
    legend: "Price",
    applied: applied.has("price"),
    clearHref: clearGroup("price"),
    min: filters.price.min ?? null,
    max: filters.price.max ?? null,
    floor: facets.price?.min ?? null,
    ceil: facets.price?.max ?? null,
    rangeLabel: facets.price
      ? (words?.faresRange ?? "Fares in these results: {min} – {max}, both ends included.")
          .replace("{min}", rupeeLabel(facets.price.min))
          .replace("{max}", rupeeLabel(facets.price.max))
      : null,
  };
  const buckets = (which: "departure" | "arrival") =>
    checkboxes(
      which,
      which === "departure" ? "Departure time" : "Arrival time",
      which === "departure" ? "dep" : "arr",
      // Applied by buckets or an exact window ("after 6 pm", shown as a chip); Clear drops both.
      applied.has(which),
      clearGroup(which),
      facets[which].map((f) => {
        const b = TIME_BUCKETS.find((x) => x.id === f.value);
        const range = b ? ` · ${hhmm(b.fromHour)}–${hhmm(b.toHour)}` : "";
        return option(
          f.value,
          `${b?.name ?? f.value}${range}`,
          f.count,
          filters[which].includes(f.value),
        );
      }),
    );
  const stations = (which: "boarding" | "alighting") =>
    checkboxes(
      which,
      which === "boarding" ? "Boarding stations" : "Alighting stations",
      which === "boarding" ? "bs" : "as",
      filters[which].length > 0,
      href({ ...filters, [which]: [] }),
      facets[which].map((s) =>
        option(
          s.value,
          s.name ? `${s.name} (${s.value})` : s.value,
          s.count,
          filters[which].includes(s.value),
        ),
      ),
    );
  const trainTypes = checkboxes(
    "train-types",
    "Train type",
    "tt",
    applied.has("trainTypes"),
    clearGroup("trainTypes"),
    facets.trainTypes.map((t) =>
      option(
        t.value,
        TRAIN_TYPE_NAMES[t.value as keyof typeof TRAIN_TYPE_NAMES] ?? t.value,
        t.count,
        (filters.trainTypes as readonly string[]).includes(t.value),
      ),
    ),
  );
  const availability: ChoiceGroup = {
    kind: "radio",
    id: "availability",
    legend: "Availability",
    name: "av",
    applied: applied.has("availability"),
    clearHref: clearGroup("availability"),
    options: [
      option("", "Any availability", null, filters.availability === "any"),
      option("avl", "Available seats only", null, filters.availability === "available"),
      option("rac", "Available or RAC", null, filters.availability === "available_or_rac"),
    ],
  };
  const groups: FilterGroupData[] = [
    sort,
    quota,
    classes,
    price,
    buckets("departure"),
    buckets("arrival"),
    stations("boarding"),
    stations("alighting"),
    trainTypes,
    availability,
  ];

  const names: Record<string, string> = {};
  for (const s of [...facets.boarding, ...facets.alighting]) if (s.name) names[s.value] = s.name;
  const chips = filterChips(filters, names).map((c) => ({
    label: chipLabel ? chipLabel({ ...c, english: c.label }, names) : c.label,
    href: href(clearField(filters, c.key)),
  }));
  const windows = filtersToSearchParams(filters);
  const hidden: [string, string][] = [
    ...searchPairs(url),
    ...(["dw", "aw"] as const).flatMap((k): [string, string][] => {
      const v = windows.get(k);
      return v ? [[k, v]] : [];
    }),
  ];
  return {
    action: url.pathname,
    hidden,
    appliedCount: appliedFilterCount(filters),
    shown,
    total: over?.total ?? trains.length,
    ...(over ? { noun: over.noun } : {}),
    clearAllHref: href(clearAllFilters(filters)),
    groups,
    chips,
    stations: Object.entries(names)
      .slice(0, 100)
      .map(([code, name]) => `${code}|${name}`),
  };
}
