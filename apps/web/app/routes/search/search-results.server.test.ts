import { afterEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "./search-results.server.ts";

describe("the streamed sections, inline when they answer in time", () => {
  afterEach(() => vi.useRealTimers());

  it("gives a value that settles within the wait, and the promise of one that does not", async () => {
    vi.useFakeTimers();
    const slow = new Promise<string>((r) => setTimeout(() => r("late"), 500));
    const quick = new Promise<string>((r) => setTimeout(() => r("soon"), 20));
    const failed = Promise.reject(new Error("refused"));
    failed.catch(() => undefined);
    const out = settledWithin({ quick, slow, failed, none: Promise.resolve(null) }, 150);
    await vi.advanceTimersByTimeAsync(150);
    const got = await out;
    expect(got.quick).toBe("soon");
    expect(got.none).toBeNull();
    // Still streamed: the slow one, and the one that failed (its error element shows).
    expect(got.slow).toBe(slow);
    expect(got.failed).toBe(failed);
  });

  it("does not wait out the time when everything has answered", async () => {
    vi.useFakeTimers();
    const out = settledWithin({ a: Promise.resolve(1), b: Promise.resolve(2) }, 10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(await out).toEqual({ a: 1, b: 2 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
