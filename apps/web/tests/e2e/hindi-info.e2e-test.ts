import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SESSION_SECRET } from "../../../../scripts/production-server.ts";
import { createPnrTokens } from "../../../api/src/modules/pnr/pnr-tokens.ts";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  newContext,
  rememberServerClock,
  setServerClock,
} from "./browser.ts";

/**
 * The information screens in Hindi (issue 23 item 1, ADR 028): PNR form and
 * status, live train status, sign-in and the not-found page with the
 * `safar_lang=hi` cookie: `<html lang="hi-IN">`, their words in Hindi, codes,
 * station and train names as the railway prints them, the same pages in
 * English without the cookie.
 */

// 19:30 IST: the Mumbai Rajdhani (12952, demo network) left New Delhi at 18:00.
const START = "2026-11-25T19:30:00+05:30";

let browser: Browser;
let restoreClock: () => Promise<void>;
beforeAll(async () => {
  browser = await launch();
  restoreClock = await rememberServerClock();
  await setServerClock({ now: START });
});
afterAll(async () => {
  await browser?.close();
  await restoreClock?.();
});

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const mainText = async (page: Page) =>
  ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");

/** A browser that chose Hindi (the switch's cookie). */
async function hindiContext(viewport: "mobile" | "desktop" = "mobile") {
  const context = await newContext(browser, viewport);
  await context.addCookies([{ name: "safar_lang", value: "hi", url: baseURL() }]);
  return context;
}

describe("information screens in Hindi", () => {
  it("PNR: the form refuses a short PNR in Hindi; a status link's page is Hindi", async () => {
    const context = await hindiContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      // Hindi by the URL alone: the form's answer stays Hindi.
      await context.clearCookies();
      await page.goto("/trains/check-pnr?lang=hi");
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "PNR स्थिति देखें" }).waitFor();
      await hydrated(page);
      const field = page.getByLabel("PNR नंबर");
      await field.fill("12345");
      await page.keyboard.press("Enter");
      await page.getByRole("alert").filter({ hasText: "मान्य PNR डालें" }).waitFor();
      expect(await field.inputValue()).toBe("12345");

      // A shared status link: the railway does not know this PNR (no booking here), in Hindi.
      const token = createPnrTokens(TEST_SESSION_SECRET).sign("pnr", "1000000000");
      await context.addCookies([{ name: "safar_lang", value: "hi", url: baseURL() }]);
      const res = await page.goto(`/trains/pnr-enquiry/1000000000/${token}`);
      expect(res?.status()).toBe(200);
      expect(await lang(page)).toBe("hi-IN");
      await hydrated(page);
      await page.getByText("PNR नहीं मिला").waitFor();
      await page.getByText("हमें PNR 1000000000 नहीं मिला।").waitFor();
      await page.getByRole("heading", { name: "PNR जाँचें" }).waitFor();
      // A link with a wrong token says so in Hindi.
      await page.goto("/trains/pnr-enquiry/1000000000/wrongtoken123");
      await page.getByText("यह लिंक मान्य नहीं है").waitFor();
      // The header's page title.
      expect(await page.locator(".site-header__title").textContent()).toBe("PNR स्थिति");
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("live status: form and the running status in Hindi, names as printed", async () => {
    const context = await hindiContext("desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto("/trains/check-lts?lang=hi");
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "ट्रेन की लाइव स्थिति" }).waitFor();
      await page.getByLabel("ट्रेन नंबर या नाम").first().waitFor();
      await page.getByRole("button", { name: "लाइव स्थिति देखें" }).waitFor();

      await page.goto("/trains/liveTrainStatus?trainNumber=12952");
      expect(await lang(page)).toBe("hi-IN");
      await hydrated(page);
      await page.getByRole("heading", { name: "चलने की स्थिति" }).waitFor();
      await page.getByRole("heading", { name: "लाइव स्थिति कैसे देखें" }).waitFor();
      const text = await mainText(page);
      expect(text).toContain("Mumbai Rajdhani");
      expect(text).toMatch(/New Delhi और .+ के बीच|देरी|समय पर/);
      expect(text).not.toContain("Running status");
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sign-in: both steps in Hindi, the API's messages too", async () => {
    const context = await hindiContext();
    const page = await context.newPage();
    try {
      await page.goto("/v1/api/login");
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "सफ़र में साइन इन करें" }).waitFor();
      await hydrated(page);
      const box = page.getByLabel("मोबाइल नंबर या ईमेल");
      await box.fill("12");
      await page.getByRole("button", { name: "OTP पाएँ" }).click();
      await page.getByRole("alert").filter({ hasText: "कृपया मान्य ईमेल या फ़ोन नंबर डालें" }).waitFor();
      await box.fill("9876543210");
      await page.getByRole("button", { name: "OTP पाएँ" }).click();
      await page.getByLabel("OTP डालें").waitFor();
      await page.getByRole("status").filter({ hasText: "6 अंकों का OTP भेजा गया" }).waitFor();
      await page.getByRole("button", { name: "जाँचें और साइन इन करें" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("not found: the fallback page in Hindi with HTTP 404, English without the choice", async () => {
    const context = await hindiContext();
    const page = await context.newPage();
    try {
      const res = await page.goto("/trains/no-such-page");
      expect(res?.status()).toBe(404);
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" }).waitFor();
      await page.getByRole("link", { name: "PNR स्थिति" }).first().waitFor();

      // The choice is remembered by the switch's cookie; without it, English exactly.
      await context.clearCookies();
      await page.goto("/trains/no-such-page");
      expect(await lang(page)).toBe("en-IN");
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("results: headings, cards, class details, filters, the departed notice and the schedule in Hindi", async () => {
    // 23:45 IST: New Delhi → Howrah's one train of the day (the Rajdhani, 19:45) has left.
    await setServerClock({ now: "2026-11-25T23:45:00+05:30" });
    const context = await hindiContext("desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(
        "/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah%20Junction/20261125?lang=hi",
      );
      expect(await lang(page)).toBe("hi-IN");
      await hydrated(page);
      // The heading's connecting word in Hindi, the stations as printed.
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
        /^New Delhi से Howrah/,
      );
      const notice = page.locator(".departed-notice");
      expect(await notice.getByRole("paragraph").first().textContent()).toBe(
        "बुध, 25 नव॰ 2026 की एकमात्र ट्रेन जा चुकी है।",
      );
      expect(await notice.textContent()).toMatch(/गुरु, 26 नव॰: 2 ट्रेनें, [12] में सीटें उपलब्ध हैं।/);
      expect(
        await page
          .locator('#direct li.train-card[data-train="12302"] .train-card__gone')
          .textContent(),
      ).toBe("19:45 बजे प्रस्थान कर चुकी");

      await notice.getByRole("link", { name: "गुरु, 26 नव॰ की ट्रेनें देखें" }).click();
      await page.waitForURL(/\/20261126/);
      // The notice is in a deferred part: clicked before its code had come (a slow machine), the
      // link does what HTML does, a full load of a page that hydrates on intent (ADR 010), where
      // the schedule button would post its form rather than open the dialog. Wake it as a
      // traveller's first touch does, and let its deferred parts arrive (as results.e2e-test's
      // open()); after a client-side navigation both are at once true.
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect
        .poll(() => page.locator("#direct li.train-card .class-chip").count())
        .toBeGreaterThan(0);
      await page.getByRole("heading", { level: 2, name: "फ़िल्टर" }).waitFor();
      const text = await mainText(page);
      for (const hindi of [
        "समय-सारणी",
        "प्रस्थान",
        "आगमन",
        "न्यूनतम किराया (₹)",
        "बुक करें",
        "ट्रेन 12302 की श्रेणियाँ",
      ]) {
        expect(text).toContain(hindi);
      }
      // Nothing of the cards', chips', filters' or sections' own English is left.
      for (const english of [
        "Schedule",
        "Departs ",
        "Arrives ",
        "Departed at",
        "a passenger",
        "Fare not available",
        "Refresh",
        "Remind me",
        "Classes of train",
        "filters applied",
        "No filters applied",
        "Clear all",
        "Lowest fare",
        "Highest fare",
        "Connecting trains",
        "Looking for more options",
        "Daily",
        " day",
        " to Howrah",
        "chance",
      ]) {
        expect(text, english).not.toContain(english);
      }
      expect(text).not.toMatch(/\bBook\b|\bApply\b|\bFilters\b/);

      await page.getByRole("button", { name: /^ट्रेन 12302 .+ की समय-सारणी$/ }).click();
      const dialog = page.getByRole("dialog", { name: /: समय-सारणी$/ });
      await dialog.getByRole("columnheader", { name: "ठहराव" }).waitFor();
      expect(await dialog.textContent()).not.toMatch(/Stops of train|Loading the schedule/);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);

      // The smart filter: what it understood, in Hindi (clock times as Hindi says them).
      await page.getByLabel("बताइए, आपको कैसी ट्रेन चाहिए").fill("AC trains after 6 pm");
      await page.getByRole("button", { name: "फ़िल्टर करें", exact: true }).click();
      await page.waitForURL((u) => u.searchParams.has("dw"));
      const understood = page.locator("#smart-filter-status");
      await expect.poll(() => understood.innerText()).toContain("प्रस्थान: शाम 6:00 के बाद");
      expect(await understood.innerText()).toContain("समझा गया:");
      expect(await understood.innerText()).not.toMatch(/Departs|AC classes|PM/);

      // A date the search will not take: the API's refusal in Hindi.
      await page.goto("/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah%20Junction/20261120");
      await page.getByText("यात्रा की तिथि बीत चुकी है।").waitFor();
    } finally {
      await setServerClock({ now: START });
      await context.close();
    }
  });

  it("home: the calendar and the edit-journey panel in Hindi", async () => {
    const context = await hindiContext("mobile");
    const page = await context.newPage();
    try {
      await page.goto("/trains");
      expect(await lang(page)).toBe("hi-IN");
      await hydrated(page);
      await page.locator("#search-date").click();
      const calendar = page.getByRole("dialog", { name: "यात्रा की तिथि चुनें" });
      await calendar.waitFor();
      expect(await calendar.textContent()).toContain("नवंबर 2026");
      await calendar.getByRole("button", { name: /^आज, बुधवार, 25 नवंबर 2026/ }).waitFor();
      // December's holiday, named in Hindi under the month.
      await calendar.getByRole("button", { name: "अगला महीना" }).click();
      await expect.poll(() => calendar.textContent()).toContain("दिसंबर 2026");
      expect(await calendar.getByRole("list", { name: "इस महीने के अवकाश" }).textContent()).toContain(
        "25 दिस॰: क्रिसमस",
      );
      await calendar
        .getByRole("button", { name: /^शुक्रवार, 25 दिसंबर 2026, अवकाश: क्रिसमस/ })
        .waitFor();
      await calendar.getByRole("button", { name: "कैलेंडर बंद करें" }).click();
      await calendar.waitFor({ state: "detached" });

      await page.getByRole("button", { name: /यात्रा बदलें/ }).click();
      const panel = page.getByRole("dialog", { name: "यात्रा बदलें" });
      const state = panel.getByLabel("राज्य", { exact: true });
      // Hindi names; the value sent stays the station list's spelling.
      expect(await state.locator('option[value="Maharashtra"]').textContent()).toBe("महाराष्ट्र");
      await state.selectOption("Maharashtra");
      await panel.getByRole("list", { name: "महाराष्ट्र के स्टेशन" }).waitFor();
      await panel
        .getByRole("button", { name: /^.+ को ‘कहाँ से’ चुनें$/ })
        .first()
        .waitFor();
      expect(await panel.textContent()).not.toMatch(/Stations by state|Choose a state|Not chosen/);
    } finally {
      await context.close();
    }
  });

  it("remembers Hindi through the switch's cookie on the next information page", async () => {
    const context = await newContext(browser, "mobile");
    const page = await context.newPage();
    try {
      await page.goto("/trains/check-pnr");
      expect(await lang(page)).toBe("en-IN");
      await page.getByRole("link", { name: "हिन्दी" }).first().click();
      await page.waitForURL(/check-pnr/);
      expect(await lang(page)).toBe("hi-IN");
      await page.goto("/trains/check-lts");
      expect(await lang(page)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "ट्रेन की लाइव स्थिति" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
