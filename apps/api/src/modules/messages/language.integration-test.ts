import { LOCALE_COOKIE } from "@safar/contracts/locale";
import { TatkalReminderCreatedSchema } from "@safar/contracts/tatkal-reminders";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn } from "../../../test/session.ts";

/**
 * The traveller's language for messages (issue 23, ADR 028): stored on the
 * account at sign-in from the page's cookie and on the switch, so a message
 * sent outside any request (the Tatkal job) goes in it; the OTP follows the
 * page. English messages are the spec's, unchanged.
 */
const NOW = "2026-11-25T10:00:00+05:30";

describe.each(testDatabaseKinds())("the stored language on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let mobiles = 9_300_000_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const nextMobile = () => String(++mobiles);

  async function languageOf(userId: string): Promise<string | undefined> {
    const rows = await t.database.sql.query<{ language: string }>(
      "select language from partner.users where id = $1",
      [userId],
    );
    return rows[0]?.language;
  }

  async function lastMessage(recipient: string, purpose: string) {
    const rows = await t.database.sql.query<{ subject: string; body: string }>(
      `select subject, body from partner.outbox_messages
         where recipient = $1 and purpose = $2 order by id desc limit 1`,
      [recipient, purpose],
    );
    return rows[0];
  }

  const setLanguage = (headers: Record<string, string>, language: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/v1/language",
      headers,
      payload: { language },
    });

  it("is stored from the page's cookie at sign-in, English without one, and changed by the switch", async () => {
    clock.advance(60_000);
    const hindi = await signIn(t.app, nextMobile(), { cookies: { [LOCALE_COOKIE]: "hi" } });
    expect(await languageOf(hindi.userId)).toBe("hi");

    clock.advance(60_000);
    const plain = await signIn(t.app, nextMobile());
    expect(await languageOf(plain.userId)).toBe("en");

    const switched = await setLanguage(plain.headers, "hi");
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ language: "hi" });
    expect(await languageOf(plain.userId)).toBe("hi");

    expect((await setLanguage(hindi.headers, "en")).statusCode).toBe(200);
    expect(await languageOf(hindi.userId)).toBe("en");

    // Signed out, or without the anti-forgery header, nothing is stored.
    expect((await setLanguage({}, "hi")).statusCode).toBe(401);
    const { cookie } = hindi.headers;
    expect((await setLanguage({ cookie: cookie ?? "" }, "hi")).statusCode).toBe(403);
    expect(await languageOf(hindi.userId)).toBe("en");
    // Only the two languages.
    expect((await setLanguage(hindi.headers, "fr")).statusCode).toBe(400);
  });

  it("sends the sign-in OTP in the page's language, else the account's, in English by the spec's words otherwise", async () => {
    const mobile = nextMobile();
    clock.advance(60_000);
    const user = await signIn(t.app, mobile, { cookies: { [LOCALE_COOKIE]: "hi" } });
    const first = await lastMessage(mobile, "login_otp");
    expect(first?.body).toMatch(
      /^\d{6} Safar में साइन इन करने के लिए आपका OTP है। 10 मिनट तक मान्य। इसे किसी के साथ साझा न करें।$/,
    );

    // No cookie now (another browser): the stored Hindi.
    clock.advance(60_000);
    await signIn(t.app, mobile);
    expect((await lastMessage(mobile, "login_otp"))?.body).toContain("आपका OTP");

    // The cookie wins over the stored language; English exactly as the spec has it.
    expect(await languageOf(user.userId)).toBe("hi");
    clock.advance(60_000);
    await signIn(t.app, mobile, { cookies: { [LOCALE_COOKIE]: "en" } });
    expect((await lastMessage(mobile, "login_otp"))?.body).toMatch(
      /^\d{6} is your OTP to sign in to Safar\. Valid for 10 minutes\. Do not share it with anyone\.$/,
    );
    expect(await languageOf(user.userId)).toBe("en");
  });

  it("writes the Tatkal reminder SMS, sent by the job outside any request, in the stored Hindi", async () => {
    const mobile = nextMobile();
    clock.advance(60_000);
    const user = await signIn(t.app, mobile, { cookies: { [LOCALE_COOKIE]: "hi" } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trains/v1/tatkal_reminder",
      headers: user.headers,
      payload: { trainNumber: "12951", class: "3A", quota: "TQ", departureDate: "2026-11-28" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reminder = TatkalReminderCreatedSchema.parse(res.json()).reminder;

    clock.set(new Date("2026-11-27T09:45:00+05:30"));
    expect(await t.app.sendTatkalReminders()).toBe(1);
    expect((await lastMessage(mobile, "tatkal_reminder"))?.body).toBe(
      `Safar: 28 नव॰ की 12951 Mumbai Rajdhani 3A का तत्काल 10:00 बजे खुलेगा। बुक करें: http://localhost:3000${reminder.searchPath}`,
    );
    clock.set(NOW);
  });
});
