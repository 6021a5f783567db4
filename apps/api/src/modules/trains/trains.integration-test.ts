import { ERROR_MESSAGES, type ErrorCode } from "@safar/contracts/errors";
import { GsaAvailabilityResponseSchema } from "@safar/contracts/trains/gsa";
import { HomepageResponseSchema, RecentSearchesResponseSchema } from "@safar/contracts/trains/home";
import {
  IndirectJourneyResponseSchema,
  TrainSearchResponseSchema,
} from "@safar/contracts/trains/search";
import {
  AlternateStationsResponseSchema,
  PopularStationsResponseSchema,
  StationDetailResponseSchema,
  StationSearchResponseSchema,
  StationStatesResponseSchema,
} from "@safar/contracts/trains/stations";
import {
  DateRibbonResponseSchema,
  ScheduleResponseSchema,
  TrainByNameResponseSchema,
  TrainDetailResponseSchema,
} from "@safar/contracts/trains/train";
import { addDays } from "@safar/domain/ist";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

// The test clock is 2026-11-21 10:00 IST (a Saturday): the booking window runs to 2027-01-20.
const DATE = "2026-11-25";
const LAST_BOOKABLE = "2027-01-20";

function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
): Record<string, string> {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  // Catalogue codes carry the spec's wording; not_found names what was not found; a
  // validation failure names its first problem (issue 16).
  if (code === "validation_failed") {
    expect(body.error.message).toContain(Object.values(body.error.fields ?? {})[0]);
  } else if (code !== "not_found") {
    expect(body.error.message).toBe(ERROR_MESSAGES[code as ErrorCode]);
  }
  expect(body.error.requestId).toBeTruthy();
  if (field) expect(Object.keys(body.error.fields ?? {})).toContain(field);
  return body.error.fields ?? {};
}

describe.each(testDatabaseKinds())("search API /api/trains on %s", (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  describe("GET v5/search", () => {
    it("answers a busy pair with every class available as AVAILABLE-0nnn, in one availability call", async () => {
      const spy = vi.spyOn(t.deps.railway, "availabilityMany");
      const res = await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}`);
      expect(res.statusCode).toBe(200);
      const body = TrainSearchResponseSchema.parse(res.json());
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      const direct = (await t.deps.railway.searchJourneys("NDLS", "HWH", DATE)).direct;
      expect(body.trains.map((x) => x.trainNumber).sort()).toEqual(
        direct.map((j) => j.trainNumber).sort(),
      );
      expect(body.trains.length).toBeGreaterThan(0);
      for (const train of body.trains) {
        expect(train.classes.length).toBeGreaterThan(0);
        for (const c of train.classes) {
          expect(c.status).toMatch(/^AVAILABLE-0\d{3}$/);
          expect(c.statusGroup).toBe("AVL");
          expect(c.colour).toBe("green");
          expect(c.statusCode).toBe("1");
          expect(c.quota).toBe("GN");
          expect(c.fare).toBeGreaterThan(0);
          expect(c.bookable).toBe(true);
          expect(c.prediction).toBeNull();
        }
        expect(train.availabilityCount).toBe(train.classes.length);
      }
      expect(body.trains.map((x) => x.recommendedOrder)).toEqual(body.trains.map((_, i) => i + 1));
      expect(body.from.code).toBe("NDLS");
      expect(body.locale).toBe("en-IN");
      expect(body.noTrains).toBeNull();
      expect(body.counts.trains).toBe(body.trains.length);
      const defaults = body.quickFilters.sortOptions.filter((o) => o.default);
      expect(defaults.map((o) => o.value)).toEqual(["recommended"]);
      expect(body.filters.fareRange?.min).toBeGreaterThan(0);
    });

    it("takes the 8-digit date forms YYYYMMDD and DDMMYYYY", async () => {
      for (const date of ["20261125", "25112026"]) {
        const res = await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${date}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().date).toBe(DATE);
      }
    });

    it("accepts the generic wrapper parameters, unknown ones too, and echoes the locale", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}&isH5=true&sso_token=abc&locale=hi-IN&client=web&affiliate=partner1&deviceType=mobile&os=Android&appVersion=10.47.0&whatever=1`,
        headers: { sso_token: "abc", wallet_token: "w", deviceidentifier: "d1" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().locale).toBe("hi-IN");
      const odd = await get(
        `/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}&locale=nonsense&isH5=maybe`,
      );
      expect(odd.statusCode).toBe(200);
      expect(odd.json().locale).toBe("en-IN");
    });

    it("filters by class and answers in the asked quota", async () => {
      const res = await get(
        `/api/trains/v5/search?from=NDLS&to=MMCT&date=${DATE}&class=2a&quota=tq`,
      );
      expect(res.statusCode).toBe(200);
      const body = TrainSearchResponseSchema.parse(res.json());
      expect(body.class).toBe("2A");
      expect(body.quota).toBe("TQ");
      for (const train of body.trains) {
        expect(train.classes.map((c) => c.code)).toContain("2A");
        for (const c of train.classes) expect(c.quota).toBe("TQ");
      }
    });

    it("accepts the last bookable date", async () => {
      const res = await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${LAST_BOOKABLE}`);
      expect(res.statusCode).toBe(200);
    });

    it("refuses the same station twice with the spec's rule on the destination", async () => {
      const fields = expectProblem(
        await get(`/api/trains/v5/search?from=NDLS&to=ndls&date=${DATE}`),
        400,
        "validation_failed",
        "to",
      );
      expect(fields.to).toBe("Source and destination cannot be the same");
    });

    it("refuses a missing station", async () => {
      const fields = expectProblem(
        await get(`/api/trains/v5/search?to=HWH&date=${DATE}`),
        400,
        "validation_failed",
        "from",
      );
      expect(fields.from).toBe("Please enter a source station");
    });

    it("answers an unknown station with 404 No Station Found", async () => {
      const res = await get(`/api/trains/v5/search?from=NDLS&to=QQQ&date=${DATE}`);
      expectProblem(res, 404, "no_station_found", "to");
      expect(res.json().error.message).toBe("No Station Found");
    });

    it("refuses a malformed date and a malformed station code", async () => {
      for (const date of ["2026-13-01", "2026-02-30", "25-11-2026", "tomorrow", "2026112"]) {
        expectProblem(
          await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${date}`),
          400,
          "validation_failed",
          "date",
        );
      }
      expectProblem(
        await get(`/api/trains/v5/search?from=N@LS&to=HWH&date=${DATE}`),
        400,
        "validation_failed",
        "from",
      );
      expectProblem(
        await get("/api/trains/v5/search?from=NDLS&to=HWH"),
        400,
        "validation_failed",
        "date",
      );
    });

    it("refuses a past date", async () => {
      const fields = expectProblem(
        await get("/api/trains/v5/search?from=NDLS&to=HWH&date=2026-11-20"),
        400,
        "validation_failed",
        "date",
      );
      expect(fields.date).toBe("The journey date has passed");
    });

    it("answers a date beyond the booking window with Bookings not open for this date", async () => {
      const res = await get(
        `/api/trains/v5/search?from=NDLS&to=HWH&date=${addDays(LAST_BOOKABLE, 1)}`,
      );
      expectProblem(res, 400, "bookings_not_open");
      expect(res.json().error.message).toBe("Bookings not open for this date");
    });

    it("refuses an unknown quota or class", async () => {
      expectProblem(
        await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}&quota=XX`),
        400,
        "validation_failed",
        "quota",
      );
      expectProblem(
        await get(`/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}&class=ZZ`),
        400,
        "validation_failed",
        "class",
      );
    });

    it("says 'no trains on this date' when the route has trains on other days", async () => {
      const day = "2026-11-24"; // a Tuesday; the Garib Rath leaves Nizamuddin Mon, Thu, Sat
      expect((await t.deps.railway.searchJourneys("NZM", "BDTS", day)).direct).toEqual([]);
      const res = await get(`/api/trains/v5/search?from=NZM&to=BDTS&date=${day}`);
      expect(res.statusCode).toBe(200);
      const body = TrainSearchResponseSchema.parse(res.json());
      expect(body.trains).toEqual([]);
      expect(body.noTrains).toEqual({
        code: "no_trains_on_date",
        message: "Sorry, no trains found on this date!",
      });
      expect(body.alternateDates.before.length + body.alternateDates.after.length).toBeGreaterThan(
        0,
      );
    });

    it("says 'no trains on this route' when no train runs it, and flags the stitching flow", async () => {
      const found = await t.deps.railway.searchJourneys("PUNE", "MAO", DATE);
      const res = await get(`/api/trains/v5/search?from=PUNE&to=MAO&date=${DATE}`);
      expect(res.statusCode).toBe(200);
      const body = TrainSearchResponseSchema.parse(res.json());
      expect(body.trains).toEqual([]);
      expect(body.noTrains?.code).toBe("no_trains_on_route");
      expect(body.noTrains?.message).toBe("No trains found on this route");
      // One per pair of trains, as v1/indirect_journey lists them.
      const pairs = new Set(
        found.connections.map((c) => `${c.legs[0].trainNumber}>${c.legs[1].trainNumber}`),
      );
      expect(body.counts.connections).toBeGreaterThan(0);
      expect(body.counts.connections).toBeLessThanOrEqual(pairs.size);
      expect(body.isTrainsStitchingFlow).toBe(true);
      const listed = IndirectJourneyResponseSchema.parse(
        (await get(`/api/trains/v1/indirect_journey?from=PUNE&to=MAO&date=${DATE}`)).json(),
      );
      expect(body.counts.connections).toBe(listed.total);
    });
  });

  describe("GET v1/indirect_journey", () => {
    const url = (extra = "") =>
      `/api/trains/v1/indirect_journey?from=PUNE&to=MAO&date=${DATE}${extra}`;
    const list = async (extra = "") => {
      const res = await get(url(extra));
      expect(res.statusCode).toBe(200);
      return IndirectJourneyResponseSchema.parse(res.json());
    };

    it("lists one option per pair of trains, both legs' seats asked for in one call", async () => {
      const spy = vi.spyOn(t.deps.railway, "availabilityMany");
      const body = await list("&limit=100");
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      const found = await t.deps.railway.searchJourneys("PUNE", "MAO", DATE);
      const pairs = new Set(
        found.connections.map((c) => `${c.legs[0].trainNumber}>${c.legs[1].trainNumber}`),
      );
      expect(body.total + body.slower).toBe(pairs.size);
      expect(body.matched).toBe(body.total);
      expect(body.connections).toHaveLength(body.total);
      const listedPairs = body.connections.map(
        (c) => `${c.legs[0].trainNumber}>${c.legs[1].trainNumber}`,
      );
      expect(new Set(listedPairs).size).toBe(listedPairs.length);
      expect(new Set(body.connections.map((c) => c.id)).size).toBe(body.connections.length);
      for (const c of body.connections) {
        const [first, second] = c.legs;
        expect(first.from.code).toBe("PUNE");
        expect(second.to.code).toBe("MAO");
        expect(c.transfer.arriveAt.code).toBe(first.to.code);
        expect(c.transfer.departFrom.code).toBe(second.from.code);
        expect(c.transfer.waitMin).toBeGreaterThanOrEqual(30);
        expect(c.id).toBe(
          `${first.trainNumber}.PUNE.${first.to.code}.${first.departure.date.replaceAll("-", "")}-` +
            `${second.trainNumber}.${second.from.code}.MAO.${second.departure.date.replaceAll("-", "")}`,
        );
        // Every class offered has each leg's fare in it, added: two tickets.
        expect(c.classes.length).toBeGreaterThan(0);
        for (const option of c.classes) {
          const a = first.classes.find((x) => x.code === option.classes[0]);
          const b = second.classes.find((x) => x.code === option.classes[1]);
          expect(a?.status).toMatch(/^AVAILABLE-0\d{3}$/);
          expect(b?.status).toMatch(/^AVAILABLE-0\d{3}$/);
          expect(option.fare).toBe((a?.fare ?? Number.NaN) + (b?.fare ?? Number.NaN));
          expect(option).toMatchObject({
            statusGroup: "AVL",
            bookable: true,
            chance: { percent: 100 },
          });
        }
      }
      // The default order is the recommended one.
      expect(body.connections.map((c) => c.recommendedOrder)).toEqual(
        body.connections.map((_, i) => i + 1),
      );
      expect(body.facets.classes.length).toBeGreaterThan(0);
      expect(body.facets.alighting).toEqual([
        { value: "MAO", name: "Madgaon Junction", count: body.total },
      ]);
    });

    it("applies the results page's sort and filters, and pages the matching ones", async () => {
      const all = await list("&limit=100");
      const byDuration = await list("&limit=100&sort=dur");
      const durations = byDuration.connections.map((c) => c.durationMin);
      expect(durations).toEqual([...durations].sort((a, b) => a - b));
      expect(byDuration.connections.map((c) => c.id).sort()).toEqual(
        all.connections.map((c) => c.id).sort(),
      );
      const late = await list("&limit=100&sort=dep_desc");
      const departures = late.connections.map((c) => c.departure.dateTime);
      expect(departures).toEqual([...departures].sort().reverse());

      // A class keeps the options offering it on both trains.
      const sleeper = await list("&limit=100&cls=SL");
      expect(sleeper.matched).toBeLessThan(all.total);
      expect(sleeper.total).toBe(all.total);
      for (const c of sleeper.connections) {
        expect(c.classes.some((o) => o.classes.every((code) => code === "SL"))).toBe(true);
      }
      expect(sleeper.connections.map((c) => c.id).sort()).toEqual(
        all.connections
          .filter((c) => c.classes.some((o) => o.classes.every((code) => code === "SL")))
          .map((c) => c.id)
          .sort(),
      );
      // Arrival in the evening: the second train's arrival.
      const evening = await list("&limit=100&arr=evening");
      for (const c of evening.connections)
        expect(Number(c.arrival.time.slice(0, 2))).toBeGreaterThanOrEqual(18);

      // Pages follow one another without a gap or a repeat.
      const first = await list("&sort=dur&limit=2");
      const second = await list("&sort=dur&limit=2&offset=2");
      expect(first.offset).toBe(0);
      expect(second.offset).toBe(2);
      expect([...first.connections, ...second.connections].map((c) => c.id)).toEqual(
        byDuration.connections.slice(0, 4).map((c) => c.id),
      );
      expect(first.matched).toBe(all.total);
    });

    it("ignores a filter value that does not fit, and refuses a bad page, the same station and an unknown one", async () => {
      const odd = await list("&sort=fastest&cls=ZZ&dw=25:00-");
      expect(odd.matched).toBe(odd.total);
      expectProblem(await get(url("&limit=0")), 400, "validation_failed", "limit");
      expectProblem(await get(url("&limit=101")), 400, "validation_failed", "limit");
      expectProblem(await get(url("&offset=-1")), 400, "validation_failed", "offset");
      expectProblem(
        await get(`/api/trains/v1/indirect_journey?from=PUNE&to=PUNE&date=${DATE}`),
        400,
        "validation_failed",
        "to",
      );
      expectProblem(
        await get(`/api/trains/v1/indirect_journey?from=QQQ&to=MAO&date=${DATE}`),
        404,
        "no_station_found",
        "from",
      );
    });
  });

  describe("stations", () => {
    it("v3/station finds Delhi's stations by city, best first", async () => {
      const res = await get("/api/trains/v3/station?q=delhi&limit=5");
      expect(res.statusCode).toBe(200);
      const body = StationSearchResponseSchema.parse(res.json());
      expect(body.stations.length).toBeGreaterThan(0);
      expect(body.stations.length).toBeLessThanOrEqual(5);
      expect(body.stations.map((s) => s.code)).toContain("NDLS");
    });

    it("v3/station answers no match with an empty list and refuses a missing or long query", async () => {
      const res = await get("/api/trains/v3/station?q=qqqqxxzz");
      expect(res.statusCode).toBe(200);
      expect(StationSearchResponseSchema.parse(res.json()).stations).toEqual([]);
      expectProblem(await get("/api/trains/v3/station"), 400, "validation_failed", "q");
      expectProblem(
        await get(`/api/trains/v3/station?q=${"a".repeat(61)}`),
        400,
        "validation_failed",
        "q",
      );
      expectProblem(
        await get("/api/trains/v3/station?q=del&limit=500"),
        400,
        "validation_failed",
        "limit",
      );
    });

    it("v4/station gives one station with its served neighbours", async () => {
      const res = await get("/api/trains/v4/station?code=ndls");
      expect(res.statusCode).toBe(200);
      const body = StationDetailResponseSchema.parse(res.json());
      expect(body.station.code).toBe("NDLS");
      expect(body.station.state).toBe("Delhi");
      expect(body.nearby.map((n) => n.station.code)).toContain("DLI");
      for (const n of body.nearby) expect(n.distanceKm).toBeLessThanOrEqual(50);
    });

    it("v4/station answers an unknown code with 404 and a malformed one with 400", async () => {
      expectProblem(await get("/api/trains/v4/station?code=QQQ"), 404, "no_station_found", "code");
      expectProblem(
        await get("/api/trains/v4/station?code=1ABC"),
        400,
        "validation_failed",
        "code",
      );
    });

    it("v1/station/states lists the states the stations are in, each with its stations", async () => {
      const res = StationStatesResponseSchema.parse(
        (await get("/api/trains/v1/station/states?isH5=true")).json(),
      );
      expect(res.states.length).toBeGreaterThan(1);
      expect(res.states.map((s) => s.state)).toContain("Maharashtra");
      for (const s of res.states.slice(0, 3)) {
        const popular = PopularStationsResponseSchema.parse(
          (
            await get(
              `/api/trains/v1/station/most_popular?limit=50&state=${encodeURIComponent(s.state)}`,
            )
          ).json(),
        );
        // Every state listed has stations to show (those some train calls at).
        expect(popular.stations.length).toBeGreaterThan(0);
        expect(popular.stations.length).toBeLessThanOrEqual(s.stations);
      }
    });

    it("v1/station/most_popular lists the busiest stations, by state when asked", async () => {
      const all = PopularStationsResponseSchema.parse(
        (await get("/api/trains/v1/station/most_popular?limit=5")).json(),
      );
      // The country's busiest (Mumbai, Bengaluru, Chennai, Kolkata, Delhi first), not the
      // best-connected junctions (issue 19): no longer by importance.
      expect(all.stations.map((s) => s.code)).toEqual(["CSMT", "SBC", "MAS", "HWH", "NDLS"]);
      const res = await get("/api/trains/v1/station/most_popular?state=Maharashtra");
      const state = PopularStationsResponseSchema.parse(res.json());
      expect(state.stations.length).toBeGreaterThan(0);
      for (const s of state.stations) expect(s.state).toBe("Maharashtra");
      expectProblem(
        await get("/api/trains/v1/station/most_popular?limit=abc"),
        400,
        "validation_failed",
        "limit",
      );
    });

    it("v1/alternate_stations gives trains from nearby stations with availability and a text", async () => {
      const res = await get(`/api/trains/v1/alternate_stations?from=NDLS&to=HWH&date=${DATE}`);
      expect(res.statusCode).toBe(200);
      const body = AlternateStationsResponseSchema.parse(res.json());
      expect(body.routes.length).toBeGreaterThan(0);
      for (const route of body.routes) {
        expect(route.from.code === "NDLS" && route.to.code === "HWH").toBe(false);
        expect(route.alternateStationsText).toMatch(/^Trains from /);
        expect(route.trains.length).toBeGreaterThan(0);
        for (const train of route.trains) {
          for (const c of train.classes) expect(c.status).toMatch(/^AVAILABLE-0\d{3}$/);
        }
      }
      const sealdah = body.routes.find((r) => r.to.code === "SDAH");
      expect(sealdah?.alternateStationsText).toContain("km from Howrah Junction");
    });

    it("v1/alternate_stations refuses bad input", async () => {
      expectProblem(
        await get(`/api/trains/v1/alternate_stations?from=NDLS&to=QQQ&date=${DATE}`),
        404,
        "no_station_found",
      );
      expectProblem(
        await get("/api/trains/v1/alternate_stations?from=NDLS&to=HWH&date=2026-11-01"),
        400,
        "validation_failed",
        "date",
      );
    });
  });

  describe("one train", () => {
    it("v1/schedule gives the stops in order", async () => {
      const res = await get("/api/trains/v1/schedule?trainNumber=12302");
      expect(res.statusCode).toBe(200);
      const body = ScheduleResponseSchema.parse(res.json());
      expect(body.trainName).toBe("Howrah Rajdhani");
      expect(body.stops[0]?.code).toBe("NDLS");
      expect(body.stops.at(-1)?.code).toBe("HWH");
      expect(body.source).toEqual({ code: "NDLS", name: body.stops[0]?.name });
    });

    it("v1/schedule answers an unknown train with 404 and a malformed number with 400", async () => {
      expectProblem(await get("/api/trains/v1/schedule?trainNumber=99999"), 404, "not_found");
      expectProblem(
        await get("/api/trains/v1/schedule?trainNumber=12ab"),
        400,
        "validation_failed",
        "trainNumber",
      );
      expectProblem(await get("/api/trains/v1/schedule"), 400, "validation_failed", "trainNumber");
    });

    it("v1/detail gives every class of the train, or only the class asked for", async () => {
      const base = `/api/trains/v1/detail?trainNumber=12302&from=NDLS&to=HWH&date=${DATE}`;
      const all = TrainDetailResponseSchema.parse((await get(base)).json());
      const schedule = await t.deps.railway.trainSchedule("12302");
      expect(all.train.classes.map((c) => c.code)).toEqual(schedule?.classes);
      const one = TrainDetailResponseSchema.parse((await get(`${base}&class=3A&quota=SS`)).json());
      expect(one.train.classes.map((c) => [c.code, c.quota])).toEqual([["3A", "SS"]]);
      expect(one.train.classes[0]?.status).toMatch(/^AVAILABLE-0\d{3}$/);
    });

    it("v1/detail refuses a class the train lacks, a train not on the route and bad input", async () => {
      const base = `/api/trains/v1/detail?from=NDLS&to=HWH&date=${DATE}`;
      expectProblem(
        await get(`${base}&trainNumber=12302&class=SL`),
        400,
        "validation_failed",
        "class",
      );
      expectProblem(await get(`${base}&trainNumber=12951`), 404, "not_found", "trainNumber");
      expectProblem(await get(`${base}&trainNumber=1230`), 400, "validation_failed", "trainNumber");
      expectProblem(
        await get("/api/trains/v1/detail?trainNumber=12302&from=NDLS&to=HWH&date=2026-11-19"),
        400,
        "validation_failed",
        "date",
      );
    });

    it("v1/date_ribbon covers two days before to one after, marking days the train does not run", async () => {
      const spy = vi.spyOn(t.deps.railway, "availabilityMany");
      const res = await get(
        "/api/trains/v1/date_ribbon?trainNumber=12910&from=NZM&to=BDTS&date=2026-11-26&class=3A",
      );
      expect(res.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      const body = DateRibbonResponseSchema.parse(res.json());
      expect(body.days.map((d) => d.date)).toEqual([
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "2026-11-27",
      ]);
      expect(body.days.map((d) => d.selected)).toEqual([false, false, true, false]);
      for (const day of body.days) {
        const runs = (await t.deps.railway.searchJourneys("NZM", "BDTS", day.date)).direct.some(
          (j) => j.trainNumber === "12910",
        );
        expect(day.runs).toBe(runs);
        if (runs) expect(day.availability?.status).toMatch(/^AVAILABLE-0\d{3}$/);
        else expect(day.availability).toBeNull();
      }
      expect(body.days.some((d) => !d.runs)).toBe(true);
    });

    it("v1/date_ribbon refuses an unknown train, a missing class and a class the train lacks", async () => {
      const base = `/api/trains/v1/date_ribbon?from=NDLS&to=HWH&date=${DATE}`;
      expectProblem(await get(`${base}&trainNumber=99999&class=3A`), 404, "not_found");
      expectProblem(await get(`${base}&trainNumber=12302`), 400, "validation_failed", "class");
      expectProblem(
        await get(`${base}&trainNumber=12302&class=SL`),
        400,
        "validation_failed",
        "class",
      );
    });

    it("trains-search/v1/train finds trains by name and by number", async () => {
      const byName = TrainByNameResponseSchema.parse(
        (await get("/api/trains-search/v1/train?q=rajdhani")).json(),
      );
      const howrah = byName.trains.find((x) => x.trainNumber === "12302");
      expect(howrah?.source).toEqual({ code: "NDLS", name: "New Delhi" });
      const byNumber = TrainByNameResponseSchema.parse(
        (await get("/api/trains-search/v1/train?q=12302")).json(),
      );
      expect(byNumber.trains[0]?.trainNumber).toBe("12302");
      expectProblem(await get("/api/trains-search/v1/train"), 400, "validation_failed", "q");
    });
  });

  describe("home and recent searches", () => {
    it("v1/homepage gives the booking window, the holidays in it and popular stations", async () => {
      const res = await get("/api/trains/v1/homepage?locale=en-IN");
      expect(res.statusCode).toBe(200);
      const body = HomepageResponseSchema.parse(res.json());
      expect(body.bookingWindow).toEqual({
        firstBookableDate: "2026-11-21",
        lastBookableDate: LAST_BOOKABLE,
        days: 60,
      });
      expect(body.holidays.map((h) => h.name)).toContain("Christmas");
      for (const h of body.holidays) {
        expect(h.date >= "2026-11-21" && h.date <= LAST_BOOKABLE).toBe(true);
      }
      expect(body.popularStations.length).toBeGreaterThan(0);
      expect(body.quotas.filter((q) => q.default).map((q) => q.code)).toEqual(["GN"]);
    });

    it("v1/recent_searches_availability answers each search, moving past dates to tomorrow", async () => {
      const spy = vi.spyOn(t.deps.railway, "availabilityMany");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/trains/v1/recent_searches_availability?isH5=true",
        payload: {
          searches: [
            { from: "NDLS", to: "HWH", date: DATE },
            { from: "CSMT", to: "MAO", date: "2026-11-01" },
            { from: "NDLS", to: "QQQ", date: DATE },
            { from: "NDLS", to: "MMCT", date: "2027-03-01" },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      const body = RecentSearchesResponseSchema.parse(res.json());
      const [busy, past, unknown, far] = body.results;
      expect(busy?.error).toBeNull();
      expect(busy?.trains).toBeGreaterThan(0);
      expect(busy?.availableTrains).toBe(busy?.trains);
      expect(busy?.best?.status).toMatch(/^AVAILABLE-0\d{3}$/);
      expect(past?.requestedDate).toBe("2026-11-01");
      expect(past?.date).toBe("2026-11-22");
      expect(past?.trains).toBeGreaterThan(0);
      expect(unknown?.error?.code).toBe("no_station_found");
      expect(unknown?.best).toBeNull();
      expect(far?.error?.code).toBe("bookings_not_open");
    });

    it("v1/recent_searches_availability refuses an empty, too long or malformed list", async () => {
      const post = (payload: unknown) =>
        t.app.inject({
          method: "POST",
          url: "/api/trains/v1/recent_searches_availability",
          payload: payload as object,
        });
      expectProblem(await post({ searches: [] }), 400, "validation_failed", "searches");
      const many = Array.from({ length: 11 }, () => ({ from: "NDLS", to: "HWH", date: DATE }));
      expectProblem(await post({ searches: many }), 400, "validation_failed", "searches");
      expectProblem(
        await post({ searches: [{ from: "NDLS", to: "NDLS", date: DATE }] }),
        400,
        "validation_failed",
        "searches.0.to",
      );
      expectProblem(
        await post({ searches: [{ from: "NDLS", to: "HWH", date: "someday" }] }),
        400,
        "validation_failed",
        "searches.0.date",
      );
    });
  });

  describe("GET v1/checkGsaAvailability", () => {
    it("lists alternatives by the spec's kinds, best kind first", async () => {
      const spy = vi.spyOn(t.deps.railway, "availabilityMany");
      const res = await get(
        `/api/trains/v1/checkGsaAvailability?trainNumber=12302&from=NDLS&to=HWH&date=${DATE}&class=3A`,
      );
      expect(res.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      const body = GsaAvailabilityResponseSchema.parse(res.json());
      expect(body.requested?.code).toBe("3A");
      expect(body.requested?.status).toMatch(/^AVAILABLE-0\d{3}$/);
      // On a fresh railway every other class of the same train is available: kind 1.
      expect(body.kind).toBe(1);
      expect(body.kindName).toBe("avl_same_train");
      const kinds = body.alternates.map((a) => a.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
      for (const a of body.alternates) {
        expect(a.kind).toBeGreaterThanOrEqual(1);
        expect(a.kind).toBeLessThanOrEqual(5);
        expect(
          a.trainNumber === "12302" &&
            a.availability.code === "3A" &&
            a.availability.quota === "GN",
        ).toBe(false);
      }
      expect(body.alternates.some((a) => a.kindName === "avl_nearby")).toBe(true);
    });

    it("refuses bad input", async () => {
      const base = `/api/trains/v1/checkGsaAvailability?from=NDLS&to=HWH&date=${DATE}`;
      expectProblem(await get(`${base}&trainNumber=12302`), 400, "validation_failed", "class");
      expectProblem(await get(`${base}&trainNumber=12951&class=3A`), 404, "not_found");
      expectProblem(
        await get(
          `/api/trains/v1/checkGsaAvailability?trainNumber=12302&from=NDLS&to=HWH&date=2027-02-01&class=3A`,
        ),
        400,
        "bookings_not_open",
      );
    });
  });

  /**
   * Issue 5 item 7: every endpoint that takes a journey answers the four
   * usual mistakes with a clear 4xx — the catalogue's message, the field in
   * error and what is wrong with it.
   */
  describe.each([
    ["v5/search", "/api/trains/v5/search?"],
    ["v1/indirect_journey", "/api/trains/v1/indirect_journey?"],
    ["v1/alternate_stations", "/api/trains/v1/alternate_stations?"],
    ["v1/detail", "/api/trains/v1/detail?trainNumber=12302&"],
    ["v1/date_ribbon", "/api/trains/v1/date_ribbon?trainNumber=12302&class=3A&"],
    ["v1/checkGsaAvailability", "/api/trains/v1/checkGsaAvailability?trainNumber=12302&class=3A&"],
  ])("bad input on %s", (_name, base) => {
    const url = (q: Record<string, string>) =>
      `${base}${new URLSearchParams({ from: "NDLS", to: "HWH", date: DATE, ...q })}`;

    it("answers an unknown station with 404 No Station Found, naming the field", async () => {
      for (const field of ["from", "to"] as const) {
        const fields = expectProblem(
          await get(url({ [field]: "QQQ" })),
          404,
          "no_station_found",
          field,
        );
        expect(fields[field]).toBe("No station with code QQQ");
      }
    });

    it("refuses a past date", async () => {
      const fields = expectProblem(
        await get(url({ date: "2026-11-20" })),
        400,
        "validation_failed",
        "date",
      );
      expect(fields.date).toBe("The journey date has passed");
    });

    it("refuses the same station twice on the destination", async () => {
      const fields = expectProblem(await get(url({ to: "NDLS" })), 400, "validation_failed", "to");
      expect(fields.to).toBe("Source and destination cannot be the same");
    });

    it("refuses a malformed date, saying which forms it takes", async () => {
      for (const date of ["2026-02-30", "2026-13-01", "31-12-2026", "tomorrow", "2026112", ""]) {
        const fields = expectProblem(await get(url({ date })), 400, "validation_failed", "date");
        expect(fields.date, date).toMatch(/YYYY-MM-DD|required|date/i);
      }
    });

    it("answers a date beyond the booking window with Bookings not open for this date", async () => {
      expectProblem(await get(url({ date: addDays(LAST_BOOKABLE, 1) })), 400, "bookings_not_open");
    });
  });
});
