import type { Db } from "@safar/db/client";
import type { RawNetwork } from "./model.ts";
import { networkRepository } from "./network.repository.ts";

export interface ImportResult {
  /** false when the database already held this network (same checksum): nothing was written. */
  imported: boolean;
  stations: number;
  trains: number;
  stops: number;
  ms: number;
}

/**
 * Makes the database hold `network`. When the latest recorded import has the
 * same checksum, does nothing. Otherwise replaces the whole network (delete,
 * then multi-row inserts) and records the import, in ONE transaction: a
 * failure anywhere leaves the previous network as it was. Concurrent starts
 * are serialised by an advisory lock, and the checksum is checked again under it.
 */
export async function ensureNetworkImported(db: Db, network: RawNetwork): Promise<ImportResult> {
  const started = performance.now();
  const repo = networkRepository(db);
  const stops = network.trains.reduce((n, t) => n + t.stops.length, 0);
  const counts = { stations: network.stations.length, trains: network.trains.length, stops };
  const latest = await repo.latestImport();
  if (latest?.checksum === network.checksum) {
    return { imported: false, ...counts, ms: performance.now() - started };
  }
  const imported = await db.transaction(async (tx) => {
    await repo.lockForImport(tx);
    const current = await repo.latestImport(tx);
    if (current?.checksum === network.checksum) return false;
    await repo.deleteNetwork(tx);
    await repo.insertStations(network.stations, tx);
    await repo.insertTrains(network.trains, tx);
    await repo.recordImport(
      {
        source: network.source,
        checksum: network.checksum,
        stations: counts.stations,
        trains: counts.trains,
      },
      tx,
    );
    return true;
  });
  return { imported, ...counts, ms: performance.now() - started };
}

/**
 * The network the database holds, as it was imported (stations by code, trains
 * by number, stops in order), or null when nothing has been imported yet.
 */
export async function loadNetworkFromDb(db: Db): Promise<RawNetwork | null> {
  const repo = networkRepository(db);
  return db.transaction(async (tx) => {
    const latest = await repo.latestImport(tx);
    if (!latest) return null;
    const stations = await repo.listStations(tx);
    const trains = await repo.listTrains(tx);
    return { source: latest.source, checksum: latest.checksum, stations, trains };
  });
}
