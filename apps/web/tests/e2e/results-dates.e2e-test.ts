import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newContext, setServerClock } from "./browser.ts";
import { ownServer } from "./own-server.ts";

/**
 * Dates that make sense late in the day (issue 21 item 2), on the demo
 * network with a server of its own whose clock starts at 23:45 IST on
 * Wednesday 25 Nov 2026. New Delhi → Howrah runs one train that Wednesday,
 * the Rajdhani at 19:45 (the Duronto leaves New Delhi on Mon, Thu and Sat);
 * on Thursday both run.
 *
 * - The results for that day say its one train has left and offer Thursday
 *   with what is free on it; the offer leads to Thursday's trains.
 * - The home form starts on Thursday from 22:00 IST, on Wednesday before.
 */

const LATE = "2026-11-25T23:45:00+05:30";
const own = ownServer({ DEV_CLOCK: LATE });
const TODAY = "/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah%20Junction/20261125";

describe("late in the day", () => {
  beforeAll(() => setServerClock({ now: LATE }, own.url));
  afterAll(() => setServerClock({ now: LATE }, own.url));

  it.each(["mobile", "desktop"] as const)(
    "says the day's trains have left and offers the next day with its availability (%s)",
    async (viewport) => {
      const context = await newContext(own.browser, viewport, { server: own.url });
      try {
        const page = await context.newPage();
        await page.goto(TODAY);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        const notice = page.locator(".departed-notice");
        expect(await notice.getByRole("paragraph").first().textContent()).toBe(
          "The only train on Wed, 25 Nov 2026 has left.",
        );
        expect(await notice.textContent()).toMatch(
          /Thu, 26 Nov: 2 trains, [12] with seats available\. Best: \d{5} [\w ]+, \w{2} Available \d+ · ₹[\d,]+\./,
        );
        // The train that left says so once, with no class to choose.
        const gone = page.locator('#direct li.train-card[data-train="12302"]');
        expect(await gone.locator(".train-card__gone").textContent()).toBe("Departed at 19:45");
        expect(await gone.locator(".class-chip").count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await notice.getByRole("link", { name: "See trains on Thu, 26 Nov" }).click();
        await page.waitForURL(/\/20261126$/);
        const cards = page.locator("#direct li.train-card");
        await expect.poll(() => cards.count()).toBe(2);
        expect(await page.locator(".departed-notice").count()).toBe(0);
        expect(await cards.locator(".class-chip").count()).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );

  it("starts the home form on tomorrow from 22:00, today before", async () => {
    const context = await own.browser.newContext({ baseURL: own.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/trains");
      const date = page.locator("input[type=date]#search-date");
      expect(await date.inputValue()).toBe("2026-11-26");
      // Today stays bookable: its trains that have not left yet can still be searched.
      expect(await date.getAttribute("min")).toBe("2026-11-25");

      await setServerClock({ now: "2026-11-25T21:59:00+05:30" }, own.url);
      await page.goto("/trains");
      expect(await date.inputValue()).toBe("2026-11-25");
    } finally {
      await setServerClock({ now: LATE }, own.url);
      await context.close();
    }
  });
});
