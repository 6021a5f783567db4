import { randomInt } from "node:crypto";
import type { RawSql, SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { Occupancy } from "../allocation/occupancy.ts";
import type {
  AvailabilityQuery,
  Cancellation,
  CancellationQuote,
  CancelRequest,
  Eligibility,
  Hold,
  HoldRequest,
  RailwayResult,
  Reads,
  TdrClaims,
  TdrDecisionRecord,
  TdrReceipt,
  TdrRequest,
  Ticket,
} from "../gateway.ts";
import { buildRunLayout, type LayoutOptions, type RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { type PnrKey, pnrKey } from "../pnr/pnr.ts";
import type { OriginStation } from "../pnr/region.ts";
import { type BookingRulesConfig, DEFAULT_BOOKING_RULES } from "../rules/check-booking.ts";
import { createJobQueue } from "./batch/queue.ts";
import { chartDueOf } from "./batch/run.ts";
import { createOtherTravellers, type OtherTravellersOptions } from "./other-travellers.ts";
import type { PnrRecord, RunKey } from "./reservations.repository.ts";
import * as repo from "./reservations.repository.ts";
import { createStateCache, rememberState } from "./state-cache.ts";
import { holdOf as readHold, ticketOf as readTicket, type TicketDeps } from "./tickets.ts";
import { cancellationQuote, cancelTicket } from "./use-cases/cancel.ts";
import { changeBoardingPoint } from "./use-cases/change-boarding-point.ts";
import { chartDue } from "./use-cases/chart-due.ts";
import { confirm } from "./use-cases/confirm.ts";
import type { BookingUsers, ReservationContext } from "./use-cases/context.ts";
import { decideDueTdrs } from "./use-cases/decide-tdrs.ts";
import { eligibility } from "./use-cases/eligibility.ts";
import { expireHolds } from "./use-cases/expire-holds.ts";
import { fileTdr } from "./use-cases/file-tdr.ts";
import { type HoldDeps, hold } from "./use-cases/hold.ts";
import {
  currentOccupancies,
  occupanciesOf,
  occupancyOf,
  type StoredOccupancy,
} from "./use-cases/occupancy.ts";
import { pnrStatus, pnrStatusLagging } from "./use-cases/pnr-status.ts";
import { release } from "./use-cases/release.ts";
import { tdrClaims, tdrDecisions } from "./use-cases/tdr-claims.ts";

/**
 * The booking core of the simulated railway (ADR 006). Every change to the
 * berths of a run and class — a hold, a release, a lapsed hold, a
 * cancellation, the chart — runs inside one transaction that holds the
 * (run, class) occupancy row `FOR UPDATE`, through the pure allocator
 * (`../allocation/`). Jobs for the same run and class are batched into one
 * transaction by a combiner, so a hot train takes one lock for many bookings.
 * This file only composes: the batches are in `batch/`, the ticket reads in
 * `tickets.ts`, the operations in `use-cases/`.
 */

export interface ReservationServiceOptions {
  /** How long a hold keeps its berths waiting for payment (default 15 minutes). */
  holdTtlMs?: number;
  /** Batch the jobs of one run and class into one transaction (default true). */
  batching?: boolean;
  maxBatch?: number;
  /**
   * Lock the occupancy row and serialise TDR decisions (default true).
   * Switched off only by the race tests, to prove that without the locks
   * berths are sold twice and TDR decisions collide.
   */
  locking?: boolean;
  rules?: BookingRulesConfig;
  /** Seed of the PNR permutation; by default one is stored in the database on first start. */
  pnrSeed?: number;
  /**
   * Other travellers book and cancel on every run (ADR 019, `../demand/`);
   * off by default (tests book on empty trains), on in the product
   * (`createRailway`). An object tunes them (`scale` multiplies demand).
   */
  otherTravellers?: boolean | OtherTravellersOptions;
  /** Called after every committed change of a run and class (cache invalidation). */
  onChange?: (key: RunKey, state: Occupancy, version: number) => void;
  /**
   * Layout options per train (quota shares, the quota plan: ADR 019 point 2);
   * default none: the plan derived from the timetable.
   */
  layoutOptions?: (train: TimetabledTrain) => LayoutOptions;
}

export interface ReservationServiceDeps {
  /** Plain SQL on the database (`Database.sql`). */
  sql: RawSql;
  /** Where reads that tolerate lag go (`Database.lagging`, ADR 032); default `sql`. */
  laggingSql?: SqlRunner;
  trains: ReadonlyMap<string, TimetabledTrain>;
  station: (code: string) => OriginStation | undefined;
  users: BookingUsers;
  clock: Clock;
  options?: ReservationServiceOptions;
}

export const DEFAULT_HOLD_TTL_MS = 15 * 60_000;
/** Runs played per step of a warm-up (each ~5–10 ms), between which requests are served. */
const WARM_CHUNK = 8;

export interface ReservationService {
  init(): Promise<void>;
  hold(request: HoldRequest): Promise<RailwayResult<Hold>>;
  /** What stands in the way of booking a journey now or when it opens (issue 20 item 0). */
  eligibility(
    query: AvailabilityQuery,
    railwayUserId: string | null,
  ): Promise<RailwayResult<Eligibility>>;
  confirm(holdId: string, paymentReference: string): Promise<RailwayResult<Ticket>>;
  release(holdId: string): Promise<RailwayResult<{ released: boolean }>>;
  cancel(request: CancelRequest): Promise<RailwayResult<Cancellation>>;
  cancellationQuote(request: CancelRequest): Promise<RailwayResult<CancellationQuote>>;
  /** `lagging`: from the replica when one is in use (ADR 032), else as `primary`. */
  pnrStatus(pnr: string, reads?: Reads): Promise<Ticket | null>;
  changeBoardingPoint(pnr: string, boardingCode: string): Promise<RailwayResult<Ticket>>;
  fileTdr(request: TdrRequest): Promise<RailwayResult<TdrReceipt>>;
  tdrClaims(pnr: string): Promise<TdrClaims | null>;
  /** Decided TDRs after the decision `afterSeq`, in decision order. */
  tdrDecisions(afterSeq: number, limit: number): Promise<TdrDecisionRecord[]>;
  /** Decides every TDR whose review time (45 days) has passed, one at a time; how many were decided. */
  decideDueTdrs(limit?: number): Promise<number>;
  /** Charts every run and class whose chart time has come; how many were charted. */
  chartDue(limit?: number): Promise<number>;
  /** Gives back the berths of holds that lapsed unpaid; how many runs were touched. */
  expireHolds(limit?: number): Promise<number>;
  /** The occupancy of a run and class as stored (null when nothing was ever booked). */
  occupancyOf(key: RunKey): Promise<{ state: Occupancy; version: number } | null>;
  /** Several at once (one query); the map holds only runs and classes that have a row. */
  occupanciesOf(keys: RunKey[]): Promise<Map<string, StoredOccupancy>>;
  /**
   * Several as they stand now, other travellers included (ADR 019): with
   * them every key is answered (version 0 when nobody of ours booked); without
   * them, as `occupanciesOf`.
   */
  currentOccupancies(
    keys: RunKey[],
    reads?: Reads,
  ): Promise<Map<string, { state: Occupancy; version: number }>>;
  /**
   * Plays other travellers of these runs into memory ahead of the first
   * search, a few runs at a time so requests go first; how many were played
   * (0 without other travellers).
   */
  warmOtherTravellers(keys: RunKey[]): Promise<number>;
  layoutOf(trainNumber: string): RunLayout | null;
  /** The timetabled train (its stops index the journeys on the occupancy). */
  trainOf(trainNumber: string): TimetabledTrain | null;
  /** Waits for queued inventory jobs (tests, shutdown). */
  idle(): Promise<void>;
}

export function createReservationService(deps: ReservationServiceDeps): ReservationService {
  const { sql, trains, station, users, clock } = deps;
  const laggingSql = deps.laggingSql ?? sql;
  const options = deps.options ?? {};
  const rules = options.rules ?? DEFAULT_BOOKING_RULES;
  const layouts = new Map<string, RunLayout>();
  let key: PnrKey | null = null;
  const states = createStateCache();
  const others = options.otherTravellers
    ? createOtherTravellers(options.otherTravellers === true ? {} : options.otherTravellers)
    : undefined;

  function layoutOf(trainNumber: string): RunLayout | null {
    const hit = layouts.get(trainNumber);
    if (hit) return hit;
    const train = trains.get(trainNumber);
    if (!train) return null;
    const layout = buildRunLayout(train, options.layoutOptions?.(train));
    layouts.set(trainNumber, layout);
    return layout;
  }

  async function init(): Promise<void> {
    if (key) return;
    const seed =
      options.pnrSeed ?? Number(await repo.ensureSetting(sql, "pnr_seed", randomInt(1, 2 ** 31)));
    key = pnrKey(seed);
  }

  // The ticket reads (tickets.ts) and the locked batches that change berths (batch/).
  const ticketDeps: TicketDeps = {
    trains,
    layoutOf,
    states,
    ...(others ? { others: { travellers: others, clock, chartDueOf } } : {}),
  };
  const ticketOf = (d: SqlRunner, record: PnrRecord, justBooked?: boolean) =>
    readTicket(ticketDeps, d, record, justBooked);
  const holdOf = (d: SqlRunner, record: PnrRecord) => readHold(ticketDeps, d, record);
  const batching = options.batching ?? true;
  const queue = createJobQueue(
    {
      sql,
      trains,
      layoutOf,
      locking: options.locking ?? true,
      clock,
      rules,
      holdTtlMs: options.holdTtlMs ?? DEFAULT_HOLD_TTL_MS,
      pnrKey: () => key,
      station,
      holdOf,
      states,
      ...(others ? { others } : {}),
      onChange: options.onChange,
    },
    { batching, maxBatch: options.maxBatch ?? 64 },
  );

  // The operations: one use case a file under use-cases/.
  const ctx: ReservationContext = {
    sql,
    trains,
    clock,
    rules,
    locking: options.locking ?? true,
    init,
    layoutOf,
    chartDueOf,
    submit: queue.submit,
    ticketOf,
    holdOf,
    states,
    ...(others ? { others } : {}),
    remember: (k, version, state) => rememberState(states, k, version, state),
  };
  const holdDeps: HoldDeps = {
    ...ctx,
    users,
    inflight: new Map<string, Promise<RailwayResult<Hold>>>(),
  };
  return {
    init,
    hold: (request) => hold(holdDeps, request),
    eligibility: (query, railwayUserId) => eligibility(holdDeps, query, railwayUserId),
    confirm: (holdId, paymentReference) => confirm(ctx, holdId, paymentReference),
    release: (holdId) => release(ctx, holdId),
    cancel: (request) => cancelTicket(ctx, request),
    cancellationQuote: (request) => cancellationQuote(ctx, request),
    pnrStatus: (pnr, reads) =>
      reads === "lagging" ? pnrStatusLagging({ ...ctx, laggingSql }, pnr) : pnrStatus(ctx, pnr),
    changeBoardingPoint: (pnr, boardingCode) => changeBoardingPoint(ctx, pnr, boardingCode),
    fileTdr: (request) => fileTdr(ctx, request),
    tdrClaims: (pnr) => tdrClaims(ctx, pnr),
    tdrDecisions: (afterSeq, limit) => tdrDecisions(ctx, afterSeq, limit),
    decideDueTdrs: (limit) => decideDueTdrs(ctx, limit),
    chartDue: (limit) => chartDue(ctx, limit),
    expireHolds: (limit) => expireHolds(ctx, limit),
    occupancyOf: (k) => occupancyOf(ctx, k),
    occupanciesOf: (keys) => occupanciesOf(ctx, keys),
    currentOccupancies: (keys, reads) =>
      currentOccupancies(reads === "lagging" ? { ...ctx, sql: laggingSql } : ctx, keys),
    async warmOtherTravellers(keys) {
      if (!others) return 0;
      for (let i = 0; i < keys.length; i += WARM_CHUNK) {
        await currentOccupancies(ctx, keys.slice(i, i + WARM_CHUNK));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return keys.length;
    },
    layoutOf,
    trainOf: (trainNumber) => trains.get(trainNumber) ?? null,
    idle: () => queue.idle(),
  };
}
