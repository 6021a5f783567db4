import { createHash } from "node:crypto";
import { type Readable, Transform } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

/**
 * A shared cache of whole pages at the origin (ADR 008), the in-process
 * equivalent of a reverse proxy's micro-cache. A route opts in by answering
 * `Cache-Control: public, max-age=0, s-maxage=N`: the first request renders
 * and streams as usual while a copy is kept; for N seconds the same page is
 * then served from memory, already compressed, to every request that varies
 * only in what the key holds. Concurrent requests for a page being rendered
 * wait for it instead of rendering it again; with `stale-while-revalidate=M`
 * they get the expired copy for up to M more seconds while one request
 * renders its successor.
 *
 * What makes a cached page safe to share:
 * - the key: host, path and query, the partner-profile and language cookies and the chosen
 *   content encoding; a request with any other cookie (a session, later) is
 *   never served from the cache nor stored;
 * - only 200 answers without `Set-Cookie` are kept;
 * - scripts: a rendered page carries a per-response CSP nonce, which must not
 *   be shared, so a cached page is served with a policy that allows its inline
 *   scripts by their SHA-256 hashes instead (the nonce attributes left in the
 *   markup then match nothing). The style nonce (styles injected by dialogs)
 *   is kept for the entry's lifetime;
 * - answers that carry a nonce policy are passed on with `private`, so no
 *   cache downstream shares them.
 */

export interface PageCacheOptions {
  /** Cookies a page may vary by; they are part of the key. Any other cookie bypasses the cache. */
  keyCookies: readonly string[];
  /** Most pages kept (least recently used leave first). */
  maxEntries?: number;
  /** Milliseconds since the epoch (tests inject it). */
  now?: () => number;
  /** Longest wait for a page another request is rendering before rendering it too. */
  waitMs?: number;
  /** Which request paths may be cached at all (default: every path). */
  include?: (url: string) => boolean;
}

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  expires: number;
  /** Until when the entry may still be served while a request renders its successor. */
  staleUntil: number;
  stored: number;
  maxAge: number;
  headers: Record<string, string>;
  policy: string | null;
  bodies: Record<Encoding, Buffer>;
}

interface Fill {
  key: string;
  done: (entry: Entry | null) => void;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Response headers a cached page keeps; the others are made afresh for each response by their hooks. */
const KEPT_HEADERS = ["content-type", "content-language", "link", "x-robots-tag"] as const;

const SHARED_CACHE_CONTROL = /(?:^|,)\s*s-maxage\s*=\s*(\d+)/i;

/** Seconds a stale shared copy may be served while a fresh one renders (RFC 5861). */
function staleWhileRevalidate(cacheControl: unknown): number {
  if (typeof cacheControl !== "string") return 0;
  const m = /(?:^|,)\s*stale-while-revalidate\s*=\s*(\d+)/i.exec(cacheControl);
  return m ? Math.min(Number(m[1]), 60) : 0;
}

/** Seconds a response may be shared for, or 0 when it must not be. */
export function sharedMaxAge(cacheControl: unknown): number {
  if (typeof cacheControl !== "string") return 0;
  if (/(?:^|,)\s*(?:private|no-store)\b/i.test(cacheControl)) return 0;
  const m = SHARED_CACHE_CONTROL.exec(cacheControl);
  return m ? Math.min(Number(m[1]), 60) : 0;
}

/** The best encoding the client accepts among brotli, gzip and none (RFC 9110 §12.5.3). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  if (of("br") > 0) return "br";
  if (of("gzip") > 0) return "gzip";
  return "identity";
}

/** The cookies of a `Cookie` header as name → value. */
function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name) cookies.set(name, eq < 0 ? "" : part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The SHA-256 sources of every inline `<script>` of an HTML document, in order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes `</script` inside script text, so the first closing tag ends the script.
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? "")) continue;
    const text = m[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy of a cached page: the response's own policy with the script
 * nonce of `script-src` replaced by the hashes of the page's inline scripts.
 */
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== "script-src") return directive.trim();
      return [...parts.filter((p) => !p.startsWith("'nonce-")), ...hashes].join(" ");
    })
    .filter(Boolean)
    .join("; ");
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  bypassed: number;
  entries: number;
}

declare module "fastify" {
  interface FastifyRequest {
    pageCacheFill?: Fill | undefined;
    pageCacheHit?: boolean;
  }
}

/** Registers the cache's hooks; call it after helmet (whose policy it rewrites). */
export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): PageCacheStats {
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? 3_000;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 256 });
  // Keys whose last answer could not be kept: no waiting behind them for a while.
  const uncacheable = new LRUCache<string, number>({ max: 1024 });
  const filling = new Map<string, Promise<Entry | null>>();
  const keyCookies = new Set(options.keyCookies);
  const stats: PageCacheStats = { hits: 0, misses: 0, stored: 0, bypassed: 0, entries: 0 };

  const include = options.include ?? (() => true);

  function keyOf(request: FastifyRequest): string | null {
    if (request.method !== "GET" || !include(request.url)) return null;
    if (request.headers.authorization) return null;
    const cookies = cookiesOf(request.headers.cookie);
    const varying: string[] = [];
    for (const [name, value] of cookies) {
      if (!keyCookies.has(name)) return null;
      varying.push(`${name}=${value}`);
    }
    varying.sort();
    return `${request.host}\n${request.url}\n${varying.join(";")}`;
  }

  function serve(reply: FastifyReply, entry: Entry, encoding: Encoding): FastifyReply {
    stats.hits += 1;
    reply.request.pageCacheHit = true;
    reply.code(200);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    if (entry.policy) reply.header("content-security-policy", entry.policy);
    reply.header("cache-control", `public, max-age=0, s-maxage=${entry.maxAge}`);
    reply.header("age", String(Math.floor((now() - entry.stored) / 1000)));
    reply.header("vary", "Accept-Encoding, Cookie");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(entry.bodies[encoding]);
  }

  app.addHook("onRequest", async (request, reply) => {
    const key = keyOf(request);
    if (key === null) {
      stats.bypassed += 1;
      return;
    }
    const encoding = negotiateEncoding(request.headers["accept-encoding"] as string | undefined);
    const stored = entries.get(key);
    if (stored && stored.expires > now()) return serve(reply, stored, encoding);
    if ((uncacheable.get(key) ?? 0) > now()) return;
    const pending = filling.get(key);
    // Another request is rendering the successor: a copy within its stale window answers now.
    if (pending && stored && stored.staleUntil > now()) return serve(reply, stored, encoding);
    if (pending) {
      const entry = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(resolve, waitMs, null).unref()),
      ]);
      if (entry && entry.expires > now()) return serve(reply, entry, encoding);
      return;
    }
    stats.misses += 1;
    let done!: (entry: Entry | null) => void;
    const promise = new Promise<Entry | null>((resolve) => {
      done = resolve;
    });
    filling.set(key, promise);
    let settled = false;
    request.pageCacheFill = {
      key,
      done(result) {
        if (settled) return;
        settled = true;
        filling.delete(key);
        if (result) {
          entries.set(key, result);
          stats.stored += 1;
        } else {
          uncacheable.set(key, now() + 5_000);
        }
        stats.entries = entries.size;
        done(result);
      },
    };
  });

  // The copy of a rendered page. App-level onSend hooks run before the
  // route-level compression hook, so the payload here is still uncompressed.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.pageCacheHit || !include(request.url)) return payload;
    const fill = request.pageCacheFill;
    const cacheControl = reply.getHeader("cache-control");
    const maxAge = sharedMaxAge(cacheControl);
    if (maxAge > 0) {
      // What leaves here carries this response's nonce: no cache downstream may share it.
      reply.header("cache-control", "private, max-age=0");
    }
    if (!fill) return payload;
    request.pageCacheFill = undefined;
    const cacheable =
      maxAge > 0 &&
      reply.statusCode === 200 &&
      reply.getHeader("set-cookie") === undefined &&
      reply.getHeader("content-encoding") === undefined &&
      payload !== null &&
      payload !== undefined;
    if (!cacheable) {
      fill.done(null);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === "string") headers[name] = value;
    }
    const policy = reply.getHeader("content-security-policy");
    const keep = (body: Buffer) => {
      entryOf(body, {
        headers,
        policy: typeof policy === "string" ? policy : null,
        maxAge,
        stale: staleWhileRevalidate(cacheControl),
        // The copy's lifetime starts when it is whole: the deferred sections stream in until then.
        stored: now(),
      }).then(fill.done, () => fill.done(null));
    };
    if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      keep(Buffer.from(payload));
      return payload;
    }
    if (typeof (payload as Readable).pipe !== "function") {
      fill.done(null);
      return payload;
    }
    // A transform that keeps a copy of each chunk on its way: it flows only as
    // fast as the response reads it (a 'data' listener would start it early).
    const chunks: Buffer[] = [];
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback(null, chunk);
      },
    });
    tee.on("end", () => keep(Buffer.concat(chunks)));
    tee.on("error", () => fill.done(null));
    tee.on("close", () => {
      if (!tee.readableEnded) fill.done(null);
    });
    (payload as Readable).on("error", (error) => tee.destroy(error));
    (payload as Readable).pipe(tee);
    return tee;
  });

  return stats;
}

async function entryOf(
  body: Buffer,
  meta: {
    headers: Record<string, string>;
    policy: string | null;
    maxAge: number;
    stale: number;
    stored: number;
  },
): Promise<Entry> {
  const html = (meta.headers["content-type"] ?? "").startsWith("text/html");
  const policy =
    meta.policy && html
      ? hashedPolicy(meta.policy, inlineScriptHashes(body.toString("utf8")))
      : null;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return {
    expires: meta.stored + meta.maxAge * 1000,
    staleUntil: meta.stored + (meta.maxAge + meta.stale) * 1000,
    stored: meta.stored,
    maxAge: meta.maxAge,
    headers: meta.headers,
    policy,
    bodies: { br, gzip: gz, identity: body },
  };
}
