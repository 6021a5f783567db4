import type { Db } from "@safar/db/client";
import { cancellations, cancelledPassengers, orders } from "@safar/db/partner-schema";
import { and, between, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Executor, OrderRow } from "./booking.repository.ts";

export type CancellationRow = typeof cancellations.$inferSelect;
export type NewCancellationRow = typeof cancellations.$inferInsert;

/** The only code that knows the SQL of cancellations and the passengers they claim. */
export function cancellationRepository(db: Db) {
  return {
    /** The order's cancellations, oldest first. */
    async ofOrder(orderId: string, tx: Executor = db): Promise<CancellationRow[]> {
      return tx
        .select()
        .from(cancellations)
        .where(eq(cancellations.orderId, orderId))
        .orderBy(cancellations.createdAt, cancellations.id);
    },

    async byKey(orderId: string, key: string, tx: Executor = db): Promise<CancellationRow | null> {
      const [row] = await tx
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.orderId, orderId), eq(cancellations.idempotencyKey, key)));
      return row ?? null;
    },

    async byId(id: string, tx: Executor = db): Promise<CancellationRow | null> {
      const [row] = await tx.select().from(cancellations).where(eq(cancellations.id, id));
      return row ?? null;
    },

    /** Passenger number → the cancellation that claims it. */
    async claims(orderId: string, tx: Executor = db): Promise<Map<number, string>> {
      const rows = await tx
        .select()
        .from(cancelledPassengers)
        .where(eq(cancelledPassengers.orderId, orderId));
      return new Map(rows.map((r) => [r.passengerNumber, r.cancellationId]));
    },

    /**
     * The cancellation and its passengers' claims. The claims' primary key
     * (order, passenger) refuses a passenger another cancellation holds.
     */
    async insertRequested(row: NewCancellationRow, tx: Executor = db): Promise<void> {
      await tx.insert(cancellations).values(row);
      await tx.insert(cancelledPassengers).values(
        row.passengerNumbers.map((n) => ({
          orderId: row.orderId,
          passengerNumber: n,
          cancellationId: row.id,
        })),
      );
    },

    /** requested → cancelled with its refund; false when it was not requested any more (another caller won). */
    async markCancelled(
      id: string,
      patch: Partial<NewCancellationRow>,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(cancellations)
        .set({ ...patch, status: "cancelled" })
        .where(and(eq(cancellations.id, id), eq(cancellations.status, "requested")))
        .returning({ id: cancellations.id });
      return rows.length > 0;
    },

    /** Where a cancelled one's refund went: credited now, or by when the bank credits it. */
    async recordPayout(
      id: string,
      payout: { creditedAt: Date | null; settleBy: Date | null },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(cancellations)
        .set(payout)
        .where(and(eq(cancellations.id, id), eq(cancellations.status, "cancelled")));
    },

    /** requested → failed, and its passengers given back. */
    async markFailed(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(cancellations)
        .set({ status: "failed" })
        .where(and(eq(cancellations.id, id), eq(cancellations.status, "requested")))
        .returning({ id: cancellations.id });
      if (rows.length === 0) return false;
      await tx.delete(cancelledPassengers).where(eq(cancelledPassengers.cancellationId, id));
      return true;
    },

    /** Cancellations still requested, made before `before` (left by a crash), oldest first. */
    async stuck(before: Date, limit: number): Promise<CancellationRow[]> {
      return db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.status, "requested"), lt(cancellations.createdAt, before)))
        .orderBy(cancellations.createdAt)
        .limit(limit);
    },

    /** Booked orders (7, 8) with a PNR travelling between two dates (IST, inclusive): the chart's candidates. */
    async bookedBetween(from: string, to: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, [7, 8]),
            isNotNull(orders.pnr),
            between(orders.journeyDate, from, to),
          ),
        )
        .orderBy(orders.journeyDate)
        .limit(limit);
    },

    async byIds(ids: readonly string[], tx: Executor = db): Promise<CancellationRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(cancellations)
        .where(inArray(cancellations.id, [...ids]));
    },
  };
}
export type CancellationRepository = ReturnType<typeof cancellationRepository>;
