import type { Db } from "@safar/db/client";
import { tatkalReminders, users } from "@safar/db/partner-schema";
import { and, asc, count, eq, gt, isNull, lte, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type ReminderRow = typeof tatkalReminders.$inferSelect;
export type NewReminderRow = typeof tatkalReminders.$inferInsert;

/** What identifies a reminder of a user (the table's unique key, spec §3's key). */
export interface ReminderKey {
  userId: string;
  trainNumber: string;
  classCode: string;
  quota: string;
  journeyDate: string;
}

/** The only code that knows the SQL of Tatkal reminders. */
export function tatkalRemindersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Serialises one user's new reminders until the transaction ends (the limit is counted under it). */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`tatkal_reminders:${userId}`}))`,
      );
    },

    /** Inserts the reminder; null when this user holds one under the same key already. */
    async insert(row: NewReminderRow, tx: Executor = db): Promise<ReminderRow | null> {
      const [inserted] = await tx
        .insert(tatkalReminders)
        .values(row)
        .onConflictDoNothing({
          target: [
            tatkalReminders.userId,
            tatkalReminders.trainNumber,
            tatkalReminders.classCode,
            tatkalReminders.quota,
            tatkalReminders.journeyDate,
          ],
        })
        .returning();
      return inserted ?? null;
    },

    async byKey(key: ReminderKey, tx: Executor = db): Promise<ReminderRow | null> {
      const [row] = await tx
        .select()
        .from(tatkalReminders)
        .where(
          and(
            eq(tatkalReminders.userId, key.userId),
            eq(tatkalReminders.trainNumber, key.trainNumber),
            eq(tatkalReminders.classCode, key.classCode),
            eq(tatkalReminders.quota, key.quota),
            eq(tatkalReminders.journeyDate, key.journeyDate),
          ),
        );
      return row ?? null;
    },

    /** How many of the user's reminders open after `now`. */
    async countUpcoming(userId: string, now: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(tatkalReminders)
        .where(and(eq(tatkalReminders.userId, userId), gt(tatkalReminders.opensAt, now)));
      return row?.n ?? 0;
    },

    /** The user's reminders whose Tatkal opens after `now`, soonest first. */
    async upcoming(userId: string, now: Date): Promise<ReminderRow[]> {
      return db
        .select()
        .from(tatkalReminders)
        .where(and(eq(tatkalReminders.userId, userId), gt(tatkalReminders.opensAt, now)))
        .orderBy(asc(tatkalReminders.opensAt), asc(tatkalReminders.trainNumber));
    },

    /** Deletes one of this user's reminders; false for an unknown id or another user's (R5). */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(tatkalReminders)
        .where(and(eq(tatkalReminders.id, id), eq(tatkalReminders.userId, userId)))
        .returning({ id: tatkalReminders.id });
      return rows.length > 0;
    },

    /**
     * Reminders to send: not sent, their time come (`notify_at ≤ now`), and
     * Tatkal opened no earlier than `openedSince`; the oldest first (the
     * partial index `tatkal_reminders_due_idx` serves it).
     */
    async due(now: Date, openedSince: Date, limit: number): Promise<ReminderRow[]> {
      return db
        .select()
        .from(tatkalReminders)
        .where(
          and(
            isNull(tatkalReminders.notifiedAt),
            lte(tatkalReminders.notifyAt, now),
            gt(tatkalReminders.opensAt, openedSince),
          ),
        )
        .orderBy(asc(tatkalReminders.notifyAt), asc(tatkalReminders.id))
        .limit(limit);
    },

    /**
     * Records the reminder sent, only if no one recorded it before (the
     * guard): true for the one caller that wins; every other caller, at the
     * same time in another process or later, gets false and sends nothing.
     */
    async markNotified(id: string, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(tatkalReminders)
        .set({ notifiedAt: at })
        .where(and(eq(tatkalReminders.id, id), isNull(tatkalReminders.notifiedAt)))
        .returning({ id: tatkalReminders.id });
      return rows.length > 0;
    },

    /** The account's registered mobile and e-mail (where a reminder goes). */
    async contactsOf(
      userId: string,
      tx: Executor = db,
    ): Promise<{ mobile: string | null; email: string | null }> {
      const [row] = await tx
        .select({ mobile: users.mobile, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { mobile: null, email: null };
    },
  };
}

export type TatkalRemindersRepository = ReturnType<typeof tatkalRemindersRepository>;
