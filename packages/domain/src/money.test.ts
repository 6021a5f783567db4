import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFare, formatPaise, formatRupees, groupIndian, rupeesToPaise } from "./money.ts";

describe("Indian currency formatting (spec §9)", () => {
  it.each([
    [0, "₹0.00"],
    [5, "₹0.05"],
    [100, "₹1.00"],
    [99_999, "₹999.99"],
    [100_000, "₹1,000.00"],
    [12_345_650, "₹1,23,456.50"],
    [1_234_567_800, "₹1,23,45,678.00"],
    [-4_000, "-₹40.00"],
  ])("%i paise → %s", (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it("groups digits the Indian way", () => {
    expect(groupIndian("1")).toBe("1");
    expect(groupIndian("999")).toBe("999");
    expect(groupIndian("1000")).toBe("1,000");
    expect(groupIndian("100000")).toBe("1,00,000");
    expect(groupIndian("1000000000")).toBe("1,00,00,00,000");
  });

  it("agrees with the platform's en-IN formatting for any amount", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(formatPaise(paise)).toBe(intl.format(paise / 100));
      }),
    );
  });

  it("rounds rupee amounts to the nearest paisa", () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(1445.5)).toBe(144_550);
    expect(rupeesToPaise(-2.675)).toBe(-268);
    expect(formatRupees(1445)).toBe("₹1,445.00");
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });

  it("shows a fare in whole rupees when it is whole, with paise only where they exist", () => {
    expect(formatFare(206_000)).toBe("₹2,060");
    expect(formatFare(48_800_000)).toBe("₹4,88,000");
    expect(formatFare(206_050)).toBe("₹2,060.50");
    expect(formatFare(5)).toBe("₹0.05");
    expect(formatFare(0)).toBe("₹0");
    expect(formatFare(-4_000)).toBe("-₹40");
  });

  it("refuses fractions of a paisa and non-numbers", () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => groupIndian("12a")).toThrow(RangeError);
  });
});
