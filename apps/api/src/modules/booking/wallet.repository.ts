import type { Db } from "@safar/db/client";
import { wallets } from "@safar/db/partner-schema";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

/** The only code that knows the SQL of the simulated parent wallet. */
export function walletRepository(db: Db) {
  return {
    /** The balance, opening the wallet with `initial` on first use. */
    async balance(userId: string, initial: number, at: Date, tx: Executor = db): Promise<number> {
      await tx
        .insert(wallets)
        .values({ userId, balancePaise: initial, updatedAt: at })
        .onConflictDoNothing({ target: wallets.userId });
      const [row] = await tx
        .select({ balance: wallets.balancePaise })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.balance ?? 0;
    },

    /** Takes `amount` if the balance covers it; false (nothing taken) otherwise. */
    async debit(userId: string, amount: number, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(wallets)
        .set({ balancePaise: sql`${wallets.balancePaise} - ${amount}`, updatedAt: at })
        .where(and(eq(wallets.userId, userId), gte(wallets.balancePaise, amount)))
        .returning({ userId: wallets.userId });
      return rows.length > 0;
    },

    async credit(userId: string, amount: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(wallets)
        .set({ balancePaise: sql`${wallets.balancePaise} + ${amount}`, updatedAt: at })
        .where(eq(wallets.userId, userId));
    },

    async setBalance(userId: string, amount: number, at: Date): Promise<void> {
      await db
        .insert(wallets)
        .values({ userId, balancePaise: amount, updatedAt: at })
        .onConflictDoUpdate({
          target: wallets.userId,
          set: { balancePaise: amount, updatedAt: at },
        });
    },
  };
}
