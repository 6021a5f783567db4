import { Worker } from "node:worker_threads";
import type { ClassCode } from "@safar/contracts/code-tables";
import type { TrainHistory } from "../gateway.ts";
import type { TrainForPrediction } from "./history-store.ts";
import { fitPredictor, type Prediction, type Predictor, type PredictQuery } from "./model.ts";
import { historyOf, simulateRuns, type WaitRecord } from "./simulate.ts";

/**
 * Confirmation predictions for the live product, never blocking a request:
 * a (train, class) whose history is in memory answers at once; one that is
 * not answers null (the page shows no prediction, as for count 0) and its
 * past runs are simulated in the background — on a worker thread by default,
 * one (train, class) at a time — so the next look has it. Entries are kept in
 * an LRU map.
 */
export interface Predictions {
  /** The prediction when the train's history is ready, else null (and the history is prepared). */
  predict(train: TrainForPrediction, classCode: ClassCode, query: PredictQuery): Prediction | null;
  /** The simulated history when ready, else null (and it is prepared). */
  history(train: TrainForPrediction, classCode: ClassCode): TrainHistory | null;
  /** Resolves once the history of this train and class is ready (warming, tests). */
  ready(train: TrainForPrediction, classCode: ClassCode): Promise<void>;
  close(): Promise<void>;
}

export interface PredictionsOptions {
  runs?: number;
  maxEntries?: number;
  /** Simulate on a worker thread (default); false runs them on this thread, after the current task. */
  worker?: boolean;
}

interface Entry {
  predictor: Predictor;
  history: TrainHistory;
}

type Simulated = { records: WaitRecord[]; history: TrainHistory };

export function createPredictions(options: PredictionsOptions = {}): Predictions {
  const runs = options.runs ?? 30;
  const max = Math.max(1, options.maxEntries ?? 2_000);
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<void>>();
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (s: Simulated) => void; reject: (e: Error) => void }
  >();

  function theWorker(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL("./simulation-worker.ts", import.meta.url));
    worker.unref();
    worker.on("message", (m: { id: number; ok: boolean; error?: string } & Partial<Simulated>) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (!w) return;
      if (m.ok) w.resolve({ records: m.records ?? [], history: m.history as TrainHistory });
      else w.reject(new Error(m.error));
    });
    worker.on("error", (error) => {
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
      worker = null;
    });
    return worker;
  }

  function simulate(train: TrainForPrediction, classCode: ClassCode): Promise<Simulated> {
    if (options.worker === false)
      return new Promise((resolve) =>
        setImmediate(() => {
          const simulated = simulateRuns(train, classCode, { runs });
          resolve({ records: simulated.flatMap((r) => r.records), history: historyOf(simulated) });
        }),
      );
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      theWorker().postMessage({
        id,
        train: { number: train.number, type: train.type, rake: train.rake },
        classCode,
        runs,
      });
    });
  }

  const keyOf = (train: TrainForPrediction, classCode: ClassCode) => `${train.number}|${classCode}`;

  function ready(train: TrainForPrediction, classCode: ClassCode): Promise<void> {
    const key = keyOf(train, classCode);
    if (entries.has(key)) return Promise.resolve();
    const running = pending.get(key);
    if (running) return running;
    const p = simulate(train, classCode)
      .then((s) => {
        entries.set(key, { predictor: fitPredictor(s.records), history: s.history });
        if (entries.size > max) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
      })
      .finally(() => pending.delete(key));
    pending.set(key, p);
    return p;
  }

  function entry(train: TrainForPrediction, classCode: ClassCode): Entry | null {
    const key = keyOf(train, classCode);
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    ready(train, classCode).catch(() => undefined);
    return null;
  }

  return {
    predict(train, classCode, query) {
      return entry(train, classCode)?.predictor.predict(query) ?? null;
    },
    history(train, classCode) {
      return entry(train, classCode)?.history ?? null;
    },
    ready,
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
