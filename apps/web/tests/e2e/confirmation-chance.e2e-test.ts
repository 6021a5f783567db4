import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ProductionServer,
  startProductionServer,
  TEST_SESSION_SECRET,
} from "../../../../scripts/production-server.ts";
import { createPnrTokens } from "../../../api/src/modules/pnr/pnr-tokens.ts";
import { resultsPath } from "../../app/features/results/view.ts";
import { NO_CHANCE } from "../../app/lib/confirmation-chance.ts";
import { axeViolations, launch, newContext, type ViewportName } from "./browser.ts";
import { E2E_SERVER_ENV } from "./test-clock.ts";
import { seedWaitlistedRun, type WaitlistedRun } from "./waitlisted.ts";

/**
 * The confirmation chance in Chromium at 360×740 and 1280×800 (issue 19): on
 * a run whose 2A class is waitlisted (waitlisted.ts: the next booking would
 * be GNWL7/WL5, a PNR waits at WL 1–4), every waiting class of the results
 * shows a percentage on its chip or, in its details, the reason there is
 * none, and every waiting passenger of the PNR page a percentage or the
 * reason, in its place; the PNR's places read
 * non-increasing figures down the list, none below the card's figure for the
 * later place WL 5. The first look at the train may say the chance is being
 * worked out (its history is prepared off the request path); the page then
 * shows the figure. With SHOTS=<dir>, screenshots of the card and the PNR
 * table are saved there (predict-*.png).
 */

const SHOTS = process.env.SHOTS;
const REASONS = new Set(Object.values(NO_CHANCE).flatMap((r) => [r.short, r.long]));

let run: WaitlistedRun;
let server: ProductionServer;
let browser: Browser;

beforeAll(async () => {
  run = await seedWaitlistedRun("2A");
  [server, browser] = await Promise.all([
    startProductionServer({ network: "demo", env: E2E_SERVER_ENV, dataDir: run.dataDir }),
    launch(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const percentOf = (text: string): number | null => {
  const m = /^(?:· )?(\d+)% chance/.exec(text.trim());
  return m ? Number(m[1]) : null;
};

/**
 * What a waiting class says of its chance: the figure on its chip
 * ('WL 5 · 62% chance'), or the reason in its details, shown once chosen.
 */
async function chanceSaid(code: string, chip: Locator) {
  const figure = chip.locator(".class-chip__chance");
  if ((await figure.count()) > 0)
    return { kind: "chance", said: (await figure.textContent()) ?? "" };
  const details = chip.locator(
    `xpath=ancestor::*[contains(@class,"class-pick")]/*[contains(@class,"class-detail")][@data-class="${code}"]`,
  );
  const prediction = details.locator(".class-detail__prediction");
  return {
    kind: (await prediction.getAttribute("data-prediction")) ?? "none",
    said: (await prediction.textContent()) ?? "",
  };
}

/**
 * The results page until the waiting class shows a percentage (its history
 * prepared); a reason seen on the way is saved as a screenshot too.
 */
async function resultsWithChance(page: Page, viewport: ViewportName) {
  const card = page.locator(`li.train-card[data-train="${run.trainNumber}"]`).first();
  const chip = card.locator(`.class-chip[data-class="${run.classCode}"]`);
  await expect
    .poll(
      async () => {
        await page.goto(resultsPath(run.from, run.to, run.date), { waitUntil: "load" });
        await chip.waitFor();
        // Whatever the moment, a waiting class says something of its chance.
        const { kind, said } = await chanceSaid(run.classCode, chip);
        expect(percentOf(said) !== null || REASONS.has(said.trim()), said).toBe(true);
        if (kind === "reason" && SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await card.screenshot({ path: `${SHOTS}/predict-results-reason-${viewport}.png` });
        }
        return kind;
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe("chance");
  return { card, chip };
}

describe.each(["mobile", "desktop"] as ViewportName[])("confirmation chance on %s", (viewport) => {
  it("shows a figure or its reason for every waiting class and passenger, in list order", async () => {
    const context = await newContext(browser, viewport, { server: server.url });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));

      // Results: the waitlisted class and every other waiting class on the page.
      const { card, chip } = await resultsWithChance(page, viewport);
      expect(await chip.locator("[data-status]").textContent()).toBe("WL 5");
      const cardChance = percentOf((await chip.locator(".class-chip__chance").textContent()) ?? "");
      expect(cardChance).not.toBeNull();
      // Chosen, its details say what the chance is of.
      await chip.click();
      const details = card.locator(`.class-detail[data-class="${run.classCode}"]`);
      expect(await details.locator(".class-detail__prediction").textContent()).toBe(
        `${cardChance}% chance of confirmation (a berth or RAC) by the chart`,
      );
      const chips = page.locator(".class-chip");
      const n = await chips.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const c = chips.nth(i);
        const status = (await c.locator("[data-status]").textContent()) ?? "";
        if (!/WL|RAC/.test(status)) continue;
        const code = (await c.getAttribute("data-class")) ?? "";
        const { said } = await chanceSaid(code, c);
        expect(percentOf(said) !== null || REASONS.has(said.trim()), `${status}: ${said}`).toBe(
          true,
        );
      }
      expect(await axeViolations(page), "results with a chance").toEqual([]);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SHOTS}/predict-results-${viewport}.png` });
      }

      // The PNR page of the passengers waiting at WL 1–4 (a share link, as the server signs it).
      const token = createPnrTokens(TEST_SESSION_SECRET).sign("pnr", run.pnr);
      await page.goto(`/trains/pnr-enquiry/${run.pnr}/${token}`);
      const rows = page.locator(".pnr-table tbody tr");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(4);
      const figures: number[] = [];
      for (let i = 0; i < 4; i++) {
        const row = rows.nth(i);
        expect(await row.locator(".pnr-status-text").nth(1).textContent()).toMatch(
          new RegExp(`WL ?${i + 1}$`),
        );
        const said = (await row.locator(".pnr-chance").textContent())?.trim() ?? "";
        const figure = percentOf(said);
        expect(figure !== null || REASONS.has(said), said).toBe(true);
        if (figure !== null) {
          expect(said).toBe(`${figure}% chance of confirmation by the chart`);
          figures.push(figure);
        }
      }
      // Same list, same day: a later place never reads a better chance, and
      // WL 1–4 are ahead of the card's next booking (WL 5).
      expect(figures).toHaveLength(4);
      for (let i = 1; i < figures.length; i++)
        expect(figures[i] as number).toBeLessThanOrEqual(figures[i - 1] as number);
      for (const f of figures) expect(f).toBeGreaterThanOrEqual(cardChance as number);
      expect(await axeViolations(page), "PNR page with chances").toEqual([]);
      if (SHOTS) {
        // From the top, so the sticky header sits where it belongs in a full-page shot.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/predict-pnr-${viewport}.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
