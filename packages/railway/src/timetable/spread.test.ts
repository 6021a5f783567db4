import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadIntegers } from "./spread.ts";

describe("spreadIntegers", () => {
  it("splits proportionally", () => {
    expect(spreadIntegers([1, 1, 2], 100, 0)).toEqual([25, 25, 50]);
  });

  it("spreads evenly when all weights are zero", () => {
    expect(spreadIntegers([0, 0, 0, 0], 8, 1)).toEqual([2, 2, 2, 2]);
  });

  it("refuses a total below the minimum parts", () => {
    expect(() => spreadIntegers([1, 1], 1, 1)).toThrow(RangeError);
  });

  it("always sums to the total with every part at least the minimum", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5000 }),
        (weights, min, extra) => {
          const total = min * weights.length + extra;
          const parts = spreadIntegers(weights, total, min);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          for (const p of parts) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(min);
          }
        },
      ),
    );
  });
});
