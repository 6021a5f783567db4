import { describe, expect, it } from "vitest";
import { NON_PASSENGER_NAME, REPLACED_CODES, stationOffer } from "./offered.ts";
import { demoNetwork, fullNetwork, station, train } from "./test-network.ts";

// A hand-made network: a renamed station beside its old code, a cabin and a
// goods yard no train stops at, a "cabin" a train does stop at (reviewed or
// not), and a halt of no train.
const stations = [
  station("NEWC", "NEW CITY JN", "Alpha", 20, 77),
  station("OLDC", "OLD CITY JN", "Alpha", 20, 77),
  station("FARX", "FARAWAY", "Alpha", 21, 77),
  station("XCAB", "CROSSING CABIN", "Alpha", 20.5, 77),
  station("GDY", "FARAWAY GOODS", "Alpha", 21, 77.01),
  station("SCAB", "SOUTH CABIN", "Alpha", 20.2, 77),
  station("RCAB", "REVIEWED CABIN", "Alpha", 20.3, 77),
  station("HLT", "QUIET HALT", "Alpha", 20.4, 77),
];
const trains = [train("1", ["NEWC", "SCAB", "RCAB", "FARX"]), train("2", ["FARX", "NEWC"])];
const replaced = { OLDC: ["NEWC"], GONE: ["NOPE", "FARX"], NONE: ["NOPE"] };

describe("stationOffer on a hand-made network", () => {
  const offer = stationOffer({ stations, trains }, replaced, new Set(["RCAB"]));

  it("offers the stations trains stop at", () => {
    expect([...offer.offered].sort()).toEqual(["FARX", "NEWC", "RCAB"]);
  });

  it("gives the first rule that leaves each other station out", () => {
    expect(Object.fromEntries(offer.excluded)).toEqual({
      OLDC: "replaced",
      XCAB: "no-train",
      GDY: "no-train",
      HLT: "no-train",
      SCAB: "non-passenger-name",
    });
  });

  it("maps old codes to the first replacement the network has, the old code itself need not be there", () => {
    expect(Object.fromEntries(offer.replacedBy)).toEqual({ OLDC: "NEWC", GONE: "FARX" });
  });

  it("leaves a replaced code out even where a train still stops at it", () => {
    const both = stationOffer(
      { stations, trains: [...trains, train("3", ["OLDC", "FARX"])] },
      replaced,
    );
    expect(both.excluded.get("OLDC")).toBe("replaced");
  });

  it("reads cabins, goods yards, marshalling yards, block huts, panels and sidings from names", () => {
    for (const name of [
      "FLYOVER CABIN MUGHALSARAI",
      "HUBLI EAST CAB",
      "KALAMBOLI GOODS",
      "MUGHAL SARAI MARSHALING YARD",
      "Sindri Marshalling Yard",
      "BLOCK HUT BEAS",
      "KANPUR C PANEL",
      "BLOCK AND CATCH SIDING CABINE NO.2",
    ])
      expect(NON_PASSENGER_NAME.test(name), name).toBe(true);
    for (const name of ["SURENDRANAGAR GATE", "JAGADHRI WORKSHOP", "CABINET ROAD", "YARDLEY"])
      expect(NON_PASSENGER_NAME.test(name), name).toBe(false);
  });
});

describe("stationOffer on the demo network", () => {
  it("offers every station (each has trains) and maps old codes to the current ones it has", () => {
    const demo = demoNetwork();
    const offer = stationOffer(demo);
    expect(offer.offered.size).toBe(demo.stations.length);
    expect(offer.replacedBy.get("CSTM")).toBe("CSMT");
    expect(offer.replacedBy.get("BCT")).toBe("MMCT");
    expect(offer.replacedBy.get("ALD")).toBe("PRYJ");
    expect(offer.replacedBy.get("MGS")).toBe("DDU");
    expect(offer.replacedBy.get("JHS")).toBe("VGLJ");
  });
});

const full = fullNetwork();
describe.runIf(full !== undefined)("stationOffer on the open data (RAILWAY_DATA_DIR)", () => {
  const network = full ?? { stations: [], trains: [] };
  const offer = stationOffer(network);
  const stopped = new Set(network.trains.flatMap((t) => t.stops));

  it("offers exactly the 3,343 stations trains stop at and leaves out the other 5,747", () => {
    expect(offer.offered.size).toBe(3343);
    expect([...offer.offered].every((c) => stopped.has(c))).toBe(true);
    const reasons = new Map<string, number>();
    for (const r of offer.excluded.values()) reasons.set(r, (reasons.get(r) ?? 0) + 1);
    expect(Object.fromEntries(reasons)).toEqual({ "no-train": 5733, replaced: 14 });
  });

  it("lists every old code the data shows replaced: a renamed station's site, no train at the old code", () => {
    const onSite = new Map<string, string[]>();
    for (const s of network.stations) {
      if (s.lat === null || s.lon === null) continue;
      const key = `${s.lat},${s.lon}`;
      onSite.set(key, [...(onSite.get(key) ?? []), s.code]);
    }
    const derived = new Map<string, string>();
    for (const s of network.stations.filter((x) => x.coords === "renamed")) {
      for (const old of onSite.get(`${s.lat},${s.lon}`) ?? [])
        if (old !== s.code && !stopped.has(old)) derived.set(old, s.code);
    }
    expect(derived.size).toBe(14);
    for (const [old, current] of derived) expect(offer.replacedBy.get(old), old).toBe(current);
    // And the table names no code the data does not show replaced.
    for (const old of Object.keys(REPLACED_CODES)) expect(derived.has(old), old).toBe(true);
  });

  it("offers a station named as a cabin or goods yard only where trains stop and it was reviewed", () => {
    const named = network.stations.filter((s) => NON_PASSENGER_NAME.test(s.name));
    expect(named.length).toBe(114);
    expect(
      named
        .filter((s) => offer.offered.has(s.code))
        .map((s) => s.code)
        .sort(),
    ).toEqual(["KLMG", "SGAC", "SZB"]);
  });
});
