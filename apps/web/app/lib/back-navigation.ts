import { useEffect } from "react";
import { useLocation } from "react-router";
import { readString, STORAGE_KEYS, writeString } from "./storage.ts";

/**
 * Back-navigation memory (spec §2 "Shell behaviour"): the last search-results
 * URL and the confirm URL are remembered, defaulting to `/trains/`. They are
 * kept per tab (session storage) and mirrored to device storage (spec §3
 * "search and review URLs") so a new tab still has a sensible target.
 */
export const DEFAULT_BACK_URL = "/trains/";

export type BackTarget = "search" | "confirm";

const KEY = { search: STORAGE_KEYS.searchUrl, confirm: STORAGE_KEYS.confirmUrl } as const;

/** Only same-site paths are remembered or returned: never `//host` or `https://…`. */
export function isSafeLocalPath(value: string | null | undefined): value is string {
  if (!value || value.length > 2000) return false;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) < 0x20) return false;
  }
  return true;
}

export function rememberBackUrl(target: BackTarget, url: string): void {
  if (!isSafeLocalPath(url)) return;
  writeString(KEY[target], url, "session");
  writeString(KEY[target], url, "local");
}

/** The remembered URL for `target`, or `/trains/`. */
export function backUrl(target: BackTarget): string {
  const fromSession = readString(KEY[target], "session");
  if (isSafeLocalPath(fromSession)) return fromSession;
  const fromDevice = readString(KEY[target], "local");
  return isSafeLocalPath(fromDevice) ? fromDevice : DEFAULT_BACK_URL;
}

/**
 * Remembers the current location as the back target while the calling page
 * is shown, e.g. `useRememberBackUrl("search")` in the results route.
 */
export function useRememberBackUrl(target: BackTarget): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberBackUrl(target, `${pathname}${search}`);
  }, [target, pathname, search]);
}
