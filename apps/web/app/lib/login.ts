/**
 * The login overlay's rules (spec §2, §4). The sign-in page itself is another
 * feature; the shell frames it.
 */

/** Hosts where the sign-in page can be framed; elsewhere the overlay is a modal with a link. */
const DEFAULT_LOGIN_FRAME_HOSTS = [
  "localhost",
  "127.0.0.1",
  "safar.example",
  "www.safar.example",
  "staging.safar.example",
  "preprod.safar.example",
  "tickets.safar.example",
] as const;

/** Ticket hosts use the travel login path (spec §2 "Other paths"). */
const TICKET_HOSTS = ["tickets.safar.example"] as const;

export const AUTH_RESPONSE_MESSAGE = "auth-response";

export function parseHostList(value: string | undefined): string[] {
  if (!value) return [...DEFAULT_LOGIN_FRAME_HOSTS];
  return value
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h));
}

export function loginOpensInFrame(hostname: string, frameHosts: readonly string[]): boolean {
  return frameHosts.includes(hostname.toLowerCase());
}

/** `/v1/api/login?isIframe=true&theme=…` (or `/v1/api/login/travel` on ticket hosts). */
export function loginUrl(options: {
  hostname: string;
  theme: "default" | "travel";
  inFrame: boolean;
  /** Where a sign-in outside the frame returns to. */
  next?: string;
}): string {
  const path = (TICKET_HOSTS as readonly string[]).includes(options.hostname.toLowerCase())
    ? "/v1/api/login/travel"
    : "/v1/api/login";
  const params = new URLSearchParams();
  if (options.inFrame) params.set("isIframe", "true");
  params.set("theme", options.theme);
  if (options.next && options.next !== "/") params.set("next", options.next);
  return `${path}?${params.toString()}`;
}

/** Pages whose path contains summary, history or mybookings hide the close control (spec §2). */
export function loginCanClose(pathname: string): boolean {
  return !/summary|history|mybookings/i.test(pathname);
}

export interface AuthUser {
  id: string;
  [key: string]: unknown;
}

/**
 * The user from an auth-response `message` event, or null. Only messages from
 * this origin (the framed sign-in page is same-origin) are trusted.
 */
export function authUserFromMessage(
  event: Pick<MessageEvent, "origin" | "data">,
  expectedOrigin: string,
): AuthUser | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data as { type?: unknown; user?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== AUTH_RESPONSE_MESSAGE) return null;
  const user = data.user as { id?: unknown } | null | undefined;
  if (!user || typeof user !== "object") return null;
  if (typeof user.id !== "string" && typeof user.id !== "number") return null;
  return { ...(user as Record<string, unknown>), id: String(user.id) };
}

/** Account benefits listed beside the desktop sign-in frame. */
export const LOGIN_BENEFITS = [
  "Save travellers for faster bookings",
  "See all your bookings and refunds in one place",
  "Get offers made for you",
  "Schedule one-click Tatkal bookings",
] as const;
