import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

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
