import { ERROR_MESSAGES } from "@safar/contracts/errors";
import {
  SMART_FILTER_FALLBACK_MESSAGE,
  SmartFilterResponseSchema,
} from "@safar/contracts/smart-filter";
import { type FastifyInstance, fastify } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { installErrorHandler } from "../../errors.ts";
import { smartFilterRoutes } from "./smart-filter.routes.ts";

/**
 * The route on a bare Fastify instance with the API's error handler, mounted
 * as the API mounts its modules (under `/api`) and at the root (the parser
 * needs no database), then once through the whole API on PGlite to check
 * the registration in app.ts.
 */
async function appWith(prefix: string | undefined): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  installErrorHandler(app);
  await app.register(smartFilterRoutes, prefix ? { prefix } : {});
  await app.ready();
  return app;
}

const search = { from: "NDLS", to: "BCT", date: "2026-12-01" };

describe("POST /api/plugins/smart-filter", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith("/api");
  });
  afterAll(() => app.close());

  it("answers spec §7's data and fallback_message for an understood prompt", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      headers: { sso_token: "abc" },
      payload: { ...search, prompt: "AC trains after 6 pm under ₹2000" },
    });
    expect(res.statusCode).toBe(200);
    const body = SmartFilterResponseSchema.parse(res.json());
    expect(body.fallback_message).toBeNull();
    expect(body.data.understood).toBe(true);
    expect(body.data.filters.price).toEqual({ max: 2000 });
    expect(body.data.filters.departureWindow).toEqual({ from: 1080 });
    expect(body.data.chips.map((c) => c.label)).toEqual([
      "AC classes",
      "Under ₹2,000",
      "Departs after 6:00 PM",
    ]);
  });

  it("answers 200 with the fallback message when nothing is understood", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      payload: { ...search, prompt: "tell me a joke" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { filters: {}, chips: [], understood: false },
      fallback_message: SMART_FILTER_FALLBACK_MESSAGE,
    });
  });

  it("reads the request's stations, the searched origin and destination on their sides", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      payload: {
        ...search,
        quota: "GN",
        prompt: "hazrat nizamuddin se, reaching mumbai central before 8",
        stations: [
          { code: "NZM", name: "Hazrat Nizamuddin" },
          { code: "BCT", name: "Mumbai Central" },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.filters).toEqual({
      boarding: ["NZM"],
      alighting: ["BCT"],
      arrivalWindow: { to: 480 },
    });
    // A searched station named alone takes its side from the search.
    const alone = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      payload: { ...search, prompt: "bct", stations: [] },
    });
    expect(alone.json().data.filters).toEqual({ alighting: ["BCT"] });
  });

  it.each([
    ["no prompt", { ...search }, "prompt"],
    ["an empty prompt", { ...search, prompt: "   " }, "prompt"],
    ["a prompt over 500 characters", { ...search, prompt: "a".repeat(501) }, "prompt"],
    ["a malformed station code", { ...search, from: "new delhi", prompt: "AC" }, "from"],
    ["a malformed date", { ...search, date: "01-12-2026", prompt: "AC" }, "date"],
    ["an unknown quota", { ...search, quota: "XX", prompt: "AC" }, "quota"],
    ["the same station twice", { ...search, to: search.from, prompt: "AC" }, "to"],
  ])("refuses %s with validation_failed naming the field", async (_name, payload, field) => {
    const res = await app.inject({ method: "POST", url: "/api/plugins/smart-filter", payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("accepts a prompt of exactly 500 characters", async () => {
    const prompt = `sleeper ${"x".repeat(492)}`;
    expect(prompt).toHaveLength(500);
    const res = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      payload: { ...search, prompt },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.filters).toEqual({ classes: ["SL"] });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
  });

  it("answers only POST", async () => {
    const res = await app.inject({ method: "GET", url: "/api/plugins/smart-filter" });
    expect(res.statusCode).toBe(404);
  });
});

describe("mounted without a prefix", () => {
  it("answers at /plugins/smart-filter", async () => {
    const app = await appWith(undefined);
    try {
      const res = await app.inject({
        method: "POST",
        url: "/plugins/smart-filter",
        payload: { ...search, prompt: "subah wali train" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.filters).toEqual({ departure: ["morning"] });
    } finally {
      await app.close();
    }
  });
});

describe("registered in the whole API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  // The demo network's New Delhi → Mumbai Central; the test clock is 2026-11-21 10:00 IST.
  const known = { from: "NDLS", to: "MMCT", date: "2026-12-01" };
  const post = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/plugins/smart-filter", payload });

  it("answers at /api/plugins/smart-filter before the /api catch-all", async () => {
    const res = await post({
      ...known,
      prompt: "sleeper with confirmed seats, reaching before 8 am",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.filters).toEqual({
      classes: ["SL"],
      availability: "available",
      arrivalWindow: { to: 480 },
    });
  });

  it.each([
    [
      "an unknown station",
      { ...known, to: "QQQ" },
      404,
      "no_station_found",
      "to",
      "No station with code QQQ",
    ],
    [
      "a past date",
      { ...known, date: "2026-11-20" },
      400,
      "validation_failed",
      "date",
      "The journey date has passed",
    ],
    [
      "the same station twice",
      { ...known, to: "NDLS" },
      400,
      "validation_failed",
      "to",
      "Source and destination cannot be the same",
    ],
    [
      "a malformed date",
      { ...known, date: "2026-02-30" },
      400,
      "validation_failed",
      "date",
      undefined,
    ],
    [
      "a date beyond the booking window",
      { ...known, date: "2027-01-21" },
      400,
      "bookings_not_open",
      "date",
      undefined,
    ],
  ] as const)(
    "refuses %s with a clear 4xx",
    async (_name, search, status, code, field, message) => {
      const res = await post({ ...search, prompt: "AC trains after 6 pm" });
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.error.code).toBe(code);
      // A validation failure names its first problem (issue 16); other codes use the catalogue's words.
      const first = Object.values(body.error.fields ?? {})[0];
      expect(body.error.message).toBe(code === "validation_failed" ? first : ERROR_MESSAGES[code]);
      expect(body.error.requestId).toBeTruthy();
      expect(Object.keys(body.error.fields ?? {})).toContain(field);
      if (message) expect(body.error.fields[field]).toBe(message);
    },
  );
});
