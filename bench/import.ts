/**
 * How long the railway network takes to import and to read back, on PGlite
 * and (when TEST_DATABASE_URL is set) on PostgreSQL, in a throw-away database
 * that is dropped afterwards. Stops by itself.
 *
 *   RAILWAY_DATA_DIR=../shared/railway-data \
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/import.ts
 *
 * Without RAILWAY_DATA_DIR it measures the demo network. Target: under 10 s per
 * first import of the full network on each database.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { createDatabase, type Database } from "@safar/db/client";
import { ensureNetworkImported, loadNetworkFromDb } from "@safar/railway/network/import";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { sql } from "drizzle-orm";

const TARGET_MS = 10_000;
const ms = (from: number) => Math.round(performance.now() - from);

const t0 = performance.now();
const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
const stops = network.trains.reduce((n, t) => n + t.stops.length, 0);
console.log(
  `network: ${network.source}, ${network.stations.length} stations, ${network.trains.length} trains, ${stops} stops; read and validated in ${ms(t0)} ms`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

async function throwAwayPostgres(
  baseUrl: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `safar_bench_${randomBytes(6).toString("hex")}`;
  const admin = await createDatabase({ url: baseUrl, poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

let failed = false;
const kinds = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
for (const kind of kinds) {
  const { database, drop } =
    kind === "postgres"
      ? await throwAwayPostgres(process.env.TEST_DATABASE_URL as string)
      : await createDatabase({ pgliteDir: "memory://" }).then((d) => ({
          database: d,
          drop: () => d.close(),
        }));
  try {
    await database.migrate();
    let t = performance.now();
    await ensureNetworkImported(database.db, network);
    const first = ms(t);
    t = performance.now();
    const again = await ensureNetworkImported(database.db, network);
    const second = ms(t);
    t = performance.now();
    await ensureNetworkImported(database.db, {
      ...network,
      checksum: `${network.checksum}-changed`,
    });
    const replace = ms(t);
    t = performance.now();
    const back = await loadNetworkFromDb(database.db);
    const read = ms(t);
    console.log(
      `${kind}: first import ${first} ms, again ${second} ms (imported: ${again.imported}), replace ${replace} ms, read back ${read} ms (${back?.trains.length} trains)`,
    );
    if (first > TARGET_MS || replace > TARGET_MS) {
      console.log(`${kind}: over the ${TARGET_MS} ms target`);
      failed = true;
    }
  } finally {
    await drop();
  }
}
process.exitCode = failed ? 1 : 0;
