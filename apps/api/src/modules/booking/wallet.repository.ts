import type { Db } from "@safar/db/client";
import { wallets } from "@safar/db/partner-schema";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

/**
 * The only code that knows the SQL of the simulated parent wallet. An
 * authorisation holds money (`held_paise`) without taking it: spendable is
 * balance − held; a capture takes what was held, a void gives it back
 * (ADR 015).
 */
export function walletRepository(db: Db) {
  async function open(userId: string, initial: number, at: Date, tx: Executor): Promise<void> {
    await tx
      .insert(wallets)
      .values({ userId, balancePaise: initial, heldPaise: 0, updatedAt: at })
      .onConflictDoNothing({ target: wallets.userId });
  }

  return {
    /** Balance and held amount, opening the wallet with `initial` on first use. */
    async read(
      userId: string,
      initial: number,
      at: Date,
      tx: Executor = db,
    ): Promise<{ balance: number; held: number }> {
      await open(userId, initial, at, tx);
      const [row] = await tx
        .select({ balance: wallets.balancePaise, held: wallets.heldPaise })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return { balance: row?.balance ?? 0, held: row?.held ?? 0 };
    },

    /** Holds `amount` if the spendable balance covers it; false (nothing held) otherwise. */
    async hold(userId: string, amount: number, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(wallets)
        .set({ heldPaise: sql`${wallets.heldPaise} + ${amount}`, updatedAt: at })
        .where(
          and(
            eq(wallets.userId, userId),
            gte(sql`${wallets.balancePaise} - ${wallets.heldPaise}`, amount),
          ),
        )
        .returning({ userId: wallets.userId });
      return rows.length > 0;
    },

    /** Takes `amount` out of what is held; false when that much is not held. */
    async captureHeld(userId: string, amount: number, at: Date, tx: Executor = db) {
      const rows = await tx
        .update(wallets)
        .set({
          balancePaise: sql`${wallets.balancePaise} - ${amount}`,
          heldPaise: sql`${wallets.heldPaise} - ${amount}`,
          updatedAt: at,
        })
        .where(and(eq(wallets.userId, userId), gte(wallets.heldPaise, amount)))
        .returning({ userId: wallets.userId });
      return rows.length > 0;
    },

    /** Gives back `amount` that was held; false when that much is not held. */
    async release(userId: string, amount: number, at: Date, tx: Executor = db) {
      const rows = await tx
        .update(wallets)
        .set({ heldPaise: sql`${wallets.heldPaise} - ${amount}`, updatedAt: at })
        .where(and(eq(wallets.userId, userId), gte(wallets.heldPaise, amount)))
        .returning({ userId: wallets.userId });
      return rows.length > 0;
    },

    /** A refund of money taken. */
    async credit(userId: string, amount: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(wallets)
        .set({ balancePaise: sql`${wallets.balancePaise} + ${amount}`, updatedAt: at })
        .where(eq(wallets.userId, userId));
    },

    async setBalance(userId: string, amount: number, at: Date): Promise<void> {
      await db
        .insert(wallets)
        .values({ userId, balancePaise: amount, heldPaise: 0, updatedAt: at })
        .onConflictDoUpdate({
          target: wallets.userId,
          set: { balancePaise: amount, updatedAt: at },
        });
    },
  };
}
