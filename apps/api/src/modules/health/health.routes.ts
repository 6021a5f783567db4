import { HEALTH_ENDPOINTS } from "@safar/contracts/health";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, HEALTH_ENDPOINTS.health, {}, async ({ request, reply }) => {
    const started = performance.now();
    try {
      await app.deps.database.ping();
      return {
        status: "ok" as const,
        database: app.deps.database.kind,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
      };
    } catch (err) {
      request.log.error({ err }, "database ping failed");
      return reply.status(503).send({ status: "unavailable", database: app.deps.database.kind });
    }
  });
}
