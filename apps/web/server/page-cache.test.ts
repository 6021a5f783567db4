import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import { fastify } from "fastify";
import { describe, expect, it } from "vitest";
import {
  hashedPolicy,
  inlineScriptHashes,
  negotiateEncoding,
  registerPageCache,
  sharedMaxAge,
} from "./page-cache.ts";

const sha = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("page cache helpers", () => {
  it("reads the shared lifetime from s-maxage, never from private or no-store answers", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=2")).toBe(2);
    expect(sharedMaxAge("s-maxage=5")).toBe(5);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=2")).toBe(0);
    expect(sharedMaxAge("no-store, s-maxage=2")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
    // Capped: a page is never shared for longer than a minute.
    expect(sharedMaxAge("s-maxage=86400")).toBe(60);
  });

  it("picks brotli, then gzip, then no encoding, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });

  it("hashes the text of inline scripts only, once each", () => {
    const html = `<script nonce="n">a()</script><script type="module" src="/x.js"></script><script>a()</script><script nonce="n" type="module">import "b";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b";')]);
  });

  it("replaces the script nonce of a policy by hashes and keeps every other directive", () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-def';object-src 'none'";
    expect(hashedPolicy(policy, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'nonce-def'; object-src 'none'",
    );
  });
});

interface AppOptions {
  cacheControl?: string;
  status?: number;
  setCookie?: boolean;
  streamed?: boolean;
  delayMs?: number;
}

async function appWith(clock: { now: number }, options: AppOptions = {}) {
  const app = fastify();
  let renders = 0;
  let nonce = 0;
  await app.register(compress, { global: true, threshold: 0, encodings: ["br", "gzip"] });
  app.addHook("onRequest", async (_request, reply) => {
    nonce += 1;
    reply.header("content-security-policy", `script-src 'self' 'nonce-n${nonce}'`);
  });
  const stats = registerPageCache(app, {
    keyCookies: ["safar_platform"],
    now: () => clock.now,
    include: (url) => !url.startsWith("/api/"),
  });
  const handler = async (
    request: { url: string },
    reply: import("fastify").FastifyReply,
  ): Promise<unknown> => {
    renders += 1;
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const html = `<!DOCTYPE html><html><body><p>render ${renders} of ${request.url}</p><script nonce="n${nonce}">hydrate(${renders})</script></body></html>`;
    reply
      .code(options.status ?? 200)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", options.cacheControl ?? "public, max-age=0, s-maxage=2");
    if (options.setCookie) reply.header("set-cookie", "a=b");
    return options.streamed ? Readable.from([html.slice(0, 20), html.slice(20)]) : html;
  };
  app.get("/page", handler);
  app.get("/api/page", handler);
  return { app, stats, renders: () => renders };
}

describe("page cache", () => {
  it("renders a page once and serves the copy, compressed, with a hash policy, until it expires", async () => {
    const clock = { now: 1_000_000 };
    const { app, stats, renders } = await appWith(clock, { streamed: true });
    const first = await app.inject({ url: "/page", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    // The rendering's own answer carries its nonce: nothing downstream may share it.
    expect(first.headers["cache-control"]).toBe("private, max-age=0");
    expect(first.headers["content-security-policy"]).toContain("'nonce-n1'");
    await new Promise((r) => setTimeout(r, 20));

    clock.now += 1_500;
    const second = await app.inject({ url: "/page", headers: { "accept-encoding": "br" } });
    expect(renders()).toBe(1);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=2");
    expect(second.headers.age).toBe("1");
    const html = zlib.brotliDecompressSync(second.rawPayload).toString();
    expect(html).toContain("render 1 of /page");
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).not.toContain("nonce");
    expect(policy).toContain(sha("hydrate(1)"));

    const plain = await app.inject({ url: "/page" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    const gz = await app.inject({ url: "/page", headers: { "accept-encoding": "gzip" } });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);

    clock.now += 600;
    const expired = await app.inject({ url: "/page" });
    expect(renders()).toBe(2);
    expect(expired.body).toContain("render 2 of /page");
    expect(stats.hits).toBe(3);
  });

  it("keys on the query and the partner-profile cookie", async () => {
    const clock = { now: 0 };
    const { app, renders } = await appWith(clock);
    await app.inject({ url: "/page?a=1" });
    await app.inject({ url: "/page?a=2" });
    await app.inject({ url: "/page?a=1", headers: { cookie: "safar_platform=travelapp" } });
    await new Promise((r) => setTimeout(r, 20));
    expect(renders()).toBe(3);
    const again = await app.inject({
      url: "/page?a=1",
      headers: { cookie: "safar_platform=travelapp" },
    });
    expect(renders()).toBe(3);
    expect(again.body).toContain("render 3 of /page?a=1");
  });

  it("never serves nor keeps a page for a request with any other cookie", async () => {
    const clock = { now: 0 };
    const { app, renders } = await appWith(clock);
    await app.inject({ url: "/page" });
    await new Promise((r) => setTimeout(r, 20));
    const signedIn = await app.inject({ url: "/page", headers: { cookie: "session=abc" } });
    expect(signedIn.body).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it("keeps no answer that is not 200, sets a cookie, is not shared or is excluded", async () => {
    for (const options of [
      { status: 404 },
      { setCookie: true },
      { cacheControl: "public, max-age=60" },
      { cacheControl: "private, s-maxage=2" },
    ]) {
      const clock = { now: 0 };
      const { app, renders } = await appWith(clock, options);
      await app.inject({ url: "/page" });
      await new Promise((r) => setTimeout(r, 20));
      await app.inject({ url: "/page" });
      expect(renders(), JSON.stringify(options)).toBe(2);
    }
    const { app, renders } = await appWith({ now: 0 });
    await app.inject({ url: "/api/page" });
    await new Promise((r) => setTimeout(r, 20));
    const api = await app.inject({ url: "/api/page" });
    expect(renders()).toBe(2);
    // An excluded path passes its answer on untouched.
    expect(api.headers["cache-control"]).toBe("public, max-age=0, s-maxage=2");
  });

  it("renders a page once for concurrent requests: the others wait for it", async () => {
    const { app, renders } = await appWith({ now: 0 }, { delayMs: 30, streamed: true });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ url: "/page" })),
    );
    expect(renders()).toBe(1);
    for (const answer of answers) expect(answer.body).toContain("render 1 of /page");
  });

  it("serves the expired copy within stale-while-revalidate while one request renders the next", async () => {
    const clock = { now: 0 };
    const { app, renders } = await appWith(clock, {
      delayMs: 30,
      cacheControl: "public, max-age=0, s-maxage=2, stale-while-revalidate=2",
    });
    await app.inject({ url: "/page" });
    await new Promise((r) => setTimeout(r, 20));
    clock.now = 3_000; // expired, within the stale window
    const [renderer, ...others] = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ url: "/page" })),
    );
    expect(renders()).toBe(2);
    expect(renderer?.body).toContain("render 2");
    for (const other of others) {
      expect(other.body).toContain("render 1");
      expect(other.headers.age).toBe("3");
    }
    await new Promise((r) => setTimeout(r, 20));
    expect((await app.inject({ url: "/page" })).body).toContain("render 2");

    // Past the stale window nobody gets the old copy: they wait for the new one.
    clock.now = 10_000;
    const late = await Promise.all(Array.from({ length: 3 }, () => app.inject({ url: "/page" })));
    expect(renders()).toBe(3);
    for (const answer of late) expect(answer.body).toContain("render 3");
  });

  it("does not queue requests behind a page that turned out not to be shareable", async () => {
    const { app, renders } = await appWith({ now: 0 }, { status: 500, delayMs: 10 });
    await app.inject({ url: "/page" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ url: "/page" })),
    );
    expect(renders()).toBe(5);
    for (const answer of answers) expect(answer.statusCode).toBe(500);
  });
});
