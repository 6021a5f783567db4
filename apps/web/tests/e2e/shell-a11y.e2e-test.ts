import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, launch, newContext } from "./browser.ts";

/** axe-core finds nothing on the shell's states, in both themes, at both viewports (R7). */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const THEMES = [
  { theme: "default", platform: "unset" },
  { theme: "travel", platform: "travelapp" },
] as const;

async function shellPage(viewport: "mobile" | "desktop", platform: string) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(`/trains?platform=${platform}`);
  await hydrated(page);
  return { context, page };
}

async function expectNoViolations(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, state).toEqual([]);
}

describe.each(["mobile", "desktop"] as const)("shell accessibility on %s", (viewport) => {
  it.each(THEMES)("has no axe violations in the $theme theme", async ({ theme, platform }) => {
    const { context, page } = await shellPage(viewport, platform);
    expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
    await expectNoViolations(page, "page");

    for (const type of ["success", "warning", "error", "noInternet"] as const) {
      await page.evaluate(
        (t) => window.safar?.shell?.showSnackbar({ type: t, message: `A ${t} message` }),
        type,
      );
      await page.locator(`.snackbar--${type}`).waitFor();
      // Let the entrance animation finish so colours are measured at rest.
      await page.waitForTimeout(300);
      await expectNoViolations(page, `snackbar ${type}`);
    }
    await page.evaluate(() => window.safar?.shell?.hideSnackbar());

    await context.setOffline(true);
    await page.locator("[data-offline-banner]").waitFor();
    // As the snackbars: colours are measured once its entrance animation is over.
    await page.waitForTimeout(300);
    await expectNoViolations(page, "offline banner");
    await context.setOffline(false);
    await page.locator("[data-offline-banner]").waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await page.waitForTimeout(350);
    await expectNoViolations(page, "drawer open");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.evaluate(() =>
      window.safar?.shell?.showErrorModal({
        title: "Something went wrong!",
        message: "Sorry, something went wrong please try again.",
        buttonText: "Try again",
      }),
    );
    await page.getByRole("dialog", { name: "Something went wrong!" }).waitFor();
    await page.waitForTimeout(250);
    await expectNoViolations(page, "error modal open");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.evaluate(() => window.safar?.shell?.openLogin());
    await page.getByRole("dialog", { name: "Login" }).waitFor();
    await page.waitForTimeout(250);
    await expectNoViolations(page, "login overlay open");
    await page.keyboard.press("Escape");

    await page.evaluate(() =>
      window.safar?.shell?.showHoldTight({ message: "We are confirming your booking" }),
    );
    await page.locator("[data-loader='hold-tight']").waitFor();
    await expectNoViolations(page, "hold tight loader");
    await context.close();
  });
});
