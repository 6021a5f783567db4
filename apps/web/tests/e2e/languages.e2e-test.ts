import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, hydrated, launch, newContext } from "./browser.ts";
import { poll } from "./journey.ts";

/**
 * Hindi and English (issue 23, ADR 028): the header's switch on the home
 * page, a search through the form in Hindi, the results in Hindi with
 * `lang="hi-IN"`, the choice remembered on the next page, and back to
 * English; the switch without JavaScript too.
 */

const RESULTS = /\/trains\/searchTrains\/[^/]+\/[^/]+\/\d{8}/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const lang = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.lang);

describe("languages", () => {
  it("switches to Hindi on home, searches, and keeps Hindi on the next pages", async () => {
    const context = await newContext(browser, "mobile");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto("/trains");
      await hydrated(page);
      expect(await lang(page)).toBe("en-IN");
      expect(
        await page.locator('link[rel="alternate"][hreflang="hi-IN"]').getAttribute("href"),
      ).toMatch(/\/trains\?lang=hi$/);

      await page.getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL(/\/trains$/);
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "ट्रेन टिकट बुक करें" }).waitFor();
      await hydrated(page);

      // The form in Hindi, enhanced as in English.
      for (const [label, query, option] of [
        ["कहाँ से", "New Delhi", /NDLS/],
        ["कहाँ तक", "Howrah", /HWH/],
      ] as const) {
        const box = page.getByRole("combobox", { name: label, exact: true });
        await box.waitFor();
        await box.focus();
        await page.keyboard.type(query, { delay: 30 });
        const listbox = page.getByRole("listbox");
        await listbox.getByRole("option", { name: option }).first().click();
        await poll(() => box.inputValue()).toMatch(option);
      }
      await page.getByRole("button", { name: "ट्रेन खोजें" }).click();
      await page.waitForURL(RESULTS);
      expect(await lang(page)).toBe("hi-IN");
      await hydrated(page);
      await page.getByRole("heading", { name: "सीधी ट्रेनें" }).waitFor();
      // The summary bar's Modify, and availability words on the class tiles, in Hindi.
      await page.getByRole("link", { name: /^बदलें/ }).waitFor();
      const main = (await page.locator("main").textContent()) ?? "";
      expect(main).toMatch(/उपलब्ध|प्रतीक्षा सूची|आरएसी|बुकिंग बंद|खेद/);
      // Station and train names as the railway prints them.
      expect(main).toContain("New Delhi");

      // Remembered: the next page is Hindi too.
      await page.goto("/trains/check-pnr");
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("link", { name: "English" }).waitFor();

      // And back to English, exactly as before.
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL(/check-pnr/);
      expect(await lang(page)).toBe("en-IN");
      await page.getByRole("link", { name: "हिन्दी" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("switches without JavaScript, and a ?lang=hi URL is Hindi with its own canonical", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/trains");
      await page.getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL(/\/trains$/);
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("button", { name: "ट्रेन खोजें" }).waitFor();
      expect(await context.cookies()).toContainEqual(
        expect.objectContaining({ name: "safar_lang", value: "hi" }),
      );

      const fresh = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
      const other = await fresh.newPage();
      await other.goto("/trains/?lang=hi");
      expect(await lang(other)).toBe("hi-IN");
      expect(await other.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        /\/trains\/\?lang=hi$/,
      );
      await fresh.close();
    } finally {
      await context.close();
    }
  });
});
