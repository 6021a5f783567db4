import { describe, expect, it } from "vitest";
import { layoutOf } from "../allocation/test-helpers.ts";
import { availabilityKey, createAvailabilityCache } from "./cache.ts";
import { emptySummary, type OccupancySummary } from "./summary.ts";

const base = emptySummary(layoutOf(["S1"]), "SL");
const at = (version: number): OccupancySummary => ({ ...base, version });

function setup(ttlMs = 1000, maxEntries = 3) {
  let t = 0;
  const cache = createAvailabilityCache({ ttlMs, maxEntries, now: () => t });
  return { cache, advance: (ms: number) => (t += ms) };
}

describe("availability cache", () => {
  it("keys are train|runDate|class", () => {
    expect(availabilityKey("12951", "2026-03-10", "3A")).toBe("12951|2026-03-10|3A");
  });

  it("answers an entry until it is older than the ttl, then misses", () => {
    const { cache, advance } = setup(1000);
    const s = at(1);
    cache.set("k", s);
    advance(1000);
    expect(cache.get("k")).toBe(s);
    advance(1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, size: 1 });
  });

  it("outdate: another process's newer version makes older summaries misses, even stored later", () => {
    const { cache } = setup(60_000);
    const v3 = at(3);
    cache.set("k", v3);
    // A note about a version already cached changes nothing.
    cache.outdate("k", 3);
    expect(cache.get("k")).toBe(v3);
    cache.outdate("k", 5);
    expect(cache.get("k")).toBeUndefined();
    // A read that began before the note arrives late with version 4: not kept.
    expect(cache.set("k", at(4))).toBe(false);
    expect(cache.get("k")).toBeUndefined();
    const v5 = at(5);
    expect(cache.set("k", v5)).toBe(true);
    expect(cache.get("k")).toBe(v5);
    // Other keys are untouched; clear() forgets everything, floors included.
    cache.set("j", at(1));
    cache.outdate("j", 2);
    cache.clear();
    expect(cache.get("k")).toBeUndefined();
    expect(cache.set("j", at(1))).toBe(true);
    expect(cache.get("j")?.version).toBe(1);
  });

  it("counts hits and misses", () => {
    const { cache } = setup();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", at(1));
    cache.get("a");
    cache.get("a");
    expect(cache.stats()).toEqual({ hits: 2, misses: 1, size: 1 });
  });

  it("evicts the least recently used entry past maxEntries (a read counts as use)", () => {
    const { cache } = setup(1000, 3);
    cache.set("a", at(1));
    cache.set("b", at(1));
    cache.set("c", at(1));
    cache.get("a"); // b is now the least recently used
    cache.set("d", at(1));
    expect(cache.stats().size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("a late writer with an older version never replaces a newer summary", () => {
    const { cache } = setup();
    const newer = at(5);
    expect(cache.set("k", newer)).toBe(true);
    expect(cache.set("k", at(4))).toBe(false);
    expect(cache.get("k")).toBe(newer);
    const same = at(5);
    expect(cache.set("k", same)).toBe(true);
    expect(cache.get("k")).toBe(same);
    const next = at(6);
    expect(cache.set("k", next)).toBe(true);
    expect(cache.get("k")).toBe(next);
  });

  it("the version rule holds against an expired entry too", () => {
    const { cache, advance } = setup(1000);
    cache.set("k", at(5));
    advance(5000);
    expect(cache.set("k", at(4))).toBe(false);
    expect(cache.get("k")).toBeUndefined();
    const fresh = at(5);
    expect(cache.set("k", fresh)).toBe(true);
    expect(cache.get("k")).toBe(fresh);
  });

  it("setting the same version again refreshes its time", () => {
    const { cache, advance } = setup(1000);
    cache.set("k", at(2));
    advance(800);
    cache.set("k", at(2));
    advance(800);
    expect(cache.get("k")?.version).toBe(2);
  });

  it("invalidate drops an entry", () => {
    const { cache } = setup();
    cache.set("k", at(3));
    cache.invalidate("k");
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stats().size).toBe(0);
    expect(cache.set("k", at(1))).toBe(true);
  });

  it("refuses a size below one", () => {
    expect(() => createAvailabilityCache({ ttlMs: 1, maxEntries: 0, now: () => 0 })).toThrow(
      RangeError,
    );
  });
});
