import { UNCLAIMED_REFUND_ENDPOINTS } from "@safar/contracts/unclaimed-refunds";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { BookingService } from "./booking.service.ts";

/**
 * Unclaimed refunds (spec §9): thin routes over the booking service, for the
 * signed-in owner only (another user's refund is a 404). The claim carries
 * the anti-forgery header with the session cookie (`auth.routes.ts`).
 */
export function unclaimedRefundRoutes(booking: BookingService) {
  return async (app: FastifyInstance) => {
    const u = UNCLAIMED_REFUND_ENDPOINTS;
    const user = { auth: "user" } as const;
    route(app, u.list, user, async ({ user, reply }) => {
      reply.header("cache-control", "no-store");
      return booking.unclaimedRefunds(user.id);
    });
    route(app, u.claim, user, async ({ user, body }) =>
      booking.claimUnclaimedRefund(user.id, body),
    );
  };
}
