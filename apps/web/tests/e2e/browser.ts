import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { addDays, istDate } from "@safar/domain/ist";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { E2E_START } from "./test-clock.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The two viewports every screen is checked at (issue 2 §8). */
export const VIEWPORTS = {
  mobile: { width: 360, height: 740, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Today in India (`YYYY-MM-DD`) for the browser tests: the pinned day the
 * shared server's clock starts on (test-clock.ts), never the real one.
 */
export function indiaToday(): string {
  return istDate(new Date(E2E_START));
}

/** The first date at least `from` days ahead (in India) on a weekday of `weekdays` (0 = Sunday). */
export function nextWeekday(weekdays: number[], from: number): string {
  for (let i = from; i < from + 7; i++) {
    const day = addDays(indiaToday(), i);
    if (weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
  throw new Error("unreachable");
}

/** `2026-11-27` → `20261127`, the results URL's date. */
export const compactDate = (iso: string) => iso.replaceAll("-", "");

/**
 * This worker's server's URL (global-setup.ts). The helpers that reach a server
 * take an optional `server` URL, defaulting to it, for a test that starts its
 * own (tdr-lifecycle.e2e-test.ts: a server whose clock it moves 46 days).
 */
export function baseURL(): string {
  const urls = inject("baseURLs");
  // Vitest numbers its workers from 1; each keeps to one server.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** The server's time (its settable clock, started at E2E_START). */
export async function serverNow(server = baseURL()): Promise<Date> {
  const res = await fetch(`${server}/api/dev/clock`);
  if (!res.ok) throw new Error(`could not read the server's clock: ${res.status}`);
  return new Date(((await res.json()) as { now: string }).now);
}

/**
 * For a test that moves the shared server's clock: gives back a function that
 * puts it where it would be had the test not moved it (the pinned day's time,
 * ticked on), so the tests after it see the same day.
 */
export async function rememberServerClock(): Promise<() => Promise<void>> {
  const before = (await serverNow()).getTime();
  const realBefore = Date.now();
  return () => setServerClock({ now: new Date(before + Date.now() - realBefore).toISOString() });
}

export async function setServerClock(
  body: { now: string } | { advanceMinutes: number },
  server = baseURL(),
): Promise<void> {
  const res = await fetch(`${server}/api/dev/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`could not set the server's clock: ${res.status} ${await res.text()}`);
}

/**
 * A browser context at a viewport whose clock reads the server's time (the
 * pinned day), ticking on in real time. Playwright's clock also stands in for
 * `performance`, whose entries it leaves empty: a test that reads the page's
 * resource or paint entries asks for `{ clock: false }` (and must not depend
 * on the browser's date).
 */
export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  options: { colorScheme?: "light" | "dark"; clock?: boolean; server?: string } = {},
): Promise<BrowserContext> {
  const server = options.server ?? baseURL();
  const context = await bareContext(browser, viewport, server, options);
  if (options.clock !== false) await context.clock.install({ time: await serverNow(server) });
  return context;
}

function bareContext(
  browser: Browser,
  viewport: ViewportName,
  server: string,
  options: { colorScheme?: "light" | "dark" },
): Promise<BrowserContext> {
  const v = VIEWPORTS[viewport];
  return browser.newContext({
    baseURL: server,
    viewport: { width: v.width, height: v.height },
    isMobile: v.isMobile,
    hasTouch: v.hasTouch,
    colorScheme: options.colorScheme ?? "light",
    userAgent:
      viewport === "mobile"
        ? "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"
        : "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  });
}

/**
 * Waits until the page has hydrated (the shell's API is installed). A page
 * that hydrates at the traveller's first sign of intent (ADR 010: the search
 * results) is woken the way a keyboard user would wake it, by a key (Shift,
 * which changes nothing on the page); a page that hydrates at load is not
 * affected by it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => Boolean(window.safar?.shell));
}

/** Runs axe-core on the page and returns the violations (ids and targets) for an assertion. */
export async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  // A client-side navigation fades the main content while it loads (0.6, back over 0.3 s):
  // contrast is judged on the settled page.
  await page.waitForFunction(
    () => {
      const main = document.getElementById("main");
      return (
        !main || (!main.classList.contains("is-busy") && getComputedStyle(main).opacity === "1")
      );
    },
    undefined,
    { timeout: 5_000 },
  );
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    targets: v.nodes.map((n) => String(n.target)),
  }));
}

/**
 * Makes the partner API's calls to these railway gateway calls fail (the
 * shared server runs with DEV_FAULTS=on); `[]` ends the outage. Tests that
 * set one end it in a `finally`.
 */
export async function railwayFaults(failing: string[]): Promise<void> {
  const res = await fetch(`${baseURL()}/api/dev/railway-faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ failing }),
  });
  if (!res.ok) throw new Error(`could not set railway faults: ${res.status} ${await res.text()}`);
}

/** Where `shot()` puts screenshots (for looking at screens); unset: none are taken. */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** A screenshot (full page unless told) into SHOTS_DIR when it is set; nothing otherwise. */
export async function shot(page: Page, name: string, options = { fullPage: true }): Promise<void> {
  const dir = SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage });
}
