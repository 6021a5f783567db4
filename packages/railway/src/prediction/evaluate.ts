import { confirms, type Predictor } from "./model.ts";
import type { SimulatedRun, WaitRecord } from "./simulate.ts";

/**
 * Scoring a predictor on held-out runs: the Brier score (mean squared error of
 * the probability against the 0/1 outcome; lower is better, 0.25 is a coin
 * flip at 50 %), a reliability table (predicted decile → observed rate), and
 * the two naive baselines the product is compared with. The outcome is the
 * model's label (`confirms` in `model.ts`: a berth or RAC place for a
 * waitlisted booking, a berth for an RAC booking). The baselines:
 * - the base rate: every booking gets the share confirmed in the history;
 * - "cleared position": a booking confirms (1) iff its issued number is at
 *   most the mean, over the history's runs, of the highest number on the same
 *   class and list that was confirmed by the chart (runs where none was count
 *   as 0), else 0 — what a user reading "last runs cleared up to WL n" does
 *   (for GNWL that number is the run's `clearedUpTo`).
 */

export const confirmed = (r: WaitRecord): number => (confirms(r) ? 1 : 0);

export function brierScore(
  records: readonly WaitRecord[],
  probability: (r: WaitRecord) => number,
): number {
  if (records.length === 0) return Number.NaN;
  let sum = 0;
  for (const r of records) sum += (probability(r) - confirmed(r)) ** 2;
  return sum / records.length;
}

export const predictorProbability =
  (predictor: Predictor) =>
  (r: WaitRecord): number =>
    predictor.predict({
      list: r.list,
      waitlistPosition: r.position,
      daysToDeparture: r.daysBefore,
      classCode: r.classCode,
      quota: r.quota,
    }).probability;

export function baseRateBaseline(history: readonly WaitRecord[]): (r: WaitRecord) => number {
  const rate =
    history.length === 0 ? 0.5 : history.reduce((n, r) => n + confirmed(r), 0) / history.length;
  return () => rate;
}

export function clearedPositionBaseline(
  history: readonly SimulatedRun[],
): (r: WaitRecord) => number {
  const sums = new Map<string, { sum: number; runs: number }>();
  for (const run of history) {
    const best = new Map<string, number>();
    for (const r of run.records) {
      const key = `${r.classCode}|${r.list}`;
      if (!best.has(key)) best.set(key, 0);
      if (confirms(r)) best.set(key, Math.max(best.get(key) ?? 0, r.position));
    }
    for (const [key, v] of best) {
      const s = sums.get(key) ?? { sum: 0, runs: 0 };
      s.sum += v;
      s.runs++;
      sums.set(key, s);
    }
  }
  return (r) => {
    const s = sums.get(`${r.classCode}|${r.list}`);
    return s && r.position <= s.sum / s.runs ? 1 : 0;
  };
}

export interface ReliabilityRow {
  /** Predicted decile: [from, to). */
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observed: number;
}

export function reliabilityTable(
  records: readonly WaitRecord[],
  probability: (r: WaitRecord) => number,
): ReliabilityRow[] {
  const rows = Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: 0,
    sumP: 0,
    sumY: 0,
  }));
  for (const r of records) {
    const p = probability(r);
    const row = rows[Math.min(9, Math.floor(p * 10))] as (typeof rows)[number];
    row.count++;
    row.sumP += p;
    row.sumY += confirmed(r);
  }
  return rows.map((r) => ({
    from: r.from,
    to: r.to,
    count: r.count,
    meanPredicted: r.count ? r.sumP / r.count : Number.NaN,
    observed: r.count ? r.sumY / r.count : Number.NaN,
  }));
}

/** Mean predicted probability and observed rate over all records (calibration in the large). */
export function calibrationGap(
  records: readonly WaitRecord[],
  probability: (r: WaitRecord) => number,
): { meanPredicted: number; observed: number; gap: number } {
  let p = 0;
  let y = 0;
  for (const r of records) {
    p += probability(r);
    y += confirmed(r);
  }
  const n = Math.max(1, records.length);
  return { meanPredicted: p / n, observed: y / n, gap: Math.abs(p - y) / n };
}
