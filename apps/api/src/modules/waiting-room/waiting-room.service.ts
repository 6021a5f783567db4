import { randomUUID } from "node:crypto";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { WaitingPlace } from "@safar/contracts/waiting-room";
import type { Db } from "@safar/db/client";
import {
  DEFAULT_WAITING_ROOM,
  intervalMsOf,
  nextPlace,
  type Opening,
  openingKey,
  retryAfterSeconds,
  roomActive,
  standing,
  type WaitingRoomConfig,
} from "@safar/domain/waiting-room";
import {
  type TicketRow,
  type Tx,
  type WaitingRoomRepository,
  waitingRoomRepository,
} from "./waiting-room.repository.ts";

export interface GateRequest {
  userId: string;
  railwayUserId: string;
  orderId: string;
  opening: Opening;
  /** The class shows REGRET or NOT AVAILABLE now. */
  soldOut: boolean;
  now: Date;
}

const PLACE_TAKEN_BY_ID =
  "This IRCTC user ID already has a booking waiting in this queue. One booking at a time for each ID.";

/**
 * The waiting rooms of openings (issue 20 item 4, ADR 021). A checkout in
 * the minutes around an opening passes `gate`: it answers the admitted place
 * (used in the checkout's transaction once berths are held), or refuses with
 * 429 `queued` and `Retry-After` until the place's turn. One waiting place
 * per user and per railway user ID in an opening.
 */
export function createWaitingRoomService(deps: {
  db: Db;
  config?: WaitingRoomConfig;
  /** Off only in the race test. */
  locking?: boolean;
}) {
  const repo: WaitingRoomRepository = waitingRoomRepository(deps.db, {
    ...(deps.locking === undefined ? {} : { locking: deps.locking }),
  });
  const config = deps.config ?? DEFAULT_WAITING_ROOM;
  const intervalMs = intervalMsOf(config);
  /**
   * This process's arrivals of each opening, one after another: only one at
   * a time waits for the room's row lock, holding a pooled connection
   * meanwhile. Without it, a crowd arriving at the opening second held every
   * connection of the pool waiting for that lock, and the admitted bookings'
   * queries queued behind them (bench/overload.ts). The row lock still orders
   * arrivals across processes.
   */
  const arrivals = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (deps.locking === false) return work();
    const run = (arrivals.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    arrivals.set(key, settled);
    void settled.then(() => {
      if (arrivals.get(key) === settled) arrivals.delete(key);
    });
    return run;
  }

  const queued = (ticket: TicketRow, now: Date) =>
    new DomainError(ErrorCode.queued, {
      retryAfterSeconds: retryAfterSeconds(ticket.admitAt, now),
    });

  /** The place as the checkout may use it: admitted → its id; waiting → 429; lapsed → null (take a new one). */
  async function judge(ticket: TicketRow, orderId: string, now: Date): Promise<string | null> {
    const st = standing(ticket.admitAt, now, config);
    if (st === "lapsed") {
      await repo.end(ticket.id, "lapsed", now);
      return null;
    }
    if (ticket.orderId !== orderId) throw new DomainError(ErrorCode.queue_place_taken);
    if (st === "waiting") throw queued(ticket, now);
    return ticket.id;
  }

  async function takePlace(request: GateRequest, key: string): Promise<TicketRow> {
    const { now } = request;
    return repo.transaction(async (tx) => {
      const room = await repo.lockRoom(tx, {
        openingKey: key,
        opensAt: request.opening.opensAt,
        intervalMs,
        burst: config.burst,
        createdAt: now,
      });
      // Under the room's lock: a second click or tab finds the place the first took.
      const mine = await repo.waitingOf(key, { userId: request.userId }, tx);
      if (mine) return mine;
      const byId = await repo.waitingOf(key, { railwayUserId: request.railwayUserId }, tx);
      if (byId) {
        if (standing(byId.admitAt, now, config) !== "lapsed") {
          throw new DomainError(ErrorCode.queue_place_taken, { message: PLACE_TAKEN_BY_ID });
        }
        await repo.end(byId.id, "lapsed", now, tx);
      }
      const place = nextPlace(room, now);
      const ticket: TicketRow = {
        id: randomUUID(),
        openingKey: key,
        seq: place.seq,
        userId: request.userId,
        railwayUserId: request.railwayUserId,
        orderId: request.orderId,
        arrivedAt: now,
        admitAt: place.admitAt,
        state: "waiting",
        endedAt: null,
      };
      await repo.takePlace(tx, ticket);
      return ticket;
    });
  }

  return {
    config,

    /**
     * Null when the opening's room is not taking arrivals, or the class is
     * sold out once open (the booking goes straight on, to be refused by the
     * railway); the admitted place's id; or a refusal: 429 `queued`
     * (with `Retry-After`), 409 `queue_place_taken`.
     */
    async gate(request: GateRequest): Promise<string | null> {
      const { now, opening, orderId } = request;
      const key = openingKey(opening);
      const existing = await repo.waitingOf(key, { userId: request.userId });
      // Sold out once open: no turn to wait for. The place is given up and the
      // railway's hold says why at once, not after the queue.
      if (request.soldOut && now >= opening.opensAt) {
        if (existing) await repo.end(existing.id, "left", now);
        return null;
      }
      if (existing) {
        const id = await judge(existing, orderId, now);
        if (id) return id;
      }
      const room = await repo.room(key);
      if (!roomActive(opening, now, room?.lastAdmitAt ?? null, config)) return null;
      const taken = await oneAtATime(key, () => takePlace(request, key));
      const id = await judge(taken, orderId, now);
      if (!id) throw queued(taken, now);
      return id;
    },

    /**
     * The admission was spent: berths held (in the checkout's transaction),
     * or the railway refused the booking. A new booking queues again.
     */
    used: (ticketId: string, now: Date, tx?: Tx) => repo.end(ticketId, "used", now, tx),

    /** Where the order's place stands (its owner only; 404 otherwise). */
    async place(userId: string, orderId: string, now: Date): Promise<WaitingPlace> {
      const ticket = await repo.latestOfOrder(userId, orderId);
      if (!ticket)
        throw new DomainError(ErrorCode.not_found, { message: "This booking is not in a queue" });
      const st = ticket.state === "waiting" ? standing(ticket.admitAt, now, config) : ticket.state;
      const ahead = st === "waiting" ? await repo.waitingAhead(ticket, now) : 0;
      const [kind, opensAt] = ticket.openingKey.split("@") as [string, string];
      return {
        orderId,
        opening: { kind: kind === "tatkal" ? "tatkal" : "arp", opensAt },
        state: st,
        number: ticket.seq,
        ahead,
        admitAt: ticket.admitAt.toISOString(),
        waitSeconds: Math.max(0, Math.ceil((ticket.admitAt.getTime() - now.getTime()) / 1000)),
        admittedUntil: new Date(ticket.admitAt.getTime() + config.graceMs).toISOString(),
        checkedAt: now.toISOString(),
      };
    },

    /** Leaves the queue (the place is given up; it can be taken again, at the back). */
    async leave(userId: string, orderId: string, now: Date): Promise<{ left: boolean }> {
      const ticket = await repo.latestOfOrder(userId, orderId);
      if (!ticket)
        throw new DomainError(ErrorCode.not_found, { message: "This booking is not in a queue" });
      return { left: await repo.end(ticket.id, "left", now) };
    },
  };
}

export type WaitingRoomService = ReturnType<typeof createWaitingRoomService>;
