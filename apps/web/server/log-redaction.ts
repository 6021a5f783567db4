/**
 * What the host's request log lines must not carry (issue 16 item 12): the
 * values of query parameters that are credentials — the in-app session token
 * (`sso_token`, 30 days), the wallet token, the railway's password-reset
 * token, the sign-in authorization code, an OTP or a password. (The sign-in
 * state travels in a cookie, never a URL; `state` in a query is a region.)
 * Keys are compared case-blind after percent-decoding (`%73so_token` too).
 */
const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set([
  "sso_token",
  "wallet_token",
  "token",
  "code",
  "otp",
  "password",
]);

export const REDACTED = "[redacted]";

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** `url` (a path and query) with the values of secret query parameters replaced; the rest as it was. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const hash = url.indexOf("#", q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split("&").map((part) => {
    const eq = part.indexOf("=");
    const key = eq < 0 ? part : part.slice(0, eq);
    return SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=${REDACTED}` : part;
  });
  return `${url.slice(0, q + 1)}${parts.join("&")}`;
}

/** Fastify's request serializer for log lines, with the URL redacted. */
export function requestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
