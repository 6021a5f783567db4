import { formatPaise } from "@safar/domain/money";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookableJourney,
  bookInBrowser,
  draftOrder,
  freshMobile,
  type Journey,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, hydrated, launch, shot, type ViewportName } from "./browser.ts";
import { signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Coach layout and berth guidance (issue 23 item 3): a ticket booked in the
 * browser shows its coach drawn on the order page and on the PNR status,
 * each traveller's berth filled and badged ("P1"), and every berth of the
 * coach in a table a screen reader reads by role; the traveller-details
 * form explains the class's berths under "What do the berths mean?",
 * before JavaScript too. At 360 px (default theme) and 1280 px (travel-app
 * theme); axe on each page. Screenshots go to SHOTS_DIR when set.
 */

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

const RUNS: { viewport: ViewportName; platform: string }[] = [
  { viewport: "mobile", platform: "unset" },
  { viewport: "desktop", platform: "travelapp" },
];

/** `CNF/B1/36/LB` → coach, berth. */
function seatOf(status: string): { coach: string; berth: number } {
  const m = /^(?:CNF|RAC)\/([A-Z]{1,2}\d{1,2})\/(\d{1,3})\//.exec(status.replace(/\s/g, ""));
  if (!m) throw new Error(`no berth in ${status}`);
  return { coach: m[1] as string, berth: Number(m[2]) };
}

describe.each(RUNS)("the coach drawing on $viewport", ({ viewport, platform }) => {
  it("shows the allotted berths on the ticket and the PNR status, and explains berths on the form", async () => {
    const who = await signInThroughApi(freshMobile("6"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const context = await signedInContext(browser, viewport, who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const pnr = await bookInBrowser(page, orderId, formatPaise(fare.totalPaise), platform);

    // The PNR status: each passenger's coach and berth as the railway answered.
    await page.goto("/trains/check-pnr");
    await hydrated(page);
    await page.getByLabel("PNR number").fill(pnr);
    await page.getByRole("button", { name: "Check PNR status" }).click();
    await page.waitForURL(new RegExp(`/trains/pnr-enquiry/${pnr}/`));
    const statusTable = page.getByRole("table", { name: new RegExp(`PNR ${pnr}`) });
    await statusTable.waitFor();
    const current = await statusTable
      .locator("tbody td:nth-child(3) .pnr-status-text")
      .allInnerTexts();
    const first = seatOf(current[0] ?? "");

    const section = page.getByRole("region", { name: "Coach and berths" });
    const figure = section.getByRole("figure", { name: new RegExp(`^Coach ${first.coach} `) });
    await figure.waitFor();
    // Drawn: the berth filled and badged with the passenger's number (not colour alone).
    const spot = figure.locator(`.coach__drawing [data-berth="${first.berth}"]`);
    expect(await spot.getAttribute("class")).toContain("coach__spot--yours");
    expect(await spot.textContent()).toContain("P1");
    // In words, and in the table of the coach's berths, by role.
    const yours = figure.getByRole("list", { name: /^Your (berths|seats)$/ });
    expect(await yours.textContent()).toContain(`Asha Verma: `);
    await shot(page, `pnr-${viewport}`);
    await figure.getByText(/^(Berths|Seats) in this coach$/).click();
    const berths = figure.getByRole("table", {
      name: new RegExp(`(Berths|Seats) in coach ${first.coach}`),
    });
    await berths.waitFor();
    const row = berths.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: String(first.berth), exact: true }),
    });
    expect(await row.getByRole("cell").allInnerTexts()).toContain("Asha Verma");
    expect(await axeViolations(page), "PNR status with the coach").toEqual([]);

    // The order page: the same coach and berth.
    await page.goto(`/trains/summary/${orderId}`);
    await hydrated(page);
    const ticket = page
      .getByRole("region", { name: "Passenger details" })
      .getByRole("figure", { name: new RegExp(`^Coach ${first.coach} `) });
    await ticket.waitFor();
    expect(
      await ticket.locator(`.coach__drawing [data-berth="${first.berth}"]`).textContent(),
    ).toContain("P1");
    expect(await axeViolations(page), "order details with the coach").toEqual([]);
    await shot(page, `order-${viewport}`);
    await context.close();

    // The traveller-details form, before JavaScript: the guide opens as a plain <details>.
    const plain = await signedInContext(browser, viewport, who, false);
    const form = await plain.newPage();
    await form.goto(
      `/trains/confirm?train=${journey.trainNumber}&class=${journey.classCode}&quota=GN&date=${journey.date}&from=${journey.from}&to=${journey.to}`,
    );
    await form.getByText("What do the berths mean?").click();
    const typical = form.getByRole("figure", { name: /^A typical coach/ });
    await typical.waitFor();
    expect(await typical.locator(".coach__legend").textContent()).toMatch(/Lower|Window seat/);
    await shot(form, `form-${viewport}`);
    await plain.close();
    expect(errors).toEqual([]);
  }, 150_000);
});
