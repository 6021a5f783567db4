import { mkdirSync } from "node:fs";
import { formatPaise } from "@safar/domain/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  bookInBrowser,
  draftOrder,
  freshMobile,
  type Journey,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, hydrated, launch, newContext, type ViewportName } from "./browser.ts";
import { callApi, signedInContext, signInThroughApi } from "./journey.ts";

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

const SHOTS = process.env.SHOTS_DIR;

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
    const pnr = await bookInBrowser(page, orderId, total, platform);

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
