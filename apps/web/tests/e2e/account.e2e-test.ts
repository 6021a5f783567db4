import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableJourney, freshMobile, registerRailwayUser } from "./booked.ts";
import { axeViolations, baseURL, hydrated, launch, shot, VIEWPORTS } from "./browser.ts";
import { callApi, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * The traveller's account (issue 25, ADR 030) in the browser: a route saved
 * from the results and removed from home; the account page lists what Safar
 * holds, takes a consent (none ticked before), downloads the data as JSON,
 * and deletes the account with an OTP from the outbox. After it, the old
 * session answers nothing and the same mobile signs in to an empty account.
 * The header's account button leads to the page on a phone and a desktop
 * (My Bookings still in the menu and linked from the page); a booking that
 * takes free cancellation shows as that consent given; the travel app's
 * theme passes axe.
 */

const RESULTS = "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261202";

async function newestFor(mobile: string, purpose: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { messages } = await callApi<{ messages: { purpose: string; body: string }[] }>(
      `/api/dev/outbox?recipient=${mobile}&limit=1`,
    );
    const m = messages[0];
    const code = m?.purpose === purpose ? /\b(\d{6})\b/.exec(m.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose} code for ${mobile}`);
}

describe("account and favourites", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it("saves a favourite from results and removes it on home", async () => {
    const mobile = freshMobile("6");
    const who = await signInThroughApi(mobile);
    const context = await signedInContext(browser, "desktop", who);
    const page = await context.newPage();
    await page.goto(RESULTS);
    await hydrated(page);
    await page.getByRole("button", { name: "Save route to favourites" }).click();
    await page.getByText("Route saved to favourites").waitFor();

    await page.goto("/");
    const section = page.getByRole("region", { name: "Your favourite routes" });
    await section.waitFor();
    expect(await section.getByText("New Delhi").count()).toBeGreaterThan(0);
    expect(await section.getByText(/: seats on \d+ of \d+ trains|No trains on/).count()).toBe(1);
    await shot(page, "home-favourites-desktop");
    expect(await axeViolations(page), "home with favourites").toEqual([]);
    await section
      .getByRole("button", { name: "Remove New Delhi to Mumbai Central from favourites" })
      .click();
    await page.getByText("Route removed from favourites").waitFor();
    const left = await callApi<{ favourites: unknown[] }>(
      "/api/trains/v1/user/favourites",
      {},
      who,
    );
    expect(left.favourites).toEqual([]);
    await context.close();
  });

  it("saves a favourite without JavaScript", async () => {
    const mobile = freshMobile("6");
    const who = await signInThroughApi(mobile);
    const context = await signedInContext(browser, "mobile", who, false);
    const page = await context.newPage();
    await page.goto(RESULTS);
    await page.getByRole("button", { name: "Save route to favourites" }).click();
    await page.getByText("Route saved to favourites").waitFor();
    const saved = await callApi<{ favourites: { from: { code: string } }[] }>(
      "/api/trains/v1/user/favourites",
      {},
      who,
    );
    expect(saved.favourites.map((f) => f.from.code)).toEqual(["NDLS"]);
    await context.close();
  });

  it("leads the header's account button to the account page on a phone and a desktop; My Bookings stays a tap away", async () => {
    const mobile = freshMobile("6");
    const who = await signInThroughApi(mobile);
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const context = await signedInContext(browser, viewport, who);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // A page with a title: on a phone the button is its icon alone, named for screen readers.
      await page.goto("/trains/check-pnr");
      await hydrated(page);
      const account = page.getByRole("banner").getByRole("link", { name: `${mobile}: my account` });
      expect(await account.getAttribute("href")).toBe("/trains/account");
      expect((await account.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await account.click();
      await page.waitForURL("**/trains/account");
      await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
      // My Bookings: in the menu, and linked from the page's orders.
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      expect(await menu.getByRole("link", { name: "My Bookings" }).getAttribute("href")).toBe(
        "/trains/mybookings",
      );
      expect(await menu.getByRole("link", { name: "My Account", exact: true }).count()).toBe(1);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      await page.getByRole("link", { name: "See them in My Bookings" }).click();
      await page.waitForURL("**/trains/mybookings");
      expect(errors, viewport).toEqual([]);
      await context.close();
    }
  });

  it("shows the free-cancellation terms agreed with a booking, in the travel app's theme without axe violations", async () => {
    const mobile = freshMobile("6");
    const who = await signInThroughApi(mobile);
    const [journey, railwayUserId] = await Promise.all([
      bookableJourney(),
      registerRailwayUser(browser),
    ]);
    const { status, ...bookingJourney } = journey;
    // The traveller-details form's post, with "Add free cancellation" ticked.
    await callApi(
      "/api/trains/v1/verify",
      {
        method: "POST",
        body: JSON.stringify({
          journey: bookingJourney,
          railwayUserId,
          seenStatus: status,
          details: {
            passengers: [
              { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
            ],
            contact: { email: "asha@example.com", mobile: "9876543210" },
            policyAgreed: "on",
            freeCancellationOpted: "on",
          },
        }),
      },
      who,
    );
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const context = await signedInContext(browser, viewport, who, true, {
        colorScheme: viewport === "desktop" ? "dark" : "light",
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto("/trains/account?platform=travelapp");
      await hydrated(page);
      expect(await page.locator("html").getAttribute("data-theme")).toBe("travel");
      await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
      const cover = page.getByRole("checkbox", {
        name: /The free cancellation \(cancellation protection\) terms/,
      });
      expect(await cover.isChecked()).toBe(true);
      expect(await page.locator(".choice", { has: cover }).textContent()).toMatch(
        /Given with a booking, \d/,
      );
      expect(
        await page.getByRole("checkbox", { name: /Offers and travel tips by SMS/ }).isChecked(),
      ).toBe(false);
      // The travel app's own orders page.
      expect(
        await page.getByRole("link", { name: "See them in Your Orders" }).getAttribute("href"),
      ).toBe("/myorders?type=travel_v2");
      expect(await axeViolations(page), `account, travel app, ${viewport}`).toEqual([]);
      await shot(page, `account-travelapp-${viewport}`);
      expect(errors, viewport).toEqual([]);
      await context.close();
    }
  });

  it("shows what is held, changes a consent, downloads the data and deletes the account by OTP", async () => {
    const mobile = freshMobile("6");
    const who = await signInThroughApi(mobile);
    await callApi(
      "/api/trains/v1/user/favourites",
      { method: "POST", body: JSON.stringify({ from: "NDLS", to: "MMCT" }) },
      who,
    );
    const context = await signedInContext(browser, "desktop", who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // The menu leads to the page.
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "My Account", exact: true })
      .click();
    await page.waitForURL("**/trains/account");
    await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
    const holds = page.getByRole("region", { name: "What we hold" });
    expect(await holds.getByText(mobile).count()).toBe(1);
    expect(await holds.getByText("NDLS → MMCT").count()).toBe(1);
    expect(await page.getByText(/8 years after the end of the financial year/).count()).toBe(1);
    expect(await axeViolations(page), "account page").toEqual([]);
    await shot(page, "account-desktop");

    // No consent is ticked until given; one given is recorded with its time.
    const sms = page.getByRole("checkbox", { name: /Offers and travel tips by SMS/ });
    expect(await sms.isChecked()).toBe(false);
    expect(
      await page.getByRole("checkbox", { name: /Offers and travel tips by e-mail/ }).isChecked(),
    ).toBe(false);
    await sms.check();
    await page.getByRole("button", { name: "Save my choices" }).click();
    await page.getByText("Your choices have been saved.").waitFor();
    expect(
      await page.getByRole("checkbox", { name: /Offers and travel tips by SMS/ }).isChecked(),
    ).toBe(true);
    const consents = await callApi<{ consents: { kind: string; granted: boolean }[] }>(
      "/api/trains/v1/user/consents",
      {},
      who,
    );
    expect(consents.consents.find((c) => c.kind === "marketing_sms")?.granted).toBe(true);

    // The download is a JSON file of the traveller's own data.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data (JSON)" }).click(),
    ]);
    const file = JSON.parse(await readFile(String(await download.path()), "utf8")) as {
      profile: { mobile: string };
      favourites: unknown[];
      consents: { kind: string }[];
    };
    expect(file.profile.mobile).toBe(mobile);
    expect(file.favourites).toHaveLength(1);
    expect(file.consents.map((c) => c.kind)).toEqual(["marketing_sms"]);

    // Deletion: an OTP to the mobile, the box ticked, then gone.
    await page.getByRole("button", { name: "Send OTP to delete my account" }).click();
    await page.getByText(/^A 6 digit OTP was sent to /).waitFor();
    await page
      .getByLabel("OTP", { exact: true })
      .fill(await newestFor(mobile, "account_delete_otp"));
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Please confirm that you understand this cannot be undone").waitFor();
    await page
      .getByLabel("OTP", { exact: true })
      .fill(await newestFor(mobile, "account_delete_otp"));
    await page.getByRole("checkbox", { name: /cannot be undone/ }).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText(/Your Safar account has been deleted/).waitFor();
    await shot(page, "account-deleted-desktop");
    // Signed out in this browser too: the header offers Login again.
    expect(await page.getByRole("link", { name: "Login" }).count()).toBeGreaterThan(0);

    // The old session answers nothing.
    for (const path of ["/api/trains/v1/user/favourites", "/api/trains/v1/user/data"]) {
      const res = await fetch(`${baseURL()}${path}`, {
        headers: { cookie: `safar_session=${who.session}; safar_csrf=${who.csrf}` },
      });
      expect(res.status, path).toBe(401);
    }
    // The same mobile starts again with nothing.
    const again = await signInThroughApi(mobile);
    const fresh = await callApi<{ favourites: unknown[]; consents: unknown[]; orders: unknown[] }>(
      "/api/trains/v1/user/data",
      {},
      again,
    );
    expect(fresh).toMatchObject({ favourites: [], consents: [], orders: [] });
    expect(errors).toEqual([]);
    await context.close();
  });
});
