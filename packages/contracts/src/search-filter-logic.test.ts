import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SORT_OPTIONS } from "./code-tables.ts";
import {
  applyFilters,
  type FilterableClass,
  type FilterableTrain,
  filterAndSort,
  filterFacets,
  inTimeWindow,
  sortTrains,
  timeBucketOf,
  trainAvailabilityKey,
} from "./search-filter-logic.ts";
import { normalizeFilters, type SearchFiltersInput } from "./search-filters.ts";

const DAY = 29_000_000; // an arbitrary IST day, in absolute minutes

function cls(
  partial: Partial<FilterableClass> & Pick<FilterableClass, "classCode">,
): FilterableClass {
  return {
    quota: "GN",
    fare: 100_000,
    statusGroup: "AVL",
    bookable: true,
    count: 10,
    ...partial,
  };
}

function train(
  number: string,
  dep: string,
  arr: string,
  partial: Partial<FilterableTrain> = {},
): FilterableTrain {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const departureMin = toMin(dep);
  let arrivalAbs = DAY + toMin(arr);
  if (toMin(arr) <= departureMin) arrivalAbs += 1440;
  return {
    number,
    name: `Train ${number}`,
    trainType: "mail-express",
    from: "NDLS",
    to: "BCT",
    departureMin,
    arrivalMin: toMin(arr),
    departureAbs: DAY + departureMin,
    arrivalAbs,
    durationMin: arrivalAbs - (DAY + departureMin),
    classes: [cls({ classCode: "SL" })],
    ...partial,
  };
}

const numbers = (trains: readonly FilterableTrain[]) => trains.map((t) => t.number);
const only = (trains: readonly FilterableTrain[], filters: SearchFiltersInput) =>
  numbers(applyFilters(trains, normalizeFilters(filters)));

describe("time buckets (spec §9: 00-06, 06-12, 12-18, 18-24)", () => {
  it.each([
    [0, "early_morning"],
    [359, "early_morning"],
    [360, "morning"],
    [719, "morning"],
    [720, "afternoon"],
    [1079, "afternoon"],
    [1080, "evening"],
    [1439, "evening"],
    [1440, "early_morning"],
  ])("minute %i is %s", (minute, bucket) => {
    expect(timeBucketOf(minute)).toBe(bucket);
  });

  const trains = [
    train("00000", "00:00", "04:00"),
    train("05590", "05:59", "09:00"),
    train("06000", "06:00", "10:00"),
    train("11590", "11:59", "14:00"),
    train("12000", "12:00", "17:59"),
    train("17590", "17:59", "18:00"),
    train("18000", "18:00", "06:00"),
    train("23590", "23:59", "05:59"),
  ];

  it.each<[SearchFiltersInput, string[]]>([
    [{ departure: ["early_morning"] }, ["00000", "05590"]],
    [{ departure: ["morning"] }, ["06000", "11590"]],
    [{ departure: ["afternoon"] }, ["12000", "17590"]],
    [{ departure: ["evening"] }, ["18000", "23590"]],
    [{ departure: ["early_morning", "evening"] }, ["00000", "05590", "18000", "23590"]],
    [{ arrival: ["evening"] }, ["17590"]],
    [{ arrival: ["morning"] }, ["05590", "06000", "18000"]],
    [{ arrival: ["early_morning"] }, ["00000", "23590"]],
    [{ departure: ["evening"], arrival: ["morning"] }, ["18000"]],
  ])("%j keeps %j", (filters, expected) => {
    expect(only(trains, filters)).toEqual(expected);
  });
});

describe("exact time windows (from inclusive, to exclusive, wrapping)", () => {
  it.each([
    [{ from: 1080 }, 1080, true],
    [{ from: 1080 }, 1079, false],
    [{ to: 480 }, 479, true],
    [{ to: 480 }, 480, false],
    [{ to: 481 }, 480, true],
    [{ from: 1320, to: 240 }, 1400, true],
    [{ from: 1320, to: 240 }, 100, true],
    [{ from: 1320, to: 240 }, 240, false],
    [{ from: 1320, to: 240 }, 720, false],
    [{ from: 360, to: 720 }, 360, true],
    [{ from: 360, to: 720 }, 720, false],
  ])("%j holds minute %i: %s", (window, minute, expected) => {
    expect(inTimeWindow(minute, window)).toBe(expected);
  });

  it("applies windows to departure and arrival, together with buckets", () => {
    const trains = [
      train("1", "17:59", "07:00"),
      train("2", "18:00", "08:00"),
      train("3", "21:00", "07:59"),
      train("4", "19:00", "06:30"),
    ];
    expect(only(trains, { departureWindow: { from: 1080 } })).toEqual(["2", "3", "4"]);
    expect(only(trains, { arrivalWindow: { to: 480 } })).toEqual(["1", "3", "4"]);
    expect(only(trains, { departureWindow: { from: 1080 }, arrivalWindow: { to: 480 } })).toEqual([
      "3",
      "4",
    ]);
    expect(only(trains, { departureWindow: { from: 1080 }, arrival: ["early_morning"] })).toEqual(
      [],
    );
    expect(only(trains, { departureWindow: { from: 1080 }, arrival: ["morning"] })).toEqual([
      "2",
      "3",
      "4",
    ]);
  });
});

describe("class-level filters", () => {
  const trains = [
    train("A", "08:00", "20:00", {
      classes: [
        cls({ classCode: "SL", fare: 50_000 }),
        cls({ classCode: "3A", fare: 150_000, statusGroup: "WL", count: 20 }),
      ],
    }),
    train("B", "09:00", "21:00", {
      classes: [
        cls({ classCode: "3A", fare: 200_000, statusGroup: "RAC", count: 4 }),
        cls({ classCode: "2A", fare: 290_000 }),
      ],
    }),
    train("C", "10:00", "22:00", {
      classes: [
        cls({ classCode: "SL", quota: "TQ", fare: 70_000, statusGroup: "Curr AVL" }),
        cls({
          classCode: "SL",
          quota: "GN",
          fare: 50_000,
          statusGroup: "Not AVL",
          bookable: false,
        }),
      ],
    }),
    train("D", "11:00", "23:00", { classes: [] }),
    train("E", "12:00", "23:30", {
      classes: [cls({ classCode: "CC", fare: null, statusGroup: "" })],
    }),
  ];

  it.each<[string, SearchFiltersInput, string[]]>([
    ["no filter keeps every train, even one without classes", {}, ["A", "B", "C", "D", "E"]],
    ["class 3A", { classes: ["3A"] }, ["A", "B"]],
    ["class SL or CC", { classes: ["SL", "CC"] }, ["A", "C", "E"]],
    ["tatkal quota", { quota: "TQ" }, ["C"]],
    ["general quota", { quota: "GN" }, ["A", "B", "C", "E"]],
    ["price max equal to a fare is included", { price: { max: 2000 } }, ["A", "B", "C"]],
    ["price max one rupee under a fare excludes it", { price: { max: 499 } }, []],
    ["price min equal to a fare is included", { price: { min: 2900 } }, ["B"]],
    ["price min one rupee over excludes it", { price: { min: 2901 } }, []],
    ["price range inside one class of a train", { price: { min: 1000, max: 2000 } }, ["A", "B"]],
    ["price with class: 3A up to ₹1,500", { classes: ["3A"], price: { max: 1500 } }, ["A"]],
    [
      "a class without a fare fails a price filter",
      { classes: ["CC"], price: { max: 100000 } },
      [],
    ],
    ["confirmed seats (AVL or Curr AVL, bookable)", { availability: "available" }, ["A", "B", "C"]],
    [
      "confirmed seats in 3A (A's 3A waits, B's is RAC)",
      { classes: ["3A"], availability: "available" },
      [],
    ],
    ["confirmed or RAC in 3A", { classes: ["3A"], availability: "available_or_rac" }, ["B"]],
    [
      "confirmed seats in GN sleeper (not bookable)",
      { classes: ["SL"], quota: "GN", availability: "available" },
      ["A"],
    ],
    [
      "class, price and availability must hold for the same class",
      { price: { max: 600 }, availability: "available" },
      ["A"],
    ],
    ["a class filter drops a train without classes", { classes: ["SL"] }, ["A", "C"]],
  ])("%s", (_name, filters, expected) => {
    expect(only(trains, filters)).toEqual(expected);
  });
});

describe("stations and train types", () => {
  const trains = [
    train("1", "06:00", "12:00", { from: "NDLS", to: "BCT", trainType: "rajdhani" }),
    train("2", "07:00", "13:00", { from: "NZM", to: "BCT", trainType: "duronto" }),
    train("3", "08:00", "14:00", { from: "NDLS", to: "BDTS", trainType: "superfast" }),
  ];
  it.each<[SearchFiltersInput, string[]]>([
    [{ boarding: ["NDLS"] }, ["1", "3"]],
    [{ boarding: ["NZM", "NDLS"] }, ["1", "2", "3"]],
    [{ alighting: ["BDTS"] }, ["3"]],
    [{ boarding: ["NZM"], alighting: ["BDTS"] }, []],
    [{ trainTypes: ["rajdhani", "duronto"] }, ["1", "2"]],
    [{ trainTypes: ["vande-bharat"] }, []],
  ])("%j keeps %j", (filters, expected) => {
    expect(only(trains, filters)).toEqual(expected);
  });
});

describe("sorting", () => {
  const trains = [
    train("R1", "10:00", "20:00", { recommendedOrder: 3 }),
    train("R2", "06:00", "20:00", { recommendedOrder: 1 }),
    train("R3", "22:00", "06:00", { recommendedOrder: 2 }),
    train("R4", "06:00", "09:00", { recommendedOrder: null }),
  ];

  it.each<[(typeof SORT_OPTIONS)[number], string[]]>([
    ["recommended", ["R2", "R3", "R1", "R4"]],
    ["durationInAscending", ["R4", "R3", "R1", "R2"]],
    ["departureInAscending", ["R2", "R4", "R1", "R3"]],
    ["departureInDescending", ["R3", "R1", "R2", "R4"]],
    ["arrivalInAscending", ["R4", "R1", "R2", "R3"]],
    ["arrivalInDescending", ["R3", "R1", "R2", "R4"]],
  ])("%s", (sort, expected) => {
    expect(numbers(sortTrains(trains, sort))).toEqual(expected);
  });

  it("keeps the input order for equal keys (stable) and for recommended without orders", () => {
    const same = [
      train("X", "06:00", "09:00"),
      train("Y", "06:00", "09:00"),
      train("Z", "06:00", "09:00"),
    ];
    for (const sort of SORT_OPTIONS)
      expect(numbers(sortTrains(same, sort))).toEqual(["X", "Y", "Z"]);
  });

  it("sorts next-day arrivals after same-day ones (absolute keys)", () => {
    const a = train("late", "23:00", "01:00");
    const b = train("early", "05:00", "23:30");
    expect(numbers(sortTrains([a, b], "arrivalInAscending"))).toEqual(["early", "late"]);
  });

  it("does not change its input", () => {
    const copy = [...trains];
    sortTrains(trains, "durationInAscending");
    expect(trains).toEqual(copy);
  });

  describe("availability", () => {
    const t = (number: string, classes: FilterableClass[]) =>
      train(number, "06:00", "12:00", { classes });
    const list = [
      t("none", []),
      t("wl30", [cls({ classCode: "SL", statusGroup: "WL", count: 30 })]),
      t("notavl", [cls({ classCode: "SL", statusGroup: "Not AVL", bookable: false })]),
      t("rac5", [cls({ classCode: "SL", statusGroup: "RAC", count: 5 })]),
      t("avl3", [cls({ classCode: "SL", statusGroup: "AVL", count: 3 })]),
      t("wl2", [cls({ classCode: "SL", statusGroup: "WL", count: 2 })]),
      t("curr40", [cls({ classCode: "SL", statusGroup: "Curr AVL", count: 40 })]),
      t("rac1", [cls({ classCode: "SL", statusGroup: "RAC", count: 1 })]),
      t("closed", [cls({ classCode: "SL", statusGroup: "Closed", bookable: false })]),
      t("avlNotBookable", [
        cls({ classCode: "SL", statusGroup: "AVL", count: 99, bookable: false }),
      ]),
      t("mixed", [
        cls({ classCode: "SL", statusGroup: "WL", count: 1 }),
        cls({ classCode: "3A", statusGroup: "AVL", count: 1 }),
      ]),
    ];

    it("puts available (more seats first), then RAC and WL by position, then the rest, then trains without classes", () => {
      expect(numbers(sortTrains(list, "availability"))).toEqual([
        "curr40",
        "avl3",
        "mixed",
        "rac1",
        "rac5",
        "wl2",
        "wl30",
        "notavl",
        "closed",
        "avlNotBookable",
        "none",
      ]);
    });

    it("judges only the classes the class filter keeps", () => {
      const filters = normalizeFilters({ classes: ["SL"], sort: "availability" });
      const mixed = list.find((x) => x.number === "mixed") as FilterableTrain;
      expect(trainAvailabilityKey(mixed, filters)).toEqual([2, 1]);
      const sorted = numbers(filterAndSort(list, filters));
      expect(sorted.indexOf("mixed")).toBeGreaterThan(sorted.indexOf("rac5"));
      expect(sorted.indexOf("mixed")).toBeLessThan(sorted.indexOf("wl2"));
    });
  });

  it("filterAndSort filters and then sorts by the filters' sort", () => {
    const out = filterAndSort(
      trains,
      normalizeFilters({ sort: "durationInAscending", departure: ["morning"] }),
    );
    expect(numbers(out)).toEqual(["R4", "R1", "R2"]);
  });

  it("is a permutation of its input for any sort", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dep: fc.integer({ min: 0, max: 1439 }),
            dur: fc.integer({ min: 1, max: 3000 }),
            rec: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
          }),
          { maxLength: 30 },
        ),
        fc.constantFrom(...SORT_OPTIONS),
        (rows, sort) => {
          const list = rows.map((r, i) => ({
            ...train(String(i), "00:00", "01:00"),
            departureMin: r.dep,
            departureAbs: DAY + r.dep,
            arrivalAbs: DAY + r.dep + r.dur,
            arrivalMin: (r.dep + r.dur) % 1440,
            durationMin: r.dur,
            recommendedOrder: r.rec,
          }));
          const sorted = sortTrains(list, sort);
          expect([...numbers(sorted)].sort()).toEqual([...numbers(list)].sort());
          if (sort === "durationInAscending") {
            for (let k = 1; k < sorted.length; k++) {
              expect((sorted[k] as FilterableTrain).durationMin).toBeGreaterThanOrEqual(
                (sorted[k - 1] as FilterableTrain).durationMin,
              );
            }
          }
        },
      ),
    );
  });
});

describe("facets", () => {
  it("lists what the results hold, counted over the unfiltered list", () => {
    const trains = [
      train("1", "06:00", "12:00", {
        from: "NDLS",
        fromName: "New Delhi",
        trainType: "rajdhani",
        classes: [cls({ classCode: "3A", fare: 150_050 }), cls({ classCode: "1A", fare: 480_000 })],
      }),
      train("2", "18:30", "07:00", {
        from: "NZM",
        trainType: "duronto",
        classes: [
          cls({ classCode: "3A", fare: 140_000, quota: "TQ" }),
          cls({ classCode: "SL", fare: 49_999 }),
        ],
      }),
      train("3", "19:00", "08:00", { from: "NDLS", trainType: "rajdhani", classes: [] }),
    ];
    const facets = filterFacets(trains);
    expect(facets.classes).toEqual([
      { value: "1A", count: 1 },
      { value: "3A", count: 2 },
      { value: "SL", count: 1 },
    ]);
    expect(facets.quotas).toEqual([
      { value: "GN", count: 2 },
      { value: "TQ", count: 1 },
    ]);
    expect(facets.price).toEqual({ min: 499, max: 4800 });
    expect(facets.boarding).toEqual([
      { value: "NDLS", name: "New Delhi", count: 2 },
      { value: "NZM", name: null, count: 1 },
    ]);
    expect(facets.alighting).toEqual([{ value: "BCT", name: null, count: 3 }]);
    expect(facets.trainTypes).toEqual([
      { value: "rajdhani", count: 2 },
      { value: "duronto", count: 1 },
    ]);
    expect(facets.departure).toEqual([
      { value: "early_morning", count: 0 },
      { value: "morning", count: 1 },
      { value: "afternoon", count: 0 },
      { value: "evening", count: 2 },
    ]);
    expect(facets.arrival.map((b) => b.count)).toEqual([0, 2, 1, 0]);
  });

  it("gives no price range when no fare is known", () => {
    expect(filterFacets([train("1", "06:00", "12:00", { classes: [] })]).price).toBeNull();
    expect(filterFacets([]).classes).toEqual([]);
  });
});

describe("two-train connections", () => {
  // Night train in 3A, then a day train in chair car; or Sleeper then Second Sitting.
  const connection = train("11111+12051", "04:00", "15:15", {
    trainType: "mail-express",
    legTrainTypes: ["mail-express", "jan-shatabdi"],
    classes: [
      cls({ classCode: "3A", classCodes: ["3A", "CC"], fare: 150_000 }),
      cls({ classCode: "SL", classCodes: ["SL", "2S"], fare: 45_000, statusGroup: "WL" }),
    ],
  });
  const direct = train("12780", "06:00", "18:00", { classes: [cls({ classCode: "3A" })] });
  const list = [connection, direct];

  it("keeps a class pair only when each of its classes is chosen", () => {
    expect(only(list, { classes: ["3A"] })).toEqual(["12780"]);
    expect(only(list, { classes: ["3A", "CC"] })).toEqual(["11111+12051", "12780"]);
    // The chosen classes and the availability hold for the same pair.
    expect(only(list, { classes: ["SL", "2S"], availability: "available" })).toEqual([]);
    expect(
      numbers(sortTrains(list, "availability", normalizeFilters({ classes: ["SL", "2S"] }))),
    ).toEqual(["11111+12051", "12780"]);
    expect(trainAvailabilityKey(connection, normalizeFilters({ classes: ["SL", "2S"] }))[0]).toBe(
      2,
    );
  });

  it("keeps a train type only when every leg is of a chosen type", () => {
    expect(only(list, { trainTypes: ["jan-shatabdi"] })).toEqual([]);
    expect(only(list, { trainTypes: ["mail-express"] })).toEqual(["12780"]);
    expect(only(list, { trainTypes: ["mail-express", "jan-shatabdi"] })).toEqual([
      "11111+12051",
      "12780",
    ]);
  });

  it("counts each class and type of a connection once in the facets", () => {
    const facets = filterFacets(list);
    expect(facets.classes).toEqual([
      { value: "3A", count: 2 },
      { value: "CC", count: 1 },
      { value: "SL", count: 1 },
      { value: "2S", count: 1 },
    ]);
    expect(facets.trainTypes).toEqual([
      { value: "jan-shatabdi", count: 1 },
      { value: "mail-express", count: 2 },
    ]);
  });
});
