import { formatPaise } from "@safar/domain/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIstDate } from "../../app/lib/dates.ts";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, hydrated, launch } from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Unclaimed refunds in the browser (spec §2, §9; issue 18 item 4): a ticket
 * paid on the payment page with a UPI ID whose account is closed
 * (`closed…`, the simulated bank's test ID), one passenger cancelled, and the
 * refund the bank returns: the order page's refund says "Refund could not
 * be credited to your UPI account — claim it" and links to My bookings'
 * Unclaimed refunds, whose card (amount, train, PNR, why it bounced, "Claim
 * by <date>") claims it — before JavaScript at 360 px to the wallet, whose
 * balance then shows it; with JavaScript at 1280 px, by keyboard, to a UPI
 * ID. Axe on each page; screenshots for review go to SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR;
const TAB = "/trains/mybookings?tab=unclaimed-refunds";
const CLOSED_UPI = "closed.asha@okaxis";

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Refund {
  id: string;
  orderId: string;
  amountPaise: number;
  expiresAt: string;
  pnr: string | null;
  trainNumber: string;
  status: string;
}

const refundsOf = async (who: Session) =>
  (await callApi<{ refunds: Refund[] }>("/api/trains/v1/unclaimed_refunds", {}, who)).refunds;
const walletOf = async (who: Session) =>
  (await callApi<{ balancePaise: number }>("/api/pg/v1/wallet", {}, who)).balancePaise;

/** Passenger 2 cancelled through the API; the refund goes back to the closed UPI account. */
async function cancelSecond(who: Session, orderId: string): Promise<Refund> {
  await callApi(
    "/api/trains/v3/order/cancel?cancelv2flow=true",
    {
      method: "POST",
      body: JSON.stringify({
        orderId,
        passengerNumbers: [2],
        reason: "plan_changed",
        idempotencyKey: `e2e-unclaimed-${orderId}`,
      }),
    },
    who,
  );
  const refund = (await refundsOf(who)).find((r) => r.orderId === orderId);
  if (!refund) throw new Error(`no unclaimed refund for ${orderId}`);
  return refund;
}

/** The railway's own page: the password typed, back on the order page. */
async function authorizeOnRailway(page: Page, orderId: string) {
  await page.waitForURL(/\/railway\/authorize\?/);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByRole("button", { name: "Sign in and complete booking" }).click();
  await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
}

let browser: Browser;
let railwayUserId: string;
beforeAll(async () => {
  browser = await launch();
  railwayUserId = await registerRailwayUser(browser);
});
afterAll(() => browser?.close());

describe("unclaimed refunds", () => {
  it("paid with a closed UPI ID, cancelled: the order links to the tab, claimed to the wallet before JavaScript at 360 px", async () => {
    const mobile = freshMobile("7");
    const who = await signInThroughApi(mobile);
    const { orderId, fare } = await draftOrder(who, await bookableJourney(), railwayUserId);
    const total = formatPaise(fare.totalPaise);

    // Paying on the payment page with the closed account's UPI ID (it pays; refunds bounce).
    const js = await signedInContext(browser, "mobile", who);
    const page = await js.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/trains/review?orderId=${orderId}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
    await page.getByLabel("UPI ID").fill(CLOSED_UPI);
    await page.getByRole("button", { name: `Pay ${total} by UPI` }).click();
    await authorizeOnRailway(page, orderId);
    expect(await page.locator(".co-status__label").textContent()).toBe("Booking Successful");
    const refund = await cancelSecond(who, orderId);
    const money = formatPaise(refund.amountPaise).replace(/\.00$/, "");
    const by = formatIstDate(refund.expiresAt);

    // The order page: the refund waits for its claim, linked to the tab.
    await page.goto(`/trains/summary/${orderId}`);
    await hydrated(page);
    const refunds = page.getByRole("region", { name: "Refund summary", exact: true });
    const link = refunds.getByRole("link", {
      name: "Refund could not be credited to your UPI account — claim it",
    });
    expect(await link.count()).toBeGreaterThanOrEqual(1);
    expect(await link.first().getAttribute("href")).toBe(TAB);
    expect(await refunds.textContent()).toContain(`by ${by}`);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "unclaimed-order-360");
    if (SHOTS) await refunds.screenshot({ path: `${SHOTS}/unclaimed-order-refund-360.png` });
    // The cancel screen's timeline links to it too.
    await page.goto(`/trains/summary/${orderId}/cancel`);
    const step = page.getByRole("region", { name: "Cancellations and refunds" }).getByRole("link", {
      name: /^Refund could not be credited to your UPI account — claim it by /,
    });
    expect(await step.getAttribute("href")).toBe(TAB);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await js.close();

    // Before JavaScript: the link, the card, a refused UPI ID, then the wallet.
    const plain = await signedInContext(browser, "mobile", who, false);
    const nojs = await plain.newPage();
    await nojs.goto(`/trains/summary/${orderId}`);
    await nojs
      .getByRole("region", { name: "Refund summary", exact: true })
      .getByRole("link", { name: "Refund could not be credited to your UPI account — claim it" })
      .first()
      .click();
    await nojs.waitForURL(`**${TAB}`);
    const tab = nojs.getByRole("region", { name: "Unclaimed refunds" });
    expect(
      await nojs.getByRole("link", { name: "Unclaimed refunds" }).getAttribute("aria-current"),
    ).toBe("page");
    const card = tab.getByRole("article", { name: `Refund of ${money}` });
    const text = (await card.textContent()) ?? "";
    expect(text).toContain(`PNR ${refund.pnr}`);
    expect(text).toContain(refund.trainNumber);
    expect(text).toContain(
      "Why it bounced: The bank account of the UPI ID you paid with is closed",
    );
    expect(text).toContain("closed***@okaxis");
    expect(text).toContain(`Claim by ${by}`);
    expect(await tab.textContent()).toContain(
      "we send a link to claim it to your registered mobile number within 7 days",
    );
    await shot(nojs, "unclaimed-tab-360-nojs");
    // A UPI ID whose account is closed too: refused on the card, in words, tied to the field.
    await card.getByRole("radio", { name: /A UPI ID/ }).check();
    await card.getByLabel("UPI ID (for a claim to UPI)").fill("closed.ravi@okaxis");
    await card.getByRole("button", { name: `Claim ${money}` }).click();
    const field = nojs.getByLabel("UPI ID (for a claim to UPI)");
    await nojs.getByText("its bank account is closed").first().waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await nojs.getByRole("radio", { name: /A UPI ID/ }).isChecked()).toBe(true);
    await shot(nojs, "unclaimed-refused-360-nojs");
    // To the wallet: claimed, and the balance shows it.
    const before = await walletOf(who);
    await nojs.getByRole("radio", { name: /Safar wallet/ }).check();
    await nojs.getByRole("button", { name: `Claim ${money}` }).click();
    await nojs.waitForURL(/tab=unclaimed-refunds&claimed=/);
    const after = await walletOf(who);
    expect(after).toBe(before + refund.amountPaise);
    const notice = nojs.getByRole("status").filter({ hasText: "added to your wallet" });
    expect(await notice.textContent()).toBe(
      `${formatPaise(refund.amountPaise)} has been added to your wallet. Your wallet balance is ${formatPaise(after)}.`,
    );
    expect(await tab.textContent()).toContain("Claimed: credited to your wallet");
    expect(await tab.getByRole("button", { name: `Claim ${money}` }).count()).toBe(0);
    await shot(nojs, "unclaimed-claimed-360-nojs");
    // The link went to the registered mobile (the account's), not the booking's contact.
    const sms = await callApi<{ messages: { purpose: string; body: string }[] }>(
      `/api/dev/outbox?recipient=${mobile}&limit=5`,
    );
    expect(sms.messages.some((m) => m.purpose === "unclaimed_refund" && m.body.includes(TAB))).toBe(
      true,
    );
    await plain.close();

    // The same pages at 360 px with JavaScript: axe.
    const again = await signedInContext(browser, "mobile", who);
    const p = await again.newPage();
    for (const url of [TAB, `/trains/summary/${orderId}`]) {
      await p.goto(url);
      await hydrated(p);
      expect(await axeViolations(p), url).toEqual([]);
    }
    await again.close();
  });

  it("with JavaScript at 1280 px: the empty tab keeps the rule; a claim to a UPI ID by keyboard, axe-clean", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const context = await signedInContext(browser, "desktop", who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(TAB);
    await hydrated(page);
    const tab = page.getByRole("region", { name: "Unclaimed refunds" });
    expect(await tab.textContent()).toContain("You have no unclaimed refunds.");
    expect(await tab.textContent()).toContain(
      "When a refund cannot be credited to the account you paid from, we send a link to claim it to your registered mobile number within 7 days. The link expires in 10 days.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "unclaimed-empty-1280");

    // A ticket paid by UPI from the closed account through the gateway, one passenger cancelled.
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
        body: JSON.stringify({
          reference: opened.paymentReference,
          method: "upi",
          upiId: CLOSED_UPI,
        }),
      },
      who,
    );
    await page.goto(paid.nextUrl);
    await authorizeOnRailway(page, orderId);
    const refund = await cancelSecond(who, orderId);
    const money = formatPaise(refund.amountPaise).replace(/\.00$/, "");
    const before = await walletOf(who);

    await page.goto(TAB);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "unclaimed-tab-1280");
    // By keyboard: the UPI choice with the arrow key, the ID typed, Enter sends.
    const wallet = page.getByRole("radio", { name: /Safar wallet/ });
    await wallet.focus();
    expect(await wallet.isChecked()).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: /A UPI ID/ }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("upiId");
    await page.keyboard.type("asha.verma@okaxis");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/trains\/mybookings\?tab=unclaimed-refunds&claimed=/);
    await page
      .getByRole("status")
      .filter({
        hasText: `${formatPaise(refund.amountPaise)} has been sent to UPI ID asha.verma@okaxis.`,
      })
      .waitFor();
    expect(await tab.textContent()).toContain("Claimed: sent to UPI ID asha.verma@okaxis");
    expect(await tab.getByRole("button", { name: `Claim ${money}` }).count()).toBe(0);
    // Nothing went to the wallet.
    expect(await walletOf(who)).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "unclaimed-claimed-1280");
    // In Hindi (ADR 028): the card's words and the bank's reason, the UPI ID as typed.
    await page.goto(`${TAB}&lang=hi`);
    const hindi = await page.getByRole("region", { name: "बिना क्लेम की धनवापसी" }).textContent();
    expect(hindi).toContain("क्लेम की गई: UPI ID asha.verma@okaxis पर भेजी गई");
    expect(hindi).toContain("क्यों लौटी: आपने जिस UPI ID से भुगतान किया था उसका बैंक खाता बंद हो चुका है");
    expect(hindi).not.toContain("Why it bounced");
    expect(await axeViolations(page)).toEqual([]);
    // The order page says where it went.
    await page.goto(`/trains/summary/${orderId}`);
    expect(
      await page.getByRole("region", { name: "Refund summary", exact: true }).textContent(),
    ).toContain("claimed to a UPI ID");
    expect(errors).toEqual([]);
    await context.close();
  });
});
