import { addDays, istDate } from "@safar/domain/ist";
import { type FakeClock, fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { type FastifyInstance, fastify, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryMessenger, type MemoryMessenger } from "../accounts/messenger.ts";
import { dailyTrain, demoModel, requestFor } from "../booking/test-support.ts";
import type { Hold } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { createRailway, type RailwaySystem } from "../railway.ts";
import { FORM_COOKIE } from "./forms.ts";
import { registerRailwayPortal } from "./portal.routes.ts";

/**
 * The railway's own pages through `fastify().inject`: authorising a hold with
 * the password (wrong, locked, right; the return path kept same-origin), the
 * booking confirmed only after it; creating an ID; resetting a password; and
 * cross-site posts refused.
 */

const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
const SELF = "http://localhost:80";
const USER = "Asha_Rao1";
const PASSWORD = "Secret123";

describe.each(testDatabaseKinds())("the railway's own pages on %s", (kind) => {
  let database: TestDatabase;
  let system: RailwaySystem;
  let messenger: MemoryMessenger;
  let app: FastifyInstance;
  let clock: FakeClock;
  let train: TimetabledTrain;
  let date: string;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    clock = fixedClock("2026-12-01T04:30:00Z"); // 10:00 IST: outside the reset block
    messenger = createMemoryMessenger();
    const model = await demoModel();
    train = dailyTrain(model, ["SL"]);
    date = addDays(istDate(clock()), 10);
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
    const made = await system.portal.register(
      {
        userId: USER,
        password: PASSWORD,
        name: "Asha Rao",
        email: "asha@example.com",
        mobile: "9876501234",
      },
      clock(),
    );
    expect(made.ok).toBe(true);
    // Aadhaar-verified: 24 tickets a month, room for every hold below.
    await system.portal.setAadhaarVerified(USER, true);
    app = fastify({ logger: false });
    await registerRailwayPortal(app, system);
    await app.ready();
    const first = await app.inject({ url: "/railway/register" });
    const set = first.cookies.find((c) => c.name === FORM_COOKIE);
    expect(set?.httpOnly).toBe(true);
    expect(set?.path).toBe("/railway");
    cookie = `${FORM_COOKIE}=${set?.value}`;
  });
  afterAll(async () => {
    await app?.close();
    await system?.close();
    await database?.dispose();
  });

  const tokenIn = (res: LightMyRequestResponse) =>
    /name="form_token" value="([^"]+)"/.exec(res.body)?.[1] ?? "";

  /** Posts a form as this browser: its cookie, its token, its origin (unless overridden). */
  async function post(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const page = await app.inject({ url, headers: { cookie } });
    const token =
      tokenIn(page) || tokenIn(await app.inject({ url: "/railway/register", headers: { cookie } }));
    return app.inject({
      method: "POST",
      url: url.split("?")[0] ?? url,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie,
        origin: SELF,
        ...headers,
      },
      payload: new URLSearchParams({ form_token: token, ...fields }).toString(),
    });
  }

  async function heldFor(requireAuthorization: boolean): Promise<Hold> {
    const hold = await system.gateway.hold(
      requestFor(train, date, "SL", { railwayUserId: USER, requireAuthorization }),
    );
    if (!hold.ok) throw new Error(`hold refused: ${hold.message}`);
    return hold;
  }

  const authorizedAt = async (holdId: string) =>
    (
      await database.sql.query<{ authorized_at: Date | null }>(
        "select authorized_at from railway.pnrs where hold_id = $1::uuid",
        [holdId],
      )
    )[0]?.authorized_at ?? null;

  it("serves its stylesheet from its own path, for a CSP without inline styles", async () => {
    const res = await app.inject({ url: "/railway/portal.css" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(res.body).toContain("main {");
  });

  it("shows the hold and asks for the password of its user ID, accessibly and without inline code", async () => {
    const hold = await heldFor(true);
    const gatewayUrl = system.gateway.authorizationUrl(hold.holdId, "/trains/review?order=7");
    expect(gatewayUrl).toBe(
      `/railway/authorize?hold=${hold.holdId}&return=%2Ftrains%2Freview%3Forder%3D7`,
    );
    const res = await app.inject({ url: gatewayUrl, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.body;
    expect(body).toContain('<html lang="en-IN">');
    expect(body).toMatch(/<title>Sign in to complete your booking \| /);
    expect(body).toContain('<link rel="stylesheet" href="/railway/portal.css">');
    expect(body.match(/<main\b/g)).toHaveLength(1);
    expect(body).not.toMatch(/<style|<script|\sstyle=/);
    expect(body).toContain(`${train.number} ${train.name}`);
    expect(body).toContain("Sleeper Class (SL)");
    expect(body).toMatch(/<dt>Passengers<\/dt><dd>1<\/dd>/);
    expect(body).toMatch(new RegExp(`<dt>Date</dt><dd>\\w{3}, ${date.slice(8)} Dec 2026</dd>`));
    expect(body).toContain(`value="${USER}"`);
    expect(body).toContain('<label for="f-password">Password</label>');
    expect(body).toMatch(/<input id="f-password" name="password" type="password"/);
    expect(body).toContain(">Forgot password?</a>");
    expect(body).toContain('action="/railway/authorize"');
    // A general-quota hold: the password alone, no Aadhaar OTP.
    expect(body).not.toContain("Aadhaar OTP");
  });

  it("keeps an authorisation-requiring hold from being confirmed until the password is typed, then books it", async () => {
    const hold = await heldFor(true);
    expect(await system.gateway.confirm(hold.holdId, "pay-1")).toEqual({
      ok: false,
      reason: "not_authorized",
      message: "Please sign in to your railway account to complete the booking",
    });
    const wrong = await post(system.gateway.authorizationUrl(hold.holdId, "/trains/review"), {
      hold: hold.holdId,
      return: "/trains/review?order=7",
      userId: USER,
      password: "Secret124",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatch(
      /<p class="error" id="f-password-error" role="alert">Wrong password for User ID Asha_Rao1\. 4 attempt\(s\) left<\/p>/,
    );
    expect(wrong.body).toMatch(
      /aria-describedby="f-password-hint f-password-error" aria-invalid="true"/,
    );
    expect(await authorizedAt(hold.holdId)).toBeNull();

    const right = await post("/railway/authorize", {
      hold: hold.holdId,
      return: "/trains/review?order=7",
      userId: USER,
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe("/trains/review?order=7&authorized=1");
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect(await authorizedAt(hold.holdId)).toBeInstanceOf(Date);

    const booked = await system.gateway.confirm(hold.holdId, "pay-1");
    expect(booked).toMatchObject({ ok: true, state: "booked" });
    // Authorised already: the page sends the traveller straight back.
    const again = await app.inject({
      url: system.gateway.authorizationUrl(hold.holdId, "/trains/review"),
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/trains/review?authorized=1");
  });

  it("confirms a hold that did not ask for the password exactly as before", async () => {
    const hold = await heldFor(false);
    expect(await system.gateway.confirm(hold.holdId, "pay-2")).toMatchObject({
      ok: true,
      state: "booked",
    });
  });

  it("sends the traveller back only to a path of this site", async () => {
    for (const [given, expected] of [
      ["//evil.example/steal", "/trains?authorized=1"],
      ["https://evil.example/", "/trains?authorized=1"],
      ["/\\evil.example", "/trains?authorized=1"],
      ["", "/trains?authorized=1"],
      ["/trains/summary/42#top", "/trains/summary/42?authorized=1#top"],
    ] as const) {
      const hold = await heldFor(true);
      const res = await post("/railway/authorize", {
        hold: hold.holdId,
        return: given,
        userId: USER,
        password: PASSWORD,
      });
      expect(res.statusCode, given).toBe(303);
      expect(res.headers.location, given).toBe(expected);
    }
  });

  it("locks a hold after 5 wrong passwords, even for the right one", async () => {
    const hold = await heldFor(true);
    const tryPassword = (password: string) =>
      post("/railway/authorize", { hold: hold.holdId, return: "/trains", userId: USER, password });
    for (let left = 4; left >= 1; left--) {
      const res = await tryPassword("Wrong1234");
      expect(res.body).toContain(`${left} attempt(s) left`);
    }
    const fifth = await tryPassword("Wrong1234");
    expect(fifth.statusCode).toBe(423);
    expect(fifth.body).toContain("Too many wrong passwords");
    const right = await tryPassword(PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(await authorizedAt(hold.holdId)).toBeNull();
    expect(await system.gateway.confirm(hold.holdId, "pay-3")).toMatchObject({
      reason: "not_authorized",
    });
    expect(await system.portal.authorizeHold(hold.holdId, USER, PASSWORD, clock())).toMatchObject({
      ok: false,
      reason: "hold_locked",
    });
  });

  it("refuses another user ID, an unknown hold and a lapsed one", async () => {
    const hold = await heldFor(true);
    expect(
      await system.portal.authorizeHold(hold.holdId, "someone_else", PASSWORD, clock()),
    ).toEqual({
      ok: false,
      reason: "hold_user_mismatch",
      message: "This booking was made with another User ID",
    });
    const unknown = await app.inject({ url: "/railway/authorize?hold=nope&return=/trains" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/role="alert"><p>This booking was not found/);
    clock.advance(16 * 60_000);
    try {
      const res = await post("/railway/authorize", {
        hold: hold.holdId,
        return: "/trains",
        userId: USER,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain("This booking is no longer waiting for your password");
      expect(await authorizedAt(hold.holdId)).toBeNull();
    } finally {
      clock.advance(-16 * 60_000);
    }
  });

  it("refuses posts from another site, and posts without this browser's form token", async () => {
    const hold = await heldFor(true);
    const fields = { hold: hold.holdId, return: "/trains", userId: USER, password: PASSWORD };
    const crossOrigin = await post("/railway/authorize", fields, {
      origin: "https://evil.example",
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.body).toContain("sent from another site");
    const crossSite = await post("/railway/authorize", fields, {
      origin: SELF,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await app.inject({
      method: "POST",
      url: "/railway/authorize",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SELF },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain("This form has expired");
    for (const path of [
      "/railway/register",
      "/railway/reset-password",
      "/railway/forgot-password",
      "/railway/aadhaar",
    ]) {
      const res = await post(path, {}, { origin: "null" });
      expect(res.statusCode, path).toBe(403);
    }
    expect(await authorizedAt(hold.holdId)).toBeNull();
    // None of these used a password try.
    expect(await system.portal.holdForAuthorization(hold.holdId, clock())).toMatchObject({
      state: "awaiting",
      attemptsLeft: 5,
    });
  });

  it("creates a user ID, showing where the OTPs went and linking back to verification", async () => {
    const form = await app.inject({
      url: "/railway/register?return=/trains/railway-ids",
      headers: { cookie },
    });
    expect(form.statusCode).toBe(200);
    for (const label of ["User ID", "Password", "Full name", "Email address", "Mobile number"]) {
      expect(form.body).toMatch(new RegExp(`<label for="f-\\w+">${label}</label>`));
    }
    const fields = {
      return: "/trains/railway-ids",
      userId: "ab",
      password: "Secret123",
      name: '<img src=x onerror="alert(1)">',
      email: "new@example.com",
      mobile: "9123456789",
    };
    const bad = await post("/railway/register", fields);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(
      /id="f-userId-error" role="alert">Please enter a valid User ID\. An IRCTC User ID is 3 to 35 characters long</,
    );
    expect(bad.body).toContain('value="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"');
    expect(bad.body).not.toContain("<img");
    expect(bad.body).not.toContain('value="Secret123"');

    const good = await post("/railway/register", {
      ...fields,
      userId: "New_User7",
      name: "Nia Das",
    });
    expect(good.statusCode).toBe(201);
    expect(good.body).toContain("Your railway User ID New_User7 has been created.");
    expect(good.body).toContain("A 6 digit OTP was sent to 91******89");
    expect(good.body).toContain("A 6 digit OTP was sent to n**@example.com");
    expect(good.body).toContain('href="/trains/railway-ids?railwayUserId=New_User7"');
    expect(
      messenger.outbox.filter((m) => m.kind === "otp" && m.text.includes("New_User7")),
    ).toHaveLength(2);
    expect(system.gateway.portalUrl("register", { return: "/trains" })).toBe(
      "/railway/register?return=%2Ftrains",
    );
  });

  it("sets a new password from a reset link, and refuses a bad link", async () => {
    const sent = await system.gateway.requestPasswordReset(USER);
    expect(sent).toEqual({
      ok: true,
      message: "Password reset link has been sent to Email address.",
    });
    const text = messenger.outbox.filter((m) => m.kind === "password_reset").at(-1)?.text ?? "";
    const link = /(\/railway\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
    expect(link).not.toBe("");
    const token = new URL(link, SELF).searchParams.get("token") ?? "";

    const form = await app.inject({ url: link, headers: { cookie } });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="f-password">New password</label>');
    const mismatch = await post(link, { token, password: "Fresh1234", confirm: "Fresh1235" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain("The two passwords do not match");
    const weak = await post(link, { token, password: "weak", confirm: "weak" });
    expect(weak.body).toMatch(/id="f-password-error" role="alert">Password must be 8 to 15/);
    const done = await post(link, { token, password: "Fresh1234", confirm: "Fresh1234" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Your password has been changed");
    expect(await system.portal.authenticate(USER, "Fresh1234")).toEqual({ ok: true, userId: USER });
    const reused = await post(link, { token, password: "Fresh5678", confirm: "Fresh5678" });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain("This password reset link is invalid, used or expired");
    expect((await app.inject({ url: "/railway/reset-password" })).statusCode).toBe(400);
    // Put the password back for the other tests.
    await system.gateway.requestPasswordReset(USER);
    const next = messenger.outbox.filter((m) => m.kind === "password_reset").at(-1)?.text ?? "";
    const again = /\?token=([A-Za-z0-9_-]+)/.exec(next)?.[1] ?? "";
    expect(await system.portal.resetPassword(again, PASSWORD, clock())).toMatchObject({ ok: true });
  });

  it("asks for a reset link from the 'Forgot password?' page", async () => {
    const page = await app.inject({
      url: "/railway/forgot-password?userId=Asha_Rao1&return=/trains",
      headers: { cookie },
    });
    expect(page.body).toContain('value="Asha_Rao1"');
    const res = await post("/railway/forgot-password", { userIdOrEmail: USER, return: "/trains" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Password reset link has been sent to Email address.");
    const bad = await post("/railway/forgot-password", { userIdOrEmail: "a b" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id="f-userIdOrEmail-error" role="alert"');
  });

  // ── Aadhaar (issue 20) ──────────────────────────────────────────────────

  /** Valid by Verhoeff (accounts/aadhaar.test.ts). */
  const AADHAAR = "2341 2341 2346";
  const AADHAAR_DIGITS = "234123412346";

  /** The code of the newest Aadhaar OTP sent to a mobile. */
  function aadhaarOtp(to: string): string {
    const text = messenger.outbox
      .filter(
        (m) =>
          m.to === to &&
          m.kind === "otp" &&
          /OTP to authenticate Aadhaar|OTP \(Aadhaar\)/.test(m.text),
      )
      .at(-1)?.text;
    const code = text?.match(/^(\d{6}) is your OTP/)?.[1];
    if (!code) throw new Error(`no Aadhaar OTP sent to ${to}`);
    return code;
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  /** A new railway user for one test (each authenticates once). */
  let nextUser = 0;
  async function newUser(): Promise<{ userId: string; mobile: string }> {
    nextUser++;
    const userId = `Aadhaar_U${nextUser}`;
    const mobile = `91234500${String(nextUser).padStart(2, "0")}`;
    const made = await system.portal.register(
      {
        userId,
        password: PASSWORD,
        name: "Meena Iyer",
        email: `meena${nextUser}@example.com`,
        mobile,
      },
      clock(),
    );
    expect(made.ok).toBe(true);
    return { userId, mobile };
  }

  const aadhaarRow = async (userId: string) =>
    (
      await database.sql.query<{
        aadhaar_verified: boolean;
        aadhaar_last4: string | null;
        aadhaar_verified_at: Date | null;
      }>(
        "select aadhaar_verified, aadhaar_last4, aadhaar_verified_at from railway.users where user_id = $1",
        [userId],
      )
    )[0];

  it("shows the Aadhaar page: labelled fields, the consent in words, no script, not stored", async () => {
    const res = await app.inject({
      url: `/railway/aadhaar?userId=${USER}&return=/trains/summary/42`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.body;
    expect(body).toMatch(/<title>Authenticate with Aadhaar \| /);
    expect(body).not.toMatch(/<style|<script|\sstyle=/);
    for (const label of ["User ID", "Password", "Aadhaar number"]) {
      expect(body).toMatch(new RegExp(`<label for="f-\\w+">${label}</label>`));
    }
    expect(body).toContain(`value="${USER}"`);
    expect(body).toMatch(
      /<input id="f-aadhaar" name="aadhaar" type="text" autocomplete="off" inputmode="numeric"/,
    );
    expect(body).toMatch(/<input id="f-consent" name="consent" type="checkbox" value="yes">/);
    expect(body).toContain(
      '<label for="f-consent">I agree that the railway checks my Aadhaar number with UIDAI',
    );
    expect(body).toContain('action="/railway/aadhaar"');
    expect(body).toContain('href="/trains/summary/42">Cancel and go back</a>');
    expect(system.gateway.portalUrl("aadhaar", { userId: USER, return: "/trains" })).toBe(
      `/railway/aadhaar?userId=${USER}&return=%2Ftrains`,
    );
    // Another site as the return: the railway's default instead.
    const evil = await app.inject({ url: "/railway/aadhaar?return=https://evil.example/" });
    expect(evil.body).toContain('href="/trains">Cancel and go back</a>');
  });

  it("refuses a wrong Aadhaar number in words, tied to its field, never echoing it", async () => {
    const { userId } = await newUser();
    const base = { return: "/trains", step: "start", userId, password: PASSWORD, consent: "yes" };
    for (const [aadhaar, words] of [
      ["2341 2341 2347", "This is not a valid Aadhaar number: a digit may be mistyped"],
      ["23412341234", "An Aadhaar number has 12 digits; you typed 11"],
      ["2341234123467", "An Aadhaar number has 12 digits; you typed 13"],
      ["2341 2341 23A6", "An Aadhaar number has digits only"],
      ["", "Please enter your 12 digit Aadhaar number"],
    ] as const) {
      const res = await post("/railway/aadhaar", { ...base, aadhaar });
      expect(res.statusCode, aadhaar).toBe(400);
      expect(res.body, aadhaar).toMatch(
        new RegExp(`<p class="error" id="f-aadhaar-error" role="alert">${words}`),
      );
      expect(res.body).toMatch(
        /<input id="f-aadhaar" name="aadhaar" type="text"[^>]*aria-describedby="f-aadhaar-hint f-aadhaar-error" aria-invalid="true">/,
      );
      if (aadhaar !== "") expect(res.body, aadhaar).not.toContain(aadhaar);
      expect(res.body).not.toContain("2341");
      expect(res.body).toContain(`value="${userId}"`);
    }
    const noConsent = await post("/railway/aadhaar", { ...base, aadhaar: AADHAAR, consent: "" });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toMatch(/id="f-consent-error" role="alert">Please tick the box/);
    expect(noConsent.body).not.toContain("2346");
    const wrongPassword = await post("/railway/aadhaar", {
      ...base,
      aadhaar: AADHAAR,
      password: "Secret124",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.body).toMatch(/role="alert"><p>Invalid User ID or password/);
    expect(wrongPassword.body).not.toContain("2346");
    expect(messenger.outbox.filter((m) => m.text.includes(userId))).toHaveLength(2); // registration's
    expect(await aadhaarRow(userId)).toMatchObject({
      aadhaar_verified: false,
      aadhaar_last4: null,
    });
  });

  it("authenticates with the OTP sent to the Aadhaar-linked mobile, showing the number masked", async () => {
    const { userId, mobile } = await newUser();
    const sent = await post("/railway/aadhaar", {
      return: "/trains/summary/42",
      step: "start",
      userId,
      password: PASSWORD,
      aadhaar: AADHAAR,
      consent: "yes",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/<title>Enter the Aadhaar OTP \| /);
    expect(sent.body).toContain(
      `A 6 digit OTP was sent to 91******${mobile.slice(-2)}, the mobile number linked with your Aadhaar`,
    );
    expect(sent.body).toContain('<label for="f-otp">OTP</label>');
    expect(sent.body).not.toContain(AADHAAR_DIGITS);
    expect(sent.body).not.toContain("2341");
    const sms = messenger.outbox.at(-1);
    expect(sms).toMatchObject({ channel: "sms", to: mobile, kind: "otp" });
    expect(sms?.text).toContain("XXXX XXXX 2346");
    expect(sms?.text).not.toContain("2341");
    const code = aadhaarOtp(mobile);

    const wrong = await post("/railway/aadhaar", {
      return: "/trains/summary/42",
      step: "confirm",
      userId,
      otp: otherCode(code),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatch(/id="f-otp-error" role="alert">Wrong OTP\. 4 attempt\(s\) left/);
    const done = await post("/railway/aadhaar", {
      return: "/trains/summary/42",
      step: "confirm",
      userId,
      otp: code,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Aadhaar authenticated: XXXX XXXX 2346");
    expect(done.body).toContain('href="/trains/summary/42">Go back to the booking site</a>');
    expect(done.body).not.toContain("2341");
    const row = await aadhaarRow(userId);
    expect(row).toMatchObject({ aadhaar_verified: true, aadhaar_last4: "2346" });
    expect(row?.aadhaar_verified_at?.getTime()).toBe(clock().getTime());
    expect(await system.gateway.railwayUser(userId)).toMatchObject({
      aadhaarVerified: true,
      aadhaarMasked: "XXXX XXXX 2346",
      monthlyLimit: 24,
    });

    // Again, with another number: the ID keeps its own, shown masked; nothing sent.
    const count = messenger.outbox.length;
    const again = await post("/railway/aadhaar", {
      return: "/trains",
      step: "start",
      userId,
      password: PASSWORD,
      aadhaar: "4987 6543 2102",
      consent: "yes",
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("Aadhaar authenticated: XXXX XXXX 2346");
    expect(again.body).toContain("was already authenticated with Aadhaar");
    expect(again.body).not.toContain("2102");
    expect(messenger.outbox).toHaveLength(count);
  });

  it("locks the OTP after 5 wrong ones, resends within the limits, refuses an expired one and another user's", async () => {
    const first = await newUser();
    const second = await newUser();
    const start = (who: { userId: string }) =>
      post("/railway/aadhaar", {
        return: "/trains",
        step: "start",
        userId: who.userId,
        password: PASSWORD,
        aadhaar: AADHAAR,
        consent: "yes",
      });
    const confirm = (who: { userId: string }, otp: string) =>
      post("/railway/aadhaar", { return: "/trains", step: "confirm", userId: who.userId, otp });
    const resend = (who: { userId: string }) =>
      post("/railway/aadhaar", { return: "/trains", step: "resend", userId: who.userId });

    await start(first);
    await start(second);
    const code = aadhaarOtp(first.mobile);
    const secondCode = aadhaarOtp(second.mobile);
    // Another user's OTP is not this one's.
    if (secondCode !== code) expect((await confirm(first, secondCode)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) await confirm(first, otherCode(code));
    const fifth = await confirm(first, otherCode(code));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.body).toContain("Too many wrong OTPs. Please request a new OTP");
    expect((await confirm(first, code)).statusCode).toBe(423);
    const tooSoon = await resend(first);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toMatch(
      /role="alert"><p>Please wait \d+ seconds before requesting another OTP/,
    );
    clock.advance(30_000);
    try {
      const resent = await resend(first);
      expect(resent.statusCode).toBe(200);
      expect(resent.body).toContain(
        "A new 6 digit OTP was sent to the mobile number linked with your Aadhaar",
      );
      // The resend names no contact: it is reachable with a user ID alone.
      expect(resent.body).not.toContain("91******");
      clock.advance(10 * 60_000);
      const expired = await confirm(first, aadhaarOtp(first.mobile));
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain("The OTP has expired. Please request a new OTP");
      expect(expired.body).toContain(
        `href="/railway/aadhaar?userId=${first.userId}&amp;return=%2Ftrains">Start again</a>`,
      );
    } finally {
      clock.advance(-(30_000 + 10 * 60_000));
    }
    expect(await aadhaarRow(first.userId)).toMatchObject({ aadhaar_verified: false });
    // Nothing pending for an ID that never did step 1: no resend, nothing told.
    const stranger = await newUser();
    const none = await resend(stranger);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain("No OTP is pending");
    expect(messenger.outbox.filter((m) => m.to === stranger.mobile)).toHaveLength(1); // registration's
  });

  it("refuses Aadhaar posts from another site, and posts without this browser's form token", async () => {
    const { userId } = await newUser();
    const fields = {
      return: "/trains",
      step: "start",
      userId,
      password: PASSWORD,
      aadhaar: AADHAAR,
      consent: "yes",
    };
    const crossOrigin = await post("/railway/aadhaar", fields, { origin: "https://evil.example" });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.body).toContain("sent from another site");
    const crossSite = await post("/railway/aadhaar", fields, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await app.inject({
      method: "POST",
      url: "/railway/aadhaar",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SELF },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain("This form has expired");
    expect(noToken.body).not.toContain("2346");
    const confirmCrossSite = await post(
      "/railway/aadhaar",
      { return: "/trains", step: "confirm", userId, otp: "123456" },
      { origin: "null" },
    );
    expect(confirmCrossSite.statusCode).toBe(403);
    // None of them sent an OTP.
    expect(
      messenger.outbox.some((m) =>
        m.text.includes(`Aadhaar XXXX XXXX 2346 with railway user ID ${userId}.`),
      ),
    ).toBe(false);
  });

  it("asks a Tatkal hold for the Aadhaar OTP with the password, sent when the page is shown", async () => {
    // 11:05 IST: tomorrow's non-AC Tatkal is open.
    clock.advance(65 * 60_000);
    try {
      const tomorrow = addDays(istDate(clock()), 1);
      const hold = await system.gateway.hold(
        requestFor(train, tomorrow, "SL", {
          quota: "TQ",
          railwayUserId: USER,
          requireAuthorization: true,
        }),
      );
      if (!hold.ok) throw new Error(`Tatkal hold refused: ${hold.message}`);
      const url = system.gateway.authorizationUrl(hold.holdId, "/trains/review?order=9");
      const count = messenger.outbox.length;
      const shown = await app.inject({ url, headers: { cookie } });
      expect(shown.statusCode).toBe(200);
      expect(messenger.outbox).toHaveLength(count + 1);
      expect(messenger.outbox.at(-1)).toMatchObject({ channel: "sms", to: "9876501234" });
      expect(messenger.outbox.at(-1)?.text).toContain(
        `to confirm the Tatkal booking PNR ${hold.pnr} of railway user ID ${USER}`,
      );
      expect(shown.body).toContain(
        "A 6 digit OTP was sent to 98******34, the mobile number linked with your Aadhaar",
      );
      expect(shown.body).toContain('<label for="f-aadhaarOtp">Aadhaar OTP</label>');
      expect(shown.body).toMatch(/<input id="f-aadhaarOtp" name="aadhaarOtp" type="text"/);
      expect(shown.body).toContain("Send a new Aadhaar OTP");
      // Shown again: the pending OTP is kept, nothing sent.
      await app.inject({ url, headers: { cookie } });
      expect(messenger.outbox).toHaveLength(count + 1);
      const code = aadhaarOtp("9876501234");

      const fields = { hold: hold.holdId, return: "/trains/review?order=9", userId: USER };
      const noOtp = await post(url, { ...fields, password: PASSWORD });
      expect(noOtp.statusCode).toBe(400);
      expect(noOtp.body).toMatch(
        /id="f-aadhaarOtp-error" role="alert">Please enter Aadhaar OTP<\/p>/,
      );
      const wrongOtp = await post(url, {
        ...fields,
        password: PASSWORD,
        aadhaarOtp: otherCode(code),
      });
      expect(wrongOtp.statusCode).toBe(401);
      expect(wrongOtp.body).toMatch(
        /id="f-aadhaarOtp-error" role="alert">Wrong OTP\. 4 attempt\(s\) left<\/p>/,
      );
      expect(wrongOtp.body).not.toMatch(/id="f-password-error"/);
      const wrongPassword = await post(url, { ...fields, password: "Secret124", aadhaarOtp: code });
      expect(wrongPassword.statusCode).toBe(401);
      expect(wrongPassword.body).toMatch(/id="f-password-error" role="alert">Wrong password/);
      const resend = await post(url, { ...fields, intent: "resend_otp" });
      expect(resend.statusCode).toBe(429);
      expect(resend.body).toMatch(/role="alert"><p>Please wait \d+ seconds before requesting/);
      expect(await authorizedAt(hold.holdId)).toBeNull();
      expect(await system.gateway.confirm(hold.holdId, "pay-tq")).toMatchObject({
        reason: "not_authorized",
      });

      const right = await post(url, { ...fields, password: PASSWORD, aadhaarOtp: code });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe("/trains/review?order=9&authorized=1");
      expect(await system.gateway.confirm(hold.holdId, "pay-tq")).toMatchObject({
        ok: true,
        state: "booked",
      });
    } finally {
      clock.advance(-65 * 60_000);
    }
  });

  /** A user ID of its own for a test of journeys (the month's ticket limit counts holds). */
  async function journeyUser(userId: string, mobile: string) {
    const made = await system.portal.register(
      { userId, password: PASSWORD, name: "Asha Rao", email: `${userId}@example.com`, mobile },
      clock(),
    );
    expect(made.ok).toBe(true);
    await system.portal.setAadhaarVerified(userId, true);
    return async (on = date, over: Partial<Parameters<typeof requestFor>[3]> = {}) => {
      const held = await system.gateway.hold(
        requestFor(train, on, "SL", { railwayUserId: userId, requireAuthorization: true, ...over }),
      );
      if (!held.ok) throw new Error(`hold refused: ${held.message}`);
      return held;
    };
  }

  it("authorises a journey's two holds with one password, both or neither (ADR 023)", async () => {
    const USER = "Journey_1";
    const hold = await journeyUser(USER, "9876501301");
    const first = await hold();
    const second = await hold(addDays(date, 1));
    const url = system.gateway.authorizationUrl(
      [first.holdId, second.holdId],
      "/trains/summary/2611270000001",
    );
    expect(url).toContain(`hold=${first.holdId}`);
    expect(url).toContain(`hold2=${second.holdId}`);
    const shown = await app.inject({ url, headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h2 id="booking-heading">First train</h2>');
    expect(shown.body).toContain('<h2 id="booking2-heading">Second train</h2>');
    expect(shown.body).toContain("to confirm both trains of this journey");
    expect(shown.body.match(/name="password"/g)).toHaveLength(1);
    expect(shown.body).toContain(`name="hold2" value="${second.holdId}"`);
    expect(shown.body).toContain("Sign in and book both trains");
    const fields = {
      hold: first.holdId,
      hold2: second.holdId,
      return: "/trains/summary/2611270000001",
      userId: USER,
    };
    const wrong = await post(url, { ...fields, password: "Secret124" });
    expect(wrong.statusCode).toBe(401);
    expect(await authorizedAt(first.holdId)).toBeNull();
    expect(await authorizedAt(second.holdId)).toBeNull();
    const right = await post(url, { ...fields, password: PASSWORD });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe("/trains/summary/2611270000001?authorized=1");
    expect(await authorizedAt(first.holdId)).toBeInstanceOf(Date);
    expect(await authorizedAt(second.holdId)).toBeInstanceOf(Date);
    for (const h of [first, second]) {
      expect(await system.gateway.confirm(h.holdId, "pay-two")).toMatchObject({ ok: true });
    }

    // Neither when one has lapsed: the other is left waiting, and the page says it is over.
    const third = await hold();
    const gone = await hold();
    await system.gateway.release(gone.holdId);
    const both = system.gateway.authorizationUrl([third.holdId, gone.holdId], "/trains");
    expect((await app.inject({ url: both, headers: { cookie } })).statusCode).toBe(410);
    const refused = await post(both, {
      ...fields,
      hold: third.holdId,
      hold2: gone.holdId,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(410);
    expect(await authorizedAt(third.holdId)).toBeNull();
    // An unknown second hold: not found.
    const unknown = system.gateway.authorizationUrl(
      [third.holdId, "00000000-0000-4000-8000-000000000000"],
      "/trains",
    );
    expect((await app.inject({ url: unknown, headers: { cookie } })).statusCode).toBe(404);
  });

  it("asks one Aadhaar OTP for a journey whose second train is Tatkal, and authorises both with it", async () => {
    const USER = "Journey_2";
    const hold = await journeyUser(USER, "9876501302");
    clock.advance(65 * 60_000);
    try {
      const tomorrow = addDays(istDate(clock()), 1);
      const general = await hold();
      const tatkal = await hold(tomorrow, { quota: "TQ" });
      const url = system.gateway.authorizationUrl([general.holdId, tatkal.holdId], "/trains");
      const count = messenger.outbox.length;
      const shown = await app.inject({ url, headers: { cookie } });
      expect(shown.statusCode).toBe(200);
      expect(messenger.outbox).toHaveLength(count + 1);
      expect(messenger.outbox.at(-1)?.text).toContain(`PNR ${tatkal.pnr}`);
      expect(shown.body.match(/name="aadhaarOtp"/g)).toHaveLength(1);
      const code = aadhaarOtp("9876501302");
      const fields = {
        hold: general.holdId,
        hold2: tatkal.holdId,
        return: "/trains",
        userId: USER,
      };
      const noOtp = await post(url, { ...fields, password: PASSWORD });
      expect(noOtp.statusCode).toBe(400);
      expect(await authorizedAt(general.holdId)).toBeNull();
      const right = await post(url, { ...fields, password: PASSWORD, aadhaarOtp: code });
      expect(right.statusCode).toBe(303);
      expect(await authorizedAt(general.holdId)).toBeInstanceOf(Date);
      expect(await authorizedAt(tatkal.holdId)).toBeInstanceOf(Date);
    } finally {
      clock.advance(-65 * 60_000);
    }
  });

  it("refuses a NUL, a line break or an escape in any field or query with words, before the database", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/railway/forgot-password", { userIdOrEmail: "asha\u0000@example.com" }],
      ["/railway/forgot-password", { userIdOrEmail: USER, return: "/trains\r\nx" }],
      [
        "/railway/register",
        {
          userId: "New_User9",
          password: PASSWORD,
          name: "Asha\nRao",
          email: "new@example.com",
          mobile: "9876509999",
        },
      ],
      ["/railway/reset-password", { token: "x\u0000", password: PASSWORD, confirm: PASSWORD }],
      ["/railway/authorize", { hold: "\u001b[2J", userId: USER, password: PASSWORD }],
      [
        "/railway/aadhaar",
        { step: "start", userId: USER, password: PASSWORD, aadhaar: "2341\t2341 2346" },
      ],
      ["/railway/aadhaar", { step: "confirm", userId: USER, otp: "12\u00003456" }],
    ];
    for (const [url, fields] of cases) {
      const res = await post(url, fields);
      expect(res.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(400);
      expect(res.body).toContain("Please remove line breaks, tabs and other hidden characters");
    }
    const query = await app.inject({
      url: "/railway/authorize?hold=%00&return=/trains",
      headers: { cookie },
    });
    expect(query.statusCode).toBe(400);
    expect(query.body).toContain("Please remove line breaks, tabs and other hidden characters");
  });
});
