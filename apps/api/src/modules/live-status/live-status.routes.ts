import { LiveStatusQuerySchema } from "@safar/contracts/live-status";
import type { FastifyInstance } from "fastify";
import { createLiveStatusService } from "./live-status.service.ts";

/** `GET /api/trains/v1/train/status` and `v2/train/status` (spec §7): anyone, signed in or not. */
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
}
