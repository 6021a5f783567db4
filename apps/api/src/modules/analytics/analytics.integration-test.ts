import type { AnalyticsBatchInput } from "@safar/contracts/analytics";
import { SESSION_COOKIE } from "@safar/contracts/auth";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_RATE_LIMIT_ENV, type TestApp } from "../../../test/helper.ts";
import { cookieHeader, signIn } from "../../../test/session.ts";
import { loadConfig } from "../../config.ts";
import { ANALYTICS_BODY_LIMIT } from "./analytics.routes.ts";

const DAY = 86_400_000;
const visit = (id: string) => ({
  id: `visit-${id}`.padEnd(16, "x"),
  d1: "seo",
  d2: "google.com",
  d3: "",
});

function batch(id: string, pageCodes: number[], extra: object = {}): AnalyticsBatchInput {
  return {
    client: "H5",
    profile: "default",
    device: "mobile",
    visit: visit(id),
    events: pageCodes.map((pageCode) => ({
      eventId: 5102,
      screenName: "TRAIN_MWEB_SCREEN",
      category: "screen",
      action: "view",
      labels: [`page:${pageCode}`],
      pageCode,
      ...extra,
    })),
  } as AnalyticsBatchInput;
}

describe.each(testDatabaseKinds())("analytics events on %s", (kind) => {
  let t: TestApp;
  // Friday 27 Nov 2026, 10:00 IST.
  const clock = fixedClock("2026-11-27T10:00:00+05:30");
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      now: clock,
      config: loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        ...TEST_RATE_LIMIT_ENV,
        ANALYTICS_RETENTION_DAYS: "30",
        RATE_LIMIT_ANALYTICS: "5/1m",
      }),
    });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "content-type": "application/json", ...headers },
      remoteAddress,
    });
  const funnel = async (days = 2) => {
    const res = await t.app.inject({ url: `/api/dev/analytics/funnel?days=${days}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("stores a valid batch (204), also sent as text/plain by sendBeacon", async () => {
    expect((await post(batch("a", [1, 2]), "10.1.0.1")).statusCode).toBe(204);
    const beacon = await post(batch("b", [1]), "10.1.0.2", {
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    expect(beacon.body).toBe("");
  });

  it("takes a beacon from a signed-in browser without the anti-forgery header", async () => {
    const user = await signIn(t.app, "9000000022", { remoteAddress: "10.1.0.3" });
    const res = await post(batch("c", [1, 2, 3]), "10.1.0.3", {
      cookie: cookieHeader({ [SESSION_COOKIE]: user.cookies[SESSION_COOKIE] ?? "" }),
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it.each([
    ["a name in a label", batch("d", [1], { labels: ["from:Ravi Kumar"] })],
    ["a phone number in a label", batch("d", [1], { labels: ["code:9876543210"] })],
    ["an e-mail in a label", batch("d", [1], { labels: ["source:ravi@example.com"] })],
    ["a PNR in a label", batch("d", [1], { labels: ["status:4512345678"] })],
    ["an unknown field", { ...batch("d", [1]), email: "ravi@example.com" }],
    ["an unknown event id", batch("d", [1], { eventId: 9999 })],
    ["no events", { ...batch("d", [1]), events: [] }],
    ["a control character", batch("d", [1], { category: "screen\u0000" })],
  ])("refuses %s with 400 and stores nothing", async (what, payload) => {
    const before = (await funnel()).storedEvents;
    // One address per case: refused requests count against the limit too.
    const res = await post(payload, `10.1.4.${what.length}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect((await funnel()).storedEvents).toBe(before);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await post("{not json", "10.1.0.5", { "content-type": "text/plain" });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a body over the size cap with 413", async () => {
    const huge = { ...batch("e", [1]), padding: "x".repeat(ANALYTICS_BODY_LIMIT) };
    expect((await post(huge, "10.1.0.6")).statusCode).toBe(413);
    const beacon = await post(huge, "10.1.0.6", { "content-type": "text/plain" });
    expect(beacon.statusCode).toBe(413);
  });

  it("answers 429 past the per-client limit; another client is unaffected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(batch("f", [5]), "10.1.0.7")).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await post(batch("g", [5]), "10.1.0.8")).statusCode).toBe(204);
  });

  it("counts distinct visits per IST day and funnel step", async () => {
    // Visit h reaches every step; its repeated search view counts once.
    expect((await post(batch("h", [1, 1, 2, 3, 4]), "10.1.0.9")).statusCode).toBe(204);
    const ticket = batch("h", [0], { eventId: 5105, category: "booking", action: "ticket_booked" });
    expect((await post(ticket, "10.1.0.9")).statusCode).toBe(204);
    const { days } = await funnel(2);
    expect(days.map((d: { date: string }) => d.date)).toEqual(["2026-11-26", "2026-11-27"]);
    expect(days[0].steps).toEqual({
      search: 0,
      travellerDetails: 0,
      review: 0,
      payment: 0,
      ticket: 0,
    });
    // a, b, c, h searched; a, c, h gave traveller details; c, h reviewed; h paid and booked.
    expect(days[1].steps).toEqual({
      search: 4,
      travellerDetails: 3,
      review: 2,
      payment: 1,
      ticket: 1,
    });
  });

  it("puts an event just before midnight IST on its own day", async () => {
    clock.set("2026-11-27T23:59:00+05:30");
    expect((await post(batch("i", [1]), "10.1.0.10")).statusCode).toBe(204);
    clock.set("2026-11-28T00:01:00+05:30");
    expect((await post(batch("j", [1]), "10.1.0.10")).statusCode).toBe(204);
    const { days } = await funnel(2);
    expect(
      days.map((d: { date: string; steps: { search: number } }) => [d.date, d.steps.search]),
    ).toEqual([
      ["2026-11-27", 5],
      ["2026-11-28", 1],
    ]);
  });

  it("deletes events older than the retention as new ones arrive", async () => {
    const stored = (await funnel()).storedEvents;
    expect(stored).toBeGreaterThan(0);
    // 31 days on, past ANALYTICS_RETENTION_DAYS=30: everything before is deleted.
    clock.advance(31 * DAY);
    expect((await post(batch("k", [1]), "10.1.0.11")).statusCode).toBe(204);
    const after = await funnel(40);
    expect(after.storedEvents).toBe(1);
    expect(after.retentionDays).toBe(30);
    expect(after.days.at(-1).steps.search).toBe(1);
    expect(
      after.days.reduce((n: number, d: { steps: { search: number } }) => n + d.steps.search, 0),
    ).toBe(1);
  });

  it("answers the funnel only on this machine (ANALYTICS_PAGE=local)", async () => {
    const res = await t.app.inject({
      url: "/api/dev/analytics/funnel",
      remoteAddress: "10.1.0.12",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("operator_local_only");
    const forwarded = await t.app.inject({
      url: "/api/dev/analytics/funnel",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe("the analytics page switched off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", {
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ANALYTICS_PAGE: "off" }),
    });
  });
  afterAll(() => t.close());

  it("has no funnel endpoint (404) but still takes events", async () => {
    expect((await t.app.inject({ url: "/api/dev/analytics/funnel" })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: batch("z", [1]),
    });
    expect(res.statusCode).toBe(204);
  });
});
