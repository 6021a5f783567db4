import { ErrorCode } from "@safar/contracts/errors";
import type { RawSql } from "@safar/db/client";
import type { Occupancy } from "../../allocation/occupancy.ts";
import { createCombiner } from "../combiner.ts";
import type { RunKey } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { rememberState, type StateCache } from "../state-cache.ts";
import { type Job, type JobResult, refusal } from "../use-cases/context.ts";
import { type ProcessDeps, processBatch } from "./process.ts";

export interface QueueDeps extends ProcessDeps {
  sql: RawSql;
  states: StateCache;
  /** Called after every committed change of a run and class. */
  onChange?: (key: RunKey, state: Occupancy, version: number) => void;
}

export interface JobQueue {
  /** Runs a job in the batch of its run and class, under the run's lock. */
  submit(k: RunKey, job: Job): Promise<JobResult>;
  /** Waits for queued jobs. */
  idle(): Promise<void>;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (e as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
}

function isRetryable(e: unknown): boolean {
  const code = (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || code === "40001" || code === "40P01";
}

/**
 * One batch in one transaction, retried on a serialisation failure, deadlock
 * or duplicate key; when a batch of several fails otherwise, each job runs on
 * its own so one bad job does not sink the others.
 */
export async function runBatch(deps: QueueDeps, k: string, jobs: Job[]): Promise<JobResult[]> {
  const { sql, states, onChange } = deps;
  const [trainNumber, runDate, classCode] = k.split("|") as [string, string, string];
  const rk: RunKey = { trainNumber, runDate, classCode };
  for (let attempt = 0; ; attempt++) {
    try {
      const { results, ctx } = await sql.transaction((q) => processBatch(deps, q, rk, jobs));
      // Committed: what readers and the availability cache see next.
      rememberState(states, k, ctx.version, ctx.state);
      if (ctx.changed) onChange?.(rk, ctx.state, ctx.version);
      return results;
    } catch (error) {
      if (isRetryable(error) && attempt < 3) continue;
      if (jobs.length > 1 && !isUniqueViolation(error)) {
        // One bad job must not sink the others: run each on its own.
        const out: JobResult[] = [];
        for (const j of jobs) {
          try {
            out.push(...(await runBatch(deps, k, [j])));
          } catch (e) {
            out.push(refusal("internal", String((e as Error).message), ErrorCode.internal));
          }
        }
        return out;
      }
      throw error;
    }
  }
}

/** Jobs of one run and class batched by the combiner (or, without batching, one a transaction). */
export function createJobQueue(
  deps: QueueDeps,
  options: { batching: boolean; maxBatch: number },
): JobQueue {
  const { batching } = options;
  const combiner = createCombiner<Job, JobResult>((k, jobs) => runBatch(deps, k, jobs), {
    maxBatch: batching ? options.maxBatch : 1,
  });
  return {
    submit: (k, job) =>
      batching
        ? combiner.submit(repo.runKeyString(k), job)
        : runBatch(deps, repo.runKeyString(k), [job]).then((r) => r[0] as JobResult),
    idle: () => combiner.idle(),
  };
}
