import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { startTestServer, type TestServer } from "./test/helper.ts";

/**
 * Requests the host refuses before a page or the API sees them (targets R4,
 * found by the bad-input run): each answers a 4xx in words, never a 500 or a
 * bare 'Bad Request'.
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

const PAGE = { host: "localhost", origin: "http://localhost" };

function words(res: LightMyRequestResponse): string {
  return res.body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe.each(testDatabaseKinds())("the host's refusals on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { pageCache: false });
  });
  afterAll(() => t.close());

  it("answers a page action posted as JSON, or with no body, with 415 and words", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/trains/review?orderId=26112584374894",
      headers: { ...PAGE, "content-type": "application/json" },
      payload: '{"orderId":"26112584374894"}',
    });
    expect(json.statusCode).toBe(415);
    expect(words(json)).toContain("This page takes only its own form");
    const empty = await t.app.inject({
      method: "POST",
      url: "/trains/pg-review?orderId=26112584374894",
      headers: PAGE,
    });
    expect(empty.statusCode).toBe(415);
    expect(words(empty)).toContain("This form could not be read");
  });

  it("answers a page action whose multipart form does not read (a line break inside a field's name) with 400 and words", async () => {
    const boundary = "----r4boundary";
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/api/logout",
      headers: { ...PAGE, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="ne\r\nxt"\r\n\r\n/trains\r\n--${boundary}--\r\n`,
        "utf8",
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "form_unreadable",
      message: "This form could not be read. Please fill it in on the page and send it again.",
    });
    // A well-formed multipart form still reaches the page.
    const good = await t.app.inject({
      method: "POST",
      url: "/v1/api/logout",
      headers: { ...PAGE, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="next"\r\n\r\n/trains\r\n--${boundary}--\r\n`,
        "utf8",
      ),
    });
    expect(good.statusCode).toBe(302);
  });

  it("answers a page post from another site with 403 and words, not a bare 'Bad Request'", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/api/login",
      headers: {
        host: "localhost",
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "intent=send&identifier=9876543210",
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(words(res)).toContain("It was sent from another site");
  });

  it("signs out to a header-safe address when the page to go back to holds a line break, a NUL or non-ASCII", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/api/logout",
      headers: { ...PAGE, "content-type": "application/x-www-form-urlencoded" },
      payload: "next=%2Ftrains%2F%E0%A4%B9%ED%A0%80",
    });
    expect(res.statusCode).toBeLessThan(400);
    // हि as UTF-8, and the broken bytes read as U+FFFD, all percent-encoded.
    expect(res.headers.location).toMatch(/^\/trains\/%E0%A4%B9(%EF%BF%BD)+$/);
    for (const next of ["/trains\r\nSet-Cookie: x=1", "/trains\u0000", "/trains\u001b[0m"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/v1/api/logout",
        headers: { ...PAGE, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ next }).toString(),
      });
      expect(res.statusCode, next).toBeLessThan(400);
      expect(res.headers.location).toBe("/trains");
    }
  });

  it("answers an address that does not decode with 400 in words: a page, or the API's problem", async () => {
    const page = await t.app.inject({ url: "/trains/%ZZ", headers: { host: "localhost" } });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(words(page)).toContain("This address is not valid");
    const api = await t.app.inject({ url: "/api/trains/v1/order/summary/%C0%80" });
    expect(api.statusCode).toBe(400);
    expect(api.json().error).toMatchObject({
      code: "validation_failed",
      message: "This address has characters that cannot be read, or a part that is too long",
    });
  });
});
