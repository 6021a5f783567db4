import { type LiveStatusResponse, LiveStatusResponseSchema } from "@safar/contracts/live-status";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  railwayFaults,
  rememberServerClock,
  serverNow,
  VIEWPORTS,
  type ViewportName,
} from "./browser.ts";

/**
 * Live train status (issue 7 items 2 and 5): from /trains/check-lts a train
 * found by name with the keyboard, the timeline of its stops, the position
 * moving after the 2-minute refresh with the server's and the browser's
 * clocks moved on, 'n minutes ago', the disclaimer, Edit Platform, the map
 * left out of the first load; the form without JavaScript; an unknown train;
 * axe; on a phone and a desktop. The test sets the server's clock
 * (DEV_CLOCK=on, `/api/dev/clock`) and puts it back when it ends.
 */

// 19:30 IST: the Mumbai Rajdhani (12952, demo network) left New Delhi at 18:00.
const START = "2026-11-25T19:30:00+05:30";
const TRAIN = "12952";

let browser: Browser;

let restoreClock: () => Promise<void>;

beforeAll(async () => {
  browser = await launch();
  restoreClock = await rememberServerClock();
});
afterAll(async () => {
  await browser?.close();
  await restoreClock?.();
});

async function serverClock(body: { now: string } | { advanceMinutes: number }): Promise<void> {
  const res = await fetch(`${baseURL()}/api/dev/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function apiStatus(): Promise<LiveStatusResponse> {
  const res = await fetch(`${baseURL()}/api/trains/v1/train/status?trainNumber=${TRAIN}`);
  return LiveStatusResponseSchema.parse(await res.json());
}

/** "Between X and Y" of the API's answer, as the page must say it. */
function between(status: LiveStatusResponse): string {
  const name = (code: string | null) => status.stops.find((s) => s.code === code)?.name;
  expect(status.position.state).toBe("between");
  return `Between ${name(status.position.lastCode)} and ${name(status.position.nextCode)}`;
}

function newContext(viewport: ViewportName, javaScriptEnabled = true): Promise<BrowserContext> {
  const v = VIEWPORTS[viewport];
  return browser.newContext({
    baseURL: baseURL(),
    viewport: { width: v.width, height: v.height },
    isMobile: v.isMobile,
    hasTouch: v.hasTouch,
    javaScriptEnabled,
  });
}

const timeline = (page: Page) => page.getByRole("list", { name: /^Stops of 12952/ });
const marker = (page: Page) => page.locator(".lts-marker");

describe("live train status", () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    it(`finds a train by name with the keyboard and follows it as it runs (${viewport})`, async () => {
      await serverClock({ now: START });
      const context = await newContext(viewport);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on("request", (r) => requests.push(r.url()));
      // The browser's clock, so that minutes pass at once.
      await page.clock.install({ time: await serverNow() });
      try {
        await page.goto("/trains/check-lts");
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);

        // The combobox of matching trains, by keyboard only.
        // The combobox replaces the plain text box once its chunk has arrived.
        const input = page.getByRole("combobox", { name: "Train number or name" });
        await input.waitFor();
        await input.focus();
        await page.keyboard.type("Mumbai Rajdh", { delay: 30 });
        const listbox = page.getByRole("listbox");
        await listbox.getByRole("option").first().waitFor();
        const wanted = listbox.getByRole("option", { name: /12952/ });
        for (let i = 0; i < 10; i++) {
          await page.keyboard.press("ArrowDown");
          const active = await input.getAttribute("aria-activedescendant");
          if (active && (await page.locator(`#${active}`).textContent())?.includes(TRAIN)) break;
        }
        expect(await wanted.count()).toBe(1);
        await page.keyboard.press("Enter");
        await expect.poll(() => input.inputValue()).toBe("12952 Mumbai Rajdhani");
        // The boarding station is chosen among the train's stops, once the train is known.
        const station = page.getByRole("combobox", { name: "Boarding station (optional)" });
        await expect.poll(() => station.isEnabled()).toBe(true);
        await station.focus();
        await station.selectOption("KOTA");
        await page.getByRole("button", { name: "Check live status" }).focus();
        await page.keyboard.press("Enter");

        await page.waitForURL(/\/trains\/liveTrainStatus\?trainNumber=12952&station=KOTA$/);
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe("12952 Mumbai Rajdhani");
        const first = await apiStatus();
        const items = timeline(page).getByRole("listitem");
        expect(await items.count()).toBe(first.stops.length);
        // Each stop is a heading under "Running status"; the boarding station is marked.
        expect(
          await page.getByRole("heading", { level: 2, name: "Running status" }).isVisible(),
        ).toBe(true);
        expect(
          await timeline(page).getByRole("heading", { level: 3, name: "New Delhi (NDLS)" }).count(),
        ).toBe(1);
        const kota = items.filter({
          has: page.getByRole("heading", { name: "Kota Junction (KOTA)" }),
        });
        expect(await kota.textContent()).toContain("Your station");
        expect(await kota.locator('[data-tag="expected_delay"]').textContent()).toMatch(
          /^Expected (on time|\d+ min late)$/,
        );
        const ndls = items.first();
        expect(await ndls.textContent()).toContain("Departed");
        expect(await ndls.locator('[data-tag="delay"]').count()).toBe(1);
        expect(await marker(page).textContent()).toContain(between(first));
        expect(await marker(page).getAttribute("aria-current")).toBe("location");

        // The disclaimer closes after 5 s.
        const disclaimer = page
          .getByRole("note")
          .filter({ hasText: "Running status is an estimate" });
        expect(await disclaimer.isVisible()).toBe(true);
        await page.clock.runFor(5_100);
        await expect.poll(() => disclaimer.count()).toBe(0);

        // The map costs nothing on first load.
        expect(requests.filter((u) => /live-map|leaflet/.test(u))).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);

        // 'n minutes ago', then the 2-minute refresh with the train moved on, scroll kept.
        await page.clock.runFor(61_000);
        await expect
          .poll(() => page.locator(".lts-summary__ago").textContent())
          .toBe("1 minute ago");
        await serverClock({ advanceMinutes: 240 });
        const later = await apiStatus();
        await page.evaluate(() => window.scrollTo(0, 400));
        // What the traveller is reading (the element below the header): a refresh keeps it in view,
        // give or take a line whose text changed above it (the page is not scrolled back to the top).
        const probeTop = () =>
          page.evaluate(() => {
            let el = document.querySelector<HTMLElement>("[data-probe]");
            if (!el) {
              el = document.elementFromPoint(window.innerWidth / 2, 150) as HTMLElement;
              el.setAttribute("data-probe", "");
            }
            return el.isConnected ? Math.round(el.getBoundingClientRect().top) : null;
          });
        const before = await probeTop();
        expect(before).not.toBeNull();
        await page.clock.runFor(60_000);
        await expect
          .poll(() => marker(page).textContent(), { timeout: 10_000 })
          .toContain(between(later));
        expect(between(later)).not.toBe(between(first));
        await expect.poll(() => page.locator(".lts-summary__ago").textContent()).toBe("just now");
        expect(
          await page.getByRole("status").filter({ hasText: "Live status updated" }).count(),
        ).toBe(1);
        expect(Math.abs(((await probeTop()) ?? 0) - (before ?? 0))).toBeLessThanOrEqual(50);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        expect(await kota.textContent()).toContain("Departed");
        expect(await kota.locator('[data-tag="delay"]').count()).toBe(1);

        // Refresh on demand, in place.
        await serverClock({ advanceMinutes: 120 });
        const third = await apiStatus();
        await page.getByRole("link", { name: "Refresh" }).click();
        await expect.poll(() => page.locator(".lts-summary__ago").textContent()).toBe("just now");
        const nowName = (code: string | null) => third.stops.find((s) => s.code === code)?.name;
        const expectedNow =
          third.position.state === "between"
            ? between(third)
            : `At ${nowName(third.position.lastCode)}`;
        await expect
          .poll(() => page.locator(".lts-summary__fact--wide dd").textContent())
          .toContain(expectedNow);
        expect(page.url()).toMatch(/trainNumber=12952&station=KOTA$/);

        // Edit Platform: the traveller's platform, kept on the device, shown as theirs.
        await page.getByText("Set your platform").click();
        await page.getByRole("combobox", { name: "Station", exact: true }).selectOption("BRC");
        await page.getByRole("textbox", { name: "Platform number" }).fill("7");
        await page.getByRole("button", { name: "Save platform" }).click();
        const brc = items.filter({
          has: page.getByRole("heading", { name: "Vadodara Junction (BRC)" }),
        });
        await expect.poll(() => brc.textContent()).toContain("7 (yours)");
        const stored = await page.evaluate(() => localStorage.getItem("safar.liveStatusSearches"));
        expect(JSON.parse(stored ?? "[]")[0]).toMatchObject({
          trainNumber: TRAIN,
          station: "KOTA",
          platforms: { BRC: 7 },
        });

        // The map panel opens on demand (and only then loads the map).
        await page.getByRole("button", { name: "View on map" }).click();
        expect(await page.getByRole("region", { name: "Map" }).isVisible()).toBe(true);
        await expect.poll(() => requests.some((u) => /live-map/.test(u))).toBe(true);

        // Recent searches on check-lts, as links.
        await page.goto("/trains/check-lts");
        await hydrated(page);
        const recent = page.getByRole("link", { name: /12952 Mumbai Rajdhani/ });
        await recent.waitFor();
        expect(await recent.getAttribute("href")).toBe(
          "/trains/liveTrainStatus?trainNumber=12952&station=KOTA",
        );
      } finally {
        await context.close();
      }
    }, 60_000);
  }

  it("closes the disclaimer by keyboard, and says so of an unknown train", async () => {
    await serverClock({ now: START });
    const context = await newContext("desktop");
    const page = await context.newPage();
    try {
      await page.goto(`/trains/liveTrainStatus?trainNumber=${TRAIN}`);
      await hydrated(page);
      const close = page.getByRole("button", { name: "Close the disclaimer" });
      await close.focus();
      await page.keyboard.press("Enter");
      expect(await page.getByText("Running status is an estimate").count()).toBe(0);

      const res = await page.goto("/trains/liveTrainStatus?trainNumber=99999");
      expect(res?.status()).toBe(404);
      expect(
        await page.getByRole("alert").filter({ hasText: "We could not find train 99999" }).count(),
      ).toBe(1);
      expect(await page.getByRole("button", { name: "Check live status" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 30_000);

  it("says 'Live status currently unavailable' when the railway does not answer", async () => {
    await serverClock({ now: START });
    const context = await newContext("mobile");
    const page = await context.newPage();
    try {
      await railwayFaults(["runningStatus"]);
      const res = await page.goto(`/trains/liveTrainStatus?trainNumber=${TRAIN}`);
      expect(res?.status()).toBe(503);
      await page
        .getByRole("alert")
        .filter({ hasText: "Live status currently unavailable" })
        .waitFor();
      expect(await page.getByRole("button", { name: "Check live status" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // Back up: the same URL shows the timeline again.
      await railwayFaults([]);
      await page.reload();
      await timeline(page).waitFor();
    } finally {
      await railwayFaults([]);
      await context.close();
    }
  }, 30_000);

  it("works without JavaScript: a typed number, a typed name with several matches", async () => {
    await serverClock({ now: START });
    const context = await newContext("mobile", false);
    const page = await context.newPage();
    try {
      await page.goto("/trains/check-lts");
      await page.getByRole("textbox", { name: "Train number or name" }).fill("Mumbai Rajdhani");
      await page.getByRole("button", { name: "Check live status" }).click();
      await page.getByRole("heading", { name: /trains match: choose one/ }).waitFor();
      await page.getByRole("link", { name: /12952/ }).click();
      await page.waitForURL(/\/trains\/liveTrainStatus\?trainNumber=12952$/);
      expect(await timeline(page).getByRole("listitem").count()).toBeGreaterThan(2);
      // The disclaimer stays; the Refresh link reloads the same URL.
      expect(await page.getByText("Running status is an estimate").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Refresh" }).getAttribute("href")).toBe(
        "/trains/liveTrainStatus?trainNumber=12952",
      );
      // The change form: a typed number and the boarding station among the stops.
      await page.getByRole("textbox", { name: "Train number or name" }).fill("12951");
      await page.getByRole("button", { name: "Update" }).click();
      await page.waitForURL(/trainNumber=12951$/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "12951 Mumbai Rajdhani",
      );
    } finally {
      await context.close();
    }
  }, 30_000);
});
