import { stations as stationsTable } from "@safar/db/railway-schema";
import { networkImports } from "@safar/db/schema";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { rawStation, rawTrain } from "@safar/test-kit/railway-factories";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureNetworkImported, loadNetworkFromDb } from "./import.ts";
import { loadConfiguredNetwork } from "./load.ts";
import type { RawNetwork, RawStation, RawTrain } from "./model.ts";
import { prepareRailwayNetwork } from "./startup.ts";

const station = (code: string, extra: Partial<RawStation> = {}): RawStation =>
  rawStation(code, { state: "Goa", zone: "KR", lat: 15.2, lon: 73.9, ...extra });

const train = (number: string, stops: string[], extra: Partial<RawTrain> = {}): RawTrain =>
  rawTrain(number, stops, {
    durationMin: 600,
    distanceKm: 700,
    runsOn: [true, false, true, false, true, false, true],
    ...extra,
  });

const networkA: RawNetwork = {
  source: "demo",
  checksum: "a".repeat(64),
  stations: [
    station("AAA", { stateInferred: true }),
    station("BBB", { state: null, zone: null }),
    station("CCC", { lat: null, lon: null, coords: "none", stateInferred: false }),
  ],
  trains: [
    train("10103", ["AAA", "BBB", "CCC"], { pair: "10104" }),
    train("10104", ["CCC", "BBB", "AAA"], { pair: "10103" }),
  ],
};

const networkB: RawNetwork = {
  source: "open-data",
  checksum: "b".repeat(64),
  stations: [station("BBB"), station("DDD"), station("EEE")],
  trains: [train("22229", ["DDD", "BBB", "EEE"], { pair: "12345" })],
};

async function importRows(database: TestDatabase) {
  return database.db.select().from(networkImports).orderBy(networkImports.id);
}

describe.each(testDatabaseKinds())("network import on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.dispose());

  it("reads nothing before the first import", async () => {
    expect(await loadNetworkFromDb(database.db)).toBeNull();
  });

  it("writes the network on the first import and reads it back as it was", async () => {
    const result = await ensureNetworkImported(database.db, networkA);
    expect(result).toMatchObject({ imported: true, stations: 3, trains: 2, stops: 6 });
    expect(await loadNetworkFromDb(database.db)).toEqual(networkA);
    expect(await importRows(database)).toEqual([
      expect.objectContaining({
        source: "demo",
        checksum: networkA.checksum,
        stations: 3,
        trains: 2,
      }),
    ]);
  });

  it("does nothing on a second import of the same checksum", async () => {
    await ensureNetworkImported(database.db, networkA);
    const [first] = await importRows(database);
    // A change made behind the importer's back survives: the second import writes nothing.
    await database.db
      .update(stationsTable)
      .set({ name: "Renamed" })
      .where(eq(stationsTable.code, "AAA"));
    const result = await ensureNetworkImported(database.db, networkA);
    expect(result.imported).toBe(false);
    expect(await importRows(database)).toEqual([first]);
    const back = await loadNetworkFromDb(database.db);
    expect(back?.stations[0]?.name).toBe("Renamed");
  });

  it("replaces the old network with a changed one", async () => {
    await ensureNetworkImported(database.db, networkA);
    const result = await ensureNetworkImported(database.db, networkB);
    expect(result.imported).toBe(true);
    expect(await loadNetworkFromDb(database.db)).toEqual(networkB);
    expect((await importRows(database)).map((r) => r.checksum)).toEqual([
      networkA.checksum,
      networkB.checksum,
    ]);
  });

  it("imports a network again when another one was imported after it", async () => {
    await ensureNetworkImported(database.db, networkA);
    await ensureNetworkImported(database.db, networkB);
    const result = await ensureNetworkImported(database.db, networkA);
    expect(result.imported).toBe(true);
    expect(await loadNetworkFromDb(database.db)).toEqual(networkA);
    expect((await importRows(database)).map((r) => r.checksum)).toEqual([
      networkB.checksum,
      networkA.checksum,
    ]);
  });

  it("leaves the previous network intact when an import fails half way", async () => {
    await ensureNetworkImported(database.db, networkA);
    // Stations go in, then a stop naming no station breaks the import after the deletes.
    const broken: RawNetwork = {
      ...networkB,
      checksum: "c".repeat(64),
      trains: [...networkB.trains, train("22230", ["EEE", "ZZZ", "DDD"])],
    };
    await expect(ensureNetworkImported(database.db, broken)).rejects.toThrow();
    expect(await loadNetworkFromDb(database.db)).toEqual(networkA);
    expect((await importRows(database)).map((r) => r.checksum)).toEqual([networkA.checksum]);
  });

  it("imports once when two starts race", async () => {
    const results = await Promise.all([
      ensureNetworkImported(database.db, networkB),
      ensureNetworkImported(database.db, networkB),
    ]);
    expect(results.filter((r) => r.imported)).toHaveLength(1);
    expect(await loadNetworkFromDb(database.db)).toEqual(networkB);
    expect(await importRows(database)).toHaveLength(1);
  });

  it("round-trips the demo network", async () => {
    const { network } = await loadConfiguredNetwork(undefined);
    expect((await ensureNetworkImported(database.db, network)).imported).toBe(true);
    expect(await loadNetworkFromDb(database.db)).toEqual(network);
  });

  // The open data is read at run time only when it is there (CI sets RAILWAY_DATA_DIR).
  const realDir = process.env.RAILWAY_DATA_DIR;
  if (realDir) {
    // Thousands of stations and trains into the database and back: a minute on a busy machine.
    it("round-trips the open network at RAILWAY_DATA_DIR", { timeout: 180_000 }, async () => {
      const { network } = await loadConfiguredNetwork(realDir);
      const result = await ensureNetworkImported(database.db, network);
      expect(result).toMatchObject({ imported: true, stations: 9089, trains: 2858, stops: 62123 });
      expect(await loadNetworkFromDb(database.db)).toEqual(network);
    });
  }
});

describe("prepareRailwayNetwork, run by the host at start", () => {
  it("imports the demo network without RAILWAY_DATA_DIR, logs the counts, and is a no-op the second time", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const lines: { obj: Record<string, unknown>; msg: string }[] = [];
      const log = {
        info: (obj: object, msg: string) =>
          lines.push({ obj: obj as Record<string, unknown>, msg }),
        warn: (obj: object, msg: string) =>
          lines.push({ obj: obj as Record<string, unknown>, msg }),
      };
      const first = await prepareRailwayNetwork({
        db: database.db,
        railwayDataDir: undefined,
        log,
      });
      const demo = await loadConfiguredNetwork(undefined);
      expect(first.network).toEqual(demo.network);
      expect(first.import.imported).toBe(true);
      const second = await prepareRailwayNetwork({
        db: database.db,
        railwayDataDir: undefined,
        log,
      });
      expect(second.import.imported).toBe(false);
      expect(lines.map((l) => l.msg)).toEqual([
        "railway network imported",
        "railway network already imported",
      ]);
      expect(lines[0]?.obj).toMatchObject({
        source: "demo",
        stations: demo.network.stations.length,
        trains: demo.network.trains.length,
        imported: true,
        ms: expect.any(Number),
      });
      expect(await loadNetworkFromDb(database.db)).toEqual(demo.network);
    } finally {
      await database.dispose();
    }
  });

  it("refuses to start on invalid files and imports nothing", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const lines: string[] = [];
      const log = {
        info: (_: object, msg: string) => lines.push(msg),
        warn: (_: object, msg: string) => lines.push(msg),
      };
      await expect(
        prepareRailwayNetwork({
          db: database.db,
          railwayDataDir: "/nonexistent/railway-data",
          log,
        }),
      ).rejects.toThrow(/stations\.json: file not found/);
      expect(lines).toEqual([]);
      expect(await loadNetworkFromDb(database.db)).toBeNull();
    } finally {
      await database.dispose();
    }
  });
});
