import type { ChunkFailureType } from "@safar/contracts/client-errors";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Lazy chunk resilience (spec §8 "Chunk loading", §9 "Chunk retries /
 * timeout: 3 / 120 s"): a chunk is retried up to 3 times, each try bounded by
 * 120 s, and then fails with 'Loading chunk failed' of type timeout, missing
 * or error.
 */
export const CHUNK_RETRIES = 3;
export const CHUNK_TIMEOUT_MS = 120_000;
const CHUNK_FAILED_MESSAGE = "Loading chunk failed";

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

export function asChunkError(error: unknown): ChunkLoadError {
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
