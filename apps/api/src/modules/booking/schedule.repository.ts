import type { Db } from "@safar/db/client";
import { orders, tatkalSchedules } from "@safar/db/partner-schema";
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor, OrderRow, Tx } from "./booking.repository.ts";

export type ScheduleRow = typeof tatkalSchedules.$inferSelect;
export type ScheduleState = ScheduleRow["status"];

const ACTIVE: ScheduleState[] = ["scheduled", "placing"];

/** The only code that knows the SQL of one-click Tatkal schedules (ADR 022). */
export function scheduleRepository(db: Db) {
  return {
    /** Serialises a user's scheduling (the per-opening limit) until the transaction ends. */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tatkal-schedule:${userId}`}))`);
    },

    /** Serialises scheduling with one railway user ID (its per-opening limit). */
    async lockRailwayUser(tx: Tx, railwayUserId: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`tatkal-schedule-id:${railwayUserId}`}))`,
      );
    },

    async insert(row: ScheduleRow, tx: Executor = db): Promise<void> {
      await tx.insert(tatkalSchedules).values(row);
    },

    async ofOrder(orderId: string, tx: Executor = db): Promise<ScheduleRow | null> {
      const [row] = await tx
        .select()
        .from(tatkalSchedules)
        .where(eq(tatkalSchedules.orderId, orderId));
      return row ?? null;
    },

    async lock(tx: Tx, scheduleId: string): Promise<ScheduleRow | null> {
      const [row] = await tx
        .select()
        .from(tatkalSchedules)
        .where(eq(tatkalSchedules.id, scheduleId))
        .for("update");
      return row ?? null;
    },

    /** Active schedules of an opening by this user, or by this railway user ID. */
    async activeCount(
      openingKey: string,
      who: { userId: string } | { railwayUserId: string },
      tx: Executor = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(tatkalSchedules)
        .where(
          and(
            eq(tatkalSchedules.openingKey, openingKey),
            inArray(tatkalSchedules.status, ACTIVE),
            "userId" in who
              ? eq(tatkalSchedules.userId, who.userId)
              : eq(tatkalSchedules.railwayUserId, who.railwayUserId),
          ),
        );
      return row?.n ?? 0;
    },

    /** The user's schedules with their orders: active ones, and the rest since `since`, newest first. */
    async listOf(
      userId: string,
      since: Date,
    ): Promise<{ schedule: ScheduleRow; order: OrderRow }[]> {
      return db
        .select({ schedule: tatkalSchedules, order: orders })
        .from(tatkalSchedules)
        .innerJoin(orders, eq(orders.id, tatkalSchedules.orderId))
        .where(
          and(
            eq(tatkalSchedules.userId, userId),
            or(inArray(tatkalSchedules.status, ACTIVE), gte(tatkalSchedules.updatedAt, since)),
          ),
        )
        .orderBy(desc(tatkalSchedules.opensAt), desc(tatkalSchedules.createdAt));
    },

    /** Schedules to place now: scheduled (to claim) or placing (to drive on), oldest first. */
    async due(now: Date, limit: number): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(tatkalSchedules)
        .where(and(inArray(tatkalSchedules.status, ACTIVE), lte(tatkalSchedules.opensAt, now)))
        .orderBy(tatkalSchedules.opensAt, tatkalSchedules.createdAt)
        .limit(limit);
    },

    /** Scheduled ones whose opening is within `noticeMs` and not told yet. */
    async toNotify(now: Date, noticeMs: number, limit: number): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(tatkalSchedules)
        .where(
          and(
            eq(tatkalSchedules.status, "scheduled"),
            isNull(tatkalSchedules.notifiedAt),
            lte(tatkalSchedules.opensAt, new Date(now.getTime() + noticeMs)),
          ),
        )
        .limit(limit);
    },

    /** A guarded move: only from one of `from`; the row after, or null when it had moved already. */
    async move(
      scheduleId: string,
      from: ScheduleState[],
      patch: Partial<ScheduleRow>,
      tx: Executor = db,
    ): Promise<ScheduleRow | null> {
      const [row] = await tx
        .update(tatkalSchedules)
        .set(patch)
        .where(and(eq(tatkalSchedules.id, scheduleId), inArray(tatkalSchedules.status, from)))
        .returning();
      return row ?? null;
    },

    /** Stamps the notice once (guarded); false when another runner did. */
    async markNotified(scheduleId: string, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(tatkalSchedules)
        .set({ notifiedAt: at })
        .where(and(eq(tatkalSchedules.id, scheduleId), isNull(tatkalSchedules.notifiedAt)))
        .returning({ id: tatkalSchedules.id });
      return rows.length > 0;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
