import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  claimRenderFailureReload,
  FIRST_LOAD_WINDOW_MS,
  markNavigated,
  RELOAD_GUARD_MS,
} from "./first-load.ts";

const memory = (): Storage => new MemoryStorage();

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("window", { localStorage: memory(), sessionStorage: memory() });
});
afterEach(() => vi.unstubAllGlobals());

describe("reload once after a first-load render failure (spec §4)", () => {
  it("allows one reload, then refuses while the last one is recent", () => {
    const t = 1_000_000;
    expect(claimRenderFailureReload(t, 500)).toBe(true);
    expect(claimRenderFailureReload(t + 2000, 500)).toBe(false);
    expect(claimRenderFailureReload(t + RELOAD_GUARD_MS - 1, 500)).toBe(false);
    // Long after, a new failure may reload once more: never a loop.
    expect(claimRenderFailureReload(t + RELOAD_GUARD_MS, 500)).toBe(true);
  });

  it("does not reload late in the page's life", () => {
    expect(claimRenderFailureReload(1, FIRST_LOAD_WINDOW_MS + 1)).toBe(false);
  });

  it("does not reload without session storage to guard it", () => {
    vi.stubGlobal("window", {});
    expect(claimRenderFailureReload(1, 500)).toBe(false);
  });

  it("does not reload after a client-side navigation", async () => {
    const fresh = await import("./first-load.ts");
    fresh.markNavigated();
    expect(fresh.claimRenderFailureReload(1, 500)).toBe(false);
    expect(markNavigated).toBeTypeOf("function");
  });
});
