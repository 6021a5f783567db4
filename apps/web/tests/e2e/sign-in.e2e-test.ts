import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseURL,
  hydrated,
  launch,
  newContext,
  type ViewportName,
} from "./browser.ts";

/**
 * Sign-in by OTP (issue 6 item 1–2): the login overlay frames the sign-in
 * page, the OTP is read from the development outbox, the authorization-code
 * response closes the frame and the page reloads signed in; without
 * JavaScript the same page works as plain forms; logout ends the session.
 */

let counter = 0;
/** A fresh 10-digit mobile per test run, so reruns against one server never collide. */
function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, "0");
  return `7${String(counter).padStart(3, "0")}${tail}`;
}

async function otpFor(recipient: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(
      `${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
    );
    const body = (await res.json()) as { messages: Array<{ body: string }> };
    const code = /\b(\d{6})\b/.exec(body.messages[0]?.body ?? "")?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${recipient}`);
}

async function signInThroughFrame(frame: Frame | Page, mobile: string) {
  await frame.getByLabel("Mobile number or email").fill(mobile);
  await frame.getByRole("button", { name: "Get OTP" }).click();
  await frame.getByText(/^A 6 digit OTP was sent to \d{2}\*{6}\d{2}$/).waitFor();
  await frame.getByLabel("Enter OTP").fill(await otpFor(mobile));
  await frame.getByRole("button", { name: "Verify and sign in" }).click();
}

describe.each(["mobile", "desktop"] as ViewportName[])("sign-in on %s", (viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it("signs in through the login overlay with an OTP from the outbox, then logs out", async () => {
    context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/trains/check-pnr");
    await hydrated(page);
    await page.getByRole("link", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await dialog.waitFor();
    const frame = page.frameLocator("iframe[title='Sign in']");
    const mobile = freshMobile();
    await frame.getByLabel("Mobile number or email").waitFor();
    const frameHandle = page.frame({ url: /\/v1\/api\/login/ });
    if (!frameHandle) throw new Error("the sign-in frame did not load");
    await signInThroughFrame(frameHandle, mobile);

    // The frame closes, the page reloads its path, signed in.
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/trains/check-pnr");
    const account = page.getByRole("link", { name: `${mobile}: my account` });
    await account.waitFor();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("safar.session") ?? "null"),
    );
    expect(stored).toMatchObject({ isLogin: true, user: { info: { mobile } } });
    expect(typeof stored.user.sso_token_enc).toBe("string");
    expect(typeof stored.storedAt).toBe("number");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "safar_session")?.httpOnly).toBe(true);

    // Logout from the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect((await context.cookies()).find((c) => c.name === "safar_session")).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works as plain forms before JavaScript, and says what is wrong", async () => {
    context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      viewport: viewport === "mobile" ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/v1/api/login?next=%2Ftrains%2Fcheck-pnr");
    await page.getByLabel("Mobile number or email").fill("12345");
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page.locator(".form-field__error").textContent()).resolves.toBe(
      "Please enter a valid email or phone number",
    );
    const mobile = freshMobile();
    await page.getByLabel("Mobile number or email").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByLabel("Enter OTP").fill("12");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.locator(".form-field__error").textContent()).resolves.toBe(
      "Please enter the 6 digit OTP",
    );
    await page.getByLabel("Enter OTP").fill(await otpFor(mobile));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(/\/trains\/check-pnr$/);
    await page.getByRole("link", { name: `${mobile}: my account` }).waitFor();
    // The token-clearing path: the page it answers already shows nobody signed in.
    await page.goto("/v1/api/logout");
    await page.getByRole("heading", { name: "You are signed out" }).waitFor();
    expect(await page.getByRole("link", { name: `${mobile}: my account` }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === "safar_session")).toBeUndefined();
    await context.close();
  });

  it("has no axe violations on the sign-in steps and the outbox", async () => {
    context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto("/v1/api/login?isIframe=false");
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    const mobile = freshMobile();
    await page.getByLabel("Mobile number or email").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByLabel("Enter OTP").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/dev/outbox?recipient=${mobile}`);
    await page.getByText(/is your OTP to sign in to Safar/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
