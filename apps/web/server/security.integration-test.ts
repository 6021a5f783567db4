import { Readable } from "node:stream";
import { SESSION_COOKIE, SIGN_IN_STATE_COOKIE } from "@safar/contracts/auth";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { PAGE_BODY_LIMIT } from "./page-posts.ts";
import { pageText, startTestServer, type TestServer } from "./test/helper.ts";

/**
 * Issue 16's findings as a browser (or an attacker's page) meets them
 * through the host: the sign-in pages, `next` after sign-in and sign-out,
 * the sign-in state. The API's side is in
 * apps/api/src/modules/auth/auth-security.integration-test.ts.
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

const SITE = "http://localhost";
const SAME_ORIGIN = { host: "localhost", origin: SITE };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

type Jar = Record<string, string>;

function withCookies(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies) {
    if (c.value === "") delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** Where a browser on this site goes for a Location or href. */
const resolved = (href: string) => new URL(href, `${SITE}/v1/api/login`);

/** The href of the link whose text is `name`. */
function linkHref(html: string, name: string): string {
  const m = new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${name}</a>`).exec(html);
  if (!m?.[1]) throw new Error(`no link "${name}"`);
  return m[1].replace(/&amp;/g, "&");
}

describe.each(testDatabaseKinds())("security through the host on %s", (kind) => {
  let t: TestServer;
  let mobiles = 0;
  const freshMobile = () => `96${String(1_000_000 + ++mobiles).padStart(8, "0")}`;

  beforeAll(async () => {
    t = await startTestServer(kind, { pageCache: false });
  });
  afterAll(() => t.close());

  /** The sign-in page's two forms, as a browser without JavaScript posts them. */
  async function signInThroughPages(): Promise<{ jar: Jar; code: string }> {
    const identifier = freshMobile();
    let jar: Jar = {};
    const post = async (fields: Record<string, string>) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/v1/api/login?isIframe=false",
        headers: { ...SAME_ORIGIN, ...FORM, cookie: cookieHeader(jar) },
        payload: new URLSearchParams(fields).toString(),
      });
      jar = withCookies(jar, res);
      return res;
    };
    const sent = await post({ intent: "send", identifier });
    expect(pageText(sent)).toContain("Enter OTP");
    const outbox = await t.app.inject({ url: `/api/dev/outbox?recipient=${identifier}&limit=1` });
    const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.body ?? "")?.[1] ?? "";
    const verified = await post({ intent: "verify", identifier, otp });
    expect(verified.statusCode, verified.body.slice(0, 300)).toBe(302);
    const location = new URL(String(verified.headers.location), SITE);
    expect(location.pathname).toBe("/v1/api/authresponse");
    return { jar, code: location.searchParams.get("code") ?? "" };
  }

  const authResponse = (query: string, jar: Jar) =>
    t.app.inject({
      url: `/v1/api/authresponse?${query}`,
      headers: { host: "localhost", cookie: cookieHeader(jar) },
    });

  describe("issue 16 item 7: next never leaves the site", () => {
    it("after sign-in: a tab in next does not make it //evil.example", async () => {
      const { jar, code } = await signInThroughPages();
      const res = await authResponse(`code=${code}&isIframe=false&next=%2F%09%2Fevil.example`, jar);
      expect(res.statusCode).toBe(302);
      const location = String(res.headers.location);
      expect(resolved(location).origin).toBe(SITE);
      expect(location).not.toMatch(/[\t\n\r\\]/);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    });

    it("after sign-in: a newline in next signs in and redirects (no 500 after the code is spent)", async () => {
      const { jar, code } = await signInThroughPages();
      const res = await authResponse(`code=${code}&isIframe=false&next=%2Ftrains%0Aevil`, jar);
      expect(res.statusCode).toBe(302);
      expect(resolved(String(res.headers.location)).origin).toBe(SITE);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    });

    it("the logout form post and the logout page's Continue link stay on the site", async () => {
      const posted = await t.app.inject({
        method: "POST",
        url: "/v1/api/logout",
        headers: { ...SAME_ORIGIN, ...FORM },
        payload: new URLSearchParams({ next: "/\t/evil.example" }).toString(),
      });
      expect(posted.statusCode).toBe(302);
      expect(resolved(String(posted.headers.location)).origin).toBe(SITE);

      const page = await t.app.inject({
        url: "/v1/api/logout?next=%2F%09%2Fevil.example",
        headers: { host: "localhost" },
      });
      expect(page.statusCode).toBe(200);
      const href = linkHref(page.body, "Continue without signing in");
      expect(resolved(href).origin).toBe(SITE);
      expect(href).not.toMatch(/[\t\n\r\\]|&#x?9;/);
      const login = linkHref(page.body, "Login");
      expect(new URL(login, SITE).searchParams.get("next")).not.toMatch(/[\t\n\r]/);
    });

    it("the sign-in page's Back to Safar link stays on the site", async () => {
      const page = await t.app.inject({
        url: "/v1/api/login?isIframe=false&next=%2F%0A%2Fevil.example",
        headers: { host: "localhost" },
      });
      const href = linkHref(page.body, "Back to Safar");
      expect(resolved(href).origin).toBe(SITE);
      expect(href).not.toMatch(/[\t\n\r\\]|&#x?[9aA];|&#10;/);
    });
  });

  describe("issue 16 item 8: a sign-in link made in another browser signs nobody in", () => {
    it("the sign-in page leaves its state cookie in the browser", async () => {
      const { jar } = await signInThroughPages();
      expect(jar[SIGN_IN_STATE_COOKIE]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("opening the attacker's authorization code answers 'did not complete' and sets no session", async () => {
      const attacker = await signInThroughPages();
      // The victim's browser: none of the attacker's cookies.
      const victim = await authResponse(`code=${attacker.code}&isIframe=false`, {});
      expect(victim.statusCode).toBe(200);
      expect(pageText(victim)).toContain("Sign-in did not complete");
      expect(victim.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      // The browser that signed in still can.
      const own = await authResponse(`code=${attacker.code}&isIframe=false`, attacker.jar);
      expect(own.statusCode).toBe(302);
      expect(own.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    });
  });

  describe("issue 16 items 9 and 15: page form posts are small and come from this site", () => {
    const logout = (headers: Record<string, string>, payload = "next=%2Ftrains") =>
      t.app.inject({
        method: "POST",
        url: "/v1/api/logout",
        headers: { host: "localhost", ...FORM, ...headers },
        payload,
      });

    it("refuses a form post with no Origin and no Referer, and one from another site", async () => {
      const refusals: Record<string, string>[] = [
        {},
        { origin: "null" },
        { origin: "https://evil.example" },
      ];
      for (const headers of refusals) {
        const res = await logout(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        // In words: the API's problem JSON, or the host's refusal page (refusals.ts)
        // for an Origin that names another site.
        expect(res.body).toMatch(/another site/);
      }
      const fromElsewhere = await logout({ referer: "https://evil.example/trap" });
      expect(fromElsewhere.statusCode).toBe(403);
    });

    it("accepts a form post from this site, by its Origin or, without one, its Referer", async () => {
      expect((await logout({ origin: SITE })).statusCode).toBe(302);
      expect((await logout({ referer: `${SITE}/trains` })).statusCode).toBe(302);
    });

    it("refuses a page form post over the limit with 413, declared or streamed", async () => {
      const big = `identifier=${"9".repeat(PAGE_BODY_LIMIT)}`;
      const declared = await t.app.inject({
        method: "POST",
        url: "/v1/api/login?isIframe=false",
        headers: { ...SAME_ORIGIN, ...FORM },
        payload: big,
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.json().error.code).toBe("request_too_large");
      // No Content-Length: the body is counted as it arrives.
      const streamed = await t.app.inject({
        method: "POST",
        url: "/v1/api/login?isIframe=false",
        headers: { ...SAME_ORIGIN, ...FORM },
        payload: Readable.from(
          (function* () {
            for (let i = 0; i < 64; i++) yield Buffer.alloc(16 * 1024, 0x39);
          })(),
        ),
      });
      expect(streamed.statusCode).toBe(413);
      // A form of an ordinary size still works.
      const ok = await t.app.inject({
        method: "POST",
        url: "/v1/api/login?isIframe=false",
        headers: { ...SAME_ORIGIN, ...FORM },
        payload: new URLSearchParams({ intent: "send", identifier: freshMobile() }).toString(),
      });
      expect(pageText(ok)).toContain("Enter OTP");
    });

    it("limits the API's bodies too", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/v1/otp/send",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ identifier: "9".repeat(2 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
    });
  });

  describe("issue 16 item 12: no secrets or raw stack traces in the logs", () => {
    it("logs URLs with their sso_token, reset token and authorization code redacted", async () => {
      const secrets = {
        code: "AUTHCODE-must-not-be-logged",
        sso: "SSOTOKEN-must-not-be-logged",
        reset: "RESETTOKEN-must-not-be-logged",
      };
      const from = t.logs.length;
      await t.app.inject({
        url: `/v1/api/authresponse?code=${secrets.code}&isIframe=false&next=%2Ftrains`,
        headers: { host: "localhost" },
      });
      await t.app.inject({
        url: `/api/trains/v5/search?from=NDLS&to=BCT&isH5=true&sso_token=${secrets.sso}`,
      });
      await t.app.inject({ url: `/railway/reset-password?token=${secrets.reset}` });
      await t.app.inject({ url: `/trains?%73so_token=${secrets.sso}&wallet_token=${secrets.sso}` });
      const written = JSON.stringify(t.logs.slice(from));
      for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
      // The rest of the URL is still there to read.
      const urls = t.logs
        .slice(from)
        .map((line) => (line.req as { url?: string } | undefined)?.url)
        .filter(Boolean);
      expect(urls).toContain("/v1/api/authresponse?code=[redacted]&isIframe=false&next=%2Ftrains");
      expect(urls).toContain("/railway/reset-password?token=[redacted]");
    });

    it("answers a form post to a page without a form handler 405, logged as one JSON line", async () => {
      const printed: unknown[] = [];
      const spy = vi.spyOn(console, "error").mockImplementation((...args) => {
        printed.push(args);
      });
      const from = t.logs.length;
      try {
        const res = await t.app.inject({
          method: "POST",
          url: "/trains/check-pnr",
          headers: { ...SAME_ORIGIN, ...FORM },
          payload: "pnr=1234567890",
        });
        expect(res.statusCode).toBe(405);
      } finally {
        spy.mockRestore();
      }
      expect(printed).toEqual([]);
      const line = t.logs.slice(from).find((l) => l.status === 405);
      expect(line?.msg).toBe("page request refused");
      expect(line?.reqId).toBeTruthy();
      expect(JSON.stringify(line)).not.toContain("    at ");
    });
  });

  describe("issue 16 item 15: HSTS only over HTTPS", () => {
    it("sends Strict-Transport-Security over HTTPS (a trusted proxy's word) and never over plain HTTP", async () => {
      for (const url of ["/trains", "/api/trains/v1/user/address?pincode=110001"]) {
        const plain = await t.app.inject({ url, headers: { host: "localhost" } });
        expect(plain.headers["strict-transport-security"], url).toBeUndefined();
        const secure = await t.app.inject({
          url,
          headers: { host: "localhost", "x-forwarded-proto": "https" },
        });
        expect(secure.headers["strict-transport-security"], url).toBe(
          "max-age=31536000; includeSubDomains",
        );
      }
      // From a client that is not a trusted proxy, its word about HTTPS is not believed.
      const spoofed = await t.app.inject({
        url: "/trains",
        headers: { host: "localhost", "x-forwarded-proto": "https" },
        remoteAddress: "203.0.113.9",
      });
      expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    });
  });

  describe("issue 16 item 2: the outbox page opens on the server's machine only", () => {
    const page = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({ url: "/dev/outbox", remoteAddress, headers });

    it("shows the messages to a browser on this machine", async () => {
      const res = await page("127.0.0.1", { host: "localhost:3000" });
      expect(res.statusCode).toBe(200);
      expect(pageText(res)).toContain("SMS and e-mails Safar sent");
    });

    it("tells anyone else, however they came, that it opens only there", async () => {
      const refusals: Array<[string, Record<string, string>]> = [
        ["203.0.113.9", { host: "safar.example" }],
        // Through a proxy on this machine (its forwarding header reaches the API too).
        ["127.0.0.1", { host: "localhost", "x-forwarded-for": "203.0.113.9" }],
        ["127.0.0.1", { host: "localhost", "x-forwarded-for": "127.0.0.1" }],
        // Another site's name pointed at this machine.
        ["127.0.0.1", { host: "evil.example" }],
      ];
      for (const [remoteAddress, headers] of refusals) {
        const res = await page(remoteAddress, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(pageText(res)).toContain("The outbox can be read only on the machine Safar runs on");
        expect(pageText(res)).not.toContain("is your OTP");
      }
    });
  });
});
