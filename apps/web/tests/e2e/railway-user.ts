import type { Browser } from "playwright-core";
import { freshMobile, RAILWAY_PASSWORD } from "./booked.ts";
import { baseURL } from "./browser.ts";
import { callApi, type Session } from "./journey.ts";

/**
 * Railway user IDs for the browser tests (issue 20): made on the railway's
 * page and proved to a Safar user with the two OTPs read from the
 * development outbox, on the shared server or `server`.
 */

/** The newest message to `recipient` whose text matches `pattern`, its first 6-digit code. */
export async function codeFromOutbox(
  recipient: string,
  pattern: RegExp,
  server = baseURL(),
): Promise<string> {
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const outbox = await callApi<{ messages: { body: string }[] }>(
      `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=10`,
      {},
      undefined,
      server,
    );
    const body = outbox.messages.find((m) => pattern.test(m.body))?.body ?? "";
    code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no message matching ${pattern} to ${recipient}`);
  return code;
}

export interface RailwayUser {
  userId: string;
  mobile: string;
  email: string;
}

/** A railway user ID made on the railway's page, then proved to Safar with its two OTPs. */
export async function railwayUserProvedBy(
  browser: Browser,
  who: Session,
  server = baseURL(),
): Promise<RailwayUser> {
  const context = await browser.newContext({ baseURL: server });
  const page = await context.newPage();
  const userId = `ad_${Date.now().toString(36)}`;
  const mobile = freshMobile("8");
  const email = `${userId}@example.com`;
  await page.goto("/railway/register");
  await page.getByLabel("User ID").fill(userId);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByLabel("Full name").fill("Asha Verma");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Create User ID" }).click();
  await page.getByText(`Your railway User ID ${userId} has been created.`).waitFor();
  await context.close();
  for (const channel of ["mobile", "email"]) {
    await callApi(
      "/api/trains/v1/user/resendOtp",
      { method: "POST", body: JSON.stringify({ userId, channel }) },
      who,
      server,
    );
  }
  const linkOtp = /to link railway user ID/;
  await callApi(
    "/api/trains/v1/user/verify",
    {
      method: "POST",
      body: JSON.stringify({
        userId,
        mobileOtp: await codeFromOutbox(mobile, linkOtp, server),
        emailOtp: await codeFromOutbox(email, linkOtp, server),
      }),
    },
    who,
    server,
  );
  return { userId, mobile, email };
}
