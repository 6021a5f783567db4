/**
 * Confirmation prediction for RAC and waitlisted bookings (issue 5 item 6):
 * how good and how fast. For a sample of trains of the network (the demo
 * network, or the open data when RAILWAY_DATA_DIR is set), every class:
 * simulate N past runs with the real allocator, fit the predictor on them,
 * simulate M held-out runs (other seeds) and score the predictor on their
 * RAC/waitlist bookings against two naive baselines (the base rate; "confirms
 * iff the number is at most the mean cleared number of the history").
 * "Confirmed" is the model's label (`confirms` in prediction/model.ts): a
 * berth or an RAC place at the chart for a waitlisted booking, a berth for an
 * RAC booking. Prints Brier scores (also for the bookings shown with no case
 * in their own cell, and those not shown), reliability tables (predicted
 * decile → observed rate and count; all held-out bookings, and those shown,
 * count > 0)
 * and the timings, including the cold and warm cost of the in-memory store
 * for a results page (50 trains × 4 classes).
 *
 * Run: `node bench/prediction.ts` (options: `--trains 16`, `--fit 30`,
 * `--test 10`, `--page-trains 50`).
 */

import type { ClassCode } from "@safar/contracts/code-tables";
import { buildRunLayout } from "@safar/railway/inventory/layout";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import type { TimetabledTrain } from "@safar/railway/network/model";
import {
  baseRateBaseline,
  brierScore,
  calibrationGap,
  clearedPositionBaseline,
  predictorProbability,
  reliabilityTable,
} from "@safar/railway/prediction/evaluate";
import { createHistoryStore, DEFAULT_RUNS } from "@safar/railway/prediction/history-store";
import { binWidth, dayBucket, fitPredictor } from "@safar/railway/prediction/model";
import { simulateRun, type WaitRecord } from "@safar/railway/prediction/simulate";
import { buildTimetable } from "@safar/railway/timetable/build";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const TRAINS = option("trains", 16);
const FIT_RUNS = option("fit", 30);
const TEST_RUNS = option("test", 10);
const PAGE_TRAINS = option("page-trains", 50);
const HELD_OUT_FROM = 100_000;

const started = performance.now();
const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
const timetable = buildTimetable(network);
console.log(
  `network: ${network.source}, ${timetable.length} trains; sample ${TRAINS} trains, ` +
    `fit on ${FIT_RUNS} runs, test on ${TEST_RUNS} held-out runs per class`,
);

/** Every k-th train, so the sample spreads over the whole list (deterministic). */
function sample(trains: readonly TimetabledTrain[], n: number): TimetabledTrain[] {
  const withClasses = trains.filter((t) => t.rake.length > 0 && t.classes.length > 0);
  const step = Math.max(1, Math.floor(withClasses.length / n));
  const out: TimetabledTrain[] = [];
  for (let i = 0; i < withClasses.length && out.length < n; i += step)
    out.push(withClasses[i] as TimetabledTrain);
  return out;
}

interface Scored {
  record: WaitRecord;
  model: number;
  base: number;
  cleared: number;
  count: number;
  /** The fitted history has a case in this booking's own cell (list, days bucket, position bin). */
  ownCell: boolean;
}

/** The cell of a record, as the model bins it. */
const cellOf = (r: WaitRecord) =>
  `${r.list}|${dayBucket(r.daysBefore)}|${Math.floor((Math.max(1, r.position) - 1) / binWidth(r.capacity))}`;
const scored: Scored[] = [];
const simTimes: { capacity: number; ms: number }[] = [];
let fitMs = 0;
let classes = 0;
for (const train of sample(timetable, TRAINS)) {
  const layout = buildRunLayout(train);
  for (const classCode of new Set<ClassCode>(layout.classes.map((c) => c.classCode))) {
    classes++;
    const t0 = performance.now();
    const history = Array.from({ length: FIT_RUNS }, (_, run) =>
      simulateRun({ train, classCode, run, layout }),
    );
    const t1 = performance.now();
    simTimes.push({ capacity: history[0]?.capacity ?? 0, ms: (t1 - t0) / FIT_RUNS });
    const records = history.flatMap((r) => r.records);
    const predictor = fitPredictor(records);
    fitMs += performance.now() - t1;
    const model = predictorProbability(predictor);
    const base = baseRateBaseline(records);
    const cleared = clearedPositionBaseline(history);
    const cells = new Set(records.map(cellOf));
    for (let i = 0; i < TEST_RUNS; i++) {
      const run = simulateRun({ train, classCode, run: HELD_OUT_FROM + i, layout });
      for (const record of run.records)
        scored.push({
          record,
          model: model(record),
          base: base(record),
          cleared: cleared(record),
          count: predictor.predict({
            list: record.list,
            waitlistPosition: record.position,
            daysToDeparture: record.daysBefore,
            classCode: record.classCode,
          }).count,
          ownCell: cells.has(cellOf(record)),
        });
    }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "–");
const records = scored.map((s) => s.record);
const byRecord = new Map(scored.map((s) => [s.record, s]));
const brier = (subset: readonly WaitRecord[], key: "model" | "base" | "cleared") =>
  brierScore(subset, (r) => (byRecord.get(r) as Scored)[key]);

console.log(`\n${classes} (train, class) pairs; ${records.length} held-out RAC/WL bookings`);
console.log("\nBrier score (lower is better):");
console.log("| bookings | n | model | base rate | cleared position |");
console.log("|---|---|---|---|---|");
const groups: [string, WaitRecord[]][] = [
  ["all", records],
  ["RAC list", records.filter((r) => r.list === "RAC")],
  ["GNWL", records.filter((r) => r.list === "GN")],
  ["TQWL (tatkal)", records.filter((r) => r.list === "TQ")],
  ["shown (count > 0)", scored.filter((s) => s.count > 0).map((s) => s.record)],
  [
    "shown, own cell empty (bounded by neighbours)",
    scored.filter((s) => s.count > 0 && !s.ownCell).map((s) => s.record),
  ],
  ["not shown (count 0)", scored.filter((s) => s.count === 0).map((s) => s.record)],
];
for (const [name, subset] of groups)
  console.log(
    `| ${name} | ${subset.length} | ${f3(brier(subset, "model"))} | ${f3(brier(subset, "base"))} | ${f3(brier(subset, "cleared"))} |`,
  );
const gap = calibrationGap(records, (r) => (byRecord.get(r) as Scored).model);
console.log(
  `\ncalibration in the large: mean predicted ${pct(gap.meanPredicted)}, observed ${pct(gap.observed)}, gap ${pct(gap.gap)}`,
);
console.log(
  `not shown (count 0): ${pct(scored.filter((s) => s.count === 0).length / Math.max(1, scored.length))} of held-out bookings`,
);
const bounded = calibrationGap(
  scored.filter((s) => s.count > 0 && !s.ownCell).map((s) => s.record),
  (r) => (byRecord.get(r) as Scored).model,
);
console.log(
  `shown with the own cell empty: mean predicted ${pct(bounded.meanPredicted)}, observed ${pct(bounded.observed)}, gap ${pct(bounded.gap)}`,
);

function reliability(title: string, subset: readonly WaitRecord[]): void {
  console.log(`\nreliability, ${title} (predicted decile → observed rate):`);
  console.log("| predicted | n | mean predicted | observed |");
  console.log("|---|---|---|---|");
  for (const row of reliabilityTable(subset, (r) => (byRecord.get(r) as Scored).model))
    console.log(
      `| ${Math.round(row.from * 100)}–${Math.round(row.to * 100)} % | ${row.count} | ${row.count ? pct(row.meanPredicted) : "–"} | ${row.count ? pct(row.observed) : "–"} |`,
    );
}
reliability("all held-out bookings", records);
reliability(
  "held-out bookings shown (count > 0)",
  scored.filter((s) => s.count > 0).map((s) => s.record),
);

// Timings: one simulated run by class size, fitting, and the store for a results page.
const bySize = [
  ["< 200 berths", (c: number) => c < 200],
  ["200–599", (c: number) => c >= 200 && c < 600],
  ["≥ 600", (c: number) => c >= 600],
] as const;
console.log("\ntimings:");
for (const [name, test] of bySize) {
  const xs = simTimes.filter((t) => test(t.capacity));
  if (xs.length === 0) continue;
  const mean = xs.reduce((n, t) => n + t.ms, 0) / xs.length;
  const max = Math.max(...xs.map((t) => t.ms));
  console.log(
    `  one simulated run, ${name}: mean ${mean.toFixed(2)} ms, max ${max.toFixed(2)} ms (${xs.length} classes)`,
  );
}
console.log(
  `  fitting: ${(fitMs / Math.max(1, classes)).toFixed(2)} ms per (train, class), ${FIT_RUNS} runs`,
);

// A 1,000-berth class: 14 SL coaches (1,008 berths).
const big = {
  number: "12951",
  type: "mail-express" as const,
  rake: Array.from({ length: 14 }, (_, i) => ({ name: `S${i + 1}`, classCode: "SL" as const })),
};
const bigLayout = buildRunLayout(big);
const tb = performance.now();
for (let i = 0; i < 20; i++)
  simulateRun({ train: big, classCode: "SL", run: i, layout: bigLayout });
console.log(
  `  one simulated run, 1,008-berth SL class: ${((performance.now() - tb) / 20).toFixed(2)} ms (mean of 20)`,
);

const page = sample(timetable, PAGE_TRAINS);
const store = createHistoryStore();
const ask = () => {
  let n = 0;
  for (const train of page)
    for (const classCode of train.classes.slice(0, 4)) {
      store.predictorFor(train, classCode).predict({
        list: "GN",
        waitlistPosition: 10,
        daysToDeparture: 7,
        classCode,
      });
      n++;
    }
  return n;
};
const c0 = performance.now();
const asked = ask();
const cold = performance.now() - c0;
const w0 = performance.now();
ask();
const warm = performance.now() - w0;
console.log(
  `  results page, ${page.length} trains × ≤ 4 classes (${asked} predictors, ${DEFAULT_RUNS} runs each): cold ${Math.round(cold)} ms, warm ${warm.toFixed(2)} ms`,
);
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
