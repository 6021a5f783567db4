import { CSRF_COOKIE, SESSION_COOKIE } from "@safar/contracts/auth";
import { formatPaise } from "@safar/domain/money";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, baseURL, hydrated, launch, VIEWPORTS } from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Cancellation and refunds in the browser (issue 18 items 3, 4): a ticket
 * of two booked through the API and the railway's own password page, then
 * on the order page 'Cancel ticket': one passenger ticked, a reason,
 * 'See refund' shows the quote, 'Confirm cancellation' cancels; back on the
 * order page the notice, the order Partially Cancelled and the wallet
 * credited with the quoted refund. Before JavaScript at 360 px; with it at
 * 1280 px in the travel-app theme (the app's second theme; it has no dark colour scheme). Axe on each page; screenshots for review go to
 * SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Two adults booked and paid from the wallet; the railway password typed on its page. */
async function bookedOrder(who: Session, page: Page, railwayUserId: string): Promise<string> {
  const { orderId } = await draftOrder(who, await bookableJourney(), railwayUserId);
  const opened = await callApi<{ paymentReference: string }>(
    "/api/trains/v1/checkout",
    { method: "POST", body: JSON.stringify({ orderId }) },
    who,
  );
  const paid = await callApi<{ nextUrl: string }>(
    "/api/pg/v1/pay",
    {
      method: "POST",
      body: JSON.stringify({ reference: opened.paymentReference, method: "wallet" }),
    },
    who,
  );
  await page.goto(paid.nextUrl);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByRole("button", { name: "Sign in and complete booking" }).click();
  await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
  return orderId;
}

const walletOf = async (who: Session) =>
  (await callApi<{ balancePaise: number }>("/api/pg/v1/wallet", {}, who)).balancePaise;

/** From the order page: cancel passenger 2 with a reason, seeing the refund first. */
async function cancelSecondPassenger(page: Page, orderId: string, label: string, js: boolean) {
  // Axe runs in the page: only where JavaScript is on.
  const axeClean = async () => {
    if (js) expect(await axeViolations(page)).toEqual([]);
  };
  await page.getByRole("link", { name: "Cancel ticket" }).click();
  await page.waitForURL(`**/trains/summary/${orderId}/cancel`);
  expect(await page.locator("h1").textContent()).toBe("Cancel passengers");
  await axeClean();
  await shot(page, `cancel-${label}`);
  // Without a passenger, 'See refund' says so.
  await page.getByRole("button", { name: "See refund" }).click();
  await page.getByText("Please select at least one passenger").first().waitFor();
  const second = page.getByRole("checkbox", { name: /^2\. Ravi Verma/ });
  const offered = (await page.locator('label[for="cx-passenger-2"]').textContent()) ?? "";
  const each = /refund (₹[\d,]+\.\d\d) if cancelled now/.exec(offered)?.[1];
  expect(each).toBeDefined();
  await second.check();
  await page.getByLabel("Reason for cancellation").selectOption("other");
  await page.getByLabel(/^Tell us more/).fill("abc");
  await page.getByRole("button", { name: "See refund" }).click();
  const total = page.locator(".cx-quote__row--total dd");
  await total.waitFor();
  expect(await total.textContent()).toBe(each);
  expect(await page.getByText("Not refunded: Convenience fee").count()).toBe(1);
  await axeClean();
  // 'other' needs five characters: refused with the words, nothing cancelled.
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await page.getByText("Please enter at least 5 characters for the reason").first().waitFor();
  expect(await page.getByRole("checkbox", { name: /^2\. Ravi Verma/ }).isChecked()).toBe(true);
  await page.getByLabel(/^Tell us more/).fill("Plans changed");
  await shot(page, `cancel-quote-${label}`);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await page.waitForURL(new RegExp(`/trains/summary/${orderId}\\?cancelled=`));
  return each as string;
}

let browser: Browser;
let railwayUserId: string;
beforeAll(async () => {
  browser = await launch();
  railwayUserId = await registerRailwayUser(browser);
});
afterAll(() => browser?.close());

describe("cancelling passengers", () => {
  it("before JavaScript at 360 px: quote, confirm, Partially Cancelled, the wallet credited", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const context = await signedInContext(browser, "mobile", who, false);
    const page = await context.newPage();
    const orderId = await bookedOrder(who, page, railwayUserId);
    const before = await walletOf(who);
    const refund = await cancelSecondPassenger(page, orderId, "360-nojs", false);
    expect(await page.getByText("Cancellation done").count()).toBe(1);
    expect(await page.locator(".co-status__label").textContent()).toBe("Partially Cancelled");
    expect(await walletOf(who)).toBe(
      before + Math.round(Number(refund.replace(/[₹,]/g, "")) * 100),
    );
    // The refund's steps on the cancel screen: processed and credited to the wallet.
    await page.goto(`/trains/summary/${orderId}/cancel`);
    const past = page.getByRole("region", { name: "Cancellations and refunds" });
    expect(await past.textContent()).toContain(`Passenger 2: refund ${refund}`);
    expect(await past.textContent()).toContain("Credited to your wallet");
    // The message through the outbox names the refund.
    const sms = await callApi<{ messages: { body: string; purpose: string }[] }>(
      "/api/dev/outbox?recipient=9876543210&limit=1",
    );
    expect(sms.messages[0]?.purpose).toBe("cancellation");
    expect(sms.messages[0]?.body).toContain(`Refund ${refund}`);
    await page.goto("/trains/cancellationPolicy/eyJ0cmFpbiI6IjEyOTUxIn0");
    expect(
      await page.getByRole("region", { name: "Cancellation charges" }).textContent(),
    ).toContain(formatPaise(18_900));
    await context.close();
    // The same pages at 360 px with JavaScript: axe, and the screenshots.
    const withJs = await signedInContext(browser, "mobile", who);
    const js = await withJs.newPage();
    for (const [url, name] of [
      [`/trains/summary/${orderId}/cancel`, "cancel-done-360"],
      [`/trains/summary/${orderId}?cancelled=1`, "order-cancelled-360"],
      ["/trains/cancellationPolicy/eyJ0cmFpbiI6IjEyOTUxIn0", "policy-360"],
    ] as const) {
      await js.goto(url);
      await hydrated(js);
      expect(await axeViolations(js), url).toEqual([]);
      await shot(js, name);
    }
    await withJs.close();
  });

  it("with JavaScript at 1280 px in the travel-app theme: the same, axe-clean", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const context: BrowserContext = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: VIEWPORTS.desktop.width, height: VIEWPORTS.desktop.height },
    });
    await context.addCookies([
      { name: SESSION_COOKIE, value: who.session, url: baseURL(), httpOnly: true, sameSite: "Lax" },
      { name: CSRF_COOKIE, value: who.csrf, url: baseURL(), sameSite: "Lax" },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The second theme (spec §9 "default or travel-app"), remembered by its cookie.
    await page.goto("/trains?platform=travelapp");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("travel");
    const orderId = await bookedOrder(who, page, railwayUserId);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("travel");
    const before = await walletOf(who);
    const refund = await cancelSecondPassenger(page, orderId, "1280-travel", true);
    expect(await page.locator(".co-status__label").textContent()).toBe("Partially Cancelled");
    expect(await walletOf(who)).toBe(
      before + Math.round(Number(refund.replace(/[₹,]/g, "")) * 100),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/trains/cancellationPolicy/eyJ0cmFpbiI6IjEyOTUxIn0");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "policy-1280-travel");
    expect(errors).toEqual([]);
    await context.close();
  });
});
