import { parentPort } from "node:worker_threads";
import type { ClassCode } from "@safar/contracts/code-tables";
import type { TrainForPrediction } from "./history-store.ts";
import { type FittedModel, fitModel } from "./model.ts";
import { historyOf, simulateRuns } from "./simulate.ts";

/**
 * Simulates past runs away from the main thread (a large class takes about
 * 250 ms for 30 runs): `predictions.ts` sends a train and class, this answers
 * with the fitted model (plain data, a few kB) and the run history. Fitting
 * here too keeps the main thread free: copying ~10,000 records of a large
 * class across threads and fitting them took 10–80 ms of the main thread.
 */
export interface SimulationRequest {
  id: number;
  train: TrainForPrediction;
  classCode: ClassCode;
  runs: number;
}

parentPort?.on("message", (m: SimulationRequest) => {
  try {
    const simulated = simulateRuns(m.train, m.classCode, { runs: m.runs });
    const model: FittedModel = fitModel(simulated.flatMap((r) => r.records));
    parentPort?.postMessage({ id: m.id, ok: true, model, history: historyOf(simulated) });
  } catch (error) {
    parentPort?.postMessage({ id: m.id, ok: false, error: String(error) });
  }
});
