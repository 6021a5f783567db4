import { AnalyticsEventSchema } from "@safar/contracts/analytics";
import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusalEvent, routeErrorEvents, screenName, sessionVisit } from "./analytics.ts";

let storage: MemoryStorage;
function at(url: string, referrer: string) {
  vi.stubGlobal("window", { location: { href: url } });
  vi.stubGlobal("document", { referrer });
}
beforeEach(() => {
  storage = new MemoryStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe("the visit source in the browser (spec §4)", () => {
  it("is decided on the session's first page and kept for the rest of it", () => {
    at("https://safar.example/trains/check-pnr", "https://www.google.com/");
    const first = sessionVisit(false, storage);
    expect(first).toMatchObject({ d1: "seo", d2: "google.com", d3: "" });
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    // The next page of the session came from our own page: still the SEO visit.
    at("https://safar.example/trains", "https://safar.example/trains/check-pnr");
    expect(sessionVisit(false, storage)).toEqual(first);
  });

  it("is app in the host app, direct without a referrer, and decided again when storage is unreadable", () => {
    at("https://safar.example/trains", "");
    expect(sessionVisit(true, storage).d1).toBe("app");
    const fresh = new MemoryStorage();
    fresh.setItem("safar.visit", "{broken");
    expect(sessionVisit(false, fresh)).toMatchObject({ d1: "direct", d2: "home" });
    // No storage at all (blocked): a visit for this page only.
    expect(sessionVisit(false, null).d1).toBe("direct");
  });
});

describe("screen names (spec §9 prefixes)", () => {
  it("names flow pages by their page code and other pages by their route", () => {
    expect(screenName("TRAIN_MWEB", "search-results", 1)).toBe("TRAIN_MWEB_SRP");
    expect(screenName("TRAIN_DWEB", "confirm", 2)).toBe("TRAIN_DWEB_TRAVELLER_DETAILS");
    expect(screenName("TRAIN_AFFILIATE_TA", "check-pnr", undefined)).toBe(
      "TRAIN_AFFILIATE_TA_CHECK_PNR",
    );
    expect(screenName("TRAIN_MWEB", "", undefined)).toBe("TRAIN_MWEB_PAGE");
    expect(screenName("TRAIN_MWEB", "home-trains", undefined)).toBe("TRAIN_MWEB_HOME");
  });

  it("gives names the server accepts", () => {
    for (const name of [
      screenName("TRAIN_MWEB", "order-details", undefined),
      screenName("TRAIN_DWEB", "routes/dev/analytics.tsx", undefined),
    ]) {
      const event = { eventId: 5102, screenName: name, category: "screen", action: "view" };
      expect(AnalyticsEventSchema.safeParse(event).success, name).toBe(true);
    }
  });
});

describe("API errors (5104)", () => {
  it("counts each route whose loader threw, by status", () => {
    const events = routeErrorEvents({ "routes/search": { status: 503 }, other: new Error("x") }, 1);
    expect(events.map((e) => [e.eventId, e.action, e.labels, e.pageCode])).toEqual([
      [5104, "route_error", ["status:503"], 1],
      [5104, "route_error", ["status:500"], 1],
    ]);
    expect(routeErrorEvents(null, undefined)).toEqual([]);
  });

  it("counts a page's API refusal by its code, and nothing that is not a code", () => {
    expect(refusalEvent("bookings_not_open", 1)).toMatchObject({
      eventId: 5104,
      action: "refused",
      labels: ["code:bookings_not_open"],
    });
    expect(refusalEvent(undefined, 1)).toBeNull();
    expect(refusalEvent("Ravi Kumar 9876543210", 1)).toBeNull();
  });

  it("makes events the events schema accepts", () => {
    const events = [...routeErrorEvents({ r: { status: 404 } }, 1), refusalEvent("internal", 1)];
    for (const e of events) {
      expect(AnalyticsEventSchema.safeParse({ ...e, screenName: "TRAIN_MWEB_SRP" }).success).toBe(
        true,
      );
    }
  });
});
