import type { Db } from "@safar/db/client";
import { ensureNetworkImported, type ImportResult } from "./import.ts";
import { loadConfiguredNetwork } from "./load.ts";
import type { RawNetwork } from "./model.ts";

/** The part of a pino/Fastify logger this needs. */
export interface StartupLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PreparedNetwork {
  network: RawNetwork;
  import: ImportResult;
}

/**
 * What the host runs at start: reads the network (the open data at
 * `railwayDataDir`, else the demo network), imports it unless the database
 * already holds it, and logs the counts and the time taken. Throws (and the
 * host does not start) when the files are invalid.
 */
export async function prepareRailwayNetwork(options: {
  db: Db;
  railwayDataDir: string | undefined;
  log: StartupLogger;
}): Promise<PreparedNetwork> {
  const started = performance.now();
  const { network, warnings } = await loadConfiguredNetwork(options.railwayDataDir);
  if (warnings.length) {
    options.log.warn(
      { count: warnings.length, first: warnings.slice(0, 5) },
      "railway network: entries skipped or kept with warnings",
    );
  }
  const result = await ensureNetworkImported(options.db, network);
  options.log.info(
    {
      source: network.source,
      stations: result.stations,
      trains: result.trains,
      stops: result.stops,
      imported: result.imported,
      ms: Math.round(performance.now() - started),
    },
    result.imported ? "railway network imported" : "railway network already imported",
  );
  return { network, import: result };
}
