import { LiveStatusQuerySchema, MapKeyQuerySchema } from "@safar/contracts/live-status";
import type { FastifyInstance } from "fastify";
import { createLiveStatusService } from "./live-status.service.ts";
import { createMapKeyService } from "./map-key.service.ts";

/**
 * `GET /api/trains/v1/train/status` and `v2/train/status` (spec §7): anyone,
 * signed in or not; `GET /api/trains/v1/mmi_token`, the map key (spec §7, §9).
 */
export async function liveStatusRoutes(app: FastifyInstance): Promise<void> {
  const service = createLiveStatusService({ railway: app.deps.railway, now: app.deps.now });
  for (const version of ["v1", "v2"]) {
    app.get(`/api/trains/${version}/train/status`, async (request, reply) => {
      const query = LiveStatusQuerySchema.parse(request.query ?? {});
      // The answer changes as the train runs: a minute at most in a shared cache.
      reply.header("cache-control", "public, max-age=60");
      return service.status(query.trainNumber, query.date);
    });
  }

  const mapKeys = createMapKeyService({
    sessionSecret: app.deps.config.sessionSecret,
    now: app.deps.now,
    tileUrl: app.deps.config.mapTileUrl,
  });
  app.get("/api/trains/v1/mmi_token", async (request, reply) => {
    const query = MapKeyQuerySchema.parse(request.query ?? {});
    // Every answer is a new key: never cached.
    reply.header("cache-control", "no-store");
    return mapKeys.key(query.token);
  });
}
