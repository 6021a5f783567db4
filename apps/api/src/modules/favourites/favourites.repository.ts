import type { Db } from "@safar/db/client";
import { favouriteRoutes } from "@safar/db/partner-schema";
import { and, count, desc, eq, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type FavouriteRow = typeof favouriteRoutes.$inferSelect;
export type NewFavouriteRow = typeof favouriteRoutes.$inferInsert;

export type FavouritesRepository = ReturnType<typeof favouritesRepository>;

/** The only code that knows the SQL of favourite routes. */
export function favouritesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Serialises one user's saves until the transaction ends (the limit is counted under it). */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    },

    async countOf(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(favouriteRoutes)
        .where(eq(favouriteRoutes.userId, userId));
      return row?.n ?? 0;
    },

    async byPair(
      tx: Tx | Db,
      userId: string,
      fromCode: string,
      toCode: string,
    ): Promise<FavouriteRow | null> {
      const [row] = await tx
        .select()
        .from(favouriteRoutes)
        .where(
          and(
            eq(favouriteRoutes.userId, userId),
            eq(favouriteRoutes.fromCode, fromCode),
            eq(favouriteRoutes.toCode, toCode),
          ),
        );
      return row ?? null;
    },

    async insert(tx: Tx, row: NewFavouriteRow): Promise<FavouriteRow> {
      const [inserted] = await tx.insert(favouriteRoutes).values(row).returning();
      return inserted as FavouriteRow;
    },

    /** Newest first. */
    async listOf(userId: string): Promise<FavouriteRow[]> {
      return db
        .select()
        .from(favouriteRoutes)
        .where(eq(favouriteRoutes.userId, userId))
        .orderBy(desc(favouriteRoutes.createdAt), desc(favouriteRoutes.id));
    },

    /** Deletes the user's favourite; false when the user has none with this id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(favouriteRoutes)
        .where(and(eq(favouriteRoutes.userId, userId), eq(favouriteRoutes.id, id)))
        .returning({ id: favouriteRoutes.id });
      return gone.length > 0;
    },
  };
}
