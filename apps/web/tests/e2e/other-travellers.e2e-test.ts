import { mkdirSync } from "node:fs";
import { addDays } from "@safar/domain/ist";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ProductionServer,
  startProductionServer,
} from "../../../../scripts/production-server.ts";
import { resultsPath } from "../../app/features/results/view.ts";
import { NO_CHANCE } from "../../app/lib/confirmation-chance.ts";
import { axeViolations, launch, newContext, setServerClock, type ViewportName } from "./browser.ts";
import { E2E_SERVER_ENV, E2E_START } from "./test-clock.ts";

/**
 * A living railway in the browser (issue 19 item 1, ADR 019): a server with
 * other travellers on (OTHER_TRAVELLERS=on, the product's default) and the
 * pinned clock. A week ahead the Howrah Rajdhani of the demo network is
 * waitlisted in some class, and every waiting class says its chance of
 * confirmation or why there is none; half an hour after Tatkal opened for
 * non-AC classes, tomorrow's Tatkal has sold out somewhere (REGRET or a
 * Tatkal waitlist). Before JavaScript runs (the page is server-rendered),
 * at 360 and 1280 px, with axe; with SHOTS=<dir>, screenshots go there.
 *
 * Its own server: the shared one runs with other travellers off, so the
 * other browser tests book on empty trains.
 */

const SHOTS = process.env.SHOTS;
const REASONS = new Set(Object.values(NO_CHANCE).flatMap((r) => [r.short, r.long]));
const TODAY = E2E_START.slice(0, 10);
const NDLS = { code: "NDLS", name: "New Delhi" };
const HWH = { code: "HWH", name: "Howrah Junction" };

let server: ProductionServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startProductionServer({
      network: "demo",
      env: { ...E2E_SERVER_ENV, OTHER_TRAVELLERS: "on" },
    }),
    launch(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Status and what each class says of its chance, for every class of the page:
 * the figure on its chip, or the reason in its details (shown once chosen).
 */
async function classes(page: Page): Promise<{ status: string; chance: string | null }[]> {
  const all = page.locator(".class-chip");
  const out: { status: string; chance: string | null }[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const chip = all.nth(i);
    const status = ((await chip.locator("[data-status]").textContent()) ?? "").trim();
    const code = (await chip.getAttribute("data-class")) ?? "";
    const figure = chip.locator(".class-chip__chance");
    const reason = chip.locator(
      `xpath=ancestor::*[contains(@class,"class-pick")]/*[@data-class="${code}"]//*[@data-prediction="reason"]`,
    );
    const line = (await figure.count()) > 0 ? figure : reason;
    out.push({
      status,
      chance:
        (await line.count()) > 0
          ? ((await line.textContent()) ?? "").trim().replace(/^· /, "")
          : null,
    });
  }
  return out;
}

describe.each(["mobile", "desktop"] as ViewportName[])("other travellers on %s", (viewport) => {
  it("waitlists the Rajdhani a week ahead, each waiting class with its chance or why not", async () => {
    const context = await newContext(browser, viewport, { server: server.url });
    try {
      const page = await context.newPage();
      await context.route(/\.js$/, (route) => route.abort()); // before JavaScript
      await page.goto(resultsPath(NDLS, HWH, addDays(TODAY, 7)), { waitUntil: "load" });
      const seen = await classes(page);
      expect(seen.length).toBeGreaterThan(0);
      const waiting = seen.filter((t) => /WL|RAC/.test(t.status));
      expect(waiting.length, JSON.stringify(seen)).toBeGreaterThan(0);
      for (const t of waiting) {
        const said = t.chance ?? "";
        expect(/^\d+% chance/.test(said) || REASONS.has(said), `${t.status}: ${said}`).toBe(true);
      }
      expect(await axeViolations(page), "results of a waitlisted train").toEqual([]);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page
          .locator("li.train-card")
          .first()
          .screenshot({
            path: `${SHOTS}/others-results-${viewport}.png`,
          });
      }
    } finally {
      await context.close();
    }
  });

  it("sells tomorrow's Tatkal out within half an hour of its opening", async () => {
    // 11:30 IST: Tatkal opened at 10:00 (AC) and 11:00 (non-AC) for tomorrow.
    await setServerClock({ now: `${TODAY}T11:30:00+05:30` }, server.url);
    const context = await newContext(browser, viewport, { server: server.url });
    try {
      const page = await context.newPage();
      await page.goto(resultsPath(NDLS, HWH, addDays(TODAY, 1), { quota: "TQ" }), {
        waitUntil: "load",
      });
      const seen = await classes(page);
      expect(
        seen.some((t) => /^(Regret|WL \d+)$/.test(t.status)),
        JSON.stringify(seen),
      ).toBe(true);
    } finally {
      await context.close();
      await setServerClock({ now: E2E_START }, server.url);
    }
  });
});
