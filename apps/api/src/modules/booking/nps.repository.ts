import type { Db } from "@safar/db/client";
import { npsFeedback } from "@safar/db/partner-schema";
import { eq } from "drizzle-orm";
import type { Executor } from "./booking.repository.ts";

export type NpsRow = typeof npsFeedback.$inferSelect;

/** The only code that knows the SQL of NPS feedback. */
export function npsRepository(db: Db) {
  return {
    async ofOrder(orderId: string, tx: Executor = db): Promise<NpsRow | null> {
      const [row] = await tx.select().from(npsFeedback).where(eq(npsFeedback.orderId, orderId));
      return row ?? null;
    },

    /** One answer an order: a second one replaces the first. */
    async save(row: Omit<NpsRow, "updatedAt">, tx: Executor = db): Promise<void> {
      await tx
        .insert(npsFeedback)
        .values({ ...row, updatedAt: row.createdAt })
        .onConflictDoUpdate({
          target: npsFeedback.orderId,
          set: {
            score: row.score,
            reasons: row.reasons,
            comment: row.comment,
            updatedAt: row.createdAt,
          },
        });
    },
  };
}

export type NpsRepository = ReturnType<typeof npsRepository>;
