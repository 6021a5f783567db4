import type { Db } from "@safar/db/client";
import { orders, payments, unclaimedRefunds, users } from "@safar/db/partner-schema";
import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

export type UnclaimedRefundRow = typeof unclaimedRefunds.$inferSelect;
export type NewUnclaimedRefundRow = typeof unclaimedRefunds.$inferInsert;

/** An unclaimed refund with the journey of its order and the instrument that refused it. */
export interface UnclaimedRefundListed extends UnclaimedRefundRow {
  pnr: string | null;
  trainNumber: string;
  trainName: string;
  fromCode: string;
  toCode: string;
  journeyDate: string;
  instrument: string | null;
}

const listed = {
  refund: unclaimedRefunds,
  pnr: orders.pnr,
  trainNumber: orders.trainNumber,
  trainName: orders.trainName,
  fromCode: orders.fromCode,
  toCode: orders.toCode,
  journeyDate: orders.journeyDate,
  instrument: payments.instrument,
};

/** A row as selected by `listed`: the refund beside its journey's columns. */
type ListedRow = { refund: UnclaimedRefundRow } & Omit<
  UnclaimedRefundListed,
  keyof UnclaimedRefundRow
>;

const flat = ({ refund, ...journey }: ListedRow): UnclaimedRefundListed => ({
  ...refund,
  ...journey,
});

/**
 * The only code that knows the SQL of unclaimed refunds (spec §9), and of
 * the registered contact of the account they belong to (the claim link goes
 * there, not to a booking's contact details).
 */
export function unclaimedRefundRepository(db: Db) {
  return {
    /** Records one; false when this refund (source, source id) is recorded already. */
    async insert(row: NewUnclaimedRefundRow, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(unclaimedRefunds)
        .values(row)
        .onConflictDoNothing({ target: [unclaimedRefunds.source, unclaimedRefunds.sourceId] })
        .returning({ id: unclaimedRefunds.id });
      return rows.length > 0;
    },

    async bySource(
      source: string,
      sourceId: string,
      tx: Executor = db,
    ): Promise<UnclaimedRefundRow | null> {
      const [row] = await tx
        .select()
        .from(unclaimedRefunds)
        .where(and(eq(unclaimedRefunds.source, source), eq(unclaimedRefunds.sourceId, sourceId)));
      return row ?? null;
    },

    /** The user's own refund (another user's answers null, R5), with its journey. */
    async ofUser(
      userId: string,
      id: string,
      tx: Executor = db,
    ): Promise<UnclaimedRefundListed | null> {
      const [row] = await tx
        .select(listed)
        .from(unclaimedRefunds)
        .innerJoin(orders, eq(orders.id, unclaimedRefunds.orderId))
        .leftJoin(payments, eq(payments.id, orders.ticketPaymentId))
        .where(and(eq(unclaimedRefunds.id, id), eq(unclaimedRefunds.userId, userId)));
      return row ? flat(row) : null;
    },

    /** The user's refunds: waiting ones first (soonest to expire first), then the rest, newest first. */
    async listOfUser(userId: string, limit: number): Promise<UnclaimedRefundListed[]> {
      const rows = await db
        .select(listed)
        .from(unclaimedRefunds)
        .innerJoin(orders, eq(orders.id, unclaimedRefunds.orderId))
        .leftJoin(payments, eq(payments.id, orders.ticketPaymentId))
        .where(eq(unclaimedRefunds.userId, userId))
        .orderBy(
          sql`case when ${unclaimedRefunds.status} = 'unclaimed' then 0 else 1 end`,
          sql`case when ${unclaimedRefunds.status} = 'unclaimed' then ${unclaimedRefunds.expiresAt} end asc`,
          desc(unclaimedRefunds.failedAt),
          asc(unclaimedRefunds.id),
        )
        .limit(limit);
      return rows.map(flat);
    },

    /** An order's unclaimed refunds (claimed and expired ones too), oldest first. */
    async ofOrder(orderId: string, tx: Executor = db): Promise<UnclaimedRefundRow[]> {
      return tx
        .select()
        .from(unclaimedRefunds)
        .where(eq(unclaimedRefunds.orderId, orderId))
        .orderBy(asc(unclaimedRefunds.failedAt), asc(unclaimedRefunds.id));
    },

    /**
     * unclaimed → claimed, only while it is unclaimed and before it expires,
     * for its owner: the guard that makes a claim happen once. The row, or
     * null when another claim (or the expiry) came first.
     */
    async markClaimed(
      id: string,
      userId: string,
      claim: { to: "wallet" | "upi"; upiId: string | null; at: Date },
      tx: Executor = db,
    ): Promise<UnclaimedRefundRow | null> {
      const [row] = await tx
        .update(unclaimedRefunds)
        .set({
          status: "claimed",
          claimedAt: claim.at,
          claimedTo: claim.to,
          claimedUpiId: claim.upiId,
        })
        .where(
          and(
            eq(unclaimedRefunds.id, id),
            eq(unclaimedRefunds.userId, userId),
            eq(unclaimedRefunds.status, "unclaimed"),
            gt(unclaimedRefunds.expiresAt, claim.at),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Unclaimed refunds whose claim time is over, soonest expired first. */
    async lapsed(now: Date, limit: number): Promise<UnclaimedRefundRow[]> {
      return db
        .select()
        .from(unclaimedRefunds)
        .where(and(eq(unclaimedRefunds.status, "unclaimed"), lte(unclaimedRefunds.expiresAt, now)))
        .orderBy(asc(unclaimedRefunds.expiresAt))
        .limit(limit);
    },

    /** unclaimed → expired (to the wallet), only once its claim time is over; null when not. */
    async markExpired(
      id: string,
      now: Date,
      tx: Executor = db,
    ): Promise<UnclaimedRefundRow | null> {
      const [row] = await tx
        .update(unclaimedRefunds)
        .set({ status: "expired", claimedAt: now, claimedTo: "wallet" })
        .where(
          and(
            eq(unclaimedRefunds.id, id),
            eq(unclaimedRefunds.status, "unclaimed"),
            lte(unclaimedRefunds.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The account's registered mobile and e-mail (what the user signed in with). */
    async registeredContact(
      userId: string,
      tx: Executor = db,
    ): Promise<{ mobile: string | null; email: string | null }> {
      const [row] = await tx
        .select({ mobile: users.mobile, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return { mobile: row?.mobile ?? null, email: row?.email ?? null };
    },
  };
}
export type UnclaimedRefundRepository = ReturnType<typeof unclaimedRefundRepository>;
