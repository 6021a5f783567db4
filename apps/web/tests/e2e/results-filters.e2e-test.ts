import { addDays } from "@safar/domain/ist";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  compactDate,
  hydrated,
  indiaToday,
  launch,
  newContext,
  shot,
  type ViewportName,
} from "./browser.ts";

/**
 * The results screen's filter and sort panel and the smart filter (issue 5
 * items 4 and 5) on the demo network (packages/railway/data/demo/README.md):
 * SBC → MAS has six direct trains. Dates are computed from
 * today in India so they stay inside the booking window.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const compact = compactDate;
const DATE = addDays(indiaToday(), 5);
const path = (from: string, to: string, qs = "") =>
  `/trains/searchTrains/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${compact(DATE)}${qs}`;
const SBC_MAS = path("SBC_KSR Bengaluru", "MAS_Chennai Central");

async function open(viewport: ViewportName, url: string, javaScriptEnabled = true) {
  const context = await newContext(browser, viewport);
  if (!javaScriptEnabled) {
    await context.close();
    const noJs = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await noJs.newPage();
    await page.goto(url);
    return { context: noJs, page };
  }
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  // The filter bar and sidebar are a deferred part (ADR 010: its chunk is
  // fetched once the page wakes): wait until it has hydrated too.
  await page.locator(".filter-sidebar--js").waitFor({ state: "attached" });
  await page.locator("button.filters-slot__open").waitFor({ state: "attached" });
  return { context, page };
}

const cards = (page: Page) => page.locator("#direct .train-list li.train-card");
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const query = (page: Page) => new URL(page.url()).searchParams;

/** "4 of 9 trains" / "9 trains" in the bar above the list. */
async function counts(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.locator(".filters-slot__count").innerText();
  const m = /^(\d+)(?: of (\d+))? trains?/.exec(text);
  if (!m) throw new Error(`no count in "${text}"`);
  return { shown: Number(m[1]), total: Number(m[2] ?? m[1]) };
}

/** The options of a group with their counts, read from the accessible labels. */
async function options(group: Locator): Promise<{ name: string; count: number }[]> {
  const boxes = group.locator("input[type=checkbox]");
  const out: { name: string; count: number }[] = [];
  for (let i = 0; i < (await boxes.count()); i++) {
    const id = await boxes.nth(i).getAttribute("id");
    const label = await group.locator(`label[for="${id}"]`).textContent();
    const m = /^(.*), (\d+) trains?$/.exec(label ?? "");
    if (m) out.push({ name: m[1] ?? "", count: Number(m[2]) });
  }
  return out;
}

function minutes(duration: string): number {
  const h = /(\d+)\s*h/.exec(duration)?.[1] ?? "0";
  const m = /(\d+)\s*m/.exec(duration)?.[1] ?? "0";
  return Number(h) * 60 + Number(m);
}

describe("filter panel on desktop (sidebar)", () => {
  it("applies a class and a departure bucket: fewer trains, keys in the URL, kept on reload", async () => {
    const { context, page } = await open("desktop", SBC_MAS);
    const side = sidebar(page);
    expect(await side.isVisible()).toBe(true);
    const before = await counts(page);
    expect(before.total).toBeGreaterThan(2);
    const classGroup = side.getByRole("group", { name: /^Class/ });
    const classes = await options(classGroup);
    // A class some but not all trains have.
    const cls = classes.find((c) => c.count < before.total) ?? classes[0];
    if (!cls) throw new Error("no class facet");
    await classGroup.getByRole("checkbox", { name: cls.name, exact: false }).first().check();
    await page.waitForURL((u) => u.searchParams.has("cls"));
    await expect.poll(async () => (await counts(page)).shown).toBe(cls.count);
    const depGroup = side.getByRole("group", { name: /^Departure time/ });
    const buckets = (await options(depGroup)).filter((b) => b.count > 0);
    const bucket = buckets[0];
    if (!bucket) throw new Error("no departure bucket with trains");
    await depGroup.getByRole("checkbox", { name: bucket.name }).check();
    await page.waitForURL((u) => u.searchParams.has("dep"));
    await expect
      .poll(() => page.locator("#filters-slot").innerText())
      .toContain("2 filters applied");
    const after = await counts(page);
    expect(after.shown).toBeLessThanOrEqual(cls.count);
    expect(after.shown).toBeLessThan(before.total);
    expect(await classGroup.locator(".filter-group__applied").count()).toBe(1);
    const url = page.url();
    expect(query(page).get("cls")).toMatch(/^[0-9A-Z]{2}$/);
    expect(query(page).get("dep")).toMatch(/^[a-z_]+$/);
    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(url);
    expect((await counts(page)).shown).toBe(after.shown);
    expect(
      await sidebar(page)
        .getByRole("group", { name: /^Class/ })
        .getByRole("checkbox", { name: cls.name })
        .first()
        .isChecked(),
    ).toBe(true);
    await shot(page, "filters-desktop", { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("removes one chip and keeps the other filter; Clear all clears both", async () => {
    const { context, page } = await open("desktop", `${SBC_MAS}?cls=3A&av=avl`);
    const chips = page.locator(".applied-chips");
    expect(await chips.getByRole("link").allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("AC 3 Tier")]),
    );
    await chips.getByRole("link", { name: /Confirmed seats only/ }).click();
    await page.waitForURL((u) => !u.searchParams.has("av"));
    expect(query(page).get("cls")).toBe("3A");
    await expect
      .poll(() => page.locator("#filters-slot").innerText())
      .toContain("1 filter applied");
    await chips.getByRole("link", { name: "Clear all filters" }).click();
    await page.waitForURL((u) => u.search === "");
    await expect.poll(() => chips.count()).toBe(0);
    await context.close();
  });

  it("sorts by duration with the Sort radio: the order changes to fastest first", async () => {
    const { context, page } = await open("desktop", SBC_MAS);
    const durations = () => cards(page).locator(".train-card__duration").allInnerTexts();
    const before = (await durations()).map(minutes);
    expect(before.length).toBeGreaterThan(2);
    await sidebar(page).getByRole("radio", { name: "Fastest first" }).check();
    await page.waitForURL(/sort=dur/);
    await expect
      .poll(async () => (await durations()).map(minutes))
      .toEqual([...before].sort((a, b) => a - b));
    expect([...before].sort((a, b) => a - b)).not.toEqual(before);
    await context.close();
  });

  it("filters by price with both ends inclusive", async () => {
    const { context, page } = await open("desktop", SBC_MAS);
    const first = cards(page).first();
    const trainNo = await first.getAttribute("data-train");
    // Whole rupees, as the chips show railway fares.
    const fareText = await first.locator(".class-chip__fare").first().innerText();
    const fare = Number(/^₹([\d,]+)$/.exec(fareText)?.[1]?.replaceAll(",", ""));
    expect(fare).toBeGreaterThan(0);
    const price = sidebar(page).getByRole("group", { name: /^Price/ });
    await price.getByLabel("Lowest fare (₹)").fill(String(fare));
    await price.getByLabel("Highest fare (₹)").fill(String(fare));
    await page.waitForURL((u) => u.searchParams.get("p") === `${fare}-${fare}`);
    await expect.poll(() => page.locator(".applied-chips").innerText()).toContain("₹");
    // The train whose fare is exactly both ends is kept; every train shown has a class at that fare.
    expect(await page.locator(`#direct li.train-card[data-train="${trainNo}"]`).count()).toBe(1);
    for (const card of await cards(page).all()) {
      const fares = await card.locator(".class-chip__fare").allInnerTexts();
      expect(fares.some((f) => f === `₹${fare.toLocaleString("en-IN")}`)).toBe(true);
    }
    await context.close();
  });
});

describe("filter sheet on mobile", () => {
  it("opens with the keyboard, applies, closes with Escape and gives focus back", async () => {
    const { context, page } = await open("mobile", SBC_MAS);
    // Once the results screen has hydrated, the button opens the sheet and the sidebar hides.
    await page.locator(".filters-slot__open[aria-haspopup='dialog']").waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    const button = page.locator(".filters-slot__open");
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sort & filter" });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);
    const group = dialog.getByRole("group", { name: /^Class/ });
    const box = group.getByRole("checkbox").first();
    await box.focus();
    await page.keyboard.press("Space");
    await page.waitForURL((u) => u.searchParams.has("cls"));
    await expect.poll(() => button.innerText()).toBe("Sort & filter (1)");
    expect(await dialog.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(true);
    await shot(page, "filters-mobile-sheet", { fullPage: false });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, "filters-mobile");
    await context.close();
  });
});

describe.each(["mobile", "desktop"] as const)("smart filter on %s", (viewport) => {
  it("'AC trains after 6 pm' gives chips and filters in the URL", async () => {
    const { context, page } = await open(viewport, SBC_MAS);
    await page.getByLabel("Describe the train you want").fill("AC trains after 6 pm");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.has("dw"));
    expect(query(page).get("dw")).toBe("1800-");
    expect(query(page).get("cls")?.split(",")).toEqual(expect.arrayContaining(["3A", "2A", "1A"]));
    const status = page.getByRole("status").filter({ hasText: "Understood" });
    await expect.poll(() => status.innerText()).toContain("AC classes");
    expect(await status.innerText()).toContain("Departs after 6:00 PM");
    const chips = await page.locator(".applied-chips").getByRole("link").allInnerTexts();
    expect(chips.join(" | ")).toMatch(/AC classes.*Departs after 6:00 PM/s);
    await shot(page, `filters-smart-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("smart filter", () => {
  it("shows the fallback message for a prompt it cannot read, and keeps the prompt", async () => {
    const { context, page } = await open("desktop", SBC_MAS);
    const box = page.getByLabel("Describe the train you want");
    await box.fill("purple elephants singing");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const status = page.locator("#smart-filter-status");
    await expect.poll(() => status.innerText()).toContain("We couldn't turn that into filters");
    expect(await status.getAttribute("role")).toBe("status");
    expect(await box.inputValue()).toBe("purple elephants singing");
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the panel's Apply submits a GET form that lands on the codec's URL", async () => {
    const { context, page } = await open("desktop", SBC_MAS, false);
    const side = sidebar(page);
    await side
      .getByRole("group", { name: /^Class/ })
      .getByRole("checkbox")
      .nth(0)
      .check();
    await side
      .getByRole("group", { name: /^Class/ })
      .getByRole("checkbox")
      .nth(1)
      .check();
    await side.getByLabel("Highest fare (₹)").fill("5000");
    await side.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.searchParams.has("cls"));
    expect(query(page).get("cls")).toMatch(/^[0-9A-Z]{2},[0-9A-Z]{2}$/);
    expect(query(page).get("p")).toBe("-5000");
    expect(query(page).has("pmin")).toBe(false);
    expect(await page.locator("#filters-slot").innerText()).toContain("2 filters applied");
    await context.close();
  });

  it("the smart filter posts and is redirected to the filtered URL", async () => {
    const { context, page } = await open("desktop", SBC_MAS, false);
    await page.getByLabel("Describe the train you want").fill("sleeper class");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.has("cls"));
    expect(query(page).get("cls")).toBe("SL");
    await context.close();
  });
});
