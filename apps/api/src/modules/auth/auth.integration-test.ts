import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  SessionResponseSchema,
} from "@safar/contracts/auth";
import { ERROR_MESSAGES, type ErrorCode } from "@safar/contracts/errors";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { cookieHeader as jarHeader, withCookies } from "../../../test/session.ts";

function expectProblem(res: LightMyRequestResponse, status: number, code: ErrorCode): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  return body.error.message;
}

/** The newest OTP sent to a recipient, read from the development outbox. */
async function otpFrom(t: TestApp, recipient: string): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  expect(res.statusCode).toBe(200);
  const [message] = res.json().messages as Array<{ body: string; purpose: string }>;
  expect(message?.purpose).toBe("login_otp");
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no OTP in ${message?.body}`);
  return code;
}

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

describe.each(testDatabaseKinds())("sign-in and sessions on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-21T10:00:00+05:30");
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  /**
   * One browser: its posts carry the cookies earlier answers set (the sign-in
   * state binds the authorization code to it).
   */
  function browser() {
    let jar: Record<string, string> = {};
    return async (url: string, payload: unknown) => {
      const res = await post(
        url,
        payload,
        Object.keys(jar).length ? { cookie: jarHeader(jar) } : {},
      );
      jar = withCookies(jar, res);
      return res;
    };
  }

  /** Signs in a mobile or email all the way; answers the cookies. */
  async function signIn(identifier: string, recipient = identifier) {
    clock.advance(60_000);
    const step = browser();
    const sent = await step("/api/auth/v1/otp/send", { identifier });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await otpFrom(t, recipient);
    const verified = await step("/api/auth/v1/otp/verify", { identifier, otp });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = await step("/api/auth/v1/token", { code: verified.json().code });
    expect(token.statusCode, token.body).toBe(200);
    return { cookies: cookiesOf(token), session: token.json(), res: token };
  }

  const cookieHeader = (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");

  it("sends a 6-digit OTP by SMS through the outbox, saying where it went", async () => {
    const res = await post("/api/auth/v1/otp/send", { identifier: "98765 43210" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("A 6 digit OTP was sent to 98******10");
    const out = await t.app.inject({ url: "/api/dev/outbox?recipient=9876543210" });
    const [message] = out.json().messages;
    expect(message).toMatchObject({
      channel: "sms",
      recipient: "9876543210",
      purpose: "login_otp",
    });
    expect(message.body).toMatch(/^\d{6} is your OTP to sign in to Safar/);
  });

  it("refuses an identifier that is neither a 10-digit mobile nor an email", async () => {
    for (const identifier of ["12345", "0123456789", "ravi@", "", "ravi example.com"]) {
      const message = expectProblem(
        await post("/api/auth/v1/otp/send", { identifier }),
        400,
        "login_identifier_invalid",
      );
      expect(message).toBe("Please enter a valid email or phone number");
    }
  });

  it("signs a new user in by mobile: authorization code, cookies, session answer of spec §3", async () => {
    const { cookies, session, res } = await signIn("9123456780");
    expect(cookies[SESSION_COOKIE]).toBeTruthy();
    expect(cookies[CSRF_COOKIE]).toBeTruthy();
    const sessionCookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe("Lax");
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)?.httpOnly).toBeFalsy();
    const parsed = SessionResponseSchema.parse(session);
    expect(parsed.isLogin).toBe(true);
    expect(parsed.user?.info.mobile).toBe("9123456780");
    expect(parsed.user?.info.is_verified_mobile).toBe(true);
    expect(parsed.user?.sso_token_enc).toBeTruthy();
    expect(parsed.user?.iv).toBeTruthy();
    // The sealed token is not the token.
    expect(parsed.user?.sso_token_enc).not.toContain(cookies[SESSION_COOKIE]);
  });

  it("answers the session with the anti-forgery token, and refuses it without", async () => {
    const { cookies } = await signIn("ravi@example.com");
    const withToken = await t.app.inject({
      url: "/api/auth/v1/session",
      headers: { cookie: cookieHeader(cookies), [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? "" },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().user.info.email).toBe("ravi@example.com");
    expectProblem(
      await t.app.inject({
        url: "/api/auth/v1/session",
        headers: { cookie: cookieHeader(cookies) },
      }),
      403,
      "forbidden_csrf",
    );
    // No session at all: an empty session, not an error.
    const anonymous = await t.app.inject({ url: "/api/auth/v1/session" });
    expect(anonymous.json()).toMatchObject({ isLogin: false, user: null });
  });

  it("refuses a state-changing call carrying the session cookie without the anti-forgery token (R5)", async () => {
    const { cookies } = await signIn("9000000001");
    const refused = await post("/api/auth/v1/logout", {}, { cookie: cookieHeader(cookies) });
    expectProblem(refused, 403, "forbidden_csrf");
    const wrong = await post(
      "/api/auth/v1/logout",
      {},
      { cookie: cookieHeader(cookies), [CSRF_HEADER]: "not-the-token" },
    );
    expectProblem(wrong, 403, "forbidden_csrf");
    // Still signed in.
    const session = await t.app.inject({
      url: "/api/auth/v1/session",
      headers: { cookie: cookieHeader(cookies), [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? "" },
    });
    expect(session.json().isLogin).toBe(true);
  });

  it("logs out: the session ends and its token no longer works", async () => {
    const { cookies } = await signIn("9000000002");
    const headers = { cookie: cookieHeader(cookies), [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? "" };
    const out = await post("/api/auth/v1/logout", {}, headers);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
    const after = await t.app.inject({ url: "/api/auth/v1/session", headers });
    expect(after.json()).toMatchObject({ isLogin: false, user: null });
  });

  it("accepts the in-app sso_token header instead of the cookie", async () => {
    const { cookies } = await signIn("9000000003");
    const res = await t.app.inject({
      url: "/api/auth/v1/session",
      headers: { sso_token: cookies[SESSION_COOKIE] ?? "" },
    });
    expect(res.json().user.info.mobile).toBe("9000000003");
  });

  it("signs the same person in again as the same user", async () => {
    const first = await signIn("9000000004");
    const second = await signIn("9000000004");
    expect(second.session.user.info.id).toBe(first.session.user.info.id);
    expect(second.cookies[SESSION_COOKIE]).not.toBe(first.cookies[SESSION_COOKIE]);
  });

  it("uses an OTP once, and an authorization code once", async () => {
    clock.advance(60_000);
    const step = browser();
    await step("/api/auth/v1/otp/send", { identifier: "9000000005" });
    const otp = await otpFrom(t, "9000000005");
    const first = await step("/api/auth/v1/otp/verify", { identifier: "9000000005", otp });
    expect(first.statusCode).toBe(200);
    expectProblem(
      await step("/api/auth/v1/otp/verify", { identifier: "9000000005", otp }),
      400,
      "otp_not_requested",
    );
    const code = first.json().code;
    expect((await step("/api/auth/v1/token", { code })).statusCode).toBe(200);
    expectProblem(await step("/api/auth/v1/token", { code }), 400, "auth_code_invalid");
  });

  it("lets an authorization code lapse after 60 s", async () => {
    clock.advance(60_000);
    const step = browser();
    await step("/api/auth/v1/otp/send", { identifier: "9000000006" });
    const otp = await otpFrom(t, "9000000006");
    const { code } = (
      await step("/api/auth/v1/otp/verify", { identifier: "9000000006", otp })
    ).json();
    clock.advance(61_000);
    expectProblem(await step("/api/auth/v1/token", { code }), 400, "auth_code_invalid");
  });

  it("locks the OTP after 5 wrong codes, even for the right one (R6)", async () => {
    clock.advance(60_000);
    await post("/api/auth/v1/otp/send", { identifier: "9000000007" });
    const otp = await otpFrom(t, "9000000007");
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const message = expectProblem(
        await post("/api/auth/v1/otp/verify", { identifier: "9000000007", otp: wrong }),
        400,
        "otp_wrong",
      );
      expect(message).toBe(`Wrong OTP. ${left} attempt(s) left`);
    }
    expectProblem(
      await post("/api/auth/v1/otp/verify", { identifier: "9000000007", otp: wrong }),
      400,
      "otp_locked",
    );
    expectProblem(
      await post("/api/auth/v1/otp/verify", { identifier: "9000000007", otp }),
      400,
      "otp_locked",
    );
  });

  it("says which OTP is missing, refuses a malformed one without using an attempt, and lets one expire", async () => {
    clock.advance(60_000);
    await post("/api/auth/v1/otp/send", { identifier: "asha@example.com" });
    const otp = await otpFrom(t, "asha@example.com");
    expect(
      expectProblem(
        await post("/api/auth/v1/otp/verify", { identifier: "asha@example.com", otp: "" }),
        400,
        "email_otp_required",
      ),
    ).toBe("Please enter Email OTP");
    expect(
      expectProblem(
        await post("/api/auth/v1/otp/verify", { identifier: "9000000008", otp: " " }),
        400,
        "mobile_otp_required",
      ),
    ).toBe("Please enter Mobile OTP");
    expectProblem(
      await post("/api/auth/v1/otp/verify", { identifier: "asha@example.com", otp: "12ab" }),
      400,
      "otp_format",
    );
    clock.advance(10 * 60_000);
    expectProblem(
      await post("/api/auth/v1/otp/verify", { identifier: "asha@example.com", otp }),
      400,
      "otp_expired",
    );
  });

  it("answers 429 to a second OTP within 30 s and to a sixth within the hour (R6)", async () => {
    clock.advance(60_000);
    const identifier = "9000000009";
    expect((await post("/api/auth/v1/otp/send", { identifier })).statusCode).toBe(200);
    const soon = expectProblem(
      await post("/api/auth/v1/otp/send", { identifier }),
      429,
      "otp_too_soon",
    );
    expect(soon).toBe("Please wait 30 seconds before requesting another OTP");
    for (let i = 0; i < 4; i++) {
      clock.advance(31_000);
      expect((await post("/api/auth/v1/otp/send", { identifier })).statusCode).toBe(200);
    }
    clock.advance(31_000);
    expectProblem(await post("/api/auth/v1/otp/send", { identifier }), 429, "otp_limit");
  });

  it("judges only the newest OTP: an older one no longer signs in", async () => {
    clock.advance(60_000);
    const identifier = "9000000010";
    await post("/api/auth/v1/otp/send", { identifier });
    const older = await otpFrom(t, identifier);
    clock.advance(31_000);
    await post("/api/auth/v1/otp/send", { identifier });
    const newer = await otpFrom(t, identifier);
    if (older !== newer) {
      expectProblem(
        await post("/api/auth/v1/otp/verify", { identifier, otp: older }),
        400,
        "otp_wrong",
      );
    }
    expect((await post("/api/auth/v1/otp/verify", { identifier, otp: newer })).statusCode).toBe(
      200,
    );
  });

  it("marks outbox messages sent by the provider", async () => {
    clock.advance(60_000);
    await post("/api/auth/v1/otp/send", { identifier: "9000000011" });
    // The flush after commit runs in the background; wait for it.
    await expect
      .poll(async () => {
        const res = await t.app.inject({ url: "/api/dev/outbox?recipient=9000000011" });
        return res.json().messages[0]?.sentAt;
      })
      .toBeTruthy();
  });

  it("keeps the catalogue's wording for every sign-in refusal", () => {
    expect(ERROR_MESSAGES.logged_out).toBe(
      "It seems you are logged out. Please login to continue.",
    );
    expect(ERROR_MESSAGES.login_identifier_invalid).toBe(
      "Please enter a valid email or phone number",
    );
  });
});
