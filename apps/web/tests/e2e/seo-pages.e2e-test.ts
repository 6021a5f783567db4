import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  launch,
  newContext,
  VIEWPORTS,
  type ViewportName,
} from "./browser.ts";

/**
 * Issue 22 "Arriving from anywhere": a visitor from a search engine lands on
 * a route page, follows a train, then one of its stations. Each page is
 * checked for its content, its JSON-LD, a canonical URL that answers 200
 * itself, and axe at 360 and 1280 px; the same pages work without JavaScript.
 */

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  return blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
}

async function canonicalAnswers200(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(href).toBeTruthy();
  const res = await fetch(href as string, { redirect: "manual" });
  expect(res.status).toBe(200);
  return new URL(href as string).pathname;
}

describe("route → train → station pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`walks from a route page to a train and a station at ${VIEWPORTS[viewport].width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();

      // The route page: direct trains with fares, fastest and cheapest, dates to search.
      const res = await page.goto("/trains/new-delhi-to-mumbai-trains");
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").textContent()).resolves.toBe("New Delhi to Mumbai trains");
      const direct = page.getByRole("region", { name: /^Direct trains/ });
      await expect(
        direct.getByRole("link", { name: "12952 Mumbai Rajdhani" }).count(),
      ).resolves.toBe(1);
      await expect(page.getByText("Fastest:").count()).resolves.toBe(1);
      await expect(page.getByText("Cheapest:").count()).resolves.toBe(1);
      const dates = page.getByRole("region", { name: "Book on this route" }).getByRole("link");
      await expect(dates.count()).resolves.toBe(7);
      expect(await dates.first().getAttribute("href")).toMatch(
        /^\/trains\/searchTrains\/NDLS_New%20Delhi\/MMCT_Mumbai%20Central\/\d{8}$/,
      );
      // A landing variant of search (spec §2): each date opens its results.
      const results = await fetch(
        new URL((await dates.first().getAttribute("href")) as string, baseURL()),
      );
      expect(results.status).toBe(200);
      expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "FAQPage"]);
      expect(await canonicalAnswers200(page)).toBe("/trains/new-delhi-to-mumbai-trains");
      expect(await axeViolations(page)).toEqual([]);

      // The train page: schedule, running days, fares, coaches, live status and PNR links.
      await direct.getByRole("link", { name: "12952 Mumbai Rajdhani" }).click();
      await page.waitForURL("**/trains/12952-mumbai-rajdhani");
      await page.locator("h1", { hasText: "12952 Mumbai Rajdhani" }).waitFor();
      const schedule = page.getByRole("region", { name: "Schedule" });
      await expect(schedule.getByRole("row").count()).resolves.toBeGreaterThan(3);
      await expect(page.getByRole("list", { name: "Running days" }).count()).resolves.toBe(1);
      await expect(
        page.getByRole("region", { name: "Classes and fares" }).getByText("3A").count(),
      ).resolves.toBeGreaterThan(0);
      await expect(page.getByRole("region", { name: "Coach composition" }).count()).resolves.toBe(
        1,
      );
      expect(
        await page.getByRole("link", { name: "Live running status" }).getAttribute("href"),
      ).toBe("/trains/liveTrainStatus?trainNumber=12952");
      await expect(page.getByRole("link", { name: "Check PNR status" }).count()).resolves.toBe(1);
      expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "TrainTrip", "FAQPage"]);
      expect(await canonicalAnswers200(page)).toBe("/trains/12952-mumbai-rajdhani");
      expect(await axeViolations(page)).toEqual([]);

      // A station of its schedule: departures, arrivals, nearby stations, a map that needs no script.
      await schedule.getByRole("link", { name: "New Delhi" }).click();
      await page.waitForURL("**/trains/ndls-new-delhi-railway-station");
      await page.locator("h1", { hasText: "New Delhi (NDLS) railway station" }).waitFor();
      const departures = page.getByRole("region", { name: "Departures" });
      await expect(departures.getByRole("link").count()).resolves.toBeGreaterThan(0);
      await expect(page.getByRole("region", { name: "Arrivals" }).count()).resolves.toBe(1);
      await expect(
        page.getByRole("img", { name: /New Delhi and \d+ stations nearby/ }).count(),
      ).resolves.toBe(1);
      expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "TrainStation", "FAQPage"]);
      expect(await canonicalAnswers200(page)).toBe("/trains/ndls-new-delhi-railway-station");
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it("serves the same pages without JavaScript, links navigating", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/trains/new-delhi-to-mumbai-trains");
    await page.getByRole("link", { name: "12952 Mumbai Rajdhani" }).first().click();
    await page.waitForURL("**/trains/12952-mumbai-rajdhani");
    await expect(page.getByRole("region", { name: "Schedule" }).count()).resolves.toBe(1);
    await context.close();
  });

  it("answers robots.txt and a sitemap index whose files list the pages", async () => {
    const robots = await fetch(new URL("/robots.txt", baseURL()));
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${new URL(baseURL()).origin}/sitemap.xml`);

    const index = await fetch(new URL("/sitemap.xml", baseURL()));
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1] as string,
    );
    expect(files.map((f) => new URL(f).pathname)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/trains-1.xml",
      "/sitemaps/stations-1.xml",
      "/sitemaps/routes-station-1.xml",
      "/sitemaps/routes-city-1.xml",
    ]);
    const trains = await (await fetch(files[1] as string)).text();
    expect(trains).toContain("/trains/12952-mumbai-rajdhani</loc>");
    const pages = await (await fetch(files[0] as string)).text();
    // Home, the HTML sitemap, its four lists and the guides with Hindi copy in both languages
    // (ADR 028): each page once, and its Hindi URL once more.
    const hindi = pages.match(/\?lang=hi<\/loc>/g)?.length ?? 0;
    expect(hindi).toBeGreaterThanOrEqual(2 + 4);
    expect(pages.match(/<url>/g)?.length).toBe(2 + 4 + 12 + hindi);
    expect(pages).toContain("/trains?lang=hi</loc>");
    const home = `${new URL(baseURL()).origin}/trains?lang=hi`;
    expect(pages).toContain(`hreflang="hi-IN" href="${home}"`);
    expect((await fetch(new URL("/sitemaps/trains-2.xml", baseURL()))).status).toBe(404);
  });
});
