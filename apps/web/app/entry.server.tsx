import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { type RequestLog, requestInfoContext } from "#server-context";
import { NonceProvider } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/** The request's logger from the load context, when the host put one there. */
function logOf(context: RouterContextProvider | undefined): RequestLog | undefined {
  try {
    return context?.get(requestInfoContext).log;
  } catch {
    return undefined;
  }
}

/**
 * Errors of loaders, actions and rendering go to the host's JSON log with the
 * request id, never to `console` (issue 16 item 12). A refusal of the
 * request (a form post to a page without an action: 405, a 4xx thrown by a
 * loader) is one info line without a stack; anything else is an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = logOf(context as RouterContextProvider | undefined);
  // React Router's own refusals carry the underlying Error (not in the public type).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const reason = inner instanceof Error ? inner.message : error.statusText;
    if (log) log.info({ status: error.status, reason }, "page request refused");
    return;
  }
  const err = inner ?? error;
  if (log) log.error({ err }, "page error");
  else console.error(err);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that is complete when the shell flushes is written in
        // place, never moved in later by a script (React 19.2 does that past 12.8 kB):
        // deferred parts (components/deferred.tsx) must show without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          const log = logOf(loadContext);
          if (log) log.error({ err: error }, "page render error");
          else console.error(error);
        },
      },
    );
  });
}
