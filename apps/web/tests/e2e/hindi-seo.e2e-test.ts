import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseURL, launch, newContext, VIEWPORTS } from "./browser.ts";

/**
 * The SEO pages in Hindi (issue 23, ADR 028): a route, station and train page
 * at its Hindi URL (`?lang=hi`) has `lang="hi-IN"`, its own canonical that
 * answers 200, the `hreflang` alternates of both languages, Hindi headings,
 * title, description and FAQs, and the station and train names as printed;
 * the sitemap lists both URLs with their alternates.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function head(page: Page) {
  const attr = (selector: string, name: string) => page.locator(selector).getAttribute(name);
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    title: await page.title(),
    description: await attr('meta[name="description"]', "content"),
    canonical: await attr('link[rel="canonical"]', "href"),
    alternates: Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [
            l.getAttribute("hreflang"),
            new URL(l.getAttribute("href") ?? "").href,
          ]),
        ),
    ) as Record<string, string>,
  };
}

const origin = () => new URL(baseURL()).origin;

describe("SEO pages in Hindi", () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`serves a route page at its Hindi URL with lang, canonical and hreflang at ${VIEWPORTS[viewport].width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      try {
        const res = await page.goto("/trains/new-delhi-to-mumbai-trains?lang=hi");
        expect(res?.status()).toBe(200);
        const english = `${origin()}/trains/new-delhi-to-mumbai-trains`;
        const hindi = `${english}?lang=hi`;
        const h = await head(page);
        expect(h.lang).toBe("hi-IN");
        expect(h.canonical).toBe(hindi);
        expect(h.alternates).toEqual({ "en-IN": english, "hi-IN": hindi, "x-default": english });
        expect(h.title).toBe("New Delhi से Mumbai ट्रेनें: समय-सारणी, किराया और उपलब्धता | Safar");
        expect(h.description).toMatch(/^New Delhi से Mumbai तक \d+ सीधी ट्रेनें/);

        await expect(page.locator("h1").textContent()).resolves.toBe("New Delhi से Mumbai ट्रेनें");
        const direct = page.getByRole("region", { name: /^सीधी ट्रेनें/ });
        await expect(
          direct.getByRole("link", { name: "12952 Mumbai Rajdhani" }).count(),
        ).resolves.toBe(1);
        // Links to other SEO pages stay in Hindi.
        expect(
          await direct.getByRole("link", { name: "12952 Mumbai Rajdhani" }).getAttribute("href"),
        ).toBe("/trains/12952-mumbai-rajdhani?lang=hi");
        const faq = page.getByRole("region", { name: "अक्सर पूछे जाने वाले प्रश्न" });
        await expect(
          faq.getByText("New Delhi से Mumbai तक कितनी ट्रेनें चलती हैं?").count(),
        ).resolves.toBe(1);
        // The FAQPage JSON-LD carries the same Hindi questions.
        const ld = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((els) => els.map((e) => e.textContent ?? "").join("\n"));
        expect(ld).toContain("New Delhi से Mumbai तक कितनी ट्रेनें चलती हैं?");

        // Each canonical answers 200; the English page names the same alternates.
        expect((await fetch(hindi, { redirect: "manual" })).status).toBe(200);
        await page.goto("/trains/new-delhi-to-mumbai-trains");
        const en = await head(page);
        expect(en.lang).toBe("en-IN");
        expect(en.canonical).toBe(english);
        expect(en.alternates).toEqual(h.alternates);
        await expect(page.locator("h1").textContent()).resolves.toBe("New Delhi to Mumbai trains");

        await page.goto("/trains/new-delhi-to-mumbai-trains?lang=hi");
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("serves the train and station pages in Hindi, names unchanged", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.goto("/trains/12952-mumbai-rajdhani?lang=hi");
      let h = await head(page);
      expect(h.lang).toBe("hi-IN");
      expect(h.canonical).toBe(`${origin()}/trains/12952-mumbai-rajdhani?lang=hi`);
      expect(h.title).toBe("12952 Mumbai Rajdhani: मार्ग, समय-सारणी और रनिंग स्टेटस | Safar");
      await page
        .getByRole("region", { name: "समय-सारणी" })
        .getByRole("columnheader", { name: "आगमन" })
        .waitFor();
      await page.getByText("12952 Mumbai Rajdhani किन दिनों चलती है?").waitFor();

      await page.goto("/trains/ndls-new-delhi-railway-station?lang=hi");
      h = await head(page);
      expect(h.lang).toBe("hi-IN");
      expect(h.canonical).toBe(`${origin()}/trains/ndls-new-delhi-railway-station?lang=hi`);
      await expect(page.locator("h1").textContent()).resolves.toBe("New Delhi (NDLS) रेलवे स्टेशन");
      await page.getByRole("region", { name: "प्रस्थान" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("lists both languages' URLs in the sitemap, each with its alternates", async () => {
    const xml = await (await fetch(new URL("/sitemaps/trains-1.xml", baseURL()))).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const english = `${origin()}/trains/12952-mumbai-rajdhani`;
    const links = [
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/>`,
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${english}?lang=hi"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
    ].join("");
    expect(xml).toContain(`<url><loc>${english}</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${english}?lang=hi</loc>${links}</url>`);
  });
  it("serves the HTML sitemap, its lists and a translated guide in Hindi, links staying in Hindi", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.goto("/trains/trains-sitemap?lang=hi");
      let h = await head(page);
      expect(h.lang).toBe("hi-IN");
      expect(h.canonical).toBe(`${origin()}/trains/trains-sitemap?lang=hi`);
      expect(h.title).toBe("ट्रेन साइटमैप | Safar");
      await expect(page.locator("h1").textContent()).resolves.toBe("ट्रेन साइटमैप");
      const lists = page.getByRole("region", { name: "ट्रेनें, स्टेशन और मार्ग" });
      const trains = lists.getByRole("link", { name: /^सभी ट्रेनें/ });
      expect(await trains.getAttribute("href")).toBe(
        "/trains/trains-sitemap-trains-list/page1?lang=hi",
      );
      // The guides are linked in Hindi.
      const guides = page.getByRole("region", { name: "गाइड" });
      expect(
        await guides
          .getByRole("link", { name: "टीडीआर नियम: धनवापसी के लिए टिकट डिपॉज़िट रसीद फ़ाइल करना" })
          .getAttribute("href"),
      ).toBe("/trains/tdr-rules?lang=hi");
      expect(
        await guides.getByRole("link", { name: "IRCTC ट्रेन टिकट बुकिंग" }).getAttribute("href"),
      ).toBe("/trains/irctc?lang=hi");
      expect(await axeViolations(page)).toEqual([]);

      await trains.click();
      await page.waitForURL(/trains-list\/page1\?lang=hi$/);
      await expect(page.locator("h1").textContent()).resolves.toBe("ट्रेनों की सूची");
      expect(
        await page.getByRole("link", { name: "12952 Mumbai Rajdhani" }).getAttribute("href"),
      ).toBe("/trains/12952-mumbai-rajdhani?lang=hi");
      h = await head(page);
      expect(h.canonical).toBe(`${origin()}/trains/trains-sitemap-trains-list/page1?lang=hi`);

      await page.goto("/trains/tdr-rules?lang=hi");
      h = await head(page);
      expect(h.lang).toBe("hi-IN");
      const english = `${origin()}/trains/tdr-rules`;
      expect(h.alternates).toEqual({
        "en-IN": english,
        "hi-IN": `${english}?lang=hi`,
        "x-default": english,
      });
      await expect(page.locator("h1").textContent()).resolves.toBe("टीडीआर नियम");
      await page.getByRole("region", { name: "अक्सर पूछे जाने वाले प्रश्न" }).waitFor();
      await page.getByRole("columnheader", { name: "कब तक फ़ाइल करें" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The English guide is as it was, naming both URLs.
      await page.goto("/trains/irctc");
      h = await head(page);
      expect(h.lang).toBe("en-IN");
      expect(h.alternates["hi-IN"]).toBe(`${origin()}/trains/irctc?lang=hi`);
      await expect(page.locator("h1").textContent()).resolves.toBe("IRCTC train ticket booking");
    } finally {
      await context.close();
    }
  });
});
