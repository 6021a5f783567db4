import type { ReservationService } from "./service.ts";

/**
 * The railway's clockwork: every `intervalMs` the charts that are due are
 * made, holds that lapsed unpaid give their berths back, and TDRs whose
 * review time has passed are decided. A round never overlaps the previous
 * one; `stop()` waits for the round in progress. Several processes may run
 * it at once: each chart and each lapse is one locked transaction per run
 * and class, and each TDR decision one transaction under the decisions'
 * lock, so a second runner finds nothing left. Several server processes of
 * one deployment run it once: only the process `runsHere()` says (the one
 * holding the jobs lock, ADR 031) starts a round on the timer.
 */
export interface JobsLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReservationJobs {
  /** One round now (tests, and the first round at start). */
  runOnce(): Promise<{ charted: number; lapsedRuns: number; tdrsDecided: number }>;
  stop(): Promise<void>;
}

export function startReservationJobs(
  service: ReservationService,
  options: { intervalMs: number; log: JobsLogger; runsHere?: () => boolean },
): ReservationJobs {
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function round() {
    const charted = await service.chartDue();
    const lapsedRuns = await service.expireHolds();
    // After the charts: a claim about the chart is decided on the charted statuses.
    const tdrsDecided = await service.decideDueTdrs();
    if (charted > 0 || lapsedRuns > 0 || tdrsDecided > 0)
      options.log.info(
        { charted, lapsedRuns, tdrsDecided },
        "railway jobs: charts made, lapsed holds released, TDRs decided",
      );
    return { charted, lapsedRuns, tdrsDecided };
  }

  function runOnce() {
    const next = current.then(round);
    current = next.catch((error: unknown) => {
      options.log.error({ err: error }, "railway jobs round failed");
    });
    return next;
  }

  const timer = setInterval(() => {
    if (!stopped && (options.runsHere?.() ?? true)) void runOnce().catch(() => undefined);
  }, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
