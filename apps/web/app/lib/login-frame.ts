import { AUTH_RESPONSE_MESSAGE } from "./login.ts";

/** The login overlay's frame messages (the dialogs' chunk; apart from `login.ts`, which the shell needs: W3). */

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
