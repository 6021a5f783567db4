import type { NotReadyReason } from "@safar/contracts/health";

/**
 * Whether this process should take traffic (`/readyz`). It is not ready
 * until the host has built everything (Fastify's `onReady`), and no longer
 * once a shutdown began: from the signal (`drain()`, the host's
 * SHUTDOWN_DRAIN_MS during which it still serves) through Fastify's close.
 * The database checks are made per request by the route.
 */
export interface Readiness {
  /** Called when Fastify is ready (every route registered, the read model built). */
  markReady(): void;
  /** A shutdown began: answer 503 from now on, while requests are still served. */
  drain(): void;
  /** Why the process should take no traffic, before asking the database; null when nothing bars it. */
  barred(): NotReadyReason | null;
}

export function createReadiness(): Readiness {
  let ready = false;
  let draining = false;
  return {
    markReady() {
      ready = true;
    },
    drain() {
      draining = true;
    },
    barred() {
      if (draining) return "draining";
      if (!ready) return "starting";
      return null;
    },
  };
}
