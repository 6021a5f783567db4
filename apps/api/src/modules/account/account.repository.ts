import type { Db } from "@safar/db/client";
import {
  authCodes,
  consentEvents,
  favouriteRoutes,
  loginRecords,
  npsFeedback,
  orders,
  otpChallenges,
  outboxMessages,
  railwayIds,
  savedTravellers,
  sessions,
  tatkalReminders,
  tatkalSchedules,
  users,
  waitingTickets,
} from "@safar/db/partner-schema";
import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ChallengeRow = typeof otpChallenges.$inferSelect;
export type AccountRow = typeof users.$inferSelect;

const PURPOSE = "account_delete" as const;

/** Order states still moving (payment processing, pending, retry, return or cancel requested). */
const OPEN_ORDER_STATES = [1, 5, 9, 17, 19];

/** The only code of the account module that knows SQL (ADR 030). */
export function accountRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The account's row, locked until the transaction ends: one deletion at a time. */
    async lockUser(tx: Tx, userId: string): Promise<AccountRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      return row ?? null;
    },

    /** Bookings still being processed and Tatkal bookings still to be placed. */
    async openWork(tx: Tx, userId: string): Promise<number> {
      const [o] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATES)));
      const [s] = await tx
        .select({ n: count() })
        .from(tatkalSchedules)
        .where(
          and(
            eq(tatkalSchedules.userId, userId),
            inArray(tatkalSchedules.status, ["scheduled", "placing"]),
          ),
        );
      return (o?.n ?? 0) + (s?.n ?? 0);
    },

    async challengesSince(tx: Tx, identity: string, since: Date): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.identity, identity),
            eq(otpChallenges.purpose, PURPOSE),
            gt(otpChallenges.createdAt, since),
          ),
        );
      return rows.map((r) => r.createdAt);
    },

    async insertChallenge(tx: Tx, row: Omit<ChallengeRow, "id" | "purpose">): Promise<void> {
      await tx.insert(otpChallenges).values({ ...row, purpose: PURPOSE });
    },

    async latestChallenge(tx: Tx, identity: string): Promise<ChallengeRow | null> {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.identity, identity), eq(otpChallenges.purpose, PURPOSE)))
        .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
        .limit(1);
      return row ?? null;
    },

    async recordWrongAttempt(tx: Tx, id: number): Promise<void> {
      await tx
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id));
    },

    async consumeChallenge(tx: Tx, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length > 0;
    },

    /**
     * Erases what is the traveller's alone (ADR 030): every row below is
     * deleted; the counts say how many.
     */
    async erase(
      tx: Tx,
      userId: string,
      identities: string[],
      recipients: string[],
    ): Promise<Record<string, number>> {
      const n = async (rows: Promise<unknown[]>) => (await rows).length;
      const erased: Record<string, number> = {
        savedTravellers: await n(
          tx.delete(savedTravellers).where(eq(savedTravellers.userId, userId)).returning(),
        ),
        favourites: await n(
          tx.delete(favouriteRoutes).where(eq(favouriteRoutes.userId, userId)).returning(),
        ),
        railwayIds: await n(tx.delete(railwayIds).where(eq(railwayIds.userId, userId)).returning()),
        tatkalReminders: await n(
          tx.delete(tatkalReminders).where(eq(tatkalReminders.userId, userId)).returning(),
        ),
        consents: await n(
          tx.delete(consentEvents).where(eq(consentEvents.userId, userId)).returning(),
        ),
        signIns: await n(
          tx.delete(loginRecords).where(eq(loginRecords.userId, userId)).returning(),
        ),
        sessions: await n(tx.delete(sessions).where(eq(sessions.userId, userId)).returning()),
        feedback: await n(tx.delete(npsFeedback).where(eq(npsFeedback.userId, userId)).returning()),
        queuePlaces: await n(
          tx.delete(waitingTickets).where(eq(waitingTickets.userId, userId)).returning(),
        ),
        messages:
          recipients.length === 0
            ? 0
            : await n(
                tx
                  .delete(outboxMessages)
                  .where(inArray(outboxMessages.recipient, recipients))
                  .returning(),
              ),
      };
      await tx.delete(authCodes).where(eq(authCodes.userId, userId));
      if (identities.length > 0) {
        await tx.delete(otpChallenges).where(inArray(otpChallenges.identity, identities));
      }
      return erased;
    },

    async ordersOf(tx: Tx, userId: string) {
      return tx
        .select({ id: orders.id, request: orders.request, ticket: orders.ticket })
        .from(orders)
        .where(eq(orders.userId, userId));
    },

    async maskOrder(tx: Tx, id: string, request: unknown, ticket: unknown): Promise<void> {
      await tx.update(orders).set({ request, ticket }).where(eq(orders.id, id));
    },

    /** The row stays as the owner of the kept orders, emptied; nobody can sign in to it. */
    async tombstone(tx: Tx, userId: string, at: Date): Promise<void> {
      await tx
        .update(users)
        .set({
          mobile: null,
          email: null,
          firstName: "",
          lastName: "",
          mobileVerified: false,
          emailVerified: false,
          deletedAt: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
