/**
 * The filter panel's form and its URL (spec §2 "Filter and sort sheets", §3
 * desktop filter fields), for client code. The codec in
 * `@safar/contracts/search-filters` (`filtersToSearchParams`,
 * `filtersFromSearchParams`) brings Zod into the first load; this file is
 * Zod-free and only reshapes what a form gives into the codec's keys:
 *
 * - a plain GET form sends one pair per ticked box (`cls=3A&cls=2A`) and the
 *   price as two fields (`pmin`, `pmax`); the codec wants one comma-separated
 *   value per key (`cls=3A,2A`) and the price as `p=min-max`;
 * - keys keep the codec's order (`FILTER_PARAM_KEYS`, shared with the codec)
 *   after the search's own parameters (`quota`, `class`, …);
 * - empty values and the default sort (`rec`) are left out; station codes are
 *   sorted, as the codec does.
 *
 * The server reads the result with the codec, which validates everything, and
 * redirects a form-shaped query (no JavaScript) to its canonical form.
 */
import { FILTER_PARAM_KEYS } from "@safar/contracts/search-filter-keys";

/** The price fields of the form (whole rupees, both ends inclusive). */
export const PRICE_MIN_FIELD = "pmin";
export const PRICE_MAX_FIELD = "pmax";

const FORM_ONLY_KEYS: readonly string[] = [PRICE_MIN_FIELD, PRICE_MAX_FIELD];
const FILTER_KEY_SET: ReadonlySet<string> = new Set<string>(FILTER_PARAM_KEYS);
const SORTED_KEYS: ReadonlySet<string> = new Set(["bs", "as"]);

/** Whether a query key is one of the filters' (or the form's price fields). */
export function isFilterKey(key: string): boolean {
  return FILTER_KEY_SET.has(key) || FORM_ONLY_KEYS.includes(key);
}

const digits = (text: string) => text.replace(/[^\d]/g, "").slice(0, 7);

/**
 * A form's pairs (or a URL's) in the codec's shape: the search's own
 * parameters first, in their order, then the filter keys in codec order with
 * their values joined by commas.
 */
export function formToSearchParams(pairs: Iterable<[string, string]>): URLSearchParams {
  const entries = [...pairs];
  const out = new URLSearchParams();
  const seen = new Set<string>();
  for (const [k, v] of entries) {
    if (isFilterKey(k)) continue;
    // The search's own parameters are single-valued; keep the first.
    if (seen.has(k)) continue;
    seen.add(k);
    out.append(k, v);
  }
  const values = (key: string) =>
    entries
      .filter(([k]) => k === key)
      .flatMap(([, v]) => v.split(","))
      .map((v) => v.trim())
      .filter((v) => v !== "");
  for (const key of FILTER_PARAM_KEYS) {
    if (key === "p") {
      const min = digits(entries.find(([k]) => k === PRICE_MIN_FIELD)?.[1] ?? "");
      const max = digits(entries.find(([k]) => k === PRICE_MAX_FIELD)?.[1] ?? "");
      if (min || max) out.set("p", `${min}-${max}`);
      else {
        const p = entries.find(([k]) => k === "p")?.[1]?.trim();
        if (p && p !== "-") out.set("p", p);
      }
      continue;
    }
    if (key === "dw" || key === "aw") {
      const w = entries.find(([k]) => k === key)?.[1]?.trim();
      if (w) out.set(key, w);
      continue;
    }
    let list = [...new Set(values(key))];
    if (key === "sort" || key === "q" || key === "av") list = list.slice(0, 1);
    if (key === "sort" && list[0] === "rec") continue;
    if (SORTED_KEYS.has(key)) list.sort();
    if (list.length) out.set(key, list.join(","));
  }
  return out;
}

/**
 * Whether a query is in a form's shape rather than the codec's: price fields,
 * a filter key given twice, or a filter key with an empty value. Such a query
 * comes from the panel submitted without JavaScript.
 */
export function isFormShaped(params: URLSearchParams): boolean {
  const counts = new Map<string, number>();
  for (const [k, v] of params) {
    if (FORM_ONLY_KEYS.includes(k)) return true;
    if (!FILTER_KEY_SET.has(k)) continue;
    if (v.trim() === "") return true;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.values()].some((n) => n > 1);
}

// ── What the server gives the panel (plain data, no Zod) ─────────────────────

export interface FilterOption {
  /** The value sent under the group's field name. */
  value: string;
  label: string;
  /** Trains offering it, over the unfiltered list; null when not counted. */
  count: number | null;
  checked: boolean;
}

interface GroupBase {
  /** A stable id (also the DOM id suffix). */
  id: string;
  legend: string;
  /** The group narrows the results now. */
  applied: boolean;
  /** The same page with this group cleared. */
  clearHref: string;
}

export interface ChoiceGroup extends GroupBase {
  kind: "radio" | "checkbox";
  /** The form field (a codec key). */
  name: string;
  options: FilterOption[];
}

export interface PriceGroup extends GroupBase {
  kind: "price";
  /** The applied ends in whole rupees. */
  min: number | null;
  max: number | null;
  /** The cheapest and dearest known fare in the results, whole rupees. */
  floor: number | null;
  ceil: number | null;
  /** "Fares in these results: ₹455 – ₹4,210", or null when no fare is known. */
  rangeLabel: string | null;
}

export type FilterGroupData = ChoiceGroup | PriceGroup;

interface AppliedChip {
  label: string;
  /** The same page without this filter. */
  href: string;
}

export interface FilterPanelData {
  /** The results path (the form's action). */
  action: string;
  /** Pairs the form sends unchanged: the search's own parameters and the exact time windows. */
  hidden: [string, string][];
  /** Applied filter groups (sort excluded): "Sort & filter (3)". */
  appliedCount: number;
  shown: number;
  total: number;
  /** What the counts count: trains (the default), or connections on a search with connections only. */
  noun?: { one: string; many: string };
  /** The same page with every filter cleared, the sort kept. */
  clearAllHref: string;
  /** Sort first, then the filter groups in the sheet's order. */
  groups: FilterGroupData[];
  chips: AppliedChip[];
  /** Stations of the results, for the smart filter (`CODE|Name`). */
  stations: string[];
}

/** The form state the panel holds: values per field. */
export type FormValues = Record<string, string[]>;

/** The state the server's data describes. */
export function initialValues(panel: Pick<FilterPanelData, "groups">): FormValues {
  const values: FormValues = {};
  for (const g of panel.groups) {
    if (g.kind === "price") {
      values[PRICE_MIN_FIELD] = g.min === null ? [] : [String(g.min)];
      values[PRICE_MAX_FIELD] = g.max === null ? [] : [String(g.max)];
    } else {
      values[g.name] = g.options.filter((o) => o.checked).map((o) => o.value);
    }
  }
  return values;
}

/** The URL query for a form state, in the codec's shape. */
export function valuesToSearch(
  panel: Pick<FilterPanelData, "groups" | "hidden">,
  values: FormValues,
): URLSearchParams {
  const pairs: [string, string][] = [...panel.hidden];
  for (const g of panel.groups) {
    if (g.kind === "price") {
      for (const field of [PRICE_MIN_FIELD, PRICE_MAX_FIELD]) {
        for (const v of values[field] ?? []) pairs.push([field, v]);
      }
    } else {
      // Option order is the codec's canonical order (code tables).
      const chosen = values[g.name] ?? [];
      for (const o of g.options) if (chosen.includes(o.value)) pairs.push([g.name, o.value]);
    }
  }
  return formToSearchParams(pairs);
}

/** The route action's answer to a smart-filter prompt (spec §4 smart filter states). */
export interface SmartFilterAnswer {
  intent: "smart-filter";
  /** As typed, kept in the box. */
  prompt: string;
  understood: boolean;
  /** The parser's chips (labels). */
  chips: string[];
  /** The results URL with the understood filters merged in; null when nothing was understood. */
  href: string | null;
  /** The fallback message when nothing was understood. */
  message: string | null;
  /** A generic error (the call failed). */
  error: string | null;
}
