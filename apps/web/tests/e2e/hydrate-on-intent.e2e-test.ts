import { addDays } from "@safar/domain/ist";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, compactDate, hydrated, indiaToday, launch, newContext } from "./browser.ts";

/**
 * The search results page hydrates at the traveller's first sign of intent
 * (ADR 010, `handle.hydrate: "intent"`): its JavaScript is fetched after the
 * first paint but runs only at the first touch, pointer, key, focus, scroll or
 * click; until then the server HTML is the page, and a tap on a
 * JavaScript-only button (the menu) is kept and replayed once hydrated.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const RESULTS = `/trains/searchTrains/${encodeURIComponent("NDLS_New Delhi")}/${encodeURIComponent("HWH_Howrah Junction")}/${compactDate(addDays(indiaToday(), 5))}`;

const routeModulesLoaded = (page: Page) =>
  page.evaluate(() => "__reactRouterRouteModules" in window);

const scriptsFetched = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.endsWith(".js")).length,
  );

/** The results page on a phone, loaded and not yet woken: none of its modules has run. */
async function openAsleep() {
  const context = await newContext(browser, "mobile", { clock: false });
  const page = await context.newPage();
  await page.goto(RESULTS, { waitUntil: "load" });
  expect(await routeModulesLoaded(page)).toBe(false);
  return { context, page };
}

describe("the results page, hydrated on intent", () => {
  it("fetches its JavaScript after the first paint but runs none of it until the traveller acts", async () => {
    const context = await newContext(browser, "mobile", { clock: false });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(RESULTS, { waitUntil: "load" });
    await expect.poll(() => scriptsFetched(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    expect(await routeModulesLoaded(page)).toBe(false);
    expect(await page.evaluate(() => Boolean(window.safar?.shell))).toBe(false);
    // The server HTML is complete and accessible as it is.
    expect(await page.locator("#direct .train-card").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => Boolean(window.safar?.shell));
    expect(await routeModulesLoaded(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the menu from a tap made before the page had hydrated", async () => {
    const { context, page } = await openAsleep();
    await page.locator(".site-header__menu").tap();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor({ timeout: 15_000 });
    expect(await drawer.count()).toBe(1);
    await context.close();
  });

  it("opens the filter sheet from a tap on Sort & filter made before the page had hydrated", async () => {
    const { context, page } = await openAsleep();
    const scrolled = await page.evaluate(() => window.scrollY);
    // Before hydration this is a link to the filter form further down the page.
    const open = page.locator("a.filters-slot__open");
    expect(await open.getAttribute("href")).toBe("#filters");
    await open.tap();
    const sheet = page.getByRole("dialog", { name: "Sort & filter" });
    await sheet.waitFor({ timeout: 15_000 });
    // The link was not followed: no jump to the form the hydrated page hides.
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  it("keeps a class chosen before the page had hydrated, its details showing", async () => {
    const { context, page } = await openAsleep();
    const card = page.locator('#direct li.train-card[data-train="12302"]');
    await card.locator('.class-chip[data-class="2A"]').tap();
    const book = card.getByRole("link", { name: "Book AC 2 Tier on train 12302" });
    expect(await book.isVisible()).toBe(true);
    // The tap woke the page: once it and its train list have hydrated, 2A is still chosen.
    await page.waitForFunction(() => Boolean(window.safar?.shell));
    await page.waitForLoadState("networkidle");
    expect(await card.getByRole("radio", { name: /^2A / }).isChecked()).toBe(true);
    expect(await book.isVisible()).toBe(true);
    await context.close();
  });

  it("follows a link tapped before the page had hydrated, as a link", async () => {
    const { context, page } = await openAsleep();
    const modify = page.getByRole("link", { name: /modify/i }).first();
    const href = await modify.getAttribute("href");
    expect(href).toBeTruthy();
    await modify.tap();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await hydrated(page);
    await context.close();
  });
});

describe("a page that hydrates at load", () => {
  it("runs its JavaScript without waiting for the traveller", async () => {
    const context = await newContext(browser, "mobile", { clock: false });
    const page = await context.newPage();
    await page.goto("/trains/check-pnr", { waitUntil: "load" });
    await page.waitForFunction(() => Boolean(window.safar?.shell), undefined, { timeout: 15_000 });
    await context.close();
  });
});
