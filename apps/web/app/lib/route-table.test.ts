import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, SEO_CONTENT_PAGES } from "./route-table.ts";

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const routes = ROUTE_TABLE.map((e) =>
  e.path === null ? { id: e.id, index: true as const } : { id: e.id, path: e.path },
);
const matchedId = (url: string) => {
  const matches = matchRoutes(routes, new URL(url, "http://x").pathname);
  return matches?.at(-1)?.route.id;
};

/** Spec §2's route table and other paths, in React Router syntax (page:index is a whole segment). */
const SPEC_PATHS = [
  null,
  "trains",
  "trains/searchTrains/:source/:destination/:departureDate",
  "trains/searchAlternateTrains/:source/:destination/:departureDate",
  "trains/confirm",
  "trains/tdredirect",
  "trains/review",
  "trains/pg-review",
  "trains/check-pnr",
  "trains/pnr-enquiry/:pnrNumber/:token",
  "trains/enquiry-pnr/:pnrNumber/:token",
  "trains/current-status/:id/:token",
  "trains/current-status",
  "trains/cancellationPolicy/:reviewInfo",
  "trains/howToAadharAuth",
  "trains/oct-tnc",
  "trains/liveTrainStatus",
  "trains/check-lts",
  "trains/mybookings",
  "travel/mybookings",
  "trains/trains-sitemap",
  "trains/trains-sitemap-trains-list/:page",
  "trains/trains-sitemap-routes-city-list/:page",
  "trains/trains-sitemap-routes-station-list/:page",
  "trains/trains-sitemap-stations-list/:page",
  ...[
    "railway-reservation-cancellation",
    "railway-enquiry",
    "irctc-account-login",
    "pnr-status",
    "premium-tatkal-railway-reservation",
    "railway-reservation",
    "seat-availability",
    "tatkal-railway-reservation",
    "indian-railways",
    "tdr-rules",
    "train-running-status",
    "irctc",
  ].map((slug) => `trains/${slug}`),
  "trains/:slug",
  "trains/irctc-login/:orderId",
  "trains/history/:orderId",
  "trains/summary/:orderId",
  // Not paths of spec §2: its "resend", "boarding-station change" and "TDR filing" screens, under their order.
  "trains/summary/:orderId/resend",
  "trains/summary/:orderId/boarding",
  "trains/summary/:orderId/tdr",
  // Its "feedback (NPS)" screen, under the order it rates.
  "trains/summary/:orderId/feedback",
  // Not a path of spec §2: its "cancellation" screen (§2 Other screens), under the order it cancels.
  "trains/summary/:orderId/cancel",
  "travel/offers",
  "travel/hotels",
  // The travel-app landing of spec §2 "Screen contents" and its Metro tile (issue 22).
  "travel",
  "metro",
  "bus",
  "flights",
  "international-flights",
  "myorders",
  "care",
  "v1/api/login",
  "v1/api/login/travel",
  "v1/api/authresponse",
  // The token-clearing path for mobile web's login expiry (spec §2 "Other paths"), also Logout.
  "v1/api/logout",
  // Not in the spec: the waiting room of a Tatkal or reservation opening (issue 20, ADR 021).
  "trains/waiting-room",
  // Not a path of spec §2: its one-click Tatkal flow page (page code 5, issue 20, ADR 022).
  "trains/oct",
  // Not paths of spec §2: its connecting (two-train) journey booked as one (§2, §4; ADR 023).
  "trains/connecting/book",
  "trains/connecting/:tripId/review",
  "trains/connecting/:tripId/pay",
  // Not a path of spec §2: the traveller's account, data and deletion (issue 25, ADR 030).
  "trains/account",
  // Not in the spec: the development outbox of sign-in OTPs and e-tickets (ADR 011).
  "dev/outbox",
  // Not in the spec: the operator's daily booking funnel, and deep links (spec §5 base64; ADR 027).
  "dev/analytics",
  "trains/deeplink/:payload",
  // Not in the spec: the development host-app simulator of in-app mode (ADR 026).
  "dev/host-app",
  "train-tickets/*",
  "bus-tickets/*",
  "*",
];

describe("the route table", () => {
  it("holds every route of spec §2 and nothing it does not name", () => {
    expect(new Set(ROUTE_TABLE.map((e) => e.path))).toEqual(new Set(SPEC_PATHS));
  });
  it("has unique ids and paths", () => {
    expect(new Set(ROUTE_TABLE.map((e) => e.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((e) => e.path)).size).toBe(ROUTE_TABLE.length);
  });
  it("points at route modules that exist", () => {
    for (const e of ROUTE_TABLE) expect(existsSync(path.join(APP, e.file)), e.file).toBe(true);
  });
  it("lists the twelve SEO content pages", () => {
    expect(SEO_CONTENT_PAGES).toHaveLength(12);
  });
  it("gives every entry a successful sample, except the fallback", () => {
    for (const e of ROUTE_TABLE) {
      if (e.id === "not-found") continue;
      expect(
        e.samples.some((s) => s.status === 200),
        e.id,
      ).toBe(true);
    }
  });
  it.each(ROUTE_TABLE.flatMap((e) => e.samples.map((s) => [s.url, e.id] as const)))(
    "sample %s is matched by its own entry %s",
    (url, id) => {
      expect(matchedId(url)).toBe(id);
    },
  );
  it("sends unknown paths to the fallback", () => {
    expect(matchedId("/a/b/c")).toBe("not-found");
    expect(matchedId("/trains/a/b")).toBe("not-found");
  });
  it("ranks static /trains/ pages above the shared slug segment", () => {
    expect(matchedId("/trains/check-pnr")).toBe("check-pnr");
    expect(matchedId("/trains/pnr-status")).toBe("seo-pnr-status");
    expect(matchedId("/trains/12951-mumbai-rajdhani")).toBe("trains-slug");
  });
});
