import type { ClientInstrumentation } from "react-router";
import { asChunkError, type ChunkLoadError, loadWithRetry } from "./chunk-retry.ts";

type RouteModuleRetry = typeof import("./route-module-retry.ts");
type ManifestRoute = import("./route-module-retry.ts").ManifestRoute;

/**
 * The part of the instrumentation that finds and loads a navigation's route
 * modules: its own chunk, outside the first-load JavaScript (W3), loaded with
 * retries at the first navigation (and warmed when the page is idle,
 * `warmRouteModuleRetry`).
 */
const loadRouteModuleRetry = (): Promise<RouteModuleRetry> => import("./route-module-retry.ts");

/** Fetches the route-module retry chunk ahead of the first navigation; a failure waits for it. */
export function warmRouteModuleRetry(): void {
  loadRouteModuleRetry().catch(() => undefined);
}

/**
 * Router instrumentation for `<HydratedRouter instrumentations>`: before a
 * navigation or fetcher call runs, its route modules are loaded with retries.
 * When they still fail, `onFailure` decides what the user sees and the
 * navigation does not run (React Router would otherwise reload the page).
 * `onStart`/`onSettled` mark a navigation's wait only: a fetcher (a
 * combobox's suggestions) shows its own progress and must not dim the page.
 */
export function chunkRetryInstrumentation(hooks: {
  onStart?: () => void;
  onSettled?: () => void;
  onFailure: (error: ChunkLoadError, href: string) => void;
}): ClientInstrumentation {
  async function guard(
    href: string,
    currentUrl: string,
    run: () => Promise<unknown>,
    isNavigation: boolean,
  ) {
    let retry: RouteModuleRetry;
    try {
      retry = await loadWithRetry(loadRouteModuleRetry);
    } catch (error) {
      hooks.onFailure(asChunkError(error), href);
      return new Promise<void>(() => undefined);
    }
    let pending: ManifestRoute[] = [];
    try {
      pending = retry.pendingRouteModules(href, currentUrl);
    } catch {
      // An href the matcher cannot read: let React Router handle it.
    }
    if (pending.length === 0) return void (await run());
    if (isNavigation) hooks.onStart?.();
    try {
      await retry.preloadRouteModules(pending);
    } catch (error) {
      if (isNavigation) hooks.onSettled?.();
      hooks.onFailure(asChunkError(error), href);
      // Leave the navigation pending: running it would only reload this page.
      return new Promise<void>(() => undefined);
    }
    if (isNavigation) hooks.onSettled?.();
    await run();
  }
  return {
    router({ instrument }) {
      instrument({
        async navigate(handler, info) {
          if (typeof info.to !== "string") return void (await handler());
          await guard(info.to, info.currentUrl, handler, true);
        },
        async fetch(handler, info) {
          await guard(info.href, info.currentUrl, handler, false);
        },
      });
    },
  };
}
