import { CLIENT_ERRORS_ENDPOINTS } from "@safar/contracts/client-errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { route } from "../../endpoints.ts";
import { rateLimitedError } from "../../rate-limit.ts";

/** Largest accepted body; reports are a few hundred bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

export interface ClientErrorLimits {
  /** Reports accepted per client address per window. */
  max: number;
  windowMs: number;
}

const DEFAULT_LIMITS: ClientErrorLimits = { max: 20, windowMs: 60_000 };
/** Addresses remembered at once; the oldest window is dropped past this. */
const MAX_TRACKED_CLIENTS = 10_000;

/**
 * `POST /api/client-errors`: the web shell's error reports. The body is
 * validated, logged at warn level with the request id, and answered 204.
 * A fixed window per client address answers 429 past `max` reports.
 */
export function clientErrorRoutes(limits: ClientErrorLimits = DEFAULT_LIMITS) {
  return async function register(app: FastifyInstance): Promise<void> {
    const windows = new Map<string, { start: number; count: number }>();

    // Counted before the body is checked: a refused report counts too.
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = app.deps.now().getTime();
      const key = request.ip;
      let slot = windows.get(key);
      if (!slot || now - slot.start >= limits.windowMs) {
        windows.delete(key);
        if (windows.size >= MAX_TRACKED_CLIENTS) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        slot = { start: now, count: 0 };
        windows.set(key, slot);
      }
      slot.count += 1;
      if (slot.count > limits.max) {
        const retryAfter = Math.ceil((slot.start + limits.windowMs - now) / 1000);
        reply.header("retry-after", String(Math.max(1, retryAfter)));
        throw rateLimitedError(retryAfter);
      }
    };

    route(
      app,
      CLIENT_ERRORS_ENDPOINTS.report,
      { bodyLimit: CLIENT_ERROR_BODY_LIMIT, preValidation: limit, bodyAsSent: true },
      async ({ request, reply, body }) => {
        request.log.warn({ clientError: body }, "client error report");
        return reply.status(204).send();
      },
    );
  };
}
