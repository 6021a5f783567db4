import { ACCOUNT_ENDPOINTS } from "@safar/contracts/account";
import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { CANCELLATION_ENDPOINTS } from "@safar/contracts/cancellation";
import { CONSENT_ENDPOINTS } from "@safar/contracts/consents";
import { COORDINATES_ENDPOINTS } from "@safar/contracts/coordinates";
import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import { HOME_EXTRA_ENDPOINTS } from "@safar/contracts/home-extras";
import { LIVE_STATUS_ENDPOINTS } from "@safar/contracts/live-status";
import { MY_DATA_ENDPOINTS } from "@safar/contracts/my-data";
import { NPS_ENDPOINTS } from "@safar/contracts/nps";
import { PNR_ENDPOINTS } from "@safar/contracts/pnr";
import { PROMO_ENDPOINTS } from "@safar/contracts/promo";
import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import { TATKAL_REMINDER_ENDPOINTS } from "@safar/contracts/tatkal-reminders";
import { TATKAL_SCHEDULE_ENDPOINTS } from "@safar/contracts/tatkal-schedule";
import { TDR_ENDPOINTS } from "@safar/contracts/tdr";
import { BOARDING_ENDPOINTS, TICKET_ENDPOINTS } from "@safar/contracts/tickets";
import { PLUGIN_ENDPOINTS, TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import { TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import { TRIP_ENDPOINTS } from "@safar/contracts/trips";
import { UNCLAIMED_REFUND_ENDPOINTS } from "@safar/contracts/unclaimed-refunds";
import { WAITING_ROOM_ENDPOINTS } from "@safar/contracts/waiting-room";
import { fastify } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { registerApi } from "../../app.ts";

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  // biome-ignore lint/suspicious/noExplicitAny: the document is checked structurally below
  let doc: any;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.schemas.Problem).toBeTruthy();
  });

  it("describes every search, saved-traveller and booking route the API registers, and only those", async () => {
    const registered: string[] = [];
    const app = fastify({ logger: false });
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        if (m === "HEAD") continue;
        if (/^\/api\/(trains|trains-search|plugins|a\/common)\//.test(route.url)) {
          registered.push(`${m} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
        }
      }
    });
    await registerApi(app, t.deps);
    await app.ready();
    await app.close();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(registered).toContain("POST /api/plugins/smart-filter");
    expect(registered.length).toBe(
      Object.keys(TRAINS_ENDPOINTS).length +
        Object.keys(SEO_ENDPOINTS).length +
        Object.keys(PLUGIN_ENDPOINTS).length +
        Object.keys(TRAVELLERS_ENDPOINTS).length +
        Object.keys(BOOKING_ENDPOINTS).length +
        Object.keys(CANCELLATION_ENDPOINTS).length +
        Object.keys(UNCLAIMED_REFUND_ENDPOINTS).length +
        Object.keys(TATKAL_REMINDER_ENDPOINTS).length +
        Object.keys(TATKAL_SCHEDULE_ENDPOINTS).length +
        Object.keys(WAITING_ROOM_ENDPOINTS).length +
        Object.keys(TICKET_ENDPOINTS).length +
        Object.keys(BOARDING_ENDPOINTS).length +
        Object.keys(TDR_ENDPOINTS).length +
        Object.keys(NPS_ENDPOINTS).length +
        Object.keys(RAILWAY_IDS_ENDPOINTS).length +
        Object.keys(LIVE_STATUS_ENDPOINTS).length +
        Object.keys(PNR_ENDPOINTS).length +
        Object.keys(TRIP_ENDPOINTS).length +
        Object.keys(PROMO_ENDPOINTS).length +
        Object.keys(FAVOURITE_ENDPOINTS).length +
        Object.keys(CONSENT_ENDPOINTS).length +
        Object.keys(MY_DATA_ENDPOINTS).length +
        Object.keys(COORDINATES_ENDPOINTS).length +
        Object.keys(ACCOUNT_ENDPOINTS).length +
        Object.keys(HOME_EXTRA_ENDPOINTS).length,
    );
    expect(documented.sort()).toEqual(registered.sort());
  });

  it("lists the wrapper parameters and the required ones of v5/search", () => {
    const params = doc.paths["/api/trains/v5/search"].get.parameters as {
      name: string;
      required: boolean;
    }[];
    const byName = new Map(params.map((p) => [p.name, p.required]));
    for (const name of ["isH5", "sso_token", "locale", "client", "affiliate"]) {
      expect(byName.get(name)).toBe(false);
    }
    expect(byName.get("from")).toBe(true);
    expect(byName.get("to")).toBe(true);
    expect(byName.get("date")).toBe(true);
    expect(byName.get("quota")).toBe(false);
  });

  it("documents the POST body of recent_searches_availability", () => {
    const op = doc.paths["/api/trains/v1/recent_searches_availability"].post;
    expect(op.requestBody.content["application/json"].schema.properties.searches).toBeTruthy();
  });

  const responseSchema = (path: string, method = "get") =>
    z.fromJSONSchema(doc.paths[path][method].responses["200"].content["application/json"].schema);

  it.each([
    ["/api/trains/v5/search", "/api/trains/v5/search?from=NDLS&to=HWH&date=2026-11-25"],
    ["/api/trains/v1/homepage", "/api/trains/v1/homepage"],
    ["/api/trains/v3/station", "/api/trains/v3/station?q=mumbai"],
    [
      "/api/trains/v1/date_ribbon",
      "/api/trains/v1/date_ribbon?trainNumber=12302&from=NDLS&to=HWH&date=2026-11-25&class=3A",
    ],
  ])("a real answer of %s validates against its published schema", async (path, url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    const result = responseSchema(path).safeParse(res.json());
    expect(result.error).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it("the smart filter's answer validates against its published schema", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/plugins/smart-filter?isH5=true",
      payload: { prompt: "AC trains after 6 pm", from: "NDLS", to: "HWH", date: "2026-11-25" },
    });
    expect(res.statusCode).toBe(200);
    const result = responseSchema("/api/plugins/smart-filter", "post").safeParse(res.json());
    expect(result.error).toBeUndefined();
  });

  it("a published schema rejects an answer of the wrong shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/trains/v1/homepage" });
    const body = res.json();
    body.bookingWindow.days = "sixty";
    expect(responseSchema("/api/trains/v1/homepage").safeParse(body).success).toBe(false);
  });

  it("documents the error answers of search with their codes", () => {
    const responses = doc.paths["/api/trains/v5/search"].get.responses;
    expect(responses["400"].description).toContain("bookings_not_open");
    expect(responses["400"].description).toContain("validation_failed");
    expect(responses["404"].description).toContain("no_station_found");
  });
});
