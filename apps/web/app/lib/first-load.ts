import { readString, STORAGE_KEYS, writeString } from "./storage.ts";

/**
 * Spec §4 "Render failure on first load: the page reloads": once. The time of
 * the automatic reload is kept in session storage; while it is recent, no
 * further automatic reload happens, so a persistent failure cannot loop.
 */
export const RELOAD_GUARD_MS = 5 * 60_000;
/** A render failure this long after the document started loading no longer counts as "first load". */
export const FIRST_LOAD_WINDOW_MS = 15_000;

let navigated = false;

/** Called by the shell after the first client-side navigation. */
export function markNavigated(): void {
  navigated = true;
}

/** Before any client-side navigation and within the first seconds of the document. */
function isFirstLoad(sinceStartMs: number = performance.now()): boolean {
  return !navigated && sinceStartMs < FIRST_LOAD_WINDOW_MS;
}

/**
 * Decides whether a render failure should reload the page, and records the
 * reload when it should. Returns false after a recent automatic reload, when
 * session storage is unavailable (no guard, no reload), or after a navigation.
 */
export function claimRenderFailureReload(
  now: number = Date.now(),
  sinceStartMs: number = performance.now(),
): boolean {
  if (!isFirstLoad(sinceStartMs)) return false;
  const last = Number(readString(STORAGE_KEYS.renderFailureReload, "session"));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  return writeString(STORAGE_KEYS.renderFailureReload, String(now), "session");
}

/** Reloads once after a first-load render failure; returns whether it did. */
export function reloadOnceAfterRenderFailure(): boolean {
  if (!claimRenderFailureReload()) return false;
  window.location.reload();
  return true;
}
