import type { Db } from "@safar/db/client";
import { consentEvents } from "@safar/db/partner-schema";
import { desc, eq } from "drizzle-orm";

export type ConsentEventRow = typeof consentEvents.$inferSelect;
export type NewConsentEventRow = typeof consentEvents.$inferInsert;

/** The only code that knows the SQL of consents. */
export function consentsRepository(db: Db) {
  return {
    async append(row: NewConsentEventRow): Promise<void> {
      await db.insert(consentEvents).values(row);
    },

    /** Every change of the user's, newest first. */
    async historyOf(userId: string): Promise<ConsentEventRow[]> {
      return db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.userId, userId))
        .orderBy(desc(consentEvents.id));
    },
  };
}
