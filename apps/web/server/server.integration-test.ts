import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { addDays, istDate } from "@safar/domain/ist";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { COMPRESSION_THRESHOLD } from "./index.ts";
import { startTestServer, TEST_SERVER_START, type TestServer } from "./test/helper.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

describe.each(testDatabaseKinds())("the host on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    // A JSON body well above the compression threshold, added by this test only.
    t.app.get("/test-only/large.json", async () => ({
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item number ${i}` })),
    }));
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("has no settable clock or railway faults unless DEV_CLOCK and DEV_FAULTS are on", async () => {
    for (const url of ["/api/dev/clock", "/api/dev/railway-faults"]) {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });

  describe("health", () => {
    it("pings the database and names it", async () => {
      const res = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "ok", database: kind });
    });
  });

  describe("request ids", () => {
    it("adopts a well-formed x-request-id, echoes it and logs with it", async () => {
      const id = "trace-4f2a.9_b:1";
      const res = await t.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-request-id": id },
      });
      expect(res.headers["x-request-id"]).toBe(id);
      const lines = t.logs.filter((l) => l.reqId === id);
      expect(lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining(["incoming request", "request completed"]),
      );
    });

    it.each([
      ["with spaces", "not a valid id"],
      ["too long", "x".repeat(65)],
      ["with markup", "<script>alert(1)</script>"],
      ["empty", ""],
    ])("replaces an id %s with a generated one", async (_, given) => {
      const res = await t.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-request-id": given },
      });
      const id = String(res.headers["x-request-id"]);
      expect(id).toMatch(UUID);
      expect(t.logs.some((l) => l.reqId === id && l.msg === "request completed")).toBe(true);
      expect(t.logs.some((l) => l.reqId === given)).toBe(false);
    });

    it("generates a different id per request when none is given", async () => {
      const a = await t.app.inject({ method: "GET", url: "/healthz" });
      const b = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(a.headers["x-request-id"]).toMatch(UUID);
      expect(b.headers["x-request-id"]).toMatch(UUID);
      expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    });

    it("puts the id in API error bodies and on page responses", async () => {
      const api = await t.app.inject({
        method: "GET",
        url: "/api/nothing-here",
        headers: { "x-request-id": "api-404-check" },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.requestId).toBe("api-404-check");
      const page = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { "x-request-id": "page-check" },
      });
      expect(page.headers["x-request-id"]).toBe("page-check");
    });
  });

  describe("compression", () => {
    it("serves static assets as compressed at build time, with Vary", async () => {
      const assets = path.resolve(
        import.meta.dirname,
        "..",
        process.env.WEB_BUILD_DIR ?? "build",
        "client/assets",
      );
      const entry = readdirSync(assets).find((f) => /^entry\.client-.*\.js$/.test(f)) ?? "";
      const original = readFileSync(path.join(assets, entry));
      const br = await t.app.inject({
        method: "GET",
        url: `/assets/${entry}`,
        headers: { "accept-encoding": "br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload).toEqual(readFileSync(path.join(assets, `${entry}.br`)));
      expect(brotliDecompressSync(br.rawPayload)).toEqual(original);
      const gz = await t.app.inject({
        method: "GET",
        url: `/assets/${entry}`,
        headers: { "accept-encoding": "gzip" },
      });
      expect(gunzipSync(gz.rawPayload)).toEqual(original);
      const plain = await t.app.inject({ method: "GET", url: `/assets/${entry}` });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload).toEqual(original);
    });

    it("compresses a server-rendered page with brotli", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "br" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["content-encoding"]).toBe("br");
      const html = brotliDecompressSync(res.rawPayload).toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      expect(res.rawPayload.length).toBeLessThan(html.length);
    });

    it("compresses a page with gzip when that is all the client takes", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(res.rawPayload).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
    });

    it("compresses JSON above the threshold", async () => {
      for (const [encoding, decode] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const res = await t.app.inject({
          method: "GET",
          url: "/test-only/large.json",
          headers: { "accept-encoding": encoding },
        });
        expect(res.headers["content-encoding"]).toBe(encoding);
        const body = JSON.parse(decode(res.rawPayload).toString("utf8"));
        expect(body.items).toHaveLength(200);
      }
    });

    it("sends small JSON as is", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json().status).toBe("ok");
    });

    it("sends plain bytes to a client that accepts no encoding", async () => {
      const res = await t.app.inject({ method: "GET", url: "/test-only/large.json" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json().items).toHaveLength(200);
    });
  });

  describe("security headers", () => {
    function directives(header: string): Map<string, string[]> {
      return new Map(
        header
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name = "", ...values]) => [name, values]),
      );
    }

    it("serves pages under a strict Content-Security-Policy whose nonce every inline script carries", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.statusCode).toBe(200);
      const header = String(res.headers["content-security-policy"]);
      expect(header).not.toContain("'unsafe-inline'");
      expect(header).not.toContain("'unsafe-eval'");
      const csp = directives(header);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
      const scriptSrc = csp.get("script-src") ?? [];
      const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
      expect(nonces).toHaveLength(1);
      const nonce = nonces[0]?.slice("'nonce-".length, -1) ?? "";
      expect(nonce.length).toBeGreaterThanOrEqual(16);

      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
      const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs));
      expect(inline.length).toBeGreaterThan(0);
      for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    });

    it("uses a fresh nonce for every response", async () => {
      const nonceOf = async () => {
        const res = await t.app.inject({ method: "GET", url: "/" });
        return /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      };
      const [a, b] = [await nonceOf(), await nonceOf()];
      expect(a).toBeTruthy();
      expect(a).not.toBe(b);
    });

    it("renders no inline style attribute or style element the policy would block", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.body).not.toMatch(/<[a-z][^>]*\sstyle="/i);
      const csp = directives(String(res.headers["content-security-policy"]));
      const styleNonce = (csp.get("style-src") ?? []).find((v) => v.startsWith("'nonce-"));
      for (const m of res.body.matchAll(/<style\b([^>]*)>/gi)) {
        expect(styleNonce && (m[1] ?? "").includes(`nonce="${styleNonce.slice(7, -1)}"`)).toBe(
          true,
        );
      }
    });

    it("sends the other hardening headers", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("same-origin");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      // Over plain HTTP no HSTS (security.integration-test.ts checks it over HTTPS).
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    });

    it("shares a results page for a moment under a policy that allows its inline scripts by hash, never a nonce", async () => {
      const day = addDays(istDate(new Date(TEST_SERVER_START)), 5);
      const url = `/trains/searchTrains/NDLS_New%20Delhi/HWH_Howrah/${day.replaceAll("-", "")}`;
      const first = await t.app.inject({ method: "GET", url });
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("private, max-age=0");
      expect(String(first.headers["content-security-policy"])).toContain("'nonce-");
      await new Promise((r) => setTimeout(r, 50));

      const shared = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "br" },
      });
      expect(shared.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(shared.headers.age).toBeDefined();
      expect(shared.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      const body = brotliDecompressSync(shared.rawPayload).toString();
      expect(body).toBe(first.body);
      const scriptSrc = directives(String(shared.headers["content-security-policy"])).get(
        "script-src",
      );
      expect(scriptSrc?.some((v) => v.startsWith("'nonce-"))).toBe(false);
      const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        (m) => !/\ssrc=/.test(m[1] ?? ""),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) {
        const hash = createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64");
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }

      // A request with a cookie other than the partner profile's is always rendered.
      const own = await t.app.inject({ method: "GET", url, headers: { cookie: "session=x" } });
      expect(own.headers.age).toBeUndefined();
      expect(String(own.headers["content-security-policy"])).toContain("'nonce-");
    });

    it("puts the same headers on API responses", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
      expect(res.headers["content-security-policy"]).toBeTruthy();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });
  });
});
