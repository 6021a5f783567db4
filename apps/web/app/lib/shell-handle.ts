import { type UIMatch, useMatches } from "react-router";
import type { RouteHandle } from "./route-handle.ts";

/** Merges the handles of all matches; a deeper route's field wins over its parents'. */
export function mergeHandles(matches: readonly Pick<UIMatch, "handle">[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle;
    if (!handle || typeof handle !== "object") continue;
    for (const [key, value] of Object.entries(handle)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

/** The shell-related handle of the current page. */
export function useShellHandle(): RouteHandle {
  return mergeHandles(useMatches());
}
