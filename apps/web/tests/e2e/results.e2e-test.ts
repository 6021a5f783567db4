import { addDays } from "@safar/domain/ist";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  compactDate,
  hydrated,
  indiaToday,
  launch,
  newContext,
  nextWeekday,
  shot,
  type ViewportName,
} from "./browser.ts";

/**
 * The search results screen (issue 5 item 3) on the demo network
 * (packages/railway/data/demo/README.md): NDLS → HWH has the Howrah Rajdhani
 * and trains from nearby stations (NDLS → SDAH); PUNE → MAO has no direct
 * train but connections at Dadar or Thane; NZM → BDTS runs only Mon, Thu, Sat.
 * Dates are computed from today in India so they stay inside the booking window.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const compact = compactDate;

const DATE = addDays(indiaToday(), 5);
const path = (from: string, to: string, date = DATE, qs = "") =>
  `/trains/searchTrains/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${compact(date)}${qs}`;
const BUSY = path("NDLS_New Delhi", "HWH_Howrah Junction");

async function open(viewport: ViewportName, url: string, platform?: string) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const target = platform ? `${url}${url.includes("?") ? "&" : "?"}platform=${platform}` : url;
  const res = await page.goto(target);
  await hydrated(page);
  // The train list and the later sections are deferred parts whose chunk is
  // fetched once the page wakes (ADR 010): let them arrive and hydrate.
  await page.waitForLoadState("networkidle");
  return { context, page, status: res?.status() };
}

const directList = (page: Page) => page.locator("#direct .train-list");

/**
 * A section that streams in after the direct trains, once React has put it in
 * place: while it is being revealed, React's hidden copy of it can stand in the
 * document beside it for a moment.
 */
async function streamed(page: Page, id: string) {
  await page.waitForFunction((i) => document.querySelectorAll(`#${i}`).length === 1, id);
  return page.locator(`#${id}`);
}

describe.each(["mobile", "desktop"] as const)("results on %s", (viewport) => {
  it("shows each train as a row: times, running days, a chip a class in a traveller's words and whole rupees", async () => {
    const { context, page, status } = await open(viewport, BUSY);
    expect(status).toBe(200);
    expect(await page.locator("h1").count()).toBe(1);
    const card = directList(page).locator("li.train-card").first();
    await expect.poll(() => card.count()).toBe(1);
    const text = await card.innerText();
    expect(text).toMatch(/\d{2}:\d{2}/);
    expect(text).toMatch(/Runs everyday|Runs on/);
    const chip = card.locator('.class-chip[data-class="3A"]');
    expect(await chip.locator("[data-status]").textContent()).toMatch(/^Available \d+$/);
    expect(await chip.locator(".class-chip__fare").textContent()).toMatch(/^₹[\d,]+$/);
    // Nothing the railway prints raw, no paise on whole fares.
    expect(text).not.toMatch(/AVAILABLE-\d{4}|\.00\b/);
    // No Book link shows until a class is chosen; choosing one shows its details.
    expect(await card.getByRole("link", { name: /^Book / }).count()).toBe(0);
    await card.getByRole("radio", { name: /^3A AC 3 Tier/ }).check();
    const book = card.getByRole("link", { name: "Book AC 3 Tier on train 12302" });
    expect(await book.isVisible()).toBe(true);
    expect(await card.locator('.class-detail[data-class="3A"]').textContent()).toMatch(
      /3A · AC 3 Tier\s*₹[\d,]+ a passenger\s*Available \d+/,
    );
    await context.close();
  });

  it("has no axe violations, in both themes, with the schedule open too", async () => {
    for (const platform of ["unset", "travelapp"]) {
      const { context, page } = await open(viewport, `${BUSY}?class=3A`, platform);
      await streamed(page, "nearby");
      await streamed(page, "connections");
      // With a class chosen, its details and Book showing.
      await page
        .getByRole("radio", { name: /^3A AC 3 Tier/ })
        .first()
        .check();
      expect(await axeViolations(page), `${platform} page`).toEqual([]);
      await page.getByRole("button", { name: /^Schedule of train 12302/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("table").waitFor();
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `${platform} schedule`).toEqual([]);
      await shot(page, `results-${viewport}-${platform}`);
      await context.close();
    }
  });
});

describe("results behaviour", () => {
  it("date ribbon: two days before, the day, one after; links go to that date", async () => {
    const { context, page } = await open("desktop", BUSY);
    const ribbon = page.getByRole("navigation", { name: "Nearby dates" });
    const items = ribbon.locator("li");
    expect(await items.count()).toBe(4);
    const current = ribbon.locator('[aria-current="date"]');
    expect(await current.getAttribute("href")).toContain(compact(DATE));
    const next = ribbon.locator("li").nth(3).getByRole("link");
    const nextDate = compact(addDays(DATE, 1));
    expect(await next.getAttribute("href")).toContain(nextDate);
    await next.click();
    await page.waitForURL(`**/${nextDate}`);
    await expect
      .poll(() => ribbon.locator('[aria-current="date"]').getAttribute("href"))
      .toContain(nextDate);
    await directList(page).locator("li.train-card").first().waitFor();
    await context.close();
  });

  it("refreshing one class updates its chip and announces it", async () => {
    const { context, page } = await open("mobile", BUSY);
    const card = directList(page).locator('li.train-card[data-train="12302"]');
    await card.getByRole("radio", { name: /^3A / }).check();
    const details = card.locator('.class-detail[data-class="3A"]');
    await details.getByRole("button", { name: /Refresh 3A/ }).click();
    await expect
      .poll(() => details.locator(".class-detail__live").textContent(), { timeout: 10_000 })
      .toMatch(/3A updated at \d{2}:\d{2}: (Available \d+|WL \d+|RAC \d+|Regret)$/);
    expect(await card.locator('.class-chip[data-class="3A"] [data-status]').textContent()).toMatch(
      /^(Available \d+|WL \d+|RAC \d+|Regret)$/,
    );
    await context.close();
  });

  it("without JavaScript, a chosen class shows its details and Book, 'Sort & filter' the form (CSS alone)", async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(BUSY);
    const card = directList(page).locator('li.train-card[data-train="12302"]');
    const book = card.getByRole("link", { name: "Book AC 2 Tier on train 12302" });
    expect(await book.isVisible()).toBe(false);
    await card.locator('.class-chip[data-class="2A"]').click();
    expect(await book.isVisible()).toBe(true);
    // Another class: its details replace the first's.
    await card.locator('.class-chip[data-class="3A"]').click();
    expect(await book.isVisible()).toBe(false);
    expect(
      await card.getByRole("link", { name: "Book AC 3 Tier on train 12302" }).isVisible(),
    ).toBe(true);
    // The sort is a menu of links: no button only this visitor needs.
    expect(await page.locator("#filters-slot button").count()).toBe(0);
    // On a phone the filter form shows once "Sort & filter" leads to it.
    const filters = page.getByRole("complementary", { name: "Filters" });
    expect(await filters.isVisible()).toBe(false);
    await page.getByRole("link", { name: "Sort & filter" }).click();
    expect(await filters.isVisible()).toBe(true);
    expect(await filters.getByRole("button", { name: "Apply" }).isVisible()).toBe(true);
    await context.close();
  });

  it("the schedule opens and closes with the keyboard, and focus returns", async () => {
    const { context, page } = await open("desktop", BUSY);
    const button = page.getByRole("button", { name: /^Schedule of train 12302/ });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("rowheader", { name: /New Delhi/ }).waitFor();
    expect(await dialog.getByRole("row").count()).toBeGreaterThan(2);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("follows a nearby-station result to its own results page", async () => {
    const { context, page } = await open("mobile", BUSY);
    const nearby = await streamed(page, "nearby");
    const link = nearby.getByRole("link", { name: /Trains from New Delhi to Sealdah/ }).first();
    await link.click();
    await page.waitForURL(/\/SDAH_/);
    await expect.poll(() => page.locator("h1").innerText()).toContain("Sealdah");
    await directList(page).locator("li.train-card").first().waitFor();
    await context.close();
  });

  it("shows connecting trains for a pair with no direct train, with both trains' schedules", async () => {
    const { context, page } = await open("desktop", path("PUNE_Pune Junction", "MAO_Madgaon"));
    expect(await page.getByText("No trains found on this route").count()).toBe(1);
    const section = await streamed(page, "connections");
    const first = section.locator("li.conn").first();
    expect(await first.innerText()).toMatch(
      /Change at (Dadar|Thane) \((DR|TNA)\) · same station, no walk · \d+m between trains/,
    );
    expect(await first.locator("li.conn-class").first().innerText()).toMatch(/₹[\d,]+/);
    await first
      .getByRole("button", { name: /^Schedule of train / })
      .nth(1)
      .click();
    await page
      .getByRole("dialog")
      .getByRole("rowheader", { name: /Madgaon/ })
      .waitFor();
    await context.close();
  });

  it("says 'Sorry, no trains found on this date!' and offers alternate dates", async () => {
    // The Garib Rath leaves Nizamuddin for Bandra Terminus on Mon, Thu and Sat only.
    const day = nextWeekday([0, 2, 3, 5], 3);
    const { context, page } = await open(
      "mobile",
      path("NZM_Hazrat Nizamuddin", "BDTS_Bandra Terminus", day),
    );
    expect(await page.getByText("Sorry, no trains found on this date!").count()).toBe(1);
    const alt = page.locator("#alternate-dates");
    expect(await alt.getByRole("link").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("says 'Sorry, no trains found!' when filters remove every train, with a clear-filters link", async () => {
    // No train between New Delhi and Howrah carries Chair Car on any day (the Duronto's
    // Sleeper runs on alternate days, so a Sleeper filter depended on the date).
    const { context, page } = await open("desktop", `${BUSY}?cls=CC`);
    expect(await page.getByText("Sorry, no trains found!").count()).toBe(1);
    expect(await page.locator("#filters-slot").innerText()).toContain("1 filter applied");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await directList(page).locator("li.train-card").first().waitFor();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("sorts with the sort menu, a list of links", async () => {
    const { context, page } = await open(
      "desktop",
      path("SBC_KSR Bengaluru", "MAS_Chennai Central"),
    );
    await page.locator(".sort-menu summary").click();
    await page.getByRole("link", { name: "Earliest departure first" }).click();
    await page.waitForURL(/sort=dep_asc/);
    await expect
      .poll(() => page.locator(".sort-menu__current").innerText())
      .toBe("Earliest departure first");
    // A new order closes the menu.
    expect(await page.locator(".sort-menu").getAttribute("open")).toBeNull();
    const times = await directList(page)
      .locator(".train-card__end:not(.train-card__end--arrive) .train-card__time")
      .allInnerTexts();
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort()).toEqual(times);
    await context.close();
  });
});
