import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { pageText, startTestServer, type TestServer, testConfig } from "./test/helper.ts";

/**
 * The API's per-client rate limits (targets R6) as the host and its pages
 * meet them: a page's in-process API calls count against the browser's
 * address (not the server's own), forwarded headers are believed only from
 * a trusted proxy, and the sign-in and PNR pages show the refusal's words.
 * Small limits are configured here, so each test needs only a few requests.
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

const SAME_ORIGIN = { host: "localhost", origin: "http://localhost" };
const TOO_MANY = /Too many requests\. Please try again in (a minute|\d+ minutes)\./;

describe.each(testDatabaseKinds())("rate limits through the host on %s", (kind) => {
  let t: TestServer;
  let mobiles = 0;
  const freshMobile = () => `97${String(5_000_000 + ++mobiles).padStart(8, "0")}`;

  const login = (remoteAddress: string, fields: Record<string, string>, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: "/v1/api/login?isIframe=false",
      headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  beforeAll(async () => {
    t = await startTestServer(kind, {
      config: testConfig({
        RATE_LIMIT_OTP_SEND: "2/10m",
        RATE_LIMIT_PNR: "3/1m",
        RATE_LIMIT_OTP_VERIFY: "2/10m",
      }),
      pageCache: false,
    });
  });
  afterAll(() => t.close());

  it("counts the sign-in page's OTP requests against the browser's address, and shows the refusal", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await login("203.0.113.50", { intent: "send", identifier: freshMobile() });
      expect(res.statusCode).toBe(200);
      expect(pageText(res)).toContain("Enter OTP");
    }
    const refused = await login("203.0.113.50", { intent: "send", identifier: freshMobile() });
    expect(refused.statusCode).toBe(200);
    const words = pageText(refused);
    expect(words).toMatch(TOO_MANY);
    expect(words).toContain("Mobile number or email");
    // The message is announced beside the field.
    expect(refused.body).toMatch(/id="login-identifier-error"[^>]*role="alert"/);
    // Another browser, through the same server, is not affected.
    const other = await login("203.0.113.51", { intent: "send", identifier: freshMobile() });
    expect(pageText(other)).toContain("Enter OTP");
    expect(pageText(other)).not.toMatch(TOO_MANY);
  });

  it("believes X-Forwarded-For only from a trusted proxy (loopback by default)", async () => {
    const client = "198.51.100.60";
    // Through a proxy on this host: the forwarded address is the client.
    for (let i = 0; i < 2; i++) {
      const res = await login(
        "127.0.0.1",
        { intent: "send", identifier: freshMobile() },
        { "x-forwarded-for": client },
      );
      expect(pageText(res)).toContain("Enter OTP");
    }
    const viaProxy = await login(
      "127.0.0.1",
      { intent: "send", identifier: freshMobile() },
      { "x-forwarded-for": client },
    );
    expect(pageText(viaProxy)).toMatch(TOO_MANY);
    // The same address claimed from the internet is ignored: that caller counts as itself.
    const spoofed = await login(
      "192.0.2.61",
      { intent: "send", identifier: freshMobile() },
      { "x-forwarded-for": "198.51.100.99" },
    );
    expect(pageText(spoofed)).toContain("Enter OTP");
    for (let i = 0; i < 2; i++) {
      await login(
        "192.0.2.61",
        { intent: "send", identifier: freshMobile() },
        { "x-forwarded-for": `198.51.100.${100 + i}` },
      );
    }
    const rotating = await login(
      "192.0.2.61",
      { intent: "send", identifier: freshMobile() },
      { "x-forwarded-for": "198.51.100.110" },
    );
    expect(pageText(rotating)).toMatch(TOO_MANY);
  });

  it("shows the refusal on /trains/check-pnr and on a PNR status link instead of failing", async () => {
    const from = "203.0.113.70";
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: `/trains/check-pnr?pnr=${String(4_400_000_000 + i)}`,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(200);
      expect(pageText(res)).not.toMatch(TOO_MANY);
    }
    const refused = await t.app.inject({
      url: "/trains/check-pnr?pnr=4400000009",
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(200);
    expect(pageText(refused)).toMatch(TOO_MANY);
    expect(refused.body).toContain('value="4400000009"');
    const link = await t.app.inject({
      url: "/trains/pnr-enquiry/4400000009/sometoken123",
      remoteAddress: from,
    });
    expect(link.statusCode).toBe(200);
    const words = pageText(link);
    expect(words).toMatch(TOO_MANY);
    expect(words).not.toContain("PNR not found");
    // Another traveller still gets the usual answer.
    const other = await t.app.inject({
      url: "/trains/check-pnr?pnr=4400000009",
      remoteAddress: "203.0.113.71",
    });
    expect(pageText(other)).not.toMatch(TOO_MANY);
  });

  it("paces the password checks of the railway's Aadhaar page per address, in its words", async () => {
    const page = await t.app.inject({ url: "/railway/aadhaar", headers: { host: "localhost" } });
    const cookie = page.headers["set-cookie"];
    const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const step1 = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/railway/aadhaar",
        headers: {
          ...SAME_ORIGIN,
          "content-type": "application/x-www-form-urlencoded",
          cookie: String(cookie).split(";")[0] ?? "",
        },
        payload: new URLSearchParams({
          form_token: token,
          step: "start",
          userId: "Nobody_Here",
          password: "Guess1234",
          aadhaar: "2341 2341 2346",
          consent: "yes",
        }).toString(),
        remoteAddress,
      });
    for (let i = 0; i < 2; i++) {
      const res = await step1("203.0.113.80");
      expect(res.statusCode).toBe(401);
      expect(pageText(res)).toContain("Invalid User ID or password");
    }
    const refused = await step1("203.0.113.80");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(pageText(refused)).toMatch(TOO_MANY);
    expect(refused.body).toMatch(/role="alert"><p>Too many requests/);
    expect(refused.body).not.toContain("2341");
    // Another address is not affected.
    expect((await step1("203.0.113.81")).statusCode).toBe(401);
  });
});
