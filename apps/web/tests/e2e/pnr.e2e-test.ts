import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SESSION_SECRET } from "../../../../scripts/production-server.ts";
import { createPnrTokens } from "../../../api/src/modules/pnr/pnr-tokens.ts";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  newContext,
  railwayFaults,
  VIEWPORTS,
  type ViewportName,
} from "./browser.ts";

/**
 * The PNR form (issue 7 item 1) in Chromium at 360×740 and 1280×800: a PNR
 * that is not 10 digits is refused with 'Enter a valid PNR' beside the field,
 * announced (role=alert), the typed value kept and the focus back on the
 * field; an unknown PNR says so; the form works without JavaScript; a status
 * link with a wrong token is a 200 page that says the link is not valid. The
 * booked-ticket journey (owner and shared link) is at the end of
 * booking-journey.e2e-test.ts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(["mobile", "desktop"] as ViewportName[])("check PNR on %s", (viewport) => {
  it("refuses a short PNR with 'Enter a valid PNR', announced, focus on the field, value kept", async () => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto("/trains/check-pnr");
      await hydrated(page);
      expect(await axeViolations(page), "check-pnr").toEqual([]);
      const field = page.getByLabel("PNR number");
      expect(await field.getAttribute("inputmode")).toBe("numeric");
      expect(await field.getAttribute("autocomplete")).toBe("off");
      await field.focus();
      await page.keyboard.type("12345");
      await page.keyboard.press("Enter");
      const alert = page.getByRole("alert").filter({ hasText: "Enter a valid PNR" });
      await alert.waitFor();
      expect(await field.inputValue()).toBe("12345");
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const errorId = await alert.getAttribute("id");
      expect(await field.getAttribute("aria-describedby")).toContain(errorId);
      await page.waitForFunction(() => document.activeElement?.id === "pnr-number");
      expect(await axeViolations(page), "check-pnr with an error").toEqual([]);

      // Corrected to a well-formed PNR that no ticket has: the page says so.
      await field.fill("");
      await page.keyboard.type("1000000000");
      await page.keyboard.press("Enter");
      await page.getByText("We could not find PNR 1000000000").waitFor();
      expect(new URL(page.url()).pathname).toBe("/trains/check-pnr");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("PNR pages when the railway does not answer", () => {
  it("say 'PNR status currently unavailable', on the form and on a status link", async () => {
    const context = await newContext(browser, "mobile");
    try {
      const page = await context.newPage();
      await railwayFaults(["pnrStatus"]);
      await page.goto("/trains/check-pnr");
      await hydrated(page);
      await page.getByLabel("PNR number").fill("2345678901");
      await page.getByRole("button", { name: "Check PNR status" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "PNR status currently unavailable" })
        .waitFor();
      expect(await page.getByLabel("PNR number").inputValue()).toBe("2345678901");
      expect(await axeViolations(page), "check-pnr, railway down").toEqual([]);
      // A genuine share link (signed as the server signs it), while the railway is down.
      const token = createPnrTokens(TEST_SESSION_SECRET).sign("pnr", "2345678901");
      const res = await page.goto(`/trains/pnr-enquiry/2345678901/${token}`);
      expect(res?.status()).toBe(200);
      await page.getByText("PNR status currently unavailable").first().waitFor();
      expect(await page.title()).toBe("PNR 2345678901 Status | Safar");
      expect(await axeViolations(page), "status page, railway down").toEqual([]);
    } finally {
      await railwayFaults([]);
      await context.close();
    }
  });
});

describe("PNR pages without JavaScript and with a wrong link", () => {
  it("checks a PNR with a plain GET form, and shows a wrong link as not valid (HTTP 200)", async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: VIEWPORTS.mobile.width, height: VIEWPORTS.mobile.height },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto("/trains/check-pnr");
      await page.getByLabel("PNR number").fill("98765abcde");
      await page.getByRole("button", { name: "Check PNR status" }).click();
      await page.getByText("Enter a valid PNR").waitFor();
      expect(new URL(page.url()).searchParams.get("pnr")).toBe("98765abcde");
      expect(await page.getByLabel("PNR number").inputValue()).toBe("98765abcde");

      const res = await page.goto("/trains/pnr-enquiry/1000000000/wrongtoken123");
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe("PNR 1000000000 Status | Safar");
      await page.getByText("This link is not valid").first().waitFor();
      expect(await page.getByLabel("PNR number").inputValue()).toBe("1000000000");
      expect(res?.headers()["cache-control"]).toContain("no-store");
    } finally {
      await context.close();
    }
  });
});
