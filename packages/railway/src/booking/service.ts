import { randomInt, randomUUID } from "node:crypto";
import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import { ErrorCode } from "@safar/contracts/errors";
import type { RawSql, SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { istDate } from "@safar/domain/ist";
import { LRUCache } from "lru-cache";
import { istMonthRange } from "../accounts/ist-month.ts";
import { type AllocRefusal, allocate } from "../allocation/allocate.ts";
import {
  classSlots,
  emptyOccupancy,
  fromRow,
  type Occupancy,
  type PaxKey,
  paxKey,
  splitPaxKey,
  toRow,
} from "../allocation/occupancy.ts";
import { cancel, chart, currentStatuses, type Promotion } from "../allocation/promote.ts";
import type {
  Cancellation,
  CancellationQuote,
  CancelRequest,
  Hold,
  HoldRequest,
  RailwayRefusal,
  RailwayResult,
  TdrReceipt,
  TdrRequest,
  Ticket,
  TicketPassenger,
} from "../gateway.ts";
import { buildRunLayout, type InventoryQuota, type RunLayout } from "../inventory/layout.ts";
import { formatPassengerStatus, type PassengerStatus } from "../inventory/status-text.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { generatePnr, type PnrKey, pnrKey } from "../pnr/pnr.ts";
import type { OriginStation } from "../pnr/region.ts";
import { type RefundPassengerInput, refundFor } from "../refunds/cancellation.ts";
import { chartAt } from "../rules/booking-window.ts";
import { type BookingRulesConfig, DEFAULT_BOOKING_RULES } from "../rules/check-booking.ts";
import { checkMonthlyLimit } from "../rules/monthly-limit.ts";
import { refundSchemeOf } from "../timetable/train-type.ts";
import { createCombiner } from "./combiner.ts";
import { arrivalAt, departureAt, resolveJourney } from "./journey.ts";
import type { PassengerRecord, PnrRecord, RunKey } from "./reservations.repository.ts";
import * as repo from "./reservations.repository.ts";
import { cancellationQuote, cancelTicket } from "./use-cases/cancel.ts";
import { changeBoardingPoint } from "./use-cases/change-boarding-point.ts";
import { chartDue } from "./use-cases/chart-due.ts";
import { confirm } from "./use-cases/confirm.ts";
import {
  type BookingUsers,
  type Job,
  type JobResult,
  type PreparedBooking,
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

const ALLOC_REFUSALS: Record<AllocRefusal, RailwayRefusal> = {
  no_passengers: refusal("no_passengers", "Please add adult passenger, only infant not allowed"),
  not_all_confirmed: refusal(
    "not_all_confirmed",
    "Berths are not available for all passengers: booked only if all are confirmed",
    ErrorCode.seat_status_changed_wl,
  ),
  not_in_one_coach: refusal(
    "not_in_one_coach",
    "Berths for all passengers are not available in one coach",
  ),
  lower_berth_unavailable: refusal(
    "lower_berth_unavailable",
    "Lower berths as chosen are not available",
  ),
  regret: refusal("regret", "REGRET/WL: no berths and the waiting list is full"),
};

const SEAT = (coach: string, berth: number) => `${coach}/${berth}`;

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
  cancellationQuote(request: CancelRequest): Promise<RailwayResult<CancellationQuote>>;
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
  // The last committed state of each run and class this process saw, so that
  // reading a PNR costs a version check, not a read and parse of the whole row.
  const states = new LRUCache<string, { version: number; state: Occupancy }>({ max: 2_000 });
  function remember(k: string, version: number, state: Occupancy): void {
    const had = states.peek(k);
    if (had && had.version > version) return;
    states.set(k, { version, state });
  }

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

  interface RunContext {
    key: RunKey;
    train: TimetabledTrain;
    layout: RunLayout;
    state: Occupancy;
    version: number;
    chartedAt: Date | null;
    chartDueAt: Date;
    changed: boolean;
    chartedNow: Date | null;
    pnrRows: repo.PnrInsert[];
    paxRows: repo.PassengerInsert[];
    seats: Map<PaxKey, string | null>;
    cancels: { pnr: string; numbers: number[] }[];
    cancellationRows: repo.CancellationInsert[];
  }

  function chartDueOf(train: TimetabledTrain, runDate: string): Date {
    const origin = departureAt(train, runDate, 0);
    if (!origin) throw new Error(`train ${train.number} has no origin departure`);
    return chartAt({ originDeparture: origin, boardingDeparture: origin });
  }

  async function openRun(tx: SqlRunner, k: RunKey): Promise<RunContext> {
    const train = trains.get(k.trainNumber);
    const layout = layoutOf(k.trainNumber);
    if (!train || !layout) throw new Error(`unknown train ${k.trainNumber}`);
    let rec = await repo.lockOccupancy(tx, k, locking);
    if (!rec) {
      const chartDueAt = chartDueOf(train, k.runDate);
      await repo.insertOccupancy(
        tx,
        k,
        toRow(emptyOccupancy(layout, k.classCode as ClassCode)),
        chartDueAt,
      );
      rec = await repo.lockOccupancy(tx, k, locking);
      if (!rec) throw new Error("occupancy row vanished");
    }
    const parsed = fromRow(rec.state, layout);
    if (!parsed.ok) throw new Error(`occupancy of ${repo.runKeyString(k)}: ${parsed.reason}`);
    return {
      key: k,
      train,
      layout,
      state: parsed.state,
      version: rec.version,
      chartedAt: rec.chartedAt,
      chartDueAt: rec.chartDueAt,
      changed: false,
      chartedNow: null,
      pnrRows: [],
      paxRows: [],
      seats: new Map(),
      cancels: [],
      cancellationRows: [],
    };
  }

  function applyPromotions(ctx: RunContext, promotions: readonly Promotion[]): void {
    for (const p of promotions) ctx.seats.set(p.pax, SEAT(p.slot.coach, p.slot.number));
  }

  async function flush(tx: SqlRunner, ctx: RunContext): Promise<void> {
    await repo.insertPnrs(tx, ctx.pnrRows);
    await repo.insertPassengers(tx, ctx.paxRows);
    await repo.cancelPassengers(
      tx,
      ctx.cancels.flatMap((c) => c.numbers.map((n) => ({ pnr: c.pnr, n }))),
      clock(),
    );
    const cancelled = new Set(ctx.cancels.flatMap((c) => c.numbers.map((n) => paxKey(c.pnr, n))));
    const inserted = new Set(ctx.paxRows.map((p) => paxKey(p.pnr, p.n)));
    const seatUpdates = [...ctx.seats]
      .filter(([pax]) => !cancelled.has(pax) && !inserted.has(pax))
      .map(([pax, seat]) => ({ ...splitPaxKey(pax), seat }));
    await repo.setSeats(tx, seatUpdates);
    await repo.insertCancellations(tx, ctx.cancellationRows);
    if (ctx.changed) {
      ctx.version++;
      await repo.writeOccupancy(
        tx,
        ctx.key,
        toRow(ctx.state),
        ctx.version,
        ctx.chartedNow ?? undefined,
      );
    }
  }

  /** Charts the run and class when its time has come (the job, or the first change after it). */
  async function chartIfDue(tx: SqlRunner, ctx: RunContext, now: Date): Promise<boolean> {
    if (ctx.state.charted || ctx.chartDueAt.getTime() > now.getTime()) return false;
    const r = chart(ctx.state, ctx.layout);
    ctx.state = r.state;
    ctx.changed = true;
    ctx.chartedNow = now;
    ctx.chartedAt = now;
    applyPromotions(ctx, r.promotions);
    // Fully waitlisted e-tickets: cancelled, refunded in full (facts.md §3.3, §6).
    const pnrList = r.autoCancelled.map((a) => a.pnr);
    const live = await repo.livePassengersOf(tx, pnrList);
    for (const a of r.autoCancelled) {
      const pax = live.filter((p) => p.pnr === a.pnr);
      const numbers = pax.map((p) => p.n);
      const refund = pax.reduce((s, p) => s + p.fare, 0);
      ctx.cancels.push({ pnr: a.pnr, numbers });
      ctx.cancellationRows.push({
        pnr: a.pnr,
        kind: "chart",
        passengerNumbers: numbers,
        refund,
        deduction: 0,
        detail: { rule: "waitlisted_at_chart_full_refund" },
        createdAt: now,
      });
    }
    return true;
  }

  /**
   * The monthly ticket limit, serialised per railway user ID (issue 16): the
   * limit's first check (before the batch) reads a count that other
   * transactions — other runs and classes, other processes — may be changing.
   * Here each user of the batch's new bookings is locked (a transaction-scoped
   * advisory lock, in one order, so batches cannot deadlock on them) and
   * counted; the batch adds its own new PNRs as it makes them.
   */
  async function monthlyCounts(
    tx: SqlRunner,
    jobs: readonly Extract<Job, { kind: "book" }>[],
    now: Date,
  ): Promise<Map<string, number>> {
    // No limit configured (benches): nothing to count.
    if (!Number.isFinite(rules.monthly.basic)) return new Map();
    const users = [...new Set(jobs.map((j) => j.prepared.request.railwayUserId))].sort();
    const { start, end } = istMonthRange(now);
    await repo.lockRailwayUserMonths(tx, users);
    return repo.countUserTickets(tx, users, start, end);
  }

  /** The context of the batch whose transaction is committing (set last thing inside it). */
  let committed: RunContext | null = null;

  async function processBatch(tx: SqlRunner, k: RunKey, jobs: Job[]): Promise<JobResult[]> {
    const ctx = await openRun(tx, k);
    const now = clock();
    await chartIfDue(tx, ctx, now);
    const bookJobs = jobs.filter((j): j is Extract<Job, { kind: "book" }> => j.kind === "book");
    const existing = new Map<string, PnrRecord>();
    for (const r of await repo.pnrsByIdempotencyKeys(
      tx,
      bookJobs.map((j) => j.prepared.request.idempotencyKey),
    ))
      existing.set(r.idempotencyKey, r);
    const fresh = bookJobs.filter((j) => !existing.has(j.prepared.request.idempotencyKey)).length;
    const sequences = fresh > 0 ? await repo.nextSequences(tx, fresh) : [];
    const monthly = await monthlyCounts(
      tx,
      bookJobs.filter((j) => !existing.has(j.prepared.request.idempotencyKey)),
      now,
    );
    // Releases first, all in one go (their holds were made in earlier batches).
    const released = await releaseInBatch(
      tx,
      ctx,
      jobs.flatMap((j) => (j.kind === "release" ? [j.holdId] : [])),
      now,
    );
    const madeHere = new Map<string, JobResult>();
    const results: JobResult[] = [];
    for (const job of jobs) {
      switch (job.kind) {
        case "book": {
          const idem = job.prepared.request.idempotencyKey;
          const before = existing.get(idem);
          if (before) {
            results.push(await holdOf(tx, before));
            break;
          }
          const again = madeHere.get(idem);
          if (again) {
            results.push(again);
            break;
          }
          const sequence = sequences.shift() as number;
          const userId = job.prepared.request.railwayUserId;
          const tickets = monthly.get(userId) ?? 0;
          const limit = checkMonthlyLimit(
            {
              ticketsThisMonth: tickets,
              userAadhaarVerified: job.prepared.userAadhaarVerified,
              pnrHasAadhaarVerifiedPassenger: job.prepared.pnrHasAadhaarVerifiedPassenger,
            },
            rules.monthly,
          );
          const r = limit.ok
            ? bookInBatch(ctx, job.prepared, sequence)
            : refusal(limit.reason, limit.message, limit.errorCode);
          if (r.ok) monthly.set(userId, tickets + 1);
          madeHere.set(idem, r);
          results.push(r);
          break;
        }
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
        case "chart":
          results.push({ ok: true, charted: ctx.chartedNow !== null });
          break;
      }
    }
    await flush(tx, ctx);
    committed = ctx;
    return results;
  }

  function bookInBatch(ctx: RunContext, p: PreparedBooking, sequence: number): JobResult {
    const { request, journey } = p;
    if (!key) throw new Error("reservation service not initialised (call init())");
    const origin = station(journey.train.from) ?? { code: journey.train.from, zone: null };
    const made = generatePnr(key, sequence - 1, origin);
    if (!made.ok) throw new Error(`PNR space exhausted: ${made.reason}`);
    const pnr = made.pnr;
    const r = allocate(ctx.state, ctx.layout, {
      pnr,
      quota: request.quota,
      passengers: p.alloc,
      ...request.options,
    });
    if (!r.ok) return ALLOC_REFUSALS[r.reason];
    ctx.state = r.state;
    ctx.changed = true;
    const holdId = randomUUID();
    const expiresAt = new Date(p.now.getTime() + holdTtlMs);
    const totalFare = p.fares.reduce((a, b) => a + b, 0);
    ctx.pnrRows.push({
      pnr,
      holdId,
      idempotencyKey: request.idempotencyKey,
      railwayUserId: request.railwayUserId,
      trainNumber: journey.train.number,
      runDate: journey.runDate,
      classCode: request.classCode,
      quota: request.quota,
      fromCode: request.from,
      toCode: request.to,
      boardingCode: request.from,
      journeyDate: journey.date,
      state: "held",
      totalFare,
      // The password-page flag rides with the booking options (ADR 011).
      options: request.requireAuthorization
        ? { ...request.options, requireAuthorization: true }
        : (request.options ?? {}),
      createdAt: p.now,
      expiresAt,
    });
    const passengers: TicketPassenger[] = [];
    r.passengers.forEach((a, i) => {
      const req = request.passengers[i];
      if (!req) return;
      const status: PassengerStatus = a.status;
      const seat =
        status.kind === "confirmed" && status.seat
          ? SEAT(status.seat.coach, status.seat.berth)
          : status.kind === "rac"
            ? racSeat(ctx, a.pax)
            : null;
      const bookingStatus = formatPassengerStatus(status);
      ctx.paxRows.push({
        pnr,
        n: a.n,
        name: req.name,
        age: req.age,
        gender: req.gender,
        berthPreference: req.berthPreference,
        food: req.food,
        infant: p.infants[i] === true,
        noBerth: status.kind === "no_berth",
        fare: p.fares[i] ?? 0,
        bookingStatus,
        seat,
      });
      passengers.push({
        number: a.n,
        name: req.name,
        age: req.age,
        gender: req.gender,
        bookingStatus,
        currentStatus: formatPassengerStatus(currentForm(status)),
        fare: p.fares[i] ?? 0,
        infant: p.infants[i] === true,
      });
    });
    return { ok: true, holdId, pnr, expiresAt, totalFare, passengers };
  }

  /** The RAC side lower a passenger shares, `S4/7`. */
  function racSeat(ctx: RunContext, pax: PaxKey): string | null {
    const e = ctx.state.rac.find((x) => x.pax === pax);
    const s = e ? classSlots(ctx.layout, ctx.state.classCode).slots[e.slot] : undefined;
    return s ? SEAT(s.coach, s.number) : null;
  }

  /** Gives back the berths of these holds; the holds that were still held. */
  async function releaseInBatch(
    tx: SqlRunner,
    ctx: RunContext,
    holdIds: string[],
    now: Date,
  ): Promise<Set<string>> {
    if (holdIds.length === 0) return new Set();
    const ended = await repo.releaseHolds(tx, ctx.key, holdIds);
    await giveBack(
      tx,
      ctx,
      ended.map((e) => e.pnr),
      "hold_released",
      now,
    );
    return new Set(ended.map((e) => e.holdId));
  }

  /** The berths of unpaid PNRs go back to the inventory (and the lists move up). */
  async function giveBack(
    tx: SqlRunner,
    ctx: RunContext,
    ended: string[],
    kind: "hold_released" | "hold_expired",
    now: Date,
  ): Promise<void> {
    if (ended.length === 0) return;
    const live = await repo.livePassengersOf(tx, ended);
    const r = cancel(
      ctx.state,
      ctx.layout,
      live.map((p) => paxKey(p.pnr, p.n)),
    );
    ctx.state = r.state;
    ctx.changed = true;
    applyPromotions(ctx, r.promotions);
    const byPnr = new Map<string, number[]>();
    for (const p of live) byPnr.set(p.pnr, [...(byPnr.get(p.pnr) ?? []), p.n]);
    for (const pnr of ended) {
      const numbers = byPnr.get(pnr) ?? [];
      ctx.cancels.push({ pnr, numbers });
      ctx.cancellationRows.push({
        pnr,
        kind,
        passengerNumbers: numbers,
        refund: 0,
        deduction: 0,
        detail: { rule: "unpaid_hold" },
        createdAt: now,
      });
    }
  }

  async function expireInBatch(tx: SqlRunner, ctx: RunContext, now: Date): Promise<JobResult> {
    const ended = await repo.expireHolds(tx, ctx.key, now);
    await giveBack(tx, ctx, ended, "hold_expired", now);
    return { ok: true, released: ended.length > 0, count: ended.length };
  }

  async function cancelInBatch(
    tx: SqlRunner,
    ctx: RunContext,
    pnr: string,
    numbers: number[],
    now: Date,
    /** False: only what the cancellation would refund now (a quote); nothing changes. */
    apply: boolean,
  ): Promise<JobResult> {
    const record = await repo.findPnr(tx, pnr);
    if (record?.state !== "booked")
      return refusal("pnr_not_booked", "This PNR has no booked ticket to cancel");
    const live = (await repo.livePassengersOf(tx, [pnr])).sort((a, b) => a.n - b.n);
    const chosen =
      numbers.length === 0 ? live.map((p) => p.n) : numbers.filter((n, i, a) => a.indexOf(n) === i);
    if (chosen.length === 0 || chosen.some((n) => !live.some((p) => p.n === n)))
      return refusal("passenger_not_cancellable", "Choose passengers who are still booked");
    const statuses = currentStatuses(ctx.state, ctx.layout);
    const journey = resolveJourney(
      ctx.train,
      record.boardingCode,
      record.toCode,
      // The boarding date at the (possibly changed) boarding point.
      istDate(
        departureAt(
          ctx.train,
          record.runDate,
          ctx.train.stops.findIndex((s) => s.code === record.boardingCode),
        ) ?? new Date(0),
      ),
    );
    if (!journey.ok) throw new Error(`stored journey of ${pnr} does not resolve`);
    const berthStatus = (p: PassengerRecord): "CNF" | "RAC" | "WL" => {
      const s = statuses.get(paxKey(p.pnr, p.n));
      if (s?.kind === "rac") return "RAC";
      if (s?.kind === "waitlist") return "WL";
      return "CNF";
    };
    // Passengers without a berth share the best status of their party.
    const party = live.filter((p) => !p.noBerth).map(berthStatus);
    const partyStatus = party.includes("CNF") ? "CNF" : party.includes("RAC") ? "RAC" : "WL";
    const input: RefundPassengerInput[] = live.map((p) => ({
      status: p.noBerth ? partyStatus : berthStatus(p),
      farePaid: p.fare,
      cancel: chosen.includes(p.n),
    }));
    const breakdown = refundFor({
      now,
      scheduledDeparture: journey.journey.departure,
      chartPreparedAt: ctx.chartedAt,
      classCode: record.classCode as ClassCode,
      quota: record.quota === "HP" ? "GN" : (record.quota as QuotaCode | "PT"),
      passengers: input,
      scheme: refundSchemeOf(ctx.train),
    });
    if (journey.journey.departure.getTime() <= now.getTime())
      return refusal(
        "train_departed",
        "TRAIN DEPARTED: file a TDR instead",
        ErrorCode.booking_closed,
      );
    const lines = breakdown.passengers
      .filter((p) => p.cancelled)
      .map((p) => ({
        number: live[p.index]?.n as number,
        status: p.status,
        fare: p.farePaid,
        charge: p.charge,
        gst: p.gst,
        refund: p.refund,
        rule: p.rule,
        tdrOnly: p.tdrOnly,
      }));
    if (!apply) {
      return {
        ok: true,
        pnr,
        passengers: lines,
        refund: breakdown.totals.refund,
        deduction: breakdown.totals.deduction,
        chartPrepared: breakdown.chartPrepared,
        departure: journey.journey.departure,
      };
    }
    const r = cancel(
      ctx.state,
      ctx.layout,
      chosen.map((n) => paxKey(pnr, n)),
    );
    ctx.state = r.state;
    ctx.changed = true;
    applyPromotions(ctx, r.promotions);
    ctx.cancels.push({ pnr, numbers: chosen });
    ctx.cancellationRows.push({
      pnr,
      kind: "user",
      passengerNumbers: chosen,
      refund: breakdown.totals.refund,
      deduction: breakdown.totals.deduction,
      detail: breakdown.passengers
        .filter((p) => p.cancelled)
        .map((p) => ({ n: live[p.index]?.n, rule: p.rule, refund: p.refund })),
      createdAt: now,
    });
    return {
      ok: true,
      pnr,
      cancelledPassengers: chosen,
      refund: breakdown.totals.refund,
      deduction: breakdown.totals.deduction,
      passengers: lines,
    };
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

  // ── Reads ────────────────────────────────────────────────────────────────

  async function holdOf(d: SqlRunner, record: PnrRecord): Promise<JobResult> {
    const ticket = await ticketOf(d, record);
    return {
      ok: true,
      holdId: record.holdId,
      pnr: record.pnr,
      expiresAt: record.expiresAt,
      totalFare: record.totalFare,
      passengers: ticket.passengers,
    };
  }

  /** The state of a run and class as committed: from memory when the stored version matches. */
  async function committedState(
    d: SqlRunner,
    k: RunKey,
    layout: RunLayout,
  ): Promise<{ state: Occupancy | null; chartedAt: Date | null }> {
    const v = await repo.occupancyVersion(d, k);
    if (!v) return { state: null, chartedAt: null };
    const ks = repo.runKeyString(k);
    const known = states.get(ks);
    if (known && known.version === v.version) return { state: known.state, chartedAt: v.chartedAt };
    const occ = await repo.readOccupancy(d, k);
    if (!occ) return { state: null, chartedAt: null };
    const parsed = fromRow(occ.state, layout);
    if (!parsed.ok) throw new Error(`occupancy of ${ks}: ${parsed.reason}`);
    remember(ks, occ.version, parsed.state);
    return { state: parsed.state, chartedAt: occ.chartedAt };
  }

  /** The ticket of a PNR; `justBooked` skips the refunds (none yet). */
  async function ticketOf(d: SqlRunner, record: PnrRecord, justBooked = false): Promise<Ticket> {
    const train = trains.get(record.trainNumber);
    const layout = layoutOf(record.trainNumber);
    if (!train || !layout) throw new Error(`unknown train ${record.trainNumber}`);
    const k: RunKey = {
      trainNumber: record.trainNumber,
      runDate: record.runDate,
      classCode: record.classCode,
    };
    const [pax, occ, refunded] = await Promise.all([
      repo.passengersOf(d, record.pnr),
      committedState(d, k, layout),
      justBooked ? 0 : repo.refundedTotal(d, record.pnr),
    ]);
    const state = occ.state;
    const statuses = state ? currentStatuses(state, layout) : new Map<PaxKey, PassengerStatus>();
    const boardIdx = train.stops.findIndex((s) => s.code === record.boardingCode);
    const toIdx = train.stops.findIndex((s) => s.code === record.toCode);
    const ended = record.state === "released" || record.state === "expired";
    return {
      pnr: record.pnr,
      state: record.state,
      trainNumber: record.trainNumber,
      trainName: train.name,
      date: record.journeyDate,
      from: record.fromCode,
      to: record.toCode,
      boardingPoint: record.boardingCode,
      departure: departureAt(train, record.runDate, boardIdx) ?? new Date(0),
      arrival: arrivalAt(train, record.runDate, toIdx) ?? new Date(0),
      classCode: record.classCode as ClassCode,
      quota: record.quota as InventoryQuota,
      chartPrepared: occ.chartedAt !== null,
      passengers: pax.map((p) => {
        const booking = p.bookingStatus;
        let current: string;
        if (p.cancelledAt || ended) current = "CAN";
        else if (p.noBerth) current = booking;
        else {
          const s = statuses.get(paxKey(p.pnr, p.n));
          current = s ? formatPassengerStatus(currentForm(s)) : "CAN";
        }
        return {
          number: p.n,
          name: p.name,
          age: p.age,
          gender: p.gender as TicketPassenger["gender"],
          bookingStatus: booking,
          currentStatus: current,
          fare: p.fare,
          infant: p.infant,
        };
      }),
      totalFare: record.totalFare,
      refunded,
      bookedAt: record.confirmedAt,
    };
  }

  // ── The operations: one use case a file under use-cases/ ────────────────

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
    cancellationQuote: (request) => cancellationQuote(ctx, request),
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

/** Current statuses print the bare waitlist form: `WL 12` (booked as `GNWL 45`). */
function currentForm(s: PassengerStatus): PassengerStatus {
  return s.kind === "waitlist" ? { ...s, list: null } : s;
}
