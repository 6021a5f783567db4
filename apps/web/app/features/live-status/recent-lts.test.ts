import { describe, expect, it } from "vitest";
import { addRecentLts, MAX_RECENT_LTS, parseRecentLts, withPlatform } from "./recent-lts.ts";

const entry = (n: string) => ({ trainNumber: n, trainName: `Train ${n}`, date: "", station: "" });

describe("recent live-status searches on the device", () => {
  it("puts the newest first, keeps one entry per train and at most five", () => {
    let list = addRecentLts([], entry("12951"));
    list = addRecentLts(list, entry("12952"));
    list = addRecentLts(list, { ...entry("12951"), station: "KOTA" });
    expect(list.map((e) => e.trainNumber)).toEqual(["12951", "12952"]);
    expect(list[0]?.station).toBe("KOTA");
    for (const n of ["10001", "10002", "10003", "10004", "10005"])
      list = addRecentLts(list, entry(n));
    expect(list).toHaveLength(MAX_RECENT_LTS);
    expect(list[0]?.trainNumber).toBe("10005");
  });

  it("keeps the traveller's platforms across searches of the same train, and clears one", () => {
    let list = addRecentLts([], entry("12952"));
    list = withPlatform(list, "12952", "KOTA", 6);
    list = addRecentLts(list, { ...entry("12952"), date: "2026-11-24" });
    expect(list[0]?.platforms).toEqual({ KOTA: 6 });
    expect(withPlatform(list, "12952", "KOTA", null)[0]?.platforms).toEqual({});
  });

  it("drops malformed stored entries instead of failing", () => {
    expect(parseRecentLts("not json")).toEqual([]);
    expect(parseRecentLts(JSON.stringify({}))).toEqual([]);
    const good = { ...entry("12952"), platforms: { KOTA: 4 } };
    const raw = JSON.stringify([good, { trainNumber: "12" }, { ...good, platforms: { X: -1 } }]);
    expect(parseRecentLts(raw)).toEqual([good]);
  });
});
