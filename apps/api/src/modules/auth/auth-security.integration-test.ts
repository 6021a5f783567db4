import { CSRF_HEADER, SESSION_COOKIE, SIGN_IN_STATE_COOKIE } from "@safar/contracts/auth";
import type { ErrorCode } from "@safar/contracts/errors";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_RATE_LIMIT_ENV, type TestApp } from "../../../test/helper.ts";
import { cookieHeader, signIn, withCookies } from "../../../test/session.ts";
import { loadConfig } from "../../config.ts";

/**
 * Issue 16's findings on sign-in and sessions, each through the API as an
 * attacker would send it (the host's side is in apps/web/server/security.integration-test.ts).
 */

function expectProblem(res: LightMyRequestResponse, status: number, code: ErrorCode): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  return res.json().error.message;
}

describe.each(testDatabaseKinds())("sign-in and session safety on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-21T10:00:00+05:30");
  let mobiles = 0;
  /** A fresh mobile per test, so the per-recipient OTP rules of one test never touch another. */
  const freshMobile = () => `93000${String(++mobiles).padStart(5, "0")}`;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const session = (cookie: string, csrf?: string) =>
    t.app.inject({
      url: "/api/auth/v1/session",
      headers: { cookie, ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
    });

  describe("issue 16 item 6: the anti-forgery check follows the routed path", () => {
    it("refuses a percent-encoded /api path carrying the session cookie without the token", async () => {
      const who = await signIn(t.app, freshMobile());
      const cookie = who.headers.cookie ?? "";
      const create = await t.app.inject({
        method: "POST",
        url: "/%61pi/trains/v1/user/td_details",
        headers: { cookie },
        payload: { action: "create", traveller: { name: "Ravi Kumar", age: 40, gender: "Male" } },
      });
      expectProblem(create, 403, "forbidden_csrf");
      const list = await t.app.inject({
        url: "/api/trains/v1/user/td_details",
        headers: { cookie },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(JSON.stringify(list.json())).not.toContain("Ravi Kumar");

      for (const url of ["/%61pi/auth/v1/logout", "/%61%70%69/auth/v1/logout"]) {
        expectProblem(
          await t.app.inject({ method: "POST", url, headers: { cookie }, payload: {} }),
          403,
          "forbidden_csrf",
        );
      }
      // Still signed in: the encoded logouts did nothing.
      const still = await session(cookie, who.headers[CSRF_HEADER]);
      expect(still.json().isLogin).toBe(true);
      expect(who.cookies[SESSION_COOKIE]).toBeTruthy();
    });
  });

  describe("issue 16 item 15: the anti-forgery token belongs to its session", () => {
    it("refuses a token the attacker chose, even when cookie and header agree", async () => {
      const who = await signIn(t.app, freshMobile());
      const forged = `${SESSION_COOKIE}=${who.cookies[SESSION_COOKIE]}; safar_csrf=chosen-by-attacker`;
      expectProblem(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/v1/logout",
          headers: { cookie: forged, [CSRF_HEADER]: "chosen-by-attacker" },
          payload: {},
        }),
        403,
        "forbidden_csrf",
      );
      expectProblem(await session(forged, "chosen-by-attacker"), 403, "forbidden_csrf");
    });

    it("refuses another session's token", async () => {
      const a = await signIn(t.app, freshMobile());
      const b = await signIn(t.app, freshMobile());
      const mixed = `${SESSION_COOKIE}=${a.cookies[SESSION_COOKIE]}; safar_csrf=${b.headers[CSRF_HEADER]}`;
      expectProblem(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/v1/logout",
          headers: { cookie: mixed, [CSRF_HEADER]: b.headers[CSRF_HEADER] ?? "" },
          payload: {},
        }),
        403,
        "forbidden_csrf",
      );
      // Each session's own token still works.
      expect((await session(a.headers.cookie ?? "", a.headers[CSRF_HEADER])).json().isLogin).toBe(
        true,
      );
    });

    it("lets a browser with a stale session cookie and no anti-forgery cookie sign in again", async () => {
      const mobile = freshMobile();
      const stale = `${SESSION_COOKIE}=a-session-that-ended-long-ago`;
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        headers: { cookie: stale },
        payload: { identifier: mobile },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      // The whole sign-in goes through with the stale cookie still there.
      const who = await signIn(t.app, freshMobile(), {
        cookies: { [SESSION_COOKIE]: "a-session-that-ended-long-ago" },
      });
      expect(who.cookies[SESSION_COOKIE]).not.toBe("a-session-that-ended-long-ago");
    });
  });

  describe("issue 16 item 8: an authorization code works only in the browser that signed in", () => {
    /** The attacker's own sign-in, stopped before the exchange: their code and their cookies. */
    async function attackersCode(mobile: string) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        payload: { identifier: mobile },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const jar = withCookies({}, sent);
      const outbox = await t.app.inject({ url: `/api/dev/outbox?recipient=${mobile}&limit=1` });
      const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.body ?? "")?.[1];
      const verified = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/verify",
        headers: { cookie: cookieHeader(jar) },
        payload: { identifier: mobile, otp },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return { code: verified.json().code as string, jar: withCookies(jar, verified) };
    }

    it("sets an HttpOnly sign-in state cookie when sign-in starts", async () => {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        payload: { identifier: freshMobile() },
      });
      const state = sent.cookies.find((c) => c.name === SIGN_IN_STATE_COOKIE);
      expect(state?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(state?.httpOnly).toBe(true);
      expect(state?.sameSite).toBe("Lax");
    });

    it("refuses another browser's code: no session for the victim, and the code is not spent", async () => {
      const { code, jar } = await attackersCode(freshMobile());
      // The victim's browser: no sign-in state, then a state of its own.
      const bare = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        payload: { code },
      });
      expectProblem(bare, 400, "auth_code_invalid");
      expect(bare.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      const victimsOwn = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        payload: { identifier: freshMobile() },
      });
      const victim = withCookies({}, victimsOwn);
      expectProblem(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/v1/token",
          headers: { cookie: cookieHeader(victim) },
          payload: { code },
        }),
        400,
        "auth_code_invalid",
      );
      // In the browser that asked for it, the code still signs in.
      const own = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        headers: { cookie: cookieHeader(jar) },
        payload: { code },
      });
      expect(own.statusCode, own.body).toBe(200);
    });
  });

  describe("issue 16 item 10: nobody can lock a recipient out of sign-in", () => {
    const send = (identifier: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        payload: { identifier },
        remoteAddress,
      });

    it("sends from other addresses do not use up the victim's own OTPs", async () => {
      const victim = freshMobile();
      for (let i = 1; i <= 5; i++) {
        clock.advance(31_000);
        expect((await send(victim, `203.0.113.${i}`)).statusCode).toBe(200);
      }
      clock.advance(31_000);
      const own = await send(victim, "198.51.100.7");
      expect(own.statusCode, own.body).toBe(200);
      // The victim signs in with the newest code.
      const who = await signIn(t.app, victim, { remoteAddress: "198.51.100.7", skipSend: true });
      expect(who.cookies[SESSION_COOKIE]).toBeTruthy();
    });

    it("still refuses one address a second OTP within 30 s and a sixth within the hour", async () => {
      const mobile = freshMobile();
      clock.advance(31_000);
      expect((await send(mobile, "203.0.113.20")).statusCode).toBe(200);
      expectProblem(await send(mobile, "203.0.113.20"), 429, "otp_too_soon");
      for (let i = 0; i < 4; i++) {
        clock.advance(31_000);
        expect((await send(mobile, "203.0.113.20")).statusCode).toBe(200);
      }
      clock.advance(31_000);
      expectProblem(await send(mobile, "203.0.113.20"), 429, "otp_limit");
    });

    it("caps a flood from many addresses per recipient, and for 15 minutes at most", async () => {
      const victim = freshMobile();
      clock.advance(31_000);
      for (let i = 1; i <= 10; i++) {
        clock.advance(1_000);
        const res = await send(victim, `192.0.2.${i}`);
        expect(res.statusCode, res.body).toBe(200);
      }
      clock.advance(1_000);
      const capped = await send(victim, "192.0.2.99");
      const message = expectProblem(capped, 429, "otp_limit");
      const minutes = Number(/in (\d+) minute/.exec(message)?.[1]);
      expect(minutes).toBeGreaterThan(0);
      expect(minutes).toBeLessThanOrEqual(15);
      clock.advance(15 * 60_000);
      expect((await send(victim, "192.0.2.99")).statusCode).toBe(200);
    });
  });

  describe("issue 16 item 12: a session token is not taken from a query string", () => {
    it("ignores ?sso_token= (it would end up in logs and referrers); the header works", async () => {
      const who = await signIn(t.app, freshMobile());
      const token = who.cookies[SESSION_COOKIE] ?? "";
      const byQuery = await t.app.inject({
        url: `/api/auth/v1/session?sso_token=${encodeURIComponent(token)}`,
      });
      expect(byQuery.json()).toMatchObject({ isLogin: false, user: null });
      const byHeader = await t.app.inject({
        url: "/api/auth/v1/session",
        headers: { sso_token: token },
      });
      expect(byHeader.json().isLogin).toBe(true);
    });
  });

  describe("cookies on a site served over HTTPS (PUBLIC_URL https://…)", () => {
    it("marks the session, anti-forgery and sign-in state cookies Secure, also through a page's in-process call", async () => {
      const https = await buildTestApp(kind, {
        now: clock,
        config: loadConfig({
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          PUBLIC_URL: "https://safar.example",
          ...TEST_RATE_LIMIT_ENV,
        }),
      });
      try {
        let jar: Record<string, string> = {};
        const secure: Record<string, boolean | undefined> = {};
        const step = async (url: string, payload: object) => {
          // As a page's in-process call makes it: plain HTTP, the browser's address.
          const res = await https.app.inject({
            method: "POST",
            url,
            payload,
            remoteAddress: "203.0.113.30",
            headers: { cookie: cookieHeader(jar) },
          });
          for (const c of res.cookies) secure[c.name] = c.secure;
          jar = withCookies(jar, res);
          return res;
        };
        const mobile = freshMobile();
        await step("/api/auth/v1/otp/send", { identifier: mobile });
        const outbox = await https.app.inject({
          url: `/api/dev/outbox?recipient=${mobile}&limit=1`,
        });
        const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.body ?? "")?.[1];
        const verified = await step("/api/auth/v1/otp/verify", { identifier: mobile, otp });
        const token = await step("/api/auth/v1/token", { code: verified.json().code });
        expect(token.statusCode, token.body).toBe(200);
        expect(secure).toEqual({
          [SIGN_IN_STATE_COOKIE]: true,
          [SESSION_COOKIE]: true,
          safar_csrf: true,
        });
      } finally {
        await https.close();
      }
    });
  });
});
