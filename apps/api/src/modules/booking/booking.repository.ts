import type { Db } from "@safar/db/client";
import { orders, payments, refunds } from "@safar/db/partner-schema";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentState = PaymentRow["status"];

/** Which of a user's orders a list holds (`OrderListScope` of the contracts). */
export type OrderScope = "upcoming" | "past" | "trips" | "all";

/** Statuses of an upcoming trip: paid or being paid, booked, not given up. */
const TRIP_AHEAD = [1, 5, 7, 8, 9, 17, 19];
/** Statuses whose ticket the railway still holds (its chart may come). */
const TICKETED = [7, 8, 17, 19];

/**
 * The order's stored ticket says the chart is prepared (`markCharted` wrote
 * it, with the chart message, in one transaction): no new column, the flag
 * travels in the ticket the railway answers.
 */
const notCharted = sql`coalesce((${orders.ticket} ->> 'chartPrepared')::boolean, false) = false`;

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

    /** The order holding this PNR (the railway's refund file names PNRs; `orders_pnr_idx`). */
    async orderOfPnr(pnr: string, tx: Executor = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.pnr, pnr)).limit(1);
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

    /** Every payment of the order, oldest first. */
    async paymentsOf(orderId: string, tx: Executor = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(payments.createdAt, payments.id);
    },

    /** The order's open payment (pending or authorized; at most one, a unique index says so). */
    async openPayment(orderId: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ["pending", "authorized"])),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * The payment an order at 5 is booked with: its authorisation, or (orders
     * paid before authorisations existed) its capture not yet refunded.
     */
    async bookingPayment(orderId: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(
          and(
            eq(payments.orderId, orderId),
            or(
              eq(payments.status, "authorized"),
              and(eq(payments.status, "captured"), isNull(refunds.id)),
            ),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row?.payments ?? null;
    },

    /**
     * One guarded step of a payment: `from` → `to`. Only the call that changes
     * the row gets it back; a repeated or late one gets null (targets R3).
     */
    async movePayment(
      id: { reference: string } | { paymentId: string },
      from: PaymentState,
      to: PaymentState,
      patch: Partial<typeof payments.$inferInsert>,
      tx: Executor = db,
    ): Promise<PaymentRow | null> {
      const which =
        "reference" in id ? eq(payments.reference, id.reference) : eq(payments.id, id.paymentId);
      const [row] = await tx
        .update(payments)
        .set({ ...patch, status: to })
        .where(and(which, eq(payments.status, from)))
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

    /** The order's refunds, oldest first. */
    async refundsOf(orderId: string, tx: Executor = db): Promise<RefundRow[]> {
      return tx
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(refunds.createdAt, refunds.id);
    },

    /** Orders whose money is taken but that are neither booked nor refunded yet (the reconciler's work). */
    async paidUnfinished(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        // A trip's trains are driven together by the trip's settlement (ADR 023).
        .where(and(eq(orders.status, 5), isNull(orders.tripId)))
        .orderBy(orders.updatedAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Authorisations still open on orders no longer at 5 Booking Pending: money
     * held that can no longer become a ticket (read through the small partial
     * index of open payments).
     */
    async strayAuthorisations(limit: number): Promise<PaymentRow[]> {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.status, "authorized"), ne(orders.status, 5), isNull(orders.tripId)))
        .limit(limit);
      return rows.map((r) => r.payment);
    },

    /**
     * Captures, not refunded, that are not their order's ticket payment (of
     * orders no longer at 5), captured since `since` (all of them when null).
     */
    async strayCaptures(since: Date | null, limit: number): Promise<PaymentRow[]> {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(
          and(
            eq(payments.status, "captured"),
            since ? gte(payments.capturedAt, since) : undefined,
            ne(orders.status, 5),
            isNull(orders.tripId),
            isNull(refunds.id),
            or(isNull(orders.ticketPaymentId), ne(orders.ticketPaymentId, payments.id)),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.payment);
    },

    async paymentById(id: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** Pending payments whose window closed before `at` (a trip's: its own reconciler). */
    async lapsedPayments(at: Date, limit: number): Promise<PaymentRow[]> {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(eq(payments.status, "pending"), lt(payments.expiresAt, at), isNull(orders.tripId)),
        )
        .limit(limit);
      return rows.map((r) => r.payment);
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

    /**
     * A page of the user's orders (never drafts) and how many there are in
     * all. `today` is the IST date that splits upcoming from past.
     */
    async ordersPage(
      userId: string,
      scope: OrderScope,
      today: string,
      offset: number,
      limit: number,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where: Record<OrderScope, SQL | undefined> = {
        upcoming: and(gte(orders.journeyDate, today), inArray(orders.status, TRIP_AHEAD)),
        past: and(lt(orders.journeyDate, today), isNotNull(orders.pnr)),
        trips: isNotNull(orders.pnr),
        all: undefined,
      };
      const order =
        scope === "upcoming"
          ? [asc(orders.journeyDate), asc(orders.createdAt), asc(orders.id)]
          : scope === "all"
            ? [desc(orders.createdAt), desc(orders.id)]
            : [desc(orders.journeyDate), desc(orders.createdAt), desc(orders.id)];
      const filter = and(eq(orders.userId, userId), ne(orders.status, 0), where[scope]);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(filter)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(filter),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** The user's orders at one of `statuses`, newest first. */
    async ordersAt(userId: string, statuses: readonly number[], limit: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses])))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /**
     * Ticketed orders travelling between `from` and `to` (IST dates) whose
     * chart message has not gone yet: the chart watch's work.
     */
    async chartWatch(from: string, to: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, TICKETED),
            isNotNull(orders.pnr),
            gte(orders.journeyDate, from),
            lte(orders.journeyDate, to),
            notCharted,
          ),
        )
        .orderBy(asc(orders.journeyDate), asc(orders.id))
        .limit(limit);
    },

    /**
     * Records the charted ticket on the order, once: true only for the call
     * that flipped it (a second caller, in parallel or later, gets false).
     */
    async markCharted(orderId: string, ticket: unknown, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ ticket })
        .where(and(eq(orders.id, orderId), notCharted))
        .returning({ id: orders.id });
      return rows.length > 0;
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
