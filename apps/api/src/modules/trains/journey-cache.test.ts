import type { JourneySearchResult } from "@safar/railway/search/types";
import { describe, expect, it, vi } from "vitest";
import { createJourneyCache } from "./journey-cache.ts";

const result = (from: string, to: string, date: string): JourneySearchResult => ({
  from,
  to,
  date,
  direct: [],
  connections: [],
});

describe("createJourneyCache", () => {
  it("asks the railway once per pair and date", async () => {
    const searchJourneys = vi.fn(async (f: string, t: string, d: string) => result(f, t, d));
    const cache = createJourneyCache({ searchJourneys });
    const a = await cache.search("NDLS", "HWH", "2026-11-25");
    const b = await cache.search("NDLS", "HWH", "2026-11-25");
    await cache.search("NDLS", "HWH", "2026-11-26");
    expect(a).toBe(b);
    expect(searchJourneys).toHaveBeenCalledTimes(2);
  });

  it("drops the least recently used entry past its size", async () => {
    const searchJourneys = vi.fn(async (f: string, t: string, d: string) => result(f, t, d));
    const cache = createJourneyCache({ searchJourneys }, 2);
    await cache.search("A", "B", "d1");
    await cache.search("A", "C", "d1");
    await cache.search("A", "B", "d1"); // A–B is now the most recent
    await cache.search("A", "D", "d1"); // evicts A–C
    expect(cache.size).toBe(2);
    await cache.search("A", "B", "d1");
    expect(searchJourneys).toHaveBeenCalledTimes(3);
    await cache.search("A", "C", "d1");
    expect(searchJourneys).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed search", async () => {
    let fail = true;
    const searchJourneys = vi.fn(async (f: string, t: string, d: string) => {
      if (fail) throw new Error("engine fault");
      return result(f, t, d);
    });
    const cache = createJourneyCache({ searchJourneys });
    await expect(cache.search("A", "B", "d1")).rejects.toThrow("engine fault");
    fail = false;
    await expect(cache.search("A", "B", "d1")).resolves.toMatchObject({ from: "A" });
    expect(searchJourneys).toHaveBeenCalledTimes(2);
  });
});
