import type { Db } from "@safar/db/client";
import { promoCodes, promoRedemptions } from "@safar/db/partner-schema";
import { and, asc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;
export type RedemptionRow = typeof promoRedemptions.$inferSelect;
export type RedemptionState = RedemptionRow["status"];

/** The only code that knows the SQL of promo codes and their uses. */
export function promoRepository(db: Db) {
  return {
    /** Codes live at `now`, the soonest to end first. */
    async liveCodes(now: Date): Promise<PromoCodeRow[]> {
      return db
        .select()
        .from(promoCodes)
        .where(and(lte(promoCodes.validFrom, now), gt(promoCodes.validTo, now)))
        .orderBy(asc(promoCodes.validTo), asc(promoCodes.code));
    },

    async code(code: string, tx: Executor = db): Promise<PromoCodeRow | null> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row ?? null;
    },

    /** The code's row, locked until the transaction ends: one checkout at a time counts its uses. */
    async lockCode(tx: Tx, code: string): Promise<PromoCodeRow | null> {
      const [row] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, code))
        .for("update");
      return row ?? null;
    },

    /** How many of the user's orders other than `exceptOrderId` hold or used the code. */
    async usesByUser(
      userId: string,
      code: string,
      exceptOrderId: string | null,
      tx: Executor = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(promoRedemptions)
        .where(
          and(
            eq(promoRedemptions.userId, userId),
            eq(promoRedemptions.code, code),
            inArray(promoRedemptions.status, ["held", "used"]),
            ...(exceptOrderId ? [ne(promoRedemptions.orderId, exceptOrderId)] : []),
          ),
        );
      return row?.n ?? 0;
    },

    async redemptionOf(orderId: string, tx: Executor = db): Promise<RedemptionRow | null> {
      const [row] = await tx
        .select()
        .from(promoRedemptions)
        .where(eq(promoRedemptions.orderId, orderId));
      return row ?? null;
    },

    /** The order's use of a code, held (a new one, or the order's earlier one taken again). */
    async hold(
      tx: Tx,
      row: { orderId: string; code: string; userId: string; discountPaise: number; now: Date },
    ): Promise<void> {
      await tx
        .insert(promoRedemptions)
        .values({
          orderId: row.orderId,
          code: row.code,
          userId: row.userId,
          discountPaise: row.discountPaise,
          status: "held",
          createdAt: row.now,
          updatedAt: row.now,
        })
        .onConflictDoUpdate({
          target: promoRedemptions.orderId,
          set: {
            code: row.code,
            discountPaise: row.discountPaise,
            status: "held",
            updatedAt: row.now,
          },
        });
    },

    /** Moves the order's use from one of `from` to `to`; false when it was not there (so once). */
    async move(
      orderId: string,
      from: readonly RedemptionState[],
      to: RedemptionState,
      now: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const moved = await tx
        .update(promoRedemptions)
        .set({ status: to, updatedAt: now })
        .where(
          and(eq(promoRedemptions.orderId, orderId), inArray(promoRedemptions.status, [...from])),
        )
        .returning({ orderId: promoRedemptions.orderId });
      return moved.length > 0;
    },

    /** Adds codes that are not there yet (the demo offers); an existing code is left as it is. */
    async insertCodes(rows: readonly NewPromoCodeRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(promoCodes)
        .values([...rows])
        .onConflictDoNothing();
    },
  };
}

export type PromoRepository = ReturnType<typeof promoRepository>;
