import { mkdirSync } from "node:fs";
import path from "node:path";
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
  type ViewportName,
} from "./browser.ts";

/**
 * Connecting trains on the results screen (issue 21 item 3): every
 * two-train option with the fare of both tickets per class, the change,
 * both trains' seats; "Show more" before and after JavaScript; the page's
 * sort applied to them. On the full network (`E2E_NETWORK=inherited` with
 * RAILWAY_DATA_DIR, as `npm test` runs this file a second time) Pune →
 * Ernakulam, which no train runs on the pinned day, has over a hundred; on
 * the demo network Bengaluru → Pune has none direct and 14 connections.
 * The day is the pinned one (test-clock.ts), five days on.
 */

const FULL = process.env.E2E_NETWORK === "inherited" && Boolean(process.env.RAILWAY_DATA_DIR);
const DATE = addDays(indiaToday(), 5);
const [FROM, TO] = FULL
  ? ["PUNE_Pune Junction", "ERS_Ernakulam Junction"]
  : ["SBC_KSR Bengaluru", "PUNE_Pune Junction"];
const RESULTS = `/trains/searchTrains/${encodeURIComponent(FROM)}/${encodeURIComponent(TO)}/${compactDate(DATE)}`;
const API = (extra: string) =>
  `${baseURL()}/api/trains/v1/indirect_journey?from=${FROM.slice(0, FROM.indexOf("_"))}&to=${TO.slice(0, TO.indexOf("_"))}&date=${DATE}${extra}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function open(viewport: ViewportName, url: string) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  return { context, page };
}

/** The section once React has put it in place (its streamed copy can stand beside it a moment). */
async function section(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll("#connections").length === 1);
  await page.locator("#connections li.conn").first().waitFor();
  return page.locator("#connections");
}

const options = (page: Page) => page.locator("#connections li.conn");

interface ApiConnection {
  id: string;
  durationMin: number;
  legs: { trainNumber: string; classes: { code: string; fare: number | null }[] }[];
  classes: { label: string; classes: [string, string]; fare: number | null }[];
}

async function api(extra: string): Promise<{ connections: ApiConnection[]; matched: number }> {
  const res = await fetch(API(extra));
  expect(res.status).toBe(200);
  return (await res.json()) as { connections: ApiConnection[]; matched: number };
}

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat("en-IN").format(Math.floor(paise / 100))}${
    paise % 100 ? `.${String(paise % 100).padStart(2, "0")}` : ""
  }`;

describe.each(["mobile", "desktop"] as const)("connecting trains on %s", (viewport) => {
  it("shows each option's fares for both tickets, the change and both trains' seats", async () => {
    const { context, page } = await open(viewport, RESULTS);
    expect(
      await page.getByText(/^Sorry, no trains found|^No trains found on this route/).count(),
    ).toBe(1);
    const connections = await section(page);
    expect(await options(page).count()).toBe(5);
    const note = await connections.locator(".results-section__note").first().innerText();
    const total = Number(/Showing 5 of (\d+) connections/.exec(note)?.[1]);
    expect(total).toBeGreaterThan(5);
    // The bar above the list counts connections, this search having no direct train.
    expect(await page.locator(".filters-slot__count").innerText()).toBe(`${total} connections`);

    const expected = (await api("&limit=5")).connections;
    const ids = await options(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-connection")),
    );
    expect(ids).toEqual(expected.map((c) => c.id));
    const first = options(page).first();
    // The heading as a screen reader reads it (the arrow is hidden from it).
    expect(await first.locator("h3").textContent()).toMatch(
      /^Leaves \d{2}:\d{2} [A-Z]+ → , arrives \d{2}:\d{2} [A-Z]+( \+\d days?)? , \d+h \d{2}m$/,
    );
    const text = await first.innerText();
    expect(text).toMatch(
      /Change (at|from) [^\n]+ \([A-Z]+\)[^\n]*(same station, no walk|walk, \d+ min allowed)[^\n]*between trains/,
    );
    // Every class: the two tickets' fare added, and each train's seats.
    const api0 = expected[0] as ApiConnection;
    const chips = first.locator("li.conn-class");
    expect(await chips.count()).toBe(api0.classes.length);
    for (const [i, option] of api0.classes.entries()) {
      const [a, b] = option.classes.map(
        (code, k) => api0.legs[k]?.classes.find((c) => c.code === code)?.fare ?? Number.NaN,
      );
      expect(option.fare).toBe((a as number) + (b as number));
      const chip = chips.nth(i);
      expect(await chip.getAttribute("data-class")).toBe(option.label);
      const chipText = await chip.innerText();
      expect(chipText).toContain(rupees(option.fare as number));
      expect(chipText).toMatch(
        /Train\s+1\s+\d{5}:\s+Available \d+\s+Train\s+2\s+\d{5}:\s+Available \d+/,
      );
      expect(chipText).toContain("Seats on both");
    }
    // Both trains, each with its schedule; no leg is a link to another search:
    // the only links book both trains, one a class.
    expect(await first.getByRole("button", { name: /^Schedule of train / }).count()).toBe(2);
    const book = first.getByRole("link");
    expect(await book.count()).toBe(api0.classes.length);
    const [legA, legB] = api0.legs as [ApiConnection["legs"][0], ApiConnection["legs"][0]];
    const option0 = api0.classes[0] as ApiConnection["classes"][0];
    expect(await book.first().textContent()).toBe(`Book both trains in ${option0.label}`);
    const href = new URL((await book.first().getAttribute("href")) ?? "", baseURL());
    expect(href.pathname).toBe("/trains/connecting/book");
    expect(href.searchParams.get("t1")).toBe(legA.trainNumber);
    expect(href.searchParams.get("t2")).toBe(legB.trainNumber);
    expect(href.searchParams.get("cls")).toBe(option0.classes[0]);
    expect(await axeViolations(page)).toEqual([]);

    // Screenshots of the section (SHOTS_DIR, e.g. /work/notes/shots/connections).
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      await connections.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 64),
      );
      const width = viewport === "mobile" ? 360 : 1280;
      const name = `${FULL ? "full" : "demo"}-${width}`;
      await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
      await connections.screenshot({
        path: path.join(process.env.SHOTS_DIR, `${name}-section.png`),
      });
    }
    // "Book both" opens the two-train booking of this option.
    await book.first().click();
    await page.waitForURL((u) => u.pathname === "/trains/connecting/book");
    await page.getByRole("heading", { level: 1, name: "Book two trains" }).waitFor();
    await context.close();
  });
});

describe("connecting trains: more, and the sort", () => {
  it("shows ten more with 'Show more', then focuses the first new one", async () => {
    const { context, page } = await open("mobile", RESULTS);
    const connections = await section(page);
    const more = connections.getByRole("link", { name: /^Show \d+ more connections?$/ });
    await more.click();
    await page.waitForURL((u) => u.searchParams.get("conn") === "15");
    await expect.poll(() => options(page).count(), { timeout: 15_000 }).toBeGreaterThan(5);
    const count = await options(page).count();
    expect(count).toBe(Math.min(15, (await api("&limit=100")).matched));
    expect(new URL(page.url()).hash).toBe("#connection-6");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li")?.id), {
        timeout: 15_000,
      })
      .toBe("connection-6");
    await context.close();
  });

  it("shows more without JavaScript: a link with a parameter", async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(RESULTS);
    expect(await options(page).count()).toBe(5);
    await page.getByRole("link", { name: /^Show \d+ more connections?$/ }).click();
    await page.waitForURL((u) => u.searchParams.get("conn") === "15");
    expect(await options(page).count()).toBeGreaterThan(5);
    expect(new URL(page.url()).hash).toBe("#connection-6");
    await context.close();
  });

  it("applies the page's sort and filters", async () => {
    const { context, page } = await open("desktop", RESULTS);
    await section(page);
    await page.locator(".sort-menu summary").click();
    await page.locator(".sort-menu").getByRole("link", { name: "Latest departure first" }).click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "dep_desc");
    const latest = (await api("&sort=dep_desc&limit=5")).connections;
    const shownIds = () =>
      options(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-connection")));
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(latest.map((c) => c.id));
    // Read from the page: each option leaves no earlier than the next.
    const departures = await options(page).evaluateAll((els) =>
      els.map((el) => /(\d{2}:\d{2})/.exec(el.querySelector("h3")?.textContent ?? "")?.[1] ?? ""),
    );
    expect(departures).toEqual([...departures].sort().reverse());
    // The recommended order differs: the sort is what changed it.
    const recommended = (await api("&limit=5")).connections.map((c) => c.id);
    expect(latest.map((c) => c.id)).not.toEqual(recommended);

    // A class filter from the sidebar: only options offering Sleeper on both trains.
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("checkbox", { name: /^SL · Sleeper Class/ }).check();
    await page.waitForURL((u) => u.searchParams.get("cls") === "SL");
    const sleeper = await api("&sort=dep_desc&cls=SL&limit=5");
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(sleeper.connections.map((c) => c.id));
    for (const id of sleeper.connections.map((c) => c.id)) {
      expect(
        await page
          .locator(`li.conn[data-connection="${id}"] li.conn-class[data-class="SL"]`)
          .count(),
      ).toBe(1);
    }
    expect(await page.locator(".filters-slot__count").innerText()).toMatch(
      new RegExp(`^${sleeper.matched} of \\d+ connections · 1 filter applied$`),
    );
    await context.close();
  });
});
