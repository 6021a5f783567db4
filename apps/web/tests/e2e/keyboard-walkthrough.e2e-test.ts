import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFocus, focusStop, tabTo } from "./assistive.ts";
import { freshMobile, newRailwayUser, outboxOtp, RAILWAY_PASSWORD } from "./booked.ts";
import { hydrated, launch, newContext, nextWeekday, type ViewportName } from "./browser.ts";
import { pickDate } from "./journey.ts";

/**
 * Search → ticket → cancellation with the keyboard alone (issue 23 item 4),
 * at 360 px and 1280 px: Tab, Shift+Tab, Enter, Space and the arrow keys
 * only, never the mouse. At every stop of the focus on the way it must be
 * visible (an outline or shadow) and not obscured (inside the viewport, and
 * the element at its centre is itself, not the sticky header or a bottom
 * bar); at each step the focus is where the traveller expects it, by role
 * and name. The railway user ID is made beforehand on the railway's page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const DATE = nextWeekday([1, 2, 3, 4, 5, 6, 0], 4);

/** Types `query` into the focused station combobox and chooses `option` with the arrow keys and Enter. */
async function chooseStation(page: Page, label: "From" | "To", query: string, option: RegExp) {
  await expectFocus(page, new RegExp(`^combobox "${label}"`));
  await page.keyboard.type(query, { delay: 30 });
  const box = page.getByRole("combobox", { name: label, exact: true });
  await page.getByRole("listbox").getByRole("option").first().waitFor();
  let active = "";
  for (let i = 0; i < 10 && !option.test(active); i++) {
    await page.keyboard.press("ArrowDown");
    const id = (await box.getAttribute("aria-activedescendant")) ?? "";
    // The list may change under the arrow as the suggestions come in.
    const el = id ? page.locator(`[id="${id}"]`) : null;
    active = el ? ((await el.textContent({ timeout: 2_000 }).catch(() => "")) ?? "") : "";
  }
  expect(active).toMatch(option);
  await page.keyboard.press("Enter");
  await expect.poll(() => box.inputValue()).toMatch(/\([A-Z0-9]+\)$/);
  // Choosing keeps the focus on the box.
  await expectFocus(page, new RegExp(`^combobox "${label}"`));
}

/** Presses the arrow key until the focused radio is `target`. */
async function arrowTo(page: Page, target: RegExp) {
  for (let i = 0; i < 12; i++) {
    if (target.test((await focusStop(page)).aria)) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error(`${target} not reached with the arrow keys`);
}

async function typeInto(page: Page, target: RegExp, text: string) {
  await tabTo(page, target, { max: 90 });
  await page.keyboard.type(text);
}

describe.each(["mobile", "desktop"] as ViewportName[])("keyboard only on %s", (viewport) => {
  it("searches, books, sees the ticket and cancels it without a pointer", async () => {
    const railway = await newRailwayUser(browser, undefined, "Meera Iyer");
    const safarMobile = freshMobile("6");
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // Home: the skip link first, then into the form.
    await page.goto("/trains");
    await hydrated(page);
    // The station boxes are plain text boxes until their combobox chunk has come.
    await page.getByRole("combobox", { name: "To", exact: true }).waitFor();
    await tabTo(page, /^link "Skip to main content"/, { max: 1 });
    await page.keyboard.press("Enter");
    await tabTo(page, /^combobox "From"/, { max: 3 });
    await chooseStation(page, "From", "delhi", /New Delhi/);
    // Past the swap button to To: the open list is no Tab stop of its own.
    await tabTo(page, /^combobox "To"/, { max: 2 });
    await chooseStation(page, "To", "mumbai central", /Mumbai Central/);
    // The nearby stations of both arrive after the choice; Tab walks the settled form.
    await page.getByText("To: stations near Mumbai Central").waitFor();
    // The nearby stations of both come first: chips, each a stop.
    await tabTo(page, /^button "Journey date/, { max: 24 });
    await pickDate(page, DATE);
    await tabTo(page, /^button "Search trains"/, { max: 4 });
    await page.keyboard.press("Enter");

    // Results: the class chips are a radio group walked with the arrow keys.
    await page.waitForURL(/\/trains\/searchTrains\//);
    // The new page's heading has the focus, as after a page load.
    await expectFocus(page, /^heading "New Delhi to Mumbai Central"/);
    await hydrated(page);
    // Past the filters (beside the list on a desktop) to the first class of the first train.
    await tabTo(page, /^radio "1A /, { max: 60 });
    await arrowTo(page, /^radio "3A /);
    await tabTo(page, /^link "Book AC 3 Tier on train 12952"/, { max: 6 });
    await page.keyboard.press("Enter");

    // Traveller details, signed out: Login opens the sign-in overlay; its form takes the keys.
    await page.waitForURL(/\/trains\/confirm\?/);
    await hydrated(page);
    await expectFocus(page, /^heading /);
    // The first Login after the heading: the overlay, or the sign-in page where it cannot open.
    await tabTo(page, /^link "Login"/, { max: 12 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Login" });
    await Promise.race([dialog.waitFor(), page.waitForURL(/\/v1\/api\/login/)]);
    // The overlay's frame takes the focus to its field; the page is walked to it.
    await page.waitForTimeout(1_000);
    const viaOverlay = (await dialog.count()) > 0;
    if (!/^textbox "Mobile number or email"/.test((await focusStop(page)).aria)) {
      expect(await dialog.count(), "the overlay puts the focus on its field").toBe(0);
      await tabTo(page, /^textbox "Mobile number or email"/, { max: 15 });
    }
    await page.keyboard.type(safarMobile);
    await page.keyboard.press("Enter");
    await expectFocus(page, /^textbox "Enter OTP"/);
    await page.keyboard.type(await outboxOtp(safarMobile));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/trains\/confirm\?/);
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("link", { name: `${safarMobile}: my account` }).waitFor();
    // Back on the page at its heading (the Login link that opened the overlay is gone).
    if (viaOverlay) await expectFocus(page, /^heading /);

    // The traveller, the contact and the railway user ID, field by field.
    await tabTo(page, /^textbox "Full name \(as on ID\)"/, { max: 40 });
    await page.keyboard.type("Meera Iyer");
    await typeInto(page, /^textbox "Age"/, "31");
    await tabTo(page, /^combobox "Gender"/, { max: 3 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel("Gender").inputValue()).toBe("Female");
    await tabTo(page, /^combobox "Food"/, { max: 6 });
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel("Food", { exact: true }).inputValue()).not.toBe("");
    await typeInto(page, /^textbox "Email"/, "meera@example.com");
    await typeInto(page, /^textbox "Mobile number"/, "9876543210");
    await typeInto(page, /^combobox "IRCTC user ID"/, railway.userId);
    await page.keyboard.press("Escape");
    await tabTo(page, /^button "Continue"/);
    await page.keyboard.press("Enter");

    // The railway ID's OTPs.
    await page.getByText("Please verify your IRCTC user ID to continue").first().waitFor();
    await typeInto(page, /^textbox "Mobile OTP"/, await outboxOtp(railway.mobile));
    await typeInto(page, /^textbox "Email OTP"/, await outboxOtp(railway.email));
    await tabTo(page, /^button "Verify"/, { max: 3 });
    await page.keyboard.press("Enter");
    await page
      .getByText(/verified/)
      .first()
      .waitFor();
    await tabTo(page, /^button "Continue"/);
    await page.keyboard.press("Enter");

    // Review, then the payment from the wallet.
    await page.waitForURL(/\/trains\/review\?orderId=\d+/);
    await tabTo(page, /^button "Proceed to pay/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/trains\/pg-review\?orderId=\d+/);
    await tabTo(page, /^button "Pay .* from wallet"/);
    await page.keyboard.press("Enter");

    // The railway's own page: the password, then the ticket.
    await page.waitForURL(/\/railway\/authorize\?/);
    await typeInto(page, /^textbox "Password"/, RAILWAY_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/trains\/summary\/\d+/);
    await page.getByText("Booking Successful").first().waitFor();

    // Cancel: tick the passenger with Space, a reason with the arrow keys, the refund, confirm.
    await tabTo(page, /^link "Cancel ticket"/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cancel$/);
    await tabTo(page, /^checkbox "1\. Meera Iyer/);
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: /^1\. Meera Iyer/ }).isChecked()).toBe(true);
    await tabTo(page, /^combobox "Reason for cancellation"/, { max: 3 });
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel("Reason for cancellation").inputValue()).toBe("plan_changed");
    await tabTo(page, /^button "See refund"/);
    await page.keyboard.press("Enter");
    await page.locator(".cx-quote__row--total dd").waitFor();
    await tabTo(page, /^button "Confirm cancellation"/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/trains\/summary\/\d+\?cancelled=/);
    await page.getByText("Cancellation done").first().waitFor();
    expect(await page.locator("main").textContent()).toMatch(/refund/i);

    // Back up the page with Shift+Tab: every stop still visible, none under the header.
    await tabTo(page, /^link "Skip to main content"/, { key: "Shift+Tab", max: 80 });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
