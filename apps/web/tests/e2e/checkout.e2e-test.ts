import { formatPaise } from "@safar/domain/money";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  freshMobile,
  type Journey,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  rememberServerClock,
  setServerClock,
  type ViewportName,
} from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Review → payment → order details (issue 6): a draft order made through the
 * API (as the traveller-details page would), reviewed, paid through the
 * simulated gateway and shown booked with its PNR and berths; the refusals
 * of the gateway (card field messages, a declined card with "Try again",
 * the UPI upgrade); a payment authorised but never booked (the railway
 * password not typed before the railway's hold lapsed): the hold released,
 * nothing charged, the reason on the order and by SMS and e-mail (ADR 015);
 * the same pages as plain forms before JavaScript; axe on each page. The
 * railway user ID that books is created on the railway's own register page.
 */

/** A draft order for review, as the traveller-details page makes it (`v1/verify`). */
async function draftOrder(who: Session, journey: Journey, railwayUserId: string) {
  const { status, ...bookingJourney } = journey;
  return callApi<{ orderId: string; fare: { totalPaise: number } }>(
    "/api/trains/v1/verify",
    {
      method: "POST",
      body: JSON.stringify({
        journey: bookingJourney,
        railwayUserId,
        seenStatus: status,
        details: {
          passengers: [{ name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" }],
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
      }),
    },
    who,
  );
}

async function openPage(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  return { page, errors };
}

/** After payment: the railway's own page asks for the railway password, then returns to the order. */
async function authorizeOnRailway(page: Page, orderId: string): Promise<void> {
  await page.waitForURL(/\/railway\/authorize\?/);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByRole("button", { name: "Sign in and complete booking" }).click();
  await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
}

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

describe.each(["mobile", "desktop"] as ViewportName[])("checkout on %s", (viewport) => {
  it("reviews the booking, pays from the wallet and shows the booked ticket", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);
    const context = await signedInContext(browser, viewport, who);
    const { page, errors } = await openPage(context, `/trains/review?orderId=${orderId}`);
    await hydrated(page);

    // Review: the journey, the traveller, every fare line and the total.
    expect(await page.locator("h1").textContent()).toBe("Review your booking");
    const fareSection = page.getByRole("region", { name: "Fare summary" });
    expect(await fareSection.locator(".co-fare__row--total dd").textContent()).toBe(total);
    expect(await fareSection.locator(".co-fare__row").count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole("region", { name: "Travellers" }).textContent()).toContain(
      "Asha Verma",
    );
    const edit = await page.getByRole("link", { name: "Edit travellers" }).getAttribute("href");
    expect(edit).toContain(
      `/trains/confirm?train=${journey.trainNumber}&class=${journey.classCode}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Proceed: the berths are held and the payment opens with its 600 s timer.
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
    const timer = page.getByRole("timer");
    const shown = (await timer.textContent()) ?? "";
    expect(shown).toMatch(/^(10:00|0\d:[0-5]\d)$/);
    expect(shown >= "09:00").toBe(true);
    expect(await page.locator(".co-timer").getAttribute("data-phase")).toBe("normal");
    expect(await page.getByText("Safar Wallet balance:").first().textContent()).toMatch(
      /₹[\d,]+\.\d\d/,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Pay from the wallet: on to the order, booked.
    await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();
    await authorizeOnRailway(page, orderId);
    expect(await page.title()).toBe(`Order ${orderId} | Safar`);
    const status = page.locator(".co-status");
    expect(await status.locator(".co-status__label").textContent()).toBe("Booking Successful");
    expect(await status.getAttribute("data-tone")).toBe("success");
    expect(await page.locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    const passengers = await page.getByRole("region", { name: "Passenger details" }).textContent();
    expect(passengers).toMatch(/Confirmed · Coach [A-Z]+\d+ · (Berth|Seat) \d+ \(/);
    expect(await page.getByText("E-ticket sent to asha@example.com and 9876543210").count()).toBe(
      1,
    );
    expect(
      await page.getByRole("region", { name: "Fare and payment details" }).textContent(),
    ).toContain("Wallet");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("payment refusals", () => {
  it("shows card field messages, a declined card with Try again, and the UPI upgrade", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);
    const context = await signedInContext(browser, "desktop", who);
    const { page, errors } = await openPage(context, `/trains/review?orderId=${orderId}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(/\/trains\/pg-review/);

    // Card details the gateway refuses: each message under its field, tied to it.
    await page.getByLabel("Card number").fill("4111 1111 1111 1112");
    await page.getByLabel("Expiry (MM/YY)").fill("01/20");
    await page.getByRole("button", { name: `Pay ${total} by card` }).click();
    const number = page.getByLabel("Card number");
    await expect.poll(() => number.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#pay-card-number-error").textContent()).toBe(
      "Please enter a valid card number",
    );
    expect(await number.getAttribute("aria-describedby")).toContain("pay-card-number-error");
    expect(await page.locator("#pay-card-cvv-error").textContent()).toBe(
      "Please enter a valid CVV",
    );
    expect(await page.locator("#pay-card-name-error").textContent()).toBe(
      "Please enter the name on the card",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The gateway's test card that is always declined: Payment failed, then Try again.
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM/YY)").fill("1239");
    await page.getByLabel("CVV").fill("123");
    await page.getByLabel("Name on card").fill("Asha Verma");
    await page.getByRole("button", { name: `Pay ${total} by card` }).click();
    await page.getByRole("heading", { level: 1, name: "Payment failed" }).waitFor();
    expect(await page.getByRole("alert").first().textContent()).toContain(
      "Your payment was declined. No money was taken. Please try another payment method.",
    );
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: "Pay for your booking" }).waitFor();

    // A UPI ID at the old handle: 'UPI ID upgrade required', then 'Upgrade now' pays.
    await page.getByLabel("UPI ID").fill(`asha${Date.now()}@oldbank`);
    await page.getByRole("button", { name: `Pay ${total} by UPI` }).click();
    await page.getByText("UPI ID upgrade required").waitFor();
    const other = page.getByRole("link", { name: "Pay using Cards or Netbanking" });
    expect(await other.getAttribute("href")).toBe("#pay-card");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Upgrade now" }).click();
    await authorizeOnRailway(page, orderId);
    expect(await page.locator(".co-status__label").textContent()).toBe("Booking Successful");
    expect(
      await page.getByRole("region", { name: "Fare and payment details" }).textContent(),
    ).toContain("UPI");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a booking the railway does not make", () => {
  it("releases the held amount when the railway password is never typed, and says why on the order, by SMS and by e-mail", async () => {
    const restoreClock = await rememberServerClock();
    try {
      const who = await signInThroughApi(freshMobile("7"));
      const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
      const total = formatPaise(fare.totalPaise);
      const context = await signedInContext(browser, "mobile", who);
      const { page, errors } = await openPage(context, `/trains/review?orderId=${orderId}`);
      await hydrated(page);
      await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
      await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
      await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();
      await page.waitForURL(/\/railway\/authorize\?/);

      // The traveller leaves the railway's password page: the amount is held, not taken.
      await page.goto(`/trains/summary/${orderId}`);
      expect(await page.locator(".co-status__label").textContent()).toBe(
        "Booking Pending/Initiated",
      );
      const status = page.getByRole("region", { name: "Booking status" });
      expect(await status.textContent()).toContain(
        `Your payment is authorised: ${total} is on hold, not charged.`,
      );
      const payment = page.getByRole("region", { name: "Fare and payment details" });
      expect(await payment.textContent()).toContain("On hold, not charged yet");

      // The railway's hold lapses (15 minutes): the order ends, nothing charged.
      await setServerClock({ advanceMinutes: 16 });
      await page.goto(`/trains/summary/${orderId}`);
      expect(await page.locator(".co-status__label").textContent()).toBe("Booking Failed");
      const why = `The password of IRCTC user ID ${railwayUserId} was not entered on the railway's page in time, so the railway released the berths held for you.`;
      const released = `The ${total} held on your payment method has been released. Nothing was charged.`;
      const box = status.locator(".co-box--error");
      expect(await box.locator(".co-box__title").textContent()).toBe(
        "Your booking could not be completed. Nothing was charged.",
      );
      expect(await box.textContent()).toContain(why);
      expect(await box.textContent()).toContain(released);
      expect(await payment.textContent()).toContain("Hold released, nothing charged");
      expect(await page.getByText("refunded").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // The same words by e-mail and SMS.
      for (const recipient of ["asha@example.com", "9876543210"]) {
        const outbox = await callApi<{ messages: { purpose: string; body: string }[] }>(
          `/api/dev/outbox?recipient=${recipient}&limit=20`,
        );
        const told = outbox.messages.filter(
          (m) => m.purpose === "booking_failed" && m.body.includes(orderId),
        );
        expect(told, recipient).toHaveLength(1);
        expect(told[0]?.body).toContain(why);
        expect(told[0]?.body).toContain(released);
      }
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await restoreClock();
    }
  });
});

describe("payment timer", () => {
  it("counts down from the 600 s window, warns in words from 2 minutes and says when time is over", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId } = await draftOrder(who, journey, railwayUserId);
    await callApi(
      "/api/trains/v1/checkout",
      { method: "POST", body: JSON.stringify({ orderId }) },
      who,
    );
    const context = await signedInContext(browser, "mobile", who);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`/trains/pg-review?orderId=${orderId}`);
    await hydrated(page);
    const timer = page.getByRole("timer");
    const box = page.locator(".co-timer");
    const live = box.locator("[aria-live]");
    expect(await timer.textContent()).toMatch(/^(10:00|09:[0-5]\d)$/);
    expect(await box.getAttribute("data-phase")).toBe("normal");
    expect(await live.textContent()).toBe("");

    await page.clock.fastForward("08:10");
    await expect.poll(() => box.getAttribute("data-phase")).toBe("warning");
    expect((await timer.textContent()) ?? "").toMatch(/^01:[0-5]\d$/);
    expect(await box.textContent()).toContain("less than 2 minutes left to pay");
    expect(await live.textContent()).toBe("Less than 2 minutes left to pay.");

    await page.clock.fastForward("02:00");
    await expect.poll(() => box.getAttribute("data-phase")).toBe("over");
    expect(await timer.textContent()).toBe("00:00");
    expect(await live.textContent()).toBe("Your payment time is over.");
    expect(await page.getByRole("button", { name: /from wallet/ }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Start the payment again" }).waitFor();
    await context.close();
  });
});

describe("before JavaScript loads", () => {
  it("reviews and pays by net banking as plain forms", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);
    const context = await signedInContext(browser, "mobile", who, false);
    const { page } = await openPage(context, `/trains/review?orderId=${orderId}`);
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(/\/trains\/pg-review/);
    // The server renders the time left.
    expect(await page.getByRole("timer").textContent()).toMatch(/^(10:00|0\d:[0-5]\d)$/);
    // No bank chosen: the message under the select.
    await page.getByRole("button", { name: "Approve payment" }).click();
    expect(await page.locator("#pay-bank-error").textContent()).toBe("Please choose your bank");
    await page.getByLabel("Your bank").selectOption("HDFC");
    await page.getByRole("button", { name: "Approve payment" }).click();
    // Paid, waiting for the railway password: the order says so and links to the railway's page.
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.goto(`/trains/summary/${orderId}`);
    expect(await page.locator(".co-status__label").textContent()).toBe("Booking Pending/Initiated");
    await page.getByRole("link", { name: "Sign in to the railway" }).click();
    await authorizeOnRailway(page, orderId);
    expect(await page.locator(".co-status__label").textContent()).toBe("Booking Successful");
    expect(await page.locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    await context.close();
  });

  it("asks a signed-out traveller to log in (200), and answers 404 for an order not theirs", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    const signedOut = await page.goto("/trains/summary/26081500001");
    expect(signedOut?.status()).toBe(200);
    expect(
      await page.getByText("It seems you are logged out. Please login to continue.").count(),
    ).toBe(1);
    expect(await page.getByRole("link", { name: "Login" }).last().getAttribute("href")).toBe(
      "/v1/api/login?next=%2Ftrains%2Fsummary%2F26081500001",
    );
    await context.close();
    const who = await signInThroughApi(freshMobile("7"));
    const signedIn = await signedInContext(browser, "mobile", who, false);
    const other = await signedIn.newPage();
    const missing = await other.goto("/trains/summary/26081500001");
    expect(missing?.status()).toBe(404);
    expect(await other.title()).toBe("Order 26081500001 | Safar");
    expect(await other.getByText("We could not find this order.").count()).toBe(1);
    await signedIn.close();
  });
});
