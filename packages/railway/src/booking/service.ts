import { randomInt } from "node:crypto";
import { ErrorCode } from "@safar/contracts/errors";
import type { RawSql, SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { Occupancy } from "../allocation/occupancy.ts";
import type {
  Cancellation,
  CancelRequest,
  Hold,
  HoldRequest,
  RailwayResult,
  TdrReceipt,
  TdrRequest,
  Ticket,
} from "../gateway.ts";
import { buildRunLayout, type RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { type PnrKey, pnrKey } from "../pnr/pnr.ts";
import type { OriginStation } from "../pnr/region.ts";
import { type BookingRulesConfig, DEFAULT_BOOKING_RULES } from "../rules/check-booking.ts";
import { type BookDeps, bookJob, startBookings } from "./batch/book.ts";
import { cancelInBatch } from "./batch/cancel.ts";
import { chartIfDue } from "./batch/chart.ts";
import { expireInBatch, releaseInBatch } from "./batch/give-back.ts";
import { chartDueOf, flush, openRun, type RunContext, type RunDeps } from "./batch/run.ts";
import { createCombiner } from "./combiner.ts";
import type { PnrRecord, RunKey } from "./reservations.repository.ts";
import * as repo from "./reservations.repository.ts";
import { createStateCache, rememberState } from "./state-cache.ts";
import { holdOf as readHold, ticketOf as readTicket, type TicketDeps } from "./tickets.ts";
import { cancelTicket } from "./use-cases/cancel.ts";
import { changeBoardingPoint } from "./use-cases/change-boarding-point.ts";
import { chartDue } from "./use-cases/chart-due.ts";
import { confirm } from "./use-cases/confirm.ts";
import {
  type BookingUsers,
  type Job,
  type JobResult,
  type ReservationContext,
  refusal,
} from "./use-cases/context.ts";
import { expireHolds } from "./use-cases/expire-holds.ts";
import { fileTdr } from "./use-cases/file-tdr.ts";
import { type HoldDeps, hold } from "./use-cases/hold.ts";
import { occupanciesOf, occupancyOf } from "./use-cases/occupancy.ts";
import { pnrStatus } from "./use-cases/pnr-status.ts";
import { release } from "./use-cases/release.ts";

/**
 * The booking core of the simulated railway (ADR 006). Every change to the
 * berths of a run and class — a hold, a release, a lapsed hold, a
 * cancellation, the chart — runs inside one transaction that holds the
 * (run, class) occupancy row `FOR UPDATE`, through the pure allocator
 * (`../allocation/`). Jobs for the same run and class are batched into one
 * transaction by a combiner, so a hot train takes one lock for many bookings.
 */

export interface ReservationServiceOptions {
  /** How long a hold keeps its berths waiting for payment (default 15 minutes). */
  holdTtlMs?: number;
  /** Batch the jobs of one run and class into one transaction (default true). */
  batching?: boolean;
  maxBatch?: number;
  /**
   * Lock the occupancy row (default true). Switched off only by the race test,
   * to prove that without the lock berths are sold twice.
   */
  locking?: boolean;
  rules?: BookingRulesConfig;
  /** Seed of the PNR permutation; by default one is stored in the database on first start. */
  pnrSeed?: number;
  /** Called after every committed change of a run and class (cache invalidation). */
  onChange?: (key: RunKey, state: Occupancy, version: number) => void;
}

export interface ReservationServiceDeps {
  /** Plain SQL on the database (`Database.sql`). */
  sql: RawSql;
  trains: ReadonlyMap<string, TimetabledTrain>;
  station: (code: string) => OriginStation | undefined;
  users: BookingUsers;
  clock: Clock;
  options?: ReservationServiceOptions;
}

export const DEFAULT_HOLD_TTL_MS = 15 * 60_000;

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (e as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
}

function isRetryable(e: unknown): boolean {
  const code = (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || code === "40001" || code === "40P01";
}

export interface ReservationService {
  init(): Promise<void>;
  hold(request: HoldRequest): Promise<RailwayResult<Hold>>;
  confirm(holdId: string, paymentReference: string): Promise<RailwayResult<Ticket>>;
  release(holdId: string): Promise<RailwayResult<{ released: boolean }>>;
  cancel(request: CancelRequest): Promise<RailwayResult<Cancellation>>;
  pnrStatus(pnr: string): Promise<Ticket | null>;
  changeBoardingPoint(pnr: string, boardingCode: string): Promise<RailwayResult<Ticket>>;
  fileTdr(request: TdrRequest): Promise<RailwayResult<TdrReceipt>>;
  /** Charts every run and class whose chart time has come; how many were charted. */
  chartDue(limit?: number): Promise<number>;
  /** Gives back the berths of holds that lapsed unpaid; how many runs were touched. */
  expireHolds(limit?: number): Promise<number>;
  /** The occupancy of a run and class as stored (null when nothing was ever booked). */
  occupancyOf(key: RunKey): Promise<{ state: Occupancy; version: number } | null>;
  /** Several at once (one query); the map holds only runs and classes that have a row. */
  occupanciesOf(keys: RunKey[]): Promise<Map<string, { state: Occupancy; version: number }>>;
  layoutOf(trainNumber: string): RunLayout | null;
  /** Waits for queued inventory jobs (tests, shutdown). */
  idle(): Promise<void>;
}

export function createReservationService(deps: ReservationServiceDeps): ReservationService {
  const { sql, trains, station, users, clock } = deps;
  const options = deps.options ?? {};
  const holdTtlMs = options.holdTtlMs ?? DEFAULT_HOLD_TTL_MS;
  const locking = options.locking ?? true;
  const rules = options.rules ?? DEFAULT_BOOKING_RULES;
  const layouts = new Map<string, RunLayout>();
  let key: PnrKey | null = null;
  const states = createStateCache();
  const remember = (k: string, version: number, state: Occupancy) =>
    rememberState(states, k, version, state);

  function layoutOf(trainNumber: string): RunLayout | null {
    const hit = layouts.get(trainNumber);
    if (hit) return hit;
    const train = trains.get(trainNumber);
    if (!train) return null;
    const layout = buildRunLayout(train);
    layouts.set(trainNumber, layout);
    return layout;
  }

  async function init(): Promise<void> {
    if (key) return;
    const seed =
      options.pnrSeed ?? Number(await repo.ensureSetting(sql, "pnr_seed", randomInt(1, 2 ** 31)));
    key = pnrKey(seed);
  }

  // ── The locked transaction ────────────────────────────────────────────────

  const runDeps: RunDeps = { trains, layoutOf, locking };
  const bookDeps: BookDeps = {
    rules,
    holdTtlMs,
    pnrKey: () => key,
    station,
    holdOf: (d, record) => readHold(ticketDeps, d, record),
  };

  /** The context of the batch whose transaction is committing (set last thing inside it). */
  let committed: RunContext | null = null;

  async function processBatch(tx: SqlRunner, k: RunKey, jobs: Job[]): Promise<JobResult[]> {
    const ctx = await openRun(runDeps, tx, k);
    const now = clock();
    await chartIfDue(tx, ctx, now);
    const bookings = await startBookings(bookDeps, tx, jobs, now);
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
          results.push(await bookJob(bookDeps, tx, ctx, bookings, job));
          break;
        case "release":
          results.push({ ok: true, released: released.has(job.holdId) });
          break;
        case "expire":
          results.push(await expireInBatch(tx, ctx, now));
          break;
        case "cancel":
          results.push(await cancelInBatch(tx, ctx, job.pnr, job.numbers, now));
          break;
        case "chart":
          results.push({ ok: true, charted: ctx.chartedNow !== null });
          break;
      }
    }
    await flush({ clock }, tx, ctx);
    committed = ctx;
    return results;
  }

  async function runBatch(k: string, jobs: Job[]): Promise<JobResult[]> {
    const [trainNumber, runDate, classCode] = k.split("|") as [string, string, string];
    const rk: RunKey = { trainNumber, runDate, classCode };
    for (let attempt = 0; ; attempt++) {
      try {
        let mine: RunContext | null = null;
        const results = await sql.transaction(async (q) => {
          const r = await processBatch(q, rk, jobs);
          mine = committed;
          return r;
        });
        // Committed: what readers and the availability cache see next.
        const ctx = mine as RunContext | null;
        if (ctx) {
          remember(k, ctx.version, ctx.state);
          if (ctx.changed) options.onChange?.(rk, ctx.state, ctx.version);
        }
        return results;
      } catch (error) {
        if (isRetryable(error) && attempt < 3) continue;
        if (jobs.length > 1 && !isUniqueViolation(error)) {
          // One bad job must not sink the others: run each on its own.
          const out: JobResult[] = [];
          for (const j of jobs) {
            try {
              out.push(...(await runBatch(k, [j])));
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

  const batching = options.batching ?? true;
  const combiner = createCombiner<Job, JobResult>(runBatch, {
    maxBatch: batching ? (options.maxBatch ?? 64) : 1,
  });
  const submit = (k: RunKey, job: Job): Promise<JobResult> =>
    batching
      ? combiner.submit(repo.runKeyString(k), job)
      : runBatch(repo.runKeyString(k), [job]).then((r) => r[0] as JobResult);

  // ── The operations: one use case a file under use-cases/ ────────────────

  const ticketDeps: TicketDeps = { trains, layoutOf, states };
  const ticketOf = (d: SqlRunner, record: PnrRecord, justBooked?: boolean) =>
    readTicket(ticketDeps, d, record, justBooked);
  const holdOf = (d: SqlRunner, record: PnrRecord) => readHold(ticketDeps, d, record);

  const ctx: ReservationContext = {
    sql,
    trains,
    clock,
    rules,
    init,
    layoutOf,
    chartDueOf,
    submit,
    ticketOf,
    holdOf,
    states,
    remember,
  };
  const holdDeps: HoldDeps = {
    ...ctx,
    users,
    inflight: new Map<string, Promise<RailwayResult<Hold>>>(),
  };
  return {
    init,
    hold: (request) => hold(holdDeps, request),
    confirm: (holdId, paymentReference) => confirm(ctx, holdId, paymentReference),
    release: (holdId) => release(ctx, holdId),
    cancel: (request) => cancelTicket(ctx, request),
    pnrStatus: (pnr) => pnrStatus(ctx, pnr),
    changeBoardingPoint: (pnr, boardingCode) => changeBoardingPoint(ctx, pnr, boardingCode),
    fileTdr: (request) => fileTdr(ctx, request),
    chartDue: (limit) => chartDue(ctx, limit),
    expireHolds: (limit) => expireHolds(ctx, limit),
    occupancyOf: (k) => occupancyOf(ctx, k),
    occupanciesOf: (keys) => occupanciesOf(ctx, keys),
    layoutOf,
    idle: () => combiner.idle(),
  };
}
