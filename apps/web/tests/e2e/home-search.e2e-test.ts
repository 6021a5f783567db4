import { addDays } from "@safar/domain/ist";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../app/features/search/messages.ts";
import { SEARCH } from "../../app/i18n/search.ts";
import { formatJourneyDate } from "../../app/lib/dates.ts";
import {
  axeViolations,
  baseURL,
  hydrated,
  indiaToday,
  launch,
  newContext,
  shot,
  type ViewportName,
} from "./browser.ts";

/**
 * The home search screen (issue 5 item 2) in Chromium at 360×740 and
 * 1280×800: the keyboard path through the enhanced form (combobox, calendar,
 * class, quota) to the results URL; the same form without JavaScript (the
 * action resolves typed names); the spec's validation messages; recent
 * searches; swap; axe in both themes. Screenshots go to /tmp for review.
 */

const RESULTS = /\/trains\/searchTrains\/([^/]+)\/([^/]+)\/(\d{8})(\?.*)?$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function openHome(
  viewport: ViewportName,
  options: {
    js?: boolean;
    platform?: string;
    /** Before the page opens: permissions, position, init scripts. */
    prepare?: (context: BrowserContext) => Promise<void>;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context =
    options.js === false
      ? await browser.newContext({
          baseURL: baseURL(),
          javaScriptEnabled: false,
          viewport:
            viewport === "mobile" ? { width: 360, height: 740 } : { width: 1280, height: 800 },
        })
      : await newContext(browser, viewport);
  await options.prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 400/.test(m.text())) errors.push(m.text());
  });
  await page.goto(`/trains${options.platform ? `?platform=${options.platform}` : ""}`);
  if (options.js !== false) {
    // Enhanced: the combobox chunk has replaced the plain text inputs.
    await page.locator("#search-from[role=combobox]").waitFor();
    await page.locator("#search-to[role=combobox]").waitFor();
  }
  return { context, page, errors };
}

/** Types a query into a station combobox and chooses the first option with the keyboard. */
async function pickStation(page: Page, id: string, query: string): Promise<string> {
  const input = page.locator(`#${id}`);
  await input.focus();
  await page.keyboard.type(query, { delay: 30 });
  const listbox = page.locator(`#${id}-listbox`);
  await listbox.getByRole("option").first().waitFor();
  await expect(input.getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(input.getAttribute("aria-controls")).resolves.toBe(`${id}-listbox`);
  await page.keyboard.press("ArrowDown");
  const active = await input.getAttribute("aria-activedescendant");
  expect(active).toBe(`${id}-option-0`);
  await expect(page.locator(`#${active}`).getAttribute("aria-selected")).resolves.toBe("true");
  await page.keyboard.press("Enter");
  await expect(input.getAttribute("aria-expanded")).resolves.toBe("false");
  await page
    .waitForFunction(
      (el) => /\)$/.test((el as HTMLInputElement).value),
      await input.elementHandle(),
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  const value = await input.inputValue();
  const code = /\(([A-Z0-9]+)\)$/.exec(value)?.[1];
  expect(code, value).toBeTruthy();
  await expect(
    page.locator(`input[type=hidden][name=${id.replace("search-", "")}Code]`).inputValue(),
  ).resolves.toBe(code);
  return code as string;
}

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

describe.each(["mobile", "desktop"] as const)("home search on %s", (viewport) => {
  it("searches with the keyboard: typeahead, calendar, class and quota, then lands on the results URL", async () => {
    const { context, page, errors } = await openHome(viewport);
    const fromCode = await pickStation(page, "search-from", "delhi");
    const toCode = await pickStation(page, "search-to", "mumbai");
    expect(fromCode).toBe("NDLS");
    expect(toCode).not.toBe(fromCode);

    // The calendar: open with Enter, move with the keyboard, choose with Enter.
    const today = indiaToday();
    const dateButton = page.locator("#search-date");
    await dateButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose journey date" });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains("rdp-day_button"));
    await page.waitForTimeout(250);
    await expectNoAxeViolations(page, "calendar open");
    await shot(page, `home-calendar-${viewport}`, { fullPage: false });
    // Days before today are disabled; today is marked in its accessible name.
    await expect(dialog.getByRole("button", { name: /^Today, / }).count()).resolves.toBe(1);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageUp");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    const chosen = addDays(today, 8);
    await expect(page.locator("#search-date-value").textContent()).resolves.toBe(
      formatJourneyDate(chosen),
    );
    // Focus returns to the date control.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("search-date");

    await page.locator("#search-class").selectOption("3A");
    await page.getByRole("radio", { name: "Tatkal" }).check();
    await shot(page, `home-filled-${viewport}`);

    await page.getByRole("button", { name: "Search trains" }).press("Enter");
    await page.waitForURL(RESULTS);
    const url = new URL(page.url());
    const m = RESULTS.exec(url.pathname + url.search);
    expect(decodeURIComponent(m?.[1] ?? "")).toBe("NDLS_New Delhi");
    expect(decodeURIComponent(m?.[2] ?? "").startsWith(`${toCode}_`)).toBe(true);
    expect(m?.[3]).toBe(chosen.replaceAll("-", ""));
    expect(url.searchParams.get("quota")).toBe("TQ");
    expect(url.searchParams.get("class")).toBe("3A");

    // The search is now first in recent searches; choosing it runs it again.
    await page.goto("/trains");
    const recent = page.getByRole("region", { name: "Recent searches" });
    const link = recent.getByRole("link").first();
    await link.waitFor();
    await expect(link.textContent()).resolves.toContain("New Delhi");
    await expect(link.textContent()).resolves.toContain(formatJourneyDate(chosen));
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(RESULTS);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toContain(
      `/NDLS_New Delhi/${toCode}_`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps every key of a query typed at full speed, and suggests for all of it", async () => {
    const { context, page } = await openHome(viewport);
    const input = page.locator("#search-from");
    await input.focus();
    // No delay between keys: faster than any person, so a lagging controlled value shows.
    await page.keyboard.type("mumbai central");
    await expect(input.inputValue()).resolves.toBe("mumbai central");
    await page
      .locator("#search-from-listbox")
      .getByRole("option", { name: /Mumbai Central/ })
      .first()
      .waitFor();
    await context.close();
  });

  it("swaps From and To", async () => {
    const { context, page } = await openHome(viewport);
    await pickStation(page, "search-from", "delhi");
    await pickStation(page, "search-to", "howrah");
    const from = await page.locator("#search-from").inputValue();
    const to = await page.locator("#search-to").inputValue();
    await page.getByRole("button", { name: "Swap From and To stations" }).click();
    await expect(page.locator("#search-from").inputValue()).resolves.toBe(to);
    await expect(page.locator("#search-to").inputValue()).resolves.toBe(from);
    await expect(page.locator("input[name=fromCode]").inputValue()).resolves.toBe("HWH");
    await expect(page.locator("input[name=toCode]").inputValue()).resolves.toBe("NDLS");
    await expect(page.locator("#search-status").textContent()).resolves.toContain("Swapped");
    await context.close();
  });

  it("offers the stations near a chosen one (its list and buttons) and trains between nearby stations", async () => {
    const { context, page, errors } = await openHome(viewport);
    await pickStation(page, "search-from", "delhi");
    await pickStation(page, "search-to", "howrah");
    const near = page.getByRole("group", { name: "From: stations near New Delhi" });
    await near.getByRole("button", { name: /^Delhi Junction DLI/ }).waitFor();
    await page
      .getByRole("group", { name: "Trains from nearby stations" })
      .getByRole("button")
      .first()
      .waitFor();
    await expectNoAxeViolations(page, `nearby stations on ${viewport}`);

    // A pair of nearby stations fills both.
    const pair = page
      .getByRole("group", { name: "Trains from nearby stations" })
      .getByRole("button")
      .first();
    const words = (await pair.textContent()) ?? "";
    const [, pairFrom, pairTo] = /([A-Z]+) → .*?([A-Z]+)\d+ trains?$/.exec(words) ?? [];
    await pair.click();
    await expect(page.locator("input[name=fromCode]").inputValue()).resolves.toBe(pairFrom);
    await expect(page.locator("input[name=toCode]").inputValue()).resolves.toBe(pairTo);
    const from = page.locator("#search-from");
    await from.fill("");
    await pickStation(page, "search-from", "delhi");

    // The chosen From's list (the combobox pattern): its neighbours, each with its distance.
    await near.waitFor();
    await page.keyboard.press("ArrowDown");
    await expect(from.getAttribute("aria-expanded")).resolves.toBe("true");
    const options = page.locator("#search-from-listbox").getByRole("option");
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(
      /^Delhi JunctionDLI[\d.]+ km from New Delhi$/,
    );
    await expect
      .poll(() => page.locator(".station-picker [role=status]").first().textContent())
      .toMatch(/^\d stations? near New Delhi$/);
    // Opening may leave no option active (the chosen station is not in the list): Down again.
    if (!(await from.getAttribute("aria-activedescendant"))) await page.keyboard.press("ArrowDown");
    const active = (await from.getAttribute("aria-activedescendant")) ?? "";
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain("Delhi Junction");
    await page.keyboard.press("Enter");
    await expect(from.inputValue()).resolves.toBe("Delhi Junction (DLI)");
    await expect(page.locator("input[name=fromCode]").inputValue()).resolves.toBe("DLI");

    // A button under the fields puts a station near To in its place, and says so.
    const toNear = page.getByRole("group", { name: /^To: stations near / }).getByRole("button");
    const chip = (await toNear.first().textContent()) ?? "";
    const [, name, code] = /^(.+) ([A-Z]+) [\d.]+ km$/.exec(chip) ?? [];
    await toNear.first().click();
    await expect(page.locator("input[name=toCode]").inputValue()).resolves.toBe(code);
    await expect(page.locator("#search-to").inputValue()).resolves.toBe(`${name} (${code})`);
    await expect(page.locator("#search-status").textContent()).resolves.toBe(`To: ${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the spec's messages next to the fields, focusing the first", async () => {
    const { context, page, errors } = await openHome(viewport);
    await page.getByRole("button", { name: "Search trains" }).click();
    const fromError = page.locator("#search-from-error");
    await fromError.waitFor();
    await expect(fromError.textContent()).resolves.toBe(SEARCH_MESSAGES.fromMissing);
    await expect(page.locator("#search-to-error").textContent()).resolves.toBe(
      SEARCH_MESSAGES.toMissing,
    );
    const from = page.locator("#search-from");
    await expect(from.getAttribute("aria-describedby")).resolves.toBe("search-from-error");
    await expect(from.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.waitForFunction(() => document.activeElement?.id === "search-from");
    await shot(page, `home-errors-${viewport}`);
    await expectNoAxeViolations(page, "errors shown");

    // The same station twice, typed as a code and as a name the typeahead resolves to it.
    await from.fill("NDLS");
    await page.locator("#search-to").fill("New Delhi");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Search trains" }).click();
    await page
      .locator("#search-to-error")
      .filter({ hasText: SEARCH_MESSAGES.sameStation })
      .waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "search-to");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no axe violations, at rest and with the listbox open, in both themes", async () => {
    for (const [theme, platform] of [
      ["default", "unset"],
      ["travel", "travelapp"],
    ] as const) {
      const { context, page } = await openHome(viewport, { platform });
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      await expectNoAxeViolations(page, `${theme} at rest`);
      await shot(page, `home-${theme}-${viewport}`);
      await page.locator("#search-from").focus();
      await page.keyboard.type("mumbai", { delay: 30 });
      await page.locator("#search-from-listbox [role=option]").first().waitFor();
      await page.keyboard.press("ArrowDown");
      await expectNoAxeViolations(page, `${theme} listbox open`);
      await shot(page, `home-listbox-${theme}-${viewport}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /Edit journey/ }).click();
      const panel = page.getByRole("dialog", { name: "Edit journey" });
      await panel.waitFor();
      await panel.getByLabel("State", { exact: true }).selectOption("Maharashtra");
      await panel
        .getByRole("button", { name: /^Set .* as From$/ })
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page, `${theme} edit-journey panel`);
      await shot(page, `home-panel-${theme}-${viewport}`, { fullPage: false });
      await context.close();
    }
  });
});

describe("'Use my location' (issue 25 item 2, spec §7 v1/user/coordinates)", () => {
  /** Counts every call that could ask for the position, from before the page's own scripts. */
  const countAsks = async (context: BrowserContext): Promise<void> => {
    await context.addInitScript(() => {
      const asks: string[] = [];
      (window as unknown as { __asks: string[] }).__asks = asks;
      const geo = navigator.geolocation;
      const get = geo.getCurrentPosition.bind(geo);
      const watch = geo.watchPosition.bind(geo);
      geo.getCurrentPosition = (...args) => {
        asks.push("getCurrentPosition");
        get(...args);
      };
      geo.watchPosition = (...args) => {
        asks.push("watchPosition");
        return watch(...args);
      };
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) => {
        if (descriptor.name === "geolocation") asks.push("permissions.query");
        return query(descriptor);
      };
    });
  };
  const asks = (page: Page) =>
    page.evaluate(() => (window as unknown as { __asks: string[] }).__asks);
  const cityState = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem("safar.userCityState") ?? "null"));
  const button = (page: Page) => page.getByRole("button", { name: "Use my location" });

  it("asks for nothing until pressed, then offers the nearest served station as From", async () => {
    const { context, page, errors } = await openHome("mobile", {
      prepare: async (c) => {
        await c.grantPermissions(["geolocation"], { origin: baseURL() });
        // Connaught Place, New Delhi.
        await c.setGeolocation({ latitude: 28.6315, longitude: 77.2167 });
        await countAsks(c);
      },
    });
    const located: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/user/coordinates")) located.push(r.method());
    });
    await button(page).waitFor();
    // Hydrated, idle for a while: no position asked for, no permission looked up, none sent.
    await page.waitForTimeout(1_000);
    expect(await asks(page)).toEqual([]);
    expect(located).toEqual([]);
    expect(await cityState(page)).toBeNull();

    await button(page).click();
    await expect.poll(() => page.locator("#search-from").inputValue()).toBe("New Delhi (NDLS)");
    expect(await page.locator("input[type=hidden][name=fromCode]").inputValue()).toBe("NDLS");
    expect(await asks(page)).toEqual(["getCurrentPosition"]);
    expect(located).toEqual(["POST"]);
    expect(await cityState(page)).toMatchObject({ state: "Delhi" });
    // The other stations near by are offered as buttons that put one in From.
    const others = page.getByRole("list", { name: "Other stations near you" });
    await others.waitFor();
    const first = others.getByRole("button").first();
    const label = (await first.textContent()) ?? "";
    const code = /\(([A-Z0-9]+)\)/.exec(label)?.[1];
    expect(code, label).toBeTruthy();
    expect(await axeViolations(page), "nearest stations offered").toEqual([]);
    await shot(page, "home-location-mobile");
    await first.click();
    await expect
      .poll(() => page.locator("input[type=hidden][name=fromCode]").inputValue())
      .toBe(code);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refused the position, empties the stored city and state and leaves From to be typed (spec §8 'Location failure')", async () => {
    const { context, page, errors } = await openHome("desktop", { prepare: countAsks });
    const located: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/user/coordinates")) located.push(r.method());
    });
    await button(page).waitFor();
    // A city and state kept from before.
    await page.evaluate(() =>
      localStorage.setItem(
        "safar.userCityState",
        JSON.stringify({ city: "New Delhi", state: "Delhi" }),
      ),
    );
    // No permission granted: the browser refuses the position.
    await button(page).click();
    await page.getByRole("status").filter({ hasText: SEARCH.en.locationFailed }).waitFor();
    expect(await cityState(page)).toEqual({ city: "", state: "" });
    expect(await page.locator("#search-from").inputValue()).toBe("");
    expect(await asks(page)).toEqual(["getCurrentPosition"]);
    expect(located).toEqual([]);
    expect(await button(page).isEnabled()).toBe(true);
    expect(await axeViolations(page), "location refused").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the edit-journey panel", () => {
  it("fills From and To from a state's station list and returns focus when closed", async () => {
    const { context, page } = await openHome("mobile");
    const opener = page.getByRole("button", { name: /Edit journey/ });
    await opener.click();
    const panel = page.getByRole("dialog", { name: "Edit journey" });
    await panel.getByLabel("State", { exact: true }).selectOption("Maharashtra");
    const setFrom = panel.getByRole("button", { name: /^Set .* as From$/ }).first();
    await setFrom.waitFor();
    const name = /^Set (.*) as From$/.exec((await setFrom.getAttribute("aria-label")) ?? "")?.[1];
    await setFrom.click();
    await expect(panel.locator("dd").first().textContent()).resolves.toBe(name);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await expect(page.locator("#search-from").inputValue()).resolves.toContain(name ?? "?");
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});

describe("the calendar", () => {
  it("names holidays in the day's accessible name and disables days outside the window", async () => {
    const home = (await (await fetch(new URL("/api/trains/v1/homepage", baseURL()))).json()) as {
      bookingWindow: { firstBookableDate: string; lastBookableDate: string };
      holidays: { date: string; name: string }[];
    };
    const { context, page } = await openHome("desktop");
    await page.locator("#search-date").click();
    const dialog = page.getByRole("dialog", { name: "Choose journey date" });
    await dialog.waitFor();
    const yesterday = addDays(home.bookingWindow.firstBookableDate, -1);
    if (yesterday.slice(0, 7) === home.bookingWindow.firstBookableDate.slice(0, 7)) {
      const day = Number(yesterday.slice(8));
      await expect(
        dialog.getByRole("button", { name: new RegExp(` ${day} .*not bookable`) }).isDisabled(),
      ).resolves.toBe(true);
    }
    const holiday = home.holidays[0];
    if (holiday) {
      const months =
        (Number(holiday.date.slice(0, 4)) -
          Number(home.bookingWindow.firstBookableDate.slice(0, 4))) *
          12 +
        Number(holiday.date.slice(5, 7)) -
        Number(home.bookingWindow.firstBookableDate.slice(5, 7));
      for (let i = 0; i < months; i++)
        await dialog.getByRole("button", { name: /next month/i }).click();
      await dialog
        .getByRole("button", { name: new RegExp(`Holiday: ${holiday.name.replace(/[()]/g, ".")}`) })
        .waitFor();
      await expect(
        dialog.getByRole("list", { name: "Holidays this month" }).textContent(),
      ).resolves.toContain(holiday.name);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });
});

describe("a tap before the search form's code arrives", () => {
  it("opens the calendar once the code is there: never a lost tap", async () => {
    // Desktop: no service worker, so the page's own requests carry every chunk.
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The search form's chunk (a deferred part) is held until the date has been tapped.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/home-search-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto("/trains");
      await hydrated(page);
      // Still the server's plain date input: the part has not hydrated.
      expect(await page.locator("#search-date").evaluate((e) => e.tagName)).toBe("INPUT");
      await page.locator("#search-date").click();
      release();
      const dialog = page.getByRole("dialog", { name: "Choose journey date" });
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Focus is back on the date control that replaced the input.
      expect(
        await page.evaluate(
          () => `${document.activeElement?.tagName}#${document.activeElement?.id}`,
        ),
      ).toBe("BUTTON#search-date");
      expect(errors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });
});

describe("the results page's Modify link", () => {
  it("opens the home form filled with the search", async () => {
    const { context, page } = await openHome("desktop");
    const date = addDays(indiaToday(), 6);
    await page.goto(
      `/trains?${new URLSearchParams({ from: "SBC", fromName: "KSR Bengaluru City Junction", to: "MAS", toName: "MGR Chennai Central", date, quota: "TQ", class: "3A" })}`,
    );
    await expect(page.locator("#search-from").inputValue()).resolves.toContain("SBC");
    await expect(page.locator("#search-to").inputValue()).resolves.toContain("MAS");
    await expect(page.getByRole("radio", { name: "Tatkal" }).isChecked()).resolves.toBe(true);
    await expect(page.locator("#search-class").inputValue()).resolves.toBe("3A");
    await page.getByRole("button", { name: "Search trains" }).click();
    await page.waitForURL(RESULTS);
    const url = new URL(page.url());
    const m = RESULTS.exec(url.pathname + url.search);
    expect(decodeURIComponent(m?.[1] ?? "")).toMatch(/^SBC_/);
    expect(m?.[3]).toBe(date.replaceAll("-", ""));
    await context.close();
  });
});

describe.each(["mobile", "desktop"] as const)(
  "home search without JavaScript on %s",
  (viewport) => {
    it("resolves typed names in the action and redirects to the results URL", async () => {
      const { context, page } = await openHome(viewport, { js: false });
      await page.locator("#search-from").fill("delhi");
      await page.locator("#search-to").fill("mumbai");
      const date = addDays(indiaToday(), 5);
      const dateInput = page.locator("input[type=date]#search-date");
      await expect(dateInput.getAttribute("min")).resolves.toBe(indiaToday());
      await dateInput.fill(date);
      await page.locator("#search-class").selectOption("SL");
      await page.getByRole("radio", { name: "Sr Citizen" }).check();
      await page.getByRole("button", { name: "Search trains" }).click();
      await page.waitForURL(RESULTS);
      const url = new URL(page.url());
      const m = RESULTS.exec(url.pathname + url.search);
      expect(decodeURIComponent(m?.[1] ?? "")).toBe("NDLS_New Delhi");
      expect(m?.[3]).toBe(date.replaceAll("-", ""));
      expect(url.searchParams.get("quota")).toBe("SS");
      expect(url.searchParams.get("class")).toBe("SL");
      await context.close();
    });

    it("answers missing, unknown and same stations and an unopened date with the spec's messages", async () => {
      const { context, page } = await openHome(viewport, { js: false });
      await page.getByRole("button", { name: "Search trains" }).click();
      await page.locator("#search-from-error").waitFor();
      await expect(page.locator("#search-from-error").textContent()).resolves.toBe(
        SEARCH_MESSAGES.fromMissing,
      );
      await expect(page.locator("#search-to-error").textContent()).resolves.toBe(
        SEARCH_MESSAGES.toMissing,
      );
      // Without JavaScript the first field in error has focus (autofocus).
      await expect(page.locator("#search-from").getAttribute("autofocus")).resolves.not.toBeNull();

      await page.locator("#search-from").fill("qqqxzzvvw");
      await page.locator("#search-to").fill("delhi");
      await page.getByRole("button", { name: "Search trains" }).click();
      await page
        .locator("#search-from-error")
        .filter({ hasText: SEARCH_MESSAGES.noStation })
        .waitFor();
      await expect(page.locator("#search-to-error").count()).resolves.toBe(0);

      await page.locator("#search-from").fill("delhi");
      await page.locator("#search-to").fill("New Delhi");
      await page.getByRole("button", { name: "Search trains" }).click();
      await page
        .locator("#search-to-error")
        .filter({ hasText: SEARCH_MESSAGES.sameStation })
        .waitFor();

      const max = (await page.locator("#search-date").getAttribute("max")) ?? "";
      await page.locator("#search-to").fill("howrah");
      await page.locator("#search-date").fill(addDays(max, 1));
      await page.getByRole("button", { name: "Search trains" }).click();
      await page
        .locator("#search-date-error")
        .filter({ hasText: SEARCH_MESSAGES.dateNotOpen })
        .waitFor();
      await expect(page.locator("#search-date").getAttribute("aria-describedby")).resolves.toBe(
        "search-date-error",
      );
      await shot(page, `home-nojs-errors-${viewport}`);
      await context.close();
    });

    it("offers a chosen station's neighbours as buttons that put one in its place", async () => {
      const { context, page } = await openHome(viewport, { js: false });
      await page.locator("#search-from").fill("delhi");
      await page.getByRole("button", { name: "Search trains" }).click();
      const near = page.getByRole("group", { name: "From: stations near New Delhi" });
      await near.getByRole("button", { name: /^Delhi Junction DLI/ }).click();
      await page.waitForLoadState();
      await expect(page.locator("#search-from").inputValue()).resolves.toBe("Delhi Junction (DLI)");
      await expect(page.locator("input[name=fromCode]").inputValue()).resolves.toBe("DLI");
      // Nothing was searched: no message yet, and DLI's own neighbours are offered now.
      await expect(page.locator("#search-to-error").count()).resolves.toBe(0);
      await page.getByRole("group", { name: "From: stations near Delhi Junction" }).waitFor();
      await context.close();
    });

    it("swaps From and To through the action", async () => {
      const { context, page } = await openHome(viewport, { js: false });
      await page.locator("#search-from").fill("delhi");
      await page.locator("#search-to").fill("howrah");
      await page.getByRole("button", { name: "Swap From and To stations" }).click();
      await page.waitForLoadState();
      await expect(page.locator("#search-from").inputValue()).resolves.toBe("howrah");
      await expect(page.locator("#search-to").inputValue()).resolves.toBe("delhi");
      await context.close();
    });
  },
);
