import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { MESSAGES_ENDPOINTS } from "@safar/contracts/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../endpoints.ts";
import { isLocalRequest } from "../../local-request.ts";
import type { Messages } from "./messages.service.ts";

/**
 * `GET /api/dev/outbox`: the newest messages Safar sent,
 * newest first — what the development outbox page shows and tests read OTPs
 * from. Registered unless `OUTBOX_PAGE` is off; with `local` (the default)
 * it answers only requests from this machine (403 `outbox_local_only` to
 * anyone else), with `on` (never in production) anyone.
 */
export function messagesRoutes(messages: Messages, access: "local" | "on") {
  return async (app: FastifyInstance) => {
    // Who may read it is judged before the query is.
    const localOnly = async (request: FastifyRequest) => {
      if (access === "local" && !isLocalRequest(request)) {
        throw new DomainError(ErrorCode.outbox_local_only);
      }
    };
    route(
      app,
      MESSAGES_ENDPOINTS.outbox,
      { preValidation: localOnly },
      async ({ reply, query }) => {
        reply.header("cache-control", "no-store");
        return { messages: await messages.newest(query.limit, query.recipient) };
      },
    );
  };
}
