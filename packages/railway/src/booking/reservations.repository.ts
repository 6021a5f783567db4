import type { SqlRunner } from "@safar/db/client";
import type {
  cancellations,
  PNR_STATES,
  passengers,
  pnrs,
  tdrs,
} from "@safar/db/railway-reservations-schema";
import type { OccupancyRow } from "../allocation/occupancy.ts";

/**
 * Every query of the booking core (ADR 006), in plain SQL: the tables are
 * declared (and migrated) through Drizzle in
 * `packages/db/src/railway-reservations-schema.ts`, but building each of these
 * queries through Drizzle cost more CPU than PostgreSQL spent running them
 * (bench/README.md, B1), so the hot paths talk SQL directly. The text of
 * every statement is constant (rows go in as arrays through `unnest`), so
 * PostgreSQL parses each once per connection (named prepared statements).
 *
 * Inventory writes happen inside one transaction that first locks the
 * (run, class) occupancy row; the functions taking `q` run in it.
 */

export interface RunKey {
  trainNumber: string;
  runDate: string;
  classCode: string;
}

export const runKeyString = (k: RunKey) => `${k.trainNumber}|${k.runDate}|${k.classCode}`;

export interface OccupancyRecord {
  state: OccupancyRow;
  version: number;
  chartDueAt: Date;
  chartedAt: Date | null;
  /** Other travellers are in `state` up to this instant (ADR 019); null: none yet. */
  simAt: Date | null;
}

export type PnrRecord = typeof pnrs.$inferSelect;
export type PnrInsert = Omit<
  typeof pnrs.$inferInsert,
  "confirmedAt" | "paymentReference" | "boardingChangedAt" | "authorizedAt"
>;
export type PassengerRecord = typeof passengers.$inferSelect;
export type PassengerInsert = typeof passengers.$inferInsert;
export type CancellationInsert = Omit<typeof cancellations.$inferInsert, "id">;
export type PnrState = (typeof PNR_STATES)[number];

const KEY = "train_number = $1 and run_date = $2::date and class_code = $3";
const keyParams = (k: RunKey) => [k.trainNumber, k.runDate, k.classCode];

const OCCUPANCY_COLUMNS = `state, version, chart_due_at as "chartDueAt", charted_at as "chartedAt", sim_at as "simAt"`;

/**
 * The occupancy row of a run and class, locked `FOR UPDATE` until the
 * transaction ends. `lock: false` reads it without the lock: only the race
 * test uses it, to show that without the lock berths are sold twice.
 */
export async function lockOccupancy(
  q: SqlRunner,
  key: RunKey,
  lock = true,
): Promise<OccupancyRecord | null> {
  const rows = lock
    ? await q.query<OccupancyRecord>(
        `select ${OCCUPANCY_COLUMNS} from railway.occupancy where ${KEY} for update`,
        keyParams(key),
        "occupancy_lock",
      )
    : await q.query<OccupancyRecord>(
        `select ${OCCUPANCY_COLUMNS} from railway.occupancy where ${KEY}`,
        keyParams(key),
        "occupancy_read",
      );
  return rows[0] ?? null;
}

export async function readOccupancy(q: SqlRunner, key: RunKey): Promise<OccupancyRecord | null> {
  return lockOccupancy(q, key, false);
}

/** The occupancy rows of several runs and classes at once (those that exist). */
export async function readOccupancies(
  q: SqlRunner,
  keys: RunKey[],
): Promise<(OccupancyRecord & RunKey)[]> {
  if (keys.length === 0) return [];
  return q.query<OccupancyRecord & RunKey>(
    `select o.train_number as "trainNumber", o.run_date::text as "runDate",
       o.class_code as "classCode", o.state, o.version, o.chart_due_at as "chartDueAt",
       o.charted_at as "chartedAt", o.sim_at as "simAt"
     from railway.occupancy o
     join unnest($1::text[], $2::date[], $3::text[]) as k(t, d, c)
       on o.train_number = k.t and o.run_date = k.d and o.class_code = k.c`,
    [keys.map((k) => k.trainNumber), keys.map((k) => k.runDate), keys.map((k) => k.classCode)],
    "occupancy_read_many",
  );
}

/** The version and chart time of a run and class, without its (large) state. */
export async function occupancyVersion(
  q: SqlRunner,
  key: RunKey,
): Promise<{ version: number; chartedAt: Date | null; simAt: Date | null } | null> {
  const rows = await q.query<{ version: number; chartedAt: Date | null; simAt: Date | null }>(
    `select version, charted_at as "chartedAt", sim_at as "simAt" from railway.occupancy where ${KEY}`,
    keyParams(key),
    "occupancy_version",
  );
  return rows[0] ?? null;
}

/** Creates the row of a run and class unless another transaction already has. */
export async function insertOccupancy(
  q: SqlRunner,
  key: RunKey,
  state: OccupancyRow,
  chartDueAt: Date,
): Promise<void> {
  await q.query(
    `insert into railway.occupancy (train_number, run_date, class_code, version, state, chart_due_at)
     values ($1, $2::date, $3, 0, $4::jsonb, $5) on conflict do nothing`,
    [...keyParams(key), JSON.stringify(state), chartDueAt],
    "occupancy_insert",
  );
}

export async function writeOccupancy(
  q: SqlRunner,
  key: RunKey,
  state: OccupancyRow,
  version: number,
  chartedAt?: Date,
  simAt?: Date,
): Promise<void> {
  await q.query(
    `update railway.occupancy set state = $4::jsonb, version = $5,
       charted_at = coalesce($6::timestamptz, charted_at),
       sim_at = greatest(sim_at, $7::timestamptz) where ${KEY}`,
    [...keyParams(key), JSON.stringify(state), version, chartedAt ?? null, simAt ?? null],
    "occupancy_write",
  );
}

/**
 * Serialises the monthly ticket limit of these railway user IDs until the
 * transaction ends: transaction-scoped advisory locks (a count has no row to
 * lock), taken in the order given (callers sort it, so two batches never wait
 * on each other in a cycle).
 */
export async function lockRailwayUserMonths(q: SqlRunner, railwayUserIds: string[]): Promise<void> {
  if (railwayUserIds.length === 0) return;
  await q.query(
    `select pg_advisory_xact_lock(hashtext('railway_user_month:' || u))
     from unnest($1::text[]) with ordinality as t(u, i) order by i`,
    [railwayUserIds],
    "railway_user_month_lock",
  );
}

/** PNRs held or booked on each railway user ID created in [from, to): their tickets of the month. */
export async function countUserTickets(
  q: SqlRunner,
  railwayUserIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const counts = new Map(railwayUserIds.map((u) => [u, 0]));
  if (railwayUserIds.length === 0) return counts;
  const rows = await q.query<{ u: string; n: number }>(
    `select railway_user_id as u, count(*)::int as n from railway.pnrs
     where railway_user_id = any($1::text[]) and state in ('held', 'booked')
       and created_at >= $2 and created_at < $3
     group by railway_user_id`,
    [railwayUserIds, from, to],
    "pnr_user_month_count",
  );
  for (const r of rows) counts.set(r.u, r.n);
  return counts;
}

/** `n` fresh booking numbers. */
export async function nextSequences(q: SqlRunner, n: number): Promise<number[]> {
  const rows = await q.query<{ v: string }>(
    "select nextval('railway.pnr_seq')::text as v from generate_series(1, $1::int)",
    [n],
    "pnr_sequences",
  );
  return rows.map((r) => Number(r.v));
}

const PNR_COLUMNS = `pnr, hold_id as "holdId", idempotency_key as "idempotencyKey",
  railway_user_id as "railwayUserId", train_number as "trainNumber", run_date::text as "runDate",
  class_code as "classCode", quota, from_code as "fromCode", to_code as "toCode",
  boarding_code as "boardingCode", journey_date::text as "journeyDate", state,
  total_fare as "totalFare", options, created_at as "createdAt", expires_at as "expiresAt",
  confirmed_at as "confirmedAt", payment_reference as "paymentReference",
  authorized_at as "authorizedAt", boarding_changed_at as "boardingChangedAt"`;

/** Whether a PNR row's hold waits for the password page (ADR 011); its `options` say so. */
export function requiresAuthorization(record: Pick<PnrRecord, "options">): boolean {
  const options = record.options as { requireAuthorization?: unknown } | null;
  return options?.requireAuthorization === true;
}

export async function insertPnrs(q: SqlRunner, rows: PnrInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof PnrInsert>(k: K) => rows.map((r) => r[k]);
  await q.query(
    `insert into railway.pnrs (pnr, hold_id, idempotency_key, railway_user_id, train_number, run_date,
       class_code, quota, from_code, to_code, boarding_code, journey_date, state, total_fare, options,
       created_at, expires_at)
     select t.pnr, t.hold_id::uuid, t.idem, t.uid, t.train, t.run_date::date, t.cls, t.quota, t.f, t.t,
       t.b, t.jd::date, t.state, t.fare, t.options::jsonb, t.created::timestamptz, t.expires::timestamptz
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[],
       $15::text[], $16::text[], $17::text[])
       as t(pnr, hold_id, idem, uid, train, run_date, cls, quota, f, t, b, jd, state, fare, options,
         created, expires)`,
    [
      col("pnr"),
      col("holdId"),
      col("idempotencyKey"),
      col("railwayUserId"),
      col("trainNumber"),
      col("runDate"),
      col("classCode"),
      col("quota"),
      col("fromCode"),
      col("toCode"),
      col("boardingCode"),
      col("journeyDate"),
      col("state"),
      col("totalFare"),
      rows.map((r) => JSON.stringify(r.options)),
      rows.map((r) => (r.createdAt as Date).toISOString()),
      rows.map((r) => (r.expiresAt as Date).toISOString()),
    ],
    "pnrs_insert",
  );
}

export async function insertPassengers(q: SqlRunner, rows: PassengerInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof PassengerInsert>(k: K) => rows.map((r) => r[k] ?? null);
  await q.query(
    `insert into railway.passengers (pnr, n, name, age, gender, berth_preference, food, infant,
       no_berth, fare, booking_status, seat)
     select * from unnest($1::text[], $2::smallint[], $3::text[], $4::smallint[], $5::text[],
       $6::text[], $7::text[], $8::boolean[], $9::boolean[], $10::int[], $11::text[], $12::text[])`,
    [
      col("pnr"),
      col("n"),
      col("name"),
      col("age"),
      col("gender"),
      col("berthPreference"),
      col("food"),
      col("infant"),
      col("noBerth"),
      col("fare"),
      col("bookingStatus"),
      col("seat"),
    ],
    "passengers_insert",
  );
}

export async function pnrsByIdempotencyKeys(q: SqlRunner, keys: string[]): Promise<PnrRecord[]> {
  if (keys.length === 0) return [];
  return q.query<PnrRecord>(
    `select ${PNR_COLUMNS} from railway.pnrs where idempotency_key = any($1::text[])`,
    [keys],
    "pnrs_by_keys",
  );
}

export async function findPnr(q: SqlRunner, pnr: string): Promise<PnrRecord | null> {
  const rows = await q.query<PnrRecord>(
    `select ${PNR_COLUMNS} from railway.pnrs where pnr = $1`,
    [pnr],
    "pnr_find",
  );
  return rows[0] ?? null;
}

export async function findPnrByHold(q: SqlRunner, holdId: string): Promise<PnrRecord | null> {
  const rows = await q.query<PnrRecord>(
    `select ${PNR_COLUMNS} from railway.pnrs where hold_id = $1::uuid`,
    [holdId],
    "pnr_by_hold",
  );
  return rows[0] ?? null;
}

const PASSENGER_COLUMNS = `pnr, n, name, age, gender, berth_preference as "berthPreference", food,
  infant, no_berth as "noBerth", fare, booking_status as "bookingStatus", seat,
  cancelled_at as "cancelledAt"`;

export async function passengersOf(q: SqlRunner, pnr: string): Promise<PassengerRecord[]> {
  return q.query<PassengerRecord>(
    `select ${PASSENGER_COLUMNS} from railway.passengers where pnr = $1 order by n`,
    [pnr],
    "passengers_of",
  );
}

/**
 * Held → booked, only while the hold has not expired and, when it asked for
 * the password page, once it was authorised; the booked PNR, or null when
 * nothing changed.
 */
export async function confirmHeld(
  q: SqlRunner,
  holdId: string,
  paymentReference: string,
  now: Date,
): Promise<PnrRecord | null> {
  const rows = await q.query<PnrRecord>(
    // Found by the hold's unique index, changed by its row address: with
    // `state = 'held'` in the same scan the planner may walk the partial index
    // of every held PNR instead (it did, under B2's churn).
    `update railway.pnrs set state = 'booked', confirmed_at = $3, payment_reference = $2
     where ctid = (select ctid from railway.pnrs where hold_id = $1::uuid)
       and state = 'held' and expires_at > $3
       and (authorized_at is not null
         or coalesce((options->>'requireAuthorization')::boolean, false) = false)
     returning ${PNR_COLUMNS}`,
    [holdId, paymentReference, now],
    "pnr_confirm",
  );
  return rows[0] ?? null;
}

/** Held → expired for every hold of a run and class that lapsed unpaid by `now`; their PNRs. */
export async function expireHolds(q: SqlRunner, key: RunKey, now: Date): Promise<string[]> {
  const rows = await q.query<{ pnr: string }>(
    `update railway.pnrs set state = 'expired'
     where ${KEY} and state = 'held' and expires_at <= $4 returning pnr`,
    [...keyParams(key), now],
    "holds_expire",
  );
  return rows.map((r) => r.pnr);
}

/** Held → released for these holds of a run and class; the holds and PNRs that were still held. */
export async function releaseHolds(
  q: SqlRunner,
  key: RunKey,
  holdIds: string[],
): Promise<{ holdId: string; pnr: string }[]> {
  if (holdIds.length === 0) return [];
  // Found by the holds' unique index, then changed by row address (see
  // `confirmHeld`): as one statement (`ctid = any(array(select …))`) the
  // planner scanned the run's PNRs, and a release got slower with every booking.
  const found = await q.query<{ tid: string }>(
    "select ctid::text as tid from railway.pnrs where hold_id = any($1::uuid[])",
    [holdIds],
    "holds_find_many",
  );
  if (found.length === 0) return [];
  return q.query<{ holdId: string; pnr: string }>(
    `update railway.pnrs p set state = 'released'
     where p.ctid = any($4::text[]::tid[])
       and p.state = 'held' and p.train_number = $1 and p.run_date = $2::date and p.class_code = $3
     returning p.hold_id::text as "holdId", p.pnr`,
    [...keyParams(key), found.map((f) => f.tid)],
    "holds_release_many",
  );
}

/** Passengers of these PNRs still on the train (not cancelled). */
export async function livePassengersOf(
  q: SqlRunner,
  pnrList: string[],
): Promise<PassengerRecord[]> {
  if (pnrList.length === 0) return [];
  return q.query<PassengerRecord>(
    `select ${PASSENGER_COLUMNS} from railway.passengers
     where pnr = any($1::text[]) and cancelled_at is null order by pnr, n`,
    [pnrList],
    "passengers_live_of",
  );
}

/** The berth each passenger holds now (after promotions); null clears it. */
export async function setSeats(
  q: SqlRunner,
  updates: { pnr: string; n: number; seat: string | null }[],
): Promise<void> {
  if (updates.length === 0) return;
  await q.query(
    `update railway.passengers p set seat = v.seat
     from unnest($1::text[], $2::smallint[], $3::text[]) as v(pnr, n, seat)
     where p.pnr = v.pnr and p.n = v.n`,
    [updates.map((u) => u.pnr), updates.map((u) => u.n), updates.map((u) => u.seat)],
    "passengers_seats",
  );
}

export async function cancelPassengers(
  q: SqlRunner,
  passengers: { pnr: string; n: number }[],
  now: Date,
): Promise<void> {
  if (passengers.length === 0) return;
  await q.query(
    `update railway.passengers p set cancelled_at = $3, seat = null
     from unnest($1::text[], $2::smallint[]) as v(pnr, n) where p.pnr = v.pnr and p.n = v.n`,
    [passengers.map((p) => p.pnr), passengers.map((p) => p.n), now],
    "passengers_cancel",
  );
}

export async function insertCancellations(q: SqlRunner, rows: CancellationInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `insert into railway.cancellations (pnr, kind, passenger_numbers, refund, deduction, detail, created_at)
     select pnr, kind, passenger_numbers, refund, deduction, detail, created_at
     from jsonb_to_recordset($1::jsonb) as x(pnr text, kind text, passenger_numbers smallint[],
       refund int, deduction int, detail jsonb, created_at timestamptz)`,
    [
      JSON.stringify(
        rows.map((r) => ({
          pnr: r.pnr,
          kind: r.kind,
          passenger_numbers: r.passengerNumbers,
          refund: r.refund,
          deduction: r.deduction,
          detail: r.detail,
          created_at: (r.createdAt as Date).toISOString(),
        })),
      ),
    ],
    "cancellations_insert",
  );
}

export async function refundedTotal(q: SqlRunner, pnr: string): Promise<number> {
  const rows = await q.query<{ total: string }>(
    "select coalesce(sum(refund), 0)::text as total from railway.cancellations where pnr = $1",
    [pnr],
    "pnr_refunded",
  );
  return Number(rows[0]?.total ?? 0);
}

export interface CancellationRecord {
  kind: string;
  passengerNumbers: number[];
  refund: number;
  deduction: number;
  detail: unknown;
  createdAt: Date;
}

export async function cancellationsOf(q: SqlRunner, pnr: string): Promise<CancellationRecord[]> {
  return q.query<CancellationRecord>(
    `select kind, passenger_numbers as "passengerNumbers", refund, deduction, detail,
       created_at as "createdAt" from railway.cancellations where pnr = $1 order by id`,
    [pnr],
    "pnr_cancellations",
  );
}

const KEY_COLUMNS = `train_number as "trainNumber", run_date::text as "runDate", class_code as "classCode"`;

/** Runs and classes whose first chart is due and not yet made. */
export async function runsDueForChart(q: SqlRunner, now: Date, limit: number): Promise<RunKey[]> {
  return q.query<RunKey>(
    `select ${KEY_COLUMNS} from railway.occupancy
     where charted_at is null and chart_due_at <= $1 order by chart_due_at limit $2`,
    [now, limit],
    "runs_due_for_chart",
  );
}

/** Runs and classes with holds that lapsed unpaid. */
export async function runsWithLapsedHolds(
  q: SqlRunner,
  now: Date,
  limit: number,
): Promise<RunKey[]> {
  return q.query<RunKey>(
    `select distinct ${KEY_COLUMNS} from railway.pnrs
     where state = 'held' and expires_at <= $1 limit $2`,
    [now, limit],
    "runs_with_lapsed_holds",
  );
}

export async function updateBoarding(
  q: SqlRunner,
  pnr: string,
  boardingCode: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `update railway.pnrs set boarding_code = $2, boarding_changed_at = $3
     where pnr = $1 and state = 'booked' and boarding_changed_at is null returning pnr`,
    [pnr, boardingCode, now],
    "pnr_boarding",
  );
  return rows.length > 0;
}

/** A new claim; its id. */
export async function insertTdr(
  q: SqlRunner,
  row: Omit<typeof tdrs.$inferInsert, "id">,
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `insert into railway.tdrs (pnr, reason, passenger_numbers, filed_at, deadline, status)
     values ($1, $2, $3::smallint[], $4, $5, $6) returning id`,
    [row.pnr, row.reason, row.passengerNumbers, row.filedAt, row.deadline, row.status],
    "tdr_insert",
  );
  return rows[0]?.id as number;
}

/** Serialises TDR claims on one PNR until the transaction ends (one claim a passenger). */
export async function lockTdrClaims(q: SqlRunner, pnr: string): Promise<void> {
  await q.query("select pg_advisory_xact_lock(hashtext($1))", [`tdr:${pnr}`], "tdr_lock");
}

export interface TdrRecord {
  id: number;
  pnr: string;
  reason: string;
  passengerNumbers: number[];
  filedAt: Date;
  deadline: Date;
  status: string;
  decidedAt: Date | null;
  refund: number | null;
  decisionNote: string | null;
  decisionSeq: number | null;
}

const TDR_COLUMNS = `id, pnr, reason, passenger_numbers as "passengerNumbers", filed_at as "filedAt",
  deadline, status, decided_at as "decidedAt", refund, decision_note as "decisionNote",
  decision_seq as "decisionSeq"`;

export async function tdrsOf(q: SqlRunner, pnr: string): Promise<TdrRecord[]> {
  return q.query<TdrRecord>(
    `select ${TDR_COLUMNS} from railway.tdrs where pnr = $1 order by id`,
    [pnr],
    "pnr_tdrs",
  );
}

/**
 * Serialises the railway's TDR decisions across processes until the
 * transaction ends, so each takes the next `decision_seq` (max + 1) and
 * commits before the next one reads it: decisions commit in their order.
 */
export async function lockTdrDecisions(q: SqlRunner): Promise<void> {
  await q.query(
    "select pg_advisory_xact_lock(hashtext('tdr_decisions'))",
    [],
    "tdr_decisions_lock",
  );
}

/**
 * The oldest claim filed at or before `filedBy` and not yet decided, its row
 * locked (one a decider: another decider skips it).
 */
export async function nextDueTdr(q: SqlRunner, filedBy: Date): Promise<TdrRecord | null> {
  const rows = await q.query<TdrRecord>(
    `select ${TDR_COLUMNS} from railway.tdrs
     where decided_at is null and filed_at <= $1
     order by filed_at, id limit 1 for update skip locked`,
    [filedBy],
    "tdr_next_due",
  );
  return rows[0] ?? null;
}

export async function nextTdrDecisionSeq(q: SqlRunner): Promise<number> {
  const rows = await q.query<{ seq: number }>(
    "select coalesce(max(decision_seq), 0)::int + 1 as seq from railway.tdrs",
    [],
    "tdr_next_seq",
  );
  return rows[0]?.seq ?? 1;
}

/** Records a decision on an undecided claim; false when it was decided already. */
export async function recordTdrDecision(
  q: SqlRunner,
  id: number,
  decision: { status: string; refund: number; note: string; decidedAt: Date; seq: number },
): Promise<boolean> {
  const rows = await q.query(
    `update railway.tdrs
     set status = $2, refund = $3, decision_note = $4, decided_at = $5, decision_seq = $6
     where id = $1 and decided_at is null returning id`,
    [id, decision.status, decision.refund, decision.note, decision.decidedAt, decision.seq],
    "tdr_decide",
  );
  return rows.length > 0;
}

/** Decided claims after `afterSeq`, in decision order (a partner's refund file). */
export async function tdrDecisionsAfter(
  q: SqlRunner,
  afterSeq: number,
  limit: number,
): Promise<TdrRecord[]> {
  return q.query<TdrRecord>(
    `select ${TDR_COLUMNS} from railway.tdrs
     where decision_seq > $1 order by decision_seq limit $2`,
    [afterSeq, limit],
    "tdr_decisions_after",
  );
}

/** Stores a setting unless one exists; returns the value that is stored. */
export async function ensureSetting(q: SqlRunner, key: string, value: unknown): Promise<unknown> {
  await q.query(
    "insert into railway.settings (key, value) values ($1, $2::jsonb) on conflict do nothing",
    [key, JSON.stringify(value)],
  );
  const rows = await q.query<{ value: unknown }>(
    "select value from railway.settings where key = $1",
    [key],
  );
  return rows[0]?.value;
}

/**
 * Every passenger of a run and class still on it, with the PNR's quota and
 * the stations it travels between now (for invariant checks).
 */
export async function livePassengersOfRun(
  q: SqlRunner,
  key: RunKey,
): Promise<
  {
    pnr: string;
    n: number;
    seat: string | null;
    noBerth: boolean;
    quota: string;
    state: PnrState;
    boardingCode: string;
    toCode: string;
  }[]
> {
  return q.query(
    `select p.pnr, p.n, p.seat, p.no_berth as "noBerth", r.quota, r.state,
       r.boarding_code as "boardingCode", r.to_code as "toCode"
     from railway.passengers p join railway.pnrs r on r.pnr = p.pnr
     where r.train_number = $1 and r.run_date = $2::date and r.class_code = $3
       and r.state in ('held', 'booked') and p.cancelled_at is null`,
    keyParams(key),
    "passengers_live_of_run",
  );
}
