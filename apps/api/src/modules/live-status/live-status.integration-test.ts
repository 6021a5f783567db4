import { LiveStatusResponseSchema } from "@safar/contracts/live-status";
import { fixedClock } from "@safar/test-kit/clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

// 2026-11-25 (a Wednesday) 14:00 IST. The Mumbai Rajdhani (12952) leaves New Delhi every day.
const clock = fixedClock("2026-11-25T14:00:00+05:30");

describe("GET /api/trains/v1/train/status (spec §7; issue 7 items 2 and 4)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { now: clock });
  });
  afterAll(() => t.close());
  const get = (qs: string) => t.app.inject({ url: `/api/trains/v1/train/status?${qs}` });

  it("answers a run's stops with scheduled and expected times, and where the train is", async () => {
    clock.set("2026-11-25T14:00:00+05:30");
    const res = await get("trainNumber=12952&date=2026-11-24");
    expect(res.statusCode, res.body).toBe(200);
    const body = LiveStatusResponseSchema.parse(res.json());
    expect(body.runDate).toBe("2026-11-24");
    expect(body.stops[0]?.code).toBe("NDLS");
    expect(body.stops.every((s) => s.delayMin >= 0)).toBe(true);
    // A run that left yesterday evening is done by today 14:00.
    expect(body.terminated).toBe(body.position.state === "arrived");
    expect(body.serverTime).toBe("2026-11-25T08:30:00.000Z");
  });

  it("moves the train on as the clock moves, and the same instant always answers the same", async () => {
    clock.set("2026-11-25T17:30:00+05:30");
    const before = (await get("trainNumber=12952&date=2026-11-25")).json();
    expect(before.position.state).toBe("not_started");
    clock.set("2026-11-25T19:30:00+05:30");
    const running = (await get("trainNumber=12952&date=2026-11-25")).json();
    const again = (await get("trainNumber=12952&date=2026-11-25")).json();
    expect(running).toEqual(again);
    clock.set("2026-11-25T23:30:00+05:30");
    const later = (await get("trainNumber=12952&date=2026-11-25")).json();
    const progress = (b: { position: { distanceKm: number | null } }) => b.position.distanceKm ?? 0;
    if (!later.cancelled) expect(progress(later)).toBeGreaterThan(progress(running));
    expect(
      later.stops.filter((s: { state: string }) => s.state === "departed").length,
    ).toBeGreaterThan(0);
  });

  it("picks yesterday's run before the 10:00 cutoff and today's after it (spec §9)", async () => {
    clock.set("2026-11-25T09:00:00+05:30");
    expect((await get("trainNumber=12952")).json().runDate).toBe("2026-11-24");
    clock.set("2026-11-25T11:00:00+05:30");
    expect((await get("trainNumber=12952")).json().runDate).toBe("2026-11-25");
  });

  it("refuses an unknown train and a malformed one", async () => {
    const unknown = await get("trainNumber=99999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Train not found");
    const bad = await get("trainNumber=12");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.trainNumber).toBe("Please enter a valid train");
  });
  it("refuses invalid train numbers on v1 and v2 (issue 7 item 5)", async () => {
    for (const version of ["v1", "v2"]) {
      for (const bad of ["", "abcde", "123456", "1295", "12 952"]) {
        const res = await t.app.inject({
          url: `/api/trains/${version}/train/status?${new URLSearchParams({ trainNumber: bad })}`,
        });
        expect(res.statusCode, `${version} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.json().error.fields.trainNumber).toBe("Please enter a valid train");
      }
      const missing = await t.app.inject({ url: `/api/trains/${version}/train/status` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.trainNumber).toBeDefined();
    }
  });

  it("answers 404 for an unknown train, with or without a date, on v1 and v2", async () => {
    for (const version of ["v1", "v2"]) {
      for (const qs of ["trainNumber=99999", "trainNumber=00000&date=2026-11-25"]) {
        const res = await t.app.inject({ url: `/api/trains/${version}/train/status?${qs}` });
        expect(res.statusCode, `${version} ${qs}`).toBe(404);
        expect(res.json().error.message).toBe("Train not found");
      }
    }
  });

  it("refuses a malformed run date", async () => {
    for (const date of ["25-11-2026", "20261125", "tomorrow"]) {
      const res = await get(`trainNumber=12952&date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.fields.date).toBe("Please choose a valid date");
    }
  });

  it("refuses a date the train does not leave its origin on, and answers a date it does", async () => {
    clock.set("2026-11-25T14:00:00+05:30");
    // The Madgaon Double Decker (11085) leaves Lokmanya Tilak on one weekday only.
    const runs: string[] = [];
    const refused: string[] = [];
    for (let d = 20; d <= 26; d++) {
      const date = `2026-11-${d}`;
      const res = await get(`trainNumber=11085&date=${date}`);
      if (res.statusCode === 200) runs.push(date);
      else {
        expect(res.statusCode, date).toBe(400);
        expect(res.json().error.message).toBe("Train 11085 does not leave LTT on this date");
        refused.push(date);
      }
    }
    expect(runs).toHaveLength(1);
    expect(refused).toHaveLength(6);
  });

  it("answers 503 'Live status currently unavailable' when the railway fails", async () => {
    const down = await buildTestApp("pglite", {
      now: clock,
      railway: {
        ...t.deps.railway,
        runningStatus: async () => {
          throw new Error("railway down");
        },
      },
    });
    try {
      for (const version of ["v1", "v2"]) {
        const res = await down.app.inject({
          url: `/api/trains/${version}/train/status?trainNumber=12952`,
        });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json().error).toMatchObject({
          code: "live_status_unavailable",
          message: "Live status currently unavailable",
        });
      }
    } finally {
      await down.close();
    }
  });
});
