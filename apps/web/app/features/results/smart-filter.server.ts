import type { Locale } from "@safar/contracts/locale";
import { STATION_CODE } from "@safar/contracts/route-params";
import { mergeFilters } from "@safar/contracts/search-filters";
import { SMART_FILTER_PROMPT_MAX, type SmartFilterRequest } from "@safar/contracts/smart-filter";
import { PLUGIN_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import type { ApiClient } from "#server-context";
import { answerIn } from "../../lib/answers.server.ts";
import { call } from "../../lib/api.server.ts";
import { hindiChipLabel } from "./filter-chips-hi.server.ts";
import { filtersHref, filtersOfUrl } from "./filter-panel.server.ts";
import type { SmartFilterAnswer } from "./filter-params.ts";

/**
 * The smart filter's server half (spec §2 "a natural-language prompt turned
 * into filters and chips, with the fallback message when nothing is
 * understood"; §4 states fetching, success, error; §7 POST
 * /plugins/smart-filter). The results route's action calls it with the
 * posted prompt: it asks the API's parser with the search fields and the
 * stations of the results, merges the answer over the filters in the page's
 * URL (`mergeFilters`), and gives the results URL to go to, so the outcome
 * is a shareable link.
 */

const SMART_FILTER_ERROR = "Sorry, something went wrong please try again.";

export interface SmartFilterInput {
  /** The results page URL the form was posted from (its filters are the base). */
  url: URL;
  prompt: string;
  from: string;
  to: string;
  /** `YYYY-MM-DD` */
  date: string;
  quota?: string | undefined;
  /** `CODE|Name` pairs from the form. */
  stations: string[];
  /** The page's language: the chips and refusals are said in it (English as the API words them). */
  locale?: Locale;
}

function stationsOf(pairs: string[]): { code: string; name: string }[] {
  const out = new Map<string, string>();
  for (const pair of pairs.slice(0, 100)) {
    const at = pair.indexOf("|");
    if (at < 0) continue;
    const code = pair.slice(0, at).trim().toUpperCase();
    const name = pair.slice(at + 1).trim();
    if (STATION_CODE.test(code) && name.length > 0 && name.length <= 80) out.set(code, name);
  }
  return [...out].map(([code, name]) => ({ code, name }));
}

export async function runSmartFilter(
  api: ApiClient,
  input: SmartFilterInput,
): Promise<SmartFilterAnswer> {
  const prompt = input.prompt.trim().slice(0, SMART_FILTER_PROMPT_MAX);
  const base = { intent: "smart-filter" as const, prompt: input.prompt };
  const locale = input.locale ?? "en";
  if (!prompt) {
    return {
      ...base,
      understood: false,
      chips: [],
      href: null,
      message: null,
      error: answerIn(locale, "Type what you are looking for."),
    };
  }
  const body: SmartFilterRequest = {
    prompt,
    from: input.from,
    to: input.to,
    date: input.date,
    ...(input.quota ? { quota: input.quota as SmartFilterRequest["quota"] } : {}),
    stations: stationsOf(input.stations),
  };
  try {
    const parsed = await call(api, PLUGIN_ENDPOINTS.smartFilter, { body });
    if (!parsed.ok) {
      return {
        ...base,
        understood: false,
        chips: [],
        href: null,
        message: null,
        error: answerIn(locale, SMART_FILTER_ERROR),
      };
    }
    const { data, fallback_message } = parsed.data;
    if (!data.understood) {
      return {
        ...base,
        understood: false,
        chips: [],
        href: null,
        message: fallback_message ?? SMART_FILTER_ERROR,
        error: null,
      };
    }
    const merged = mergeFilters(filtersOfUrl(input.url), data.filters);
    const names = Object.fromEntries((body.stations ?? []).map((s) => [s.code, s.name]));
    return {
      ...base,
      understood: true,
      // What it understood, as the applied filters' chips say it on a Hindi page.
      chips: data.chips.map((c) =>
        locale === "hi" ? hindiChipLabel({ ...c, english: c.label }, data.filters, names) : c.label,
      ),
      href: filtersHref(input.url, merged),
      message: null,
      error: null,
    };
  } catch {
    return {
      ...base,
      understood: false,
      chips: [],
      href: null,
      message: null,
      error: answerIn(locale, SMART_FILTER_ERROR),
    };
  }
}
