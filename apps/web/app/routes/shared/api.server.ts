/**
 * What pages add around an API answer: its cookies on the page's own
 * response, and where to go after signing in or out. The calls themselves go
 * through the typed client (`lib/api.server.ts`).
 */

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
