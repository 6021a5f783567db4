import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, hydrated, nextWeekday } from "./browser.ts";
import { callApi, type Session } from "./journey.ts";

/**
 * A ticket booked as a traveller books it, for the after-booking browser
 * tests (issue 18): an available class NDLS → HWH four weekdays ahead, a
 * railway user ID registered on the railway's page, a two-passenger draft
 * order through the API, and the payment and the railway password in the
 * browser.
 */

export const DATE = nextWeekday([1, 2, 3, 4, 5], 4);
export const RAILWAY_PASSWORD = "Safar2026x";

let counter = 0;
export function freshMobile(prefix: string): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, "0");
  return `${prefix}${String(counter).padStart(3, "0")}${tail}`;
}

export interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "GN";
  status: string;
}

/** On the shared server, or `server`. */
export async function bookableJourney(server = baseURL()): Promise<Journey> {
  const found = await callApi<{
    trains: {
      trainNumber: string;
      from: { code: string };
      to: { code: string };
      classes: { code: string; status: string; bookable: boolean; fare: number | null }[];
    }[];
  }>(`/api/trains/v5/search?from=NDLS&to=HWH&date=${DATE}`, {}, undefined, server);
  // The cheapest class with seats: two travellers fit the new user's simulated wallet.
  const options = found.trains.flatMap((t) =>
    t.classes
      .filter((c) => c.bookable && c.status.startsWith("AVAILABLE") && c.fare !== null)
      .map((c) => ({ t, c })),
  );
  options.sort((a, b) => (a.c.fare ?? 0) - (b.c.fare ?? 0));
  const best = options[0];
  if (best) {
    return {
      trainNumber: best.t.trainNumber,
      from: best.t.from.code,
      to: best.t.to.code,
      date: DATE,
      classCode: best.c.code,
      quota: "GN",
      status: best.c.status,
    };
  }
  throw new Error(`no available class NDLS → HWH on ${DATE}`);
}

export interface RailwayUser {
  userId: string;
  mobile: string;
  email: string;
}

/** A railway user ID registered on the railway's own page, with its mobile and e-mail. */
export async function newRailwayUser(
  browser: Browser,
  server = baseURL(),
  name = "Asha Verma",
): Promise<RailwayUser> {
  const context = await browser.newContext({ baseURL: server });
  const page = await context.newPage();
  const user = {
    userId: `mb_${Date.now().toString(36)}${++counter}`,
    mobile: freshMobile("8"),
    email: "",
  };
  user.email = `${user.userId}@example.com`;
  await page.goto("/railway/register");
  await page.getByLabel("User ID").fill(user.userId);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Mobile number").fill(user.mobile);
  await page.getByRole("button", { name: "Create User ID" }).click();
  await page.getByText(`Your railway User ID ${user.userId} has been created.`).waitFor();
  await context.close();
  return user;
}

export async function registerRailwayUser(browser: Browser, server = baseURL()): Promise<string> {
  return (await newRailwayUser(browser, server)).userId;
}

/** The newest six-digit code the outbox holds for a recipient (an OTP). */
export async function outboxOtp(recipient: string, server = baseURL()): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(
      `${server}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`,
    );
    const body = (await res.json()) as { messages: Array<{ body: string }> };
    const code = /\b(\d{6})\b/.exec(body.messages[0]?.body ?? "")?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP for ${recipient}`);
}

export async function draftOrder(
  who: Session,
  journey: Journey,
  railwayUserId: string,
  server = baseURL(),
) {
  const { status, ...bookingJourney } = journey;
  return callApi<{ orderId: string; fare: { totalPaise: number } }>(
    "/api/trains/v1/verify",
    {
      method: "POST",
      body: JSON.stringify({
        journey: bookingJourney,
        railwayUserId,
        seenStatus: status,
        details: {
          passengers: [
            { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
            { name: "Ravi Verma", age: "36", gender: "Male", berth: "UB", food: "N" },
          ],
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
      }),
    },
    who,
    server,
  );
}

/** Pays a draft order from the wallet and types the railway password; resolves with its PNR. */
export async function bookInBrowser(
  page: Page,
  orderId: string,
  total: string,
  platform = "unset",
): Promise<string> {
  await page.goto(`/trains/review?orderId=${orderId}&platform=${platform}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Proceed to pay ${total}` }).click();
  await page.waitForURL(`**/trains/pg-review?orderId=${orderId}`);
  await page.getByRole("button", { name: `Pay ${total} from wallet` }).click();
  await page.waitForURL(/\/railway\/authorize\?/);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByRole("button", { name: "Sign in and complete booking" }).click();
  await page.waitForURL(new RegExp(`/trains/summary/${orderId}(\\?|$)`));
  const pnr = (await page.locator(".co-pnr__value").textContent()) ?? "";
  expect(pnr).toMatch(/^\d{10}$/);
  return pnr;
}
