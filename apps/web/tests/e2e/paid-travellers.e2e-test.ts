import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  nextWeekday,
  type ViewportName,
} from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Paying only for the travellers chosen (issue 16 item 3), at 360 px and
 * 1280 px: the saved default traveller is offered but not ticked; a booking
 * of the two travellers typed reviews as two, each named beside the pay
 * button; booking them again saves no second copy of anyone.
 */

const DATE = nextWeekday([1, 2, 3, 4, 5, 6, 0], 5);
const CONFIRM = `/trains/confirm?train=12952&class=3A&quota=GN&date=${DATE}&from=NDLS&to=MMCT`;
const LIST = "/api/trains/v1/user/td_details";

let counter = 0;
/** A fresh 9-digit tail per call, so reruns against one server never collide. */
function freshTail(): string {
  counter += 1;
  return `${counter}${`${Date.now() % 100_000_000}`.padStart(8, "0")}`.slice(-9);
}

/** The newest six-digit code the outbox holds for a recipient (an OTP). */
async function otpFor(recipient: string, purpose: RegExp): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(
      `${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`,
    );
    const body = (await res.json()) as { messages: Array<{ body: string; purpose: string }> };
    const message = body.messages.find((m) => purpose.test(m.purpose));
    const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${recipient}`);
}

/** A railway user ID made on the railway's own page: its ID, mobile and email. */
async function railwayAccount(page: Page) {
  const tail = freshTail();
  const account = {
    userId: `paid_${tail}`,
    mobile: `8${tail}`,
    email: `paid.${tail}@example.com`,
  };
  await page.goto("/railway/register");
  await page.getByLabel("User ID").fill(account.userId);
  await page.getByLabel("Password", { exact: true }).fill("Safar2026x");
  await page.getByLabel("Full name").fill("Asha Singh");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Mobile number").fill(account.mobile);
  await page.getByRole("button", { name: "Create User ID" }).click();
  await page.getByText(account.userId).first().waitFor();
  return account;
}

const savedNames = async (who: Session) =>
  (await callApi<{ travellers: SavedTraveller[] }>(LIST, {}, who)).travellers
    .map((t) => `${t.name}${t.isDefault ? "*" : ""}`)
    .sort();

/** Fills traveller row `n` (1-based) of the traveller-details form. */
async function typeTraveller(
  page: Page,
  n: number,
  t: { name: string; age: string; gender: string },
) {
  const row = page.getByRole("group", { name: `Traveller ${n}`, exact: true });
  await row.getByLabel("Full name (as on ID)").fill(t.name);
  await row.getByLabel("Age", { exact: true }).fill(t.age);
  await row.getByLabel("Gender").selectOption(t.gender);
  await row.getByLabel("Food", { exact: true }).selectOption("V");
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(["mobile", "desktop"] as ViewportName[])(
  "paying for travellers on %s",
  (viewport) => {
    it("ticks no saved traveller the traveller did not tick, and names each one paid for", async () => {
      const who = await signInThroughApi(`7${freshTail()}`);
      await callApi(
        LIST,
        {
          method: "POST",
          body: JSON.stringify({
            action: "create",
            traveller: { name: "Vijay Singh", age: 45, gender: "Male", isDefault: true },
          }),
        },
        who,
      );
      const context = await signedInContext(browser, viewport, who);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const railway = await railwayAccount(page);

      await page.goto(CONFIRM);
      await hydrated(page);
      const vijay = page
        .getByRole("group", { name: "Saved travellers" })
        .getByRole("checkbox", { name: "Vijay Singh · 45 · Male (default)" });
      expect(await vijay.isChecked()).toBe(false);

      // Two travellers typed: Asha, then another row for Ravi.
      await typeTraveller(page, 1, { name: "Asha Singh", age: "40", gender: "Female" });
      await page.getByRole("button", { name: "Add traveller" }).click();
      await page.getByRole("group", { name: "Traveller 2", exact: true }).waitFor();
      expect(await vijay.isChecked()).toBe(false);
      await typeTraveller(page, 2, { name: "Ravi Singh", age: "12", gender: "Male" });
      await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
      await page.getByLabel("Mobile number").fill("9876543210");
      await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railway.userId);
      await page.getByRole("button", { name: "Continue" }).click();

      // The railway ID is proved with the OTPs the railway sends to its mobile and email.
      await page.getByText("Please verify your IRCTC user ID to continue").waitFor();
      await page.getByLabel("Mobile OTP").fill(await otpFor(railway.mobile, /railway_otp/));
      await page.getByLabel("Email OTP").fill(await otpFor(railway.email, /railway_otp/));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await page
        .getByText(/verified/)
        .first()
        .waitFor();
      await page.getByRole("button", { name: "Continue" }).click();

      // The review: two travellers, both named where the traveller pays; not Vijay.
      await page.waitForURL(/\/trains\/review\?orderId=\d+/);
      const payingFor = page.locator("#paying-for");
      await payingFor.waitFor();
      expect(await payingFor.getByText("You pay for 2 travellers:").count()).toBe(1);
      expect(await payingFor.getByRole("listitem").allInnerTexts()).toEqual([
        "Asha Singh (40 yrs, Female)",
        "Ravi Singh (12 yrs, Male)",
      ]);
      expect(await page.locator("main").innerText()).not.toContain("Vijay Singh");
      expect(await page.getByText("Ticket fare (2 travellers)").count()).toBe(1);
      const pay = page.getByRole("button", { name: /^Proceed to pay/ });
      expect(await pay.getAttribute("aria-describedby")).toBe("paying-for");
      // The list and the button fit the screen (no sideways scrolling at 360 px).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await axeViolations(page), "review").toEqual([]);
      expect(await savedNames(who)).toEqual(["Asha Singh", "Ravi Singh", "Vijay Singh*"]);

      // The same two again, saved for next time again: still one entry each.
      await page.goto(CONFIRM);
      await hydrated(page);
      await typeTraveller(page, 1, { name: "Asha Singh", age: "40", gender: "Female" });
      await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
      await page.getByLabel("Mobile number").fill("9876543210");
      await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railway.userId);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(/\/trains\/review\?orderId=\d+/);
      await page.locator("#paying-for").getByText("You pay for 1 traveller:").waitFor();
      expect(await page.locator("#paying-for").getByRole("listitem").allInnerTexts()).toEqual([
        "Asha Singh (40 yrs, Female)",
      ]);
      expect(await savedNames(who)).toEqual(["Asha Singh", "Ravi Singh", "Vijay Singh*"]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  },
);
