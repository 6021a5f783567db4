import type { Db } from "@safar/db/client";
import { stations, trainStops, trains } from "@safar/db/railway-schema";
import { networkImports } from "@safar/db/schema";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { CoordsQuality, NetworkSource, RawStation, RawTrain } from "./model.ts";

/** A transaction handed out by `Db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database itself or a transaction in progress. */
export type Executor = Db | Tx;

/**
 * Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters
 * (8 columns × 1,000), and few enough statements for the whole open network
 * (62k stops) to go in about 70.
 */
export const INSERT_BATCH = 1000;

export interface NetworkImportRecord {
  source: NetworkSource;
  checksum: string;
  stations: number;
  trains: number;
  importedAt: Date;
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await insert(rows.slice(i, i + INSERT_BATCH));
  }
}

/** The only code that knows the SQL of the railway network tables and of `network_imports`. */
export function networkRepository(db: Db) {
  return {
    /** Serialises imports across processes until the transaction ends (PostgreSQL and PGlite). */
    async lockForImport(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('railway.network_import'))`);
    },

    /** The most recent import, or null when none has run. */
    async latestImport(tx: Executor = db): Promise<NetworkImportRecord | null> {
      const [row] = await tx
        .select()
        .from(networkImports)
        .orderBy(desc(networkImports.id))
        .limit(1);
      if (!row) return null;
      return {
        source: row.source as NetworkSource,
        checksum: row.checksum,
        stations: row.stations,
        trains: row.trains,
        importedAt: row.importedAt,
      };
    },

    /** Removes every station, train and stop. */
    async deleteNetwork(tx: Executor = db): Promise<void> {
      await tx.delete(trainStops);
      await tx.delete(trains);
      await tx.delete(stations);
    },

    async insertStations(rows: readonly RawStation[], tx: Executor = db): Promise<void> {
      await insertInBatches(rows, (batch) =>
        tx.insert(stations).values(
          batch.map((s) => ({
            code: s.code,
            name: s.name,
            state: s.state,
            stateInferred: s.stateInferred ?? null,
            zone: s.zone,
            lat: s.lat,
            lon: s.lon,
            coords: s.coords,
          })),
        ),
      );
    },

    async insertTrains(rows: readonly RawTrain[], tx: Executor = db): Promise<void> {
      await insertInBatches(rows, (batch) =>
        tx.insert(trains).values(
          batch.map((t) => ({
            number: t.number,
            name: t.name,
            fromCode: t.from,
            toCode: t.to,
            pair: t.pair,
            durationMin: t.durationMin,
            distanceKm: t.distanceKm,
            runsOn: [...t.runsOn],
          })),
        ),
      );
      const stops = rows.flatMap((t) =>
        t.stops.map((stationCode, seq) => ({ trainNumber: t.number, seq, stationCode })),
      );
      await insertInBatches(stops, (batch) => tx.insert(trainStops).values(batch));
    },

    /** Records an import; a checksum imported before moves to the top (its old row goes). */
    async recordImport(
      record: { source: NetworkSource; checksum: string; stations: number; trains: number },
      tx: Executor = db,
    ): Promise<void> {
      await tx.delete(networkImports).where(eq(networkImports.checksum, record.checksum));
      await tx.insert(networkImports).values(record);
    },

    async listStations(tx: Executor = db): Promise<RawStation[]> {
      const rows = await tx.select().from(stations);
      // Sorted here, by code point, so the order never depends on the database's collation.
      rows.sort((a, b) => byCodePoint(a.code, b.code));
      return rows.map((r) => {
        const station: RawStation = {
          code: r.code,
          name: r.name,
          state: r.state,
          zone: r.zone,
          lat: r.lat,
          lon: r.lon,
          coords: r.coords as CoordsQuality,
        };
        if (r.stateInferred !== null) station.stateInferred = r.stateInferred;
        return station;
      });
    },

    async listTrains(tx: Executor = db): Promise<RawTrain[]> {
      // One query after the other: a transaction is one connection.
      const trainRows = await tx.select().from(trains);
      const stopRows = await tx
        .select()
        .from(trainStops)
        .orderBy(asc(trainStops.trainNumber), asc(trainStops.seq));
      const stopsByTrain = new Map<string, string[]>();
      for (const s of stopRows) {
        let list = stopsByTrain.get(s.trainNumber);
        if (!list) {
          list = [];
          stopsByTrain.set(s.trainNumber, list);
        }
        list.push(s.stationCode);
      }
      trainRows.sort((a, b) => byCodePoint(a.number, b.number));
      return trainRows.map((r) => ({
        number: r.number,
        name: r.name,
        from: r.fromCode,
        to: r.toCode,
        pair: r.pair,
        durationMin: r.durationMin,
        distanceKm: r.distanceKm,
        runsOn: r.runsOn,
        stops: stopsByTrain.get(r.number) ?? [],
      }));
    },
  };
}

export type NetworkRepository = ReturnType<typeof networkRepository>;
