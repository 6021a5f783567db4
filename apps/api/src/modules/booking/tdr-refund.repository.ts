import type { Db } from "@safar/db/client";
import { tdrRefunds } from "@safar/db/partner-schema";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

export type TdrRefundRow = typeof tdrRefunds.$inferSelect;
export type NewTdrRefundRow = typeof tdrRefunds.$inferInsert;

/** The only code that knows the SQL of the TDR refunds paid from the railway's decisions. */
export function tdrRefundRepository(db: Db) {
  return {
    /** The last railway decision recorded here (0 before the first): the refund file is read after it. */
    async lastSeq(tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ seq: sql<number>`coalesce(max(${tdrRefunds.decisionSeq}), 0)::int` })
        .from(tdrRefunds);
      return row?.seq ?? 0;
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
