import { COORDINATES_ENDPOINTS } from "@safar/contracts/coordinates";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { createCoordinatesService } from "./coordinates.service.ts";

/** `v1/user/coordinates`: signed in or not; the position is not stored or logged. */
export function coordinatesRoutes(service: ReturnType<typeof createCoordinatesService>) {
  return async (app: FastifyInstance) => {
    route(app, COORDINATES_ENDPOINTS.nearest, {}, async ({ body, reply }) => {
      reply.header("cache-control", "no-store");
      return service.nearest(body);
    });
  };
}
