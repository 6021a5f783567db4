import { type LiveStatusResponse, LiveStatusResponseSchema } from "@safar/contracts/live-status";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  newContext,
  rememberServerClock,
  serverNow,
} from "./browser.ts";

/**
 * The live-status map (issue 7 item 3): it costs nothing on first load, loads
 * when the traveller presses "View on map", shows the route, the stations and
 * the train, re-validates its key every 60 s (spec §9), withdraws with a
 * message when the key is refused, and passes axe; on a phone and a desktop.
 */

const MAP_ASSET = /\/assets\/(live-map|leaflet)[^/]*\.(js|css)$/;
const TOKEN = /\/api\/trains\/v1\/mmi_token/;

/**
 * A running train at a fixed evening, on the server clock the browser tests
 * may set (DEV_CLOCK=on in global-setup): 21:00 IST, the Mumbai Rajdhani
 * (12952, daily) left New Delhi at 18:00 and is between stations.
 */
async function runningTrain(): Promise<{
  trainNumber: string;
  status: LiveStatusResponse;
  /** Moves the server's clock on. */
  advance: (minutes: number) => Promise<void>;
  /** Puts the server's clock back where the other tests expect it. */
  reset: () => Promise<void>;
}> {
  const api = (url: string, init?: RequestInit) => fetch(new URL(url, baseURL()), init);
  const setClock = async (body: object) => {
    const res = await api("/api/dev/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.ok, "the server clock can be set (DEV_CLOCK=on)").toBe(true);
  };
  const reset = await rememberServerClock();
  await setClock({ now: "2026-11-25T21:00:00+05:30" });
  const res = await api("/api/trains/v1/train/status?trainNumber=12952");
  const status = LiveStatusResponseSchema.parse(await res.json());
  expect(status.position.state).toBe("between");
  return {
    trainNumber: "12952",
    status,
    advance: (minutes) => setClock({ advanceMinutes: minutes }),
    reset,
  };
}

let browser: Browser;
let train: Awaited<ReturnType<typeof runningTrain>>;
beforeAll(async () => {
  browser = await launch();
  train = await runningTrain();
});
afterAll(async () => {
  await train?.reset();
  await browser?.close();
});

async function openPage(viewport: "mobile" | "desktop", platform = "unset") {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  // The page's own clock, so that a minute passes at once.
  await page.clock.install({ time: await serverNow() });
  await page.goto(`/trains/liveTrainStatus?trainNumber=${train.trainNumber}&platform=${platform}`);
  await hydrated(page);
  return { context, page, requests };
}

async function openMap(page: Page) {
  await page.getByRole("button", { name: "View on map" }).click();
  await page.locator(".live-map__canvas[data-ready]").waitFor({ timeout: 20_000 });
}

describe.each(["mobile", "desktop"] as const)("the live-status map on %s", (viewport) => {
  it("loads only when opened, shows the route, the stations and the train, and re-validates its key every 60 s", async () => {
    const { context, page, requests } = await openPage(
      viewport,
      viewport === "desktop" ? "travelapp" : "unset",
    );
    try {
      // First load: no map code, no map styles, no map key.
      expect(requests.filter((u) => MAP_ASSET.test(u) || TOKEN.test(u))).toEqual([]);

      await openMap(page);
      expect(requests.some((u) => /\/assets\/live-map[^/]*\.js$/.test(u))).toBe(true);
      expect(requests.some((u) => /\/assets\/leaflet[^/]*\.js$/.test(u))).toBe(true);
      expect(requests.filter((u) => TOKEN.test(u))).toHaveLength(1);

      const map = train.status.map;
      expect(map).not.toBeNull();
      // The route split at the train: travelled (solid) and remaining (dashed).
      await expect
        .poll(() => page.locator("path.live-map__route--travelled").count())
        .toBeGreaterThan(0);
      expect(await page.locator("path.live-map__route--remaining").count()).toBeGreaterThan(0);
      // Every located station, named for assistive technology, and the train.
      const stations = page.locator(".live-map__station");
      expect(await stations.count()).toBe(map?.stations.length);
      const first = map?.stations[0];
      await expect
        .poll(() =>
          page.getByRole("button", { name: `Station ${first?.name} (${first?.code})` }).isVisible(),
        )
        .toBe(true);
      const lastName = train.status.stops.find(
        (s) => s.code === train.status.position.lastCode,
      )?.name;
      const trainMarker = page.locator(".live-map__train");
      await trainMarker.waitFor();
      expect(await trainMarker.getAttribute("aria-label")).toContain(`between ${lastName} and`);
      // The text alternative says the same in words.
      expect(await page.locator(".live-map__caption").textContent()).toContain(
        `between ${lastName} and`,
      );

      // A station is reachable by keyboard and names itself in a tooltip on focus.
      await stations.first().focus();
      await page.locator(".leaflet-tooltip").first().waitFor();
      expect(await page.locator(".leaflet-tooltip").first().textContent()).toBe(first?.name);
      await stations.first().press("Enter");
      await page.locator(".leaflet-popup-content").waitFor();

      expect(await axeViolations(page)).toEqual([]);

      // A minute later the map re-validates its key (spec §9), sending the key it holds.
      const revalidation = page.waitForRequest((r) => /mmi_token\?token=/.test(r.url()));
      await page.clock.fastForward(61_000);
      await revalidation;
      expect(requests.filter((u) => TOKEN.test(u))).toHaveLength(2);
      await page.locator(".live-map__canvas[data-ready]").waitFor();

      // The page refreshes every 2 minutes (spec §9) and the open map follows: with the
      // server's clock an hour on, the train has moved along the route (the key held has
      // lapsed for that server, and is replaced by a new one).
      const travelled = page.locator("path.live-map__route--travelled");
      const before = await travelled.getAttribute("d");
      await train.advance(60);
      await page.clock.fastForward(60_000);
      await expect.poll(() => travelled.getAttribute("d"), { timeout: 10_000 }).not.toBe(before);
      await train.advance(-60);
    } finally {
      await context.close();
    }
  });
});

describe("the live-status map when its key is refused", () => {
  it("withdraws the map with a message, and comes back on request", async () => {
    const { context, page } = await openPage("mobile");
    try {
      await openMap(page);
      // The server gives no key any more (it refuses the held one, and a new one too).
      await page.route(TOKEN, (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "validation_failed", message: "The map key is invalid or has expired" },
          }),
        }),
      );
      await page.clock.fastForward(61_000);
      const alert = page.getByRole("alert").filter({ hasText: "The map is unavailable right now" });
      await alert.waitFor();
      expect(await page.locator(".live-map__canvas").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute(TOKEN);
      await page.getByRole("button", { name: "Try the map again" }).click();
      await page.locator(".live-map__canvas[data-ready]").waitFor();
    } finally {
      await context.close();
    }
  });
});
