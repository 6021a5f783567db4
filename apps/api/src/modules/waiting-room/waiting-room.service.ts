import { randomUUID } from "node:crypto";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { isSoldOut, type WaitingPlace } from "@safar/contracts/waiting-room";
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
import { REGRET_MESSAGE } from "@safar/railway/gateway";
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
  /** The class's seats as the railway shows them now (asked only after the opening). */
  seatsNow: () => Promise<string>;
  now: Date;
}

const PLACE_TAKEN_BY_ID =
  "This IRCTC user ID already has a booking waiting in this queue. One booking at a time for each ID.";

/** Arrivals of one opening taken in one transaction at most. */
const MAX_BATCH = 200;

interface Arrival {
  request: GateRequest;
  resolve: (ticket: TicketRow) => void;
  reject: (error: unknown) => void;
}

/**
 * The waiting rooms of openings (issue 20 item 4, ADR 021). A checkout in
 * the minutes around an opening passes `gate`: it answers the admitted place
 * (used in the checkout's transaction once berths are held), or refuses with
 * 429 `queued` and `Retry-After` until the place's turn, or with the
 * railway's REGRET once the class is sold out. One waiting place per user and
 * per railway user ID in an opening.
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
   * This process's arrivals of each opening, gathered while the previous
   * batch holds the room's lock and taken together in one transaction
   * (ADR 021): a crowd at the opening second costs a few transactions, not
   * one each, and never holds more than one pooled connection waiting for
   * the lock. The row lock still orders batches across processes.
   */
  const pending = new Map<string, Arrival[]>();
  const draining = new Set<string>();

  function arrive(key: string, request: GateRequest): Promise<TicketRow> {
    if (deps.locking === false) {
      return takePlaces(key, [request]).then(([one]) => {
        if (one instanceof Error) throw one;
        return one as TicketRow;
      });
    }
    return new Promise((resolve, reject) => {
      const list = pending.get(key) ?? [];
      list.push({ request, resolve, reject });
      pending.set(key, list);
      if (!draining.has(key)) void drain(key);
    });
  }

  async function drain(key: string): Promise<void> {
    draining.add(key);
    try {
      for (;;) {
        const list = pending.get(key) ?? [];
        if (list.length === 0) break;
        const batch = list.splice(0, MAX_BATCH);
        try {
          const results = await takePlaces(
            key,
            batch.map((a) => a.request),
          );
          batch.forEach((a, i) => {
            const r = results[i];
            if (r instanceof Error) a.reject(r);
            else a.resolve(r as TicketRow);
          });
        } catch (error) {
          for (const a of batch) a.reject(error);
        }
      }
    } finally {
      pending.delete(key);
      draining.delete(key);
    }
  }

  const queued = (ticket: TicketRow, now: Date) =>
    new DomainError(ErrorCode.queued, {
      retryAfterSeconds: retryAfterSeconds(ticket.admitAt, now),
    });

  const soldOutRefusal = (seats: string) =>
    new DomainError(ErrorCode.booking_refused, {
      message: seats.startsWith("REGRET") ? REGRET_MESSAGE : seats,
    });

  /** The seats when the class is sold out once open (no turn to wait for), else null. */
  async function soldOut(request: GateRequest): Promise<string | null> {
    if (request.now < request.opening.opensAt) return null;
    const seats = await request.seatsNow();
    return isSoldOut(seats) ? seats : null;
  }

  /** The place as the checkout may use it: admitted → its id; waiting → 429; lapsed → null (take a new one). */
  async function judge(
    ticket: TicketRow,
    request: GateRequest,
    askSeats = true,
  ): Promise<string | null> {
    const { now, orderId } = request;
    const st = standing(ticket.admitAt, now, config);
    if (st === "lapsed") {
      await repo.end(ticket.id, "lapsed", now);
      return null;
    }
    if (ticket.orderId !== orderId) throw new DomainError(ErrorCode.queue_place_taken);
    if (st === "waiting") {
      // Sold out while waiting: the place is given up, told now, not at its turn.
      const seats = askSeats ? await soldOut(request) : null;
      if (seats) {
        await repo.end(ticket.id, "left", now);
        throw soldOutRefusal(seats);
      }
      throw queued(ticket, now);
    }
    return ticket.id;
  }

  /** Places for a batch of arrivals, in their order, under the room's lock: a ticket or a refusal each. */
  async function takePlaces(key: string, requests: GateRequest[]): Promise<(TicketRow | Error)[]> {
    const first = requests[0];
    if (!first) return [];
    return repo.transaction(async (tx) => {
      const room = await repo.lockRoom(tx, {
        openingKey: key,
        opensAt: first.opening.opensAt,
        intervalMs,
        burst: config.burst,
        createdAt: first.now,
      });
      // Under the room's lock: a second click or tab finds the place the first took.
      const found = await repo.waitingOfAny(
        key,
        {
          userIds: requests.map((r) => r.userId),
          railwayUserIds: requests.map((r) => r.railwayUserId),
        },
        tx,
      );
      const byUser = new Map(found.map((t) => [t.userId, t]));
      const byId = new Map(found.map((t) => [t.railwayUserId, t]));
      const taken: TicketRow[] = [];
      // Admissions start `gatherMs` after the opening (ADR 021).
      let pace = { ...room, opensAt: new Date(room.opensAt.getTime() + config.gatherMs) };
      const results: (TicketRow | Error)[] = [];
      for (const request of requests) {
        const { now } = request;
        const mine = byUser.get(request.userId);
        if (mine) {
          results.push(mine);
          continue;
        }
        const other = byId.get(request.railwayUserId);
        if (other) {
          if (standing(other.admitAt, now, config) !== "lapsed") {
            results.push(
              new DomainError(ErrorCode.queue_place_taken, { message: PLACE_TAKEN_BY_ID }),
            );
            continue;
          }
          await repo.end(other.id, "lapsed", now, tx);
          byId.delete(request.railwayUserId);
          if (byUser.get(other.userId) === other) byUser.delete(other.userId);
        }
        const place = nextPlace(pace, now);
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
        pace = { ...pace, lastSeq: place.seq, lastAdmitAt: place.admitAt };
        taken.push(ticket);
        byUser.set(ticket.userId, ticket);
        byId.set(ticket.railwayUserId, ticket);
        results.push(ticket);
      }
      await repo.takePlaces(tx, key, taken);
      return results;
    });
  }

  return {
    config,

    /**
     * Null when the opening's room is not taking arrivals; the admitted
     * place's id; or a refusal: 429 `queued` (with `Retry-After`), 409
     * `queue_place_taken`, 400 `booking_refused` with the railway's REGRET
     * once the class is sold out after the opening (without a hold attempt:
     * the crowd behind the last berth costs the railway nothing).
     */
    async gate(request: GateRequest): Promise<string | null> {
      const { now, opening } = request;
      const key = openingKey(opening);
      const existing = await repo.waitingOf(key, { userId: request.userId });
      if (existing) {
        const id = await judge(existing, request);
        if (id) return id;
      }
      if (!roomActive(opening, now, null, config)) {
        // Past the room's minutes, newcomers still queue while anyone waits.
        const room = await repo.room(key);
        if (!roomActive(opening, now, room?.lastAdmitAt ?? null, config)) return null;
      }
      // Sold out once open: no place to take.
      const seats = await soldOut(request);
      if (seats) throw soldOutRefusal(seats);
      const taken = await arrive(key, request);
      const id = await judge(taken, request, false);
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
