import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, launch, newContext, shot, type ViewportName } from "./browser.ts";

/**
 * The visible partner-profile differences of spec §1 in a browser (issue 22
 * item 5): the same page as the direct site and as the travel app. The rest
 * (and these, as functions) are in app/lib/partner-behaviour.test.ts; the
 * in-app ones in in-app.e2e-test.ts.
 */

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(viewport: ViewportName, path: string): Promise<Page> {
  context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

const PROFILES = [
  {
    platform: "unset",
    theme: "default",
    view: "responsive",
    statusBar: "#0b4a8f",
    floating: "Offers",
    contact: "Contact us",
    storefront: "IRCTC authorised partner",
    bottomMenu: ["Offers", "My Bookings"],
    orders: "My Bookings",
    email: "care@safar.example",
    verticals: 0,
    back: 0,
  },
  {
    platform: "travelapp",
    theme: "travel",
    view: "webView",
    statusBar: "#00285c",
    floating: "Help",
    contact: "Call 0120 4456 456",
    storefront: "One app for every trip",
    bottomMenu: ["Offers", "Help"],
    orders: "Your Orders",
    email: "travel-care@safar.example",
    verticals: 1,
    back: 1,
  },
] as const;

describe.each(PROFILES)("the train home as $theme", (p) => {
  it("shows this profile's widgets, menus, support and colours", async () => {
    const page = await open("mobile", `/trains/?platform=${p.platform}`);
    const html = page.locator("html");
    expect(await html.getAttribute("data-theme")).toBe(p.theme);
    expect(await html.getAttribute("data-view")).toBe(p.view);
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(
      p.statusBar,
    );
    // Home widget and home back handling.
    expect(await page.getByRole("navigation", { name: "Book travel" }).count()).toBe(p.verticals);
    expect(await page.getByRole("link", { name: "Back to travel" }).count()).toBe(p.back);
    // Floating widget, storefront, contact-us widget and support info.
    expect(await page.locator(".floating-widget").textContent()).toBe(p.floating);
    expect(await page.locator(".storefront-banner__title").textContent()).toBe(p.storefront);
    expect(await page.locator("[data-contact-us]").textContent()).toBe(p.contact);
    // Disabled features: the bottom menu.
    const bottom = page.getByRole("navigation", { name: "Home menu" });
    expect(await bottom.getByRole("link").allTextContents()).toEqual(p.bottomMenu);
    // Booking menu, in the drawer.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: p.orders }).waitFor();
    // Parameters to remove: the travel app's platform leaves the address once remembered.
    expect(new URL(page.url()).searchParams.has("platform")).toBe(p.platform === "unset");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await shot(page, `partner-home-${p.theme}-360`);
  });

  it("at desktop width", async () => {
    const page = await open("desktop", `/trains/?platform=${p.platform}`);
    // View: the web view's header keeps its links in the menu.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(
      p.view === "responsive",
    );
    await shot(page, `partner-home-${p.theme}-1280`);
  });

  it("names this profile's support address on the help page", async () => {
    const page = await open("mobile", `/care?platform=${p.platform}`);
    const mail = page.getByRole("main").getByRole("link", { name: p.email });
    expect(await mail.getAttribute("href")).toBe(`mailto:${p.email}`);
  });
});

describe("?platform= as people type it", () => {
  it.each([
    ["Travel%20App", "travel"],
    ["travel-app", "travel"],
    ["TravelApp", "travel"],
    ["travel_app", "travel"],
    ["someone-else", "default"],
  ])("%s gives the %s theme", async (typed, theme) => {
    const page = await open("mobile", `/trains?platform=${typed}`);
    expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
  });
});

describe("the travel-app landing", () => {
  it.each(["mobile", "desktop"] as const)(
    "lists the seven verticals on %s, Trains to the train home",
    async (viewport) => {
      const page = await open(viewport, "/travel?platform=travelapp");
      const tiles = page.getByRole("navigation", { name: "Travel" }).getByRole("link");
      expect(await tiles.allTextContents()).toEqual([
        "Flights",
        "Bus",
        "Trains",
        "Hotels",
        "International Flights",
        "Offers",
        "Metro",
      ]);
      expect(await page.getByText("Coming soon").count()).toBe(0);
      await shot(page, `travel-landing-${viewport === "mobile" ? 360 : 1280}`);
      await tiles.getByText("Metro").click();
      await page.waitForURL("**/metro/");
      await page.getByRole("heading", { level: 1, name: "Metro" }).waitFor();
      expect(await page.getByText("Safar does not sell metro tickets").count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("navigation", { name: "All travel" }).getByText("Trains").click();
      await page.waitForURL("**/trains/");
    },
  );
});
