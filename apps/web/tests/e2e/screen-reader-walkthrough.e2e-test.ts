import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  announced,
  expectAnnounced,
  expectFocus,
  focusedDescription,
  recordAnnouncements,
} from "./assistive.ts";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  newRailwayUser,
  outboxOtp,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import {
  hydrated,
  launch,
  newContext,
  nextWeekday,
  rememberServerClock,
  serverNow,
  setServerClock,
} from "./browser.ts";
import { callApi, pickDate, pickStation, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Search → ticket → cancellation as a screen reader hears it (issue 23 item
 * 4), at 360 px: the controls are found by role and name only, the key
 * parts of each screen are checked in Playwright's aria snapshot (the
 * accessibility tree Chromium gives assistive technology), and what the
 * live regions say is recorded as it changes (assistive.ts): the number of
 * suggestions and of trains found, the errors, the sign-in steps, the
 * cancellation. A region that arrives with its text is not counted as said,
 * as screen readers do not read it out.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const DATE = nextWeekday([1, 2, 3, 4, 5, 6, 0], 4);

async function signInFrame(page: Page): Promise<Frame> {
  await page.frameLocator("iframe[title='Sign in']").getByLabel("Mobile number or email").waitFor();
  const frame = page.frame({ url: /\/v1\/api\/login/ });
  if (!frame) throw new Error("no sign-in frame");
  return frame;
}

describe("a screen reader's walk-through", () => {
  it("hears the suggestions, the trains found, the errors, the ticket and the cancellation", async () => {
    const railway = await newRailwayUser(browser, undefined, "Kabir Das");
    const safarMobile = freshMobile("6");
    const context = await newContext(browser, "mobile");
    await recordAnnouncements(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // Home: the landmarks and the form's controls by role and name.
    await page.goto("/trains");
    await hydrated(page);
    // The station boxes are plain text boxes until their combobox chunk has come.
    await page.getByRole("combobox", { name: "To", exact: true }).waitFor();
    const form = await page.getByRole("main").ariaSnapshot();
    for (const line of [
      /combobox "From"/,
      /button "Swap From and To stations"/,
      /combobox "To"/,
      /button "Journey date [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}"/,
      /button "Search trains"/,
    ])
      expect(form).toMatch(line);
    await page.getByRole("banner").waitFor();
    await page.getByRole("contentinfo").waitFor();

    // Searching with no stations: the focus goes to From, which is read with its error.
    await page.getByRole("button", { name: "Search trains" }).press("Enter");
    await expectFocus(page, /^combobox "From"/);
    expect(await focusedDescription(page)).toMatch(/^invalid: .*station/i);

    // The suggestions are counted as they come.
    await pickStation(page, "From", "delhi", /New Delhi/);
    await expectAnnounced(page, /\d+ (suggestions|stations|results)/i);
    await pickStation(page, "To", "mumbai central", /Mumbai Central/);
    await pickDate(page, DATE);
    await page.getByRole("button", { name: "Search trains" }).press("Enter");

    // Results: the new page's heading has the focus, the number of trains is said.
    await page.waitForURL(/\/trains\/searchTrains\//);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
      /New Delhi to Mumbai Central/,
    );
    await expectAnnounced(page, /\d+ trains?/);
    const classes = page.getByRole("group", { name: "Classes of train 12952" });
    expect(await classes.ariaSnapshot()).toMatch(/radio "3A AC 3 Tier, ₹[\d,]+ Available \d+"/);
    await classes.getByRole("radio", { name: /^3A / }).check();
    await page.getByRole("link", { name: "Book AC 3 Tier on train 12952" }).press("Enter");

    // Traveller details: Continue signed out says why, as an alert.
    await page.waitForURL(/\/trains\/confirm\?/);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue" }).press("Enter");
    await expectAnnounced(page, /It seems you are logged out\. Please login to continue\./);

    // Sign-in: a dialog named Login, its frame named; the OTP step is said.
    await page.getByRole("link", { name: "Login", exact: true }).first().press("Enter");
    await page.getByRole("dialog", { name: "Login" }).waitFor();
    const frame = await signInFrame(page);
    await frame.getByRole("textbox", { name: "Mobile number or email" }).fill(safarMobile);
    await frame.getByRole("button", { name: "Get OTP" }).press("Enter");
    await frame.getByRole("textbox", { name: "Enter OTP" }).waitFor();
    // A wrong code is said (an alert), and the field is read with it.
    await frame.getByRole("textbox", { name: "Enter OTP" }).fill("000000");
    await frame.getByRole("button", { name: "Verify and sign in" }).press("Enter");
    await expect
      .poll(() => frame.evaluate(() => (window.__announced ?? []).map((a) => a.text).join(" | ")))
      .toMatch(/OTP|code/i);
    await frame.getByRole("textbox", { name: "Enter OTP" }).focus();
    expect(await focusedDescription(page)).toMatch(/^invalid: .*(OTP|code)/i);
    await frame.getByRole("textbox", { name: "Enter OTP" }).fill(await outboxOtp(safarMobile));
    await frame.getByRole("button", { name: "Verify and sign in" }).press("Enter");
    await page.getByRole("dialog", { name: "Login" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: `${safarMobile}: my account` }).waitFor();

    // The traveller by labels; a missing field is said in the errors summary.
    await page.getByRole("button", { name: "Continue" }).press("Enter");
    await expectAnnounced(page, /Please (enter|fill)/i);
    await page.getByRole("textbox", { name: "Full name (as on ID)" }).fill("Kabir Das");
    await page.getByRole("textbox", { name: "Age", exact: true }).fill("45");
    await page.getByRole("combobox", { name: "Gender" }).selectOption("Male");
    await page.getByRole("combobox", { name: "Food", exact: true }).selectOption("V");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("kabir@example.com");
    await page.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
    await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railway.userId);
    await page.getByRole("button", { name: "Continue" }).press("Enter");
    await expectAnnounced(page, /Please verify your IRCTC user ID to continue/);
    await page.getByRole("textbox", { name: "Mobile OTP" }).fill(await outboxOtp(railway.mobile));
    await page.getByRole("textbox", { name: "Email OTP" }).fill(await outboxOtp(railway.email));
    await page.getByRole("button", { name: "Verify", exact: true }).press("Enter");
    await expectAnnounced(page, /verified/i);
    await page.getByRole("button", { name: "Continue" }).press("Enter");

    // Review and payment: the timer is a named timer that is not read out as it ticks.
    await page.waitForURL(/\/trains\/review\?orderId=\d+/).catch(async (e) => {
      throw new Error(`still on ${page.url()}; said: ${(await announced(page)).join(" | ")}`, {
        cause: e,
      });
    });
    await page.getByRole("heading", { name: "Fare summary" }).waitFor();
    await page.getByRole("button", { name: /^Proceed to pay ₹/ }).press("Enter");
    await page.waitForURL(/\/trains\/pg-review\?orderId=\d+/);
    const timer = page.getByRole("timer", { name: "Time left to pay" });
    expect(await timer.textContent()).toMatch(/^\d\d:\d\d$/);
    expect(await timer.getAttribute("aria-live")).toBeNull();
    const before = (await announced(page)).length;
    await page.waitForTimeout(2_500);
    expect((await announced(page)).slice(before)).toEqual([]);
    await page.getByRole("button", { name: /^Pay ₹.* from wallet$/ }).press("Enter");

    // The railway's page, then the ticket: its heading and the PNR by name.
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByRole("textbox", { name: "Password" }).fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).press("Enter");
    await page.waitForURL(/\/trains\/summary\/\d+/);
    const ticket = await page.getByRole("main").ariaSnapshot();
    expect(ticket).toMatch(/Booking Successful/);
    expect(ticket).toMatch(/PNR[^\n]*\d{10}/);
    expect(ticket).toMatch(/link "Cancel ticket"/);

    // Cancellation: the missing passenger is said, the quote is a named region, 'Cancellation done' is said.
    await hydrated(page);
    await page.getByRole("link", { name: "Cancel ticket" }).press("Enter");
    await page.waitForURL(/\/cancel$/);
    await page.getByRole("heading", { level: 1, name: "Cancel passengers" }).waitFor();
    await page.getByRole("button", { name: "See refund" }).press("Enter");
    await expectAnnounced(page, /Please select at least one passenger/);
    await page.getByRole("checkbox", { name: /^1\. Kabir Das/ }).check();
    await page
      .getByRole("combobox", { name: "Reason for cancellation" })
      .selectOption("plan_changed");
    await page.getByRole("button", { name: "See refund" }).press("Enter");
    await page.getByRole("button", { name: "Confirm cancellation" }).waitFor();
    expect(await page.getByRole("region", { name: "Refund" }).ariaSnapshot()).toMatch(
      /₹[\d,]+\.\d\d/,
    );
    await page.getByRole("button", { name: "Confirm cancellation" }).press("Enter");
    await page.waitForURL(/\/trains\/summary\/\d+\?cancelled=/);
    await expectAnnounced(page, /Cancellation done/);

    // Nothing was said twice in a row, nothing said every second.
    const all = await announced(page);
    for (let i = 1; i < all.length; i++) expect(all[i], `${i}`).not.toBe(all[i - 1]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

describe("the payment timer", () => {
  /** A payment opened now, with the server's clock then moved on `minutes` (10 minutes to pay). */
  async function paymentOpenedAgo(minutes: number) {
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId } = await draftOrder(who, await bookableJourney(), await railwayUserId());
    await callApi(
      "/api/trains/v1/checkout",
      { method: "POST", body: JSON.stringify({ orderId }) },
      who,
    );
    const now = (await serverNow()).getTime();
    await setServerClock({ now: new Date(now + minutes * 60_000).toISOString() });
    const context = await signedInContext(browser, "mobile", who);
    await recordAnnouncements(context);
    const page = await context.newPage();
    await page.goto(`/trains/pg-review?orderId=${orderId}`);
    await hydrated(page);
    return { context, page, timer: page.getByRole("timer", { name: "Time left to pay" }) };
  }

  it("says the 2-minute warning once as the countdown crosses it, not every second", async () => {
    const restore = await rememberServerClock();
    try {
      // 7 min 56 s on: about 124 s left, ticking in real time past 120.
      const { context, page, timer } = await paymentOpenedAgo(7 + 56 / 60);
      const shown = new Set<string>();
      for (let i = 0; i < 8; i++) {
        shown.add((await timer.textContent()) ?? "");
        await page.waitForTimeout(1_000);
      }
      expect(shown.size, "the timer ticks").toBeGreaterThan(4);
      expect([...shown].some((t) => t.startsWith("02:0"))).toBe(true);
      expect(await timer.textContent()).toMatch(/^01:5\d$/);
      expect(await announced(page)).toEqual(["Less than 2 minutes left to pay."]);
      // To the end: 'over' once more, nothing else.
      await page.clock.fastForward("02:00");
      await expect.poll(() => timer.textContent()).toBe("00:00");
      await expect
        .poll(() => announced(page))
        .toEqual(["Less than 2 minutes left to pay.", "Your payment time is over."]);
      await context.close();
    } finally {
      await restore();
    }
  });

  it("opened with less than 2 minutes left, says the warning once", async () => {
    const restore = await rememberServerClock();
    try {
      const { context, page, timer } = await paymentOpenedAgo(8.5);
      expect(await timer.textContent()).toMatch(/^01:[23]\d$/);
      await expectAnnounced(page, /^Less than 2 minutes left to pay\.$/);
      await page.waitForTimeout(3_000);
      expect(await announced(page)).toEqual(["Less than 2 minutes left to pay."]);
      await context.close();
    } finally {
      await restore();
    }
  });
});

let railwayId: string | undefined;
async function railwayUserId(): Promise<string> {
  railwayId ??= await registerRailwayUser(browser);
  return railwayId;
}
