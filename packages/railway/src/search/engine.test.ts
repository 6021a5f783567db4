import {
  randomNetwork,
  runDays,
  searchStations,
  timetabledTrain,
} from "@safar/test-kit/railway-factories";
import { describe, expect, it } from "vitest";
import { bruteForceConnections, bruteForceDirect } from "./brute-force.ts";
import { buildJourneyEngine } from "./engine.ts";

// 2026-11-23 is a Monday.
const MON = "2026-11-23";
const TUE = "2026-11-24";
const SUN = "2026-11-22";

const stations = searchStations([
  { code: "NDLS", name: "NEW DELHI", lat: 28.6425, lon: 77.2197 },
  { code: "DLI", name: "DELHI", lat: 28.6616, lon: 77.2275 },
  { code: "KOTA", name: "KOTA JN", lat: 25.2229, lon: 75.8816 },
  { code: "RTM", name: "RATLAM JN", lat: 23.3395, lon: 75.0484 },
  { code: "BRC", name: "VADODARA JN", lat: 22.3106, lon: 73.1812 },
  { code: "MMCT", name: "MUMBAI CENTRAL", lat: 18.9696, lon: 72.8194 },
  { code: "BCT2", name: "MUMBAI CENTRAL LOCAL", lat: 18.9716, lon: 72.8254 },
  { code: "BDTS", name: "BANDRA TERMINUS", lat: 19.0627, lon: 72.8402 },
  { code: "PUNE", name: "PUNE JN", lat: 18.5289, lon: 73.8744 },
]);

describe("direct trains (J1)", () => {
  const rajdhani = timetabledTrain({
    number: "12951",
    name: "Mumbai Rajdhani",
    type: "rajdhani",
    classes: ["1A", "2A", "3A"],
    runsOn: "M------",
    stops: [
      ["MMCT", null, "17:00", 0],
      ["BRC", "21:30", "21:35", 392],
      ["RTM", "01:00", "01:05", 653],
      ["KOTA", "04:15", "04:25", 919],
      ["NDLS", "08:30", null, 1384],
    ],
  });
  const other = timetabledTrain({
    number: "12909",
    name: "Bandra Nizamuddin Garib Rath",
    type: "garib-rath",
    stops: [
      ["BDTS", null, "16:35"],
      ["BRC", "20:10", "20:15"],
      ["KOTA", "03:10", "03:20"],
      ["NDLS", "08:00", null],
    ],
  });
  const reverse = timetabledTrain({
    number: "12952",
    name: "New Delhi Rajdhani",
    stops: [
      ["NDLS", null, "16:55"],
      ["MMCT", "08:35", null],
    ],
  });
  const engine = buildJourneyEngine([rajdhani, other, reverse], stations);

  it("finds a train that stops at both stations in order, on a day it runs", () => {
    const found = engine.direct("MMCT", "NDLS", MON);
    expect(found.map((j) => j.trainNumber)).toEqual(["12951"]);
    expect(engine.direct("NDLS", "MMCT", MON).map((j) => j.trainNumber)).toEqual(["12952"]);
  });

  it("returns nothing when the train does not run on the date", () => {
    expect(engine.direct("MMCT", "NDLS", TUE)).toEqual([]);
  });

  it("counts the day offset of the boarding stop: a Monday departure calls at RTM on Tuesday", () => {
    expect(engine.direct("RTM", "NDLS", MON)).toEqual([]);
    const [j] = engine.direct("RTM", "NDLS", TUE);
    expect(j?.trainNumber).toBe("12951");
    expect(j?.originDate).toBe(MON);
    expect(j?.departure).toMatchObject({
      date: TUE,
      time: "01:05",
      day: 2,
      dateTime: "2026-11-24T01:05+05:30",
    });
    expect(j?.arrival).toMatchObject({ date: TUE, time: "08:30", day: 2 });
    expect(j?.runDays).toEqual(runDays("-T-----"));
    expect(j?.runDaysFlags).toBe("NYNNNNN");
    expect(j?.runDaysText).toBe("runs on Tue");
  });

  it("carries what the results screen needs", () => {
    const j = engine.direct("BRC", "KOTA", MON).find((x) => x.trainNumber === "12951");
    expect(j).toMatchObject({
      trainNumber: "12951",
      trainName: "Mumbai Rajdhani",
      trainType: "rajdhani",
      trainOwner: "IR",
      trainTypeFilter: "Rajdhani",
      source: "MMCT",
      destination: "NDLS",
      from: "BRC",
      to: "KOTA",
      fromName: "VADODARA JN",
      toName: "KOTA JN",
      durationMin: 6 * 60 + 40,
      duration: "6h 40m",
      distanceKm: 919 - 392,
      classes: ["1A", "2A", "3A"],
      cateringIncluded: true,
    });
    expect(j?.departure.time).toBe("21:35");
    expect(j?.arrival).toMatchObject({ date: TUE, time: "04:15", day: 2 });
  });

  it("says 'everyday' for a daily train", () => {
    const [j] = engine.direct("BDTS", "NDLS", SUN);
    expect(j?.runDaysText).toBe("everyday");
  });

  it("sorts by departure time", () => {
    const found = engine.direct("BRC", "KOTA", MON);
    expect(found.map((j) => [j.trainNumber, j.departure.time])).toEqual([
      ["12909", "20:15"],
      ["12951", "21:35"],
    ]);
  });

  it("answers nothing for unknown or equal stations and accepts lower-case codes", () => {
    expect(engine.direct("XXXX", "NDLS", MON)).toEqual([]);
    expect(engine.direct("NDLS", "NDLS", MON)).toEqual([]);
    expect(engine.direct("mmct", "ndls", MON)).toHaveLength(1);
  });

  it("lists every train of a pair on any weekday, each on its first run from the date (route pages)", () => {
    // 12951 leaves MMCT on Mondays only: from a Tuesday its next run is the Monday after.
    const found = engine.directAnyDay("MMCT", "NDLS", TUE);
    expect(found.map((j) => [j.trainNumber, j.departure.date])).toEqual([["12951", "2026-11-30"]]);
    expect(engine.directAnyDay("BRC", "KOTA", TUE).map((j) => j.trainNumber)).toEqual([
      "12909",
      "12951",
    ]);
    expect(engine.directAnyDay("NDLS", "NDLS", TUE)).toEqual([]);
  });

  it("lists the calls at a station and the stations some train serves", () => {
    const calls = engine.callsAt("KOTA").map((c) => [c.train.number, c.stop]);
    expect(calls.sort()).toEqual([
      ["12909", 2],
      ["12951", 3],
    ]);
    expect(engine.servedStations()).toEqual(["BDTS", "BRC", "KOTA", "MMCT", "NDLS", "RTM"]);
  });

  it("rejects a malformed date", () => {
    expect(() => engine.direct("MMCT", "NDLS", "2026-02-30")).toThrow(RangeError);
  });

  it("gives the same answer as a scan over every train", () => {
    const pairs: [string, string][] = [
      ["MMCT", "NDLS"],
      ["BRC", "KOTA"],
      ["RTM", "NDLS"],
      ["NDLS", "MMCT"],
    ];
    for (const [a, b] of pairs) {
      for (const d of [SUN, MON, TUE])
        expect(engine.direct(a, b, d)).toEqual(bruteForceDirect(engine.trains, stations, a, b, d));
    }
  });
});

describe("connections (J2)", () => {
  // A → X by train 1 arriving 10:00; then trains from X (or nearby X2) to B at various times.
  const conStations = searchStations([
    { code: "A", lat: 20, lon: 75 },
    { code: "X", lat: 21, lon: 75 },
    { code: "X2", lat: 21.009, lon: 75 }, // ~1.0 km from X: 16 min walk
    { code: "FAR", lat: 21.05, lon: 75 }, // ~5.6 km from X: not a change
    { code: "B", lat: 22, lon: 75 },
  ]);
  const leg1 = timetabledTrain({
    number: "10001",
    stops: [
      ["A", null, "06:00"],
      ["X", "10:00", null],
    ],
  });
  const make = (number: string, from: string, dep: string, runsOn = "MTWTFSS") =>
    timetabledTrain({
      number,
      runsOn,
      stops: [
        [from, null, dep],
        ["B", "23:59", null],
      ],
    });

  it("needs at least 30 minutes at the same station", () => {
    const engine = buildJourneyEngine(
      [leg1, make("20001", "X", "10:29"), make("20002", "X", "10:30")],
      conStations,
    );
    const found = engine.connections("A", "B", MON);
    expect(found.map((c) => c.legs.map((l) => l.trainNumber))).toEqual([["10001", "20002"]]);
    expect(found[0]?.transfer).toEqual({
      arriveAt: "X",
      departFrom: "X",
      walkKm: 0,
      walkMin: 0,
      waitMin: 30,
    });
  });

  it("waits at most 12 hours, into the next day", () => {
    const late = timetabledTrain({
      number: "10002",
      stops: [
        ["A", null, "12:00"],
        ["X", "20:00", null],
      ],
    });
    const engine = buildJourneyEngine(
      [late, make("20003", "X", "08:00", "-T-----"), make("20004", "X", "08:01", "-T-----")],
      conStations,
    );
    const found = engine.connections("A", "B", MON);
    expect(found.map((c) => c.legs[1].trainNumber)).toEqual(["20003"]);
    expect(found[0]?.transfer.waitMin).toBe(720);
    expect(found[0]?.legs[1].departure.date).toBe(TUE);
    // The second train must run on the day it is boarded.
    expect(
      buildJourneyEngine([late, make("20003", "X", "08:00", "M------")], conStations).connections(
        "A",
        "B",
        MON,
      ),
    ).toEqual([]);
  });

  it("changes to a station within 2 km, adding the walk to the minimum", () => {
    const engine = buildJourneyEngine(
      [
        leg1,
        make("20005", "X2", "10:45"),
        make("20006", "X2", "10:46"),
        make("20007", "FAR", "13:00"),
      ],
      conStations,
    );
    const found = engine.connections("A", "B", MON);
    expect(found.map((c) => c.legs[1].trainNumber)).toEqual(["20006"]);
    expect(found[0]?.transfer).toMatchObject({
      arriveAt: "X",
      departFrom: "X2",
      walkMin: 16,
      waitMin: 46,
    });
    expect(found[0]?.transfer.walkKm).toBeCloseTo(1.0, 1);
  });

  it("leaves out trains that go all the way, and keeps one change per pair of trains", () => {
    const through = timetabledTrain({
      number: "10003",
      stops: [
        ["A", null, "05:00"],
        ["X", "09:00", "09:10"],
        ["B", "12:00", null],
      ],
    });
    const twoChanges = timetabledTrain({
      number: "10004",
      stops: [
        ["A", null, "06:00"],
        ["X", "10:00", "10:05"],
        ["X2", "10:10", "10:15"],
        ["FAR", "11:00", null],
      ],
    });
    const onward = timetabledTrain({
      number: "20008",
      stops: [
        ["X", null, "11:00"],
        ["X2", "11:30", "11:35"],
        ["B", "15:00", null],
      ],
    });
    const engine = buildJourneyEngine([through, twoChanges, onward], conStations);
    const found = engine.connections("A", "B", MON);
    expect(found).toHaveLength(1);
    expect(found[0]?.legs.map((l) => l.trainNumber)).toEqual(["10004", "20008"]);
    // The shortest wait wins: X 10:00 → X 11:00 waits 60 min; off at X2 10:10 and a 16-minute walk to X 11:00 waits 50.
    expect(found[0]?.transfer).toMatchObject({
      arriveAt: "X2",
      departFrom: "X",
      walkMin: 16,
      waitMin: 50,
    });
    expect(engine.search("A", "B", MON).direct.map((j) => j.trainNumber)).toEqual(["10003"]);
  });

  it("equals the brute-force enumerator on random networks, every pair, two days", () => {
    for (const seed of [1, 2, 3]) {
      const net = randomNetwork(seed, 24, 70);
      const engine = buildJourneyEngine(net.trains, net.stations);
      let total = 0;
      for (const a of net.stations) {
        for (const b of net.stations) {
          for (const d of [SUN, MON]) {
            const got = engine.connections(a.code, b.code, d);
            total += got.length;
            expect(got).toEqual(bruteForceConnections(net.trains, net.stations, a.code, b.code, d));
            expect(engine.direct(a.code, b.code, d)).toEqual(
              bruteForceDirect(net.trains, net.stations, a.code, b.code, d),
            );
          }
        }
      }
      expect(total).toBeGreaterThan(100); // the comparison saw real connections
    }
  }, 60_000);
});

describe("alternates, schedules and train lookup", () => {
  const near = searchStations([
    { code: "NDLS", name: "NEW DELHI", lat: 28.6425, lon: 77.2197 },
    { code: "NZM", name: "H NIZAMUDDIN", lat: 28.5889, lon: 77.2535 },
    { code: "ANVT", name: "ANAND VIHAR TRM", lat: 28.6508, lon: 77.3152 },
    { code: "DLI", name: "DELHI", lat: 28.6616, lon: 77.2275 },
    { code: "GZB", name: "GHAZIABAD", lat: 28.6496, lon: 77.4308 },
    { code: "AGC", name: "AGRA CANTT", lat: 27.1592, lon: 77.9935 },
    { code: "AGA", name: "AGRA CITY", lat: 27.1767, lon: 78.0081 },
  ]);
  const trains = [
    timetabledTrain({
      number: "12002",
      name: "Bhopal Shatabdi",
      type: "shatabdi",
      stops: [
        ["NDLS", null, "06:00"],
        ["AGC", "07:50", null],
      ],
    }),
    timetabledTrain({
      number: "12280",
      name: "Taj Express",
      runsOn: "M-W-F--",
      stops: [
        ["NZM", null, "07:00"],
        ["AGC", "10:00", null],
      ],
    }),
    timetabledTrain({
      number: "12050",
      name: "Gatimaan Express",
      runsOn: "------S",
      stops: [
        ["NZM", null, "08:10"],
        ["AGA", "09:50", null],
      ],
    }),
    timetabledTrain({
      number: "14211",
      name: "Intercity Express",
      stops: [
        ["GZB", null, "05:00"],
        ["AGA", "09:00", null],
      ],
    }),
    timetabledTrain({
      number: "12626",
      name: "Kerala Express",
      stops: [
        ["DLI", null, "11:00"],
        ["ANVT", "11:40", null],
      ],
    }),
  ];
  const engine = buildJourneyEngine(trains, near);

  it("lists up to three stations with trains within 50 km, nearest first", () => {
    expect(engine.alternateStations("NDLS").map((s) => s.code)).toEqual(["DLI", "NZM", "ANVT"]);
    expect(engine.alternateStations("AGC").map((s) => s.code)).toEqual(["AGA"]);
    expect(engine.alternateStations("AGC")[0]?.distanceKm).toBeGreaterThan(2);
  });

  it("searches between the alternate stations on either side (J3)", () => {
    const result = engine.alternateStationSearch("NDLS", "AGC", MON);
    const routes = result.routes.map((r) => [
      r.from.code,
      r.to.code,
      r.trains.map((t) => t.trainNumber).join(),
    ]);
    expect(routes).toEqual([["NZM", "AGC", "12280"]]);
    const sunday = engine.alternateStationSearch("NDLS", "AGC", SUN);
    expect(sunday.routes.map((r) => [r.from.code, r.to.code])).toEqual([["NZM", "AGA"]]);
  });

  it("finds the next and previous dates with trains", () => {
    const { before, after } = engine.alternateDates("NZM", "AGC", TUE, 4);
    expect(before).toEqual([
      { date: MON, trains: 1 },
      { date: "2026-11-20", trains: 1 },
    ]);
    expect(after).toEqual([
      { date: "2026-11-25", trains: 1 },
      { date: "2026-11-27", trains: 1 },
    ]);
  });

  it("gives a train's schedule by number", () => {
    const s = engine.schedule("12280");
    expect(s).toMatchObject({
      number: "12280",
      name: "Taj Express",
      source: "NZM",
      destination: "AGC",
      runDaysText: "runs on Mon, Wed, Fri",
    });
    expect(s?.stops.map((x) => [x.code, x.arrival, x.departure])).toEqual([
      ["NZM", null, "07:00"],
      ["AGC", "10:00", null],
    ]);
    expect(engine.schedule("99999")).toBeNull();
  });

  it("finds trains exactly by number and by name prefix or with a typo", () => {
    expect(engine.findTrains("12050").map((t) => t.number)).toEqual(["12050"]);
    expect(engine.findTrains("1205")).toEqual([]);
    expect(engine.findTrains("taj").map((t) => t.number)).toEqual(["12280"]);
    expect(engine.findTrains("express").map((t) => t.number)).toEqual([
      "12050",
      "12280",
      "12626",
      "14211",
    ]);
    expect(engine.findTrains("gatiman").map((t) => t.number)).toEqual(["12050"]);
    expect(engine.findTrains("shatabdi bhopal").map((t) => t.number)).toEqual(["12002"]);
  });
});
