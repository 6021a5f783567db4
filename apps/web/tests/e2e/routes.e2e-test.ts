import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE, type RouteSample } from "../../app/lib/route-table.ts";
import { axeViolations, baseURL, launch, newContext, type ViewportName } from "./browser.ts";

/**
 * Walks the whole route table (app/lib/route-table.ts): every sample URL of
 * every route, its status, title, canonical and og:url, the one <h1> in the
 * one <main>, no script errors; axe-core on every route at mobile and
 * desktop. A route added to the table is tested here without further work.
 */

/**
 * Spec §2: canonical and og:url are the lower-cased path for /trains/, /bus/ and /flights/ roots; no query.
 * A page whose lower-cased path is not its one form (results keep upper-case codes) names that form
 * instead: the same path but for case (ADR 024). Either way the canonical answers 200 (checked below).
 */
function expectedCanonical(finalUrl: string): string {
  const url = new URL(finalUrl);
  const lower = /^\/(trains|bus|flights)(\/|$)/i.test(url.pathname);
  return `${url.origin}${lower ? url.pathname.toLowerCase() : url.pathname}`;
}

const SAMPLES = ROUTE_TABLE.flatMap((entry) =>
  entry.samples.map((sample, i) => ({
    ...sample,
    entry: entry.id,
    // axe once per route at each viewport; a redirect route has no screen of its own.
    axe: i === 0 && !sample.redirect,
  })),
);

interface Tab {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

describe("every route of the product", () => {
  let browser: Browser;
  const tabs = {} as Record<ViewportName, Tab>;

  beforeAll(async () => {
    browser = await launch();
    for (const viewport of ["mobile", "desktop"] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() !== "error") return;
        // The browser logs the document's own 404 status; that is the expected answer, not a fault.
        if (/status of 404/.test(m.text())) return;
        errors.push(m.text());
      });
      tabs[viewport] = { context, page, errors };
    }
  });
  afterAll(async () => {
    for (const tab of Object.values(tabs)) await tab.context.close();
    await browser?.close();
  });

  async function open(viewport: ViewportName, sample: RouteSample) {
    const tab = tabs[viewport];
    tab.errors.length = 0;
    const response = await tab.page.goto(sample.url);
    // A page hydrating on intent (ADR 010) is woken by a key, as in `hydrated`.
    await tab.page.keyboard.press("Shift");
    await tab.page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    );
    return { ...tab, response };
  }

  async function checkDesktop(sample: (typeof SAMPLES)[number]) {
    const { page, response, errors } = await open("desktop", sample);
    expect(response?.status()).toBe(sample.status);
    await expect(page.title()).resolves.toBe(sample.title);
    expect(await page.locator("main").count()).toBe(1);
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await page.locator("h1").count()).toBe(1);
    expect(((await page.locator("main h1").textContent()) ?? "").trim()).not.toBe("");

    const canonical = page.locator('link[rel="canonical"]');
    const ogUrl = page.locator('meta[property="og:url"]');
    const ogTitle = page.locator('meta[property="og:title"]');
    const description = page.locator('meta[name="description"]');
    await expect(ogTitle.getAttribute("content")).resolves.toBe(sample.title);
    expect(((await description.getAttribute("content")) ?? "").length).toBeGreaterThan(20);
    if (sample.status === 404) {
      expect(await canonical.count()).toBe(0);
      expect(await ogUrl.count()).toBe(0);
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain(
        "noindex",
      );
      expect(await page.locator("main").getByRole("link", { name: "Search trains" }).count()).toBe(
        1,
      );
    } else {
      const want = expectedCanonical(page.url());
      const href = (await canonical.getAttribute("href")) ?? "";
      expect(href.toLowerCase()).toBe(want);
      await expect(ogUrl.getAttribute("content")).resolves.toBe(href);
      expect((await fetch(href, { redirect: "manual" })).status, href).toBe(200);
    }
    if (sample.headerless) {
      expect(await page.locator("body header:not(main header)").count()).toBe(0);
    }
    expect(errors).toEqual([]);
    if (sample.axe) expect(await axeViolations(page)).toEqual([]);
  }

  async function checkMobile(sample: (typeof SAMPLES)[number]) {
    const { page, response, errors } = await open("mobile", sample);
    expect(response?.status()).toBe(sample.status);
    await expect(page.title()).resolves.toBe(sample.title);
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }

  it.each(SAMPLES)("$url ($entry)", async (sample) => {
    if (sample.redirect) {
      const first = await fetch(new URL(sample.url, baseURL()), { redirect: "manual" });
      expect(first.status).toBe(sample.redirect.status);
      const location = new URL(first.headers.get("location") ?? "", baseURL());
      expect(`${location.pathname}${location.search}`).toBe(sample.redirect.location);
    }
    // Desktop and mobile run side by side, each in its own context; both settle before the next sample.
    const results = await Promise.allSettled([
      checkDesktop(sample),
      sample.axe ? checkMobile(sample) : Promise.resolve(),
    ]);
    for (const r of results) if (r.status === "rejected") throw r.reason;
  });

  it("every route module passes axe in the travel-app theme", async () => {
    const context = await newContext(browser, "mobile");
    try {
      const page = await context.newPage();
      // The affiliate query picks the travel-app profile; the shell keeps it for the session.
      await page.goto("/trains?platform=travelapp");
      const seen = new Set<string>();
      for (const entry of ROUTE_TABLE) {
        const sample = entry.samples.find((s) => s.status === 200 && !s.redirect);
        if (!sample || seen.has(entry.file)) continue;
        seen.add(entry.file);
        await page.goto(sample.url);
        expect(await page.locator("html").getAttribute("data-theme"), sample.url).toBe("travel");
        expect({ url: sample.url, violations: await axeViolations(page) }).toEqual({
          url: sample.url,
          violations: [],
        });
      }
      expect(seen.size).toBeGreaterThan(20);
    } finally {
      await context.close();
    }
    // One page and one axe run per route module (over 20): past the default minute on a busy machine.
  }, 240_000);
});
