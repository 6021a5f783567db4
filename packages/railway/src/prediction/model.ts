import type { PredictionInputs } from "../gateway.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import type { WaitList, WaitRecord } from "./simulate.ts";

/**
 * The confirmation predictor: P(a booking made now is confirmed by the chart
 * | its list, its issued number relative to the class's capacity, whole days
 * to the journey date, quota group, class), fitted on a history of charted
 * runs (`simulate.ts` until real ones are recorded).
 *
 * What "confirmed" means (`confirms`, the label of every record, the same in
 * the model, the bench, the availability's `confirmation` and the UI text):
 * - a waitlisted booking (GNWL, TQWL) is confirmed when it holds a confirmed
 *   seat at the chart: a berth (CNF) or an RAC place. RAC is "seat confirmed,
 *   half of a side-lower berth" (facts.md §3): RAC passengers are on the
 *   chart and travel, and freed berths go to RAC before the waitlist, so in a
 *   class with many RAC places (SL: 14 per coach) the first waitlist numbers
 *   end the chart as RAC far more often than as CNF. Counting only CNF read
 *   "1 %" for GNWL 1 where the history cleared dozens of waitlist numbers
 *   (`TrainHistory.clearedUpTo` counts CNF or RAC, as this does);
 * - an RAC booking already has its seat, so for it the figure is the chance
 *   of a full berth (CNF) by the chart;
 * - TQWL has no RAC (facts.md §3), so for it both readings are CNF.
 * `target: "berth"` counts only CNF for every list (for comparison).
 *
 * Method (chosen for being simple, calibrated and explainable):
 * 1. Cells: (class, list, days bucket, position bin). Days buckets 0–1, 2–3,
 *    4–7, 8–14, 15–30, 31–60 (the Tatkal day, the last days, then coarser);
 *    position bins of `binShare` (2 %) of the class's capacity, at least one
 *    number wide. The list fixes the quota group: TQWL is Tatkal, the RAC
 *    list and GNWL are normal quota (GN, LD, SS, HP overflow into GNWL;
 *    PT has no list), so the spec's "tatkal and normal separately" holds.
 * 2. Each cell's empirical rate is smoothed with a Beta prior (strength
 *    `priorStrength`, 4 cases) centred on the same position bin pooled over
 *    all days buckets, itself smoothed (strength 2) toward the list's overall
 *    rate — sparse cells borrow from their neighbours instead of reading 0 %
 *    or 100 % off three cases.
 * 3. Within (class, list, days bucket), pool-adjacent-violators (weights:
 *    cases + prior strength) makes the rate non-increasing in position: a
 *    later number is never more likely to confirm, all else equal. The
 *    pooled-over-days bins are made monotone the same way.
 * 4. A query in a fitted cell takes its rate. A query in no fitted cell of
 *    its days bucket takes the pooled-over-days rate of its position, kept
 *    between the rates of the fitted bins on either side (at most the one
 *    before, at least the one after), so the answer stays monotone in
 *    position everywhere; a days bucket with no case at all takes the pooled
 *    rate. (Before, a number ahead of every fitted bin of its days bucket
 *    took the first bin's rate — WL 1 a day before departure read the rate
 *    of WL 300 when only rush runs were still waitlisting then.)
 * 5. `count` is the number of historical cases the figure rests on: the
 *    query's own cell, else the fitted bins that bound it in its days
 *    bucket (the one before plus the one after: a number ahead of every case
 *    is at least as likely as the first of them, one between two cases lies
 *    between their rates). It is 0, with a `reason`, only when the history
 *    has nothing to bound the figure with: no case of this list in this days
 *    bucket (`no_history`), or a number beyond every number the history
 *    issued on this list (`beyond_history`). Before, an empty cell between
 *    or ahead of fitted ones had count 0 and the UI showed no figure: one
 *    list read WL 1 99 %, WL 3 nothing, WL 5 81 %.
 * 6. `percent` is the probability rounded to a whole percent and kept within
 *    1–99: a prediction never promises certainty.
 */

export type QuotaGroup = "tatkal" | "normal";

export function quotaGroupOf(quota: InventoryQuota | WaitList): QuotaGroup {
  return quota === "TQ" || quota === "PT" ? "tatkal" : "normal";
}

export type PredictQuery = Pick<
  PredictionInputs,
  "list" | "waitlistPosition" | "daysToDeparture" | "classCode"
> & { quota?: InventoryQuota };

/**
 * Why a prediction has count 0 (and so is not shown, spec §4): the history
 * has no case of this list this many days out, or the number is beyond
 * every number it issued on this list.
 */
export type NoFigureReason = "no_history" | "beyond_history";

export interface Prediction {
  /** P(confirmed by the chart, as `confirms` reads it), 0 … 1. */
  probability: number;
  /** The probability as a whole percent, 1 … 99. */
  percent: number;
  /** Historical cases the figure rests on; 0 ⇒ not shown (spec §4), with a `reason`. */
  count: number;
  quotaGroup: QuotaGroup;
  /** Set exactly when `count` is 0. */
  reason: NoFigureReason | null;
}

export interface Predictor {
  predict(query: PredictQuery): Prediction;
  /** Cases the predictor was fitted on. */
  readonly cases: number;
  /** The share of those cases confirmed (the base rate). */
  readonly baseRate: number;
}

export interface FitOptions {
  /** Width of a position bin as a share of the class's capacity (default 0.02). */
  binShare?: number;
  /** Strength of the Beta prior of a cell, in cases (default 4). */
  priorStrength?: number;
  /** "seat" (default): CNF or RAC for a waitlist, CNF for RAC; "berth": CNF for every list. */
  target?: Target;
}

export type Target = "seat" | "berth";

/**
 * The label: whether a record counts as confirmed at the chart. "seat"
 * (default): a waitlisted booking that ends with a berth or an RAC place, an
 * RAC booking that ends with a berth; "berth": only a berth, for every list.
 */
export function confirms(
  record: Pick<WaitRecord, "list" | "outcome">,
  target: Target = "seat",
): boolean {
  if (record.outcome === "confirmed") return true;
  return target === "seat" && record.outcome === "rac" && record.list !== "RAC";
}

/** Upper bounds of the days-to-departure buckets. */
export const DAY_BUCKETS: readonly number[] = [1, 3, 7, 14, 30, 60];

export function dayBucket(days: number): number {
  for (let i = 0; i < DAY_BUCKETS.length; i++) if (days <= (DAY_BUCKETS[i] as number)) return i;
  return DAY_BUCKETS.length - 1;
}

export function binWidth(capacity: number, binShare = 0.02): number {
  return Math.max(1, Math.round(capacity * binShare));
}

export interface Bin {
  bin: number;
  n: number;
  k: number;
  /** Fitted, monotone rate. */
  p: number;
}

interface ListFit {
  capacity: number;
  width: number;
  rate: number;
  /** Per days bucket, bins in position order. */
  groups: Map<number, Bin[]>;
  /** Bins pooled over all days buckets, in position order (monotone). */
  pooled: Bin[];
  /** The last position bin with a case in the history (any days). */
  lastBin: number;
}

/** The index of the last bin at or before `bin` (binary search), −1 when none. */
function lastAtOrBefore(bins: readonly Bin[], bin: number): number {
  let lo = 0;
  let hi = bins.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((bins[mid] as Bin).bin <= bin) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return at;
}

/** The pooled rate of a position bin: the last pooled bin at or before it, else the first. */
function pooledRate(fit: ListFit, bin: number): number {
  if (fit.pooled.length === 0) return fit.rate;
  return (fit.pooled[Math.max(0, lastAtOrBefore(fit.pooled, bin))] as Bin).p;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
export const toPercent = (p: number) => Math.min(99, Math.max(1, Math.round(p * 100)));

/** Weighted pool-adjacent-violators for a non-increasing fit; returns the fitted values. */
export function isotonicDecreasing(
  values: readonly number[],
  weights: readonly number[],
): number[] {
  const blocks: { v: number; w: number; len: number }[] = [];
  for (let i = 0; i < values.length; i++) {
    blocks.push({ v: values[i] as number, w: weights[i] as number, len: 1 });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1] as { v: number; w: number; len: number };
      const a = blocks[blocks.length - 2] as { v: number; w: number; len: number };
      if (a.v >= b.v) break;
      const w = a.w + b.w;
      blocks.splice(blocks.length - 2, 2, {
        v: (a.v * a.w + b.v * b.w) / w,
        w,
        len: a.len + b.len,
      });
    }
  }
  const out: number[] = [];
  for (const b of blocks) for (let j = 0; j < b.len; j++) out.push(b.v);
  return out;
}

/**
 * A fitted model as plain data (structured-clonable, a few kB): what the
 * simulation worker sends back instead of its thousands of records, so the
 * main thread neither copies nor fits them. `predictorOf` answers from it.
 */
export interface FittedModel {
  cases: number;
  baseRate: number;
  /** Per `class|list`: its fit, with the days buckets' bins as entries. */
  lists: {
    key: string;
    capacity: number;
    width: number;
    rate: number;
    groups: [number, Bin[]][];
    pooled: Bin[];
  }[];
}

/** Fits a predictor on historical waitlist records (any number of trains and classes). */
export function fitPredictor(records: readonly WaitRecord[], options: FitOptions = {}): Predictor {
  return predictorOf(fitModel(records, options));
}

/** The fitted model of `fitPredictor`, as plain data. */
export function fitModel(records: readonly WaitRecord[], options: FitOptions = {}): FittedModel {
  const binShare = options.binShare ?? 0.02;
  const s = options.priorStrength ?? 4;
  const target = options.target ?? "seat";
  const success = (r: WaitRecord) => confirms(r, target);

  // Per (class, list): counts per (days bucket, bin) and per bin over all days.
  interface Acc {
    capacity: number;
    width: number;
    n: number;
    k: number;
    cells: Map<number, Map<number, { n: number; k: number }>>;
    pooled: Map<number, { n: number; k: number }>;
  }
  const acc = new Map<string, Acc>();
  let total = 0;
  let confirmed = 0;
  for (const r of records) {
    const key = `${r.classCode}|${r.list}`;
    let a = acc.get(key);
    if (!a) {
      a = {
        capacity: r.capacity,
        width: binWidth(r.capacity, binShare),
        n: 0,
        k: 0,
        cells: new Map(),
        pooled: new Map(),
      };
      acc.set(key, a);
    }
    const ok = success(r) ? 1 : 0;
    const bin = Math.floor((Math.max(1, r.position) - 1) / a.width);
    const g = dayBucket(r.daysBefore);
    let cells = a.cells.get(g);
    if (!cells) {
      cells = new Map();
      a.cells.set(g, cells);
    }
    const c = cells.get(bin) ?? { n: 0, k: 0 };
    c.n++;
    c.k += ok;
    cells.set(bin, c);
    const p = a.pooled.get(bin) ?? { n: 0, k: 0 };
    p.n++;
    p.k += ok;
    a.pooled.set(bin, p);
    a.n++;
    a.k += ok;
    total++;
    confirmed += ok;
  }
  const baseRate = total > 0 ? confirmed / total : 0.5;

  const lists: FittedModel["lists"] = [];
  for (const [key, a] of acc) {
    const rate = (a.k + baseRate) / (a.n + 1);
    const groups = new Map<number, Bin[]>();
    for (const [g, cells] of a.cells) {
      const bins = [...cells.entries()].sort((x, y) => x[0] - y[0]);
      const raw = bins.map(([bin, c]) => {
        const pool = a.pooled.get(bin) ?? { n: 0, k: 0 };
        const prior = (pool.k + 2 * rate) / (pool.n + 2);
        return (c.k + s * prior) / (c.n + s);
      });
      const fitted = isotonicDecreasing(
        raw,
        bins.map(([, c]) => c.n + s),
      );
      groups.set(
        g,
        bins.map(([bin, c], i) => ({ bin, n: c.n, k: c.k, p: clamp01(fitted[i] as number) })),
      );
    }
    const pooledBins = [...a.pooled.entries()].sort((x, y) => x[0] - y[0]);
    const pooledFit = isotonicDecreasing(
      pooledBins.map(([, c]) => (c.k + 2 * rate) / (c.n + 2)),
      pooledBins.map(([, c]) => c.n + 2),
    );
    const pooled = pooledBins.map(([bin, c], i) => ({
      bin,
      n: c.n,
      k: c.k,
      p: clamp01(pooledFit[i] as number),
    }));
    lists.push({
      key,
      capacity: a.capacity,
      width: a.width,
      rate,
      groups: [...groups.entries()],
      pooled,
    });
  }
  return { cases: total, baseRate, lists };
}

/** The predictor of a fitted model. */
export function predictorOf(model: FittedModel): Predictor {
  const { baseRate } = model;
  const fits = new Map<string, ListFit>(
    model.lists.map((l) => [
      l.key,
      {
        capacity: l.capacity,
        width: l.width,
        rate: l.rate,
        groups: new Map(l.groups),
        pooled: l.pooled,
        lastBin: l.pooled.at(-1)?.bin ?? -1,
      },
    ]),
  );

  const answer = (
    probability: number,
    count: number,
    quotaGroup: QuotaGroup,
    reason: NoFigureReason | null = null,
  ): Prediction => ({
    probability,
    percent: toPercent(probability),
    count,
    quotaGroup,
    reason: count > 0 ? null : (reason ?? "no_history"),
  });

  return {
    cases: model.cases,
    baseRate,
    predict(query) {
      const quotaGroup = quotaGroupOf(query.list === "TQ" ? "TQ" : (query.quota ?? "GN"));
      const fit = fits.get(`${query.classCode}|${query.list}`);
      if (!fit) return answer(baseRate, 0, quotaGroup, "no_history");
      const bin = Math.floor((Math.max(1, query.waitlistPosition) - 1) / fit.width);
      const pooled = pooledRate(fit, bin);
      const bins = fit.groups.get(dayBucket(Math.max(0, query.daysToDeparture)));
      if (!bins || bins.length === 0) return answer(pooled, 0, quotaGroup, "no_history");
      const at = lastAtOrBefore(bins, bin);
      const before = bins[at];
      if (before && before.bin === bin) return answer(before.p, before.n, quotaGroup);
      // No case in this cell: the pooled rate, kept between the fitted neighbours.
      const after = bins[at + 1];
      const p = Math.min(before ? before.p : 1, Math.max(after ? after.p : 0, pooled));
      if (bin > fit.lastBin) return answer(p, 0, quotaGroup, "beyond_history");
      return answer(p, (before?.n ?? 0) + (after?.n ?? 0), quotaGroup);
    },
  };
}

export interface PredictionValue {
  percent: number;
  quotaGroup: QuotaGroup;
  /** Values with count 0 are not shown, so they are not averaged either. */
  count?: number;
}

/**
 * Spec §4: "the average is the rounded mean of the values, computed
 * separately for tatkal and normal quota". The rounded mean of the percents
 * of `quotaGroup`'s values that are shown (count ≠ 0), or null when there are
 * none.
 */
export function averagePrediction(
  values: readonly PredictionValue[],
  quotaGroup: QuotaGroup,
): number | null {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (v.quotaGroup !== quotaGroup || v.count === 0) continue;
    sum += v.percent;
    n++;
  }
  return n === 0 ? null : Math.round(sum / n);
}
