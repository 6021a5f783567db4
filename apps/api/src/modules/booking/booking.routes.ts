import {
  CheckoutRequestSchema,
  PayRequestSchema,
  PremiumsRequestSchema,
  QuickBookRequestSchema,
  ReverifyRequestSchema,
  VerifyRequestSchema,
} from "@safar/contracts/booking";
import { orderIdSchema } from "@safar/contracts/route-params";
import { inputText } from "@safar/contracts/text";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BookingService } from "./booking.service.ts";

const OrderParamsSchema = z.object({ orderId: orderIdSchema });
const UpgradeSchema = z.object({ upiId: inputText().trim().min(3).max(100) });
export const CALLBACK_PATH = "/api/trains/v1/payment/confirm";
export const SIGNATURE_HEADER = "x-pg-signature";

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
    app.post("/api/trains/v1/insurance/calculate", async (request) => {
      const body = PremiumsRequestSchema.parse(request.body ?? {});
      return booking.premiums(body.journey, body.ages, body.nationalities);
    });

    app.post("/api/trains/v1/verify", async (request) => {
      const user = await request.requireUser();
      return booking.verify(user.id, VerifyRequestSchema.parse(request.body ?? {}));
    });

    app.get("/api/trains/v1/quick_book", async (request, reply) => {
      const user = await request.requireUser();
      reply.header("cache-control", "no-store");
      return booking.quickBookPreview(user.id);
    });

    app.post("/api/trains/v1/quick_book", async (request) => {
      const user = await request.requireUser();
      const body = QuickBookRequestSchema.parse(request.body ?? {});
      return booking.quickBook(user.id, body.journey, body.seenStatus);
    });

    app.post("/api/trains/v2/verify", async (request) => {
      const user = await request.requireUser();
      return booking.reverify(user.id, ReverifyRequestSchema.parse(request.body ?? {}).orderId);
    });

    app.post("/api/trains/v1/checkout", async (request) => {
      const user = await request.requireUser();
      const body = CheckoutRequestSchema.parse(request.body ?? {});
      return booking.checkout(user.id, body.orderId, body.acceptStatusChange);
    });

    app.post("/api/trains/v1/pfEdit", async (request) => {
      const user = await request.requireUser();
      return booking.editable(user.id, OrderParamsSchema.parse(request.body ?? {}).orderId);
    });

    /** Spec §7 `v1/def_checkout`: checkout and pay with the default method (the parent wallet) at once. */
    app.post("/api/trains/v1/def_checkout", async (request) => {
      const user = await request.requireUser();
      const body = CheckoutRequestSchema.parse(request.body ?? {});
      const opened = await booking.checkout(user.id, body.orderId, body.acceptStatusChange);
      return booking.pay(
        user.id,
        { reference: opened.paymentReference, method: "wallet" },
        deliverer,
      );
    });

    for (const version of ["v1", "v2"]) {
      app.get(`/api/trains/${version}/order/summary/:orderId`, async (request, reply) => {
        const user = await request.requireUser();
        reply.header("cache-control", "no-store");
        return booking.order(user.id, OrderParamsSchema.parse(request.params).orderId);
      });
    }

    /** Ours: the traveller is back (from the railway's page or a reload): finish a paid order. */
    app.post("/api/trains/v1/order/complete", async (request) => {
      const user = await request.requireUser();
      return booking.complete(user.id, OrderParamsSchema.parse(request.body ?? {}).orderId);
    });

    app.get("/api/pg/v1/wallet", async (request, reply) => {
      const user = await request.requireUser();
      reply.header("cache-control", "no-store");
      return booking.wallet(user.id);
    });

    app.post("/api/pg/v1/upi/upgrade", async (request) => {
      await request.requireUser();
      booking.upgradeUpiId(UpgradeSchema.parse(request.body ?? {}).upiId);
      return { upgraded: true };
    });

    app.post("/api/pg/v1/pay", async (request) => {
      const user = await request.requireUser();
      const body = PayRequestSchema.parse(request.body ?? {});
      return booking.pay(user.id, body, deliverer);
    });

    await app.register(async (raw) => {
      raw.addContentTypeParser(
        "application/json",
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, body),
      );
      raw.post(CALLBACK_PATH, async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return booking.paymentCallback(
          typeof request.body === "string" ? request.body : "",
          typeof signature === "string" ? signature : "",
        );
      });
    });
  };
}
