import { hasHiddenCharacters } from "@safar/contracts/text";
import type { ApiClient } from "#server-context";

/**
 * How pages call the partner API in process (ADR 001): JSON in and out; the
 * answer's data, or the catalogue's message (and field messages) for a
 * refusal; and the `Set-Cookie` lines of the answer, for the page's own
 * response.
 */

export type ApiOutcome<T> =
  | { ok: true; data: T; setCookies: string[] }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
    };

const FALLBACK = "Sorry, something went wrong please try again.";

export function postJson<T>(api: ApiClient, path: string, body: unknown): Promise<ApiOutcome<T>> {
  return callJson<T>(api, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function getJson<T>(api: ApiClient, path: string): Promise<ApiOutcome<T>> {
  return callJson<T>(api, path, { method: "GET" });
}

async function callJson<T>(
  api: ApiClient,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<ApiOutcome<T>> {
  let res: Response;
  try {
    res = await api.fetch(path, init);
  } catch {
    return { ok: false, status: 503, code: "try_again", message: FALLBACK };
  }
  const json = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  if (!res.ok) {
    return {
      ok: false,
      status: res.status,
      code: json?.error?.code ?? "try_again",
      message: json?.error?.message ?? FALLBACK,
      ...(json?.error?.fields ? { fields: json.error.fields } : {}),
    };
  }
  return { ok: true, data: json as T, setCookies: res.headers.getSetCookie() };
}

/** The response headers that carry an API answer's cookies to the browser. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const line of setCookies) headers.append("set-cookie", line);
  headers.set("cache-control", "no-store");
  return headers;
}

/**
 * Where to go after signing in: a path on this site (never `//host` or a
 * full URL, so the sign-in page cannot be used to send people elsewhere),
 * else the train home.
 */
export function safeNext(value: string | null | undefined): string {
  if (!value || value.length > 1000) return "/trains";
  // A line break or NUL would make the redirect's Location header invalid (a 500).
  if (hasHiddenCharacters(value)) return "/trains";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/trains";
  // The header takes ASCII only: any other character travels percent-encoded.
  return value.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}
