import { describe, expect, it } from "vitest";
import { haversineKm } from "./geo.ts";
import { seededRandom } from "./random.ts";

describe("haversineKm", () => {
  it("is zero for one point and symmetric", () => {
    expect(haversineKm(28.64, 77.22, 28.64, 77.22)).toBe(0);
    expect(haversineKm(28.64, 77.22, 18.97, 72.82)).toBeCloseTo(
      haversineKm(18.97, 72.82, 28.64, 77.22),
      9,
    );
  });
  it("gives New Delhi to Mumbai Central as about 1,150 km in a straight line", () => {
    const km = haversineKm(28.6426, 77.2197, 18.9696, 72.8194);
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1200);
  });
  it("gives one degree of latitude as about 111.2 km", () => {
    expect(haversineKm(10, 70, 11, 70)).toBeCloseTo(111.19, 1);
  });
});

describe("seededRandom", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(xs[0]);
  });
});
