import { describe, expect, it } from "vitest";
import { addRecent, parseRecent, type RecentPnr, removeRecent } from "./recent.ts";

const entry = (pnr: string, at = 1): RecentPnr => ({
  pnr,
  path: `/trains/pnr-enquiry/${pnr}/tok_${pnr}`,
  summary: `12952 Rajdhani · ${pnr}`,
  at,
});

describe("recent PNR searches", () => {
  it("puts the newest first, once per PNR, and keeps at most 5", () => {
    let list: RecentPnr[] = [];
    for (const pnr of ["1000000001", "1000000002", "1000000003"])
      list = addRecent(list, entry(pnr));
    list = addRecent(list, entry("1000000001", 2));
    expect(list.map((e) => e.pnr)).toEqual(["1000000001", "1000000003", "1000000002"]);
    for (const pnr of ["1000000004", "1000000005", "1000000006"])
      list = addRecent(list, entry(pnr));
    expect(list.map((e) => e.pnr)).toEqual([
      "1000000006",
      "1000000005",
      "1000000004",
      "1000000001",
      "1000000003",
    ]);
  });

  it("removes one", () => {
    const list = [entry("1000000001"), entry("1000000002")];
    expect(removeRecent(list, "1000000001").map((e) => e.pnr)).toEqual(["1000000002"]);
  });

  it("reads the stored list leniently: bad JSON, bad PNRs and foreign paths are dropped", () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent("{not json")).toEqual([]);
    expect(parseRecent('{"pnr":"1"}')).toEqual([]);
    const stored = JSON.stringify([
      entry("1000000001"),
      { ...entry("1000000002"), path: "https://evil.example/x" },
      { ...entry("12345"), path: "/trains/pnr-enquiry/12345/abcdef" },
      entry("1000000001"),
      entry("1000000003"),
    ]);
    expect(parseRecent(stored).map((e) => e.pnr)).toEqual(["1000000001", "1000000003"]);
  });
});
