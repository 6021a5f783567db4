import { createHash, createHmac } from "node:crypto";
import { APP_AUTH_ENDPOINTS } from "@safar/contracts/app-auth";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_RATE_LIMIT_ENV, type TestApp } from "../../../test/helper.ts";
import { DEV_APP_TOKEN_SECRET, loadConfig } from "../../config.ts";
import { signAppToken } from "./app-token.ts";

/**
 * In-app sign-in (ADR 026): the host app's signed token traded for a
 * session, and every hostile token refused with 401 `app_token_invalid`.
 */

const PATH = APP_AUTH_ENDPOINTS.appSession.path;
const NOW = "2026-11-21T10:00:00+05:30";
const nowS = Math.floor(new Date(NOW).getTime() / 1000);

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

function expect401(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().error.code).toBe("app_token_invalid");
  expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
}

/** A token with a chosen payload, signed the right way (to test the claims checks). */
function signedRaw(secret: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const key = createHash("sha256").update(`app-token\u0000${secret}`).digest();
  const sig = createHmac("sha256", key).update(`sat1.${body}`).digest("base64url");
  return `sat1.${body}.${sig}`;
}

describe.each(testDatabaseKinds())("in-app token exchange on %s", (kind) => {
  let t: TestApp;
  let mobiles = 0;
  const freshMobile = () => `94000${String(++mobiles).padStart(5, "0")}`;
  const token = (
    over: Partial<Parameters<typeof signAppToken>[1]> = {},
    secret = DEV_APP_TOKEN_SECRET,
  ) =>
    signAppToken(secret, {
      sub: "cust_1",
      mobile: freshMobile(),
      iat: nowS - 5,
      exp: nowS + 120,
      ...over,
    });
  const exchange = (value: unknown) =>
    t.app.inject({ method: "POST", url: PATH, payload: { token: value } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: fixedClock(NOW) });
  });
  afterAll(() => t.close());

  it("trades a good token for a session the cookie then carries", async () => {
    const mobile = freshMobile();
    const res = await exchange(token({ mobile, name: "Asha Rao" }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.isLogin).toBe(true);
    expect(body.user.info.mobile).toBe(mobile);
    expect(body.user.info.firstName).toBe("Asha");
    expect(body.user.info.is_verified_mobile).toBe(true);
    expect(res.headers["cache-control"]).toBe("no-store");
    const cookies = cookiesOf(res);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    const read = await t.app.inject({
      url: "/api/auth/v1/session",
      headers: {
        cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`,
        [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? "",
      },
    });
    expect(read.json().isLogin).toBe(true);
    expect(read.json().user.info.mobile).toBe(mobile);
  });

  it("signs the same mobile in as the same user", async () => {
    const mobile = freshMobile();
    const first = await exchange(token({ mobile }));
    const second = await exchange(token({ mobile }));
    expect(second.json().user.info.id).toBe(first.json().user.info.id);
  });

  it("refuses a token used before (replay)", async () => {
    const once = token();
    expect((await exchange(once)).statusCode).toBe(200);
    expect401(await exchange(once));
  });

  it("refuses a token signed with another secret", async () => {
    expect401(await exchange(token({}, "x".repeat(40))));
  });

  it("refuses a token whose payload was changed after signing", async () => {
    const [prefix, payload, sig] = token().split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.mobile = "9999999999";
    const forged = Buffer.from(JSON.stringify(claims)).toString("base64url");
    expect401(await exchange(`${prefix}.${forged}.${sig}`));
  });

  it("refuses expired, not-yet-valid and too long-lived tokens", async () => {
    expect401(await exchange(token({ iat: nowS - 400, exp: nowS - 100 })));
    expect401(await exchange(token({ iat: nowS + 120, exp: nowS + 200 })));
    expect401(await exchange(token({ iat: nowS - 5, exp: nowS + 3600 })));
  });

  it("refuses right-signed tokens with wrong or extra claims", async () => {
    const base = {
      iss: "safar-host-app",
      aud: "safar-trains",
      sub: "cust_1",
      mobile: "9400099999",
      iat: nowS - 5,
      exp: nowS + 120,
      jti: "abcdefghijklmnopqrstuv",
    };
    for (const payload of [
      { ...base, aud: "another-site" },
      { ...base, iss: "someone" },
      { ...base, mobile: "12345" },
      { ...base, admin: true },
      { ...base, jti: "short" },
      "not an object",
    ]) {
      expect401(await exchange(signedRaw(DEV_APP_TOKEN_SECRET, payload)));
    }
  });

  it("refuses malformed tokens and algorithm games", async () => {
    const good = token();
    const [, payload] = good.split(".") as [string, string, string];
    for (const bad of [
      "",
      "x",
      `sat1.${payload}`,
      `sat1.${payload}.`,
      `sat2.${payload}.${good.split(".")[2]}`,
      `eyJhbGciOiJub25lIn0.${payload}.`,
      `${good}.extra`,
      `sat1.${payload}.${"A".repeat(43)}`,
      "sat1.!!!.???",
    ]) {
      const res = await exchange(bad);
      expect([400, 401], `${bad}: ${res.body}`).toContain(res.statusCode);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    const huge = await exchange(`sat1.${"a".repeat(5000)}.b`);
    expect(huge.statusCode).toBe(400);
    const wrongType = await exchange({ token: good });
    expect(wrongType.statusCode).toBe(400);
  });

  it("refuses a cross-site form post (no JSON body)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(token())}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())("in-app sign-in switched off on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "silent",
      ...TEST_RATE_LIMIT_ENV,
    });
    t = await buildTestApp(kind, { now: fixedClock(NOW), config });
  });
  afterAll(() => t.close());

  it("refuses even a development-signed token in production without APP_TOKEN_SECRET", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: PATH,
      payload: {
        token: signAppToken(DEV_APP_TOKEN_SECRET, {
          sub: "cust_1",
          mobile: "9400012345",
          iat: nowS - 5,
          exp: nowS + 120,
        }),
      },
    });
    expect401(res);
  });
});
