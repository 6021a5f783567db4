import { isIP } from "node:net";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { MESSAGES_ENDPOINTS } from "@safar/contracts/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../endpoints.ts";
import type { Messages } from "./messages.service.ts";

/** Headers a proxy adds: a request carrying one did not come straight from this machine. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/** `localhost`, `*.localhost`, `127.x.y.z` or `[::1]`, with any port. */
const LOOPBACK_HOST = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

function isLoopbackAddress(ip: string): boolean {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return ip === "::1";
}

/**
 * A request from this machine (ADR 014): the client's address (as
 * TRUST_PROXY resolved it) is loopback, no proxy forwarded it, and it names
 * this machine as its host, so a page of another site whose name was made to
 * point at 127.0.0.1 (DNS rebinding) is not one. Pages' own API calls carry
 * the browser's address, host and forwarding headers (apps/web/server).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (!isLoopbackAddress(request.ip)) return false;
  return LOOPBACK_HOST.test(request.headers.host ?? "");
}

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
