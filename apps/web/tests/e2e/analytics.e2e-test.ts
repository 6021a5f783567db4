import type { AnalyticsBatchInput, FunnelResponse } from "@safar/contracts/analytics";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, hydrated, launch, newContext, nextWeekday } from "./browser.ts";
import { pickDate, pickStation, poll } from "./journey.ts";

/**
 * Analytics end to end (issue 22 item 8, ADR 027), in Chromium: a traveller
 * searches New Delhi → Mumbai Central and opens the traveller details of the
 * Rajdhani's 3A; the pages' beacons (navigator.sendBeacon, after the page is
 * idle) carry a screen view of each with the visit source and no personal
 * data; the operator page, opened on the server's machine, counts the visit
 * at the search and traveller-details steps of today's funnel.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const DATE = nextWeekday([1, 2, 3, 4, 5, 6, 0], 4);

async function funnelToday(): Promise<{ date: string; search: number; travellerDetails: number }> {
  const res = await fetch(new URL("/api/dev/analytics/funnel?days=1", baseURL()));
  expect(res.status).toBe(200);
  const body = (await res.json()) as FunnelResponse;
  const today = body.days.at(-1);
  if (!today) throw new Error("no day in the funnel");
  return { date: today.date, ...today.steps };
}

describe("analytics", () => {
  it("counts a search and its traveller details on the operator's funnel page", async () => {
    const before = await funnelToday();
    const context = await newContext(browser, "mobile");
    try {
      const page = await context.newPage();
      const beacons: AnalyticsBatchInput[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname !== "/api/analytics/events") return;
        expect(request.method()).toBe("POST");
        beacons.push(JSON.parse(request.postData() ?? "null"));
      });

      await page.goto("/trains");
      await hydrated(page);
      await pickStation(page, "From", "delhi", /New Delhi/);
      await pickStation(page, "To", "mumbai central", /Mumbai Central/);
      await pickDate(page, DATE);
      await page.getByRole("button", { name: "Search trains" }).click();
      await page.waitForURL(/\/trains\/searchTrains\//);
      await page
        .getByRole("group", { name: "Classes of train 12952" })
        .getByRole("radio", { name: /^3A / })
        .check();
      await page.getByRole("link", { name: "Book AC 3 Tier on train 12952" }).click();
      await page.waitForURL(/\/trains\/confirm\?/);
      await hydrated(page);

      // The beacons: one visit, its source, a screen view per page, codes only.
      await poll(() => beacons.flatMap((b) => b.events).some((e) => e.pageCode === 2)).toBe(true);
      const events = beacons.flatMap((b) => b.events);
      expect(events.map((e) => e.screenName)).toEqual(
        expect.arrayContaining([
          "TRAIN_MWEB_HOME",
          "TRAIN_MWEB_SRP",
          "TRAIN_MWEB_TRAVELLER_DETAILS",
        ]),
      );
      expect(new Set(beacons.map((b) => b.visit.id)).size).toBe(1);
      expect(beacons[0]?.visit).toMatchObject({ d1: "direct", d2: "home" });
      expect(beacons.every((b) => b.client === "H5" && b.device === "mobile")).toBe(true);
      const srp = events.find((e) => e.pageCode === 1);
      expect(srp?.labels).toEqual(["from:NDLS", "to:MMCT", `date:${DATE.replaceAll("-", "")}`]);

      // The operator's page, from this machine: today's funnel counts the visit.
      await page.goto("/dev/analytics");
      await page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor();
      const today = page.locator(`tr[data-day="${before.date}"]`);
      const cell = (step: string) => today.locator(`td[data-step="${step}"]`);
      await poll(async () => {
        await page.reload();
        return Number(await cell("travellerDetails").textContent());
      }).toBeGreaterThanOrEqual(before.travellerDetails + 1);
      expect(Number(await cell("search").textContent())).toBeGreaterThanOrEqual(before.search + 1);
      await expect(page.getByRole("table", { name: /Booking funnel/ }).isVisible()).resolves.toBe(
        true,
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends nothing for a search crawler", async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    try {
      const page = await context.newPage();
      const beacons: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/analytics/events")) beacons.push(r.url());
      });
      await page.goto("/trains");
      await page.waitForFunction(() => Boolean(window.safar?.shell));
      // The idle chunk (the stored session, analytics) has run: the session is stored.
      await page.waitForFunction(() => localStorage.getItem("safar.session") !== null);
      await page.waitForLoadState("networkidle");
      await page.goto("/trains/check-pnr");
      await page.waitForLoadState("networkidle");
      expect(beacons).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem("safar.visit"))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
