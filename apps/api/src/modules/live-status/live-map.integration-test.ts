import { loadConfig } from "@safar/api/config";
import {
  LiveStatusResponseSchema,
  MAP_KEY_TTL_MS,
  MapKeyResponseSchema,
} from "@safar/contracts/live-status";
import { fixedClock } from "@safar/test-kit/clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { createMapKeyService, OUTLINE_ATTRIBUTION } from "./map-key.service.ts";

// 2026-11-25 (a Wednesday). The Mumbai Rajdhani (12952) leaves New Delhi every day in the evening.
const clock = fixedClock("2026-11-25T19:30:00+05:30");
const SECRET = "m".repeat(40);

describe("the live-status map (issue 7 item 3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", {
      now: clock,
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SESSION_SECRET: SECRET }),
    });
  });
  afterAll(() => t.close());

  describe("GET /api/trains/v1/train/status: map", () => {
    const status = async (at: string, date = "2026-11-25") => {
      clock.set(at);
      const res = await t.app.inject({
        url: `/api/trains/v1/train/status?trainNumber=12952&date=${date}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return LiveStatusResponseSchema.parse(res.json());
    };

    it("draws the whole route as train_start before the train leaves, the train at its origin", async () => {
      const body = await status("2026-11-25T15:00:00+05:30");
      expect(body.position.state).toBe("not_started");
      const map = body.map;
      expect(map).not.toBeNull();
      expect(map?.stations[0]?.code).toBe("NDLS");
      expect(map?.stations.length).toBeGreaterThanOrEqual(2);
      expect(map?.segments.map((s) => s.kind)).toEqual(["train_start"]);
      expect(map?.train).toEqual({ lat: map?.stations[0]?.lat, lng: map?.stations[0]?.lng });
      // Every station is a stop of the run, in the run's order, with coordinates in India.
      const order = body.stops.map((s) => s.code);
      const indexes = map?.stations.map((s) => order.indexOf(s.code)) ?? [];
      expect(indexes.every((i, k) => i >= 0 && (k === 0 || i > (indexes[k - 1] ?? -1)))).toBe(true);
      for (const s of map?.stations ?? []) {
        expect(s.lat).toBeGreaterThan(6);
        expect(s.lat).toBeLessThan(37);
        expect(s.lng).toBeGreaterThan(68);
        expect(s.lng).toBeLessThan(98);
      }
    });

    it("splits the route at the train while it runs, the train between its last and next stations", async () => {
      const body = await status("2026-11-25T21:00:00+05:30");
      expect(body.position.state).toBe("between");
      const map = body.map;
      expect(map?.segments.map((s) => s.kind)).toEqual(["travelled", "remaining"]);
      const travelled = map?.segments[0]?.points ?? [];
      const remaining = map?.segments[1]?.points ?? [];
      const train = map?.train;
      expect(train).not.toBeNull();
      // The train's point ends the travelled part and starts the remaining part.
      expect(travelled.at(-1)).toEqual([train?.lat, train?.lng]);
      expect(remaining[0]).toEqual([train?.lat, train?.lng]);
      // It lies within the box of the stations it is between (when both have coordinates).
      const last = map?.stations.find((s) => s.code === body.position.lastCode);
      const next = map?.stations.find((s) => s.code === body.position.nextCode);
      if (last && next && train) {
        expect(train.lat).toBeGreaterThanOrEqual(Math.min(last.lat, next.lat) - 1e-4);
        expect(train.lat).toBeLessThanOrEqual(Math.max(last.lat, next.lat) + 1e-4);
        expect(train.lng).toBeGreaterThanOrEqual(Math.min(last.lng, next.lng) - 1e-4);
        expect(train.lng).toBeLessThanOrEqual(Math.max(last.lng, next.lng) + 1e-4);
      }
      // Later on the travelled part is longer.
      const later = await status("2026-11-26T04:00:00+05:30");
      if (later.position.state === "between" || later.position.state === "at_station") {
        expect(later.map?.segments[0]?.points.length).toBeGreaterThanOrEqual(travelled.length);
      }
    });

    it("draws the whole route as terminated once the train has arrived", async () => {
      const body = await status("2026-11-27T12:00:00+05:30");
      expect(body.terminated).toBe(true);
      expect(body.map?.segments.map((s) => s.kind)).toEqual(["terminated"]);
      const lastStation = body.map?.stations.at(-1);
      expect(body.map?.train).toEqual({ lat: lastStation?.lat, lng: lastStation?.lng });
    });
  });

  describe("GET /api/trains/v1/mmi_token (spec §7; §9 validation every 60 s)", () => {
    const get = (qs = "") => t.app.inject({ url: `/api/trains/v1/mmi_token${qs}` });

    it("answers a signed key valid five minutes, no tile layer by default, never cached", async () => {
      clock.set("2026-11-25T12:00:00+05:30");
      const res = await get();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = MapKeyResponseSchema.parse(res.json());
      expect(body.expiresAt).toBe(new Date(clock().getTime() + MAP_KEY_TTL_MS).toISOString());
      expect(body.tileUrl).toBeNull();
      expect(body.attribution).toBe(OUTLINE_ATTRIBUTION);
      expect(body.token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
      // Two keys are never the same.
      expect((await get()).json().token).not.toBe(body.token);
    });

    it("validates the key the map holds and renews it, a minute later", async () => {
      clock.set("2026-11-25T12:00:00+05:30");
      const first = MapKeyResponseSchema.parse((await get()).json());
      clock.set("2026-11-25T12:01:00+05:30");
      const res = await get(`?token=${encodeURIComponent(first.token)}`);
      expect(res.statusCode, res.body).toBe(200);
      const renewed = MapKeyResponseSchema.parse(res.json());
      expect(renewed.token).not.toBe(first.token);
      expect(Date.parse(renewed.expiresAt) - Date.parse(first.expiresAt)).toBe(60_000);
    });

    it("refuses an expired key, a forged one and one signed with another secret", async () => {
      clock.set("2026-11-25T12:00:00+05:30");
      const { token } = MapKeyResponseSchema.parse((await get()).json());
      const sig = token.split(".")[2] ?? "";
      const forged = `${token.slice(0, -sig.length)}${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
      const other = createMapKeyService({
        sessionSecret: "x".repeat(40),
        now: clock,
        tileUrl: undefined,
      }).key(undefined).token;
      const longer = `${Number(token.split(".")[0]) + 3600}.${token.split(".").slice(1).join(".")}`;
      for (const bad of [forged, other, longer, "nonsense", "1.2.3"]) {
        const res = await get(`?token=${encodeURIComponent(bad)}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.fields.token).toBe("The map key is invalid or has expired");
      }
      clock.set("2026-11-25T12:05:01+05:30");
      const expired = await get(`?token=${encodeURIComponent(token)}`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.message).toBe("The map key is invalid or has expired");
    });
  });
});

describe("the map's tile layer (MAP_TILE_URL)", () => {
  it("is answered with the key when configured", async () => {
    const tileUrl = "https://tiles.example.test/{z}/{x}/{y}.png?key={key}";
    const t = await buildTestApp("pglite", {
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", MAP_TILE_URL: tileUrl }),
    });
    try {
      const body = MapKeyResponseSchema.parse(
        (await t.app.inject({ url: "/api/trains/v1/mmi_token" })).json(),
      );
      expect(body.tileUrl).toBe(tileUrl);
      expect(body.attribution).toBe("Map tiles: tiles.example.test");
    } finally {
      await t.close();
    }
  });

  it("must be an http(s) template with {z}, {x} and {y}", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.test/tile.png" })).toThrow(
      "MAP_TILE_URL: must contain {z}, {x} and {y}",
    );
    expect(() => loadConfig({ MAP_TILE_URL: "ftp://tiles.example.test/{z}/{x}/{y}" })).toThrow(
      "MAP_TILE_URL: must be an http(s) URL template",
    );
  });
});
