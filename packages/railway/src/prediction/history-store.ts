import type { ClassCode } from "@safar/contracts/code-tables";
import { LRUCache } from "lru-cache";
import type { TrainHistory } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { type FitOptions, fitPredictor, type Predictor } from "./model.ts";
import { historyOf, simulateRuns } from "./simulate.ts";

/**
 * The in-memory history of charted runs, per (train, class): `runs` past
 * runs are simulated once (`simulate.ts`), the predictor fitted on them
 * (`model.ts`), and both kept in an LRU map (a `Map` in use order, capped at
 * `maxEntries`, default 1,000 ≈ 250 trains × 4 classes), so a results page
 * asking for 50 trains × 4 classes pays the simulation once per train and
 * class and then answers from memory (cold and warm costs are measured in
 * `bench/prediction.ts`). Deterministic: the same train, class and number of
 * runs always give the same predictor, so an evicted entry comes back the
 * same. No database; when real charted runs are recorded, they replace the
 * simulation here and nothing else changes.
 */

export type TrainForPrediction = Pick<TimetabledTrain, "number" | "type" | "rake">;

export interface TrainPredictor extends Predictor {
  train: string;
  classCode: ClassCode;
  /** The gateway's shape of the same history (how far GNWL cleared per run). */
  history: TrainHistory;
}

export interface HistoryStoreOptions {
  maxEntries?: number;
}

export interface PredictorOptions {
  /** Past runs to simulate (default 30). */
  runs?: number;
  fit?: FitOptions;
}

export interface HistoryStore {
  predictorFor(
    train: TrainForPrediction,
    classCode: ClassCode,
    options?: PredictorOptions,
  ): TrainPredictor;
  /** The predictor when it is already in memory (no simulation), else undefined. */
  peek(
    train: Pick<TimetabledTrain, "number">,
    classCode: ClassCode,
    options?: PredictorOptions,
  ): TrainPredictor | undefined;
  readonly size: number;
  clear(): void;
}

export const DEFAULT_RUNS = 30;

export function createHistoryStore(options: HistoryStoreOptions = {}): HistoryStore {
  const max = Math.max(1, options.maxEntries ?? 1000);
  const entries = new LRUCache<string, TrainPredictor>({ max });
  const keyOf = (number: string, classCode: ClassCode, opts: PredictorOptions) =>
    `${number}|${classCode}|${opts.runs ?? DEFAULT_RUNS}|${JSON.stringify(opts.fit ?? {})}`;
  return {
    peek(train, classCode, opts = {}) {
      return entries.peek(keyOf(train.number, classCode, opts));
    },
    predictorFor(train, classCode, opts = {}) {
      const runs = opts.runs ?? DEFAULT_RUNS;
      const key = keyOf(train.number, classCode, opts);
      const hit = entries.get(key);
      if (hit) return hit;
      const simulated = simulateRuns(train, classCode, { runs });
      const predictor = fitPredictor(
        simulated.flatMap((r) => r.records),
        opts.fit,
      );
      const made: TrainPredictor = {
        train: train.number,
        classCode,
        history: historyOf(simulated),
        cases: predictor.cases,
        baseRate: predictor.baseRate,
        predict: predictor.predict,
      };
      entries.set(key, made);
      return made;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

const shared = createHistoryStore();

/** The predictor of a train in a class, from the process-wide store. */
export function predictorForTrain(
  train: TrainForPrediction,
  classCode: ClassCode,
  options: PredictorOptions = {},
): TrainPredictor {
  return shared.predictorFor(train, classCode, options);
}
