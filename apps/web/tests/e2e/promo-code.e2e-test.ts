import { formatPaise } from "@safar/domain/money";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  type Journey,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, hydrated, launch, shot, type ViewportName } from "./browser.ts";
import { signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Offers and promo codes (issue 22 item 4, ADR 025): the offers page shows
 * each code as text (a Copy button only once JavaScript runs); at review a
 * code that does not exist is refused in words, SAFAR10 (10 % off up to ₹150)
 * is applied and the pay button's amount drops by the server's discount; the
 * booking is paid and ticketed, and the order page shows the discount line
 * and that the code saved it. Once with JavaScript at 360 px (axe on each
 * page), once with the review forms as plain posts (JavaScript off).
 */

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

const RUNS: { viewport: ViewportName; js: boolean }[] = [
  { viewport: "mobile", js: true },
  { viewport: "desktop", js: false },
];

describe.each(RUNS)("a promo code at review on $viewport (JavaScript $js)", (run) => {
  it("lists the offer, refuses an unknown code, applies SAFAR10 and shows it on the order", async () => {
    const who = await signInThroughApi(freshMobile("6"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const discount = Math.min(150_00, Math.floor((fare.totalPaise * 10) / 100 / 100) * 100);
    const total = formatPaise(fare.totalPaise - discount);
    const context = await signedInContext(browser, run.viewport, who, run.js);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const open = async (path: string) => {
      await page.goto(path);
      if (run.js) await hydrated(page);
    };
    const axe = async (name: string) => {
      if (run.js) expect(await axeViolations(page), name).toEqual([]);
    };

    // The offers page: the code as text; a Copy button only with JavaScript.
    await open("/travel/offers");
    const offer = page.getByRole("listitem").filter({ hasText: "10% off up to ₹150" });
    await expect.poll(() => offer.locator("code").textContent()).toBe("SAFAR10");
    expect(await offer.getByRole("button", { name: /Copy/ }).count()).toBe(run.js ? 1 : 0);
    await axe("offers");
    await shot(page, `offers-${run.viewport}${run.js ? "" : "-nojs"}`);

    // Review: an unknown code is refused beside the field; the fare is unchanged.
    await open(`/trains/review?orderId=${orderId}`);
    const field = page.getByLabel("Promo code");
    await field.fill("NOSUCH1");
    await page.getByRole("button", { name: "Apply" }).click();
    await page
      .getByText("This promo code is not valid. Please check the code and try again.")
      .waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await page
      .getByRole("button", { name: `Proceed to pay ${formatPaise(fare.totalPaise)}` })
      .first()
      .waitFor();

    // SAFAR10, typed in lower case: the server's discount is a fare line and the total drops.
    await page.getByLabel("Promo code").fill("safar10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText(`SAFAR10 applied. You save ${formatPaise(discount)}.`).waitFor();
    await page.getByText("Promo code SAFAR10").first().waitFor();
    const pay = page.getByRole("button", { name: `Proceed to pay ${total}` }).first();
    await pay.waitFor();
    await axe("review with a code");
    await shot(page, `review-promo-${run.viewport}${run.js ? "" : "-nojs"}`);
    await context.close();

    // Paid from the wallet (with JavaScript, as the payment page runs) and ticketed.
    const paying = await signedInContext(browser, run.viewport, who, true);
    const p = await paying.newPage();
    await p.goto(`/trains/review?orderId=${orderId}`);
    await hydrated(p);
    await p
      .getByRole("button", { name: `Proceed to pay ${total}` })
      .first()
      .click();
    await p.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
    await p.getByRole("button", { name: `Pay ${total} from wallet` }).click();
    await p.waitForURL(/\/railway\/authorize\?/);
    await p.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await p.getByRole("button", { name: "Sign in and complete booking" }).click();
    await p.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
    expect(await p.locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    await p
      .getByText(`Promo code SAFAR10 saved you ${formatPaise(discount)} on this booking.`)
      .waitFor();
    await p
      .getByText(`-${formatPaise(discount)}`)
      .first()
      .waitFor();
    expect(await axeViolations(p), "order page").toEqual([]);
    await shot(p, `order-promo-${run.viewport}${run.js ? "" : "-nojs"}`);
    await paying.close();
    expect(errors).toEqual([]);
  });
});
