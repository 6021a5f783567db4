import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  newContext,
  nextWeekday,
  type ViewportName,
} from "./browser.ts";
import { pickDate, pickStation } from "./journey.ts";

/**
 * The booking issue end to end (issue 6 deliverable 8), in Chromium at 360×740
 * and 1280×800: a traveller with a new railway user ID (made on the railway's
 * own page) searches from the home page, chooses the Mumbai Rajdhani (12952,
 * every day on the demo network) in AC 3 Tier, signs in with an OTP read from
 * the outbox when the traveller-details screen asks, adds a new traveller,
 * verifies the railway ID's mobile and email with the railway's OTPs,
 * reviews, pays from the wallet, types the railway password on the railway's
 * page and sees the PNR with confirmed berths; then books again reusing the
 * saved traveller, as far as the review.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const DATE = nextWeekday([1, 2, 3, 4, 5, 6, 0], 4);
const PASSWORD = "Safar2026x";

/** The newest six-digit code the outbox holds for a recipient (an OTP). */
async function otpFor(recipient: string, purpose?: RegExp): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(
      `${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`,
    );
    const body = (await res.json()) as { messages: Array<{ body: string; purpose: string }> };
    const message = body.messages.find((m) => !purpose || purpose.test(m.purpose));
    const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${recipient}`);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

describe.each(["mobile", "desktop"] as ViewportName[])("booking a ticket on %s", (viewport) => {
  it("goes from the home page to a PNR with confirmed berths, then reuses the saved traveller", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const stamp =
      `${Date.now() % 10_000_000}`.padStart(7, "0") + (viewport === "mobile" ? "1" : "2");
    const railwayId = `ravi_${stamp}`;
    const railwayMobile = `8${stamp}0`.slice(0, 10);
    const railwayEmail = `ravi.${stamp}@example.com`;
    const safarMobile = `7${stamp}9`.slice(0, 10);

    // A new railway user ID, on the railway's own page.
    await page.goto("/railway/register");
    await page.getByLabel("User ID").fill(railwayId);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Full name").fill("Ravi Kumar");
    await page.getByLabel("Email address").fill(railwayEmail);
    await page.getByLabel("Mobile number").fill(railwayMobile);
    await page.getByRole("button", { name: "Create User ID" }).click();
    await page.getByText(railwayId).first().waitFor();

    // Search from home.
    await page.goto("/trains");
    await hydrated(page);
    await pickStation(page, "From", "delhi", /New Delhi/);
    await pickStation(page, "To", "mumbai central", /Mumbai Central/);
    await pickDate(page, DATE);
    await page.getByRole("button", { name: "Search trains" }).click();
    await page.waitForURL(/\/trains\/searchTrains\//);
    // Choose 3A on the Rajdhani's row of classes: its details offer Book.
    await page
      .getByRole("group", { name: "Classes of train 12952" })
      .getByRole("radio", { name: /^3A / })
      .check();
    await page.getByRole("link", { name: "Book AC 3 Tier on train 12952" }).click();
    await page.waitForURL(/\/trains\/confirm\?/);
    await expectNoAxeViolations(page, "traveller details, signed out");

    // Continue while signed out: the summary offers Login as a button whose words show
    // (the summary's link colour once painted them in the button's own blue).
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("It seems you are logged out. Please login to continue.").waitFor();
    const login = page.locator(".td-summary").getByRole("link", { name: "Login" });
    const [text, fill] = await login.evaluate((e) => [
      getComputedStyle(e).color,
      getComputedStyle(e).backgroundColor,
    ]);
    expect(text).not.toBe(fill);
    await expectNoAxeViolations(page, "traveller details, Continue while signed out");

    // Signed out: the saved list asks to log in; the overlay signs in with an OTP.
    await page.getByText("Please login to view saved traveller’s list").waitFor();
    await hydrated(page);
    await page.getByRole("link", { name: "Login", exact: true }).first().click();
    const frameHandle = await (async () => {
      await page.getByRole("dialog", { name: "Login" }).waitFor();
      await page
        .frameLocator("iframe[title='Sign in']")
        .getByLabel("Mobile number or email")
        .waitFor();
      return page.frame({ url: /\/v1\/api\/login/ });
    })();
    if (!frameHandle) throw new Error("no sign-in frame");
    await frameHandle.getByLabel("Mobile number or email").fill(safarMobile);
    await frameHandle.getByRole("button", { name: "Get OTP" }).click();
    await frameHandle.getByLabel("Enter OTP").fill(await otpFor(safarMobile, /login_otp/));
    await frameHandle.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByRole("dialog", { name: "Login" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: `${safarMobile}: my account` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/trains/confirm");

    // A new traveller, contact, the new railway ID.
    await page.getByLabel("Full name (as on ID)").fill("Ravi Kumar");
    await page.getByLabel("Age", { exact: true }).fill("40");
    await page.getByLabel("Gender").selectOption("Male");
    await page.getByLabel("Food", { exact: true }).selectOption("N");
    await page.getByLabel("Email", { exact: true }).fill("ravi@example.com");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railwayId);
    await page.getByRole("button", { name: "Continue" }).click();

    // The railway ID's mobile and email are pending until their OTPs are entered (spec §4).
    await page.getByText("Please verify your IRCTC user ID to continue").waitFor();
    await page.getByLabel("Mobile OTP").fill(await otpFor(railwayMobile, /railway_otp/));
    await page.getByLabel("Email OTP").fill(await otpFor(railwayEmail, /railway_otp/));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page
      .getByText(/verified/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Continue" }).click();

    // Review.
    await page.waitForURL(/\/trains\/review\?orderId=\d+/);
    await page.getByRole("heading", { name: "Fare summary" }).waitFor();
    await expectNoAxeViolations(page, "review");
    await page.getByRole("button", { name: /^Proceed to pay/ }).click();

    // Payment from the wallet.
    await page.waitForURL(/\/trains\/pg-review\?orderId=\d+/);
    await expectNoAxeViolations(page, "payment");
    await page.getByRole("button", { name: /^Pay .* from wallet$/ }).click();

    // The railway's own page: the password, never on Safar's.
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();

    // The order: booked, a PNR, a confirmed berth.
    await page.waitForURL(/\/trains\/summary\/\d+/);
    await page.getByText("Booking Successful").first().waitFor();
    const pnr = (await page.locator(".co-pnr__value").textContent()) ?? "";
    expect(pnr).toMatch(/^\d{10}$/);
    await page
      .getByText(/Confirmed|CNF/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, "order summary");
    // The berths the order shows (`Coach B1 · Berth 36`), for the PNR status below.
    const berths = [
      ...((await page.locator("main").textContent()) ?? "").matchAll(
        /Coach (\w+) · (?:Berth|Seat) (\d+)/g,
      ),
    ].map((m) => `Coach ${m[1]}, ${m[0].includes("Seat") ? "seat" : "berth"} ${m[2]}`);
    expect(berths.length).toBeGreaterThan(0);

    // The e-ticket went out, with the same PNR.
    const mail = await fetch(`${baseURL()}/api/dev/outbox?recipient=ravi@example.com&limit=20`);
    const messages = ((await mail.json()) as { messages: Array<{ purpose: string; body: string }> })
      .messages;
    expect(messages.some((m) => m.purpose === "e_ticket" && m.body.includes(`PNR ${pnr}`))).toBe(
      true,
    );

    // Again: the saved traveller is offered and reused.
    await page.goto(`/trains/confirm?train=12952&class=3A&quota=GN&date=${DATE}&from=NDLS&to=MMCT`);
    const saved = page.getByRole("checkbox", { name: /Ravi Kumar · 40 · Male/ });
    await saved.check();
    await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railwayId);
    await page.getByLabel("Email", { exact: true }).fill("ravi@example.com");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/trains\/review\?orderId=\d+/);
    await page.getByText("Ravi Kumar").first().waitFor();
    // Edit travellers from the review: the form comes back filled (spec §7 pfEdit).
    await page.getByRole("link", { name: "Edit travellers" }).first().click();
    await page.waitForURL(/\/trains\/confirm\?.*edit=\d+/);
    expect(await page.getByLabel("Full name (as on ID)").first().inputValue()).toBe("Ravi Kumar");

    // The PNR status (issue 7 item 1): typed on /trains/check-pnr, the same berths, names for the owner.
    await page.goto("/trains/check-pnr");
    await hydrated(page);
    await expectNoAxeViolations(page, "check PNR");
    await page.getByLabel("PNR number").focus();
    await page.keyboard.type(pnr);
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/trains/pnr-enquiry/${pnr}/[A-Za-z0-9_-]+$`));
    const table = page.getByRole("table", { name: new RegExp(`PNR ${pnr}`) });
    await table.waitFor();
    for (const berth of berths) await table.getByText(berth, { exact: false }).first().waitFor();
    await table.getByRole("rowheader", { name: /Ravi Kumar/ }).waitFor();
    await expectNoAxeViolations(page, "PNR status, owner");
    const statuses = await table.locator("tbody td:nth-child(3) .pnr-status-text").allInnerTexts();
    const shareLink = await page
      .getByRole("link", { name: `Link to the status of PNR ${pnr}` })
      .getAttribute("href");
    expect(shareLink).toBe(new URL(page.url()).pathname);

    // The shared link, signed out: the same statuses, no names.
    const stranger = await newContext(browser, viewport);
    const other = await stranger.newPage();
    await other.goto(shareLink ?? "");
    const shared = other.getByRole("table", { name: new RegExp(`PNR ${pnr}`) });
    await shared.waitFor();
    expect(await shared.locator("tbody td:nth-child(3) .pnr-status-text").allInnerTexts()).toEqual(
      statuses,
    );
    await shared.getByRole("rowheader", { name: "Passenger 1" }).waitFor();
    expect(await other.locator("main").textContent()).not.toContain("Ravi Kumar");
    expect(await axeViolations(other), "PNR status, shared link").toEqual([]);
    await stranger.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
