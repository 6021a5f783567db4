import type { SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { RunKey } from "../reservations.repository.ts";
import type { Job, JobResult } from "../use-cases/context.ts";
import { boardInBatch } from "./board.ts";
import { type BookDeps, bookJob, startBookings } from "./book.ts";
import { cancelInBatch } from "./cancel.ts";
import { chartIfDue } from "./chart.ts";
import { expireInBatch, releaseInBatch } from "./give-back.ts";
import { flush, openRun, type RunContext, type RunDeps } from "./run.ts";

export interface ProcessDeps extends RunDeps, BookDeps {
  clock: Clock;
}

/**
 * The jobs of one batch inside its transaction, in this order: lock the run,
 * chart it if due, read for the bookings (stored holds, PNR sequences, the
 * users' monthly counts under their locks), all releases at once, then each
 * job in turn, then one flush. The context comes back for the caller to keep
 * once the transaction has committed.
 */
export async function processBatch(
  deps: ProcessDeps,
  tx: SqlRunner,
  k: RunKey,
  jobs: Job[],
): Promise<{ results: JobResult[]; ctx: RunContext }> {
  const now = deps.clock();
  const ctx = await openRun(deps, tx, k, now);
  await chartIfDue(tx, ctx, now);
  const bookings = await startBookings(deps, tx, jobs, now);
  // Releases first, all in one go (their holds were made in earlier batches).
  const released = await releaseInBatch(
    tx,
    ctx,
    jobs.flatMap((j) => (j.kind === "release" ? [j.holdId] : [])),
    now,
  );
  const results: JobResult[] = [];
  for (const job of jobs) {
    switch (job.kind) {
      case "book":
        results.push(await bookJob(deps, tx, ctx, bookings, job));
        break;
      case "release":
        results.push({ ok: true, released: released.has(job.holdId) });
        break;
      case "expire":
        results.push(await expireInBatch(tx, ctx, now));
        break;
      case "cancel":
        results.push(await cancelInBatch(tx, ctx, job.pnr, job.numbers, now, true));
        break;
      case "quote":
        results.push(await cancelInBatch(tx, ctx, job.pnr, job.numbers, now, false));
        break;
      case "board":
        results.push(await boardInBatch(tx, ctx, job.pnr, job.boardingCode, now));
        break;
      case "chart":
        results.push({ ok: true, charted: ctx.chartedNow !== null });
        break;
    }
  }
  await flush(deps, tx, ctx);
  return { results, ctx };
}
