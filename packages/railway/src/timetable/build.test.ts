import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadConfiguredNetwork } from "../network/load.ts";
import type { RawNetwork, RawStation, RawTrain, TimetabledTrain } from "../network/model.ts";
import { buildTimetable, haltMinutes, legLengths } from "./build.ts";

/** The element at `i`, which the test knows is there. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`No element ${i}`);
  return item;
}

const EVERY_DAY = [true, true, true, true, true, true, true];

function station(code: string, lat: number | null, lon: number | null): RawStation {
  return {
    code,
    name: code,
    state: null,
    zone: null,
    lat,
    lon,
    coords: lat === null ? "none" : "exact",
  };
}

function train(over: Partial<RawTrain> & Pick<RawTrain, "number" | "stops">): RawTrain {
  return {
    name: "Test Express",
    from: nth(over.stops, 0),
    to: nth(over.stops, over.stops.length - 1),
    pair: null,
    durationMin: 600,
    distanceKm: 500,
    runsOn: EVERY_DAY,
    ...over,
  };
}

function network(stations: RawStation[], trains: RawTrain[]): RawNetwork {
  return { source: "demo", checksum: "test", stations, trains };
}

/** Every invariant the timetable promises, for one train. */
function expectConsistent(t: TimetabledTrain, raw: RawTrain) {
  const s = t.stops;
  expect(s.map((x) => x.code)).toEqual(raw.stops);
  expect(nth(s, 0).arrivalMin).toBeNull();
  expect(nth(s, s.length - 1).departureMin).toBeNull();
  const first = nth(s, 0).departureMin as number;
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThan(1440);
  expect(nth(s, 0).day).toBe(1);
  expect(nth(s, 0).distanceKm).toBe(0);
  expect(nth(s, s.length - 1).distanceKm).toBe(raw.distanceKm);
  expect((nth(s, s.length - 1).arrivalMin as number) - first).toBe(raw.durationMin);
  for (let i = 1; i < s.length; i++) {
    const prev = nth(s, i - 1);
    const cur = nth(s, i);
    const arrival = cur.arrivalMin as number;
    expect(arrival).toBeGreaterThan(prev.departureMin as number);
    if (cur.departureMin !== null) {
      expect(cur.departureMin).toBeGreaterThan(arrival);
      expect(cur.departureMin - arrival).toBe(cur.haltMin);
    }
    expect(cur.day).toBe(Math.floor((cur.departureMin ?? arrival) / 1440) + 1);
    expect(cur.day).toBeGreaterThanOrEqual(prev.day);
    expect(Number.isInteger(cur.distanceKm)).toBe(true);
    if (raw.distanceKm >= s.length - 1) expect(cur.distanceKm).toBeGreaterThan(prev.distanceKm);
    else expect(cur.distanceKm).toBeGreaterThanOrEqual(prev.distanceKm);
  }
  // Classes in rake order, coach names numbered per class from 1 and unique.
  expect(t.classes).toEqual([...new Set(t.rake.map((c) => c.classCode))]);
  expect(new Set(t.rake.map((c) => c.name)).size).toBe(t.rake.length);
}

describe("buildTimetable on a hand-made network", () => {
  const stations = [
    station("AAA", 28.6, 77.2),
    station("BBB", 27.2, 78.0),
    station("CCC", null, null),
    station("DDD", 23.3, 77.4),
    station("EEE", 19.0, 72.8),
  ];
  const trains = [
    train({
      number: "12951",
      name: "Test Rajdhani",
      stops: ["AAA", "BBB", "CCC", "DDD", "EEE"],
      distanceKm: 1386,
      durationMin: 960,
    }),
    train({
      number: "12002",
      name: "Test Shatabdi",
      stops: ["AAA", "BBB", "DDD"],
      distanceKm: 700,
      durationMin: 500,
      pair: "12001",
    }),
    train({
      number: "12001",
      name: "Test Shatabdi",
      stops: ["DDD", "BBB", "AAA"],
      distanceKm: 700,
      durationMin: 500,
      pair: "12002",
    }),
    train({ number: "11001", name: "Test Express", stops: ["AAA", "DDD", "BBB", "EEE"] }),
  ];
  const net = network(stations, trains);
  const tt = buildTimetable(net);

  it("keeps every invariant on every train", () => {
    tt.forEach((t, i) => {
      expectConsistent(t, nth(trains, i));
    });
  });

  it("is deterministic: the same input gives the same output", () => {
    expect(buildTimetable(net)).toEqual(tt);
    expect(buildTimetable(structuredClone(net))).toEqual(tt);
  });

  it("types the trains and derives their rakes and flags", () => {
    const raj = nth(tt, 0);
    expect(raj.type).toBe("rajdhani");
    expect(raj.classes).toEqual(["1A", "2A", "3A"]);
    expect(raj.rake.slice(0, 3).map((c) => c.name)).toEqual(["H1", "H2", "A1"]);
    expect(raj.cateringIncluded).toBe(true);
    expect(raj.superfast).toBe(true);
    expect(nth(tt, 1).classes).toEqual(["EC", "CC"]);
    expect(nth(tt, 3).type).toBe("mail-express");
    expect(nth(tt, 3).superfast).toBe(false);
    expect(nth(tt, 3).cateringIncluded).toBe(false);
  });

  it("places a stop without coordinates between its neighbours", () => {
    const stop = (code: string) =>
      nth(tt, 0).stops.find((s) => s.code === code)?.distanceKm as number;
    expect(stop("CCC")).toBeGreaterThan(stop("BBB"));
    expect(stop("CCC")).toBeLessThan(stop("DDD"));
    // Evenly between BBB and DDD.
    expect(Math.abs(stop("CCC") - (stop("BBB") + stop("DDD")) / 2)).toBeLessThanOrEqual(1);
  });

  it("scales the great-circle legs to the train's distance", () => {
    const map = new Map(stations.map((s) => [s.code, s]));
    const legs = legLengths(nth(trains, 0), map);
    expect(legs.reduce((a, b) => a + b, 0)).toBeCloseTo(1386, 6);
    // AAA→BBB is about 175 km of the 1,350 km great-circle path: its share of 1,386 km.
    expect(nth(legs, 0) / 1386).toBeGreaterThan(0.1);
    expect(nth(legs, 0) / 1386).toBeLessThan(0.16);
  });

  it("starts Rajdhanis in the evening and Shatabdis early, the return working in the afternoon", () => {
    const dep = (t: TimetabledTrain) => nth(t.stops, 0).departureMin as number;
    expect(dep(nth(tt, 0))).toBeGreaterThanOrEqual(16 * 60);
    expect(dep(nth(tt, 0))).toBeLessThanOrEqual(20 * 60 + 30);
    // AAA has more trains than DDD: the train from AAA is the morning one.
    expect(dep(nth(tt, 1))).toBeLessThanOrEqual(7 * 60 + 30);
    expect(dep(nth(tt, 2))).toBeGreaterThanOrEqual(14 * 60);
    expect(dep(nth(tt, 2)) + 500).toBeLessThanOrEqual(23 * 60 + 30);
  });

  it("halts longer at important stations", () => {
    expect(haltMinutes("12951", "X", 0.01)).toBeGreaterThanOrEqual(10);
    expect(haltMinutes("12951", "X", 0.01)).toBeLessThanOrEqual(20);
    expect(haltMinutes("12951", "X", 0.05)).toBeGreaterThanOrEqual(5);
    expect(haltMinutes("12951", "X", 0.2)).toBe(2);
    expect(haltMinutes("12951", "X", 0.9)).toBe(1);
  });

  it("uses the importance it is given for halts", () => {
    const big = buildTimetable(net, {
      importance: new Map([
        ["BBB", 100],
        ["AAA", 1],
        ["DDD", 1],
        ["EEE", 1],
      ]),
    });
    const bbb = nth(big, 3).stops.find((s) => s.code === "BBB");
    expect(bbb?.haltMin).toBeGreaterThanOrEqual(10);
  });

  it("shrinks halts to a fifth of the journey, and to a minute each when even that does not fit", () => {
    const codes = Array.from({ length: 30 }, (_, i) => `S${i}`);
    const stations30 = codes.map((c, i) => station(c, 20 + i * 0.1, 75));
    const importance = new Map(codes.map((c) => [c, 50]));
    const short = network(stations30, [
      train({ number: "12999", stops: codes.slice(0, 10), distanceKm: 100, durationMin: 100 }),
    ]);
    const a = nth(buildTimetable(short, { importance }), 0);
    expectConsistent(a, nth(short.trains, 0));
    expect(a.stops.reduce((sum, s) => sum + s.haltMin, 0)).toBeLessThanOrEqual(20);
    expect(a.stops.slice(1, -1).every((s) => s.haltMin >= 1)).toBe(true);

    const tight = network(stations30, [
      train({ number: "12999", stops: codes, distanceKm: 300, durationMin: 100 }),
    ]);
    const b = nth(buildTimetable(tight, { importance }), 0);
    expectConsistent(b, nth(tight.trains, 0));
    expect(b.stops.slice(1, -1).map((s) => s.haltMin)).toEqual(codes.slice(1, -1).map(() => 1));
  });
});

const codeArb = fc.integer({ min: 0, max: 39 }).map((i) => `S${i}`);

const networkArb = fc
  .record({
    coords: fc.array(
      fc.option(
        fc.record({
          lat: fc.double({ min: 8, max: 34, noNaN: true }),
          lon: fc.double({ min: 68, max: 97, noNaN: true }),
        }),
        {
          freq: 5,
        },
      ),
      { minLength: 40, maxLength: 40 },
    ),
    trains: fc.array(
      fc.record({
        stops: fc.uniqueArray(codeArb, { minLength: 2, maxLength: 30 }),
        number: fc.integer({ min: 10000, max: 29999 }),
        name: fc.constantFrom(
          "Rajdhani",
          "Shatabdi Exp",
          "Duronto",
          "Garib Rath",
          "Express",
          "SF Exp",
          "Humsafar",
          "Vande Bharat",
        ),
        extraMin: fc.integer({ min: 0, max: 4000 }),
        distanceKm: fc.integer({ min: 1, max: 4000 }),
      }),
      { minLength: 1, maxLength: 20 },
    ),
  })
  .map(({ coords, trains }) =>
    network(
      coords.map((c, i) => station(`S${i}`, c?.lat ?? null, c?.lon ?? null)),
      trains.map((t, i) =>
        train({
          number: String(t.number + i).padStart(5, "0"),
          name: t.name,
          stops: t.stops,
          distanceKm: t.distanceKm,
          // At least 2 minutes per leg, so that there is room for a halt and a run on each.
          durationMin: 2 * (t.stops.length - 1) + t.extraMin,
        }),
      ),
    ),
  );

describe("buildTimetable properties", () => {
  it("times strictly increase, end to end equals durationMin, distances end at distanceKm, days match times", () => {
    fc.assert(
      fc.property(networkArb, (net) => {
        const tt = buildTimetable(net);
        tt.forEach((t, i) => {
          expectConsistent(t, nth(net.trains, i));
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe("buildTimetable on the configured network (demo, or RAILWAY_DATA_DIR)", async () => {
  const { network: net } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR);

  it("keeps every invariant on every train", () => {
    const tt = buildTimetable(net);
    expect(tt).toHaveLength(net.trains.length);
    tt.forEach((t, i) => {
      expectConsistent(t, nth(net.trains, i));
    });
  });

  it("gives every reserved train at least one class, and premium types their flags", () => {
    for (const t of buildTimetable(net)) {
      if (t.type !== "antyodaya") expect(t.classes.length).toBeGreaterThan(0);
      if (t.type === "rajdhani") expect(t.classes).toEqual(["1A", "2A", "3A"]);
      if (t.type === "rajdhani" || t.type === "shatabdi") expect(t.cateringIncluded).toBe(true);
    }
  });
});
