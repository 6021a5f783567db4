import { describe, expect, it } from "vitest";
import { filterPanel, filtersOfUrl } from "../features/results/filter-panel.server.ts";
import { HOME } from "./home.ts";
import { LIVE } from "./live-status.ts";
import { PNR } from "./pnr.ts";
import { RESULTS } from "./results.ts";
import { SEARCH } from "./search.ts";

/** The search side's catalogues (home, results) and the information screens' (ADR 028). */
const CATALOGUES = { SEARCH, HOME, RESULTS, PNR, LIVE };
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the search and information catalogues", () => {
  it.each(Object.entries(CATALOGUES))("%s: the Hindi has exactly the English's keys", (_, c) => {
    expect(Object.keys(c.hi).sort()).toEqual(Object.keys(c.en).sort());
  });

  it.each(Object.entries(CATALOGUES))("%s: every Hindi entry is filled in", (name, c) => {
    for (const [key, en] of Object.entries(c.en)) {
      const hi = (c.hi as Record<string, string>)[key] ?? "";
      expect(placeholders(hi), `${name}.${key}`).toEqual(placeholders(en));
      // Words (not only codes and placeholders) are in Devanagari.
      if (/[a-z]{3,}/.test(en.replace(/\{\w+\}/g, ""))) {
        expect(hi, `${name}.${key}`).toMatch(DEVANAGARI);
      }
    }
  });

  it.each(Object.entries(CATALOGUES))(
    "%s: an entry keyed by its English is that English",
    (_, c) => {
      for (const [key, en] of Object.entries(c.en)) {
        if (!key.includes("_") && (/\s/.test(key) || /^[A-Z]/.test(key))) expect(en, key).toBe(key);
      }
    },
  );

  it("RESULTS: every heading of the filter panel has its Hindi word", () => {
    const url = new URL(
      "http://localhost/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261127",
    );
    const panel = filterPanel(url, filtersOfUrl(url), [], 0);
    const hi = RESULTS.hi as Record<string, string>;
    const missing = panel.groups.map((g) => g.legend).filter((legend) => !(legend in hi));
    expect(missing).toEqual([]);
  });
});
