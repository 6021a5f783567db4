import { LIVE_STATUS_ENDPOINTS } from "@safar/contracts/live-status";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import { createLiveStatusService } from "./live-status.service.ts";
import { createMapKeyService } from "./map-key.service.ts";

/**
 * `GET /api/trains/v1/train/status` and `v2/train/status` (spec §7): anyone,
 * signed in or not; `GET /api/trains/v1/mmi_token`, the map key (spec §7, §9).
 */
export async function liveStatusRoutes(app: FastifyInstance): Promise<void> {
  const service = createLiveStatusService({ railway: app.deps.railway, now: app.deps.now });
  const { v1, v2, mapKey } = LIVE_STATUS_ENDPOINTS;
  for (const status of [v1, v2]) {
    route(app, status, {}, async ({ reply, query }) => {
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
  route(app, mapKey, {}, async ({ reply, query }) => {
    // Every answer is a new key: never cached.
    reply.header("cache-control", "no-store");
    return mapKeys.key(query.token);
  });
}
