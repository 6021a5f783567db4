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
    const context = await newContext(browser, "desktop");
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
});
