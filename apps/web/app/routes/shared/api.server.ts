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

const HOME = "/trains";
const BASE = "http://safar.invalid";

/**
 * Where to go after signing in or out (`next`): a path on this site, else the
 * train home. Never a URL with a scheme or host, never `//host` or `/\host`,
 * and no control characters or backslashes at all: browsers drop a tab or
 * newline inside a URL, so `/\t/evil.example` is `//evil.example` to them
 * (issue 16 item 7), and a newline cannot be a `Location` header. The answer
 * is the path as the URL parser reads it, so the browser reads the same.
 */
export function safeNext(value: string | null | undefined): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 1000) return HOME;
  if (!value.startsWith("/") || value.startsWith("//")) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
