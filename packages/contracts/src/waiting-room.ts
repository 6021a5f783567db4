import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { orderIdSchema } from "./route-params.ts";

/**
 * The waiting room of an opening (issue 20 item 4, ADR 021): a booking tried
 * in the minutes around Tatkal's or the ARP opening day's opening takes a
 * numbered place in arrival order; `v1/checkout` answers 429 `queued` (with
 * `Retry-After`) until its turn. Ours: the spec shows no such calls.
 */
/** Seats as the railway prints them when nothing of the class can be booked (facts.md §3.1). */
export function isSoldOut(seats: string | null): boolean {
  return seats !== null && /^(REGRET|NOT AVAILABLE)/.test(seats);
}

export const WAITING_STATES = ["waiting", "admitted", "lapsed", "used", "left"] as const;

export const WaitingPlaceSchema = z.object({
  orderId: z.string(),
  opening: z.object({ kind: z.enum(["tatkal", "arp"]), opensAt: z.string() }),
  state: z.enum(WAITING_STATES),
  /** The place's number in arrival order (1 = first). */
  number: z.number().int(),
  /** Places before this one not yet admitted. */
  ahead: z.number().int(),
  admitAt: z.string(),
  waitSeconds: z.number().int(),
  /** An admitted place must hold its berths before this instant. */
  admittedUntil: z.string(),
  /** The server's clock when it answered. */
  checkedAt: z.string(),
});
export type WaitingPlace = z.output<typeof WaitingPlaceSchema>;

export const WAITING_ROOM_ENDPOINTS = {
  place: {
    operationId: "waitingPlace",
    method: "GET",
    path: "/api/trains/v1/waiting-room/{orderId}",
    summary: "Where the order's place in its opening's queue stands",
    params: z.object({ orderId: orderIdSchema }),
    query: z.object({}),
    response: WaitingPlaceSchema,
    errors: ["logged_out", "not_found"],
  },
  leave: {
    operationId: "waitingLeave",
    method: "POST",
    path: "/api/trains/v1/waiting-room/leave",
    summary: "Gives up the order's place in the queue",
    query: z.object({}),
    body: z.object({ orderId: orderIdSchema }),
    response: z.object({ left: z.boolean() }),
    errors: ["logged_out", "not_found"],
  },
} as const satisfies Record<string, Endpoint>;
