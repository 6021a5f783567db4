import { PROMO_ENDPOINTS } from "@safar/contracts/promo";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { PromoService } from "./promo.service.ts";

/** Spec §7 `v1/promotional/codes`: the offers live now (public). Applying a code is the booking module's. */
export function promoRoutes(promo: PromoService) {
  return async (app: FastifyInstance) => {
    route(app, PROMO_ENDPOINTS.codes, {}, async ({ reply }) => {
      reply.header("cache-control", "no-store");
      return promo.offers();
    });
  };
}
