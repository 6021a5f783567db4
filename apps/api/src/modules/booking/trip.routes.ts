import { TRIP_ENDPOINTS } from "@safar/contracts/trips";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { BookingService } from "./booking.service.ts";

/**
 * Two-train trips (ADR 023): thin routes over the booking service. The plan
 * is open to anyone (it reads the timetable and seats); everything else is
 * the signed-in owner's (another user's trip is a 404).
 */
export function tripRoutes(booking: BookingService) {
  return async (app: FastifyInstance) => {
    const t = TRIP_ENDPOINTS;
    const user = { auth: "user" } as const;
    route(app, t.plan, {}, async ({ query, reply }) => {
      reply.header("cache-control", "no-store");
      return booking.tripPlan(query);
    });
    route(app, t.verify, user, async ({ user, body }) => booking.tripVerify(user.id, body));
    route(app, t.view, user, async ({ user, params, reply }) => {
      reply.header("cache-control", "no-store");
      return booking.trip(user.id, params.tripId);
    });
    route(app, t.checkout, user, async ({ user, body }) =>
      booking.tripCheckout(user.id, body.tripId, body.acceptStatusChange),
    );
    route(app, t.complete, user, async ({ user, body }) =>
      booking.tripComplete(user.id, body.tripId),
    );
    route(app, t.choose, user, async ({ user, body }) =>
      booking.tripChoose(user.id, body.tripId, body.choice),
    );
  };
}
