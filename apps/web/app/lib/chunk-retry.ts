import type { ChunkFailureType } from "@safar/contracts/client-errors";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type ClientInstrumentation, matchRoutes } from "react-router";

/**
 * Lazy chunk resilience (spec §8 "Chunk loading", §9 "Chunk retries /
 * timeout: 3 / 120 s"): a chunk is retried up to 3 times, each try bounded by
 * 120 s, and then fails with 'Loading chunk failed' of type timeout, missing
 * or error.
 */
export const CHUNK_RETRIES = 3;
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED_MESSAGE = "Loading chunk failed";

// The failure types are part of the client error report (`@safar/contracts/client-errors`).
export type { ChunkFailureType };

export class ChunkLoadError extends Error {
  readonly type: ChunkFailureType;
  /** The URL that failed, when known. */
  readonly request: string | undefined;
  constructor(type: ChunkFailureType, request?: string, options?: { cause?: unknown }) {
    super(CHUNK_FAILED_MESSAGE, options);
    this.name = "ChunkLoadError";
    this.type = type;
    this.request = request;
  }
}

export interface RetryOptions {
  retries?: number;
  timeoutMs?: number;
  /** Wait before retry `n` (1-based); defaults to 0.5 s, 1 s, 2 s. */
  delayMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
  setTimer?: (fn: () => void, ms: number) => () => void;
  onRetry?: (error: ChunkLoadError, retry: number) => void;
}

function asChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  return new ChunkLoadError("error", undefined, { cause: error });
}

const defaultSetTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/**
 * Runs `load` until it succeeds: once, then up to `retries` more times. Each
 * try gets an AbortSignal that fires at its timeout; a try that outlives the
 * timeout counts as a `timeout` failure.
 */
export async function loadWithRetry<T>(
  load: (signal: AbortSignal, attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? CHUNK_RETRIES;
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const delayMs = options.delayMs ?? ((n: number) => 500 * 2 ** (n - 1));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const setTimer = options.setTimer ?? defaultSetTimer;
  let lastError: ChunkLoadError = new ChunkLoadError("error");
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      options.onRetry?.(lastError, attempt);
      await sleep(delayMs(attempt));
    }
    const controller = new AbortController();
    let cancelTimer: () => void = () => undefined;
    const timedOut = new Promise<never>((_, reject) => {
      cancelTimer = setTimer(() => {
        controller.abort();
        reject(new ChunkLoadError("timeout"));
      }, timeoutMs);
    });
    try {
      return await Promise.race([load(controller.signal, attempt), timedOut]);
    } catch (error) {
      lastError = asChunkError(error);
    } finally {
      cancelTimer();
    }
  }
  throw lastError;
}

/**
 * `React.lazy` with retries: use it for every lazily loaded component.
 *
 * ```ts
 * const Map = lazyWithRetry(() => import("./live-map.tsx"));
 * ```
 */
export function lazyWithRetry<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  options?: RetryOptions,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithRetry(() => factory(), options));
}

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

/**
 * Router instrumentation for `<HydratedRouter instrumentations>`: before a
 * navigation or fetcher call runs, its route modules are loaded with retries.
 * When they still fail, `onFailure` decides what the user sees and the
 * navigation does not run (React Router would otherwise reload the page).
 */
export function chunkRetryInstrumentation(hooks: {
  onStart?: () => void;
  onSettled?: () => void;
  onFailure: (error: ChunkLoadError, href: string) => void;
}): ClientInstrumentation {
  async function guard(href: string, currentUrl: string, run: () => Promise<unknown>) {
    let pending: ManifestRoute[] = [];
    try {
      pending = pendingRouteModules(href, currentUrl);
    } catch {
      // An href the matcher cannot read: let React Router handle it.
    }
    if (pending.length === 0) return void (await run());
    hooks.onStart?.();
    try {
      await preloadRouteModules(pending);
    } catch (error) {
      hooks.onSettled?.();
      hooks.onFailure(asChunkError(error), href);
      // Leave the navigation pending: running it would only reload this page.
      return new Promise<void>(() => undefined);
    }
    hooks.onSettled?.();
    await run();
  }
  return {
    router({ instrument }) {
      instrument({
        async navigate(handler, info) {
          if (typeof info.to !== "string") return void (await handler());
          await guard(info.to, info.currentUrl, handler);
        },
        async fetch(handler, info) {
          await guard(info.href, info.currentUrl, handler);
        },
      });
    },
  };
}
