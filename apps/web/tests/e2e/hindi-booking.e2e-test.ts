import { formatPaise } from "@safar/domain/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  type Journey,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import { hydrated, launch, newContext, shot, type ViewportName } from "./browser.ts";
import { signedInContext, signInThroughApi } from "./journey.ts";

/**
 * The booking side in Hindi (issue 23 item 1, ADR 028): a traveller who
 * switched to Hindi fills the traveller form (its messages in Hindi too),
 * reviews, pays from the wallet, signs in on the railway's page (the
 * railway's own words), and reads the order summary, My bookings and the
 * after-booking screens in Hindi, each with `<html lang="hi-IN">`. A
 * signed-out visitor's `?lang=hi` address gives the traveller form in Hindi
 * without the cookie. Station and train names stay as the railway prints
 * them. Screenshots go to SHOTS_DIR when set.
 */

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The page is Hindi, has the heading, and no word went missing on the way (`undefined`). */
async function hindiPage(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  expect(await lang(page)).toBe("hi-IN");
  expect(await page.locator("main").textContent()).not.toMatch(/undefined|\{\w+\}/);
}

const confirmPath = (j: Journey) =>
  `/trains/confirm?${new URLSearchParams({
    train: j.trainNumber,
    class: j.classCode,
    quota: j.quota,
    date: j.date,
    from: j.from,
    to: j.to,
  })}`;

describe.each(["mobile", "desktop"] as ViewportName[])("booking in Hindi on %s", (viewport) => {
  const size = viewport === "mobile" ? 360 : 1280;

  it("walks the traveller form, review, payment, order and after-booking screens", async () => {
    const who = await signInThroughApi(freshMobile("6"));
    const context = await signedInContext(browser, viewport, who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // The switch on the traveller form: the cookie is set, every next page is Hindi.
    await page.goto(`/language?${new URLSearchParams({ to: "hi", next: confirmPath(journey) })}`);
    await page.waitForURL(/\/trains\/confirm\?/);
    await hindiPage(page, "यात्री जोड़ें");
    await hydrated(page);
    for (const section of ["ट्रेन का विवरण", "यात्री विवरण", "संपर्क जानकारी", "नियम और शर्तें"]) {
      await page.getByRole("heading", { level: 2, name: section }).waitFor();
    }
    await page.getByLabel("पूरा नाम (पहचान पत्र के अनुसार)").first().waitFor();
    await page.getByLabel("बर्थ वरीयता").first().waitFor();
    expect(await page.getByLabel("लिंग").first().locator("option").allInnerTexts()).toEqual([
      "चुनें",
      "पुरुष",
      "महिला",
      "ट्रांसजेंडर",
    ]);
    await page.getByRole("button", { name: "यात्री जोड़ें" }).waitFor();
    await page.getByText("बर्थ का क्या मतलब है?").waitFor();
    // The train's name as the railway prints it.
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(journey.trainNumber);
    await shot(page, `hi-traveller-form-${size}`);

    // Continue with nothing filled: the spec §5 messages in Hindi, at the top and at the field.
    await page.getByRole("button", { name: "आगे बढ़ें" }).last().click();
    const summary = page.locator(".td-summary[role=alert]");
    await summary.waitFor();
    const said = (await summary.textContent()) ?? "";
    expect(said).toMatch(/कृपया/);
    expect(said).not.toMatch(/Please|undefined/);
    const atField = (await page.locator("main .form-field__error").allTextContents()).join(" ");
    expect(atField).toMatch(/कृपया/);
    expect(atField).not.toMatch(/Please/);
    expect(await lang(page)).toBe("hi-IN");
    await shot(page, `hi-traveller-form-errors-${size}`);

    // Review, in Hindi.
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);
    await page.goto(`/trains/review?orderId=${orderId}`);
    await hindiPage(page, "अपनी बुकिंग की समीक्षा करें");
    await hydrated(page);
    await page.getByRole("heading", { level: 2, name: "यात्रा विवरण" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "किराया सारांश" }).waitFor();
    await page.getByText("आप 2 यात्रियों के लिए भुगतान कर रहे हैं:").waitFor();
    await page.getByRole("button", { name: `${total} का भुगतान करें` }).click();

    // Payment and its timer.
    await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
    await hindiPage(page, "अपनी बुकिंग का भुगतान करें");
    await page.getByText("भुगतान के लिए बचा समय").waitFor();
    await page.getByRole("heading", { level: 3, name: "क्रेडिट या डेबिट कार्ड" }).waitFor();
    await shot(page, `hi-payment-${size}`);
    await page.getByRole("button", { name: `वॉलेट से ${total} का भुगतान करें` }).click();

    // The railway's own password page speaks its own words; then the order, in Hindi.
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
    await hindiPage(page, `ऑर्डर ${orderId}`);
    await page.getByText("बुकिंग सफल").first().waitFor();
    await page.getByRole("heading", { level: 2, name: "यात्री विवरण" }).waitFor();
    await page.getByRole("link", { name: "PNR स्थिति देखें" }).waitFor();
    await page.getByRole("link", { name: "टिकट रद्द करें" }).waitFor();
    expect(await page.locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    await shot(page, `hi-order-summary-${size}`);

    // My bookings.
    await page.goto("/trains/mybookings?tab=all");
    await hindiPage(page, "आपके ऑर्डर");
    await page.getByRole("link", { name: "सभी बुकिंग" }).waitFor();
    await page.locator(`[data-order="${orderId}"]`).getByText("बुकिंग सफल").waitFor();
    await page.locator(`[data-order="${orderId}"]`).getByText("2 यात्री").waitFor();
    await shot(page, `hi-my-bookings-${size}`);

    // After booking: cancellation, TDR, boarding change, e-ticket resend.
    const summaryPath = `/trains/summary/${orderId}`;
    await page.goto(`${summaryPath}/cancel`);
    await hindiPage(page, "यात्री रद्द करें");
    await page.getByRole("button", { name: "धनवापसी देखें" }).waitFor();
    await page.getByText("रद्द करने के लिए यात्री चुनें").waitFor();
    await page.goto(`${summaryPath}/tdr`);
    await hindiPage(page, "टीडीआर फ़ाइल करें");
    await page.getByRole("link", { name: "ऑर्डर पर वापस" }).waitFor();
    // The railway's reasons and why one cannot be filed yet, said in Hindi by their code and wording.
    const tdrText = await page.locator("main").textContent();
    expect(tdrText).toContain("दल के कुछ यात्रियों ने ही यात्रा की");
    expect(tdrText).toContain("यह टीडीआर ट्रेन के पहुँचने के बाद फ़ाइल किया जा सकता है");
    expect(tdrText).not.toContain("This TDR can be filed");
    await page.goto("/trains/cancellationPolicy/eyJ0cmFpbiI6IjEyOTUxIn0");
    await hindiPage(page, "रद्दीकरण और धनवापसी नीति");
    await page.getByRole("region", { name: "मुफ़्त रद्दीकरण" }).waitFor();
    await page.getByRole("columnheader", { name: "प्रति यात्री शुल्क" }).waitFor();
    await page.goto(`${summaryPath}/boarding`);
    await hindiPage(page, "बोर्डिंग स्टेशन बदलें");
    await page.goto(`${summaryPath}/resend`);
    await hindiPage(page, "ई-टिकट फिर से भेजें");
    await page.getByRole("button", { name: "ई-टिकट भेजें" }).waitFor();
    await page.getByLabel("ईमेल पते").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe("the traveller form at its ?lang=hi address", () => {
  it("is Hindi without the cookie, and English without the parameter", async () => {
    const context = await newContext(browser, "mobile");
    const page = await context.newPage();
    await page.goto(`${confirmPath(journey)}&lang=hi`);
    await hindiPage(page, "यात्री जोड़ें");
    await page.getByText("सहेजे गए यात्रियों की सूची देखने के लिए कृपया लॉगिन करें।").waitFor();
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: "safar_lang" }),
    );
    await page.goto(confirmPath(journey));
    await page.getByRole("heading", { level: 1, name: "Add travellers" }).waitFor();
    expect(await lang(page)).toBe("en-IN");
    await context.close();
  }, 60_000);
});
