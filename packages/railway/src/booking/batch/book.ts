import { randomUUID } from "node:crypto";
import { ErrorCode } from "@safar/contracts/errors";
import type { SqlRunner } from "@safar/db/client";
import { istMonthRange } from "../../accounts/ist-month.ts";
import { type AllocRefusal, allocate } from "../../allocation/allocate.ts";
import { classSlots, type PaxKey } from "../../allocation/occupancy.ts";
import { type RailwayRefusal, REGRET_MESSAGE, type TicketPassenger } from "../../gateway.ts";
import { formatPassengerStatus, type PassengerStatus } from "../../inventory/status-text.ts";
import { generatePnr, type PnrKey } from "../../pnr/pnr.ts";
import type { OriginStation } from "../../pnr/region.ts";
import type { BookingRulesConfig } from "../../rules/check-booking.ts";
import { checkMonthlyLimit } from "../../rules/monthly-limit.ts";
import type { PnrRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { currentForm } from "../tickets.ts";
import { type Job, type JobResult, type PreparedBooking, refusal } from "../use-cases/context.ts";
import { type RunContext, seatName } from "./run.ts";

/** Booking inside a batch: PNR numbers, the monthly limit under the user's lock, allocation. */

export interface BookDeps {
  rules: BookingRulesConfig;
  /** How long a hold keeps its berths waiting for payment. */
  holdTtlMs: number;
  /** The PNR permutation, once `init()` loaded it. */
  pnrKey(): PnrKey | null;
  station(code: string): OriginStation | undefined;
  holdOf(d: SqlRunner, record: PnrRecord): Promise<JobResult>;
}

export type BookJob = Extract<Job, { kind: "book" }>;

/** What the batch's bookings read before its jobs run, and the holds it made so far. */
export interface BatchBookings {
  /** Holds stored before this batch, by idempotency key. */
  existing: Map<string, PnrRecord>;
  /** PNR sequence numbers, one for each new booking. */
  sequences: number[];
  /** Tickets this IST month, by railway user ID (new bookings' users only). */
  monthly: Map<string, number>;
  /** Answers made in this batch, by idempotency key. */
  madeHere: Map<string, JobResult>;
}

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
  regret: refusal("regret", REGRET_MESSAGE),
};

/** Stored holds, PNR sequences and the monthly counts for the batch's book jobs (in this order). */
export async function startBookings(
  deps: Pick<BookDeps, "rules">,
  tx: SqlRunner,
  jobs: readonly Job[],
  now: Date,
): Promise<BatchBookings> {
  const bookJobs = jobs.filter((j): j is BookJob => j.kind === "book");
  const existing = new Map<string, PnrRecord>();
  for (const r of await repo.pnrsByIdempotencyKeys(
    tx,
    bookJobs.map((j) => j.prepared.request.idempotencyKey),
  ))
    existing.set(r.idempotencyKey, r);
  const fresh = bookJobs.filter((j) => !existing.has(j.prepared.request.idempotencyKey)).length;
  const sequences = fresh > 0 ? await repo.nextSequences(tx, fresh) : [];
  const monthly = await monthlyCounts(
    deps.rules,
    tx,
    bookJobs.filter((j) => !existing.has(j.prepared.request.idempotencyKey)),
    now,
  );
  return { existing, sequences, monthly, madeHere: new Map() };
}

/** One book job: the stored hold again, the answer made earlier in the batch, or a new hold. */
export async function bookJob(
  deps: BookDeps,
  tx: SqlRunner,
  ctx: RunContext,
  b: BatchBookings,
  job: BookJob,
): Promise<JobResult> {
  const { existing, sequences, monthly, madeHere } = b;
  const idem = job.prepared.request.idempotencyKey;
  const before = existing.get(idem);
  if (before) return deps.holdOf(tx, before);
  const again = madeHere.get(idem);
  if (again) return again;
  const sequence = sequences.shift() as number;
  const userId = job.prepared.request.railwayUserId;
  const tickets = monthly.get(userId) ?? 0;
  const limit = checkMonthlyLimit(
    {
      ticketsThisMonth: tickets,
      userAadhaarVerified: job.prepared.userAadhaarVerified,
      pnrHasAadhaarVerifiedPassenger: job.prepared.pnrHasAadhaarVerifiedPassenger,
    },
    deps.rules.monthly,
  );
  const r = limit.ok
    ? bookInBatch(deps, ctx, job.prepared, sequence)
    : refusal(limit.reason, limit.message, limit.errorCode);
  if (r.ok) monthly.set(userId, tickets + 1);
  madeHere.set(idem, r);
  return r;
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
  rules: BookingRulesConfig,
  tx: SqlRunner,
  jobs: readonly BookJob[],
  now: Date,
): Promise<Map<string, number>> {
  // No limit configured (benches): nothing to count.
  if (!Number.isFinite(rules.monthly.basic)) return new Map();
  const users = [...new Set(jobs.map((j) => j.prepared.request.railwayUserId))].sort();
  const { start, end } = istMonthRange(now);
  await repo.lockRailwayUserMonths(tx, users);
  return repo.countUserTickets(tx, users, start, end);
}

function bookInBatch(
  deps: Pick<BookDeps, "holdTtlMs" | "pnrKey" | "station">,
  ctx: RunContext,
  p: PreparedBooking,
  sequence: number,
): JobResult {
  const { holdTtlMs, station } = deps;
  const key = deps.pnrKey();
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
    // The berth is sold for the stops travelled (ADR 019).
    from: journey.fromIdx,
    to: journey.toIdx,
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
        ? seatName(status.seat.coach, status.seat.berth)
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
  return s ? seatName(s.coach, s.number) : null;
}
