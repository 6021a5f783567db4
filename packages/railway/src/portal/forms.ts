/**
 * Guarding the railway's forms against cross-site posts: a post is taken
 * only when its `Origin` (if sent) is this host and the browser did not say
 * `Sec-Fetch-Site: cross-site`/`same-site`, and it carries the form token
 * that matches the railway's own cookie (double submit). The cookie is the
 * railway's, scoped to `/railway`; Safar's cookies are never read or set here.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readCookie } from "@safar/contracts/cookies";
import { inputText } from "@safar/contracts/text";
import { z } from "zod";

export const FORM_COOKIE = "railway_form";
const COOKIE_PATH = "/railway";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  /** Host and port as the client addressed them (`request.host`). */
  host: string;
  protocol: string;
}

/** Whether a post came from this site (no `Origin` at all is taken: older browsers, tools). */
export function isSameOriginPost(request: RequestLike): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== "string" || origin === "null") return false;
  try {
    const from = new URL(origin);
    if (from.protocol !== "http:" && from.protocol !== "https:") return false;
    // The request's host read with the origin's scheme, so default ports compare equal.
    const self = new URL(`${from.protocol}//${request.host}`);
    return from.host.toLowerCase() === self.host.toLowerCase();
  } catch {
    return false;
  }
}

/** The form token of this browser (its cookie), and the `Set-Cookie` to send when it is new. */
export function formToken(request: RequestLike): { token: string; setCookie: string | null } {
  const existing = readCookie(request.headers.cookie, FORM_COOKIE);
  if (existing && TOKEN_PATTERN.test(existing)) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  return {
    token,
    setCookie: `${FORM_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`,
  };
}

/** Whether the posted token is this browser's. */
export function formTokenMatches(request: RequestLike, posted: string | undefined): boolean {
  const cookie = readCookie(request.headers.cookie, FORM_COOKIE);
  if (!cookie || !posted || !TOKEN_PATTERN.test(cookie)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(posted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An `application/x-www-form-urlencoded` body as single string values (the last of repeats). */
export function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) out[key] = value;
  return out;
}

/** Every field name and value of a portal form or query: the one string building block (R4). */
const FieldsSchema = z.record(inputText().max(200), inputText());

/** The words for the first field holding a NUL, a line break or another hidden character, or null. */
export function hiddenCharacterProblem(fields: Record<string, string>): string | null {
  const parsed = FieldsSchema.safeParse(fields);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
