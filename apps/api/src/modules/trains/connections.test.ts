import type { ClassCode } from "@safar/contracts/code-tables";
import { applyFilters, filterFacets, sortTrains } from "@safar/contracts/search-filter-logic";
import { filtersFromSearchParams } from "@safar/contracts/search-filters";
import type { AvailabilityItem } from "@safar/contracts/trains/common";
import type { Availability, RailwayResult } from "@safar/railway/gateway";
import type { TrainType } from "@safar/railway/network/model";
import { connectingJourney } from "@safar/railway/search/journey-result";
import type { ConnectingJourney, DirectJourney, JourneyTime } from "@safar/railway/search/types";
import { describe, expect, it } from "vitest";
import {
  chanceTier,
  classPairs,
  connectionClass,
  groupConnections,
  legChance,
  type PricedConnection,
  pickBest,
  type Rankable,
  recommendedConnectionOrder,
  SLOWER_FACTOR,
  timetableFilterable,
  toFilterable,
} from "./connections.ts";
import { availabilityItem } from "./trains.view.ts";

// ── Fixtures ─────────────────────────────────────────────────────────────────

const DAY = 20_000; // an epoch day: only differences matter
const at = (hhmm: string, dayOffset = 0): JourneyTime => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const abs = (DAY + dayOffset) * 1440 + h * 60 + m;
  const date = `2026-11-${String(30 + dayOffset).padStart(2, "0")}`;
  return { date, time: hhmm, dateTime: `${date}T${hhmm}+05:30`, day: 1 + dayOffset, abs };
};

interface LegSpec {
  train: string;
  from: string;
  to: string;
  dep: JourneyTime;
  arr: JourneyTime;
  classes?: ClassCode[];
  /** Rupees per class, in `classes` order. */
  fares?: number[];
  type?: TrainType;
}

function leg(s: LegSpec): DirectJourney {
  const classes = s.classes ?? ["3A", "SL"];
  const fares = s.fares ?? classes.map((_, i) => 1_000 - i * 400);
  return {
    kind: "direct",
    trainNumber: s.train,
    trainName: `Train ${s.train}`,
    trainType: s.type ?? "mail-express",
    trainOwner: "IR",
    trainTypeFilter: "Mail/Express",
    source: s.from,
    destination: s.to,
    sourceName: s.from,
    destinationName: s.to,
    from: s.from,
    to: s.to,
    fromName: `${s.from} station`,
    toName: `${s.to} station`,
    departure: s.dep,
    arrival: s.arr,
    originDate: s.dep.date,
    durationMin: s.arr.abs - s.dep.abs,
    duration: "",
    distanceKm: 300,
    classes,
    fares: classes.map((classCode, i) => ({ classCode, total: (fares[i] ?? 0) * 100 })),
    runDays: [true, true, true, true, true, true, true],
    runDaysFlags: "YYYYYYY",
    runDaysText: "everyday",
    cateringIncluded: false,
    superfast: false,
  };
}

const conn = (a: DirectJourney, b: DirectJourney, walkKm = 0, walkMin = 0): ConnectingJourney =>
  connectingJourney(a, b, walkKm, walkMin);

const answer = (
  status: string,
  fare: number | null = 50_000,
  extra: Partial<Extract<RailwayResult<Availability>, { ok: true }>> = {},
): RailwayResult<Availability> =>
  fare === null
    ? { ok: false, reason: "no_fare", message: "no fare" }
    : {
        ok: true,
        trainNumber: "12345",
        date: "2026-11-30",
        classCode: "3A",
        quota: "GN",
        status,
        fare,
        bookable: !/REGRET|NOT AVAILABLE/.test(status),
        prediction: null,
        confirmation: null,
        confirmationReason: null,
        opensAt: null,
        ...extra,
      };

const item = (
  code: ClassCode,
  status: string,
  fare: number | null = 50_000,
  extra: Partial<Extract<RailwayResult<Availability>, { ok: true }>> = {},
): AvailabilityItem => availabilityItem(code, "GN", answer(status, fare, extra));

/** A waitlist with the railway's chance of confirmation. */
const wl = (code: ClassCode, n: number, percent: number | null, fare = 50_000) =>
  item(code, `GNWL${n}/WL${n}`, fare, {
    confirmation: percent === null ? null : { percent, count: 40 },
    confirmationReason: percent === null ? "preparing" : null,
  });

function priced(
  journey: ConnectingJourney,
  items: [AvailabilityItem[], AvailabilityItem[]],
): PricedConnection {
  const pairs = classPairs(journey.legs[0], journey.legs[1]);
  return {
    journey,
    legItems: items,
    classes: pairs.map((pair) =>
      connectionClass(pair, "GN", [
        items[0].find((i) => i.code === pair[0]),
        items[1].find((i) => i.code === pair[1]),
      ]),
    ),
  };
}

// Pune → Madgaon by Thane or Dadar (the same two trains), or a slow way round.
const t1ToTna = leg({
  train: "11111",
  from: "PUNE",
  to: "TNA",
  dep: at("04:00"),
  arr: at("06:40"),
});
const t1ToDr = leg({ train: "11111", from: "PUNE", to: "DR", dep: at("04:00"), arr: at("07:10") });
const t2FromTna = leg({
  train: "22222",
  from: "TNA",
  to: "MAO",
  dep: at("07:30"),
  arr: at("15:15"),
});
const t2FromDr = leg({ train: "22222", from: "DR", to: "MAO", dep: at("08:00"), arr: at("15:15") });
const t2NextDay = leg({
  train: "22222",
  from: "TNA",
  to: "MAO",
  dep: at("07:30", 1),
  arr: at("15:15", 1),
});

describe("groupConnections: one option per pair of trains", () => {
  it("groups the same two trains changing at another station, and keeps the earliest arrival", () => {
    const byTna = conn(t1ToTna, t2FromTna);
    const byDr = conn(t1ToDr, t2FromDr);
    const nextRun = conn(t1ToTna, t2NextDay);
    const other = conn(
      t1ToTna,
      leg({ train: "33333", from: "TNA", to: "MAO", dep: at("09:00"), arr: at("18:00") }),
    );
    const { groups, slower } = groupConnections([nextRun, byDr, other, byTna]);
    expect(slower).toBe(0);
    expect(groups).toHaveLength(2);
    const pair = groups.find((g) => g[0]?.legs[1].trainNumber === "22222");
    // Both changes arrive at 15:15 on the day; the next day's run is not the same option's best.
    expect(pair).toEqual([byDr, byTna]);
  });

  it("leaves out pairs taking more than SLOWER_FACTOR times the fastest, and counts them", () => {
    const fast = conn(t1ToTna, t2FromTna); // 11h 15m
    const slowLeg = leg({
      train: "44444",
      from: "TNA",
      to: "MAO",
      dep: at("08:00"),
      // 04:00 → this arrival: just over SLOWER_FACTOR × 11h 15m.
      arr: { ...at("04:00", 1), abs: fast.departure.abs + SLOWER_FACTOR * fast.durationMin + 1 },
    });
    const justInside = leg({
      train: "55555",
      from: "TNA",
      to: "MAO",
      dep: at("08:00"),
      arr: { ...at("04:00", 1), abs: fast.departure.abs + SLOWER_FACTOR * fast.durationMin },
    });
    const { groups, slower } = groupConnections([
      fast,
      conn(t1ToTna, slowLeg),
      conn(t1ToTna, justInside),
    ]);
    expect(slower).toBe(1);
    expect(groups.map((g) => g[0]?.legs[1].trainNumber)).toEqual(["22222", "55555"]);
  });
});

describe("classPairs", () => {
  const with_ = (classes: ClassCode[], fares: number[]) =>
    leg({ train: "10000", from: "A", to: "B", dep: at("01:00"), arr: at("02:00"), classes, fares });

  it("offers every class both trains carry, the same on each", () => {
    expect(
      classPairs(
        with_(["1A", "2A", "3A", "SL"], [4000, 2500, 1500, 500]),
        with_(["3A", "SL"], [900, 300]),
      ),
    ).toEqual([
      ["3A", "3A"],
      ["SL", "SL"],
    ]);
  });

  it("pairs the cheapest AC and the cheapest non-AC of each train when they share none of that kind", () => {
    // A night train, then a Jan Shatabdi (chair car and second sitting).
    expect(
      classPairs(
        with_(["2A", "3A", "3E", "SL"], [2500, 1500, 1400, 500]),
        with_(["CC", "2S"], [700, 200]),
      ),
    ).toEqual([
      ["3E", "CC"],
      ["SL", "2S"],
    ]);
    // Sleeper shared, no AC class shared: the cheapest AC of each is offered as well.
    expect(
      classPairs(with_(["3A", "SL"], [1500, 500]), with_(["EC", "CC", "SL"], [2000, 800, 250])),
    ).toEqual([
      ["SL", "SL"],
      ["3A", "CC"],
    ]);
  });

  it("pairs the cheapest of each when the trains have no kind in common", () => {
    expect(classPairs(with_(["SL", "2S"], [400, 150]), with_(["EC", "CC"], [2000, 800]))).toEqual([
      ["2S", "CC"],
    ]);
  });
});

describe("connectionClass: two tickets, one option", () => {
  it("adds both legs' fares (each its own ticket)", () => {
    const c = connectionClass(["3A", "3A"], "GN", [
      item("3A", "AVAILABLE-0044", 123_500),
      item("3A", "AVAILABLE-0012", 81_000),
    ]);
    expect(c).toMatchObject({
      label: "3A",
      fare: 204_500,
      statusGroup: "AVL",
      colour: "green",
      bookable: true,
      chance: { percent: 100 },
      chanceReason: null,
    });
    const mixed = connectionClass(["3E", "CC"], "GN", [
      item("3E", "AVAILABLE-0003", 90_000),
      item("CC", "AVAILABLE-0070", 60_500),
    ]);
    expect(mixed).toMatchObject({ label: "3E + CC", classes: ["3E", "CC"], fare: 150_500 });
  });

  it("has no total when either leg has no fare", () => {
    const c = connectionClass(["SL", "SL"], "GN", [
      item("SL", "AVAILABLE-0044", 40_000),
      item("SL", "", null),
    ]);
    expect(c.fare).toBeNull();
    expect(c.bookable).toBe(false);
    expect(c.statusGroup).toBe("");
  });

  it("shows the worse leg's status and multiplies the legs' chances", () => {
    const one = connectionClass(["SL", "SL"], "GN", [
      item("SL", "AVAILABLE-0044"),
      wl("SL", 12, 62),
    ]);
    expect(one).toMatchObject({ statusGroup: "WL", colour: "amber", chance: { percent: 62 } });
    const both = connectionClass(["SL", "SL"], "GN", [wl("SL", 30, 50), wl("SL", 4, 90)]);
    expect(both.chance).toEqual({ percent: 45 });
    // RAC travels: only the waitlisted leg's chance counts.
    const rac = connectionClass(["SL", "SL"], "GN", [item("SL", "RAC 12"), wl("SL", 4, 80)]);
    expect(rac.chance).toEqual({ percent: 80 });
  });

  it("passes on why a waiting leg has no chance, and has none when a leg cannot be booked", () => {
    const waiting = connectionClass(["SL", "SL"], "GN", [
      item("SL", "AVAILABLE-0002"),
      wl("SL", 3, null),
    ]);
    expect(waiting).toMatchObject({ bookable: true, chance: null, chanceReason: "preparing" });
    const regret = connectionClass(["SL", "SL"], "GN", [
      item("SL", "AVAILABLE-0002"),
      item("SL", "REGRET/WL"),
    ]);
    expect(regret).toMatchObject({
      bookable: false,
      statusGroup: "Not AVL",
      colour: "red",
      chance: null,
      chanceReason: null,
    });
  });

  it("reads a leg's chance of travelling: seats and RAC 100, a waitlist its figure", () => {
    expect(legChance(item("3A", "AVAILABLE-0001"))).toEqual({ percent: 100 });
    expect(legChance(item("3A", "RAC 3"))).toEqual({ percent: 100 });
    expect(legChance(wl("3A", 8, 37))).toEqual({ percent: 37 });
    expect(legChance(item("3A", "REGRET/WL"))).toBeNull();
  });
});

describe("pickBest: the same two trains at another change station", () => {
  const byTna = conn(t1ToTna, t2FromTna);
  const byDr = conn(t1ToDr, t2FromDr);
  const avl = (fare = 50_000) => [
    item("3A", "AVAILABLE-0010", fare),
    item("SL", "AVAILABLE-0100", fare),
  ];

  it("keeps the better chance of seats on both", () => {
    const tna = priced(byTna, [avl(), [wl("3A", 40, 20), wl("SL", 90, 10)]]);
    const dr = priced(byDr, [avl(), avl()]);
    expect(pickBest([tna, dr])).toBe(dr);
  });

  it("then the lower fare, then the shorter wait", () => {
    const dearer = priced(byTna, [avl(60_000), avl(60_000)]);
    const cheaper = priced(byDr, [avl(50_000), avl(50_000)]);
    expect(pickBest([dearer, cheaper])).toBe(cheaper);
    const tna = priced(byTna, [avl(), avl()]); // waits 50 min
    const dr = priced(byDr, [avl(), avl()]); // waits 50 min too: the first stays
    expect(byTna.transfer.waitMin).toBe(50);
    expect(byDr.transfer.waitMin).toBe(50);
    expect(pickBest([tna, dr])).toBe(tna);
    const longWait = priced(conn(t1ToDr, { ...t2FromDr, departure: at("09:00") }), [avl(), avl()]);
    expect(pickBest([longWait, tna])).toBe(tna);
  });
});

describe("recommendedConnectionOrder: the best first by arrival, time and chance", () => {
  const r = (
    id: string,
    arrival: number,
    duration: number,
    chance: number,
    fare = 1_000,
  ): Rankable => ({
    id,
    arrivalAbs: arrival,
    durationMin: duration,
    chance,
    fare,
  });
  const order = (items: Rankable[]) =>
    recommendedConnectionOrder(items).map((i) => (items[i] as Rankable).id);

  it("puts an option beaten on every count after the one that beats it", () => {
    // B arrives later, takes longer and is no surer than A: never before A.
    expect(order([r("B", 900, 600, 100), r("A", 800, 500, 100)])).toEqual(["A", "B"]);
    // C is beaten by A and D alike; D by A only: A, D, C.
    expect(order([r("C", 1000, 700, 50), r("D", 950, 650, 60), r("A", 800, 500, 100)])).toEqual([
      "A",
      "D",
      "C",
    ]);
  });

  it("within those none beats, the surer first, then the earlier arrival", () => {
    // E arrives first but has no chance; F a little later with seats on both.
    expect(order([r("E", 800, 900, 0), r("F", 850, 600, 100), r("G", 840, 700, 60)])).toEqual([
      "F",
      "G",
      "E",
    ]);
    // Same tier: earliest arrival first, then the shorter.
    expect(order([r("H", 900, 400, 80), r("I", 800, 700, 90)])).toEqual(["I", "H"]);
  });

  it("orders every option once", () => {
    const items = Array.from({ length: 60 }, (_, i) =>
      r(`X${i}`, 800 + ((i * 37) % 200), 400 + ((i * 53) % 300), (i * 17) % 101),
    );
    const ids = order(items);
    expect(new Set(ids).size).toBe(60);
    // No option comes after one it beats.
    const pos = new Map(ids.map((id, k) => [id, k]));
    for (const a of items) {
      for (const b of items) {
        const beats =
          a.arrivalAbs <= b.arrivalAbs &&
          a.durationMin <= b.durationMin &&
          a.chance >= b.chance &&
          (a.arrivalAbs < b.arrivalAbs || a.durationMin < b.durationMin || a.chance > b.chance);
        if (beats) expect(pos.get(a.id)).toBeLessThan(pos.get(b.id) as number);
      }
    }
  });

  it("tiers chances: seats now, 75 % and up, 50 % and up, any, none", () => {
    expect([100, 99, 75, 74, 50, 49, 1, 0].map(chanceTier)).toEqual([4, 3, 3, 2, 2, 1, 1, 0]);
  });
});

describe("the results page's filters and sorts on connections", () => {
  const jan = leg({
    train: "12051",
    from: "TNA",
    to: "MAO",
    dep: at("07:30"),
    arr: at("15:15"),
    classes: ["CC", "2S"],
    fares: [700, 200],
    type: "jan-shatabdi",
  });
  const night = leg({
    train: "10111",
    from: "TNA",
    to: "MAO",
    dep: at("20:00"),
    arr: at("08:00", 1),
    classes: ["3A", "SL"],
    fares: [1200, 450],
  });
  const first = leg({
    train: "11111",
    from: "PUNE",
    to: "TNA",
    dep: at("04:00"),
    arr: at("06:40"),
    classes: ["3A", "3E", "SL"],
    fares: [800, 700, 250],
  });
  const day = priced(conn(first, jan), [
    [item("3E", "AVAILABLE-0004", 70_000), item("SL", "AVAILABLE-0050", 25_000)],
    [item("CC", "AVAILABLE-0070", 70_000), wl("2S", 20, 40, 20_000)],
  ]);
  const overnight = priced(conn(first, night), [
    [item("3A", "AVAILABLE-0009", 80_000), item("SL", "AVAILABLE-0050", 25_000)],
    [item("3A", "AVAILABLE-0002", 120_000), item("SL", "RAC 4", 45_000)],
  ]);
  const trains = [day, overnight].map(toFilterable);
  const run = (query: string) =>
    applyFilters(trains, filtersFromSearchParams(query)).map((t) => t.number);

  it("judges a class by every train's class and the fare by the total", () => {
    expect(day.classes.map((c) => [c.label, c.fare])).toEqual([
      ["3E + CC", 140_000],
      ["SL + 2S", 45_000],
    ]);
    // 3E + CC needs both 3E and CC chosen.
    expect(run("cls=CC")).toEqual([]);
    expect(run("cls=3E,CC")).toEqual(["11111+12051"]);
    expect(run("cls=3A")).toEqual(["11111+10111"]);
    // Totals: day ₹1,400 (3E + CC) and ₹450 (SL + 2S); overnight ₹2,000 (3A) and ₹700 (SL).
    expect(run("p=-700")).toEqual(["11111+12051", "11111+10111"]);
    expect(run("p=500-700")).toEqual(["11111+10111"]);
    expect(run("p=-450")).toEqual(["11111+12051"]);
  });

  it("keeps an option for confirmed seats only when both trains have them", () => {
    // The day option's SL + 2S waits on the Jan Shatabdi; its 3E + CC has seats on both.
    expect(run("av=avl")).toEqual(["11111+12051", "11111+10111"]);
    expect(run("av=avl&cls=SL,2S")).toEqual([]);
    expect(run("av=rac&cls=SL")).toEqual(["11111+10111"]);
  });

  it("keeps a train type only when both trains are of it, and times by the whole journey", () => {
    expect(run("tt=jan-shatabdi")).toEqual([]);
    expect(run("tt=jan-shatabdi,mail-express")).toEqual(["11111+12051", "11111+10111"]);
    // Both leave at 04:00; the day option arrives in the afternoon, the other in the morning.
    expect(run("arr=afternoon")).toEqual(["11111+12051"]);
    expect(run("dep=early_morning")).toEqual(["11111+12051", "11111+10111"]);
  });

  it("sorts by the journey's duration, and by the availability of the worse train", () => {
    expect(sortTrains(trains, "durationInAscending").map((t) => t.number)).toEqual([
      "11111+12051",
      "11111+10111",
    ]);
    expect(sortTrains(trains, "arrivalInDescending").map((t) => t.number)).toEqual([
      "11111+10111",
      "11111+12051",
    ]);
    // Overnight 3A has 2 seats on its worse train; the day's 3E + CC has 4.
    expect(sortTrains(trains, "availability").map((t) => t.number)).toEqual([
      "11111+12051",
      "11111+10111",
    ]);
  });

  it("offers each class and train type once per option in the facets", () => {
    const facets = filterFacets(trains);
    expect(facets.classes).toEqual([
      { value: "3A", count: 1 },
      { value: "3E", count: 1 },
      { value: "CC", count: 1 },
      { value: "SL", count: 2 },
      { value: "2S", count: 1 },
    ]);
    expect(facets.trainTypes).toEqual([
      { value: "jan-shatabdi", count: 1 },
      { value: "mail-express", count: 2 },
    ]);
  });

  it("reads the timetable's fares before seats are known", () => {
    const t = timetableFilterable(
      day.journey,
      [
        ["3E", "CC"],
        ["SL", "2S"],
      ],
      "GN",
    );
    expect(
      t.classes.map((c) => [c.classCode, c.classCodes ?? null, c.fare, c.statusGroup]),
    ).toEqual([
      ["3E", ["3E", "CC"], 140_000, ""],
      ["SL", ["SL", "2S"], 45_000, ""],
    ]);
  });
});
