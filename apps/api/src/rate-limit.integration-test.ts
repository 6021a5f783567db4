import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/helper.ts";
import { signIn } from "../test/session.ts";
import { DEFAULT_RATE_LIMITS, loadConfig } from "./config.ts";

/**
 * The per-client rate limits (targets R6) at their real, default values:
 * the request past the limit answers 429 `rate_limited` with Retry-After
 * in the API's error shape; another address is not affected; the window
 * ends on the limiter's own (injected) clock.
 */

const MINUTE = 60_000;

function expectLimited(res: LightMyRequestResponse, retryAfterSeconds: number, wait: string): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers["retry-after"]).toBe(String(retryAfterSeconds));
  expect(res.json()).toEqual({
    error: {
      code: "rate_limited",
      message: `Too many requests. Please try again in ${wait}.`,
      requestId: expect.any(String),
    },
  });
}

describe.each(testDatabaseKinds())("per-client rate limits on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-21T10:00:00+05:30");
  let limiterNow = Date.parse("2026-11-21T04:30:00Z");
  let mobiles = 0;
  /** A mobile number no test has used (the per-recipient OTP policy never interferes). */
  const freshMobile = () => `98${String(7_000_000 + ++mobiles).padStart(8, "0")}`;

  const send = (ip: string, identifier = freshMobile()) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/v1/otp/send",
      payload: { identifier },
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      now: clock,
      // The shipped defaults, not the harness's raised ones.
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      rateLimitClock: () => limiterNow,
    });
  });
  afterAll(() => t.close());

  it("ships the documented defaults", () => {
    expect(t.deps.config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toEqual({
      otpSend: { max: 10, windowMs: 10 * MINUTE },
      otpVerify: { max: 20, windowMs: 10 * MINUTE },
      pnrLookup: { max: 30, windowMs: MINUTE },
      analytics: { max: 60, windowMs: MINUTE },
    });
  });

  it("sends 10 sign-in OTPs per client in 10 minutes; the 11th is 429 with Retry-After, another client unaffected", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 10; i++) {
      const res = await send(ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectLimited(await send(ip), 600, "10 minutes");
    // Other travellers are not held back by this client.
    expect((await send("203.0.113.11")).statusCode).toBe(200);
    // Four minutes on, it is still refused, with less to wait.
    limiterNow += 4 * MINUTE;
    expectLimited(await send(ip), 360, "6 minutes");
    // Once the window is over, the client may send again.
    limiterNow += 6 * MINUTE;
    expect((await send(ip)).statusCode).toBe(200);
  });

  it("counts refused requests too: malformed identifiers use up the allowance", async () => {
    const ip = "203.0.113.12";
    for (let i = 0; i < 10; i++) {
      expect((await send(ip, "not-a-mobile")).statusCode).toBe(400);
    }
    expectLimited(await send(ip), 600, "10 minutes");
  });

  it("checks 20 OTPs per client in 10 minutes, across identifiers", async () => {
    const ip = "203.0.113.13";
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/verify",
        payload: { identifier: freshMobile(), otp: "123456" },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    // No OTP is pending for these numbers: refused by the OTP policy, not by the limit.
    expect(statuses.every((s) => s === 400)).toBe(true);
    expectLimited(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/verify",
        payload: { identifier: freshMobile(), otp: "123456" },
        remoteAddress: ip,
      }),
      600,
      "10 minutes",
    );
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/otp/verify",
      payload: { identifier: freshMobile(), otp: "123456" },
      remoteAddress: "203.0.113.14",
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe("otp_not_requested");
  });

  it("looks up 30 PNRs per client a minute (status and nudge together), then 429 until the minute ends", async () => {
    const ip = "198.51.100.20";
    const lookup = (url: string, from = ip) =>
      t.app.inject({ method: "GET", url, remoteAddress: from });
    for (let i = 0; i < 20; i++) {
      const res = await lookup(`/api/trains/v1/status?pnr=${String(4_100_000_000 + i)}`);
      expect(res.statusCode, res.body).toBe(404);
    }
    for (let i = 0; i < 10; i++) {
      const res = await lookup(`/api/trains/v1/pnr/nudge?pnr=${String(4_100_000_000 + i)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    limiterNow += 15_000;
    expectLimited(await lookup("/api/trains/v1/status?pnr=4100000099"), 45, "a minute");
    expectLimited(await lookup("/api/trains/v1/pnr/nudge?pnr=4100000099"), 45, "a minute");
    expect((await lookup("/api/trains/v1/status?pnr=4100000099", "198.51.100.21")).statusCode).toBe(
      404,
    );
    limiterNow += 45_000;
    expect((await lookup("/api/trains/v1/status?pnr=4100000099")).statusCode).toBe(404);
  });

  it("counts an IPv6 client by its /64", async () => {
    const lookup = (from: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/trains/v1/status?pnr=4200000000",
        remoteAddress: from,
      });
    for (let i = 0; i < 30; i++) {
      expect((await lookup(`2001:db8:aa:1::${(i + 1).toString(16)}`)).statusCode).toBe(404);
    }
    // Another address of the same /64 is the same client; another /64 is not.
    expect((await lookup("2001:db8:aa:1:ffff::1")).statusCode).toBe(429);
    expect((await lookup("2001:db8:aa:2::1")).statusCode).toBe(404);
  });

  it("limits the railway account's messages per client with the sign-in OTPs", async () => {
    const user = await signIn(t.app, freshMobile());
    const ip = "192.0.2.30";
    const forgot = () =>
      t.app.inject({
        method: "POST",
        url: "/api/trains/v1/user/forgotUserId",
        headers: user.headers,
        payload: { emailOrMobile: freshMobile() },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send(ip)).statusCode).toBe(200);
    expectLimited(await forgot(), 600, "10 minutes");
    expectLimited(
      await t.app.inject({
        method: "POST",
        url: "/api/trains/v1/user/resendOtp",
        headers: user.headers,
        payload: { userId: "Nobody_1", channel: "mobile" },
        remoteAddress: ip,
      }),
      600,
      "10 minutes",
    );
  });

  it("leaves a traveller's ordinary use alone: sign in, check a few PNRs, sign in again", async () => {
    const ip = "192.0.2.40";
    const mobile = freshMobile();
    const sent = await send(ip, mobile);
    expect(sent.statusCode).toBe(200);
    const otp = /\b(\d{6})\b/.exec(
      (await t.app.inject({ url: `/api/dev/outbox?recipient=${mobile}&limit=1` })).json()
        .messages[0].body,
    )?.[1];
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/otp/verify",
      payload: { identifier: mobile, otp },
      remoteAddress: ip,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    for (let i = 0; i < 5; i++) {
      const status = await t.app.inject({
        url: `/api/trains/v1/status?pnr=${String(4_300_000_000 + (i % 2))}`,
        remoteAddress: ip,
      });
      expect(status.statusCode).toBe(404);
    }
  });

  it("words the refusal in the catalogue, with a placeholder for the wait", () => {
    expect(ERROR_MESSAGES.rate_limited).toBe("Too many requests. Please try again in {wait}.");
  });
});
