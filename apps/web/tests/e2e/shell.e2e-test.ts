import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launch, newContext, serverNow, type ViewportName } from "./browser.ts";

/**
 * The application shell (issue 2 §6): snackbars, offline banner, themes by
 * partner profile, error modal, side drawer, login overlay and the typed
 * `window.safar.shell` API that drives them.
 */

const TRAVEL = "travelapp";

let browser: Browser;
let context: BrowserContext | undefined;
/** Console errors and uncaught exceptions of the test's page; each test ends with none. */
let pageErrors: string[] = [];

function watchErrors(page: Page): void {
  page.on("console", (m) => {
    // A request made while the test has switched the network off is expected to fail.
    // (That includes the service worker's script, whose registration may be in flight.)
    if (
      m.type() === "error" &&
      !m.text().includes("ERR_INTERNET_DISCONNECTED") &&
      !m.text().includes("An unknown error occurred when fetching the script")
    ) {
      pageErrors.push(m.text());
    }
  });
  page.on("pageerror", (e) => pageErrors.push(e.message));
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function open(viewport: ViewportName, path = "/trains"): Promise<Page> {
  context = await newContext(browser, viewport);
  const page = await context.newPage();
  watchErrors(page);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** Where focus is: the accessible name of the dialog holding it, or null. */
function focusedDialogName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    if (!dialog) return null;
    const id = dialog.getAttribute("aria-labelledby");
    return (id && document.getElementById(id)?.textContent) || null;
  });
}

describe.each(["mobile", "desktop"] as const)("shell on %s", (viewport) => {
  it("shows a snackbar and hides it after exactly 3 s", async () => {
    context = await newContext(browser, viewport);
    await context.clock.install({ time: await serverNow() });
    const page = await context.newPage();
    watchErrors(page);
    await page.goto("/trains");
    await hydrated(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    await page.evaluate(() =>
      window.safar?.shell?.showSnackbar({ type: "success", message: "Traveller saved" }),
    );
    const snackbar = page.locator(".snackbar");
    await snackbar.waitFor({ state: "visible" });
    expect(await page.getByRole("status").filter({ hasText: "Traveller saved" }).count()).toBe(1);
    expect(await snackbar.getAttribute("data-snackbar-type")).toBe("success");
    // Only the no-internet snackbar has an OK button.
    expect(await snackbar.getByRole("button").count()).toBe(0);

    await page.clock.runFor(2999);
    expect(await snackbar.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await snackbar.waitFor({ state: "detached", timeout: 2000 });

    // Warnings and errors are announced as alerts.
    await page.evaluate(() =>
      window.safar?.shell?.showSnackbar({ type: "error", message: "Unable to send ticket" }),
    );
    await page.getByRole("alert").filter({ hasText: "Unable to send ticket" }).waitFor();
    expect(await page.locator(".snackbar--error").count()).toBe(1);
  });

  it("shows the no-internet snackbar and banner while offline, with an OK button", async () => {
    const page = await open(viewport);
    await context?.setOffline(true);
    const alert = page.getByRole("alert").filter({ hasText: "No internet connection" });
    await alert.waitFor();
    const banner = page.locator("[data-offline-banner]");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("No internet connection");

    // OK hides the snackbar; the banner stays while offline.
    await alert.getByRole("button", { name: "OK" }).click();
    await page.locator(".snackbar").waitFor({ state: "detached" });
    expect(await banner.isVisible()).toBe(true);

    await context?.setOffline(false);
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().offline)).toBe(false);

    // Going offline again shows it again; coming back hides it without OK.
    await context?.setOffline(true);
    await alert.waitFor();
    await context?.setOffline(false);
    await page.locator(".snackbar").waitFor({ state: "detached" });
  });

  it("opens and closes the error modal by keyboard, reporting how it closed", async () => {
    const page = await open(viewport);
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.focus();
    await page.evaluate(() => {
      window.safar?.shell?.showErrorModal({
        title: "Something went wrong!",
        message: "Sorry, something went wrong please try again.",
        buttonText: "Try again",
        action: () => {
          (window as unknown as { actionRan: boolean }).actionRan = true;
        },
      });
    });
    const dialog = page.getByRole("dialog", { name: "Something went wrong!" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(await dialog.textContent()).toContain("Sorry, something went wrong please try again.");
    // Focus starts on the main button and Tab stays inside the modal.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Try again");
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedDialogName(page)).toBe("Something went wrong!");
    }

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().lastModalClose)).toEqual({
      modal: "error",
      reason: "back",
    });
    expect(
      await page.evaluate(() => (window as unknown as { actionRan?: boolean }).actionRan),
    ).toBe(undefined);
    // Focus returns to where it was.
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter on the button closes with "ok" and runs its action.
    await page.evaluate(() => {
      window.safar?.shell?.showErrorModal({
        title: "Oops, there was an issue",
        message: "Sorry, something went wrong please try again later.",
        action: () => {
          (window as unknown as { actionRan: boolean }).actionRan = true;
        },
      });
    });
    const second = page.getByRole("dialog", { name: "Oops, there was an issue" });
    await second.waitFor();
    expect(await second.getByRole("button", { name: "OK" }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await second.waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().lastModalClose?.reason)).toBe(
      "ok",
    );
    expect(
      await page.evaluate(() => (window as unknown as { actionRan?: boolean }).actionRan),
    ).toBe(true);

    // The cross closes with "cross".
    await page.evaluate(() => {
      window.safar?.shell?.showErrorModal({ title: "Closing", message: "By the cross" });
    });
    await page
      .getByRole("dialog", { name: "Closing" })
      .getByRole("button", { name: "Close" })
      .click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().lastModalClose?.reason)).toBe(
      "cross",
    );
  });

  it("closes the error modal on device back without leaving the page", async () => {
    const page = await open(viewport, "/trains");
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/trains/check-pnr"),
    );
    await page.waitForURL((url) => url.pathname === "/trains/check-pnr");
    await page.evaluate(() => {
      window.safar?.shell?.showErrorModal({ title: "Back test", message: "Press back" });
    });
    await page.getByRole("dialog", { name: "Back test" }).waitFor();
    await page.goBack();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().lastModalClose)).toEqual({
      modal: "error",
      reason: "back",
    });
    expect(new URL(page.url()).pathname).toBe("/trains/check-pnr");
  });

  it("opens the side drawer by keyboard, traps focus, closes on Esc and returns focus", async () => {
    const page = await open(viewport);
    const menu = page.getByRole("button", { name: "Open menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    // While the drawer is open the page behind is hidden from assistive tech,
    // so the button is found by class there.
    const menuButton = page.locator(".site-header__menu");
    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await focusedDialogName(page)).toBe("Menu");
    const links = drawer.getByRole("navigation", { name: "Menu" }).getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedDialogName(page)).toBe("Menu");
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // Space opens it too; following a link closes it and navigates.
    await page.keyboard.press(" ");
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "PNR Status" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/trains/check-pnr");
    await drawer.waitFor({ state: "detached" });
  });

  it("links the logo home with from=travelHome", async () => {
    const page = await open(viewport, viewport === "desktop" ? "/trains/mybookings" : "/trains");
    const href = await page.getByRole("link", { name: "Safar home" }).getAttribute("href");
    const url = new URL(href ?? "", "http://x");
    expect(url.pathname).toBe("/trains/");
    expect(url.searchParams.get("from")).toBe("travelHome");
  });

  it("hides the login overlay's close control on /trains/mybookings and shows it elsewhere", async () => {
    const page = await open(viewport, "/trains/mybookings");
    await page.evaluate(() => window.safar?.shell?.openLogin());
    const login = page.getByRole("dialog", { name: "Login" });
    await login.waitFor();
    expect(await login.getByRole("button", { name: "Close login" }).count()).toBe(0);
    const frame = login.locator("iframe");
    const src = new URL((await frame.getAttribute("src")) ?? "", "http://x");
    expect(src.pathname).toBe("/v1/api/login");
    expect(src.searchParams.get("isIframe")).toBe("true");
    expect(src.searchParams.get("theme")).toBe("default");
    expect(await frame.getAttribute("title")).toBe("Sign in");
    // Neither Esc nor a tap outside closes it here.
    await page.keyboard.press("Escape");
    expect(await login.isVisible()).toBe(true);

    await page.goto("/trains");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    const closable = page.getByRole("dialog", { name: "Login" });
    await closable.waitFor();
    await closable.getByRole("button", { name: "Close login" }).click();
    await closable.waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.safar?.shell?.getState().lastModalClose)).toEqual({
      modal: "login",
      reason: "cross",
    });
  });

  it("closes the login overlay and keeps the user on the page after an auth response", async () => {
    const page = await open(viewport, "/trains/check-pnr");
    await page.evaluate(() => window.safar?.shell?.openLogin());
    await page.getByRole("dialog", { name: "Login" }).waitFor();
    // A message from another origin is ignored.
    await page.evaluate(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://evil.example",
          data: { type: "auth-response", user: { id: "u-1" } },
        }),
      );
    });
    expect(await page.evaluate(() => window.safar?.shell?.getState().loginOpen)).toBe(true);
    // The sign-in page's message carries the session of spec §3, which is stored as it is.
    // Read it when the login is announced: this test has no session cookie, so the
    // shell's next session check rightly replaces it with an empty one.
    await page.evaluate(() => {
      window.addEventListener(
        "safar:login",
        () => {
          (window as unknown as { storedAtLogin: string | null }).storedAtLogin =
            localStorage.getItem("safar.session");
        },
        { once: true },
      );
    });
    await page.evaluate(() =>
      window.postMessage(
        {
          type: "auth-response",
          user: { id: "u-1" },
          session: {
            isLogin: true,
            env: "production",
            user: { info: { id: "u-1" }, sso_token_enc: "sealed", iv: "iv" },
          },
        },
        window.location.origin,
      ),
    );
    await page.getByRole("dialog", { name: "Login" }).waitFor({ state: "detached" });
    const session = await page.evaluate(
      () => (window as unknown as { storedAtLogin: string | null }).storedAtLogin,
    );
    expect(JSON.parse(session ?? "{}")).toMatchObject({
      isLogin: true,
      user: { info: { id: "u-1" }, sso_token_enc: "sealed", iv: "iv" },
    });
    expect(new URL(page.url()).pathname).toBe("/trains/check-pnr");
  });

  it("shows the Hold Tight!! loader with its message and images, and the full-screen loader", async () => {
    const page = await open(viewport);
    await page.evaluate(() =>
      window.safar?.shell?.showHoldTight({ message: "We are booking your ticket" }),
    );
    await page.locator("[data-loader='hold-tight']").waitFor();
    const status = page.getByRole("status").filter({ hasText: "Hold Tight!!" });
    expect(await status.textContent()).toContain("We are booking your ticket");
    expect(await status.locator("img").count()).toBeGreaterThan(0);
    // The page behind is inert while the loader shows.
    expect(await page.locator(".shell").getAttribute("inert")).not.toBeNull();
    await page.evaluate(() => window.safar?.shell?.hideHoldTight());
    await page.locator("[data-loader='hold-tight']").waitFor({ state: "detached" });
    await page.evaluate(() => window.safar?.shell?.showFullScreenLoader());
    await page.locator("[data-loader='full-screen']").waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Loading" }).count()).toBe(1);
    await page.evaluate(() => window.safar?.shell?.hideFullScreenLoader());
    await page.locator("[data-loader='full-screen']").waitFor({ state: "detached" });
    expect(await page.locator(".shell").getAttribute("inert")).toBeNull();
  });
});

describe("partner profile and theme", () => {
  it("switches to the travel-app theme by ?platform=, remembers it, and forgets it on platform=unset", async () => {
    context = await newContext(browser, "mobile");
    const page = await context.newPage();
    watchErrors(page);

    // The server renders the right theme on the first byte (no flash).
    let res = await page.goto(`/trains?platform=${TRAVEL}`);
    const html = (await res?.text()) ?? "";
    expect(html).toMatch(/<html[^>]*data-theme="travel"/);
    expect(html).toContain('<meta name="theme-color" content="#00285c"');
    expect(await page.locator("html").getAttribute("data-theme")).toBe("travel");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("safar.isTravelApp"))).toBe("1");
    // The travel profile disables My Bookings in the bottom menu and shows a help number.
    const quick = page.getByRole("navigation", { name: "Home menu" });
    expect(await quick.getByRole("link").allTextContents()).toEqual(["Offers", "Help"]);
    // Its contact-us widget is the help number.
    expect(await page.getByRole("contentinfo").textContent()).toMatch(/Call 0120 4456 456/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "safar_platform")?.value).toBe(TRAVEL);

    // Remembered without the query.
    res = await page.goto("/trains/check-pnr");
    expect((await res?.text()) ?? "").toMatch(/<html[^>]*data-theme="travel"/);

    // An unlisted client is not stored and does not switch.
    await page.goto("/trains?platform=someoneelse");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("travel");

    // platform=unset forgets it.
    res = await page.goto("/trains?platform=unset");
    expect((await res?.text()) ?? "").toMatch(/<html[^>]*data-theme="default"/);
    expect((await context.cookies()).some((c) => c.name === "safar_platform")).toBe(false);
    res = await page.goto("/trains");
    expect((await res?.text()) ?? "").toMatch(/<html[^>]*data-theme="default"/);
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("safar.isTravelApp"))).toBe("0");
    // The default profile disables Help.
    expect(
      await page.getByRole("navigation", { name: "Home menu" }).getByRole("link").allTextContents(),
    ).toEqual(["Offers", "My Bookings"]);
  });

  it("switches theme on a client-side navigation that carries ?platform=", async () => {
    const page = await open("desktop", "/trains");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("default");
    // A client-side navigation through the router (a .data request).
    await page.evaluate((id) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter;
      return router.navigate(`/trains/check-pnr?platform=${id}`);
    }, TRAVEL);
    await page.waitForFunction(() => document.documentElement.dataset.theme === "travel");
    expect((await context?.cookies())?.find((c) => c.name === "safar_platform")?.value).toBe(
      TRAVEL,
    );
  });
});
