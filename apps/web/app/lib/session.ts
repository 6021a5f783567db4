import {
  CSRF_COOKIE,
  CSRF_HEADER,
  EMPTY_SESSION,
  type SessionResponse,
  type StoredSession,
} from "@safar/contracts/auth";
import { TIMINGS } from "@safar/contracts/code-tables";
import { readCookie } from "@safar/contracts/cookies";
import { readJson, STORAGE_KEYS, writeJson } from "./storage.ts";

/**
 * The session the browser keeps (spec §3 Session, §4 Session, §7): in local
 * storage under `safar.session`, with when it was stored. On start a stored
 * session is reused unless it is missing, empty or invalid, older than 30
 * minutes, or lacks the encrypted sso token; then it is fetched again from the
 * session endpoint, with the anti-forgery token from its cookie and same-origin
 * credentials. A failed fetch counts as an empty session. Loaded at idle, never
 * in the first-load JavaScript (W3).
 */

export const SESSION_ENDPOINT = "/api/auth/v1/session";
const RECHECK_MS = TIMINGS.sessionRecheckMinutes * 60_000;

/** Whether a stored value must be fetched again at `now` (ms since the epoch). */
export function sessionNeedsRefresh(stored: unknown, now: number): boolean {
  if (!stored || typeof stored !== "object") return true;
  const s = stored as Partial<StoredSession>;
  if (typeof s.isLogin !== "boolean" || typeof s.storedAt !== "number") return true;
  if (now - s.storedAt > RECHECK_MS || s.storedAt > now) return true;
  if (!s.isLogin) return false;
  const user = s.user as { sso_token_enc?: unknown; iv?: unknown } | null | undefined;
  return !user || typeof user.sso_token_enc !== "string" || !user.sso_token_enc || !user.iv;
}

/** Spec §7 Session: the endpoint read with the anti-forgery token; any failure is an empty session. */
export async function fetchSession(
  fetcher: typeof fetch = fetch,
  cookies: string = document.cookie,
): Promise<SessionResponse> {
  const csrf = readCookie(cookies, CSRF_COOKIE) ?? undefined;
  try {
    const res = await fetcher(SESSION_ENDPOINT, {
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
    });
    if (!res.ok) return EMPTY_SESSION;
    const body = (await res.json()) as SessionResponse;
    return typeof body?.isLogin === "boolean" ? body : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

/**
 * Spec §4 on start: reuse the stored session or fetch it again. `signedIn` is
 * what the server rendered (the root loader read the cookie): when it
 * disagrees with the stored session, the stored one is stale whatever its age.
 */
export async function syncSession(
  signedIn: boolean,
  now: number = Date.now(),
  fetcher: typeof fetch = fetch,
  cookies: string = document.cookie,
): Promise<SessionResponse> {
  const stored = readJson<StoredSession | null>(STORAGE_KEYS.session, null, isObject);
  if (stored && !sessionNeedsRefresh(stored, now) && stored.isLogin === signedIn) return stored;
  const fresh = await fetchSession(fetcher, cookies);
  writeJson(STORAGE_KEYS.session, { ...fresh, storedAt: now });
  return fresh;
}

function isObject(value: unknown): value is StoredSession {
  return typeof value === "object" && value !== null;
}
