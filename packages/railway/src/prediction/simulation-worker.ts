import { parentPort } from "node:worker_threads";
import type { ClassCode } from "@safar/contracts/code-tables";
import type { TrainForPrediction } from "./history-store.ts";
import { historyOf, simulateRuns } from "./simulate.ts";

/**
 * Simulates past runs away from the main thread (a large class takes about
 * 250 ms for 30 runs): `predictions.ts` sends a train and class, this answers
 * with the waiting-list records and the run history; fitting them is cheap and
 * happens on the main thread.
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
    parentPort?.postMessage({
      id: m.id,
      ok: true,
      records: simulated.flatMap((r) => r.records),
      history: historyOf(simulated),
    });
  } catch (error) {
    parentPort?.postMessage({ id: m.id, ok: false, error: String(error) });
  }
});
