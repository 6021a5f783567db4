import { describe, expect, it } from "vitest";
import type { City } from "./cities.ts";
import { haversineKm } from "./geo.ts";
import { buildStationIndex, DEFAULT_SEARCH_LIMIT, type StationIndex } from "./station-index.ts";
import { demoNetwork, fullNetwork, station, train } from "./test-network.ts";

const codes = (index: StationIndex, query: string, limit?: number) =>
  index.search(query, limit).map((h) => h.station.code);

// A hand-made network: a city with three stations, look-alike names, a state
// with a halt no train calls at (so never offered in search), coordinates for distances.
const stations = [
  station("BIGC", "BIG CITY JN", "Alpha", 20.0, 77.0),
  station("BCE", "BIG CITY EAST", "Alpha", 20.0, 77.1),
  station("QSUB", "QUIET SUBURB", "Alpha", 20.1, 77.0),
  station("HLT", "BIGCITY HALT", "Alpha", 20.3, 77.0),
  station("FARX", "FARAWAY", "Beta", 25.0, 80.0),
  station("FRH", "FARAWAY HALT", "Beta", 25.01, 80.0),
  station("NOCO", "NO COORDS", null),
];
const trains = [
  train("1", ["BIGC", "QSUB", "FARX"]),
  train("2", ["BIGC", "BCE", "FARX"]),
  train("3", ["FARX", "BIGC"]),
  train("4", ["BCE", "QSUB", "FRH"]),
];
const cities: City[] = [
  { name: "Metro", aliases: ["Metropolis", "Old Metro"], codes: ["BIGC", "BCE", "QSUB", "GONE"] },
];
const small = buildStationIndex({ stations, trains }, undefined, cities);

describe("station index on a hand-made network", () => {
  it("looks stations up by code, any case", () => {
    expect(small.get("bigc")?.name).toBe("Big City Jn");
    expect(small.get("ZZZ")).toBeUndefined();
    expect(small.size).toBe(stations.length);
  });

  it("ranks an exact code first, above name matches", () => {
    // HLT is a code and a word of "FARAWAY HALT"; here a train calls at it.
    const served = buildStationIndex(
      { stations, trains: [...trains, train("5", ["HLT", "FRH"])] },
      undefined,
      cities,
    );
    const hits = served.search("hlt");
    expect(hits[0]?.station.code).toBe("HLT");
    expect(hits[0]?.match).toBe("code");
  });

  it("offers no station that no train calls at, by code, name or city", () => {
    expect(codes(small, "hlt")).not.toContain("HLT");
    expect(codes(small, "bigcity halt")).not.toContain("HLT");
    expect(codes(small, "no coords")).toEqual([]);
    // Still known by its code: lookups and journeys are not search.
    expect(small.get("HLT")?.name).toBe("Bigcity Halt");
  });

  it("finds every station of a city by any of its names, ignoring codes the network lacks", () => {
    expect(new Set(codes(small, "Metropolis"))).toEqual(new Set(["BIGC", "BCE", "QSUB"]));
    expect(new Set(codes(small, "old metro"))).toEqual(new Set(["BIGC", "BCE", "QSUB"]));
    expect(small.search("metropolis").every((h) => h.match === "city")).toBe(true);
  });

  it("ranks hits of the same match quality by importance", () => {
    // BIGC: 3 calls + 3 terminal points; BCE: 2 + 1; QSUB: 2.
    expect(codes(small, "Metropolis")).toEqual(["BIGC", "BCE", "QSUB"]);
  });

  it("matches names by word, by prefix and by whole name", () => {
    expect(codes(small, "suburb")).toEqual(["QSUB"]);
    expect(codes(small, "quiet sub")).toEqual(["QSUB"]);
    expect(codes(small, "faraw")).toEqual(["FARX", "FRH"]);
    // "BIG CITY JN" and "BIG CITY EAST" as a whole start so ("BIGCITY HALT" has it as a
    // word, but no train calls there).
    expect(new Set(codes(small, "bigcity"))).toEqual(new Set(["BIGC", "BCE"]));
  });

  it("tolerates typos", () => {
    expect(codes(small, "metroplis")[0]).toBe("BIGC");
    expect(codes(small, "farawey")).toContain("FARX");
    expect(codes(small, "quiet suburp")).toEqual(["QSUB"]);
  });

  it("searches the full or former names of a station, ignoring filler words and long forms of abbreviations", () => {
    const withAliases = buildStationIndex({ stations, trains }, undefined, cities, {
      QSUB: ["Lakeside Terminus"],
    });
    expect(codes(withAliases, "lakeside terminus")).toEqual(["QSUB"]);
    expect(codes(withAliases, "lakeside")).toEqual(["QSUB"]);
    expect(codes(small, "big city junction")[0]).toBe("BIGC");
    expect(codes(small, "quiet suburb railway station")).toEqual(["QSUB"]);
  });

  it("answers nothing for an empty or unmatched query and honours the limit", () => {
    expect(small.search("   ")).toEqual([]);
    expect(small.search("zzzzzzzz")).toEqual([]);
    expect(small.search("metropolis", 2)).toHaveLength(2);
    expect(small.search("metropolis", 0)).toEqual([]);
  });

  it("gives the nearby stations of a station by distance, itself excluded, within the radius", () => {
    const near = small.nearby("BIGC", { radiusKm: 40, limit: 10 });
    expect(near.map((n) => n.station.code)).toEqual(["BCE", "QSUB", "HLT"]);
    expect(near[0]?.distanceKm).toBeCloseTo(
      haversineKm({ lat: 20, lon: 77 }, { lat: 20, lon: 77.1 }),
      9,
    );
    expect(near.every((n, i) => i === 0 || n.distanceKm >= (near[i - 1]?.distanceKm ?? 0))).toBe(
      true,
    );
    expect(small.nearby("BIGC", { radiusKm: 12, limit: 10 }).map((n) => n.station.code)).toEqual([
      "BCE",
      "QSUB",
    ]);
    expect(small.nearby("BIGC", { radiusKm: 40, limit: 1 }).map((n) => n.station.code)).toEqual([
      "BCE",
    ]);
  });

  it("gives nearby stations of a point, optionally only those trains serve", () => {
    expect(
      small.nearby({ lat: 25, lon: 80 }, { radiusKm: 5, limit: 3 }).map((n) => n.station.code),
    ).toEqual(["FARX", "FRH"]);
    expect(
      small
        .nearby({ lat: 20.3, lon: 77 }, { radiusKm: 40, limit: 5, servedOnly: true })
        .map((n) => n.station.code),
    ).toEqual(["QSUB", "BIGC", "BCE"]);
    expect(small.nearby("NOCO", { radiusKm: 50, limit: 3 })).toEqual([]);
    expect(small.nearby("NONE", { radiusKm: 50, limit: 3 })).toEqual([]);
  });

  it("lists states alphabetically with their offered stations by importance, leaving out stations without a state", () => {
    const states = small.states();
    expect(states.map((s) => s.state)).toEqual(["Alpha", "Beta"]);
    // HLT is in Alpha, but no train calls there.
    expect(states[0]?.stations.map((s) => s.code)).toEqual(["BIGC", "BCE", "QSUB"]);
    expect(states[1]?.stations.map((s) => s.code)).toEqual(["FARX", "FRH"]);
  });

  it("gives popular stations: served ones by importance, optionally in one state", () => {
    expect(small.popular(3).map((s) => s.code)).toEqual(["BIGC", "FARX", "BCE"]);
    expect(small.popular(10, "Beta").map((s) => s.code)).toEqual(["FARX", "FRH"]);
    expect(small.popular(10, "Alpha").map((s) => s.code)).not.toContain("HLT"); // no train calls there
  });

  it("gives the busiest list's stations first, in its order, skipping those absent or not offered", () => {
    const busy = buildStationIndex({ stations, trains }, undefined, cities, undefined, {
      busiest: ["QSUB", "GONE", "HLT", "FRH"],
    });
    expect(busy.popular(4).map((s) => s.code)).toEqual(["QSUB", "FRH", "BIGC", "FARX"]);
    expect(busy.popular(10, "Alpha").map((s) => s.code)).toEqual(["QSUB", "BIGC", "BCE"]);
    expect(busy.popular(10, "Beta").map((s) => s.code)).toEqual(["FRH", "FARX"]);
  });

  it("finds the station that replaced an old code by the old code and the old name", () => {
    const renamed = buildStationIndex(
      { stations: [...stations, station("OLDQ", "LAKE VIEW", "Alpha", 20.1, 77.0)], trains },
      undefined,
      cities,
      { OLDQ: ["Lakeside Old Town"] },
      { replacedCodes: { OLDQ: ["QSUB"], GONE: ["FARX"] } },
    );
    expect(renamed.search("OLDQ").map((h) => [h.station.code, h.match])).toEqual([
      ["QSUB", "code"],
    ]);
    expect(codes(renamed, "lake view")).toEqual(["QSUB"]);
    expect(codes(renamed, "lakeside old town")).toEqual(["QSUB"]);
    expect(renamed.search("gone")[0]?.station.code).toBe("FARX"); // the old code need not be in the network
    expect(renamed.states()[0]?.stations.map((s) => s.code)).not.toContain("OLDQ");
    expect(renamed.get("OLDQ")?.name).toBe("Lake View");
  });

  it("shows and finds a station by its written-out name as well as the printed one", () => {
    const written = buildStationIndex(
      {
        stations: [...stations, station("DADN", "DR XYZ NGR", "Beta", 25.2, 80)],
        trains: [...trains, train("6", ["DADN", "FARX"])],
      },
      undefined,
      cities,
    );
    expect(written.get("DADN")?.name).toBe("Dr Ambedkar Nagar");
    expect(written.get("DADN")?.printedName).toBe("DR XYZ NGR");
    expect(codes(written, "ambedkar nagar")[0]).toBe("DADN");
    expect(codes(written, "xyz ngr")[0]).toBe("DADN");
  });

  it("is deterministic: the same input builds the same answers", () => {
    const again = buildStationIndex(
      { stations: [...stations].reverse(), trains },
      undefined,
      cities,
    );
    for (const q of ["metropolis", "far", "bigcity", "quiet suburp"])
      expect(codes(again, q)).toEqual(codes(small, q));
  });
});

describe("station index on the demo network", () => {
  const index = buildStationIndex(demoNetwork());

  it("finds the stations of Delhi, Mumbai and Bengaluru by city", () => {
    expect(codes(index, "Delhi")).toEqual(expect.arrayContaining(["NDLS", "DLI", "NZM", "ANVT"]));
    expect(codes(index, "Mumbai")).toEqual(expect.arrayContaining(["CSMT", "MMCT", "LTT", "BDTS"]));
    for (const q of ["Bangalore", "Bengaluru"])
      expect(codes(index, q)).toEqual(expect.arrayContaining(["SBC", "YPR", "SMVB"]));
    expect(codes(index, "Bombay")).toEqual(codes(index, "Mumbai"));
    expect(codes(index, "Madras")[0]).toBe("MAS");
    expect(codes(index, "Calcutta")[0]).toBe("HWH");
  });

  it("tolerates typos and ranks exact codes first", () => {
    expect(codes(index, "Bangalor")).toContain("SBC");
    expect(codes(index, "Mumbi")).toContain("CSMT");
    expect(codes(index, "Chenai")[0]).toBe("MAS");
    expect(codes(index, "Hwh")[0]).toBe("HWH");
    expect(codes(index, "new delli")[0]).toBe("NDLS");
  });

  it("has a display name for every station", () => {
    for (const code of ["NDLS", "CSMT", "SBC"]) expect(index.get(code)?.name).toMatch(/^[A-Z]/);
  });

  it("leads old names and codes to the current station", () => {
    expect(codes(index, "Mumbai Central")[0]).toBe("MMCT");
    expect(codes(index, "Allahabad")[0]).toBe("PRYJ");
    expect(codes(index, "Mughalsarai")[0]).toBe("DDU");
    const replaced: [string, string][] = [
      ["CSTM", "CSMT"],
      ["BCT", "MMCT"],
      ["ALD", "PRYJ"],
      ["MGS", "DDU"],
      ["JHS", "VGLJ"],
    ];
    for (const [old, current] of replaced)
      expect(index.search(old)[0]?.station.code, old).toBe(current);
  });

  it("lists the busiest stations first: Mumbai, Bengaluru, Chennai, Kolkata, Delhi, Hyderabad", () => {
    expect(index.popular(6).map((s) => s.code)).toEqual([
      "CSMT",
      "SBC",
      "MAS",
      "HWH",
      "NDLS",
      "SC",
    ]);
    expect(index.popular(12).map((s) => s.code)).toEqual([
      ...["CSMT", "SBC", "MAS", "HWH", "NDLS", "SC"],
      ...["MMCT", "SMVB", "MS", "SDAH", "NZM", "LTT"],
    ]);
    expect(index.popular(65)).toHaveLength(65);
  });
});

const full = fullNetwork();
describe.runIf(full !== undefined)("station index on the full network (RAILWAY_DATA_DIR)", () => {
  const index = buildStationIndex(full ?? { stations: [], trains: [] });

  it("finds the stations of the big cities by any of their names", () => {
    expect(codes(index, "Delhi")).toEqual(expect.arrayContaining(["NDLS", "DLI", "NZM", "ANVT"]));
    expect(codes(index, "Delhi", 20).length).toBeGreaterThan(4);
    expect(codes(index, "Mumbai")).toEqual(expect.arrayContaining(["CSMT", "MMCT", "LTT", "BDTS"]));
    for (const q of ["Bangalore", "Bengaluru"])
      expect(codes(index, q)).toEqual(expect.arrayContaining(["SBC", "YPR", "SMVB"]));
    const pairs: [string, string, string][] = [
      ["Bombay", "Mumbai", "CSMT"],
      ["Madras", "Chennai", "MAS"],
      ["Calcutta", "Kolkata", "HWH"],
      ["Gurgaon", "Gurugram", "GGN"],
      ["Trivandrum", "Thiruvananthapuram", "TVC"],
      ["Vizag", "Visakhapatnam", "VSKP"],
      ["Poona", "Pune", "PUNE"],
      ["Benares", "Varanasi", "BSB"],
      ["Allahabad", "Prayagraj", "PRYJ"],
    ];
    for (const [old, current, main] of pairs) {
      expect(codes(index, old)).toContain(main);
      expect(codes(index, current)).toContain(main);
    }
  });

  it("tolerates typos", () => {
    expect(codes(index, "Bangalor")).toEqual(expect.arrayContaining(["SBC", "YPR"]));
    expect(codes(index, "Mumbi")).toEqual(expect.arrayContaining(["CSMT", "LTT"]));
    expect(codes(index, "Chenai")[0]).toBe("MAS");
    expect(codes(index, "Hwh")[0]).toBe("HWH");
    expect(codes(index, "new delli")[0]).toBe("NDLS");
  });

  it("knows stations by their full and former names", () => {
    expect(codes(index, "Chhatrapati Shivaji Maharaj Terminus")[0]).toBe("CSMT");
    expect(codes(index, "Victoria Terminus")[0]).toBe("CSMT");
    expect(codes(index, "Hazrat Nizamuddin")[0]).toBe("NZM");
    expect(codes(index, "New Delhi railway station")[0]).toBe("NDLS");
    expect(codes(index, "Howrah Junction")[0]).toBe("HWH");
  });

  it("ranks the busiest of equal matches first", () => {
    const hits = index.search("Delhi", DEFAULT_SEARCH_LIMIT);
    expect(hits[0]?.station.code).toBe("NDLS");
    const cityHits = hits.filter((h) => h.match === "city");
    for (let i = 1; i < cityHits.length; i++) {
      expect(cityHits[i - 1]?.station.importance ?? 0).toBeGreaterThanOrEqual(
        cityHits[i]?.station.importance ?? 0,
      );
    }
  });

  it("gives served stations within 50 km of New Delhi, nearest first", () => {
    const near = index.nearby("NDLS", { radiusKm: 50, limit: 3, servedOnly: true });
    expect(near).toHaveLength(3);
    expect(near.every((n) => n.distanceKm <= 50 && n.station.importance > 0)).toBe(true);
  });

  it("lists popular stations led by the busiest", () => {
    expect(index.popular(5).map((s) => s.code)).toContain("NDLS");
    expect(index.popular(3, "Maharashtra").every((s) => s.state === "Maharashtra")).toBe(true);
  });

  it("lists the country's busiest first, not the best-connected junctions", () => {
    expect(index.popular(12).map((s) => s.code)).toEqual([
      ...["CSMT", "SBC", "MAS", "HWH", "NDLS", "SC"],
      ...["MMCT", "SMVB", "MS", "SDAH", "NZM", "HYB"],
    ]);
    expect(index.popular(4, "Maharashtra").map((s) => s.code)).toEqual([
      "CSMT",
      "MMCT",
      "LTT",
      "DR",
    ]);
  });

  it("offers no goods yard, cabin or old code, and leads old names and codes to the current station", () => {
    for (const q of ["cabin", "goods", "yard", "siding"])
      for (const hit of index.search(q, 50))
        expect(hit.station.importance, `${q}: ${hit.station.code}`).toBeGreaterThan(0);
    expect(codes(index, "Mughalsarai", 50)).not.toContain("MGMY"); // the marshalling yard
    expect(codes(index, "Mughalsarai", 50)).not.toContain("FOCM"); // a flyover cabin
    expect(codes(index, "Mumbai Central", 50)).not.toContain("BCT");
    expect(codes(index, "Mumbai Central")[0]).toBe("MMCT");
    expect(codes(index, "Mumbai CST")[0]).toBe("CSMT");
    expect(codes(index, "Allahabad")[0]).toBe("PRYJ");
    expect(codes(index, "Mughalsarai")[0]).toBe("DDU");
    expect(codes(index, "Habibganj")[0]).toBe("RKMP");
    expect(codes(index, "Jhansi")[0]).toBe("VGLB");
    expect(codes(index, "Gulbarga")[0]).toBe("KLBG");
    expect(codes(index, "Hoshangabad")[0]).toBe("NDPM");
    const replaced: [string, string][] = [
      ["CSTM", "CSMT"],
      ["BCT", "MMCT"],
      ["ALD", "PRYJ"],
      ["MGS", "DDU"],
      ["HBJ", "RKMP"],
      ["JHS", "VGLB"],
    ];
    for (const [old, current] of replaced)
      expect(index.search(old)[0]?.station.code, old).toBe(current);
  });

  it("shows the big terminals by their full names", () => {
    expect(index.get("CSMT")?.name).toBe("Chhatrapati Shivaji Maharaj Terminus");
    // The data's printed (abbreviated) name is kept beside it, for tickets and search.
    expect(index.get("CSMT")?.printedName).toMatch(/^[A-Z .]+$/);
    expect(index.get("CSMT")?.printedName).not.toBe(index.get("CSMT")?.name);
    expect(index.get("MAS")?.name).toBe("MGR Chennai Central");
    expect(index.get("LTT")?.name).toBe("Lokmanya Tilak Terminus");
  });
});
