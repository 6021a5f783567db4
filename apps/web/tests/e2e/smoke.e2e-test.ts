import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newContext } from "./browser.ts";

describe("the served app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it("server-renders /trains and hydrates without console errors", async () => {
    const context = await newContext(browser, "desktop", { clock: false });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto("/trains");
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toContain("Safar");
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("paints before it fetches any JavaScript: no module preloads in the HTML, the stylesheets first (ADR 009)", async () => {
    const context = await newContext(browser, "mobile", { clock: false });
    const page = await context.newPage();
    const res = await page.goto("/trains");
    const html = (await res?.text()) ?? "";
    expect(html).not.toContain('rel="modulepreload"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link[^>]*rel="stylesheet"/);
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    );
    // When the page was painted: `paintTime` (the end of the rendering update on the main
    // thread). Chromium 156 gives the paint entry's `startTime` as the later presentation time,
    // when the compositor showed the frame; a fetch started between the two came after the paint.
    const timing = await page.evaluate(() => ({
      paint: (() => {
        const entry = performance.getEntriesByType("paint").find((e) => e.name === "first-paint") as
          | (PerformanceEntry & { paintTime?: number })
          | undefined;
        return entry ? (entry.paintTime ?? entry.startTime) : Number.NaN;
      })(),
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.endsWith(".js"))
        .map((e) => e.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    await context.close();
  });

  it("fetches each stylesheet once, also when lazy chunks that need the shell's stylesheet arrive", async () => {
    const context = await newContext(browser, "mobile", { clock: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith(".css")) requested.push(url.pathname);
    });
    await page.goto("/trains");
    // The home page's lazy chunks (station picker, dialogs) load once it is idle.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .some((e) => /\/assets\/overlays-[^/]+\.js$/.test(new URL(e.name).pathname)),
    );
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBeGreaterThan(1);
    expect(new Set(requested).size, requested.join(" ")).toBe(requested.length);
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (l) => new URL((l as HTMLLinkElement).href).pathname,
      ),
    );
    expect(new Set(linked).size).toBe(linked.length);
    await context.close();
  });
});
