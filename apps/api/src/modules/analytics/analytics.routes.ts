import { ANALYTICS_ENDPOINTS } from "@safar/contracts/analytics";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OutboxMode } from "../../config.ts";
import { route } from "../../endpoints.ts";
import { isLocalRequest } from "../../local-request.ts";
import type { AnalyticsService } from "./analytics.service.ts";

/** Largest accepted beacon: 20 events of ten labels fit in about 8 KiB. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/analytics/events`: a beacon's batch, checked by the contracts'
 * schema (no personal data), stored, answered 204. `navigator.sendBeacon`
 * sends a string as `text/plain`, so that type is read as JSON here too; it
 * cannot send the anti-forgery header, and needs none: it changes nothing of
 * the signed-in user's (`beacon` exemption). Rate limited per client address
 * (RATE_LIMIT_ANALYTICS), body capped.
 *
 * `GET /api/dev/analytics/funnel`: the daily funnel, for the operator page;
 * registered unless ANALYTICS_PAGE is off, and with `local` (the default)
 * answered only on this machine (ADR 027, as the outbox: ADR 014).
 */
export function analyticsRoutes(analytics: AnalyticsService, access: OutboxMode) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.removeContentTypeParser("text/plain");
    app.addContentTypeParser(
      "text/plain",
      { parseAs: "string", bodyLimit: ANALYTICS_BODY_LIMIT },
      app.getDefaultJsonParser("error", "error"),
    );
    const onRequest = app.rateLimit("analytics");
    route(
      app,
      ANALYTICS_ENDPOINTS.events,
      { bodyLimit: ANALYTICS_BODY_LIMIT, onRequest, bodyAsSent: true, config: { beacon: true } },
      async ({ reply, body }) => {
        await analytics.record(body);
        return reply.status(204).send();
      },
    );

    if (access === "off") return;
    const localOnly = async (request: FastifyRequest) => {
      if (access === "local" && !isLocalRequest(request)) {
        throw new DomainError(ErrorCode.operator_local_only);
      }
    };
    route(
      app,
      ANALYTICS_ENDPOINTS.funnel,
      { preValidation: localOnly },
      async ({ reply, query }) => {
        reply.header("cache-control", "no-store");
        return analytics.funnel(query.days);
      },
    );
  };
}
