import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import { daysBetween } from "@safar/domain/ist";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, newContext, VIEWPORTS, type ViewportName } from "./browser.ts";

/**
 * What a traveller does with the home search form, as a keyboard and
 * screen-reader user would (roles and labels): shared by the search and the
 * booking journeys. And, for pages that need a signed-in user, signing in
 * through the API (the OTP read from the development outbox) and a browser
 * context carrying that session.
 */

/** `expect.poll` with room for a busy machine (the default gives up after a second). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** The enhanced station combobox (the plain input is replaced once its chunk has loaded). */
export async function stationBox(page: Page, label: "From" | "To"): Promise<Locator> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.waitFor();
  return box;
}

/**
 * Types `query` into a station combobox, moves down the options with the
 * arrow keys until the active one (aria-activedescendant) names `option`,
 * and chooses it with Enter. Returns the code the form will send.
 */
export async function pickStation(
  page: Page,
  label: "From" | "To",
  query: string,
  option: RegExp,
): Promise<string> {
  const box = await stationBox(page, label);
  await box.focus();
  await box.fill("");
  await page.keyboard.type(query, { delay: 30 });
  const listbox = page.getByRole("listbox");
  // The list answers each keystroke: wait for the answer to the whole query, not a partial one.
  await listbox.getByRole("option", { name: option }).first().waitFor();
  expect(await box.getAttribute("aria-expanded")).toBe("true");
  const options = await listbox.getByRole("option").count();
  let active = "";
  for (let i = 0; i < options; i++) {
    await page.keyboard.press("ArrowDown");
    const id = (await box.getAttribute("aria-activedescendant")) ?? "";
    active = (await page.locator(`[id="${id}"]`).textContent()) ?? "";
    if (option.test(active)) break;
  }
  expect(active, `an option for "${query}"`).toMatch(option);
  await page.keyboard.press("Enter");
  await poll(() => box.getAttribute("aria-expanded")).toBe("false");
  await poll(() => box.inputValue()).toMatch(/\([A-Z0-9]+\)$/);
  const code = /\(([A-Z0-9]+)\)$/.exec(await box.inputValue())?.[1] ?? "";
  expect(active).toContain(code);
  return code;
}

/**
 * Opens the calendar with Enter, walks to `date` with the arrow keys from the
 * day that has focus, chooses it with Enter; the dialog closes and focus
 * returns to the date control.
 */
export async function pickDate(page: Page, date: string): Promise<void> {
  const control = page.getByRole("button", { name: /^Journey date/ });
  await control.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose journey date" });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains("rdp-day_button"));
  const focused = await page.evaluate(
    () => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? "",
  );
  expect(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const steps = daysBetween(focused, date);
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  }
  await poll(() =>
    page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day")),
  ).toBe(date);
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "detached" });
  await poll(() => page.evaluate(() => document.activeElement?.id)).toBe(
    await control.getAttribute("id"),
  );
}

// ── Signed-in pages ──────────────────────────────────────────────────────────

/** A signed-in user's cookies (the session, and the anti-forgery token its changes echo). */
export interface Session {
  session: string;
  csrf: string;
}

/** Calls the partner API (of `server`) as `who` (JSON in and out); throws on a refusal. */
export async function callApi<T>(
  path: string,
  init: RequestInit = {},
  who?: Session,
  server = baseURL(),
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set("content-type", "application/json");
  if (who) {
    headers.set("cookie", `${SESSION_COOKIE}=${who.session}; ${CSRF_COOKIE}=${who.csrf}`);
    headers.set(CSRF_HEADER, who.csrf);
  }
  const res = await fetch(`${server}${path}`, { ...init, headers });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** name → value of a response's `Set-Cookie` lines. */
function setCookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
}

/**
 * Signs a mobile in as a browser would (OTP from the development outbox),
 * through the API, keeping the cookies each step sets: the authorization code
 * is bound to the sign-in state cookie of the "browser" that asked for it.
 */
export async function signInThroughApi(mobile: string, server = baseURL()): Promise<Session> {
  let jar: Record<string, string> = {};
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: Object.entries(jar)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      body: JSON.stringify(body),
    });
    jar = { ...jar, ...setCookiesOf(res) };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { code: string };
  };
  await post("/api/auth/v1/otp/send", { identifier: mobile });
  let otp: string | undefined;
  for (let i = 0; i < 50 && !otp; i++) {
    const outbox = await callApi<{ messages: { body: string }[] }>(
      `/api/dev/outbox?recipient=${mobile}&limit=1`,
      {},
      undefined,
      server,
    );
    otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  const { code } = await post("/api/auth/v1/otp/verify", { identifier: mobile, otp });
  await post("/api/auth/v1/token", { code });
  const session = jar[SESSION_COOKIE];
  const csrf = jar[CSRF_COOKIE];
  if (!session || !csrf) throw new Error("no session cookies");
  return { session, csrf };
}

/**
 * A browser context at a viewport carrying `who`'s cookies (of the shared
 * server, or `options.server`); optionally without JavaScript.
 */
export async function signedInContext(
  browser: Browser,
  viewport: ViewportName,
  who: Session,
  javaScriptEnabled = true,
  options: { colorScheme?: "light" | "dark"; server?: string } = {},
): Promise<BrowserContext> {
  const server = options.server ?? baseURL();
  const context = javaScriptEnabled
    ? await newContext(browser, viewport, { ...options, server })
    : await browser.newContext({
        baseURL: server,
        javaScriptEnabled: false,
        viewport: { width: VIEWPORTS[viewport].width, height: VIEWPORTS[viewport].height },
      });
  await context.addCookies([
    { name: SESSION_COOKIE, value: who.session, url: server, httpOnly: true, sameSite: "Lax" },
    { name: CSRF_COOKIE, value: who.csrf, url: server, sameSite: "Lax" },
  ]);
  return context;
}
