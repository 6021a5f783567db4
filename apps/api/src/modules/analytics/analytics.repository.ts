import type { Db } from "@safar/db/client";
import { analyticsEvents } from "@safar/db/partner-schema";
import { and, count, countDistinct, gte, isNotNull, lt, sql } from "drizzle-orm";

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** The IST day of an instant (IST has no daylight saving: UTC + 5:30), YYYY-MM-DD. */
const istDay = sql<string>`to_char((${analyticsEvents.receivedAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** The only code that knows the SQL of analytics events. */
export function analyticsRepository(db: Db) {
  return {
    async insert(rows: NewAnalyticsEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
    },

    /** Deletes events received before `cutoff`; how many went. */
    async deleteReceivedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(analyticsEvents)
        .where(lt(analyticsEvents.receivedAt, cutoff))
        .returning({ id: analyticsEvents.id });
      return deleted.length;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(analyticsEvents);
      return row?.n ?? 0;
    },

    /** Distinct visits per IST day and funnel step, for events received in [from, to). */
    async funnelCounts(
      from: Date,
      to: Date,
    ): Promise<{ day: string; step: string; visits: number }[]> {
      const rows = await db
        .select({
          day: istDay,
          step: analyticsEvents.step,
          visits: countDistinct(analyticsEvents.visitId),
        })
        .from(analyticsEvents)
        .where(
          and(
            isNotNull(analyticsEvents.step),
            gte(analyticsEvents.receivedAt, from),
            lt(analyticsEvents.receivedAt, to),
          ),
        )
        .groupBy(istDay, analyticsEvents.step);
      return rows.map((r) => ({ day: r.day, step: r.step ?? "", visits: Number(r.visits) }));
    },
  };
}
