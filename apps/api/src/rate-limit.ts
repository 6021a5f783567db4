import { isIPv6 } from "node:net";
import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { RateLimit, RateLimitName, RateLimits } from "./config.ts";

/**
 * Per-client rate limits of the partner API (targets R6). A limited route
 * names its limit (`onRequest: app.rateLimit("otpSend")`); each request from
 * one client address counts in a fixed window, and the one past `max`
 * answers 429 `rate_limited` with `Retry-After`, through the error catalogue.
 *
 * The client is `request.ip`: the socket's address, or the forwarded one when
 * the host trusts the proxy it came through (`TRUST_PROXY`). Pages' own API
 * calls (`app.inject()` in the web host) carry the browser's address, so they
 * count against the traveller, not against the server. IPv6 addresses count
 * per /64, the block one subscriber usually holds.
 *
 * The counts live in this process (`createMemoryStore`) with the embedded
 * database, and in PostgreSQL (`rate-limit.repository.ts`) when the server
 * runs on a PostgreSQL server, so that several processes behind one balancer
 * count each client once (else a client could make N × max requests). Any
 * other `RateLimitStore` (Redis: `INCR` + `PEXPIRE … NX`) can be passed as
 * `ApiDeps.rateLimitStore`.
 */

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch, of the limiter's clock). */
  resetAtMs: number;
}

/** Where the counts live: this process's memory, or a store shared by several processes. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, nowMs: number): RateLimitHit | Promise<RateLimitHit>;
}

/** Windows remembered at once; past this the oldest is forgotten (its client starts afresh). */
export const MAX_TRACKED_WINDOWS = 100_000;

/** Fixed windows in an LRU, bounded: an expired window restarts, the least recently hit goes first when full. */
export function createMemoryStore(maxWindows = MAX_TRACKED_WINDOWS): {
  hit(key: string, windowMs: number, nowMs: number): RateLimitHit;
} {
  const windows = new LRUCache<string, RateLimitHit>({ max: maxWindows });
  return {
    hit(key, windowMs, nowMs) {
      let slot = windows.get(key);
      if (!slot || nowMs >= slot.resetAtMs) {
        slot = { count: 0, resetAtMs: nowMs + windowMs };
        windows.set(key, slot);
      }
      slot.count += 1;
      return { count: slot.count, resetAtMs: slot.resetAtMs };
    },
  };
}

/** The key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** How long to wait, in the catalogue's words: 'a minute', or 'n minutes'. */
export function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

/** The catalogue's `rate_limited` refusal for a client that may try again in `seconds`. */
export function rateLimitedError(seconds: number): DomainError {
  return new DomainError(ErrorCode.rate_limited, {
    message: errorMessage(ErrorCode.rate_limited, { wait: waitWords(seconds) }),
  });
}

export interface RateLimiterOptions {
  limits: RateLimits;
  store?: RateLimitStore;
  /** Milliseconds now; real time by default (limits pace real clients, not the business clock). */
  clock?: () => number;
}

type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** An `onRequest` hook that counts the request against the named per-client limit (R6). */
    rateLimit(name: RateLimitName): RateLimitHook;
    /** The same, for a limit a module sets itself (counted under its own name). */
    rateLimit(name: string, limit: RateLimit): RateLimitHook;
  }
}

/** Decorates `app.rateLimit(name)` for the routes; call before registering them. */
export function installRateLimits(app: FastifyInstance, options: RateLimiterOptions): void {
  const store = options.store ?? createMemoryStore();
  const clock = options.clock ?? Date.now;
  app.decorate("rateLimit", (name: string, own?: RateLimit): RateLimitHook => {
    const limit = own ?? options.limits[name as RateLimitName];
    return async (request, reply) => {
      const now = clock();
      const hit = await store.hit(`${name}:${clientKey(request.ip)}`, limit.windowMs, now);
      if (hit.count <= limit.max) return;
      const seconds = Math.max(1, Math.ceil((hit.resetAtMs - now) / 1000));
      reply.header("retry-after", String(seconds));
      if (hit.count === limit.max + 1) {
        request.log.warn({ rateLimit: name, client: clientKey(request.ip) }, "rate limit reached");
      }
      throw rateLimitedError(seconds);
    };
  });
}
