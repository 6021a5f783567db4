import { createHash } from "node:crypto";
import { SESSION_COOKIE } from "@safar/contracts/auth";

/**
 * The header that tells the service worker whose page it is (ADR 029): a
 * tag of the session the request carried, or `anon`. The worker keeps the
 * traveller's pages for offline use under this tag and drops them all when
 * it changes (sign-out, another traveller signing in). It is a one-way hash
 * of the session token, so it reveals nothing the cookie's owner could use
 * elsewhere, and changes with every new session.
 */
export const VIEWER_HEADER = "x-safar-viewer";

export function viewerTag(cookieHeader: string | undefined): string {
  const token = sessionCookie(cookieHeader);
  if (!token) return "anon";
  // Its own prefix: never equal to the session's stored id (sha256 of the token).
  return createHash("sha256").update(`viewer\u0000${token}`).digest("base64url").slice(0, 22);
}

function sessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
