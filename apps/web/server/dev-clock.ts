import { route } from "@safar/api/endpoints";
import { DEV_SEAM_ENDPOINTS } from "@safar/contracts/dev-seams";
import type { FastifyInstance } from "fastify";
import { localOnly } from "./dev-seam-access.ts";

/**
 * A server clock that browser tests can set (`DEV_CLOCK=on`): the live
 * status of a running train, Tatkal hours and charting all depend on the
 * time, and a browser test cannot wait for the train to move. It starts at
 * the real time (or at `startAt`) and keeps ticking from whatever it was set to.
 * With several server processes (ADR 031) a change made through one reaches
 * the others through the cluster's primary (`onChange`, `adopt`).
 */
export interface DevClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
  /** The clock minus the real time, in milliseconds. */
  offsetMs(): number;
  /** Takes the offset another process set (no `onChange` call). */
  adopt(offsetMs: number): void;
  /** Called with the new offset after each `set` or `advance`. */
  onChange(listener: (offsetMs: number) => void): void;
}

export function createDevClock(
  real: () => Date = () => new Date(),
  startAt: Date | null = null,
): DevClock {
  let offsetMs = startAt ? startAt.getTime() - real().getTime() : 0;
  const listeners: ((offsetMs: number) => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener(offsetMs);
  };
  return {
    now: () => new Date(real().getTime() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - real().getTime();
      changed();
    },
    advance(ms) {
      offsetMs += ms;
      changed();
    },
    offsetMs: () => offsetMs,
    adopt(ms) {
      offsetMs = ms;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/** `GET /api/dev/clock` reads the server's time; `POST` sets or advances it (this machine only). */
export function registerDevClock(app: FastifyInstance, clock: DevClock): void {
  const options = { preValidation: localOnly };
  route(app, DEV_SEAM_ENDPOINTS.clock, options, async () => ({ now: clock.now().toISOString() }));
  route(app, DEV_SEAM_ENDPOINTS.setClock, options, async ({ body }) => {
    if ("now" in body) clock.set(new Date(body.now));
    else clock.advance(body.advanceMinutes * 60_000);
    return { now: clock.now().toISOString() };
  });
}
