import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * A server clock that browser tests can set (`DEV_CLOCK=on`): the live
 * status of a running train, Tatkal hours and charting all depend on the
 * time, and a browser test cannot wait for the train to move. It starts at
 * the real time (or at `startAt`) and keeps ticking from whatever it was set to.
 */
export interface DevClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

export function createDevClock(
  real: () => Date = () => new Date(),
  startAt: Date | null = null,
): DevClock {
  let offsetMs = startAt ? startAt.getTime() - real().getTime() : 0;
  return {
    now: () => new Date(real().getTime() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - real().getTime();
    },
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** One input: a new instant, or minutes to move forward (or back, negative). */
const DevClockBodySchema = z.union([
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ advanceMinutes: z.number().int().min(-525_600).max(525_600) }).strict(),
]);

/** `GET /api/dev/clock` reads the server's time; `POST` sets or advances it. */
export function registerDevClock(app: FastifyInstance, clock: DevClock): void {
  app.get("/api/dev/clock", async () => ({ now: clock.now().toISOString() }));
  app.post("/api/dev/clock", async (request, reply) => {
    const parsed = DevClockBodySchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: {
          code: "validation_failed",
          message: 'Send { "now": "<ISO date-time>" } or { "advanceMinutes": <whole number> }',
          requestId: request.id,
        },
      });
    }
    if ("now" in parsed.data) clock.set(new Date(parsed.data.now));
    else clock.advance(parsed.data.advanceMinutes * 60_000);
    return { now: clock.now().toISOString() };
  });
}
