import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshMobile } from "./booked.ts";
import { axeViolations, hydrated, newContext, setServerClock } from "./browser.ts";
import { callApi } from "./journey.ts";
import { ownServer } from "./own-server.ts";

/**
 * Tatkal reminders in the browser (issue 20 items 0 and 3). The server's day
 * is pinned at Wednesday 25 Nov 2026, 10:00 IST (E2E_START). The Mumbai
 * Rajdhani (12951, daily from Mumbai Central at 18:40) on Saturday 28 Nov:
 * Tatkal opens on Friday 27 Nov at 10:00 for its AC classes.
 *
 * Before JavaScript and signed out, the Tatkal results say 'Opens 10:00 on 27
 * Nov' on 3A's chip and, 3A chosen, offer 'Remind me'; pressing it leads
 * through sign-in and back to 3A's details on the results, where it is
 * pressed again: 'We'll remind you at 09:45 on 27 Nov by SMS'. The home page lists the reminder as a card. The
 * clock moves to 27 Nov 09:48: the job sends the SMS (the outbox page shows
 * it) and the home page shows the notice 'Tatkal opens at 10:00 for 12951 3A
 * on 28 Nov — in 12 minutes' with a link to the search. With JavaScript, a
 * second class's reminder is asked for in place (a fetcher) and removed from
 * home.
 *
 * Its own server: the shared one keeps its clock on the pinned day for every
 * other test (a clock two days on would chart the runs they book on), and
 * this one runs the reconciler, with the reminders' job, every 2 s
 * (JOBS_EVERY_MS) rather than every minute.
 */

const RESULTS = "/trains/searchTrains/MMCT_Mumbai%20Central/NDLS_New%20Delhi/20261128?quota=TQ";
const IN_WINDOW = "2026-11-27T09:48:00+05:30";

const own = ownServer({ JOBS_EVERY_MS: "2000" });

interface OutboxMessage {
  id: number;
  channel: string;
  purpose: string;
  body: string;
}

async function newest(recipient: string): Promise<OutboxMessage | undefined> {
  const { messages } = await callApi<{ messages: OutboxMessage[] }>(
    `/api/dev/outbox?recipient=${recipient}&limit=1`,
    {},
    undefined,
    own.url,
  );
  return messages[0];
}

/** Waits for the newest message to `recipient` to match. */
async function waitForMessage(
  recipient: string,
  match: (m: OutboxMessage) => boolean,
  timeoutMs = 30_000,
): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = await newest(recipient);
    if (m && match(m)) return m;
    if (Date.now() > until) throw new Error(`no matching message to ${recipient}: ${m?.body}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const chip = (page: Page, classCode: string) =>
  page.locator('[data-train="12951"]').locator(`.class-chip[data-class="${classCode}"]`);
const details = (page: Page, classCode: string) =>
  page.locator('[data-train="12951"]').locator(`.class-detail[data-class="${classCode}"]`);

describe("a Tatkal reminder from the results to the notice", () => {
  let plain: BrowserContext;
  let page: Page;
  const mobile = freshMobile("7");

  beforeAll(async () => {
    // Before JavaScript: the plain forms.
    plain = await own.browser.newContext({
      baseURL: own.url,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    page = await plain.newPage();
  });
  afterAll(() => plain?.close());

  it("shows when Tatkal opens in place of 'BOOKING NOT YET OPENED', and 'Remind me' signs in and comes back", async () => {
    await page.goto(RESULTS);
    await expect
      .poll(() => chip(page, "3A").locator("[data-status]").textContent())
      .toBe("Opens 10:00 on 27 Nov");
    expect(await chip(page, "2A").locator("[data-status]").textContent()).toBe(
      "Opens 10:00 on 27 Nov",
    );
    expect(await page.getByText("BOOKING NOT YET OPENED").count()).toBe(0);
    // First AC sells no Tatkal: nothing opens, nothing to remind.
    expect(
      await details(page, "1A")
        .getByRole("button", { name: /^Remind me/ })
        .count(),
    ).toBe(0);

    // Choosing 3A shows its details (CSS alone: this page runs no JavaScript).
    await chip(page, "3A").click();
    const remind = page.getByRole("button", {
      name: "Remind me when Tatkal opens for AC 3 Tier on train 12951",
    });
    await remind.click();
    await page.waitForURL(/\/v1\/api\/login\?/);
    const sent = (await newest(mobile))?.id ?? 0;
    await page.getByLabel("Mobile number or email").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    const otp = await waitForMessage(mobile, (m) => m.id > sent && /\b\d{6}\b/.test(m.body));
    await page.getByLabel("Enter OTP").fill(/\b(\d{6})\b/.exec(otp.body)?.[1] ?? "");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/trains/searchTrains/MMCT_"));
    // Back at 3A's details, shown as the address's target.
    expect(new URL(page.url()).hash).toBe("#class-12951-MMCT-NDLS-3A");
    expect(await remind.isVisible()).toBe(true);

    await remind.click();
    await page
      .getByRole("status")
      .filter({ hasText: "We'll remind you at 09:45 on 27 Nov by SMS" })
      .waitFor();
  });

  it("lists the reminder on the home page as a card", async () => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Tatkal reminders" });
    const card = section.getByRole("listitem");
    expect(await card.count()).toBe(1);
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("12951 Mumbai Rajdhani");
    expect(text).toContain("3A · Tatkal · Sat, 28 Nov 2026");
    expect(text).toContain("Opens 10:00 on 27 Nov");
    expect(await page.getByRole("region", { name: /Tatkal opens soon/ }).count()).toBe(0);
  });

  it("in the 15 minutes before the opening: the SMS goes (once) and home shows the notice", async () => {
    await setServerClock({ now: IN_WINDOW }, own.url);
    const sms = await waitForMessage(mobile, (m) => m.purpose === "tatkal_reminder");
    expect(sms.channel).toBe("sms");
    expect(sms.body).toMatch(
      /^Safar: Tatkal opens at 10:00 for 12951 Mumbai Rajdhani 3A on 28 Nov \(Tatkal\)\. Book: http:\/\/.+\/trains\/searchTrains\/MMCT_/,
    );

    await page.goto("/");
    const notice = page.getByRole("region", { name: /Tatkal opens soon/ });
    const words = (await notice.locator(".tatkal-notice__text").textContent()) ?? "";
    // 09:48 and a few seconds: whole minutes, rounded up.
    expect(words).toMatch(/^Tatkal opens at 10:00 for 12951 3A on 28 Nov — in 1[12] minutes$/);
    const link = notice.getByRole("link", { name: "Search train 12951" });
    expect(await link.getAttribute("href")).toBe(
      "/trains/searchTrains/MMCT_Mumbai%20Central/NDLS_New%20Delhi/20261128?quota=TQ&class=3A",
    );

    // The outbox page (the traveller's phone in the simulation) shows it.
    await page.goto("/dev/outbox");
    await page
      .getByText("Tatkal opens at 10:00 for 12951 Mumbai Rajdhani 3A on 28 Nov")
      .first()
      .waitFor();

    // The job keeps running every 2 s: still one reminder message.
    await new Promise((r) => setTimeout(r, 4_500));
    const { messages } = await callApi<{ messages: OutboxMessage[] }>(
      `/api/dev/outbox?recipient=${mobile}&limit=20`,
      {},
      undefined,
      own.url,
    );
    expect(messages.filter((m) => m.purpose === "tatkal_reminder")).toHaveLength(1);
  });

  it("with JavaScript: a reminder asked for in place, the notice page passes axe, a reminder removed", async () => {
    const context = await newContext(own.browser, "mobile", { server: own.url });
    try {
      await context.addCookies(await plain.cookies(own.url));
      const js = await context.newPage();
      // Inside 2A's window already (09:48 on the 27th): asked now, it is sent at once.
      await js.goto(RESULTS);
      await hydrated(js);
      await js.waitForLoadState("networkidle");
      await chip(js, "2A").click();
      await js
        .getByRole("button", { name: "Remind me when Tatkal opens for AC 2 Tier on train 12951" })
        .click();
      await js
        .getByRole("status")
        .filter({ hasText: "Tatkal opens at 10:00 for 12951 2A on 28 Nov — reminder sent by SMS" })
        .waitFor();
      expect(js.url()).toContain("/trains/searchTrains/");

      await js.goto("/");
      await hydrated(js);
      expect(
        await js
          .getByRole("region", { name: /Tatkal opens soon/ })
          .getByRole("listitem")
          .count(),
      ).toBe(2);
      expect(await axeViolations(js)).toEqual([]);
      const section = js.getByRole("region", { name: "Tatkal reminders" });
      await section
        .getByRole("button", { name: "Remove Tatkal reminder for 12951 2A on Sat, 28 Nov 2026" })
        .click();
      await section.getByRole("status").filter({ hasText: "Reminder removed" }).waitFor();
      await expect.poll(() => section.getByRole("listitem").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("in Hindi: the API's answers to Remind me and Remove in the page's language", async () => {
    const context = await newContext(own.browser, "mobile", { server: own.url });
    try {
      await context.addCookies([
        ...(await plain.cookies(own.url)),
        { name: "safar_lang", value: "hi", url: own.url },
      ]);
      const js = await context.newPage();
      await js.goto(RESULTS);
      await hydrated(js);
      await js.waitForLoadState("networkidle");
      // 3A's reminder went at 09:45: asked again, the same one is answered (sent already).
      await chip(js, "3A").click();
      await js
        .getByRole("button", { name: /^ट्रेन 12951 में .*3 टियर के लिए तत्काल खुलने पर मुझे याद दिलाएँ$/ })
        .click();
      await js
        .getByRole("status")
        .filter({
          hasText: "28 नव॰ की 12951 3A का तत्काल 10:00 बजे खुलेगा — रिमाइंडर SMS से भेज दिया गया",
        })
        .waitFor();

      await js.goto("/");
      await hydrated(js);
      const section = js.getByRole("region", { name: "तत्काल रिमाइंडर", exact: true });
      await section
        .getByRole("button", { name: /^हटाएँ: .+ की 12951 3A का तत्काल रिमाइंडर$/ })
        .click();
      await section.getByRole("status").filter({ hasText: "रिमाइंडर हटा दिया गया" }).waitFor();
      expect(await js.getByText("Reminder removed").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
