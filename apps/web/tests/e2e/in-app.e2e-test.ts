import { CSRF_COOKIE, SESSION_COOKIE } from "@safar/contracts/auth";
import { formatPaise } from "@safar/domain/money";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  draftOrder,
  freshMobile,
  type Journey,
  RAILWAY_PASSWORD,
  registerRailwayUser,
} from "./booked.ts";
import { baseURL, launch, newContext, shot, type ViewportName } from "./browser.ts";
import { poll } from "./journey.ts";

/**
 * In-app mode (issue 22 item 6, ADR 026) through the development host-app
 * simulator: Safar in a frame, the travel app's side of the bridge answered
 * by `/dev/host-app`. The app's token signs the traveller in (no web
 * sign-in), the status bar takes the profile's colour, a vertical opens in
 * the app, and the payment sheet pays — the server and gateway deciding.
 */

let browser: Browser;
let context: BrowserContext | undefined;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The simulator page with Safar's frame loaded and hydrated at `start`. */
async function openSimulator(
  viewport: ViewportName,
  mobile: string,
  start = "/trains/?platform=travelapp",
): Promise<{ page: Page; app: () => Frame }> {
  // The real clock: the bridge's handshake and the simulator run on the browser's own timers.
  context = await newContext(browser, viewport, { clock: false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`/dev/host-app?${new URLSearchParams({ start, mobile })}`);
  expect(await page.getByLabel("Signed-in mobile (the app's customer)").inputValue()).toBe(mobile);
  await page.getByRole("button", { name: "Open Safar in the app" }).click();
  const iframe = page.locator("iframe.host-app__frame");
  await iframe.waitFor();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error("Safar's frame is not there");
  const app = () => frame;
  await app().waitForFunction(() => document.documentElement.dataset.inApp === "true");
  return { page, app };
}

function logged(page: Page, call: string) {
  return page.locator(`.host-app__log li[data-call="${call}"]`);
}

describe("in the travel app (host-app simulator)", () => {
  it("signs in with the app's token, colours the status bar and hands links to the app", async () => {
    const mobile = freshMobile("6");
    const { page, app } = await openSimulator("mobile", mobile);

    // The profile's status-bar colour, through the bridge.
    await poll(() => logged(page, "setStatusBarColor").count()).toBeGreaterThan(0);
    expect(await logged(page, "setStatusBarColor").first().textContent()).toContain("#00285c");
    await page.getByText("Status bar #00285c").waitFor();

    // No web sign-in: the app's token, traded server-side, signs the traveller in.
    await poll(() => logged(page, "fetchAuthToken").count()).toBeGreaterThan(0);
    await app()
      .getByRole("link", { name: `${mobile}: my account` })
      .waitFor();
    expect(await logged(page, "setSession").count()).toBeGreaterThan(0);
    // The token never shows in the log.
    expect(await logged(page, "fetchAuthToken").first().textContent()).toContain('"sat1.…"');

    // Parameters to remove: the platform is gone from the frame's address.
    expect(app().url()).not.toContain("platform=");

    // Home widget: the seven verticals; a vertical other than Trains opens in the app.
    const verticals = app().getByRole("navigation", { name: "Book travel" });
    expect(await verticals.getByRole("link").allTextContents()).toEqual([
      "Flights",
      "Bus",
      "Trains",
      "Hotels",
      "International Flights",
      "Offers",
      "Metro",
    ]);
    await verticals.getByRole("link", { name: "Flights", exact: true }).click();
    await page.getByText(/Travel app opened http:\/\/[^ ]+\/flights\//).waitFor();
    expect(new URL(app().url()).pathname).toBe("/trains/");
    expect(await logged(page, "openDeepLink").count()).toBe(1);

    // Home back handling: back to the app's own home.
    await app().getByRole("link", { name: "Back to travel" }).click();
    await page.getByText("Travel app: Home").waitFor();

    await shot(page, "in-app-simulator-360");
  });

  it("pays through the app's payment sheet; the server decides, and signs in again after expiry", async () => {
    const mobile = freshMobile("6");
    const { page, app } = await openSimulator("desktop", mobile);
    await app()
      .getByRole("link", { name: `${mobile}: my account` })
      .waitFor();

    // An order for this in-app traveller, drafted with the session the app's token made.
    const cookies = await context?.cookies(baseURL());
    const who = {
      session: cookies?.find((c) => c.name === SESSION_COOKIE)?.value ?? "",
      csrf: cookies?.find((c) => c.name === CSRF_COOKIE)?.value ?? "",
    };
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const total = formatPaise(fare.totalPaise);

    // The session is gone (expired): the next page signs in through the app again.
    await context?.clearCookies({ name: SESSION_COOKIE });
    const tokensBefore = await logged(page, "fetchAuthToken").count();
    await app().goto(`/trains/review?orderId=${orderId}`);
    await poll(() => logged(page, "fetchAuthToken").count()).toBeGreaterThan(tokensBefore);
    const pay = app().getByRole("button", { name: `Proceed to pay ${total}` });
    await pay.waitFor();
    await pay.click();
    await app().waitForURL(`**/trains/pg-review?orderId=${orderId}`);

    // Payment option: the app's sheet instead of the web form. Declined first: nothing paid.
    await app().waitForFunction(() => document.documentElement.dataset.inApp === "true");
    const inApp = app().getByRole("button", { name: `Pay ${total} in the app` });
    await inApp.click();
    await page.getByRole("heading", { name: "Payment sheet" }).waitFor();
    expect(await page.getByText(`order ${orderId}`).count()).toBe(1);
    await page.getByRole("button", { name: "Decline" }).click();
    await app().getByText("Payment cancelled. Nothing was charged; you can pay again.").waitFor();
    expect(await page.getByText("Status bar #ffffff").count()).toBe(1);
    expect(new URL(app().url()).pathname).toBe("/trains/pg-review");

    // Approved: the page pays from the wallet through the server, which the gateway answers.
    await inApp.click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await app().waitForURL(/\/railway\/authorize\?/);
    await app().getByLabel("Password").fill(RAILWAY_PASSWORD);
    await app().getByRole("button", { name: "Sign in and complete booking" }).click();
    await app().waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
    expect(await app().locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    const steps = await logged(page, "paymentSheet").allTextContents();
    expect(steps.some((s) => s.includes('"step":"verify"') && s.includes("approved"))).toBe(true);
    expect(steps.some((s) => s.includes('"step":"checkout"'))).toBe(true);
    expect(steps.some((s) => s.includes('"step":"reset"'))).toBe(true);

    // Complete-booking mode: the app's order history (once the page found the app again).
    await app().waitForFunction(() => document.documentElement.dataset.inApp === "true");
    await app().getByRole("link", { name: "Go to Your Orders" }).click();
    await page.getByText("Travel app: Your Orders").waitFor();
    await shot(page, "in-app-simulator-1280");
  });
});
