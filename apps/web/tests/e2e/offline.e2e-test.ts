import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatPaise } from "@safar/domain/money";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SESSION_SECRET } from "../../../../scripts/production-server.ts";
import { createPnrTokens } from "../../../api/src/modules/pnr/pnr-tokens.ts";
import {
  bookableJourney,
  bookInBrowser,
  draftOrder,
  freshMobile,
  type Journey,
  registerRailwayUser,
} from "./booked.ts";
import { baseURL, CHROMIUM, hydrated, launch, VIEWPORTS } from "./browser.ts";
import { signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Installable and offline (issue 23 item 2, ADR 029), at 360 px on a phone
 * (the service worker registers only on mobile and tablet): Chromium finds
 * the app installable; a booked ticket's order page, its PNR status page and
 * its e-ticket PDF (kept with the order page), seen online, open offline
 * with the age of their data ('as of 14:05, just now'); a page not seen before, and a search, get the
 * offline page; signing out drops the kept pages. Screenshots go to
 * SHOTS_DIR when set.
 */

const SHOTS = process.env.SHOTS_DIR;
const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36";
const AGE = /^Saved copy, as of \d{2}:\d{2}, (just now|\d+ minutes? ago)\./;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * Once hydrated, the shell's no-internet snackbar sits over the top of the
 * page for 3 s (spec §6), over the worker's notice: OK hides it.
 */
async function dismissSnackbar(page: Page): Promise<void> {
  await hydrated(page);
  const ok = page.getByRole("button", { name: "OK" });
  await ok.waitFor();
  await ok.click();
  await ok.waitFor({ state: "hidden" });
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: unknown[];
    };
    return installabilityErrors;
  } finally {
    await cdp.detach();
  }
}

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

describe("installable and offline on a phone", () => {
  it("is installable: a manifest with icons and a service worker for /trains/", async () => {
    // Chromium checks installability only in a profile that is not incognito,
    // which every `browser.newContext()` is.
    const profile = mkdtempSync(path.join(os.tmpdir(), "safar-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
      baseURL: baseURL(),
      viewport: { width: VIEWPORTS.mobile.width, height: VIEWPORTS.mobile.height },
      isMobile: true,
      hasTouch: true,
      userAgent: MOBILE_UA,
    });
    try {
      const page = await context.newPage();
      await page.goto("/trains/");
      await hydrated(page);
      await controlled(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
      });
      expect(manifest).toMatchObject({
        short_name: "Safar",
        start_url: "/trains/",
        scope: "/trains/",
        display: "standalone",
      });
      expect(await installabilityErrors(page)).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("opens the ticket, PNR status and e-ticket seen before, with their age; else the offline page", async () => {
    const who = await signInThroughApi(freshMobile("5"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const context = await signedInContext(browser, "mobile", who, true);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // The notice the worker puts in the body must not upset hydration.
      page.on("console", (m) => {
        if (/hydrat/i.test(m.text())) errors.push(m.text());
      });
      const pnr = await bookInBrowser(page, orderId, formatPaise(fare.totalPaise));
      await controlled(page);

      // Seen online: the order page (the ticket), its PNR status, its e-ticket PDF.
      const orderUrl = `/trains/summary/${orderId}`;
      const pnrUrl = `/trains/pnr-enquiry/${pnr}/${createPnrTokens(TEST_SESSION_SECRET).sign("pnr", pnr)}`;
      const pdfUrl = `${orderUrl}/e-ticket.pdf`;
      await page.goto(orderUrl);
      await hydrated(page);
      const orderHeading = await page.getByRole("heading", { level: 1 }).textContent();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download e-ticket" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Safar-e-ticket-${pnr}.pdf`);
      await page.goto(pnrUrl);
      await page.getByText(pnr).first().waitFor();
      expect(await page.locator("[data-offline-age]").count()).toBe(0);
      // Kept with the order page it was offered on.
      await expect
        .poll(() =>
          page.evaluate(
            async (url) => Boolean(await caches.match(url, { cacheName: "safar-tickets" })),
            pdfUrl,
          ),
        )
        .toBe(true);

      await context.setOffline(true);
      // The PNR status page, reloaded offline: the kept copy with its age, before its JavaScript.
      await page.reload();
      const age = page.locator("[data-offline-age]");
      expect(await age.textContent()).toMatch(AGE);
      await page.getByText(pnr).first().waitFor();
      await dismissSnackbar(page);
      await shot(page, "offline-pnr-360");

      // The order page, navigated to offline: the same.
      await page.goto(orderUrl);
      expect(await age.textContent()).toMatch(AGE);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(orderHeading);
      await page.getByText(pnr).first().waitFor();
      await dismissSnackbar(page);
      await shot(page, "offline-ticket-360");

      // The e-ticket opens offline, from the worker's copy: the notice links it.
      const [saved] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Open saved e-ticket (PDF)" }).click(),
      ]);
      expect(saved.suggestedFilename()).toBe(`Safar-e-ticket-${pnr}.pdf`);
      const pdf = await page.evaluate(async (url) => {
        const res = await fetch(url);
        const bytes = new Uint8Array(await res.arrayBuffer());
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          magic: String.fromCharCode(...bytes.slice(0, 5)),
        };
      }, pdfUrl);
      expect(pdf).toEqual({ status: 200, type: "application/pdf", magic: "%PDF-" });

      // A page not seen before, and a search: the offline page in the spec's words.
      for (const unseen of [
        `${orderUrl}/tdr`,
        "/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah%20Jn/20261230",
      ]) {
        await page.goto(unseen);
        expect(await page.getByRole("heading", { level: 1 }).textContent(), unseen).toBe(
          "No internet connection",
        );
      }
      await shot(page, "offline-unseen-360");

      // Signed out, back online: the kept pages go with the session.
      await context.setOffline(false);
      await page.goto("/v1/api/logout");
      await page.goto("/trains/check-pnr");
      await context.setOffline(true);
      await page.goto(orderUrl);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "No internet connection",
      );
      await context.setOffline(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
