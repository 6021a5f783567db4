/**
 * Journey search benchmarks J1–J3 (../shared/design/targets.md), in process,
 * on the full open network (RAILWAY_DATA_DIR, default ../shared/railway-data
 * beside the checkout), fixed seed. Run: `node bench/journey.ts`.
 *
 * - J1: direct trains between two stations on a date. Mean and p99 of the
 *   engine; ratio against a scan over every train (bruteForceDirect).
 * - J2: direct + every two-train connection. Mean and p99; every answer is
 *   compared with the brute-force enumerator on 200 seeded random station
 *   pairs (the run fails on the first difference); ratio against it.
 * - J3: direct trains between the alternate stations (≤ 3 each side within
 *   50 km). Mean and p99; ratio against J2's mean.
 *
 * Stops by itself; prints one line per figure and exits 1 if J2 differs.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seededRandom } from "@safar/domain/random";
import { loadNetwork } from "../packages/railway/src/network/load.ts";
import {
  bruteForceConnections,
  bruteForceDirect,
} from "../packages/railway/src/search/brute-force.ts";
import { epochDay, isoDate } from "../packages/railway/src/search/calendar.ts";
import { buildJourneyEngine } from "../packages/railway/src/search/engine.ts";
import { buildTimetable } from "../packages/railway/src/timetable/build.ts";

const SEED = 20261122;
const PAIRS = 200;
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.RAILWAY_DATA_DIR || path.resolve(here, "../../shared/railway-data");

const rng = seededRandom;

function stats(samples: number[]): { mean: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    mean,
    p99: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN,
  };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
const now = () => performance.now();

const t0 = now();
const { network } = await loadNetwork(dataDir, "open-data");
const t1 = now();
const trains = buildTimetable(network);
const t2 = now();
const stations = network.stations.map((s) => ({
  code: s.code,
  name: s.name,
  lat: s.lat,
  lon: s.lon,
}));
const engine = buildJourneyEngine(trains, stations);
const t3 = now();
console.log(`network ${dataDir}: ${network.stations.length} stations, ${trains.length} trains`);
console.log(`load ${ms(t1 - t0)}, timetable ${ms(t2 - t1)}, engine build ${ms(t3 - t2)}`);

const random = rng(SEED);
const calling = [...new Set(trains.flatMap((t) => t.stops.map((s) => s.code)))].sort();
const baseDay = epochDay("2026-12-01");
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const pickDate = () => isoDate(baseDay + Math.floor(random() * 7));

// J1 pairs: a random train, two of its stops in order (so most searches find trains), random date.
const j1Pairs: [string, string, string][] = [];
while (j1Pairs.length < PAIRS) {
  const t = pick(trains);
  const i = Math.floor(random() * (t.stops.length - 1));
  const j = i + 1 + Math.floor(random() * (t.stops.length - 1 - i));
  const a = t.stops[i]?.code ?? "";
  const b = t.stops[j]?.code ?? "";
  if (a !== b) j1Pairs.push([a, b, pickDate()]);
}
// J2/J3 pairs: two random stations any train calls at, random date.
const j2Pairs: [string, string, string][] = [];
while (j2Pairs.length < PAIRS) {
  const a = pick(calling);
  const b = pick(calling);
  if (a !== b) j2Pairs.push([a, b, pickDate()]);
}

function time(
  rounds: number,
  pairs: [string, string, string][],
  f: (a: string, b: string, d: string) => unknown,
): number[] {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const [a, b, d] of pairs) {
      const s = now();
      f(a, b, d);
      samples.push(now() - s);
    }
  }
  return samples;
}

// Warm-up.
time(2, j1Pairs, (a, b, d) => engine.direct(a, b, d));
time(1, j2Pairs, (a, b, d) => engine.search(a, b, d));

// J1
const j1 = stats(time(20, j1Pairs, (a, b, d) => engine.direct(a, b, d)));
const j1Scan = stats(
  time(2, j1Pairs, (a, b, d) => bruteForceDirect(trains, engine.stations, a, b, d)),
);
let j1Found = 0;
for (const [a, b, d] of j1Pairs) j1Found += engine.direct(a, b, d).length;
console.log(
  `J1 direct: mean ${ms(j1.mean)}, p99 ${ms(j1.p99)}; scan over every train mean ${ms(j1Scan.mean)}; ratio ${(j1Scan.mean / j1.mean).toFixed(1)}x (target mean <= 0.2 ms, p99 <= 1 ms, >= 10x); ${j1Found} trains over ${PAIRS} searches`,
);

// J2: equality with brute force, then timing.
let mismatches = 0;
let nConnections = 0;
let nDirect = 0;
const bruteSamples: number[] = [];
for (const [a, b, d] of j2Pairs) {
  const got = engine.search(a, b, d);
  const s = now();
  const want = bruteForceConnections(trains, engine.stations, a, b, d);
  bruteSamples.push(now() - s);
  const wantDirect = bruteForceDirect(trains, engine.stations, a, b, d);
  nConnections += got.connections.length;
  nDirect += got.direct.length;
  if (
    JSON.stringify(got.connections) !== JSON.stringify(want) ||
    JSON.stringify(got.direct) !== JSON.stringify(wantDirect)
  ) {
    mismatches++;
    console.error(
      `J2 MISMATCH ${a} -> ${b} on ${d}: engine ${got.connections.length}, brute force ${want.length}`,
    );
  }
}
const j2 = stats(time(10, j2Pairs, (a, b, d) => engine.search(a, b, d)));
const brute = stats(bruteSamples);
console.log(
  `J2 direct + connections: mean ${ms(j2.mean)}, p99 ${ms(j2.p99)}; brute force mean ${ms(brute.mean)}; ratio ${(brute.mean / j2.mean).toFixed(1)}x (target mean <= 2 ms, p99 <= 10 ms); ${nDirect} direct + ${nConnections} connections over ${PAIRS} pairs; identical to brute force: ${PAIRS - mismatches}/${PAIRS}`,
);

// J2 on busy pairs (the J1 pairs: stations some train links), also checked against brute force.
let busyMismatches = 0;
let busyConnections = 0;
const busyBrute: number[] = [];
for (const [a, b, d] of j1Pairs) {
  const got = engine.connections(a, b, d);
  const s = now();
  const want = bruteForceConnections(trains, engine.stations, a, b, d);
  busyBrute.push(now() - s);
  busyConnections += got.length;
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    busyMismatches++;
    console.error(
      `J2 MISMATCH (busy) ${a} -> ${b} on ${d}: engine ${got.length}, brute force ${want.length}`,
    );
  }
}
mismatches += busyMismatches;
const j2Busy = stats(time(5, j1Pairs, (a, b, d) => engine.search(a, b, d)));
const bruteBusy = stats(busyBrute);
console.log(
  `J2 on busy pairs: mean ${ms(j2Busy.mean)}, p99 ${ms(j2Busy.p99)}; brute force mean ${ms(bruteBusy.mean)}; ratio ${(bruteBusy.mean / j2Busy.mean).toFixed(1)}x; ${busyConnections} connections over ${PAIRS} pairs; identical to brute force: ${PAIRS - busyMismatches}/${PAIRS}`,
);

// J3
const j3 = stats(time(10, j2Pairs, (a, b, d) => engine.alternateStationSearch(a, b, d)));
const j3Busy = stats(time(5, j1Pairs, (a, b, d) => engine.alternateStationSearch(a, b, d)));
let routes = 0;
for (const [a, b, d] of j2Pairs) routes += engine.alternateStationSearch(a, b, d).routes.length;
console.log(
  `J3 alternate stations: mean ${ms(j3.mean)}, p99 ${ms(j3.p99)}; ratio to J2 mean ${(j3.mean / j2.mean).toFixed(2)}x (target <= 2x); ${routes} alternate routes with trains over ${PAIRS} pairs`,
);
console.log(
  `J3 on busy pairs: mean ${ms(j3Busy.mean)}, p99 ${ms(j3Busy.p99)}; ratio to J2 busy mean ${(j3Busy.mean / j2Busy.mean).toFixed(2)}x`,
);

const load = (await import("node:os")).loadavg();
console.log(
  `load average ${load.map((l) => l.toFixed(2)).join(" ")}; node ${process.version}; seed ${SEED}`,
);
if (mismatches > 0) process.exitCode = 1;
