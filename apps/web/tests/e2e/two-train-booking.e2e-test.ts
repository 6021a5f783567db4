import { tripBookPath } from "@safar/contracts/trips";
import { addDays } from "@safar/domain/ist";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { freshMobile, RAILWAY_PASSWORD } from "./booked.ts";
import { axeViolations, hydrated, indiaToday, setServerClock } from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";
import { ownServer } from "./own-server.ts";
import { railwayUserProvedBy } from "./railway-user.ts";

/**
 * Two trains booked as one order, end to end on the full network (ADR 023;
 * RAILWAY_DATA_DIR, a server of its own on the pinned day, DEV_CLOCK): a
 * journey Pune → Madgaon with a change, from the entry URL the connections
 * list links ("Book both"): one traveller form, one review with both
 * trains' fares, one payment, the railway's page once for both holds, then
 * the order page with its First train / Second train tabs (links before
 * JavaScript, ARIA tabs after; the header colour follows the chosen train),
 * and one train cancelled on its own. A second journey whose second train
 * cannot be ticketed (its hold lapses: the clock moved 16 minutes) shows the
 * choice, and "Retry the second train" books it. Screens at 360 and 1280 px
 * go to SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR;
const DATA = process.env.RAILWAY_DATA_DIR ?? "/work/shared/railway-data";
const own = ownServer(
  { RAILWAY_DATA_DIR: DATA, JOBS_EVERY_MS: "2000" },
  { network: "inherited", timeoutMs: 300_000 },
);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Train {
  trainNumber: string;
  from: { code: string };
  to: { code: string };
  departure: { date: string };
  classes: { code: string; status: string; bookable: boolean; fare: number | null }[];
}

/** A Pune → Madgaon connection with seats in one class on both trains, five days on. */
async function connection(server: string, skip = 0) {
  const date = addDays(indiaToday(), 5);
  const found = await callApi<{
    connections: {
      legs: [Train, Train];
      transfer: { arriveAt: { code: string }; departFrom: { code: string } };
    }[];
  }>(
    `/api/trains/v1/indirect_journey?from=PUNE&to=MAO&date=${date}&limit=50`,
    {},
    undefined,
    server,
  );
  const options = found.connections.flatMap((c) => {
    const [a, b] = c.legs;
    const cls = ["SL", "3A", "2A"].find((code) =>
      [a, b].every((t) =>
        t.classes.some((k) => k.code === code && k.bookable && k.status.startsWith("AVAILABLE")),
      ),
    );
    return cls ? [{ c, cls }] : [];
  });
  const pick = options[skip];
  if (!pick) throw new Error(`no Pune → Madgaon connection with seats on ${date}`);
  const [a, b] = pick.c.legs;
  return tripBookPath({
    t1: a.trainNumber,
    t2: b.trainNumber,
    from: a.from.code,
    c1: a.to.code,
    c2: b.from.code,
    to: b.to.code,
    d1: a.departure.date,
    d2: b.departure.date,
    cls: pick.cls as "SL",
    quota: "GN",
  });
}

/** The one traveller form for both trains, filled and continued. */
async function fillForm(page: Page, railwayUserId: string) {
  await page.getByLabel("Full name (as on ID)").fill("Asha Verma");
  await page.getByLabel("Age", { exact: true }).fill("34");
  await page.getByLabel("Gender").selectOption("Female");
  const food = page.getByLabel("Food", { exact: true });
  if ((await food.count()) > 0) await food.selectOption("V");
  await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("combobox", { name: "IRCTC user ID" }).fill(railwayUserId);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/trains\/connecting\/\d+\/review$/);
  await page.getByRole("heading", { name: "Review your journey" }).waitFor();
}

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe("two trains booked as one order, on the full network", () => {
  it("books Pune → Madgaon with a change: one form, one payment, one railway page, two PNRs; cancels the second train", async () => {
    const server = own.url;
    const who: Session = await signInThroughApi(freshMobile("7"), server);
    const railway = await railwayUserProvedBy(own.browser, who, server);
    const mobile: BrowserContext = await signedInContext(own.browser, "mobile", who, true, {
      server,
    });
    const desktop: BrowserContext = await signedInContext(own.browser, "desktop", who, true, {
      server,
    });
    const page = await mobile.newPage();
    const wide = await desktop.newPage();
    const bookUrl = await connection(server);

    // A link that names no connection says why, with a 4xx.
    const malformed = await page.goto("/trains/connecting/book?t1=abc&t2=20111");
    expect(malformed?.status()).toBe(400);
    await page.getByText("Not valid: the first train (t1).").waitFor();
    const url = new URL(bookUrl, server);
    url.searchParams.set("d2", addDays(url.searchParams.get("d1") ?? "", -1));
    const apart = await page.goto(`${url.pathname}${url.search}`);
    expect(apart?.status()).toBe(422);
    expect(await page.locator("h1").textContent()).toBe(
      "These two trains cannot be booked together",
    );
    await shot(page, "book-invalid-360");

    // The entry: both trains, the change, the one form.
    await page.goto(bookUrl);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Book two trains");
    const legs = page.locator(".trip-leg");
    expect(await legs.count()).toBe(2);
    expect(await page.locator(".trip-change").textContent()).toMatch(/Change at .* · wait /);
    await axeClean(page);
    await shot(page, "book-360");
    await wide.goto(bookUrl);
    await hydrated(wide);
    await shot(wide, "book-1280");
    await fillForm(page, railway.userId);

    // One review: both trains, each train's fare lines, the total.
    const tripId = /\/trains\/connecting\/(\d+)\/review/.exec(page.url())?.[1] as string;
    expect(await page.locator(".trip-fares h3").allTextContents()).toEqual([
      expect.stringMatching(/^First train · \d{5}/),
      expect.stringMatching(/^Second train · \d{5}/),
    ]);
    const total = (await page.locator(".trip-total span").nth(1).textContent()) ?? "";
    expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
    await axeClean(page);
    await shot(page, "review-360");
    await wide.goto(page.url());
    await shot(wide, "review-1280");
    await page.getByRole("button", { name: `Book both trains · pay ${total}` }).click();

    // One payment for the total.
    await page.waitForURL(`**/trains/connecting/${tripId}/pay`);
    expect(await page.locator(".co-amount").textContent()).toBe(total);
    await axeClean(page);
    await shot(page, "pay-360");
    await wide.goto(page.url());
    await shot(wide, "pay-1280");
    await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();

    // The railway's page once, for both holds.
    await page.waitForURL(/\/railway\/authorize\?hold=[^&]+&hold2=/);
    expect(await page.getByRole("heading", { name: "First train" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Second train" }).count()).toBe(1);
    await shot(page, "railway-360");
    await page.getByLabel("Password", { exact: true }).fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and book both trains" }).click();

    // The order page of the first train: booked, both PNRs, the tabs.
    await page.waitForURL(/\/trains\/summary\/\d+\?authorized=1$/);
    await hydrated(page);
    const firstOrder = /summary\/(\d+)/.exec(page.url())?.[1] as string;
    expect(await page.locator(".trip-status h2").textContent()).toBe("Both trains booked");
    expect(await page.locator(".stitched__state").textContent()).toContain("Booked");
    const tabs = page.getByRole("tab");
    expect(await tabs.count()).toBe(2);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator(".co-status").getAttribute("data-tone")).toBe("success");
    expect(await page.locator(".co-pnr__value").textContent()).toMatch(/^\d{10}$/);
    await axeClean(page);
    await shot(page, "order-first-360");

    // The second tab, by keyboard: the second train's page in the panel.
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL((url) => !url.pathname.endsWith(firstOrder));
    const secondOrder = /summary\/(\d+)/.exec(page.url())?.[1] as string;
    await page.getByRole("tab", { name: /Second train/, selected: true }).waitFor();
    expect(await page.getByRole("tabpanel").count()).toBe(1);
    await shot(page, "order-second-360");
    await wide.goto(`/trains/summary/${firstOrder}`);
    await hydrated(wide);
    await shot(wide, "order-first-1280");

    // Before JavaScript the tabs are links to each train's page.
    const plain = await signedInContext(own.browser, "mobile", who, false, { server });
    const noJs = await plain.newPage();
    await noJs.goto(`/trains/summary/${secondOrder}`);
    expect(await noJs.getByRole("tab").count()).toBe(0);
    const current = noJs.locator('.trip-tab[aria-current="page"]');
    expect(await current.textContent()).toContain("Second train");
    await noJs.getByRole("link", { name: /First train/ }).click();
    await noJs.waitForURL(`**/trains/summary/${firstOrder}`);
    await plain.close();

    // Cancel the second train on its own: the railway's charges, a refund of its share.
    const wallet = async () =>
      (await callApi<{ balancePaise: number }>("/api/pg/v1/wallet", {}, who, server)).balancePaise;
    const before = await wallet();
    await page.goto(`/trains/summary/${secondOrder}`);
    await page.getByRole("link", { name: "Cancel ticket" }).click();
    await page.waitForURL(`**/trains/summary/${secondOrder}/cancel`);
    await page.getByRole("checkbox", { name: /^1\. Asha Verma/ }).check();
    await page.getByLabel("Reason for cancellation").selectOption("plan_changed");
    await page.getByRole("button", { name: "See refund" }).click();
    await page.locator(".cx-quote__row--total dd").waitFor();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${secondOrder}\\?cancelled=`));
    await hydrated(page);
    expect(await page.locator(".co-status__label").textContent()).toBe("Booking Cancelled");
    expect(await page.locator(".co-status").getAttribute("data-tone")).toBe("failed");
    // The first train stays booked: its tab is still green.
    expect(await page.getByRole("tab", { name: /First train/ }).textContent()).toContain(
      "Booking Successful",
    );
    const refunded = (await wallet()) - before;
    expect(refunded).toBeGreaterThan(0);
    const secondShare = await callApi<{ fare_and_refund_summary: { paidPaise: number } }>(
      `/api/trains/v1/order/summary/${secondOrder}`,
      {},
      who,
      server,
    );
    expect(refunded).toBeLessThanOrEqual(secondShare.fare_and_refund_summary.paidPaise);
    await axeClean(page);
    await shot(page, "order-second-cancelled-360");
    await wide.goto(`/trains/summary/${secondOrder}`);
    await hydrated(wide);
    await shot(wide, "order-second-cancelled-1280");

    // My bookings: the journey's two trains as one item, each with its own status.
    await page.goto("/trains/mybookings?tab=trips");
    const group = page.getByRole("region", { name: /in two trains$/ });
    await group.waitFor();
    expect(await group.locator(".ob-card").count()).toBe(2);
    await shot(page, "mybookings-360");
    await wide.goto("/trains/mybookings?tab=trips");
    await shot(wide, "mybookings-1280");
    await mobile.close();
    await desktop.close();
  }, 300_000);

  it("the second train cannot be ticketed: the choice, then 'Retry the second train' books it", async () => {
    const server = own.url;
    const who = await signInThroughApi(freshMobile("7"), server);
    const railway = await railwayUserProvedBy(own.browser, who, server);
    const mobile = await signedInContext(own.browser, "mobile", who, true, { server });
    const desktop = await signedInContext(own.browser, "desktop", who, true, { server });
    const page = await mobile.newPage();
    const wide = await desktop.newPage();
    await page.goto(await connection(server, 1));
    await hydrated(page);
    await fillForm(page, railway.userId);
    await page.getByRole("button", { name: /^Book both trains · pay / }).click();
    await page.waitForURL(/\/pay$/);
    await page.getByRole("button", { name: /^Pay .* from wallet$/ }).click();
    await page.waitForURL(/\/railway\/authorize\?hold=[^&]+&hold2=/);
    // The traveller signs in for the first train only (its own page), so the second's hold lapses.
    const link = new URL(page.url());
    const firstOnly = `/railway/authorize?hold=${link.searchParams.get("hold")}&return=${encodeURIComponent(link.searchParams.get("return") ?? "/trains")}`;
    await page.goto(firstOnly);
    await page.getByLabel("Password", { exact: true }).fill(RAILWAY_PASSWORD);
    await page.getByRole("button", { name: "Sign in and complete booking" }).click();
    await page.waitForURL(/\/trains\/summary\/\d+\?authorized=1$/);
    const firstOrder = /summary\/(\d+)/.exec(page.url())?.[1] as string;
    try {
      await setServerClock({ advanceMinutes: 16 }, server);
      await page.goto(`/trains/summary/${firstOrder}`);
      await hydrated(page);
      expect(await page.locator(".trip-status h2").textContent()).toMatch(
        /^Second train \d{5} could not be booked$/,
      );
      expect(await page.locator(".trip-status").textContent()).toContain(
        "Nothing has been charged",
      );
      await axeClean(page);
      await shot(page, "choice-360");
      await wide.goto(`/trains/summary/${firstOrder}`);
      await hydrated(wide);
      await shot(wide, "choice-1280");
      await page.getByRole("button", { name: "Retry the second train" }).click();
      await page.waitForURL(/\/railway\/authorize\?hold=/);
      await page.getByLabel("Password", { exact: true }).fill(RAILWAY_PASSWORD);
      await page.getByRole("button", { name: "Sign in and complete booking" }).click();
      await page.waitForURL(/\/trains\/summary\/\d+\?authorized=1$/);
      await hydrated(page);
      expect(await page.locator(".trip-status h2").textContent()).toBe("Both trains booked");
      const trip = await callApi<{ trip: { state: string; paymentStatus: string } }>(
        `/api/trains/v1/order/summary/${firstOrder}`,
        {},
        who,
        server,
      );
      expect(trip.trip).toMatchObject({ state: "booked", paymentStatus: "captured" });
    } finally {
      // The next test's holds are made at the server's time, wherever it is.
      await setServerClock({ advanceMinutes: -16 }, server).catch(() => undefined);
    }
    await mobile.close();
    await desktop.close();
  }, 300_000);
});
