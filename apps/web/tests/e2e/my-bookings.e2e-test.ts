import { mkdirSync } from "node:fs";
import { formatPaise } from "@safar/domain/money";
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
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * After booking (issue 18 items 1 and 2): a ticket booked in the browser
 * (review, wallet, the railway's password page) is listed in My bookings
 * with its status label and colour, PNR and journey; its card opens the
 * order's page with the chart flag, each passenger's current status and the
 * actions allowed now (Cancel links to its page). At 360 px in the default
 * theme and light scheme, at 1280 px in the travel-app theme and dark
 * scheme; axe on each page; the tabs work as plain links before JavaScript;
 * signed out, the page asks to log in; an order waiting for payment is a
 * pending booking on the home page. Screenshots go to SHOTS_DIR when set.
 */

const DATE = nextWeekday([1, 2, 3, 4, 5], 4);
const RAILWAY_PASSWORD = "Safar2026x";
const SHOTS = process.env.SHOTS_DIR;

let counter = 0;
function freshMobile(prefix: string): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, "0");
  return `${prefix}${String(counter).padStart(3, "0")}${tail}`;
}

interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "GN";
  status: string;
}

async function bookableJourney(): Promise<Journey> {
  const found = await callApi<{
    trains: {
      trainNumber: string;
      from: { code: string };
      to: { code: string };
      classes: { code: string; status: string; bookable: boolean; fare: number | null }[];
    }[];
  }>(`/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}`);
  // The cheapest class with seats: two travellers fit the new user's simulated wallet.
  const options = found.trains.flatMap((t) =>
    t.classes
      .filter((c) => c.bookable && c.status.startsWith("AVAILABLE") && c.fare !== null)
      .map((c) => ({ t, c })),
  );
  options.sort((a, b) => (a.c.fare ?? 0) - (b.c.fare ?? 0));
  const best = options[0];
  if (best) {
    return {
      trainNumber: best.t.trainNumber,
      from: best.t.from.code,
      to: best.t.to.code,
      date: DATE,
      classCode: best.c.code,
      quota: "GN",
      status: best.c.status,
    };
  }
  throw new Error(`no available class NDLS → HWH on ${DATE}`);
}

async function registerRailwayUser(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  const userId = `mb_${Date.now().toString(36)}`;
  await page.goto("/railway/register");
  await page.getByLabel("User ID").fill(userId);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByLabel("Full name").fill("Asha Verma");
  await page.getByLabel("Email address").fill(`${userId}@example.com`);
  await page.getByLabel("Mobile number").fill(freshMobile("8"));
  await page.getByRole("button", { name: "Create User ID" }).click();
  await page.getByText(`Your railway User ID ${userId} has been created.`).waitFor();
  await context.close();
  return userId;
}

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
          passengers: [
            { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
            { name: "Ravi Verma", age: "36", gender: "Male", berth: "UB", food: "N" },
          ],
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
      }),
    },
    who,
  );
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-first-screen.png` });
}

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

const RUNS: { viewport: ViewportName; platform: string; colorScheme: "light" | "dark" }[] = [
  { viewport: "mobile", platform: "unset", colorScheme: "light" },
  { viewport: "desktop", platform: "travelapp", colorScheme: "dark" },
];

describe.each(RUNS)("my bookings and order details on $viewport", (run) => {
  it("lists the booked ticket with its label and opens its details", async () => {
    const { viewport, platform, colorScheme } = run;
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);
    const context = await signedInContext(browser, viewport, who, true, { colorScheme });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // Book it in the browser: review, wallet, the railway's password page.
    await page.goto(`/trains/review?orderId=${orderId}&platform=${platform}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
    await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
    await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();
    await page.waitForURL(/\/railway\/authorize\?/);
    await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
    const pnr = (await page.locator(".co-pnr__value").textContent()) ?? "";
    expect(pnr).toMatch(/^\d{10}$/);

    // My bookings: the order among the upcoming trips, its label in words and colour.
    await page.goto("/trains/mybookings");
    await hydrated(page);
    expect(await page.locator("html").getAttribute("data-theme")).toBe(
      platform === "travelapp" ? "travel" : "default",
    );
    const upcoming = page.getByRole("region", { name: "Upcoming trips" });
    const card = upcoming.locator(`[data-order="${orderId}"]`);
    await card.waitFor();
    const pill = card.locator(".ob-pill");
    expect(await pill.textContent()).toContain("Booking Successful");
    expect(await pill.getAttribute("data-tone")).toBe("success");
    const text = (await card.textContent()) ?? "";
    expect(text).toContain(`PNR ${pnr}`);
    expect(text).toContain("2 travellers");
    expect(text).toContain(journey.trainNumber);
    expect(text).toMatch(new RegExp(`\\d\\d:\\d\\d ${journey.from}.*\\d\\d:\\d\\d ${journey.to}`));
    expect(text).toContain(formatPaise(fare.totalPaise).replace(/\.00$/, ""));
    expect(
      await page.getByRole("link", { name: "Travel Bookings" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await axeViolations(page), "my bookings").toEqual([]);
    await shot(page, `my-bookings-${viewport === "mobile" ? 360 : 1280}`);

    // The other tabs, as links.
    await page.getByRole("link", { name: "All Bookings" }).click();
    await page.waitForURL(/tab=all/);
    await page
      .getByRole("region", { name: "All bookings" })
      .locator(`[data-order="${orderId}"]`)
      .waitFor();
    await page.getByRole("link", { name: "Unclaimed refunds" }).click();
    await page.waitForURL(/tab=unclaimed-refunds/);
    expect(await page.getByRole("region", { name: "Unclaimed refunds" }).textContent()).toContain(
      "within 7 days. The link expires in 10 days.",
    );
    expect(await axeViolations(page), "unclaimed refunds").toEqual([]);

    // The card opens the order.
    await page.goto("/trains/mybookings");
    await page
      .getByRole("link", { name: new RegExp(`^${journey.trainNumber} `) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}$`));
    await hydrated(page);
    const status = page.getByRole("region", { name: "Booking status" });
    expect(await status.locator(".co-status__label").textContent()).toBe("Booking Successful");
    expect(await status.locator(".ob-chart").textContent()).toContain("Chart not prepared");
    expect(await status.textContent()).toMatch(/Status from the railway at \d\d:\d\d\./);
    const passengers = page.getByRole("region", { name: "Passenger details" });
    expect(await passengers.textContent()).toMatch(/Current status.*Confirmed · Coach/);
    const actions = page.getByRole("region", { name: "Manage booking" });
    expect(await actions.getByRole("link", { name: "Cancel ticket" }).getAttribute("href")).toBe(
      `/trains/summary/${orderId}/cancel`,
    );
    expect(await actions.getByRole("link", { name: "File TDR" }).count()).toBe(0);
    expect(
      await page.getByRole("region", { name: "Fare and refund summary" }).textContent(),
    ).toContain(`Net amount paid${formatPaise(fare.totalPaise).replace(/\.00$/, "")}`);
    expect(await axeViolations(page), "order details").toEqual([]);
    await shot(page, `order-details-${viewport === "mobile" ? 360 : 1280}`);

    // Refresh status is a plain form: back on the same page.
    await page.getByRole("button", { name: "Refresh status" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}$`));
    await status.locator(".ob-chart").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("my bookings before JavaScript and signed out", () => {
  it("switches tabs with plain links, and asks a signed-out visitor to log in", async () => {
    const who = await signInThroughApi(freshMobile("7"));
    const noJs = await signedInContext(browser, "mobile", who, false);
    const page = await noJs.newPage();
    await page.goto("/travel/mybookings");
    await page.getByRole("link", { name: "Trips", exact: true }).click();
    await page.waitForURL(/\/travel\/mybookings\?tab=trips$/);
    const trips = page.getByRole("region", { name: "All Trips" });
    expect(await trips.textContent()).toContain("No trips yet.");
    expect(await trips.getByRole("link", { name: "Search trains" }).getAttribute("href")).toBe(
      "/trains",
    );

    // An order waiting for its payment is a pending booking on the home page.
    const { orderId } = await draftOrder(who, journey, railwayUserId);
    await callApi(
      "/api/trains/v1/checkout",
      { method: "POST", body: JSON.stringify({ orderId }) },
      who,
    );
    await page.goto("/trains");
    const pending = page.getByRole("region", { name: "Pending bookings" });
    const card = pending.locator(`[data-order="${orderId}"]`);
    expect(await card.locator(".ob-pill").textContent()).toContain("Payment Processing");
    expect(await card.locator(".ob-pill").getAttribute("data-tone")).toBe("pending");
    expect(await card.getByRole("link").getAttribute("href")).toBe(`/trains/summary/${orderId}`);
    await noJs.close();

    const anonymous = await newContext(browser, "desktop");
    const out = await anonymous.newPage();
    await out.goto("/trains/mybookings?tab=all");
    await out.getByText("It seems you are logged out. Please login to continue.").waitFor();
    const login = await out
      .getByRole("link", { name: "Login", exact: true })
      .last()
      .getAttribute("href");
    expect(login).toBe(
      `/v1/api/login?${new URLSearchParams({ next: "/trains/mybookings?tab=all" })}`,
    );
    expect(await axeViolations(out), "signed out").toEqual([]);
    await out.goto("/trains");
    expect(await out.getByRole("region", { name: "Pending bookings" }).count()).toBe(0);
    await anonymous.close();
  });
});
