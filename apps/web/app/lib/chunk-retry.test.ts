import { describe, expect, it, vi } from "vitest";
import { CHUNK_RETRIES, CHUNK_TIMEOUT_MS, ChunkLoadError, loadWithRetry } from "./chunk-retry.ts";

const instant = { sleep: async () => undefined };

describe("loadWithRetry (spec §8: 3 retries, 120 s timeout)", () => {
  it("uses the spec's constants", () => {
    expect(CHUNK_RETRIES).toBe(3);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("returns the first success after failures", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue("module");
    const onRetry = vi.fn();
    await expect(loadWithRetry(load, { ...instant, onRetry })).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(3);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it("tries once and retries 3 times, then fails with 'Loading chunk failed' of type error", async () => {
    const cause = new TypeError("Failed to fetch");
    const load = vi.fn<() => Promise<never>>().mockRejectedValue(cause);
    const error = await loadWithRetry(load, instant).catch((e: unknown) => e);
    expect(load).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: "ChunkLoadError",
      message: "Loading chunk failed",
      type: "error",
    });
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it("keeps the type of a classified failure (missing)", async () => {
    const load = () => Promise.reject(new ChunkLoadError("missing", "/assets/x.js"));
    await expect(loadWithRetry(load, instant)).rejects.toMatchObject({
      type: "missing",
      request: "/assets/x.js",
    });
  });

  it("times a hanging try out after 120 s, aborting it", async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => undefined);
    };
    const result = loadWithRetry(load, { retries: 1, delayMs: () => 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 10);
    expect(signals).toHaveLength(2);
    expect(await result).toMatchObject({ message: "Loading chunk failed", type: "timeout" });
    vi.useRealTimers();
  });

  it("waits longer before each retry", async () => {
    const waits: number[] = [];
    const load = () => Promise.reject(new Error("x"));
    await loadWithRetry(load, { sleep: async (ms) => void waits.push(ms) }).catch(() => undefined);
    expect(waits).toEqual([500, 1000, 2000]);
  });
});
