import { type FakeClock, fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { type FastifyInstance, fastify, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryMessenger, type MemoryMessenger } from "../accounts/messenger.ts";
import { adult, demoModel, requestFor } from "../booking/test-support.ts";
import type { MandateRequest } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { createRailway, type RailwaySystem } from "../railway.ts";
import { ist } from "../rules/test-helpers.ts";
import { FORM_COOKIE } from "./forms.ts";
import { portalPath } from "./paths.ts";
import { registerRailwayPortal } from "./portal.routes.ts";

/**
 * The railway's page that authorises one Tatkal booking ahead of its opening
 * (issue 20 item 2), through `fastify().inject`: what it shows, the Aadhaar
 * OTP it sends, the password and OTP it takes, the way back with the
 * mandate's id, and everything hostile it refuses in words. Then the
 * partner's side of the same mandate through the gateway: at the opening a
 * hold of the same journey is authorised with it and booked.
 */

const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const SELF = "http://localhost:80";
const USER = "Asha_Rao1";
const PASSWORD = "Secret123";
const MOBILE = "9876501234";
const T0 = ist("2026-11-20 09:00");
const OPENS = ist("2026-11-27 10:00");
const RETURN = "/trains/tatkal?orderId=7";

/** A different 6-digit code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const REQUEST: MandateRequest = {
  railwayUserId: USER,
  trainNumber: "12952",
  from: "NDLS",
  to: "MMCT",
  date: "2026-11-28",
  classCode: "3A",
  quota: "TQ",
  passengers: 2,
};

describe.each(testDatabaseKinds())("the railway's mandate page on %s", (kind) => {
  let database: TestDatabase;
  let system: RailwaySystem;
  let messenger: MemoryMessenger;
  let app: FastifyInstance;
  let clock: FakeClock;
  let train: TimetabledTrain;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    clock = fixedClock(T0);
    messenger = createMemoryMessenger();
    const model = await demoModel();
    train = model.timetable.find((t) => t.number === "12952") as TimetabledTrain;
    system = await createRailway({
      database,
      model,
      clock,
      log: { info: () => undefined, error: () => undefined },
      messenger,
      jobsIntervalMs: null,
      predictions: false,
      accounts: { scrypt: FAST_SCRYPT },
    });
    for (const [userId, mobile, aadhaar] of [
      [USER, MOBILE, true],
      ["Neel_3", "9876501299", false],
    ] as const) {
      const made = await system.portal.register(
        {
          userId,
          password: PASSWORD,
          name: "Asha Rao",
          email: `${userId.toLowerCase()}@example.com`,
          mobile,
        },
        clock(),
      );
      expect(made.ok).toBe(true);
      if (aadhaar) await system.portal.setAadhaarVerified(userId, true);
    }
    app = fastify({ logger: false });
    await registerRailwayPortal(app, system);
    await app.ready();
    const first = await app.inject({ url: "/railway/register" });
    cookie = `${FORM_COOKIE}=${first.cookies.find((c) => c.name === FORM_COOKIE)?.value}`;
    token = /name="form_token" value="([^"]+)"/.exec(first.body)?.[1] ?? "";
  });
  afterAll(async () => {
    await app?.close();
    await system?.close();
    await database?.dispose();
  });
  beforeEach(() => {
    // Each test starts an hour and a minute after the last: clear of the OTPs' resend limits.
    clock.advance(61 * 60_000);
  });

  const otpsSent = () => messenger.outbox.filter((m) => m.text.includes("Tatkal opens")).length;

  function lastOtp(to = MOBILE): string {
    const message = messenger.outbox.filter((m) => m.to === to && m.kind === "otp").at(-1);
    const code = message?.text.match(/^(\d{6}) is your OTP/)?.[1];
    if (!code) throw new Error(`no OTP sent to ${to}`);
    return code;
  }

  /** The page's hidden fields for a request, as its link carries them. */
  function fieldsOf(url: string): Record<string, string> {
    return Object.fromEntries(new URL(url, SELF).searchParams);
  }

  /** Posts the mandate form as this browser: its cookie, its token, its origin (unless overridden). */
  function post(
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: "POST",
      url: "/railway/mandate",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie,
        origin: SELF,
        ...headers,
      },
      payload: new URLSearchParams({ form_token: token, ...fields }).toString(),
    });
  }

  const mandateRows = async () =>
    (
      await database.sql.query<{ n: number }>(
        "select count(*)::int as n from railway.booking_mandates",
      )
    )[0]?.n ?? 0;

  it("builds a signed link and shows plainly what is authorised, with the OTP sent once", async () => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    expect(url).toMatch(
      /^\/railway\/mandate\?train=12952&from=NDLS&to=MMCT&date=2026-11-28&class=3A&quota=TQ&passengers=2&user=Asha_Rao1&sig=[A-Za-z0-9_-]{43}&return=%2Ftrains%2Ftatkal%3ForderId%3D7$/,
    );
    const before = otpsSent();
    const res = await app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.body;
    expect(body).toContain('<html lang="en-IN">');
    expect(body).toMatch(/<title>Authorise a Tatkal booking ahead \| /);
    expect(body.match(/<main\b/g)).toHaveLength(1);
    expect(body).not.toMatch(/<style|<script|\sstyle=/);
    expect(body).toContain(
      "<strong>Book 2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026, automatically when Tatkal opens at 10:00 AM on Fri, 27 Nov 2026, for User ID Asha_Rao1.</strong> Valid once, until 11:00 AM on Fri, 27 Nov 2026.",
    );
    expect(body).toContain(`<dt>Train</dt><dd>12952 ${train.name}</dd>`);
    expect(body).toMatch(/<dt>Journey<\/dt><dd>[^<]+ \(NDLS\) to [^<]+ \(MMCT\)<\/dd>/);
    expect(body).toContain("<dt>Class</dt><dd>AC 3 Tier (3A)</dd>");
    expect(body).toContain(
      "A 6 digit OTP was sent to 98******34, the mobile number linked with your Aadhaar",
    );
    expect(body).toMatch(/<input id="f-user" name="user" type="text" value="Asha_Rao1"/);
    expect(body).toContain('<label for="f-password">Password</label>');
    expect(body).toContain('<label for="f-aadhaarOtp">Aadhaar OTP</label>');
    expect(body).toContain('action="/railway/mandate"');
    expect(body).toContain(">Send a new Aadhaar OTP</button>");
    expect(body).toContain('<a href="/trains/tatkal?orderId=7">Cancel and go back</a>');
    expect(body).toContain(">Forgot password?</a>");
    expect(otpsSent()).toBe(before + 1);
    // A reload keeps the OTP still pending.
    clock.advance(5_000);
    expect((await app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    expect(otpsSent()).toBe(before + 1);
  });

  it("takes the password and the OTP, says which is wrong on its field, and goes back with the mandate", async () => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    await app.inject({ url, headers: { cookie } });
    const code = lastOtp();
    const fields = fieldsOf(url);
    const rows = await mandateRows();

    const wrongPassword = await post({
      ...fields,
      user: USER,
      password: "Secret124",
      aadhaarOtp: code,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.body).toMatch(
      /<p class="error" id="f-password-error" role="alert">Wrong password for User ID Asha_Rao1\. 4 attempt\(s\) left<\/p>/,
    );
    const wrongOtp = await post({ ...fields, password: PASSWORD, aadhaarOtp: wrong(code) });
    expect(wrongOtp.statusCode).toBe(401);
    expect(wrongOtp.body).toMatch(
      /id="f-aadhaarOtp-error" role="alert">Wrong OTP\. 3 attempt\(s\) left<\/p>/,
    );
    const missing = await post({ ...fields, password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/id="f-aadhaarOtp-error" role="alert">Please enter Aadhaar OTP</);
    expect(await mandateRows()).toBe(rows);

    const right = await post({ ...fields, password: PASSWORD, aadhaarOtp: code });
    expect(right.statusCode).toBe(303);
    const location = new URL(right.headers.location as string, SELF);
    expect(location.pathname).toBe("/trains/tatkal");
    expect(location.searchParams.get("orderId")).toBe("7");
    const mandateId = location.searchParams.get("mandate") ?? "";
    expect(await system.gateway.mandate(mandateId)).toEqual({
      mandateId,
      ...REQUEST,
      createdAt: clock(),
      expiresAt: ist("2026-11-27 11:00"),
      usedAt: null,
      usedHoldId: null,
    });
    expect(await mandateRows()).toBe(rows + 1);
  });

  it("sends a new OTP on request, within the resend limits", async () => {
    const url = system.gateway.mandateUrl({ ...REQUEST, passengers: 3 }, RETURN);
    await app.inject({ url, headers: { cookie } });
    const fields = { ...fieldsOf(url), user: USER, intent: "resend_otp" };
    const tooSoon = await post(fields);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toMatch(/id="otp-send-error" role="alert"><p>Please wait \d+ seconds/);
    clock.advance(30_000);
    const sent = otpsSent();
    const again = await post(fields);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("A 6 digit OTP was sent to 98******34");
    expect(otpsSent()).toBe(sent + 1);
  });

  it.each([
    ["a date that does not exist", { date: "2026-02-30" }, "Please choose a valid journey date"],
    ["a date in another format", { date: "28/11/2026" }, "Please choose a valid journey date"],
    ["an unknown class", { class: "ZZ" }, "Please choose a valid class"],
    ["the general quota", { quota: "GN" }, "Only a Tatkal (TQ) or Premium Tatkal (PT) booking"],
    ["0 passengers", { passengers: "0" }, "A Tatkal booking has 1 to 6 passengers"],
    ["7 passengers", { passengers: "7" }, "A Tatkal booking has 1 to 6 passengers"],
    ["letters for passengers", { passengers: "abc" }, "A Tatkal booking has 1 to 6 passengers"],
    ["no user ID", { user: "" }, "Please enter a valid User ID"],
    ["a bad train number", { train: "12<b>" }, "Please choose a valid train"],
  ])("refuses %s in words (400), sending nothing", async (_, change, words) => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    const query = new URLSearchParams({ ...fieldsOf(url), ...change });
    const sent = otpsSent();
    const res = await app.inject({ url: `/railway/mandate?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(new RegExp(`role="alert"><p>${words.replace(/[()]/g, "\\$&")}`));
    expect(res.body).not.toContain("<form");
    expect(res.body).not.toContain("98******34");
    const posted = await post({
      ...Object.fromEntries(query),
      password: PASSWORD,
      aadhaarOtp: "123456",
    });
    expect(posted.statusCode).toBe(400);
    expect(otpsSent()).toBe(sent);
  });

  it("refuses a request changed on the way or made up (no signature), telling nothing of the user ID", async () => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    const sent = otpsSent();
    const changes: Record<string, string>[] = [
      { passengers: "3" },
      { user: "Neel_3" },
      { sig: "" },
      { sig: "x".repeat(43) },
    ];
    for (const change of changes) {
      const query = new URLSearchParams({ ...fieldsOf(url), ...change });
      const res = await app.inject({ url: `/railway/mandate?${query}`, headers: { cookie } });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.body).toContain("This link was not made by the railway for your booking site");
      expect(res.body).not.toMatch(/98\*{6}\d\d|<form/);
    }
    const unsigned = portalPath("mandate", { ...fieldsOf(url), sig: "" });
    const posted = await post({ ...fieldsOf(unsigned), password: PASSWORD, aadhaarOtp: "123456" });
    expect(posted.statusCode).toBe(403);
    expect(otpsSent()).toBe(sent);
  });

  it("sends a user ID without Aadhaar to the Aadhaar page, and refuses once Tatkal has opened", async () => {
    const neels = system.gateway.mandateUrl({ ...REQUEST, railwayUserId: "Neel_3" }, RETURN);
    const res = await app.inject({ url: neels, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(
      "Only Aadhaar-verified railway users can book Tatkal from July 1, 2025",
    );
    expect(res.body).toMatch(
      /<a class="button" href="\/railway\/aadhaar\?userId=Neel_3&amp;return=%2Frailway%2Fmandate%3F/,
    );
    // Leaving tonight: Tatkal opened yesterday.
    const opened = system.gateway.mandateUrl({ ...REQUEST, date: "2026-11-20" }, RETURN);
    const late = await app.inject({ url: opened, headers: { cookie } });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain(
      "Tatkal booking for this journey opened at 10:00 AM on Thu, 19 Nov 2026",
    );
  });

  it("goes back only to a path of this site", async () => {
    for (const [given, path] of [
      ["https://evil.example/x", "/trains"],
      ["//evil.example", "/trains"],
      ["", "/trains"],
    ] as const) {
      const request = { ...REQUEST, passengers: 1 };
      const url = system.gateway.mandateUrl(request, given);
      clock.advance(35_000);
      const page = await app.inject({ url, headers: { cookie } });
      expect(page.body).toContain('<a href="/trains">Cancel and go back</a>');
      const res = await post({ ...fieldsOf(url), password: PASSWORD, aadhaarOtp: lastOtp() });
      expect(res.statusCode, given).toBe(303);
      expect(res.headers.location, given).toMatch(new RegExp(`^${path}\\?mandate=[0-9a-f-]{36}$`));
    }
  });

  it("refuses posts from another site, and posts without this browser's form token", async () => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    await app.inject({ url, headers: { cookie } });
    const fields = { ...fieldsOf(url), password: PASSWORD, aadhaarOtp: lastOtp() };
    const rows = await mandateRows();
    const crossOrigin = await post(fields, { origin: "https://evil.example" });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.body).toContain("sent from another site");
    const crossSite = await post(fields, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await app.inject({
      method: "POST",
      url: "/railway/mandate",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SELF },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain("This form has expired");
    expect(await mandateRows()).toBe(rows);
    // None of these used a try: the OTP and password still work.
    expect((await post(fields)).statusCode).toBe(303);
  });

  it("lets the partner authorise its hold at the opening with the mandate, once, and book it", async () => {
    const url = system.gateway.mandateUrl(REQUEST, RETURN);
    await app.inject({ url, headers: { cookie } });
    const granted = await post({ ...fieldsOf(url), password: PASSWORD, aadhaarOtp: lastOtp() });
    const mandateId =
      new URL(granted.headers.location as string, SELF).searchParams.get("mandate") ?? "";

    clock.set(new Date(OPENS.getTime() + 60_000));
    const hold = await system.gateway.hold(
      requestFor(train, REQUEST.date, "3A", {
        railwayUserId: USER,
        quota: "TQ",
        requireAuthorization: true,
        passengers: [adult(), adult({ name: "Ravi Rao", age: 36, gender: "Male" })],
      }),
    );
    if (!hold.ok) throw new Error(`hold refused: ${hold.message}`);
    expect(await system.gateway.confirm(hold.holdId, "pay-m1")).toMatchObject({
      reason: "not_authorized",
    });
    expect(await system.gateway.authorizeWithMandate(hold.holdId, mandateId)).toEqual({
      ok: true,
      authorizedAt: clock(),
    });
    expect(await system.gateway.confirm(hold.holdId, "pay-m1")).toMatchObject({
      ok: true,
      state: "booked",
    });
    expect(await system.gateway.mandate(mandateId)).toMatchObject({
      usedAt: clock(),
      usedHoldId: hold.holdId,
    });
    const another = await system.gateway.hold(
      requestFor(train, REQUEST.date, "3A", {
        railwayUserId: USER,
        quota: "TQ",
        requireAuthorization: true,
        passengers: [adult(), adult({ name: "Ravi Rao", age: 36, gender: "Male" })],
      }),
    );
    if (!another.ok) throw new Error(`hold refused: ${another.message}`);
    expect(await system.gateway.authorizeWithMandate(another.holdId, mandateId)).toEqual({
      ok: false,
      reason: "mandate_used",
      message: "This authorisation was already used for another booking",
    });
    // The page itself is closed now: Tatkal is open.
    expect((await app.inject({ url, headers: { cookie } })).statusCode).toBe(410);
  });
});
