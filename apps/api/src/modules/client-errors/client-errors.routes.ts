import { ClientErrorReportSchema } from "@safar/contracts/client-errors";
import type { FastifyInstance } from "fastify";

/** Largest accepted body; reports are a few hundred bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

export interface ClientErrorLimits {
  /** Reports accepted per client address per window. */
  max: number;
  windowMs: number;
}

const DEFAULT_LIMITS: ClientErrorLimits = { max: 20, windowMs: 60_000 };

/**
 * `POST /api/client-errors`: the web shell's error reports. The body is
 * validated, logged at warn level with the request id, and answered 204.
 * The API's rate limiter (`app.rateLimit`) answers 429 past `max` reports
 * per client address and window.
 */
export function clientErrorRoutes(limits: ClientErrorLimits = DEFAULT_LIMITS) {
  return async function register(app: FastifyInstance): Promise<void> {
    const onRequest = app.rateLimit("clientErrors", limits);
    const options = { bodyLimit: CLIENT_ERROR_BODY_LIMIT, onRequest };
    app.post("/client-errors", options, async (request, reply) => {
      const report = ClientErrorReportSchema.parse(request.body);
      request.log.warn({ clientError: report }, "client error report");
      return reply.status(204).send();
    });
  };
}
