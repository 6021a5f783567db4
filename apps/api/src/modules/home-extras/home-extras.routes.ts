import { HOME_EXTRA_ENDPOINTS } from "@safar/contracts/home-extras";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { HomeExtrasService } from "./home-extras.service.ts";

/** `v1/country` and `v1/insurance/homepage` (spec §7 Home): open to all. */
export function homeExtrasRoutes(extras: HomeExtrasService) {
  return async (app: FastifyInstance) => {
    const e = HOME_EXTRA_ENDPOINTS;
    route(app, e.countries, {}, async ({ reply }) => {
      reply.header("cache-control", "public, max-age=86400");
      return extras.countries();
    });
    route(app, e.insuranceHome, {}, async ({ request, query, reply }) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await request.viewer();
      return extras.insuranceHome(viewer?.id ?? null, query.quota);
    });
  };
}
