import type { Db } from "@safar/db/client";
import { waitingRooms, waitingTickets } from "@safar/db/partner-schema";
import { and, count, eq, gt, inArray, lt, or, sql } from "drizzle-orm";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
export type RoomRow = typeof waitingRooms.$inferSelect;
export type TicketRow = typeof waitingTickets.$inferSelect;
export type TicketEnd = "used" | "lapsed" | "left";

/** The only code that knows the SQL of waiting rooms (ADR 021). */
export function waitingRoomRepository(db: Db, options: { locking?: boolean } = {}) {
  const locking = options.locking ?? true;
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async room(openingKey: string, tx: Executor = db): Promise<RoomRow | null> {
      const [row] = await tx
        .select()
        .from(waitingRooms)
        .where(eq(waitingRooms.openingKey, openingKey));
      return row ?? null;
    },

    /** The room, made if it is not there yet, locked until the transaction ends: arrivals go one at a time. */
    async lockRoom(
      tx: Tx,
      room: Pick<RoomRow, "openingKey" | "opensAt" | "intervalMs" | "burst" | "createdAt">,
    ): Promise<RoomRow> {
      await tx
        .insert(waitingRooms)
        .values(room)
        .onConflictDoNothing({ target: waitingRooms.openingKey });
      const query = tx
        .select()
        .from(waitingRooms)
        .where(eq(waitingRooms.openingKey, room.openingKey));
      // Unlocked only in the race test that shows what the lock prevents.
      const [row] = locking ? await query.for("update") : await query;
      if (!row) throw new Error(`waiting room ${room.openingKey} vanished`);
      return row;
    },

    /** Places taken together (one arrival batch): the room's count and pace moved on once, the tickets stored. */
    async takePlaces(tx: Tx, openingKey: string, tickets: TicketRow[]): Promise<void> {
      const last = tickets.at(-1);
      if (!last) return;
      await tx
        .update(waitingRooms)
        .set({ lastSeq: last.seq, lastAdmitAt: last.admitAt })
        .where(eq(waitingRooms.openingKey, openingKey));
      await tx.insert(waitingTickets).values(tickets);
    },

    /** The waiting places in an opening of any of these users or railway IDs (one arrival batch). */
    async waitingOfAny(
      openingKey: string,
      who: { userIds: string[]; railwayUserIds: string[] },
      tx: Executor = db,
    ): Promise<TicketRow[]> {
      return tx
        .select()
        .from(waitingTickets)
        .where(
          and(
            eq(waitingTickets.openingKey, openingKey),
            eq(waitingTickets.state, "waiting"),
            or(
              inArray(waitingTickets.userId, who.userIds),
              inArray(waitingTickets.railwayUserId, who.railwayUserIds),
            ),
          ),
        );
    },

    /** The user's waiting place in an opening, or the railway ID's. */
    async waitingOf(
      openingKey: string,
      who: { userId: string } | { railwayUserId: string },
      tx: Executor = db,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .select()
        .from(waitingTickets)
        .where(
          and(
            eq(waitingTickets.openingKey, openingKey),
            eq(waitingTickets.state, "waiting"),
            "userId" in who
              ? eq(waitingTickets.userId, who.userId)
              : eq(waitingTickets.railwayUserId, who.railwayUserId),
          ),
        );
      return row ?? null;
    },

    /** The order's latest place (any state), for its owner only. */
    async latestOfOrder(
      userId: string,
      orderId: string,
      tx: Executor = db,
    ): Promise<TicketRow | null> {
      const [row] = await tx
        .select()
        .from(waitingTickets)
        .where(and(eq(waitingTickets.userId, userId), eq(waitingTickets.orderId, orderId)))
        .orderBy(sql`${waitingTickets.arrivedAt} desc, ${waitingTickets.seq} desc`)
        .limit(1);
      return row ?? null;
    },

    /** How many still wait ahead of a place (earlier places not yet admitted at `now`). */
    async waitingAhead(ticket: TicketRow, now: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(waitingTickets)
        .where(
          and(
            eq(waitingTickets.openingKey, ticket.openingKey),
            eq(waitingTickets.state, "waiting"),
            lt(waitingTickets.seq, ticket.seq),
            gt(waitingTickets.admitAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** Ends a waiting place (guarded: only a waiting one); false when it had ended already. */
    async end(id: string, state: TicketEnd, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(waitingTickets)
        .set({ state, endedAt: at })
        .where(and(eq(waitingTickets.id, id), eq(waitingTickets.state, "waiting")))
        .returning({ id: waitingTickets.id });
      return rows.length > 0;
    },
  };
}

export type WaitingRoomRepository = ReturnType<typeof waitingRoomRepository>;
