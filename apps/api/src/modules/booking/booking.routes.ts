import { BOOKING_ENDPOINTS, PAYMENT_ENDPOINTS } from "@safar/contracts/booking";
import { NPS_ENDPOINTS } from "@safar/contracts/nps";
import { PROMO_ENDPOINTS } from "@safar/contracts/promo";
import { TATKAL_SCHEDULE_ENDPOINTS } from "@safar/contracts/tatkal-schedule";
import { TDR_ENDPOINTS } from "@safar/contracts/tdr";
import { BOARDING_ENDPOINTS, TICKET_ENDPOINTS } from "@safar/contracts/tickets";
import type { FastifyInstance, FastifyReply } from "fastify";
import { route } from "../../endpoints.ts";
import type { BookingService } from "./booking.service.ts";

export const CALLBACK_PATH = BOOKING_ENDPOINTS.paymentCallback.path;
export const SIGNATURE_HEADER = "x-pg-signature";
/** Ticket resends per client address: 10 an hour. */
const RESEND_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/**
 * Booking and payment (spec §7 Booking and Orders; ADR 011): thin routes over
 * the booking service. Everything but the gateway's callback needs a signed-in
 * user; the callback is authenticated by its signature instead, over the raw
 * body (its own JSON parser keeps the bytes).
 */
export function bookingRoutes(booking: BookingService) {
  return async (app: FastifyInstance) => {
    /** Server to server: the gateway posts to the merchant's callback URL. */
    const deliverer = async (raw: string, signature: string) => {
      const res = await app.inject({
        method: "POST",
        url: CALLBACK_PATH,
        payload: raw,
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
      });
      if (res.statusCode >= 500) throw new Error(`payment callback failed: ${res.statusCode}`);
    };
    const b = BOOKING_ENDPOINTS;
    const p = PAYMENT_ENDPOINTS;
    const user = { auth: "user" } as const;
    const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

    route(app, b.premiums, {}, async ({ body }) =>
      booking.premiums(body.journey, body.ages, body.nationalities),
    );

    route(app, b.verify, user, async ({ user, body }) => booking.verify(user.id, body));

    route(app, b.eligibility, user, async ({ user, query, reply }) => {
      noStore(reply);
      return booking.eligibility(user.id, query);
    });

    // One-click Tatkal (ADR 022).
    const oct = TATKAL_SCHEDULE_ENDPOINTS;
    route(app, oct.homepage, user, async ({ user, reply }) => {
      noStore(reply);
      return booking.scheduleCards(user.id);
    });
    route(app, oct.prepare, user, async ({ user, body }) =>
      booking.prepareSchedule(user.id, body.orderId, body.acceptWaitlist),
    );
    route(app, oct.reserve, user, async ({ user, body }) => booking.reserveSchedule(user.id, body));
    route(app, oct.remove, user, async ({ user, body }) =>
      booking.deleteSchedule(user.id, body.scheduleId),
    );

    route(app, b.quickBookPreview, user, async ({ user, reply }) => {
      noStore(reply);
      return booking.quickBookPreview(user.id);
    });

    route(app, b.quickBook, user, async ({ user, body }) =>
      booking.quickBook(user.id, body.journey, body.seenStatus),
    );

    route(app, b.reverify, user, async ({ user, body }) => booking.reverify(user.id, body.orderId));

    route(app, b.checkout, user, async ({ user, body }) =>
      booking.checkout(user.id, body.orderId, body.acceptStatusChange),
    );

    // A promo code at review (ADR 025): the owner's draft only; the discount is the server's.
    route(app, PROMO_ENDPOINTS.apply, user, async ({ user, body }) =>
      booking.applyPromo(user.id, body.orderId, body.code),
    );
    route(app, PROMO_ENDPOINTS.remove, user, async ({ user, body }) =>
      booking.removePromo(user.id, body.orderId),
    );

    // Each resend writes up to 10 messages to addresses the caller chooses: paced per client.
    route(
      app,
      TICKET_ENDPOINTS.resend,
      { ...user, onRequest: app.rateLimit("ticketResend", RESEND_LIMIT) },
      async ({ user, body }) => booking.resendTicket(user.id, body),
    );

    route(app, BOARDING_ENDPOINTS.options, user, async ({ user, query, reply }) => {
      noStore(reply);
      return booking.boardingOptions(user.id, query.orderId);
    });
    route(app, BOARDING_ENDPOINTS.change, user, async ({ user, body }) =>
      booking.changeBoarding(user.id, body),
    );

    route(app, NPS_ENDPOINTS.reasons, {}, async ({ query }) => booking.npsReasons(query.score));
    route(app, NPS_ENDPOINTS.submit, user, async ({ user, body }) =>
      booking.submitNps(user.id, body),
    );

    route(app, TDR_ENDPOINTS.view, user, async ({ user, query, reply }) => {
      noStore(reply);
      return booking.tdrView(user.id, query.orderId);
    });
    route(app, TDR_ENDPOINTS.file, user, async ({ user, body }) => booking.fileTdr(user.id, body));

    route(app, b.pfEdit, user, async ({ user, body }) => booking.editable(user.id, body.orderId));

    /** Spec §7 `v1/def_checkout`: checkout and pay with the default method (the parent wallet) at once. */
    route(app, b.defCheckout, user, async ({ user, body }) => {
      const opened = await booking.checkout(user.id, body.orderId, body.acceptStatusChange);
      return booking.pay(
        user.id,
        { reference: opened.paymentReference, method: "wallet" },
        deliverer,
      );
    });

    for (const summary of [b.summaryV1, b.summaryV2]) {
      route(app, summary, user, async ({ user, reply, params }) => {
        noStore(reply);
        return booking.order(user.id, params.orderId);
      });
    }

    route(app, b.orders, user, async ({ user, reply, query }) => {
      noStore(reply);
      return booking.orders(user.id, query);
    });

    route(app, b.ordersPending, user, async ({ user, reply }) => {
      noStore(reply);
      return booking.pendingOrders(user.id);
    });

    /** Spec §7 `v1/order/update`: the order with its passengers' status read from the railway now. */
    route(app, b.orderUpdate, user, async ({ user, body }) => booking.order(user.id, body.orderId));

    /** Ours: the traveller is back (from the railway's page or a reload): finish a paid order. */
    route(app, b.complete, user, async ({ user, body }) => booking.complete(user.id, body.orderId));

    route(app, p.wallet, user, async ({ user, reply }) => {
      noStore(reply);
      return booking.wallet(user.id);
    });

    route(app, p.upiUpgrade, user, async ({ body }) => {
      booking.upgradeUpiId(body.upiId);
      return { upgraded: true };
    });

    route(app, p.pay, user, async ({ user, body }) => booking.pay(user.id, body, deliverer));

    await app.register(async (raw) => {
      raw.addContentTypeParser(
        "application/json",
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, body),
      );
      // The body stays text: the service checks the signature over its bytes, then its shape.
      route(raw, b.paymentCallback, { uncheckedBody: true }, async ({ request }) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return booking.paymentCallback(
          typeof request.body === "string" ? request.body : "",
          typeof signature === "string" ? signature : "",
        );
      });
    });
  };
}
