import { matchRoutes } from "react-router";
import { ChunkLoadError, loadWithRetry, type RetryOptions } from "./chunk-retry.ts";

/**
 * The route modules of a navigation, loaded with retries before React Router
 * runs it (`chunkRetryInstrumentation` in navigation-retry.ts, which loads this
 * module at the first navigation).
 */

/** Fetches a chunk fully (so the HTTP cache holds it), classifying failures. */
async function fetchChunk(url: string, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: "same-origin" });
  } catch (error) {
    if (signal.aborted) throw new ChunkLoadError("timeout", url, { cause: error });
    throw new ChunkLoadError("error", url, { cause: error });
  }
  if (response.status === 404 || response.status === 410) {
    throw new ChunkLoadError("missing", url);
  }
  if (!response.ok) throw new ChunkLoadError("error", url);
  try {
    await response.arrayBuffer();
  } catch (error) {
    throw new ChunkLoadError(signal.aborted ? "timeout" : "error", url, { cause: error });
  }
}

export interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface ReactRouterGlobals {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0]; basename?: string };
}

/**
 * The route modules (manifest entries) a navigation to `href` needs that are
 * not loaded yet. Routes not yet discovered (lazy route discovery) are not
 * known here; React Router loads those itself.
 */
export function pendingRouteModules(href: string, currentUrl: string): ManifestRoute[] {
  const globals = window as unknown as ReactRouterGlobals;
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const loaded = globals.__reactRouterRouteModules ?? {};
  if (!router || !manifest) return [];
  const target = new URL(href, new URL(currentUrl, window.location.href));
  if (target.origin !== window.location.origin) return [];
  const matches = matchRoutes(router.routes, target.pathname, router.basename) ?? [];
  const pending: ManifestRoute[] = [];
  for (const match of matches) {
    const id = match.route.id;
    const route = id ? manifest.routes[id] : undefined;
    if (id && route && !(id in loaded)) pending.push(route);
  }
  return pending;
}

/**
 * Loads route modules with retries. React Router's own loader
 * (`loadRouteModule`) imports each route module once and reloads the page
 * when that fails; by fetching the same URLs first (so the HTTP cache holds
 * them) and importing them, its import then resolves from the module map.
 */
export async function preloadRouteModules(
  routes: readonly ManifestRoute[],
  options?: RetryOptions,
): Promise<void> {
  await Promise.all(
    routes.map((route) =>
      loadWithRetry(async (signal) => {
        const urls = [route.module, ...(route.imports ?? [])];
        await Promise.all(urls.map((url) => fetchChunk(url, signal)));
        await import(/* @vite-ignore */ route.module);
      }, options),
    ),
  );
}
