import type { Db } from "@safar/db/client";
import {
  cancellations,
  occupancy,
  passengers,
  pnrs,
  settings,
  tdrs,
} from "@safar/db/railway-reservations-schema";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { OccupancyRow } from "../allocation/occupancy.ts";

/**
 * Every query of the booking core (ADR 006). Inventory writes happen inside
 * one transaction that first locks the (run, class) occupancy row; the
 * functions taking `tx` expect to run in it.
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
}

export type PnrRecord = typeof pnrs.$inferSelect;
export type PnrInsert = typeof pnrs.$inferInsert;
export type PassengerRecord = typeof passengers.$inferSelect;
export type PassengerInsert = typeof passengers.$inferInsert;
export type CancellationInsert = typeof cancellations.$inferInsert;

const keyWhere = (k: RunKey) =>
  and(
    eq(occupancy.trainNumber, k.trainNumber),
    eq(occupancy.runDate, k.runDate),
    eq(occupancy.classCode, k.classCode),
  );

const occupancyColumns = {
  state: occupancy.state,
  version: occupancy.version,
  chartDueAt: occupancy.chartDueAt,
  chartedAt: occupancy.chartedAt,
};

/**
 * The occupancy row of a run and class, locked `FOR UPDATE` until the
 * transaction ends. `lock: false` reads it without the lock: only the race
 * test uses it, to show that without the lock berths are sold twice.
 */
export async function lockOccupancy(
  tx: Db,
  key: RunKey,
  lock = true,
): Promise<OccupancyRecord | null> {
  const q = tx.select(occupancyColumns).from(occupancy).where(keyWhere(key));
  const rows = lock ? await q.for("update") : await q;
  const r = rows[0];
  return r ? { ...r, state: r.state as OccupancyRow } : null;
}

export async function readOccupancy(db: Db, key: RunKey): Promise<OccupancyRecord | null> {
  const rows = await db.select(occupancyColumns).from(occupancy).where(keyWhere(key));
  const r = rows[0];
  return r ? { ...r, state: r.state as OccupancyRow } : null;
}

/** Creates the row of a run and class unless another transaction already has. */
export async function insertOccupancy(
  tx: Db,
  key: RunKey,
  state: OccupancyRow,
  chartDueAt: Date,
): Promise<void> {
  await tx
    .insert(occupancy)
    .values({ ...key, state, version: 0, chartDueAt })
    .onConflictDoNothing();
}

export async function writeOccupancy(
  tx: Db,
  key: RunKey,
  state: OccupancyRow,
  version: number,
  chartedAt?: Date,
): Promise<void> {
  await tx
    .update(occupancy)
    .set(chartedAt ? { state, version, chartedAt } : { state, version })
    .where(keyWhere(key));
}

/** `n` fresh booking numbers. */
export async function nextSequences(tx: Db, n: number): Promise<number[]> {
  const res = (await tx.execute(
    sql`select nextval('railway.pnr_seq')::text as v from generate_series(1, ${n})`,
  )) as unknown as { rows: { v: string }[] };
  return res.rows.map((r) => Number(r.v));
}

export async function insertPnrs(tx: Db, rows: PnrInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(pnrs).values(rows);
}

export async function insertPassengers(tx: Db, rows: PassengerInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(passengers).values(rows);
}

export async function pnrsByIdempotencyKeys(db: Db, keys: string[]): Promise<PnrRecord[]> {
  if (keys.length === 0) return [];
  return db.select().from(pnrs).where(inArray(pnrs.idempotencyKey, keys));
}

export async function findPnr(db: Db, pnr: string): Promise<PnrRecord | null> {
  return (await db.select().from(pnrs).where(eq(pnrs.pnr, pnr)))[0] ?? null;
}

export async function findPnrByHold(db: Db, holdId: string): Promise<PnrRecord | null> {
  return (await db.select().from(pnrs).where(eq(pnrs.holdId, holdId)))[0] ?? null;
}

export async function passengersOf(db: Db, pnr: string): Promise<PassengerRecord[]> {
  return db.select().from(passengers).where(eq(passengers.pnr, pnr)).orderBy(passengers.n);
}

/** Held → booked, only while the hold has not expired; the PNR, or null when nothing changed. */
export async function confirmHeld(
  db: Db,
  holdId: string,
  paymentReference: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .update(pnrs)
    .set({ state: "booked", confirmedAt: now, paymentReference })
    .where(and(eq(pnrs.holdId, holdId), eq(pnrs.state, "held"), sql`${pnrs.expiresAt} > ${now}`))
    .returning({ pnr: pnrs.pnr });
  return rows[0]?.pnr ?? null;
}

/** Held → released or expired for one hold (released) or every lapsed hold of a run and class (expired). */
export async function endHolds(
  tx: Db,
  key: RunKey,
  to: "released" | "expired",
  filter: { holdId: string } | { expiredBy: Date },
): Promise<string[]> {
  const rows = await tx
    .update(pnrs)
    .set({ state: to })
    .where(
      and(
        eq(pnrs.trainNumber, key.trainNumber),
        eq(pnrs.runDate, key.runDate),
        eq(pnrs.classCode, key.classCode),
        eq(pnrs.state, "held"),
        "holdId" in filter ? eq(pnrs.holdId, filter.holdId) : lte(pnrs.expiresAt, filter.expiredBy),
      ),
    )
    .returning({ pnr: pnrs.pnr });
  return rows.map((r) => r.pnr);
}

/** Passengers of these PNRs still on the train (not cancelled). */
export async function livePassengersOf(tx: Db, pnrList: string[]): Promise<PassengerRecord[]> {
  if (pnrList.length === 0) return [];
  return tx
    .select()
    .from(passengers)
    .where(and(inArray(passengers.pnr, pnrList), isNull(passengers.cancelledAt)));
}

/** The berth each passenger holds now (after promotions); null clears it. */
export async function setSeats(
  tx: Db,
  updates: { pnr: string; n: number; seat: string | null }[],
): Promise<void> {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map((u) => sql`(${u.pnr}, ${u.n}::smallint, ${u.seat}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`update railway.passengers p set seat = v.seat from (values ${values}) as v(pnr, n, seat) where p.pnr = v.pnr and p.n = v.n`,
  );
}

export async function cancelPassengers(
  tx: Db,
  pnr: string,
  numbers: number[],
  now: Date,
): Promise<void> {
  if (numbers.length === 0) return;
  await tx
    .update(passengers)
    .set({ cancelledAt: now, seat: null })
    .where(and(eq(passengers.pnr, pnr), inArray(passengers.n, numbers)));
}

export async function insertCancellations(tx: Db, rows: CancellationInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(cancellations).values(rows);
}

export async function refundedTotal(db: Db, pnr: string): Promise<number> {
  const res = await db
    .select({ total: sql<string>`coalesce(sum(${cancellations.refund}), 0)::text` })
    .from(cancellations)
    .where(eq(cancellations.pnr, pnr));
  return Number(res[0]?.total ?? 0);
}

export async function cancellationsOf(db: Db, pnr: string) {
  return db
    .select()
    .from(cancellations)
    .where(eq(cancellations.pnr, pnr))
    .orderBy(cancellations.id);
}

/** Runs and classes whose first chart is due and not yet made. */
export async function runsDueForChart(db: Db, now: Date, limit: number): Promise<RunKey[]> {
  return db
    .select({
      trainNumber: occupancy.trainNumber,
      runDate: occupancy.runDate,
      classCode: occupancy.classCode,
    })
    .from(occupancy)
    .where(and(isNull(occupancy.chartedAt), lte(occupancy.chartDueAt, now)))
    .orderBy(occupancy.chartDueAt)
    .limit(limit);
}

/** Runs and classes with holds that lapsed unpaid. */
export async function runsWithLapsedHolds(db: Db, now: Date, limit: number): Promise<RunKey[]> {
  return db
    .selectDistinct({
      trainNumber: pnrs.trainNumber,
      runDate: pnrs.runDate,
      classCode: pnrs.classCode,
    })
    .from(pnrs)
    .where(and(eq(pnrs.state, "held"), lte(pnrs.expiresAt, now)))
    .limit(limit);
}

export async function updateBoarding(
  db: Db,
  pnr: string,
  boardingCode: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(pnrs)
    .set({ boardingCode, boardingChangedAt: now })
    .where(and(eq(pnrs.pnr, pnr), eq(pnrs.state, "booked")))
    .returning({ pnr: pnrs.pnr });
  return rows.length > 0;
}

export async function insertTdr(db: Db, row: typeof tdrs.$inferInsert): Promise<void> {
  await db.insert(tdrs).values(row);
}

export async function tdrsOf(db: Db, pnr: string) {
  return db.select().from(tdrs).where(eq(tdrs.pnr, pnr));
}

export async function getSetting(db: Db, key: string): Promise<unknown> {
  return (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
}

/** Stores a setting unless one exists; returns the value that is stored. */
export async function ensureSetting(db: Db, key: string, value: unknown): Promise<unknown> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  return getSetting(db, key);
}

/** Every passenger of a run and class still on it, with the PNR's quota (for invariant checks). */
export async function livePassengersOfRun(db: Db, key: RunKey) {
  return db
    .select({
      pnr: passengers.pnr,
      n: passengers.n,
      seat: passengers.seat,
      noBerth: passengers.noBerth,
      quota: pnrs.quota,
      state: pnrs.state,
    })
    .from(passengers)
    .innerJoin(pnrs, eq(pnrs.pnr, passengers.pnr))
    .where(
      and(
        eq(pnrs.trainNumber, key.trainNumber),
        eq(pnrs.runDate, key.runDate),
        eq(pnrs.classCode, key.classCode),
        inArray(pnrs.state, ["held", "booked"]),
        isNull(passengers.cancelledAt),
      ),
    );
}
