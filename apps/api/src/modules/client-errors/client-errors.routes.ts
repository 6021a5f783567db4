import { CLIENT_ERRORS_ENDPOINTS } from "@safar/contracts/client-errors";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";

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
 * validated, logged at warn level with the request id, the client type (H5)
 * and the signed-in user's id (spec §7; read from the session, never taken
 * from the report), and answered 204. Like a beacon it needs no anti-forgery
 * header: it changes nothing of the user's.
 * The API's rate limiter (`app.rateLimit`) answers 429 past `max` reports
 * per client address and window.
 */
export function clientErrorRoutes(limits: ClientErrorLimits = DEFAULT_LIMITS) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Counted before the body is read: a refused report counts too.
    const onRequest = app.rateLimit("clientErrors", limits);
    route(
      app,
      CLIENT_ERRORS_ENDPOINTS.report,
      { bodyLimit: CLIENT_ERROR_BODY_LIMIT, onRequest, bodyAsSent: true, config: { beacon: true } },
      async ({ request, reply, body }) => {
        const user = await request.viewer();
        request.log.warn(
          { clientError: body, client: body.client, userId: user?.id ?? null },
          "client error report",
        );
        return reply.status(204).send();
      },
    );
  };
}
