import { installErrorHandler } from "@safar/api/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createDevClock, registerDevClock } from "./dev-clock.ts";

describe("the settable development clock", () => {
  it("follows the real clock until set, then keeps ticking from the new instant", () => {
    let real = Date.parse("2026-11-25T10:00:00Z");
    const clock = createDevClock(() => new Date(real));
    expect(clock.now().toISOString()).toBe("2026-11-25T10:00:00.000Z");
    clock.set(new Date("2026-12-01T04:30:00Z"));
    expect(clock.now().toISOString()).toBe("2026-12-01T04:30:00.000Z");
    real += 90_000;
    expect(clock.now().toISOString()).toBe("2026-12-01T04:31:30.000Z");
    clock.advance(-30 * 60_000);
    expect(clock.now().toISOString()).toBe("2026-12-01T04:01:30.000Z");
  });

  it("tells its changes to a listener, and takes another process's offset without telling", () => {
    const real = Date.parse("2026-11-25T10:00:00Z");
    const clock = createDevClock(() => new Date(real));
    const told: number[] = [];
    clock.onChange((offsetMs) => told.push(offsetMs));
    clock.set(new Date("2026-11-25T11:00:00Z"));
    clock.advance(60_000);
    expect(told).toEqual([3_600_000, 3_660_000]);
    expect(clock.offsetMs()).toBe(3_660_000);
    clock.adopt(-60_000);
    expect(told).toHaveLength(2);
    expect(clock.now().toISOString()).toBe("2026-11-25T09:59:00.000Z");
  });

  it("starts at a given instant and ticks from there", () => {
    let real = Date.parse("2031-05-05T00:00:00Z");
    const clock = createDevClock(() => new Date(real), new Date("2026-11-25T04:30:00Z"));
    expect(clock.now().toISOString()).toBe("2026-11-25T04:30:00.000Z");
    real += 60_000;
    expect(clock.now().toISOString()).toBe("2026-11-25T04:31:00.000Z");
  });

  it("is read and set over /api/dev/clock, and refuses a malformed body", async () => {
    const real = Date.parse("2026-11-25T10:00:00Z");
    const clock = createDevClock(() => new Date(real));
    const app = Fastify();
    installErrorHandler(app);
    registerDevClock(app, clock);
    const read = await app.inject({ url: "/api/dev/clock" });
    expect(read.json()).toEqual({ now: "2026-11-25T10:00:00.000Z" });
    const set = await app.inject({
      method: "POST",
      url: "/api/dev/clock",
      payload: { now: "2026-11-26T08:15:00+05:30" },
    });
    expect(set.json()).toEqual({ now: "2026-11-26T02:45:00.000Z" });
    const moved = await app.inject({
      method: "POST",
      url: "/api/dev/clock",
      payload: { advanceMinutes: 3 },
    });
    expect(moved.json()).toEqual({ now: "2026-11-26T02:48:00.000Z" });
    for (const payload of [{ now: "tomorrow" }, { advanceMinutes: 1.5 }, {}]) {
      const refused = await app.inject({ method: "POST", url: "/api/dev/clock", payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("validation_failed");
    }
    expect(clock.now().toISOString()).toBe("2026-11-26T02:48:00.000Z");
    // Another machine, or a request a proxy forwarded, is refused (as the outbox is).
    for (const request of [
      { remoteAddress: "203.0.113.5", headers: {} },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.5" } },
    ]) {
      const remote = await app.inject({
        method: "POST",
        url: "/api/dev/clock",
        payload: { advanceMinutes: 60 },
        ...request,
      });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().error.code).toBe("dev_seam_local_only");
    }
    expect(clock.now().toISOString()).toBe("2026-11-26T02:48:00.000Z");
    await app.close();
  });
});
