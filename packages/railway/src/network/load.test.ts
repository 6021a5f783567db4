import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rawStation, rawTrain } from "@safar/test-kit/railway-factories";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEMO_NETWORK_DIR,
  loadConfiguredNetwork,
  loadNetwork,
  NetworkFileError,
  type NetworkProblem,
} from "./load.ts";
import type { RawNetwork, RawStation, RawTrain } from "./model.ts";

const station = rawStation;
const train = rawTrain;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A directory holding the given files; objects are written as JSON, strings as they are. */
function networkDir(files: { stations?: unknown; trains?: unknown }): string {
  const dir = mkdtempSync(path.join(tmpdir(), "safar-network-"));
  dirs.push(dir);
  for (const [name, content] of [
    ["stations.json", files.stations],
    ["trains.json", files.trains],
  ] as const) {
    if (content === undefined) continue;
    writeFileSync(
      path.join(dir, name),
      typeof content === "string" ? content : JSON.stringify(content),
    );
  }
  return dir;
}

const goodStations = (): RawStation[] => [
  station("AAA"),
  station("BBB", { state: null, zone: null, stateInferred: true }),
  station("CCC", { lat: null, lon: null, coords: "none" }),
];
const goodTrains = (): RawTrain[] => [
  train("12001", ["AAA", "BBB", "CCC"], { pair: "12002" }),
  train("12002", ["CCC", "BBB", "AAA"], {
    pair: "12001",
    runsOn: [true, false, true, false, true, false, false],
  }),
];

/** The problems a load of these files reports; fails the test when it loads. */
async function problemsOf(files: {
  stations?: unknown;
  trains?: unknown;
}): Promise<NetworkProblem[]> {
  const error = await loadNetwork(networkDir(files), "demo").then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NetworkFileError);
  return [...(error as NetworkFileError).problems];
}

describe("loadNetwork: good files", () => {
  it("returns the stations and trains field for field, with the source and a SHA-256 checksum", async () => {
    const { network, warnings } = await loadNetwork(
      networkDir({ stations: goodStations(), trains: goodTrains() }),
      "open-data",
    );
    expect(warnings).toEqual([]);
    expect(network.source).toBe("open-data");
    expect(network.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(network.stations).toEqual(goodStations());
    expect(network.trains).toEqual(goodTrains());
    // An absent stateInferred stays absent.
    expect("stateInferred" in (network.stations[0] as RawStation)).toBe(false);
  });

  it("gives the same checksum for the same bytes and another one when any byte changes", async () => {
    const files = { stations: goodStations(), trains: goodTrains() };
    const a = await loadNetwork(networkDir(files), "demo");
    const b = await loadNetwork(networkDir(files), "demo");
    expect(b.network.checksum).toBe(a.network.checksum);
    const changedTrains = goodTrains();
    changedTrains[0] = { ...(changedTrains[0] as RawTrain), durationMin: 301 };
    const c = await loadNetwork(networkDir({ ...files, trains: changedTrains }), "demo");
    expect(c.network.checksum).not.toBe(a.network.checksum);
    // The same content split differently between the files is another network too.
    const d = await loadNetwork(
      networkDir({ stations: `${JSON.stringify(goodStations())} `, trains: goodTrains() }),
      "demo",
    );
    expect(d.network.checksum).not.toBe(a.network.checksum);
  });

  it("clears a pair that names no train in the file, with a warning", async () => {
    const trains = goodTrains();
    trains[1] = { ...(trains[1] as RawTrain), pair: "No Pair" };
    trains[0] = { ...(trains[0] as RawTrain), pair: "19999" };
    const { network, warnings } = await loadNetwork(
      networkDir({ stations: goodStations(), trains }),
      "demo",
    );
    expect(network.trains.map((t) => t.pair)).toEqual([null, null]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("trains.json[0].pair");
    expect(warnings[0]).toContain("19999");
  });

  it("skips a station with no name that no train stops at, with a warning", async () => {
    const stations = [...goodStations(), station("P", { name: "" })];
    const { network, warnings } = await loadNetwork(
      networkDir({ stations, trains: goodTrains() }),
      "demo",
    );
    expect(network.stations.map((s) => s.code)).toEqual(["AAA", "BBB", "CCC"]);
    expect(warnings).toEqual([expect.stringContaining("stations.json[3].name")]);
  });
});

describe("loadNetwork: bad input is rejected whole, naming the file, the index and the field", () => {
  it("a missing file", async () => {
    const problems = await problemsOf({ stations: goodStations() });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "trains.json",
        index: null,
        message: expect.stringContaining("file not found"),
      }),
    ]);
  });

  it("a file that is not JSON", async () => {
    const problems = await problemsOf({ stations: "[{", trains: goodTrains() });
    expect(problems[0]).toMatchObject({ file: "stations.json", index: null });
    expect(problems[0]?.message).toContain("not valid JSON");
  });

  it("a file that is not an array", async () => {
    const problems = await problemsOf({ stations: goodStations(), trains: { trains: [] } });
    expect(problems).toEqual([
      { file: "trains.json", index: null, field: null, message: "must be a JSON array" },
    ]);
  });

  it("a field of the wrong type, and the message says where", async () => {
    const stations: unknown[] = goodStations();
    stations[1] = { ...(stations[1] as RawStation), lat: "19.2" };
    const error = await loadNetwork(networkDir({ stations, trains: goodTrains() }), "demo").catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(NetworkFileError);
    expect(error.problems).toEqual([
      expect.objectContaining({ file: "stations.json", index: 1, field: "lat" }),
    ]);
    expect(error.message).toContain("stations.json[1].lat:");
  });

  it("a missing field and an unknown one", async () => {
    const { name: _name, ...noName } = station("AAA");
    const stations = [noName, { ...station("BBB"), platforms: 4 }, station("CCC")];
    const problems = await problemsOf({ stations, trains: goodTrains() });
    expect(problems).toEqual([
      expect.objectContaining({ file: "stations.json", index: 0, field: "name" }),
      expect.objectContaining({ file: "stations.json", index: 1, field: null }),
    ]);
    expect(problems[1]?.message).toContain("platforms");
  });

  it("an unknown coords quality", async () => {
    const stations: unknown[] = goodStations();
    stations[2] = { ...(stations[2] as RawStation), coords: "guessed" };
    const problems = await problemsOf({ stations, trains: goodTrains() });
    expect(problems).toEqual([
      expect.objectContaining({ file: "stations.json", index: 2, field: "coords" }),
    ]);
  });

  it("runsOn without seven flags", async () => {
    const trains = goodTrains();
    trains[1] = { ...(trains[1] as RawTrain), runsOn: [true, true, true, true, true, true] };
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems).toEqual([
      {
        file: "trains.json",
        index: 1,
        field: "runsOn",
        message: "must have seven flags, Monday first",
      },
    ]);
  });

  it("fewer than two stops", async () => {
    const trains = [...goodTrains(), train("12003", ["AAA"])];
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems).toEqual([
      { file: "trains.json", index: 2, field: "stops", message: "must list at least two stops" },
    ]);
  });

  it("a train number that is not five digits, and a duration that is not a positive whole number", async () => {
    const trains = goodTrains();
    trains[0] = { ...(trains[0] as RawTrain), number: "1200", durationMin: 0 };
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, "number"],
      [0, "durationMin"],
    ]);
  });

  it("a stop that is not a station", async () => {
    const trains = goodTrains();
    trains[1] = train("12002", ["CCC", "XYZ", "AAA"]);
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems).toEqual([
      { file: "trains.json", index: 1, field: "stops.1", message: 'unknown station code "XYZ"' },
    ]);
  });

  it("an origin or destination that is not a station or not the first or last stop", async () => {
    const trains = goodTrains();
    trains[0] = { ...(trains[0] as RawTrain), from: "ZZZ", to: "BBB" };
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems).toEqual([
      { file: "trains.json", index: 0, field: "from", message: 'unknown station code "ZZZ"' },
      {
        file: "trains.json",
        index: 0,
        field: "from",
        message: '"ZZZ" is not the first stop ("AAA")',
      },
      { file: "trains.json", index: 0, field: "to", message: '"BBB" is not the last stop ("CCC")' },
    ]);
  });

  it("a station twice in one train", async () => {
    const trains = [...goodTrains(), train("12003", ["AAA", "BBB", "AAA", "CCC"])];
    const problems = await problemsOf({ stations: goodStations(), trains });
    expect(problems).toEqual([
      { file: "trains.json", index: 2, field: "stops.2", message: 'station "AAA" appears twice' },
    ]);
  });

  it("duplicate station codes and train numbers", async () => {
    const stations = [...goodStations(), station("BBB")];
    const trains = [...goodTrains(), train("12001", ["AAA", "CCC"])];
    const problems = await problemsOf({ stations, trains });
    expect(problems).toEqual([
      {
        file: "stations.json",
        index: 3,
        field: "code",
        message: 'duplicate station code "BBB" (first at index 1)',
      },
      {
        file: "trains.json",
        index: 2,
        field: "number",
        message: 'duplicate train number "12001" (first at index 0)',
      },
    ]);
  });

  it("a station with no name that a train stops at", async () => {
    const stations = goodStations();
    stations[1] = { ...(stations[1] as RawStation), name: "" };
    const problems = await problemsOf({ stations, trains: goodTrains() });
    expect(problems).toEqual([
      expect.objectContaining({ file: "stations.json", index: 1, field: "name" }),
    ]);
  });

  it("reports every problem in both files, not only the first", async () => {
    const stations: unknown[] = goodStations();
    stations[0] = { ...(stations[0] as RawStation), zone: 7 };
    const trains: unknown[] = goodTrains();
    trains[1] = { ...(trains[1] as RawTrain), stops: "CCC,AAA" };
    const problems = await problemsOf({ stations, trains });
    expect(problems.map((p) => `${p.file}[${p.index}].${p.field}`)).toEqual([
      "stations.json[0].zone",
      "trains.json[1].stops",
    ]);
  });
});

/** Trains that leave `a` and later call at `b`. */
const directTrains = (network: RawNetwork, a: string, b: string): string[] =>
  network.trains
    .filter((t) => {
      const i = t.stops.indexOf(a);
      return i >= 0 && t.stops.indexOf(b) > i;
    })
    .map((t) => t.number);

describe("the demo network", () => {
  it("is what loadConfiguredNetwork reads without RAILWAY_DATA_DIR, and validates with no warnings", async () => {
    const { network, warnings } = await loadConfiguredNetwork(undefined);
    const direct = await loadNetwork(DEMO_NETWORK_DIR, "demo");
    expect(network.source).toBe("demo");
    expect(network.checksum).toBe(direct.network.checksum);
    expect(warnings).toEqual([]);
    expect(network.stations.length).toBeGreaterThanOrEqual(40);
    expect(network.trains.length).toBeGreaterThanOrEqual(60);
  });

  it("has the terminals of the six metros and Goa", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    const codes = new Set(network.stations.map((s) => s.code));
    const wanted =
      "NDLS DLI NZM ANVT CSMT MMCT LTT BDTS SBC YPR SMVB MAS MS HWH SDAH KOAA MAO KRMI";
    for (const code of wanted.split(" ")) expect(codes, code).toContain(code);
  });

  it("has direct trains NDLS→MMCT, HWH→MAS, SBC→MAS and CSMT→MAO", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    for (const [a, b] of [
      ["NDLS", "MMCT"],
      ["HWH", "MAS"],
      ["SBC", "MAS"],
      ["CSMT", "MAO"],
    ] as const) {
      expect(directTrains(network, a, b).length, `${a}→${b}`).toBeGreaterThan(0);
    }
  });

  it("has journeys with no direct train that two trains make (JAT→MMCT, PUNE→MAO, VSKP→PUNE)", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    for (const [a, b] of [
      ["JAT", "MMCT"],
      ["PUNE", "MAO"],
      ["VSKP", "PUNE"],
    ] as const) {
      expect(directTrains(network, a, b), `${a}→${b}`).toEqual([]);
      const changes = network.stations
        .map((s) => s.code)
        .filter(
          (x) => directTrains(network, a, x).length > 0 && directTrains(network, x, b).length > 0,
        );
      expect(changes.length, `${a}→${b}`).toBeGreaterThan(0);
    }
  });

  it("pairs its trains both ways, the pair running the reverse route", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    const byNumber = new Map(network.trains.map((t) => [t.number, t]));
    for (const t of network.trains) {
      expect(t.pair, t.number).not.toBeNull();
      const back = byNumber.get(t.pair as string);
      expect(back?.pair, t.number).toBe(t.number);
      expect([...(back?.stops ?? [])].reverse(), t.number).toEqual(t.stops);
    }
  });

  it("has plausible speeds and coordinates inside India", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    for (const t of network.trains) {
      const kmh = t.distanceKm / (t.durationMin / 60);
      expect(kmh, t.number).toBeGreaterThan(40);
      expect(kmh, t.number).toBeLessThan(130);
    }
    for (const s of network.stations) {
      expect(s.lat, s.code).toBeGreaterThan(6);
      expect(s.lat, s.code).toBeLessThan(36);
      expect(s.lon, s.code).toBeGreaterThan(68);
      expect(s.lon, s.code).toBeLessThan(98);
      expect(s.name, s.code).toMatch(/^[A-Z]/);
    }
  });
});

// The open data is read at run time only when it is there (CI sets RAILWAY_DATA_DIR); nothing from it is committed.
const realDir = process.env.RAILWAY_DATA_DIR;
if (realDir) {
  describe("the open network at RAILWAY_DATA_DIR", () => {
    it("validates: 9,090 stations less the one with no name, 2,858 trains, 62,123 stops", async () => {
      const { network, warnings } = await loadConfiguredNetwork(realDir);
      expect(network.source).toBe("open-data");
      expect(network.stations).toHaveLength(9089);
      expect(network.trains).toHaveLength(2858);
      expect(network.trains.reduce((n, t) => n + t.stops.length, 0)).toBe(62123);
      // One nameless station skipped, 29 pairs naming no train cleared.
      expect(warnings.filter((w) => w.startsWith("stations.json"))).toHaveLength(1);
      expect(warnings.filter((w) => w.includes(".pair:"))).toHaveLength(29);
      expect(network.trains.find((t) => t.number === "12951")?.from).toBe("MMCT");
    });
  });
}
