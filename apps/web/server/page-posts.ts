import { Readable } from "node:stream";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";

/**
 * What the host asks of a request to a page (the React Router catch-all)
 * that is not a GET or HEAD: a form post (issue 16 items 9 and 15).
 *
 * - It comes from this site: its `Origin` is this site's origin, or, when a
 *   browser sent none, its `Referer` is on this site. A post with neither, or
 *   with `Origin: null`, is refused, as the API refuses a state change
 *   without the anti-forgery token. (React Router itself refuses only a
 *   mismatched Origin, and lets a post without one through.)
 * - Its body is at most `PAGE_BODY_LIMIT` bytes: refused from its
 *   `Content-Length` before anything is read, or as soon as a streamed body
 *   passes the limit. The React Router adapter hands pages the raw stream,
 *   which Fastify's `bodyLimit` does not cover; here it is read into memory
 *   up to the limit and handed on.
 * - A multipart body reads as a form: one that does not (a part's header
 *   broken, e.g. a field name without its closing quote) would make the
 *   page's `request.formData()` throw, a 500; it is refused here, 400 in
 *   words (found by the R4 run).
 */

/** The largest page form post: the sign-in, traveller and payment forms are a few KiB. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const SAFE = new Set(["GET", "HEAD"]);

/** This request's own origin, as React Router builds the request URL from it. */
function selfOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether a form post came from a page of `origin` (its Origin, else its Referer). */
function postedFrom(
  headers: { origin?: string | string[] | undefined; referer?: string | string[] | undefined },
  origin: string,
): boolean {
  if (typeof headers.origin === "string") return headers.origin === origin;
  if (headers.origin !== undefined) return false;
  const referer = headers.referer;
  if (typeof referer !== "string" || !URL.canParse(referer)) return false;
  return new URL(referer).origin === origin;
}

function tooLarge(reply: FastifyReply): DomainError {
  // The rest of the body is not read: the connection ends with this answer.
  reply.header("connection", "close");
  return new DomainError(ErrorCode.request_too_large);
}

/** Reads `payload` into memory, refusing it as soon as it passes `limit` bytes. */
async function within(payload: Readable, limit: number, reply: FastifyReply): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw tooLarge(reply);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;

/** Refuses a multipart body that does not read as a form (the page would fail on it). */
async function readsAsForm(body: Buffer, contentType: string | undefined): Promise<void> {
  if (!contentType || !MULTIPART.test(contentType)) return;
  try {
    await new Request("http://page.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new DomainError(ErrorCode.form_unreadable);
  }
}

/** Route options for the page catch-all: the checks above. */
export function pagePostOptions(limit = PAGE_BODY_LIMIT): RouteShorthandOptions {
  return {
    onRequest: async (request, reply) => {
      if (SAFE.has(request.method)) return;
      if (!postedFrom(request.headers, selfOrigin(request))) {
        throw new DomainError(ErrorCode.cross_site_request);
      }
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > limit) throw tooLarge(reply);
    },
    preParsing: async (request, reply, payload) => {
      if (SAFE.has(request.method)) return payload;
      const body = await within(payload, limit, reply);
      await readsAsForm(body, request.headers["content-type"]);
      return Readable.from([body]);
    },
  };
}
