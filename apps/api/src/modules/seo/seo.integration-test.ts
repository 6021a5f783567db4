import {
  SeoListPageSchema,
  SeoListsSchema,
  SeoRoutePageSchema,
  SeoStationPageSchema,
  SeoTrainPageSchema,
} from "@safar/contracts/seo";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

// The test clock is 2026-11-21 10:00 IST: pages look from tomorrow, 2026-11-22.
describe.each(testDatabaseKinds())("SEO endpoints /api/trains/v1/seo on %s", (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers a train's page: its stops, fares per class on its next run, coaches, return and similar trains", async () => {
    const res = await get("/api/trains/v1/seo/train/12952");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const page = SeoTrainPageSchema.parse(res.json());
    const schedule = await t.deps.railway.trainSchedule("12952");
    expect(page.path).toBe("/trains/12952-mumbai-rajdhani");
    expect(page.stops.map((s) => s.code)).toEqual(schedule?.stops.map((s) => s.code));
    expect(page.stops[0]).toMatchObject({ code: "NDLS", arrival: null, day: 1 });
    expect(page.stops[0]?.path).toBe("/trains/ndls-new-delhi-railway-station");
    expect(page.fareDate).toBe("2026-11-22");
    const run = (await t.deps.railway.searchJourneys("NDLS", "MMCT", "2026-11-22")).direct.find(
      (j) => j.trainNumber === "12952",
    );
    expect(page.classes.map((c) => [c.code, c.fare])).toEqual(
      run?.fares.map((f) => [f.classCode, f.total]),
    );
    expect(page.rake.length).toBeGreaterThan(5);
    expect(page.pair).toEqual({
      trainNumber: "12951",
      trainName: "Mumbai Rajdhani",
      path: "/trains/12951-mumbai-rajdhani",
    });
    expect(page.routePath).toBe("/trains/new-delhi-to-mumbai-central-trains");
    expect(page.similar.map((s) => s.trainNumber)).not.toContain("12952");
  });

  it("answers a station's page: every call by time, nearby stations, routes from it", async () => {
    const res = await get("/api/trains/v1/seo/station/NDLS");
    expect(res.statusCode).toBe(200);
    const page = SeoStationPageSchema.parse(res.json());
    expect(page.station).toMatchObject({
      code: "NDLS",
      name: "New Delhi",
      path: "/trains/ndls-new-delhi-railway-station",
    });
    const calls = await t.deps.railway.stationCalls("NDLS");
    expect(page.trains.map((c) => c.trainNumber)).toEqual(calls.map((c) => c.trainNumber));
    expect(page.trains.some((c) => c.trainNumber === "12952" && c.departure !== null)).toBe(true);
    const times = page.trains.map((c) => c.departure ?? c.arrival ?? "");
    expect(times).toEqual([...times].sort());
    expect(page.nearby.length).toBeGreaterThan(0);
    expect(page.nearby.every((n) => n.code !== "NDLS")).toBe(true);
    expect(page.routes.length).toBeGreaterThan(0);
  });

  it("answers a route page between a station and a city: direct trains, fastest, cheapest", async () => {
    const res = await get("/api/trains/v1/seo/route?origin=new-delhi&destination=mumbai");
    expect(res.statusCode).toBe(200);
    const page = SeoRoutePageSchema.parse(res.json());
    expect(page.path).toBe("/trains/new-delhi-to-mumbai-trains");
    expect(page.origin).toMatchObject({ kind: "station", main: { code: "NDLS" } });
    expect(page.destination).toMatchObject({ kind: "city", name: "Mumbai" });
    expect(page.trains.map((x) => x.trainNumber)).toContain("12952");
    const fastest = page.trains.reduce((a, b) => (b.durationMin < a.durationMin ? b : a));
    expect(page.fastest).toBe(fastest.trainNumber);
    const lowest = Math.min(...page.trains.flatMap((x) => x.classes.map((c) => c.fare)));
    expect(page.cheapest?.fare).toBe(lowest);
  });

  it("resolves other spellings of a route to its canonical path, and refuses unknown places with 404", async () => {
    const alias = SeoRoutePageSchema.parse(
      (await get("/api/trains/v1/seo/route?origin=ndls&destination=bombay")).json(),
    );
    expect(alias.path).toBe("/trains/new-delhi-to-mumbai-trains");
    for (const url of [
      "/api/trains/v1/seo/route?origin=foo&destination=bar",
      "/api/trains/v1/seo/route?origin=new-delhi&destination=new-delhi",
      "/api/trains/v1/seo/train/99999",
      "/api/trains/v1/seo/station/QQQQ",
      "/api/trains/v1/seo/lists/trains?page=2",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
    expect((await get("/api/trains/v1/seo/station/ndls")).statusCode).toBe(400);
    expect((await get("/api/trains/v1/seo/lists/nothing")).statusCode).toBe(400);
  });

  it("lists every train, served station and route once, paged", async () => {
    const lists = SeoListsSchema.parse((await get("/api/trains/v1/seo/lists")).json()).lists;
    const trains = await t.deps.railway.trainList();
    expect(lists.find((l) => l.list === "trains")?.total).toBe(trains.length);
    const served = await t.deps.railway.servedStations();
    expect(lists.find((l) => l.list === "stations")?.total).toBe(served.length);

    const first = SeoListPageSchema.parse(
      (await get("/api/trains/v1/seo/lists/trains?page=1&size=10")).json(),
    );
    expect(first).toMatchObject({ page: 1, total: trains.length });
    expect(first.pageCount).toBe(Math.ceil(trains.length / 10));
    const last = SeoListPageSchema.parse(
      (await get(`/api/trains/v1/seo/lists/trains?page=${first.pageCount}&size=10`)).json(),
    );
    expect(last.items.length).toBe(trains.length - 10 * (first.pageCount - 1));

    for (const list of ["routes-station", "routes-city"]) {
      const page = SeoListPageSchema.parse(
        (await get(`/api/trains/v1/seo/lists/${list}?size=50000`)).json(),
      );
      const paths = page.items.map((i) => i.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths.every((p) => /^\/trains\/[a-z0-9-]+-to-[a-z0-9-]+-trains$/.test(p))).toBe(true);
      // Every listed route page answers.
      for (const path of paths.slice(0, 10)) {
        const [origin, destination] = path.slice(8, -7).split("-to-");
        const res = await get(
          `/api/trains/v1/seo/route?origin=${origin}&destination=${destination}`,
        );
        expect(res.statusCode, path).toBe(200);
        expect(SeoRoutePageSchema.parse(res.json()).path).toBe(path);
      }
    }
  });
});
