import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compactDate,
  hydrated,
  launch,
  newContext,
  nextWeekday,
  type ViewportName,
} from "./browser.ts";
import { pickDate, pickStation, poll } from "./journey.ts";

/**
 * The search issue end to end (issue 5 deliverable 7), in Chromium at 360×740
 * and 1280×800, as a screen-reader user would find things (roles and labels):
 * type "delhi" and "mumbai", pick a date in the calendar, search; read the
 * trains with their availability and fares; filter (the sheet on a phone, the
 * sidebar on a desktop), sort, type a sentence, open a schedule; follow a
 * nearby-station result; read a connecting-train option. (Axe on home and
 * results in both themes and colour schemes: routes.e2e-test.ts, home-search,
 * results.)
 *
 * The demo network (packages/railway/data/demo/README.md): "mumbai" offers
 * CSMT first, which no train from New Delhi reaches directly (the results show
 * Mumbai Central nearby and connections at Chennai Central); New Delhi →
 * Mumbai Central has the Mumbai Rajdhani (12952) every day and the Duronto
 * (22210, the only one with Sleeper) on Tuesdays, Thursdays and Saturdays; the
 * August Kranti Rajdhani leaves Hazrat Nizamuddin, 7 km away, for Mumbai
 * Central every day.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RESULTS = /\/trains\/searchTrains\/([^/]+)\/([^/]+)\/(\d{8})(\?.*)?$/;

const compact = compactDate;

/** A day the Duronto runs too, so New Delhi → Mumbai Central lists two trains. */
const DATE = nextWeekday([2, 4, 6], 3);

/** `expect.poll` with room for a busy machine (the default gives up after a second). */

function minutes(duration: string): number {
  const h = /(\d+)\s*h/.exec(duration)?.[1] ?? "0";
  const m = /(\d+)\s*m/.exec(duration)?.[1] ?? "0";
  return Number(h) * 60 + Number(m);
}

async function openPage(
  viewport: ViewportName,
  url: string,
  options: { colorScheme?: "light" | "dark" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, viewport, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(url);
  await hydrated(page);
  return { context, page, errors };
}

/** Fills the home form with the keyboard and searches; returns the results URL's parts. */
async function searchFromHome(
  page: Page,
  to: RegExp,
): Promise<{ from: string; to: string; date: string }> {
  const fromCode = await pickStation(page, "From", "delhi", /New Delhi/);
  const toCode = await pickStation(page, "To", "mumbai", to);
  await pickDate(page, DATE);
  await page.getByRole("button", { name: "Search trains" }).click();
  await page.waitForURL(RESULTS);
  const m = RESULTS.exec(new URL(page.url()).pathname) ?? [];
  expect(decodeURIComponent(m[1] ?? "")).toMatch(new RegExp(`^${fromCode}_`));
  expect(decodeURIComponent(m[2] ?? "")).toMatch(new RegExp(`^${toCode}_`));
  expect(m[3]).toBe(compact(DATE));
  await hydrated(page);
  return { from: fromCode, to: toCode, date: m[3] ?? "" };
}

/**
 * A section that streams in after the direct trains, once React has put it in
 * place (while it is revealed, React's hidden copy can stand beside it for a
 * moment).
 */
async function section(page: Page, id: string, name: string): Promise<Locator> {
  await page.waitForFunction((i) => document.querySelectorAll(`#${i}`).length === 1, id);
  const region = page.getByRole("region", { name, exact: true });
  await region.waitFor();
  return region;
}

const direct = (page: Page) => page.getByRole("region", { name: "Direct trains", exact: true });
const trains = (page: Page) => direct(page).getByRole("article");

async function trainNumbers(page: Page): Promise<string[]> {
  const names = await trains(page).evaluateAll((els) =>
    els.map((el) => {
      const id = el.getAttribute("aria-labelledby") ?? "";
      return document.getElementById(id)?.textContent ?? "";
    }),
  );
  return names.map((n) => /\d{5}/.exec(n)?.[0] ?? n);
}

/** "1 of 2 trains" / "2 trains" in the bar above the list. */
async function shownTrains(page: Page): Promise<number> {
  const text = await page.locator(".filters-slot__count").innerText();
  return Number(/^(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

describe.each(["mobile", "desktop"] as const)("the search journey on %s", (viewport) => {
  it("types delhi and mumbai, picks a date, searches, filters, sorts, reads a sentence, opens a schedule and follows a nearby station", async () => {
    const { context, page, errors } = await openPage(viewport, "/trains");
    await searchFromHome(page, /Mumbai Central/);
    await poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(
      /New Delhi.*Mumbai Central/s,
    );

    // Direct trains, each with live availability and a fare per class, Book once one is chosen.
    await trains(page).first().waitFor();
    expect((await trainNumbers(page)).sort()).toEqual(["12952", "22210"]);
    for (const card of await trains(page).all()) {
      const classes = card.getByRole("group", { name: /^Classes of train / });
      const text = await classes.innerText();
      expect(text).toMatch(/Available \d+/);
      expect(text).toMatch(/₹[\d,]+/);
      await classes.getByRole("radio").first().check();
      expect(await card.getByRole("link", { name: /^Book / }).count()).toBe(1);
    }

    // Sort and filter: the sheet on a phone, the sidebar on a desktop.
    let panel: Locator;
    let opener: Locator | undefined;
    if (viewport === "mobile") {
      expect(await page.getByRole("complementary", { name: "Filters" }).isVisible()).toBe(false);
      opener = page.getByRole("button", { name: /^Sort & filter/ });
      await opener.click();
      panel = page.getByRole("dialog", { name: "Sort & filter" });
      await panel.waitFor();
    } else {
      panel = page.getByRole("complementary", { name: "Filters" });
      expect(await panel.isVisible()).toBe(true);
    }

    // Latest departure first puts the Duronto (20:45) before the Rajdhani (18:00) …
    await panel.getByRole("radio", { name: "Latest departure first" }).check();
    await page.waitForURL(/sort=dep_desc/);
    await poll(() => trainNumbers(page)).toEqual(["22210", "12952"]);
    const departures = await trains(page)
      .locator(".train-card__end:not(.train-card__end--arrive) .train-card__time")
      .allInnerTexts();
    expect([...departures].sort().reverse()).toEqual(departures);
    // … and Fastest first puts the Rajdhani (15 h 50 m) first.
    await panel.getByRole("radio", { name: "Fastest first" }).check();
    await page.waitForURL(/sort=dur/);
    await poll(() => trainNumbers(page)).toEqual(["12952", "22210"]);
    const durations = (await trains(page).locator(".train-card__duration").allInnerTexts()).map(
      minutes,
    );
    expect(durations).toEqual([...durations].sort((a, b) => a - b));

    // Sleeper: only the Duronto has it.
    const classGroup = panel.getByRole("group", { name: /^Class/ });
    await classGroup.getByRole("checkbox", { name: /^SL · Sleeper/ }).check();
    await page.waitForURL((u) => u.searchParams.get("cls") === "SL");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("dur");
    await poll(() => trainNumbers(page)).toEqual(["22210"]);
    expect(await shownTrains(page)).toBe(1);
    if (opener) {
      // Escape closes the sheet; the button, hidden from the tree while the sheet is open, has focus again and counts the filter.
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await poll(() => opener.innerText()).toBe("Sort & filter (1)");
    }
    // The chips above the list (under the "Applied filters" heading) have their own Clear all.
    await page.locator(".applied-chips").getByRole("link", { name: "Clear all filters" }).click();
    await page.waitForURL((u) => !u.searchParams.has("cls"));
    await poll(() => trainNumbers(page).then((n) => n.length)).toBe(2);

    // A sentence: chips for what was understood, the filters in the URL.
    await page.getByLabel("Describe the train you want").fill("AC trains after 6 pm");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("dw") === "1800-");
    const chips = page.locator(".applied-chips").getByRole("link");
    await poll(async () => (await chips.allInnerTexts()).join(" | ")).toMatch(
      /AC classes.*Departs after 6:00 PM/s,
    );
    await poll(() =>
      page.getByRole("status").filter({ hasText: "Understood" }).innerText(),
    ).toContain("AC classes");
    // Both trains leave at or after 18:00 and have AC classes.
    await poll(() => trainNumbers(page).then((n) => n.length)).toBe(2);

    // The schedule opens in a dialog and closes with Escape, focus back on its button.
    const scheduleButton = page.getByRole("button", { name: /^Schedule of train 12952/ });
    await scheduleButton.click();
    const schedule = page.getByRole("dialog", { name: /^12952 Mumbai Rajdhani: schedule/ });
    await schedule.waitFor();
    await schedule.getByRole("rowheader", { name: /New Delhi/ }).waitFor();
    await schedule.getByRole("rowheader", { name: /Mumbai Central/ }).waitFor();
    expect(await schedule.getByRole("row").count()).toBeGreaterThan(3);
    await page.keyboard.press("Escape");
    await schedule.waitFor({ state: "detached" });
    expect(await scheduleButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // A nearby station: the August Kranti Rajdhani from Hazrat Nizamuddin.
    const nearby = await section(page, "nearby", "Nearby stations");
    expect(await nearby.innerText()).toMatch(/Hazrat Nizamuddin \([\d.]+ km from New Delhi\)/);
    await nearby
      .getByRole("link", { name: "Trains from Hazrat Nizamuddin to Mumbai Central" })
      .first()
      .click();
    await page.waitForURL(/\/searchTrains\/NZM_[^/]+\/MMCT_[^/]+\/\d{8}/);
    expect(new URL(page.url()).pathname).toContain(`/${compact(DATE)}`);
    await poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(
      /Hazrat Nizamuddin.*Mumbai Central/s,
    );
    await poll(() => trainNumbers(page)).toContain("12954");
    expect(await direct(page).innerText()).toMatch(/Available \d+/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds connecting trains where no train runs direct, with fares and schedules", async () => {
    const { context, page, errors } = await openPage(viewport, "/trains");
    // "mumbai" offers CSMT first; no train runs there from New Delhi.
    const { to } = await searchFromHome(page, /Chhatrapati Shivaji Maharaj Terminus/);
    expect(to).toBe("CSMT");
    // In <main>: the route announcer repeats the page's status notices.
    await poll(() => page.locator("#main").getByText("No trains found on this route").count()).toBe(
      1,
    );

    // Mumbai Central, 4 km away, is offered among the nearby stations.
    const nearby = await section(page, "nearby", "Nearby stations");
    expect(
      await nearby.getByRole("link", { name: "Trains from New Delhi to Mumbai Central" }).count(),
    ).toBeGreaterThan(0);

    const connections = await section(page, "connections", "Connecting trains");
    const first = connections.locator("li.conn").first();
    const summary = await first.innerText();
    expect(summary).toMatch(/Change at [A-Z][\w ]+ \([A-Z]+\)/);
    expect(summary).toMatch(
      /same station, no walk · \d+h \d{2}m between trains|\d+m between trains/,
    );
    // Each class with the two tickets' fare and each train's seats.
    const chip = first.locator("li.conn-class").first();
    expect(await chip.innerText()).toMatch(/₹[\d,]+[\s\S]*Available \d+[\s\S]*Available \d+/);
    // Both trains, from New Delhi to the change and on to Mumbai, each with its schedule.
    const legs = first.locator(".conn__leg");
    expect(await legs.count()).toBe(2);
    expect(await legs.nth(0).innerText()).toMatch(/NDLS → /);
    expect(await legs.nth(1).innerText()).toMatch(/→\s+(to\s+)?[\d:]+( \(\+\d days?\))? CSMT/);
    await legs
      .nth(0)
      .getByRole("button", { name: /^Schedule of train / })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("rowheader", { name: /New Delhi/ }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    expect(errors).toEqual([]);
    await context.close();
  });
});
