import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshMobile, newRailwayUser, outboxOtp, RAILWAY_PASSWORD } from "./booked.ts";
import { axeViolations, baseURL, hydrated, launch, type ViewportName } from "./browser.ts";
import { signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Issue 22's walk: a traveller arrives on a route page from a search engine
 * inside the travel app (`?platform=travelapp`, remembered by its cookie),
 * follows a date to the results, books the Mumbai Rajdhani (12952, daily on
 * the demo network) and ends on the order with a PNR, every page in the
 * travel-app theme.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function expectTravelTheme(page: Page, where: string) {
  expect(await page.locator("html").getAttribute("data-theme"), where).toBe("travel");
}

describe.each(["mobile", "desktop"] as ViewportName[])("the travel app on %s", (viewport) => {
  it("walks from a route page to a booked ticket", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const context = await signedInContext(browser, viewport, who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // A railway user ID of the traveller's own, made on the railway's page.
    const railway = await newRailwayUser(browser, baseURL(), "Meera Iyer");

    // The route page, arrived at inside the travel app.
    await page.goto("/trains/new-delhi-to-mumbai-trains?platform=travelapp");
    await expectTravelTheme(page, "route page");
    await page
      .getByRole("region", { name: /^Direct trains/ })
      .getByRole("link", { name: "12952 Mumbai Rajdhani" })
      .first()
      .waitFor();
    expect(await axeViolations(page), "route page").toEqual([]);
    // A date of the route: its results.
    const dates = page.getByRole("region", { name: "Book on this route" }).getByRole("link");
    await dates.nth(3).click();
    await page.waitForURL(/\/trains\/searchTrains\//);
    await expectTravelTheme(page, "results");

    // 3A on the Rajdhani, then Book.
    await page
      .getByRole("group", { name: "Classes of train 12952" })
      .getByRole("radio", { name: /^3A / })
      .check();
    await page.getByRole("link", { name: "Book AC 3 Tier on train 12952" }).click();
    await page.waitForURL(/\/trains\/confirm\?/);
    await expectTravelTheme(page, "traveller details");
    await hydrated(page);

    await page.getByLabel("Full name (as on ID)").fill("Meera Iyer");
    await page.getByLabel("Age", { exact: true }).fill("31");
    await page.getByLabel("Gender").selectOption("Female");
    await page.getByLabel("Food", { exact: true }).selectOption("V");
    await page.getByLabel("Email", { exact: true }).fill("meera@example.com");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railway.userId);
    await page.getByRole("button", { name: "Continue" }).click();
    // A new railway ID's mobile and email are verified with the railway's OTPs (spec §4).
    await page.getByText("Please verify your IRCTC user ID to continue").waitFor();
    await page.getByLabel("Mobile OTP").fill(await outboxOtp(railway.mobile));
    await page.getByLabel("Email OTP").fill(await outboxOtp(railway.email));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page
      .getByText(/verified/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Continue" }).click();

    // Review, payment from the wallet, the railway's password page.
    await page.waitForURL(/\/trains\/review\?orderId=\d+/);
    await expectTravelTheme(page, "review");
    await page.getByRole("button", { name: /^Proceed to pay/ }).click();
    await page.waitForURL(/\/trains\/pg-review\?orderId=\d+/);
    await expectTravelTheme(page, "payment");
    await page.getByRole("button", { name: /^Pay .* from wallet$/ }).click();
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByLabel("Password", { exact: true }).fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();

    // The ticket.
    await page.waitForURL(/\/trains\/summary\/\d+/);
    await expectTravelTheme(page, "order");
    await page.getByText("Booking Successful").first().waitFor();
    expect((await page.locator(".co-pnr__value").textContent()) ?? "").toMatch(/^\d{10}$/);
    expect(await axeViolations(page), "order").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
