import type { TripState } from "@safar/contracts/trip-view";
import type { Db } from "@safar/db/client";
import { OPEN_TRIP_STATES, orders, trips } from "@safar/db/partner-schema";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Executor, OrderRow, Tx } from "./booking.repository.ts";

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;

/** Both trains of a trip, first then second. */
export type TripLegs = readonly [OrderRow, OrderRow];

/**
 * The only code that knows the SQL of two-train trips (ADR 023). `locking`
 * false (the race test only) reads a trip without locking it.
 */
export function tripRepository(db: Db, options: { locking?: boolean } = {}) {
  const locking = options.locking ?? true;
  async function legsOf(tripId: string, tx: Executor = db, lock = false): Promise<TripLegs> {
    const query = tx
      .select()
      .from(orders)
      .where(eq(orders.tripId, tripId))
      .orderBy(asc(orders.tripLeg));
    const rows = lock ? await query.for("update") : await query;
    const [first, second] = rows;
    if (!first || !second) throw new Error(`trip ${tripId} has ${rows.length} trains`);
    return [first, second];
  }

  return {
    async insert(row: NewTripRow, tx: Executor = db): Promise<void> {
      await tx.insert(trips).values(row);
    },

    async trip(tripId: string, tx: Executor = db): Promise<TripRow | null> {
      const [row] = await tx.select().from(trips).where(eq(trips.id, tripId));
      return row ?? null;
    },

    /** A trip of this user; null for an unknown id or another user's trip (R5). */
    async tripOf(userId: string, tripId: string): Promise<TripRow | null> {
      const [row] = await db
        .select()
        .from(trips)
        .where(and(eq(trips.id, tripId), eq(trips.userId, userId)));
      return row ?? null;
    },

    /**
     * The trip and both its trains, locked until the transaction ends, in
     * that order (trip, then its orders by leg) everywhere, so two steps of
     * one trip go one at a time and never deadlock.
     */
    async lock(tx: Tx, tripId: string): Promise<{ trip: TripRow; legs: TripLegs } | null> {
      const query = tx.select().from(trips).where(eq(trips.id, tripId));
      const [trip] = locking ? await query.for("update") : await query;
      if (!trip) return null;
      return { trip, legs: await legsOf(tripId, tx, locking) };
    },

    legs: (tripId: string, tx: Executor = db) => legsOf(tripId, tx),

    async update(tripId: string, patch: Partial<NewTripRow>, tx: Executor = db): Promise<void> {
      await tx.update(trips).set(patch).where(eq(trips.id, tripId));
    },

    /** Trips still moving (the reconciler's work), least recently touched first. */
    async open(limit: number): Promise<TripRow[]> {
      return db
        .select()
        .from(trips)
        .where(inArray(trips.state, [...OPEN_TRIP_STATES]))
        .orderBy(asc(trips.updatedAt))
        .limit(limit);
    },

    /** Trips waiting for the traveller's choice past its deadline. */
    async undecided(at: Date, limit: number): Promise<TripRow[]> {
      return db
        .select()
        .from(trips)
        .where(and(eq(trips.state, "second_failed"), lte(trips.decideBy, at)))
        .orderBy(asc(trips.decideBy))
        .limit(limit);
    },

    /** The user's trips at one of `states`. */
    async ofUser(userId: string, states: readonly TripState[]): Promise<TripRow[]> {
      return db
        .select()
        .from(trips)
        .where(and(eq(trips.userId, userId), inArray(trips.state, [...states])));
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
