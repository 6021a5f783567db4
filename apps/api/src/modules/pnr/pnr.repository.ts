import type { Db } from "@safar/db/client";
import { orders } from "@safar/db/partner-schema";
import { and, eq, isNotNull } from "drizzle-orm";

/**
 * The only SQL of the PNR module: which order (and so which user) holds a
 * PNR, and the PNR of an order. Read only; orders are written by the booking
 * module alone.
 */
export function pnrRepository(db: Db) {
  return {
    /** The order that holds this PNR (the newest if ever more than one), or null. */
    async orderOfPnr(pnr: string): Promise<{ orderId: string; userId: string } | null> {
      const rows = await db
        .select({ orderId: orders.id, userId: orders.userId, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.pnr, pnr));
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const row = rows[0];
      return row ? { orderId: row.orderId, userId: row.userId } : null;
    },

    /** The PNR of an order, or null when the order does not exist or has none. */
    async pnrOfOrder(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ pnr: orders.pnr })
        .from(orders)
        .where(and(eq(orders.id, orderId), isNotNull(orders.pnr)));
      return row?.pnr ?? null;
    },
  };
}

export type PnrRepository = ReturnType<typeof pnrRepository>;
