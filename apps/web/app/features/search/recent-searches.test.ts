import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addRecentSearch,
  parseRecentSearches,
  type RecentSearch,
  readRecentSearches,
  saveRecentSearch,
  withFutureDates,
} from "./recent-searches.ts";

const st = (code: string) => ({ code, name: `${code} station` });
const search = (from: string, to: string, date = "2026-12-10"): RecentSearch => ({
  source: st(from),
  destination: st(to),
  departureDate: date,
});
const NOW = new Date("2026-12-05T06:30:00Z"); // 12:00 IST on 5 Dec

describe("recent searches (spec §3)", () => {
  it("puts a new search first", () => {
    const list = addRecentSearch([search("NDLS", "HWH")], search("CSMT", "MAO"));
    expect(list.map((r) => r.source.code)).toEqual(["CSMT", "NDLS"]);
  });

  it("de-duplicates the same source/destination pair and moves it to the front with the new date", () => {
    const list = addRecentSearch(
      [search("CSMT", "MAO"), search("NDLS", "HWH", "2026-12-08"), search("SBC", "MAS")],
      search("NDLS", "HWH", "2026-12-20"),
    );
    expect(list.map((r) => `${r.source.code}-${r.destination.code}`)).toEqual([
      "NDLS-HWH",
      "CSMT-MAO",
      "SBC-MAS",
    ]);
    expect(list[0]?.departureDate).toBe("2026-12-20");
  });

  it("keeps the opposite direction as a different search", () => {
    const list = addRecentSearch([search("NDLS", "HWH")], search("HWH", "NDLS"));
    expect(list).toHaveLength(2);
  });

  it("trims to the caller's maximum by dropping the oldest", () => {
    let list: RecentSearch[] = [];
    for (const [a, b] of [
      ["A", "B"],
      ["C", "D"],
      ["E", "F"],
      ["G", "H"],
    ] as const)
      list = addRecentSearch(list, search(a, b), 3);
    expect(list.map((r) => r.source.code)).toEqual(["G", "E", "C"]);
    expect(addRecentSearch(list, search("X", "Y"), 0)).toEqual([]);
  });

  it("moves past dates to tomorrow on read, keeping today and later", () => {
    const list = withFutureDates(
      [
        search("A", "B", "2026-12-01"),
        search("C", "D", "2026-12-05"),
        search("E", "F", "2026-12-09"),
      ],
      NOW,
    );
    expect(list.map((r) => r.departureDate)).toEqual(["2026-12-06", "2026-12-05", "2026-12-09"]);
  });

  it("uses the IST date: just after midnight IST a search for yesterday moves on", () => {
    const justAfterMidnight = new Date("2026-12-05T18:31:00Z"); // 00:01 IST on 6 Dec
    expect(
      withFutureDates([search("A", "B", "2026-12-05")], justAfterMidnight)[0]?.departureDate,
    ).toBe("2026-12-07");
  });

  it("drops malformed stored entries instead of failing", () => {
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(
      parseRecentSearches(
        JSON.stringify([
          search("A", "B"),
          { source: { code: "A" }, destination: st("B"), departureDate: "2026-12-10" },
          { ...search("C", "D"), departureDate: "10-12-2026" },
          null,
        ]),
      ),
    ).toEqual([search("A", "B")]);
  });

  describe("on the device", () => {
    beforeEach(() => {
      vi.stubGlobal("window", {
        localStorage: new MemoryStorage(),
        sessionStorage: new MemoryStorage(),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it("saves and reads back through local storage", () => {
      saveRecentSearch(search("NDLS", "HWH"), NOW);
      saveRecentSearch(search("CSMT", "MAO"), NOW);
      saveRecentSearch(search("NDLS", "HWH", "2026-12-12"), NOW);
      expect(
        readRecentSearches(NOW).map(
          (r) => `${r.source.code}-${r.destination.code} ${r.departureDate}`,
        ),
      ).toEqual(["NDLS-HWH 2026-12-12", "CSMT-MAO 2026-12-10"]);
    });
  });
});
