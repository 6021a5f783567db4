/**
 * The running simulation (issue 7 item 4) over a whole network: how late
 * trains run, and what one live-status answer costs. For every train that
 * leaves its origin on each of 7 dates (fixed: the first week of December
 * 2026), `simulateRun` + `positionAt` at 12:00 IST of the first day; prints
 * the delay distribution over every stop of every run (target: median about
 * 18 minutes), the share of runs that reach the destination on time (≤ 5 min)
 * and several hours late, cancelled runs, platform changes, how many trains
 * are on the move at noon, and the time per answer against the timetable
 * lookup of the same train (its peer: what every status request already pays).
 *
 * Run: `node bench/running.ts` (the open network when RAILWAY_DATA_DIR is set,
 * else the demo network).
 */

import { addDays, istInstant } from "@safar/domain/ist";
import { leavesOriginOn } from "@safar/railway/booking/journey";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { positionAt, simulateRun } from "@safar/railway/running/simulate";
import { buildTimetable } from "@safar/railway/timetable/build";

const FIRST = "2026-12-01";
const DAYS = 7;
const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
const timetable = buildTimetable(network);
const byNumber = new Map(timetable.map((t) => [t.number, t]));
console.log(`network: ${network.source}, ${timetable.length} trains, ${DAYS} dates from ${FIRST}`);

const stopDelays: number[] = [];
const arrivalDelays: number[] = [];
let runs = 0;
let cancelled = 0;
let visits = 0;
let platformChanges = 0;
const states = new Map<string, number>();
const answerMs: number[] = [];
const lookupMs: number[] = [];
const noon = istInstant(FIRST, "12:00");

for (let d = 0; d < DAYS; d++) {
  const date = addDays(FIRST, d);
  for (const train of timetable) {
    if (!leavesOriginOn(train, date)) continue;
    const t0 = performance.now();
    const found = byNumber.get(train.number);
    const t1 = performance.now();
    const run = simulateRun(train, date);
    const position = positionAt(run, noon);
    const t2 = performance.now();
    lookupMs.push(t1 - t0);
    answerMs.push(t2 - t0);
    if (!found) throw new Error(`train ${train.number} missing from its own index`);
    runs++;
    if (d === 0) states.set(position.state, (states.get(position.state) ?? 0) + 1);
    if (run.cancelled) {
      cancelled++;
      continue;
    }
    for (const stop of run.stops) {
      stopDelays.push(stop.delayMin);
      visits++;
      if (stop.platformChanged) platformChanges++;
    }
    const last = run.stops.at(-1);
    if (last) arrivalDelays.push(last.delayMin);
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

console.log(`runs: ${runs} (${pct(cancelled, runs)} cancelled), stop visits: ${visits}`);
console.log(
  `delay at a stop, minutes: median ${quantile(stopDelays, 0.5)}, p25 ${quantile(stopDelays, 0.25)}, ` +
    `p75 ${quantile(stopDelays, 0.75)}, p95 ${quantile(stopDelays, 0.95)}, max ${quantile(stopDelays, 1)}`,
);
const onTime = arrivalDelays.filter((m) => m <= 5).length;
const hoursLate = arrivalDelays.filter((m) => m >= 180).length;
console.log(
  `at the destination: median ${quantile(arrivalDelays, 0.5)} min late; on time (≤ 5 min) ${pct(onTime, arrivalDelays.length)}; ` +
    `3 h or more late ${pct(hoursLate, arrivalDelays.length)}`,
);
console.log(`platform changed: ${pct(platformChanges, visits)} of stop visits`);
console.log(
  `at 12:00 IST on ${FIRST}: ${[...states].map(([s, n]) => `${s} ${n}`).join(", ")} (runs leaving that day)`,
);
const answer = mean(answerMs);
const lookup = mean(lookupMs);
console.log(
  `one answer (simulateRun + positionAt): mean ${(answer * 1000).toFixed(1)} µs, p99 ${(quantile(answerMs, 0.99) * 1000).toFixed(1)} µs; ` +
    `ratio to the timetable lookup alone: ${(answer / Math.max(lookup, 1e-6)).toFixed(0)}×`,
);
