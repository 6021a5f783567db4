import type { Db } from "@safar/db/client";
import { orders, payments, refunds } from "@safar/db/partner-schema";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The only code that knows the SQL of orders, payments and refunds. */
export function bookingRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertOrder(row: NewOrderRow, tx: Executor = db): Promise<void> {
      await tx.insert(orders).values(row);
    },

    /** An order of this user; null for an unknown id or another user's order (R5). */
    async orderOf(userId: string, orderId: string, tx: Executor = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    async order(orderId: string, tx: Executor = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order, locked until the transaction ends (its transitions go one at a time). */
    async lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      return row ?? null;
    },

    async updateOrder(
      orderId: string,
      patch: Partial<NewOrderRow>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(orders).set(patch).where(eq(orders.id, orderId));
    },

    /** Moves an order on only from one of `from`; false when it was elsewhere (another caller won). */
    async transition(
      orderId: string,
      from: readonly number[],
      patch: Partial<NewOrderRow>,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set(patch)
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async insertPayment(row: typeof payments.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(payments).values(row);
    },

    async paymentByReference(reference: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.reference, reference));
      return row ?? null;
    },

    async latestPayment(orderId: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async capturedPayment(orderId: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "captured")))
        .limit(1);
      return row ?? null;
    },

    /**
     * The one guarded step of a payment: pending → captured or failed. Only
     * the call that changes the row gets it back; a repeated callback gets null
     * (targets R3).
     */
    async settlePayment(
      reference: string,
      status: "captured" | "failed",
      patch: { method: string; at: Date; response: unknown },
      tx: Executor = db,
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({
          status,
          method: patch.method,
          gatewayResponse: patch.response,
          ...(status === "captured" ? { capturedAt: patch.at } : {}),
        })
        .where(and(eq(payments.reference, reference), eq(payments.status, "pending")))
        .returning();
      return row ?? null;
    },

    async expirePayment(reference: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: "expired" })
        .where(and(eq(payments.reference, reference), eq(payments.status, "pending")))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** One refund per payment: a second insert for the same payment is a no-op (false). */
    async insertRefund(row: typeof refunds.$inferInsert, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(refunds)
        .values(row)
        .onConflictDoNothing({ target: refunds.paymentId })
        .returning({ id: refunds.id });
      return rows.length > 0;
    },

    async refundOf(orderId: string, tx: Executor = db): Promise<RefundRow | null> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
      return row ?? null;
    },

    async settleRefund(id: number, at: Date): Promise<void> {
      await db.update(refunds).set({ settledAt: at }).where(eq(refunds.id, id));
    },

    /** Orders whose money is taken but that are neither booked nor refunded yet (the reconciler's work). */
    async paidUnfinished(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.status, 5))
        .orderBy(orders.updatedAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Pending payments whose window closed before `at`. */
    async lapsedPayments(at: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lt(payments.expiresAt, at)))
        .limit(limit);
    },

    /** The user's newest order that got as far as a verified request (any status). */
    async latestOrderOf(userId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },

    async countOrders(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },
  };
}
