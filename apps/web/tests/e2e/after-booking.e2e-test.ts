import { formatPaise } from "@safar/domain/money";
import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
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
import { callApi, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * After booking (issue 18), a ticket booked in the browser: the
 * e-ticket and tax invoice PDFs downloaded from the order page and their
 * text read; the e-ticket resent to another email and mobile (the outbox
 * has them); the boarding station moved to a later stop, once; the TDR page
 * guiding to the reasons that apply before the journey; passenger 2
 * cancelled, the refund on the order and in the wallet; feedback given. At 360 px (light)
 * and 1280 px (travel-app theme, dark), axe on every screen; the forms work
 * before JavaScript (a third run, at 360 px). Screenshots go to SHOTS_DIR when set.
 */

async function pdfText(page: Page, linkName: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const bytes = new Uint8Array(await readFile(path));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, " ") };
}

let browser: Browser;
let journey: Journey;
let railwayUserId: string;

beforeAll(async () => {
  browser = await launch();
  [journey, railwayUserId] = await Promise.all([bookableJourney(), registerRailwayUser(browser)]);
});
afterAll(() => browser?.close());

const RUNS: {
  viewport: ViewportName;
  platform: string;
  colorScheme: "light" | "dark";
  js: boolean;
}[] = [
  { viewport: "mobile", platform: "unset", colorScheme: "light", js: true },
  { viewport: "desktop", platform: "travelapp", colorScheme: "dark", js: true },
  { viewport: "mobile", platform: "unset", colorScheme: "light", js: false },
];

describe.each(RUNS)("after booking on $viewport (JavaScript $js)", (run) => {
  it("downloads the PDFs, resends, moves the boarding, guides a TDR, cancels one, takes feedback", async () => {
    const size = `${run.viewport === "mobile" ? 360 : 1280}${run.js ? "" : "-nojs"}`;
    const who = await signInThroughApi(freshMobile("7"));
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId);
    const booking = await signedInContext(browser, run.viewport, who, true, {
      colorScheme: run.colorScheme,
    });
    const pnr = await bookInBrowser(
      await booking.newPage(),
      orderId,
      formatPaise(fare.totalPaise),
      run.platform,
    );
    await booking.close();
    const context = await signedInContext(browser, run.viewport, who, run.js, {
      colorScheme: run.colorScheme,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Axe runs inside the page, so only where the page runs scripts.
    const axe = async (name: string) => {
      if (run.js) expect(await axeViolations(page), name).toEqual([]);
    };
    const open = async (path: string) => {
      await page.goto(path);
      if (run.js) await hydrated(page);
    };

    // The PDFs, from the order page's actions.
    await open(`/trains/summary/${orderId}`);
    const ticket = await pdfText(page, "Download e-ticket");
    expect(ticket.name).toBe(`Safar-e-ticket-${pnr}.pdf`);
    for (const words of [
      "Electronic Reservation Slip (ERS)",
      pnr,
      journey.trainNumber,
      "Asha Verma",
      "Ravi Verma",
    ]) {
      expect(ticket.text, words).toContain(words);
    }
    expect(ticket.text).toContain(formatPaise(fare.totalPaise));
    const invoice = await pdfText(page, "Download tax invoice");
    expect(invoice.text).toContain("Tax invoice");
    expect(invoice.text).toContain("Convenience fee");

    // Resend: to another email and mobile; the outbox has both.
    const email = `copy-${Date.now()}@example.com`;
    const mobile = freshMobile("9").slice(0, 10);
    await page.getByRole("link", { name: "Resend e-ticket" }).click();
    await page.waitForURL(`**/trains/summary/${orderId}/resend`);
    if (run.js) await hydrated(page);
    await axe("resend");
    await shot(page, `resend-${size}`);
    await page.getByLabel("Email addresses").fill("not-an-email");
    await page.getByRole("button", { name: "Send e-ticket" }).click();
    await page.getByText("Enter a valid email address").first().waitFor();
    await page.getByLabel("Email addresses").fill(email);
    await page.getByLabel("Mobile numbers").fill(mobile);
    await page.getByRole("button", { name: "Send e-ticket" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}\\?notice=ticket-sent`));
    await page.locator("#main").getByText("E-ticket sent to 2 recipients.").waitFor();
    for (const recipient of [email, mobile]) {
      const { messages } = await callApi<{ messages: { purpose: string; body: string }[] }>(
        `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
      );
      expect(
        messages.map((m) => m.purpose),
        recipient,
      ).toEqual(["e_ticket_resend"]);
      expect(messages[0]?.body).toContain(`PNR ${pnr}`);
    }

    // Boarding station: a later stop, once.
    await open(`/trains/summary/${orderId}/boarding`);
    await axe("boarding");
    await shot(page, `boarding-${size}`);
    const first = page.getByRole("radio").first();
    const label = (await page.locator(".choice strong").first().textContent()) ?? "";
    expect(await first.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Change boarding station" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}\\?notice=boarding-changed`));
    await page.locator("#main").getByText("Boarding station changed.").waitFor();
    expect(
      await page
        .getByRole("region", { name: "Manage booking" })
        .getByRole("link", { name: "Change boarding station" })
        .count(),
    ).toBe(0);
    await open(`/trains/summary/${orderId}/boarding`);
    await page.locator("#main").getByText("The boarding point can be changed only once.").waitFor();
    expect(label).toMatch(/\([A-Z0-9]+\)$/);

    // TDR before the journey: nothing to file after arrival yet, and each reason says why.
    await open(`/trains/summary/${orderId}/tdr`);
    await axe("tdr");
    await shot(page, `tdr-${size}`);
    const body = (await page.locator("main").textContent()) ?? "";
    expect(body).toContain("This TDR can be filed once the train has arrived");
    expect(body).toContain("This TDR can be filed once the chart is prepared");
    expect(body).toContain("once the journey has begun, with the certificate issued on board");
    expect(await page.getByRole("button", { name: "File TDR" }).count()).toBe(0);

    // Partial cancellation: passenger 2; the refund on the order and in the wallet.
    const walletOf = async () =>
      (await callApi<{ balancePaise: number }>("/api/pg/v1/wallet", {}, who)).balancePaise;
    const before = await walletOf();
    await open(`/trains/summary/${orderId}`);
    await page.getByRole("link", { name: "Cancel ticket" }).click();
    await page.waitForURL(`**/trains/summary/${orderId}/cancel`);
    await page.getByRole("checkbox", { name: /^2\. Ravi Verma/ }).check();
    await page.getByLabel("Reason for cancellation").selectOption("other");
    await page.getByLabel(/^Tell us more/).fill("Plans changed");
    await page.getByRole("button", { name: "See refund" }).click();
    const quoted = page.locator(".cx-quote__row--total dd");
    await quoted.waitFor();
    const refund = (await quoted.textContent()) ?? "";
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}\\?cancelled=`));
    expect(await page.locator(".co-status__label").textContent()).toBe("Partially Cancelled");
    const refunded = page.getByRole("region", { name: "Fare and refund summary" });
    // The summary shows whole rupees without paise.
    expect((await refunded.textContent())?.replace(/\s+/g, "")).toContain(
      `Refunded${refund.replace(/\.00$/, "")}`,
    );
    expect(formatPaise((await walletOf()) - before)).toBe(refund);
    expect(await page.getByRole("region", { name: "Passenger details" }).textContent()).toMatch(
      /Ravi Verma.*Cancelled/,
    );

    // Feedback (NPS) on the completed booking, from the order page.
    await page.getByRole("link", { name: "Rate your booking" }).click();
    await page.waitForURL(`**/trains/summary/${orderId}/feedback`);
    if (run.js) await hydrated(page);
    await axe("feedback");
    await shot(page, `feedback-${size}`);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await page.getByText("Choose a score from 0 to 10").first().waitFor();
    await page.getByRole("radio", { name: "9", exact: true }).check();
    await page.getByLabel("Booking speed").check();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await page.waitForURL(new RegExp(`/trains/summary/${orderId}\\?notice=feedback-thanks`));
    await page.locator("#main").getByText("You rated this booking 9 out of 10.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
