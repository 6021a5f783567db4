import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLASS_CODES, QUOTA_CODES, SORT_OPTIONS, TIME_BUCKETS } from "./code-tables.ts";
import { FILTER_PARAM_KEYS } from "./search-filter-keys.ts";
import {
  AC_CLASSES,
  appliedFilterCount,
  appliedFilterGroups,
  clearAllFilters,
  clearFilterGroup,
  clockLabel,
  DEFAULT_FILTERS,
  FILTER_GROUPS,
  FILTER_TRAIN_TYPE_IDS,
  type FilterGroup,
  filterChips,
  filtersFromSearchParams,
  filtersToSearchParams,
  mergeFilters,
  NON_AC_CLASSES,
  normalizeFilters,
  PartialSearchFiltersSchema,
  rupeeLabel,
  type SearchFilters,
  type SearchFiltersInput,
  SearchFiltersSchema,
} from "./search-filters.ts";

const f = (input: SearchFiltersInput = {}): SearchFilters => normalizeFilters(input);

describe("SearchFiltersSchema", () => {
  it("fills every default: recommended sort, no quota, empty groups, any availability", () => {
    expect(f()).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.sort).toBe("recommended");
    expect(DEFAULT_FILTERS.quota).toBeUndefined();
    expect(DEFAULT_FILTERS.availability).toBe("any");
  });

  it("accepts exactly the seven sort options of spec §9", () => {
    for (const sort of SORT_OPTIONS) expect(f({ sort }).sort).toBe(sort);
    expect(SORT_OPTIONS).toHaveLength(7);
    expect(SearchFiltersSchema.safeParse({ sort: "fareInAscending" }).success).toBe(false);
  });

  it("deduplicates lists and puts them in canonical order", () => {
    const out = f({
      classes: ["SL", "3A", "SL", "1A"],
      departure: ["evening", "early_morning", "evening"],
      boarding: ["NZM", "NDLS", "NZM"],
      trainTypes: ["tejas", "rajdhani"],
    });
    expect(out.classes).toEqual(["1A", "3A", "SL"]);
    expect(out.departure).toEqual(["early_morning", "evening"]);
    expect(out.boarding).toEqual(["NDLS", "NZM"]);
    expect(out.trainTypes).toEqual(["rajdhani", "tejas"]);
  });

  it.each([
    ["a price range whose minimum is above its maximum", { price: { min: 2000, max: 500 } }],
    ["a negative price", { price: { min: -1 } }],
    ["a fractional price", { price: { max: 10.5 } }],
    ["an empty time window", { departureWindow: {} }],
    ["a window that starts and ends at the same minute", { arrivalWindow: { from: 60, to: 60 } }],
    ["a window past the end of the day", { departureWindow: { from: 1441 } }],
    ["a lower-case station code", { boarding: ["ndls"] }],
    ["an unknown class", { classes: ["XX"] }],
    ["an unknown train type", { trainTypes: ["bullet"] }],
    ["an unknown availability", { availability: "maybe" }],
  ])("refuses %s", (_name, input) => {
    expect(SearchFiltersSchema.safeParse(input).success).toBe(false);
  });

  it("accepts an equal minimum and maximum price, and a window that wraps past midnight", () => {
    expect(f({ price: { min: 800, max: 800 } }).price).toEqual({ min: 800, max: 800 });
    expect(f({ departureWindow: { from: 1320, to: 240 } }).departureWindow).toEqual({
      from: 1320,
      to: 240,
    });
  });
});

describe("AC and non-AC classes", () => {
  it("split the class table in two without overlap", () => {
    expect([...AC_CLASSES, ...NON_AC_CLASSES].sort()).toEqual([...CLASS_CODES].sort());
  });
});

describe("applied filter count", () => {
  it.each<[string, SearchFiltersInput, number]>([
    ["nothing", {}, 0],
    ["only a sort (sort never counts)", { sort: "durationInAscending" }, 0],
    ["a quota", { quota: "TQ" }, 1],
    ["three classes (one group)", { classes: ["1A", "2A", "3A"] }, 1],
    ["a price maximum", { price: { max: 2000 } }, 1],
    [
      "departure buckets and a departure window (one group)",
      {
        departure: ["morning"],
        departureWindow: { from: 420 },
      },
      1,
    ],
    ["an arrival window alone", { arrivalWindow: { to: 480 } }, 1],
    ["boarding and alighting stations (one group)", { boarding: ["NDLS"], alighting: ["BCT"] }, 1],
    ["train types", { trainTypes: ["rajdhani"] }, 1],
    ["confirmed seats", { availability: "available" }, 1],
    [
      "every group",
      {
        quota: "SS",
        classes: ["SL"],
        price: { min: 100 },
        departure: ["evening"],
        arrival: ["morning"],
        alighting: ["BCT"],
        trainTypes: ["duronto"],
        availability: "available_or_rac",
      },
      8,
    ],
  ])("%s → %i", (_name, input, count) => {
    expect(appliedFilterCount(f(input))).toBe(count);
  });

  it("clearing a group removes exactly that group and keeps the sort", () => {
    const all = f({
      sort: "availability",
      quota: "SS",
      classes: ["SL"],
      price: { min: 100 },
      departure: ["evening"],
      departureWindow: { from: 1080 },
      arrival: ["morning"],
      arrivalWindow: { to: 480 },
      boarding: ["NDLS"],
      alighting: ["BCT"],
      trainTypes: ["duronto"],
      availability: "available",
    });
    for (const group of FILTER_GROUPS) {
      const cleared = clearFilterGroup(all, group);
      expect(appliedFilterGroups(cleared)).toEqual(
        FILTER_GROUPS.filter((g: FilterGroup) => g !== group),
      );
      expect(cleared.sort).toBe("availability");
    }
    expect(clearAllFilters(all)).toEqual({ ...DEFAULT_FILTERS, sort: "availability" });
  });

  it("merges a partial set over current filters field by field", () => {
    const current = f({ classes: ["SL"], quota: "TQ", sort: "durationInAscending" });
    const merged = mergeFilters(current, { classes: ["2A", "1A"], price: { max: 3000 } });
    expect(merged).toEqual(
      f({ classes: ["1A", "2A"], quota: "TQ", sort: "durationInAscending", price: { max: 3000 } }),
    );
  });
});

describe("URL codec", () => {
  it("writes short stable keys, defaults left out", () => {
    const params = filtersToSearchParams({
      sort: "departureInAscending",
      classes: ["2A", "3A"],
      quota: "GN",
      price: { min: 500, max: 2000 },
      departure: ["evening", "morning"],
      trainTypes: ["rajdhani"],
    });
    expect(params.toString()).toBe(
      "sort=dep_asc&q=GN&cls=2A%2C3A&p=500-2000&dep=morning%2Cevening&tt=rajdhani",
    );
    expect(filtersToSearchParams({}).toString()).toBe("");
  });

  it("writes windows as HHMM-HHMM, stations, and availability", () => {
    const params = filtersToSearchParams({
      departureWindow: { from: 1080 },
      arrivalWindow: { from: 1320, to: 240 },
      boarding: ["NZM", "NDLS"],
      alighting: ["BCT"],
      availability: "available_or_rac",
      price: { max: 1500 },
    });
    expect(Object.fromEntries(params)).toEqual({
      p: "-1500",
      dw: "1800-",
      aw: "2200-0400",
      bs: "NDLS,NZM",
      as: "BCT",
      av: "rac",
    });
  });

  it("reads the example URL of the issue", () => {
    expect(
      filtersFromSearchParams(
        "sort=dep_asc&cls=3A,2A&q=GN&p=500-2000&dep=morning,evening&tt=rajdhani",
      ),
    ).toEqual(
      f({
        sort: "departureInAscending",
        classes: ["2A", "3A"],
        quota: "GN",
        price: { min: 500, max: 2000 },
        departure: ["morning", "evening"],
        trainTypes: ["rajdhani"],
      }),
    );
  });

  it.each<[string, string, SearchFiltersInput]>([
    ["an unknown sort", "sort=cheapest", {}],
    ["the sort's long name", "sort=arrivalInDescending", { sort: "arrivalInDescending" }],
    ["unknown classes among known ones", "cls=3A,ZZ,,sl", { classes: ["3A", "SL"] }],
    ["an unknown quota", "q=XX", {}],
    ["the search route's quota parameter", "quota=TQ", { quota: "TQ" }],
    ["q before quota", "q=LD&quota=TQ", { quota: "LD" }],
    ["a price that is not a range", "p=cheap", {}],
    ["a price with letters", "p=5a0-100", {}],
    ["a reversed price range (swapped)", "p=2000-500", { price: { min: 500, max: 2000 } }],
    ["an open price range", "p=700-", { price: { min: 700 } }],
    ["a price of several dashes", "p=1-2-3", {}],
    ["unknown buckets", "dep=noonish,evening", { departure: ["evening"] }],
    ["a window with a bad minute", "dw=1870-", {}],
    ["a window ending at 2400", "aw=2000-2400", { arrivalWindow: { from: 1200, to: 1440 } }],
    ["an empty window", "dw=-", {}],
    ["a window of one minute both ends", "dw=0600-0600", {}],
    ["station codes in lower case (upper-cased)", "bs=ndls,1xx", { boarding: ["NDLS"] }],
    ["unknown train types", "tt=bullet,Tejas", { trainTypes: ["tejas"] }],
    ["an unknown availability", "av=maybe", {}],
    ["unknown keys", "foo=bar&utm_source=x", {}],
    ["a malformed percent escape", "cls=%E0%A4%A&p=%", {}],
  ])("ignores junk: %s", (_name, query, expected) => {
    expect(filtersFromSearchParams(query)).toEqual(f(expected));
  });

  it("reads a plain object and URLSearchParams alike", () => {
    expect(filtersFromSearchParams({ cls: "SL", av: "avl", other: undefined })).toEqual(
      f({ classes: ["SL"], availability: "available" }),
    );
    expect(filtersFromSearchParams(new URLSearchParams("tt=duronto"))).toEqual(
      f({ trainTypes: ["duronto"] }),
    );
  });

  const minute = fc.integer({ min: 0, max: 1440 });
  const windowArb = fc
    .record({
      from: fc.option(minute, { nil: undefined }),
      to: fc.option(minute, { nil: undefined }),
    })
    .filter((w) => (w.from !== undefined || w.to !== undefined) && w.from !== w.to)
    .map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)));
  const amount = fc.integer({ min: 0, max: 1_000_000 });
  const priceArb = fc
    .record({
      min: fc.option(amount, { nil: undefined }),
      max: fc.option(amount, { nil: undefined }),
    })
    .map((p) => {
      const out: { min?: number; max?: number } = {};
      if (p.min !== undefined && p.max !== undefined) {
        out.min = Math.min(p.min, p.max);
        out.max = Math.max(p.min, p.max);
      } else {
        if (p.min !== undefined) out.min = p.min;
        if (p.max !== undefined) out.max = p.max;
      }
      return out;
    });
  const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,5}$/);
  const buckets = TIME_BUCKETS.map((b) => b.id);
  const filtersArb = fc.record(
    {
      sort: fc.constantFrom(...SORT_OPTIONS),
      quota: fc.constantFrom(...QUOTA_CODES),
      classes: fc.array(fc.constantFrom(...CLASS_CODES), { maxLength: 6 }),
      price: priceArb,
      departure: fc.array(fc.constantFrom(...buckets), { maxLength: 4 }),
      arrival: fc.array(fc.constantFrom(...buckets), { maxLength: 4 }),
      departureWindow: windowArb,
      arrivalWindow: windowArb,
      boarding: fc.array(code, { maxLength: 4 }),
      alighting: fc.array(code, { maxLength: 4 }),
      trainTypes: fc.array(fc.constantFrom(...FILTER_TRAIN_TYPE_IDS), { maxLength: 4 }),
      availability: fc.constantFrom("any", "available", "available_or_rac"),
    },
    { requiredKeys: [] },
  );

  it("round-trips any valid filters through the URL", () => {
    fc.assert(
      fc.property(filtersArb, (input) => {
        const filters = f(input as SearchFiltersInput);
        const url = filtersToSearchParams(filters).toString();
        expect(filtersFromSearchParams(url)).toEqual(filters);
        // Equal filters give the same URL.
        expect(filtersToSearchParams(filtersFromSearchParams(url)).toString()).toBe(url);
        // Only the shared keys, in their order (the filter panel builds URLs from that list).
        const keys = [...new URLSearchParams(url).keys()];
        const order = keys.map((k) => (FILTER_PARAM_KEYS as readonly string[]).indexOf(k));
        expect(order.every((i) => i >= 0)).toBe(true);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
      { numRuns: 500 },
    );
  });

  it("never throws and always gives schema-valid filters for any query string", () => {
    const key = fc.constantFrom(
      "sort",
      "q",
      "quota",
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
      "x",
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.string({ maxLength: 30 })), { maxLength: 12 }),
        fc.string({ maxLength: 200 }),
        (pairs, raw) => {
          const query = pairs.map(([k, v]) => `${k}=${v}`).join("&");
          for (const q of [query, raw]) {
            const out = filtersFromSearchParams(q);
            expect(SearchFiltersSchema.safeParse(out).success).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("chips", () => {
  it.each<[string, Parameters<typeof filterChips>[0], string[]]>([
    ["AC classes", { classes: [...AC_CLASSES] }, ["AC classes"]],
    ["non-AC classes", { classes: [...NON_AC_CLASSES] }, ["Non-AC classes"]],
    ["named classes", { classes: ["3A", "SL"] }, ["AC 3 Tier, Sleeper Class"]],
    ["a maximum price", { price: { max: 2000 } }, ["Under ₹2,000"]],
    ["a minimum price", { price: { min: 150000 } }, ["Above ₹1,50,000"]],
    ["a price range", { price: { min: 500, max: 2000 } }, ["₹500 – ₹2,000"]],
    ["a departure window start", { departureWindow: { from: 1080 } }, ["Departs after 6:00 PM"]],
    ["an arrival window end", { arrivalWindow: { to: 480 } }, ["Arrives before 8:00 AM"]],
    ["an arrival 'by' end", { arrivalWindow: { to: 481 } }, ["Arrives by 8:00 AM"]],
    [
      "a wrapping window",
      { departureWindow: { from: 1320, to: 240 } },
      ["Departs 10:00 PM – 4:00 AM"],
    ],
    ["one bucket", { departure: ["morning"] }, ["Departs in the morning"]],
    [
      "two buckets",
      { arrival: ["early_morning", "morning"] },
      ["Arrives early morning or morning"],
    ],
    ["a quota", { quota: "TQ" }, ["Tatkal quota"]],
    ["a sort", { sort: "durationInAscending" }, ["Fastest first"]],
    ["the default sort (no chip)", { sort: "recommended" }, []],
    ["train types", { trainTypes: ["vande-bharat", "garib-rath"] }, ["Vande Bharat, Garib Rath"]],
    ["confirmed seats", { availability: "available" }, ["Confirmed seats only"]],
    ["confirmed or RAC", { availability: "available_or_rac" }, ["Confirmed or RAC seats"]],
    ["any availability (no chip)", { availability: "any" }, []],
  ])("%s", (_name, filters, labels) => {
    expect(PartialSearchFiltersSchema.safeParse(filters).success).toBe(true);
    expect(filterChips(filters).map((c) => c.label)).toEqual(labels);
  });

  it("names stations when their names are known", () => {
    expect(
      filterChips(
        { boarding: ["NDLS"], alighting: ["BCT", "XYZ"] },
        { NDLS: "New Delhi", BCT: "Mumbai Central" },
      ),
    ).toEqual([
      { key: "boarding", label: "Boarding at New Delhi (NDLS)" },
      { key: "alighting", label: "Getting off at Mumbai Central (BCT) or XYZ" },
    ]);
  });

  it("shows the default sort when asked to", () => {
    expect(filterChips({ sort: "recommended" }, {}, { includeDefaultSort: true })).toEqual([
      { key: "sort", label: "Recommended" },
    ]);
  });

  it("formats clock times and rupees", () => {
    expect([0, 59, 720, 765, 1080, 1439, 1440].map(clockLabel)).toEqual([
      "12:00 AM",
      "12:59 AM",
      "12:00 PM",
      "12:45 PM",
      "6:00 PM",
      "11:59 PM",
      "12:00 AM",
    ]);
    expect(rupeeLabel(100000)).toBe("₹1,00,000");
  });
});
