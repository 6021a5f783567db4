import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatPnr,
  generatePnr,
  maskPnr,
  normalizePnr,
  PNR_BODY_SPACE,
  permuteBody,
  pnrKey,
  validatePnr,
} from "./pnr.ts";
import { REGION_DIGITS, regionOfStation, regionOfZone } from "./region.ts";

const station = (zone: string | null, state: string | null = null, code = "XYZ") => ({
  code,
  zone,
  state,
});

const pnrOf = (seed: number, seq: number, zone: string | null, state: string | null = null) => {
  const r = generatePnr(pnrKey(seed), seq, station(zone, state));
  if (!r.ok) throw new Error(r.reason);
  return r.pnr;
};

describe("PNR first digit (facts.md §8)", () => {
  const cases: [string, number[]][] = [
    ["SCR", [1]],
    ["NR", [2, 3]],
    ["NCR", [2, 3]],
    ["NWR", [2, 3]],
    ["NER", [2, 3]],
    ["SR", [4, 5]],
    ["SWR", [4, 5]],
    ["NFR", [6, 7]],
    ["ECR", [6, 7]],
    ["ER", [6, 7]],
    ["ECoR", [6, 7]],
    ["SER", [6, 7]],
    ["SECR", [6, 7]],
    ["CR", [8, 9]],
    ["WCR", [8, 9]],
    ["WR", [8, 9]],
    ["KR", [8, 9]],
  ];
  for (const [zone, digits] of cases) {
    it(`starts ${digits.join(" or ")} for a train from a ${zone} station`, () => {
      const seen = new Set<number>();
      for (let seq = 0; seq < 200; seq++) {
        const first = Number(pnrOf(7, seq, zone)[0]);
        expect(digits).toContain(first);
        seen.add(first);
      }
      // both digits of a two-digit region occur
      expect([...seen].sort()).toEqual(digits);
    });
  }

  it("falls back to the state when the zone is null or '?'", () => {
    expect(regionOfStation(station(null, "Maharashtra"))).toEqual({
      region: "mumbai",
      source: "state",
    });
    expect(regionOfStation(station("?", "West Bengal"))).toEqual({
      region: "kolkata",
      source: "state",
    });
    expect(["2", "3"]).toContain(pnrOf(1, 5, null, "Uttar Pradesh")[0]);
  });

  it("falls back to a deterministic hash of the station code with neither zone nor state", () => {
    const a = regionOfStation(station(null, null, "ABCD"));
    expect(a.source).toBe("hash");
    expect(regionOfStation(station(null, null, "ABCD"))).toEqual(a);
  });

  it("the property holds for any zone: first digit is one of its region's digits", () => {
    const zones = ["SCR", "NR", "SR", "ER", "CR", "WR", "NFR", "SWR", null];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: PNR_BODY_SPACE - 1 }),
        fc.constantFrom(...zones),
        (seed, seq, zone) => {
          const r = generatePnr(pnrKey(seed), seq, station(zone, "Kerala"));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const region = regionOfZone(zone) ?? "chennai";
          expect(r.region).toBe(region);
          expect(REGION_DIGITS[region]).toContain(Number(r.pnr[0]));
          expect(r.pnr).toMatch(/^[1-9]\d{9}$/);
        },
      ),
    );
  });
});

describe("PNR uniqueness and determinism", () => {
  it("gives no collision over 1 000 000 consecutive bookings from mixed origins", () => {
    const key = pnrKey(42);
    const zones = ["SCR", "NR", "SR", "ER", "CR"];
    const seen = new Set<string>();
    for (let seq = 0; seq < 1_000_000; seq++) {
      const r = generatePnr(key, seq, station(zones[seq % zones.length] as string));
      if (!r.ok) throw new Error(r.reason);
      seen.add(r.pnr);
    }
    expect(seen.size).toBe(1_000_000);
  });

  it("the nine-digit body is a bijection: distinct sequence numbers never share a body", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: PNR_BODY_SPACE - 1 }),
        fc.integer({ min: 0, max: PNR_BODY_SPACE - 1 }),
        (seed, a, b) => {
          fc.pre(a !== b);
          const key = pnrKey(seed);
          const pa = permuteBody(a, key);
          expect(pa).toBeGreaterThanOrEqual(0);
          expect(pa).toBeLessThan(PNR_BODY_SPACE);
          expect(pa).not.toBe(permuteBody(b, key));
        },
      ),
    );
  });

  it("is deterministic per seed and differs between seeds", () => {
    const run = (seed: number) => Array.from({ length: 50 }, (_, i) => pnrOf(seed, i, "NR"));
    expect(run(123)).toEqual(run(123));
    expect(run(123)).not.toEqual(run(124));
  });

  it("does not hand out consecutive numbers for consecutive bookings", () => {
    const bodies = Array.from({ length: 1000 }, (_, i) => Number(pnrOf(9, i, "CR").slice(1)));
    let adjacent = 0;
    for (let i = 1; i < bodies.length; i++)
      if (Math.abs((bodies[i] as number) - (bodies[i - 1] as number)) < 1000) adjacent++;
    expect(adjacent).toBeLessThan(5);
  });

  it("refuses a sequence number outside 0 … 10⁹−1", () => {
    const key = pnrKey(1);
    expect(generatePnr(key, -1, station("NR"))).toEqual({
      ok: false,
      reason: "sequence_out_of_range",
    });
    expect(generatePnr(key, PNR_BODY_SPACE, station("NR"))).toEqual({
      ok: false,
      reason: "sequence_out_of_range",
    });
    expect(generatePnr(key, 1.5, station("NR"))).toEqual({
      ok: false,
      reason: "sequence_out_of_range",
    });
  });
});

describe("PNR validation and formatting", () => {
  it("accepts every generated PNR and reports its region", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: PNR_BODY_SPACE - 1 }), (seed, seq) => {
        const r = generatePnr(pnrKey(seed), seq, station("SR"));
        if (!r.ok) throw new Error(r.reason);
        expect(validatePnr(r.pnr)).toEqual({ ok: true, pnr: r.pnr, region: "chennai" });
        expect(validatePnr(formatPnr(r.pnr))).toEqual({ ok: true, pnr: r.pnr, region: "chennai" });
      }),
    );
  });

  it("gives a reason for each kind of bad input", () => {
    expect(validatePnr("")).toEqual({ ok: false, reason: "empty" });
    expect(validatePnr("  ")).toEqual({ ok: false, reason: "empty" });
    expect(validatePnr("24512345a7")).toEqual({ ok: false, reason: "not_digits" });
    expect(validatePnr("245123456")).toEqual({ ok: false, reason: "wrong_length" });
    expect(validatePnr("24512345678")).toEqual({ ok: false, reason: "wrong_length" });
    expect(validatePnr("0451234567")).toEqual({ ok: false, reason: "bad_first_digit" });
  });

  it("formats, normalises and masks", () => {
    expect(formatPnr("2451234567")).toBe("245-1234567");
    expect(normalizePnr(" 245-123 4567 ")).toBe("2451234567");
    expect(maskPnr("2451234567")).toBe("******4567");
    expect(formatPnr("123")).toBe("123");
  });
});
