import type { Db } from "@safar/db/client";
import { railwayIds, users } from "@safar/db/partner-schema";
import { and, count, desc, eq, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/** The only code that knows the SQL of a user's linked railway user IDs (`partner.railway_ids`). */
export function railwayIdsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Locks the Safar user's row until the transaction ends (linking checks a count). */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    /** The user's railway user IDs, last used (or, never used, last linked) first. */
    async listFor(userId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ railwayUserId: railwayIds.railwayUserId })
        .from(railwayIds)
        .where(eq(railwayIds.userId, userId))
        .orderBy(
          desc(sql`coalesce(${railwayIds.lastUsedAt}, ${railwayIds.linkedAt})`),
          desc(railwayIds.linkedAt),
          railwayIds.railwayUserId,
        );
      return rows.map((r) => r.railwayUserId);
    },

    async countFor(tx: Executor, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(railwayIds)
        .where(eq(railwayIds.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** Whether this user linked this ID (case-sensitive, as the railway spells IDs). */
    async isLinked(userId: string, railwayUserId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: railwayIds.userId })
        .from(railwayIds)
        .where(and(eq(railwayIds.userId, userId), eq(railwayIds.railwayUserId, railwayUserId)));
      return row !== undefined;
    },

    /** Links an ID; false when it was linked already. */
    async insert(
      tx: Executor,
      row: { userId: string; railwayUserId: string; linkedAt: Date },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(railwayIds)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: railwayIds.userId });
      return inserted.length > 0;
    },

    async markUsed(userId: string, railwayUserId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(railwayIds)
        .set({ lastUsedAt: at })
        .where(and(eq(railwayIds.userId, userId), eq(railwayIds.railwayUserId, railwayUserId)))
        .returning({ userId: railwayIds.userId });
      return rows.length > 0;
    },
  };
}

export type RailwayIdsRepository = ReturnType<typeof railwayIdsRepository>;
