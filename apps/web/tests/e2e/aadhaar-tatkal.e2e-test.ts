import { addDays } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshMobile, RAILWAY_PASSWORD } from "./booked.ts";
import {
  axeViolations,
  hydrated,
  indiaToday,
  launch,
  newContext,
  shot,
  type ViewportName,
} from "./browser.ts";
import { callApi, poll, signedInContext, signInThroughApi } from "./journey.ts";
import { codeFromOutbox, railwayUserProvedBy } from "./railway-user.ts";

/**
 * Aadhaar and a Tatkal booking in the browser (issue 20): a railway user ID
 * made on the railway's page and proved to Safar; a Tatkal draft for
 * tomorrow (the shared server's clock is 10:00 IST, when AC Tatkal opens);
 * the review page offers "Authenticate Aadhaar" (the same window on a phone,
 * a new tab on desktop); the railway's Aadhaar page refuses a mistyped
 * number, sends the OTP to the Aadhaar-linked mobile (read from the
 * development outbox, as every OTP here) and shows the number masked; back
 * on the review page the ID is "Aadhaar authenticated · XXXX XXXX 2346";
 * paid, the railway's password page asks for the Tatkal booking's Aadhaar
 * OTP too, and with both the order is booked. At 360 px (light) and 1280 px
 * (dark), axe on the partner's screens and the railway's pages. Screenshots
 * go to SHOTS_DIR when set.
 */

const TOMORROW = addDays(indiaToday(), 1);
/** Valid by Verhoeff (packages/railway/src/accounts/aadhaar.test.ts), and a typo of it. */
const AADHAAR = "2341 2341 2346";
const MISTYPED = "2341 2341 2347";

/** Tomorrow's cheapest AC Tatkal class with berths, New Delhi → Howrah. */
async function tatkalJourney() {
  const found = await callApi<{
    trains: {
      trainNumber: string;
      from: { code: string };
      to: { code: string };
      classes: { code: string; status: string; bookable: boolean; fare: number | null }[];
    }[];
  }>(`/api/trains/v5/search?from=NDLS&to=HWH&date=${TOMORROW}&quota=TQ`);
  const options = found.trains.flatMap((t) =>
    t.classes
      .filter((c) => c.bookable && c.status.startsWith("AVAILABLE") && c.fare !== null)
      .map((c) => ({ t, c })),
  );
  options.sort((a, b) => (a.c.fare ?? 0) - (b.c.fare ?? 0));
  const best = options[0];
  if (!best) throw new Error(`no Tatkal class NDLS → HWH on ${TOMORROW}`);
  return {
    journey: {
      trainNumber: best.t.trainNumber,
      from: best.t.from.code,
      to: best.t.to.code,
      date: TOMORROW,
      classCode: best.c.code,
      quota: "TQ",
    },
    status: best.c.status,
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUNS: { viewport: ViewportName; colorScheme: "light" | "dark" }[] = [
  { viewport: "mobile", colorScheme: "light" },
  { viewport: "desktop", colorScheme: "dark" },
];

describe.each(RUNS)("Aadhaar and Tatkal on $viewport", (run) => {
  it("authenticates Aadhaar on the railway's page, then books Tatkal with the Aadhaar OTP", async () => {
    const size = run.viewport === "mobile" ? 360 : 1280;
    const who = await signInThroughApi(freshMobile("6"));
    const railway = await railwayUserProvedBy(browser, who);
    const { journey, status } = await tatkalJourney();
    const draft = await callApi<{ orderId: string; fare: { totalPaise: number } }>(
      "/api/trains/v1/verify",
      {
        method: "POST",
        body: JSON.stringify({
          journey,
          railwayUserId: railway.userId,
          seenStatus: status,
          details: {
            passengers: [
              { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
            ],
            contact: { email: "asha@example.com", mobile: "9876543210" },
            policyAgreed: "on",
          },
        }),
      },
      who,
    );
    const total = formatPaise(draft.fare.totalPaise);
    const reviewPath = `/trains/review?orderId=${draft.orderId}`;

    const context: BrowserContext = await signedInContext(browser, run.viewport, who, true, {
      colorScheme: run.colorScheme,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // The review page: not yet authenticated, a link to the railway's page.
    await page.goto(reviewPath);
    await hydrated(page);
    const line = page.locator("[data-aadhaar]");
    await expect(line.textContent()).resolves.toContain("Not Aadhaar-authenticated");
    const link = page.getByRole("link", { name: /^Authenticate Aadhaar/ });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toBe(
      `/railway/aadhaar?${new URLSearchParams({ userId: railway.userId, return: reviewPath })}`,
    );
    expect(await axeViolations(page), "review").toEqual([]);
    await shot(page, `aadhaar-review-${size}`);

    // A phone opens it in the same window, a desktop in a new tab.
    let railwayPage: Page;
    if (run.viewport === "desktop") {
      expect(await link.getAttribute("target")).toBe("_blank");
      [railwayPage] = await Promise.all([context.waitForEvent("page"), link.click()]);
    } else {
      expect(await link.getAttribute("target")).toBeNull();
      await link.click();
      railwayPage = page;
    }
    await railwayPage.waitForURL(/\/railway\/aadhaar\?/);
    await expect(railwayPage.getByLabel("User ID").inputValue()).resolves.toBe(railway.userId);
    expect(await axeViolations(railwayPage), "aadhaar step 1").toEqual([]);
    await shot(railwayPage, `aadhaar-step1-${size}`);

    // A mistyped number: refused in words, and not put back in the field.
    await railwayPage.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await railwayPage.getByRole("textbox", { name: "Aadhaar number" }).fill(MISTYPED);
    await railwayPage.getByRole("checkbox", { name: /I agree that the railway checks/ }).check();
    await railwayPage.getByRole("button", { name: "Send OTP" }).click();
    const error = railwayPage.locator("#f-aadhaar-error");
    await expect(error.textContent()).resolves.toBe(
      "This is not a valid Aadhaar number: a digit may be mistyped. Please check the number",
    );
    await expect(
      railwayPage.getByRole("textbox", { name: "Aadhaar number" }).inputValue(),
    ).resolves.toBe("");
    expect(await railwayPage.content()).not.toContain("2347");
    expect(await axeViolations(railwayPage), "aadhaar step 1 refused").toEqual([]);
    await shot(railwayPage, `aadhaar-step1-error-${size}`);

    // The right number: the OTP goes to the Aadhaar-linked mobile, shown masked.
    await railwayPage.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await railwayPage.getByRole("textbox", { name: "Aadhaar number" }).fill(AADHAAR);
    await railwayPage.getByRole("button", { name: "Send OTP" }).click();
    await railwayPage
      .getByText(
        `A 6 digit OTP was sent to ${railway.mobile.slice(0, 2)}******${railway.mobile.slice(-2)}, the mobile number linked with your Aadhaar`,
      )
      .waitFor();
    expect(await railwayPage.content()).not.toContain("2341");
    expect(await axeViolations(railwayPage), "aadhaar step 2").toEqual([]);
    await shot(railwayPage, `aadhaar-step2-${size}`);
    const ekycOtp = await codeFromOutbox(
      railway.mobile,
      /OTP to authenticate Aadhaar XXXX XXXX 2346/,
    );
    await railwayPage.getByLabel("OTP", { exact: true }).fill(ekycOtp);
    await railwayPage.getByRole("button", { name: "Authenticate Aadhaar" }).click();
    await railwayPage.getByText("Aadhaar authenticated: XXXX XXXX 2346").waitFor();
    expect(await axeViolations(railwayPage), "aadhaar done").toEqual([]);
    await shot(railwayPage, `aadhaar-done-${size}`);

    // Back on the review page: authenticated, the number masked.
    await railwayPage.getByRole("link", { name: "Go back to the booking site" }).click();
    await railwayPage.waitForURL(`**${reviewPath}`);
    await hydrated(railwayPage);
    await expect(railwayPage.locator("[data-aadhaar]").textContent()).resolves.toBe(
      "Aadhaar authenticated · XXXX XXXX 2346",
    );
    if (railwayPage !== page) await railwayPage.close();

    // Pay; the railway's page asks for the password and the Tatkal booking's Aadhaar OTP.
    await page.goto(reviewPath);
    await hydrated(page);
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(`**/trains/pg-review?orderId=${draft.orderId}`);
    await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByLabel("Aadhaar OTP").waitFor();
    expect(await axeViolations(page), "authorize with Aadhaar OTP").toEqual([]);
    await shot(page, `aadhaar-authorize-${size}`);
    const bookingOtp = await codeFromOutbox(
      railway.mobile,
      /OTP \(Aadhaar\) to confirm the Tatkal booking/,
    );
    await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
    const wrongOtp = String((Number(bookingOtp) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Aadhaar OTP").fill(wrongOtp);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();
    await expect(page.locator("#f-aadhaarOtp-error").textContent()).resolves.toBe(
      "Wrong OTP. 4 attempt(s) left",
    );
    await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await page.getByLabel("Aadhaar OTP").fill(bookingOtp);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${draft.orderId}(\\?|$)`));
    await poll(async () => (await page.locator(".co-pnr__value").textContent()) ?? "").toMatch(
      /^\d{10}$/,
    );
    await hydrated(page);
    await expect(page.locator("[data-aadhaar]").textContent()).resolves.toBe(
      "Aadhaar authenticated · XXXX XXXX 2346",
    );
    await shot(page, `aadhaar-order-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the Aadhaar help page", () => {
  it("explains the steps and links to the railway's Aadhaar page", async () => {
    const context = await newContext(browser, "mobile");
    const page = await context.newPage();
    await page.goto("/trains/howToAadharAuth");
    await hydrated(page);
    const links = page.getByRole("link", {
      name: /Authenticate Aadhaar|Aadhaar authentication page/,
    });
    expect(await links.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect(await links.nth(i).getAttribute("href")).toBe(
        "/railway/aadhaar?return=%2Ftrains%2FhowToAadharAuth",
      );
    }
    await page
      .getByText("From 15 July 2025 each online Tatkal booking also needs an Aadhaar OTP")
      .waitFor();
    expect(await page.content()).not.toContain("irctc.co.in");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "aadhaar-help-360");
    await context.close();
  });
});
