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
