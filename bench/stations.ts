/**
 * Station search latency on the full network.
 *
 *   RAILWAY_DATA_DIR=../shared/railway-data node bench/stations.ts [queries=2000] [seed=20261122]
 *
 * Builds the station index once, then times `search` over a fixed list of
 * city, code and typo queries plus seeded queries made from real station
 * names (prefixes and one-letter typos). Prints build time, mean, p50 and p99
 * per query, and the same for a brute-force baseline (bounded edit distance
 * against every station's words) on a sample, with the ratio, and how many
 * stations search offers (`stationOffer`) with the reasons for the rest.
 * Stops by itself.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { editDistance } from "@safar/domain/edit-distance";
import { seededRandom } from "@safar/domain/random";
import { loadNetwork } from "../packages/railway/src/network/load.ts";
import { allowedEdits } from "../packages/railway/src/stations/fuzzy.ts";
import { stationOffer } from "../packages/railway/src/stations/offered.ts";
import { buildStationIndex } from "../packages/railway/src/stations/station-index.ts";
import { compact, tokens } from "../packages/railway/src/stations/text.ts";

const dir = process.env.RAILWAY_DATA_DIR;
if (!dir) {
  console.error("Set RAILWAY_DATA_DIR to the open network (../shared/railway-data).");
  process.exit(2);
}
const count = Number(process.argv[2] ?? 2000);
const seed = Number(process.argv[3] ?? 20261122);

const mulberry32 = seededRandom;

const { network } = await loadNetwork(dir, "open-data");
let t0 = performance.now();
const index = buildStationIndex(network);
const buildMs = performance.now() - t0;

const fixed = [
  "Delhi",
  "Mumbai",
  "Bangalore",
  "Bengaluru",
  "Bangalor",
  "Mumbi",
  "Chenai",
  "Hwh",
  "new delli",
  "ndls",
  "Calcutta",
  "Vizag",
  "Poona",
  "Patna",
  "jn",
  "ka",
];
const random = mulberry32(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const queries: string[] = [];
while (queries.length < count) {
  const r = random();
  if (r < 0.3) {
    queries.push(pick(fixed));
    continue;
  }
  const name = pick(network.stations).name.toLowerCase();
  if (r < 0.6) {
    queries.push(name.slice(0, 2 + Math.floor(random() * Math.max(1, name.length - 2))));
  } else {
    const chars = name.split("");
    const at = Math.floor(random() * chars.length);
    chars[at] = "abcdefghijklmnopqrstuvwxyz"[Math.floor(random() * 26)] as string;
    queries.push(chars.join(""));
  }
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { mean, p50: at(0.5), p99: at(0.99) };
}

// Warm up, then measure each query.
for (const q of queries.slice(0, 200)) index.search(q);
const times: number[] = [];
let hits = 0;
for (const q of queries) {
  t0 = performance.now();
  hits += index.search(q).length;
  times.push(performance.now() - t0);
}
const indexed = stats(times);

// Brute force: every station's words and whole name against the query, on a sample.
const names = network.stations.map((s) => ({ words: tokens(s.name), whole: compact(s.name) }));
function bruteForce(query: string): number {
  const q = compact(query);
  const max = allowedEdits(q.length);
  let found = 0;
  for (const n of names) {
    if (
      n.whole.startsWith(q) ||
      editDistance(q, n.whole, max) <= max ||
      n.words.some((w) => w.startsWith(q) || editDistance(q, w, max) <= max)
    )
      found++;
  }
  return found;
}
const sample = queries.slice(0, Math.min(200, queries.length));
const bruteTimes: number[] = [];
for (const q of sample) {
  t0 = performance.now();
  bruteForce(q);
  bruteTimes.push(performance.now() - t0);
}
const brute = stats(bruteTimes);

let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
} catch {
  // not a git checkout: the commit stays unknown
}
const ms = (x: number) => `${x.toFixed(4)} ms`;
console.log(
  `station search bench · commit ${commit} · seed ${seed} · ${queries.length} queries · load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  `network: ${network.stations.length} stations, ${network.trains.length} trains; index built in ${buildMs.toFixed(1)} ms`,
);
console.log(
  `indexed search: mean ${ms(indexed.mean)}, p50 ${ms(indexed.p50)}, p99 ${ms(indexed.p99)} (${(hits / queries.length).toFixed(1)} hits/query)`,
);
console.log(
  `brute force (${sample.length} queries): mean ${ms(brute.mean)}, p50 ${ms(brute.p50)}, p99 ${ms(brute.p99)}`,
);
console.log(`ratio brute/indexed (mean): ${(brute.mean / indexed.mean).toFixed(1)}x`);
const offer = stationOffer(network);
const reasons = new Map<string, number>();
for (const reason of offer.excluded.values()) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
console.log(
  `offered in search: ${offer.offered.size} stations; left out: ${offer.excluded.size} (${[
    ...reasons,
  ]
    .map(([reason, n]) => `${reason} ${n}`)
    .join(", ")}); old codes replaced: ${[...offer.replacedBy]
    .map(([old, current]) => `${old}→${current}`)
    .join(" ")}`,
);
