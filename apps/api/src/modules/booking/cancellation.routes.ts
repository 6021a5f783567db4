import { CANCELLATION_ENDPOINTS } from "@safar/contracts/cancellation";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { BookingService } from "./booking.service.ts";

/**
 * Cancellation and refunds (spec §7; issue 18 items 3, 4): thin routes over
 * the booking service, for the signed-in owner of the order only (another
 * user's order is a 404). POSTs carrying the session cookie need the
 * anti-forgery header (`auth.routes.ts`).
 */
export function cancellationRoutes(booking: BookingService) {
  return async (app: FastifyInstance) => {
    const c = CANCELLATION_ENDPOINTS;
    const user = { auth: "user" } as const;
    for (const view of [c.cancelView, c.cancelPage]) {
      route(app, view, user, async ({ user, reply, params }) => {
        reply.header("cache-control", "no-store");
        return booking.cancelView(user.id, params.orderId);
      });
    }
    route(app, c.charges, user, async ({ user, body }) =>
      booking.cancellationCharges(user.id, body.orderId, body.passengerNumbers),
    );
    route(app, c.cancel, user, async ({ user, body }) => booking.cancel(user.id, body));
  };
}
