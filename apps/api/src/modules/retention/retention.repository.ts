import { ORDER_STATUS } from "@safar/contracts/booking";
import type { Db } from "@safar/db/client";
import {
  authCodes,
  loginRecords,
  OPEN_TRIP_STATES,
  orders,
  otpChallenges,
  outboxMessages,
  sessions,
  trips,
  users,
} from "@safar/db/partner-schema";
import { and, inArray, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** Orders whose money is still moving: never purged, whatever their age. */
const OPEN_ORDER_STATES = [
  ORDER_STATUS.paymentProcessing,
  ORDER_STATUS.bookingPending,
  ORDER_STATUS.retryInitiated,
  ORDER_STATUS.returnRequested,
  ORDER_STATUS.cancelRequested,
];

/**
 * An order (the table under alias `o`) whose last record — the order, its
 * payments, refunds, cancellations, TDR refunds, refunds to claim, one-click
 * Tatkal schedule and promo use — is older than `cutoff`, with none of them
 * still open (money held, a refund to claim or being made).
 */
function orderDoneBefore(o: string, cutoff: Date): SQL {
  const c = sql`${cutoff.toISOString()}::timestamptz`;
  const a = sql.raw(o);
  return sql`(${a}.created_at < ${c} and ${a}.updated_at < ${c}
    and ${a}.status not in (${sql.raw(OPEN_ORDER_STATES.join(", "))})
    and not exists (select 1 from partner.payments p where p.order_id = ${a}.id
      and (p.status in ('pending', 'authorized')
        or greatest(p.created_at, p.authorized_at, p.captured_at, p.voided_at) >= ${c}))
    and not exists (select 1 from partner.refunds r where r.order_id = ${a}.id
      and greatest(r.created_at, r.settled_at) >= ${c})
    and not exists (select 1 from partner.cancellations x where x.order_id = ${a}.id
      and (x.status = 'requested'
        or greatest(x.created_at, x.processed_at, x.credited_at, x.settle_by) >= ${c}))
    and not exists (select 1 from partner.tdr_refunds d where d.order_id = ${a}.id
      and greatest(d.created_at, d.decided_at, d.credited_at, d.settle_by) >= ${c})
    and not exists (select 1 from partner.unclaimed_refunds u where u.order_id = ${a}.id
      and (u.status = 'unclaimed'
        or greatest(u.failed_at, u.link_sent_at, u.claimed_at, u.expires_at) >= ${c}))
    and not exists (select 1 from partner.tatkal_schedules s where s.order_id = ${a}.id
      and (s.status in ('scheduled', 'placing') or s.updated_at >= ${c}))
    and not exists (select 1 from partner.promo_redemptions m where m.order_id = ${a}.id
      and m.updated_at >= ${c}))`;
}

/** Rows deleted per statement: a purge never holds many row locks at once. */
export const PURGE_BATCH = 5_000;

/** The only code that knows the SQL of the retention job (`retention.service.ts`). */
export function retentionRepository(db: Db, batch = PURGE_BATCH) {
  /** Deletes the rows `where` matches, `batch` at a time; how many went. */
  async function purge(table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = db.select({ key }).from(table).where(where).limit(batch);
      const gone = await db.delete(table).where(inArray(key, ids)).returning({ key });
      total += gone.length;
      if (gone.length < batch) return total;
    }
  }

  return {
    otpChallengesExpiredBefore: (cutoff: Date) =>
      purge(otpChallenges, otpChallenges.id, lt(otpChallenges.expiresAt, cutoff)),

    authCodesExpiredBefore: (cutoff: Date) =>
      purge(authCodes, authCodes.codeHash, lt(authCodes.expiresAt, cutoff)),

    /** Sessions that expired, or were signed out, before `cutoff`. */
    sessionsEndedBefore: (cutoff: Date) =>
      purge(
        sessions,
        sessions.id,
        or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)),
      ),

    loginRecordsBefore: (cutoff: Date) =>
      purge(loginRecords, loginRecords.id, lt(loginRecords.at, cutoff)),

    /** Messages whose purpose is one of `purposes`, made before `cutoff`. */
    messagesBefore: (cutoff: Date, purposes: readonly string[]) =>
      purge(
        outboxMessages,
        outboxMessages.id,
        and(lt(outboxMessages.createdAt, cutoff), inArray(outboxMessages.purpose, [...purposes])),
      ),

    /**
     * Orders whose last record is older than `cutoff`, with everything that
     * hangs on them (payments, refunds, cancellations, TDR refunds, refunds
     * to claim, schedules, promo uses, feedback: `on delete cascade`). A
     * two-train trip goes whole, once both its trains are done. How many
     * orders went.
     */
    async ordersDoneBefore(cutoff: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const ids = (
          await db
            .select({ id: trips.id })
            .from(trips)
            .where(
              and(
                lt(trips.createdAt, cutoff),
                lt(trips.updatedAt, cutoff),
                notInArray(trips.state, [...OPEN_TRIP_STATES]),
                sql`not exists (select 1 from partner.orders o2 where o2.trip_id = ${trips.id}
                  and not ${orderDoneBefore("o2", cutoff)})`,
              ),
            )
            .limit(batch)
        ).map((r) => r.id);
        if (ids.length === 0) break;
        const legs = await db
          .delete(orders)
          .where(inArray(orders.tripId, ids))
          .returning({ id: orders.id });
        await db.delete(trips).where(inArray(trips.id, ids));
        total += legs.length;
        if (ids.length < batch) break;
      }
      return (
        total +
        (await purge(
          orders,
          orders.id,
          and(
            isNull(orders.tripId),
            lt(orders.createdAt, cutoff),
            orderDoneBefore("orders", cutoff),
          ),
        ))
      );
    },

    /**
     * Deleted accounts' emptied rows (ADR 030) left owning nothing: no order,
     * no trip, and no money in the (parent app's) wallet.
     */
    emptiedAccountsOwningNothing: () =>
      purge(
        users,
        users.id,
        and(
          sql`${users.deletedAt} is not null`,
          sql`not exists (select 1 from partner.orders o where o.user_id = ${users.id})`,
          sql`not exists (select 1 from partner.trips t where t.user_id = ${users.id})`,
          sql`not exists (select 1 from partner.wallets w where w.user_id = ${users.id}
            and (w.balance_paise <> 0 or w.held_paise <> 0))`,
        ),
      ),

    /** Messages of any purpose but `except`, made before `cutoff`. */
    otherMessagesBefore: (cutoff: Date, except: readonly string[]) =>
      purge(
        outboxMessages,
        outboxMessages.id,
        and(
          lt(outboxMessages.createdAt, cutoff),
          except.length > 0 ? notInArray(outboxMessages.purpose, [...except]) : undefined,
        ),
      ),
  };
}
