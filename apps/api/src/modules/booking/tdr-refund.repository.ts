import type { Db } from "@safar/db/client";
import { feedCursors, tdrRefunds } from "@safar/db/partner-schema";
import { eq } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

export type TdrRefundRow = typeof tdrRefunds.$inferSelect;
export type NewTdrRefundRow = typeof tdrRefunds.$inferInsert;

/** The railway's TDR decisions, read in `decision_seq` order. */
const CURSOR = "tdr_decisions";

/** The only code that knows the SQL of the TDR refunds paid from the railway's decisions. */
export function tdrRefundRepository(db: Db) {
  return {
    /**
     * Where the reading of the railway's decisions stands (0 before the
     * first), locked until `tx` ends: one reader at a time moves it, in order.
     */
    async lockCursor(tx: Executor): Promise<number> {
      await tx.insert(feedCursors).values({ name: CURSOR, position: 0 }).onConflictDoNothing();
      const [row] = await tx
        .select({ position: feedCursors.position })
        .from(feedCursors)
        .where(eq(feedCursors.name, CURSOR))
        .for("update");
      return row?.position ?? 0;
    },

    /** Where the reading stands, unlocked: the decisions after it are read next. */
    async cursor(tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ position: feedCursors.position })
        .from(feedCursors)
        .where(eq(feedCursors.name, CURSOR));
      return row?.position ?? 0;
    },

    async moveCursor(position: number, tx: Executor): Promise<void> {
      await tx.update(feedCursors).set({ position }).where(eq(feedCursors.name, CURSOR));
    },

    /**
     * Records a decision; false when it was recorded already (its railway id
     * or decision is the key): the guard of the money paid for it.
     */
    async insert(row: NewTdrRefundRow, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(tdrRefunds)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: tdrRefunds.railwayTdrId });
      return rows.length > 0;
    },

    /** Where the refund went: the wallet credited at, or a bank's settlement date. */
    async markPaid(
      railwayTdrId: number,
      paid: { creditedAt: Date | null; settleBy: Date | null },
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(tdrRefunds).set(paid).where(eq(tdrRefunds.railwayTdrId, railwayTdrId));
    },

    /** The order's TDR decisions, oldest first. */
    async ofOrder(orderId: string, tx: Executor = db): Promise<TdrRefundRow[]> {
      return tx
        .select()
        .from(tdrRefunds)
        .where(eq(tdrRefunds.orderId, orderId))
        .orderBy(tdrRefunds.decisionSeq);
    },
  };
}
export type TdrRefundRepository = ReturnType<typeof tdrRefundRepository>;
