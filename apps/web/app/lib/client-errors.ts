import type { ClientErrorKind, ClientErrorReport } from "@safar/contracts/client-errors";
import type { ChunkFailureType } from "./chunk-retry.ts";

// The report's shape is the API's input schema (`@safar/contracts/client-errors`), types only here.
export type { ClientErrorKind, ClientErrorReport };

/** Where the shell sends error reports (apps/api `client-errors` module). */
export const CLIENT_ERRORS_ENDPOINT = "/api/client-errors";
/** At most this many reports leave one page load. */
const MAX_REPORTS_PER_PAGE = 10;

let context: { pageCode?: number; profileId?: string } = {};
const sent = new Set<string>();

/** The shell keeps this up to date so reports say where they came from. */
export function setErrorContext(next: { pageCode?: number; profileId?: string }): void {
  context = next;
}

/** React's messages for a server/client markup mismatch (spec §8: never reported). */
const HYDRATION_MISMATCH =
  /hydrat|did not match|server rendered (html|text)|text content does not match|Minified React error #(418|422|423|425)\b/i;

export function isHydrationMismatch(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return HYDRATION_MISMATCH.test(message);
}

function cap(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max);
}

export function buildReport(
  kind: ClientErrorKind,
  error: unknown,
  extra: { componentStack?: string | null; chunkType?: ChunkFailureType } = {},
): ClientErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    kind,
    message: cap(err.message || err.name || "Unknown error", 1000) ?? "Unknown error",
    name: cap(err.name, 100),
    url: cap(`${window.location.pathname}${window.location.search}`, 2000) ?? "/",
    userAgent: cap(navigator.userAgent, 400),
    // Spec §7; the server adds the signed-in user's id from the session.
    client: "H5",
  };
  const stack = cap(err.stack, 4000);
  if (stack) report.stack = stack;
  const componentStack = cap(extra.componentStack ?? undefined, 4000);
  if (componentStack) report.componentStack = componentStack;
  if (extra.chunkType) report.chunkType = extra.chunkType;
  if (context.pageCode !== undefined) report.pageCode = context.pageCode;
  if (context.profileId) report.profileId = context.profileId;
  return report;
}

/**
 * Sends one error report (fire and forget). Hydration mismatches, repeats of
 * the same error and anything past the per-page cap are dropped.
 */
export function reportClientError(
  kind: ClientErrorKind,
  error: unknown,
  extra?: { componentStack?: string | null; chunkType?: ChunkFailureType },
): void {
  if (typeof window === "undefined" || isHydrationMismatch(error)) return;
  const report = buildReport(kind, error, extra);
  const key = `${kind}:${report.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  try {
    void fetch(CLIENT_ERRORS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => undefined);
  } catch {
    // Reporting never throws into the page.
  }
}
