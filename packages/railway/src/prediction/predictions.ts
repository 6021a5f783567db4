import { Worker } from "node:worker_threads";
import type { ClassCode } from "@safar/contracts/code-tables";
import { LRUCache } from "lru-cache";
import type { TrainHistory } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import type { TrainForPrediction } from "./history-store.ts";
import {
  type FittedModel,
  fitModel,
  type Prediction,
  type Predictor,
  type PredictQuery,
  predictorOf,
} from "./model.ts";
import { historyOf, simulateRuns } from "./simulate.ts";

/**
 * Confirmation predictions for the live product, never blocking a request:
 * a (train, class) whose history is in memory answers at once; one that is
 * not answers null (the page shows no prediction, as for count 0) and its
 * past runs are simulated in the background — on a worker thread by default,
 * one (train, class) at a time — so the next look has it. Entries are kept in
 * an LRU map.
 *
 * Warming (`warm`): the host may queue (train, class) pairs to simulate
 * before anyone asks (the trains of the busiest stations, `warmingOrder`), so
 * the first look at them already has a figure. Warming never delays a
 * request or readiness: it runs on the same single worker, one pair at a
 * time, behind every pair a request is waiting for (a request's pair jumps
 * the warming queue), and after each warming pair it pauses as long again as
 * the pair took (`warmDuty` 0.5), so it takes at most half of one core. It
 * stops when the map is full (it never evicts) and on `close`.
 */
export interface Predictions {
  /** The prediction when the train's history is ready, else null (and the history is prepared). */
  predict(train: TrainForPrediction, classCode: ClassCode, query: PredictQuery): Prediction | null;
  /** The simulated history when ready, else null (and it is prepared). */
  history(train: TrainForPrediction, classCode: ClassCode): TrainHistory | null;
  /** Resolves once the history of this train and class is ready (a request's priority). */
  ready(train: TrainForPrediction, classCode: ClassCode): Promise<void>;
  /**
   * Prepares these pairs in the background, in order, at low priority;
   * resolves with how many were prepared (pairs already in memory or made
   * for a request in the meantime are not counted).
   */
  warm(pairs: Iterable<WarmPair>): Promise<number>;
  /** Whether the history of this train and class is in memory (no side effect). */
  has(train: Pick<TrainForPrediction, "number">, classCode: ClassCode): boolean;
  close(): Promise<void>;
}

export interface WarmPair {
  train: TrainForPrediction;
  classCode: ClassCode;
}

export interface PredictionsOptions {
  runs?: number;
  maxEntries?: number;
  /** Simulate on a worker thread (default); false runs them on this thread, after the current task. */
  worker?: boolean;
  /** Share of the time warming may keep the worker busy, 0 < d ≤ 1 (default 0.5). */
  warmDuty?: number;
}

interface Entry {
  predictor: Predictor;
  history: TrainHistory;
}

type Simulated = { model: FittedModel; history: TrainHistory };

interface Job {
  key: string;
  train: TrainForPrediction;
  classCode: ClassCode;
  /** Queued by `warm` and not (yet) asked for by a request. */
  warm: boolean;
  promise: Promise<void>;
  resolve: () => void;
  reject: (e: Error) => void;
}

export function createPredictions(options: PredictionsOptions = {}): Predictions {
  const runs = options.runs ?? 30;
  const max = Math.max(1, options.maxEntries ?? 2_000);
  const duty = Math.min(1, Math.max(0.05, options.warmDuty ?? 0.5));
  const entries = new LRUCache<string, Entry>({ max });
  /** Queued or running jobs by key. */
  const jobs = new Map<string, Job>();
  const demandQueue: Job[] = [];
  const warmQueue: Job[] = [];
  let running: Job | null = null;
  let warmPause: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
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
      if (m.ok) w.resolve({ model: m.model as FittedModel, history: m.history as TrainHistory });
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
          resolve({
            model: fitModel(simulated.flatMap((r) => r.records)),
            history: historyOf(simulated),
          });
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

  const keyOf = (train: Pick<TrainForPrediction, "number">, classCode: ClassCode) =>
    `${train.number}|${classCode}`;

  function store(key: string, s: Simulated): void {
    entries.set(key, { predictor: predictorOf(s.model), history: s.history });
  }

  /** Runs the next job: a request's first, a warming one when not pausing. One at a time. */
  function pump(): void {
    if (running || closed) return;
    let job = demandQueue.shift();
    if (!job && warmPause === null) {
      job = warmQueue.shift();
      // Warming never evicts: once the map is full it stops.
      while (job && entries.size >= max) {
        jobs.delete(job.key);
        job.resolve();
        job = warmQueue.shift();
      }
    }
    if (!job) return;
    const current = job;
    running = current;
    const started = performance.now();
    simulate(current.train, current.classCode)
      .then(
        (s) => {
          if (!closed) store(current.key, s);
          current.resolve();
        },
        (error: Error) => current.reject(error),
      )
      .finally(() => {
        jobs.delete(current.key);
        running = null;
        if (current.warm && !closed && duty < 1) {
          const pause = (performance.now() - started) * (1 / duty - 1);
          warmPause = setTimeout(() => {
            warmPause = null;
            pump();
          }, pause);
          warmPause.unref();
        }
        pump();
      });
  }

  function newJob(train: TrainForPrediction, classCode: ClassCode, warm: boolean): Job {
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    const job: Job = {
      key: keyOf(train, classCode),
      train,
      classCode,
      warm,
      promise,
      resolve,
      reject,
    };
    jobs.set(job.key, job);
    return job;
  }

  function ready(train: TrainForPrediction, classCode: ClassCode): Promise<void> {
    const key = keyOf(train, classCode);
    if (entries.has(key)) return Promise.resolve();
    if (closed) return Promise.reject(new Error("predictions closed"));
    const queued = jobs.get(key);
    if (queued) {
      if (queued.warm) {
        // A request wants it: out of the warming queue, ahead of it.
        queued.warm = false;
        const i = warmQueue.indexOf(queued);
        if (i >= 0) {
          warmQueue.splice(i, 1);
          demandQueue.push(queued);
          pump();
        }
      }
      return queued.promise;
    }
    const job = newJob(train, classCode, false);
    demandQueue.push(job);
    pump();
    return job.promise;
  }

  function warm(pairs: Iterable<WarmPair>): Promise<number> {
    const queued: Job[] = [];
    if (!closed)
      for (const { train, classCode } of pairs) {
        const key = keyOf(train, classCode);
        if (entries.has(key) || jobs.has(key)) continue;
        const job = newJob(train, classCode, true);
        warmQueue.push(job);
        queued.push(job);
      }
    pump();
    return Promise.allSettled(queued.map((j) => j.promise)).then(
      (results) =>
        results.filter((r, i) => {
          const job = queued[i] as Job;
          return r.status === "fulfilled" && job.warm && entries.has(job.key);
        }).length,
    );
  }

  function entry(train: TrainForPrediction, classCode: ClassCode): Entry | null {
    const key = keyOf(train, classCode);
    const hit = entries.get(key);
    if (hit) return hit;
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
    warm,
    has: (train, classCode) => entries.has(keyOf(train, classCode)),
    async close() {
      closed = true;
      if (warmPause) clearTimeout(warmPause);
      warmPause = null;
      const stopped = new Error("predictions closed");
      for (const job of [...demandQueue, ...warmQueue]) job.reject(stopped);
      demandQueue.length = 0;
      warmQueue.length = 0;
      for (const w of waiting.values()) w.reject(stopped);
      waiting.clear();
      jobs.clear();
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * The (train, class) pairs to warm first: trains calling at more of the
 * `popular` stations (the busiest, as the home page lists them) first — they
 * are the ones most searched — then the network's order; each train's
 * classes in the order it lists them.
 */
export function warmingOrder(
  timetable: readonly Pick<TimetabledTrain, "number" | "type" | "rake" | "classes" | "stops">[],
  popular: readonly string[],
): WarmPair[] {
  const weight = new Map(popular.map((code, i) => [code, popular.length - i]));
  const scored = timetable
    .filter((t) => t.rake.length > 0 && t.classes.length > 0)
    .map((train, i) => {
      let score = 0;
      for (const stop of train.stops) score += weight.get(stop.code) ?? 0;
      return { train, score, i };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const out: WarmPair[] = [];
  for (const { train } of scored)
    for (const classCode of train.classes)
      if (train.rake.some((c) => c.classCode === classCode))
        out.push({
          train: { number: train.number, type: train.type, rake: train.rake },
          classCode,
        });
  return out;
}
