import { BAD_URL_MESSAGE, badUrlBody } from "@safar/api/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * What the host answers, in words, to requests refused before the API or a
 * page sees them (targets R4: every 4xx says what was wrong): an address the
 * router cannot decode, and a post to a page that is not one of its forms.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (no scripts, no styles): a heading and the reason. */
function refusalPage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Safar</title></head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/trains">Go to Safar</a></p></main></body></html>`;
}

function refuse(reply: FastifyReply, status: number, title: string, message: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(refusalPage(title, message));
}

const isApi = (url: string) =>
  url.startsWith("/api/") ||
  url === "/api" ||
  url.startsWith("/healthz") ||
  url.startsWith("/livez") ||
  url.startsWith("/readyz");

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/trains/%ZZ`) or
 * a path parameter over the router's length. The API answers in its problem
 * shape; a page address gets a page.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  if (isApi(request.url)) {
    void reply.status(status).send(badUrlBody(request.id));
    return;
  }
  void refuse(
    reply,
    status,
    "This address is not valid",
    `${BAD_URL_MESSAGE}. Check the link, or start again from the home page.`,
  );
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The pages' own forms, not the API, the railway's pages or static files. */
const isPage = (url: string) =>
  !isApi(url) && !url.startsWith("/railway/") && !url.startsWith("/assets/");

/**
 * A post to a page runs its action, which reads the body as a form: anything
 * else (JSON, text, no body) would fail inside it. A post from another site
 * (its `Origin` not this host) is refused here in words, as React Router
 * would refuse it with a bare 'Bad Request'.
 */
export function registerPageFormGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!MUTATIONS.has(request.method) || !isPage(request.url)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !sameHost(origin, request.host)) {
      return refuse(
        reply,
        403,
        "This form was refused",
        "It was sent from another site. Fill it in on Safar and send it again.",
      );
    }
    if (!FORM_TYPES.test(String(request.headers["content-type"] ?? ""))) {
      return refuse(
        reply,
        415,
        "This form could not be read",
        "This page takes only its own form. Fill it in on the page and send it again.",
      );
    }
  });
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
