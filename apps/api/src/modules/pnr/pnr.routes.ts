import { PNR_ENDPOINTS } from "@safar/contracts/pnr";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import { createPnrService } from "./pnr.service.ts";

/**
 * `GET /api/trains/v1/status` (PNR status) and `GET /api/trains/v1/pnr/nudge`
 * (spec §7): anyone, signed in or not; names only for the ticket's owner.
 */
export function pnrRoutes() {
  return async (app: FastifyInstance): Promise<void> => {
    const service = createPnrService({
      db: app.deps.database.db,
      railway: app.deps.railway,
      now: app.deps.now,
      sessionSecret: app.deps.config.sessionSecret,
    });

    // One client may look up 30 PNRs a minute (R6): plenty for a traveller, slow for enumeration.
    // A refused query answers its first problem as the spec words it ('Enter a valid PNR').
    const limited = {
      onRequest: app.rateLimit("pnrLookup"),
      config: { plainValidationMessage: true },
    };

    route(app, PNR_ENDPOINTS.status, limited, async ({ request, reply, query }) => {
      const viewer = await request.viewer();
      // A ticket (and for its owner, names): never in a shared cache.
      reply.header("cache-control", "private, no-store");
      return service.status(
        { pnr: query.pnr, orderId: query.orderId, token: query.token },
        viewer?.id ?? null,
      );
    });

    route(app, PNR_ENDPOINTS.nudge, limited, async ({ reply, query }) => {
      reply.header("cache-control", "private, no-store");
      return service.nudge(query.pnr);
    });
  };
}
