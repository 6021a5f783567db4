import { WAITING_ROOM_ENDPOINTS } from "@safar/contracts/waiting-room";
import type { Clock } from "@safar/domain/clock";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { WaitingRoomService } from "./waiting-room.service.ts";

/** The waiting room's place and leave (ADR 021); the queue itself is joined by `v1/checkout`. */
export function waitingRoomRoutes(waitingRoom: WaitingRoomService, now: Clock) {
  return async (app: FastifyInstance) => {
    const w = WAITING_ROOM_ENDPOINTS;
    const user = { auth: "user" } as const;
    route(app, w.place, user, async ({ user, params, reply }) => {
      reply.header("cache-control", "no-store");
      return waitingRoom.place(user.id, params.orderId, now());
    });
    route(app, w.leave, user, async ({ user, body }) =>
      waitingRoom.leave(user.id, body.orderId, now()),
    );
  };
}
