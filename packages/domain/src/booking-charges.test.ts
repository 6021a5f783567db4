import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convenienceFee,
  FREE_CANCELLATION,
  freeCancellationPerPassenger,
  insuredCount,
  isAcClass,
} from "./booking-charges.ts";

describe("booking charges", () => {
  it("charges ₹20 + 18 % GST for AC classes and ₹10 + GST otherwise, per ticket", () => {
    expect(convenienceFee("3A")).toEqual({ fee: 2_000, gst: 360 });
    expect(convenienceFee("CC")).toEqual({ fee: 2_000, gst: 360 });
    expect(convenienceFee("SL")).toEqual({ fee: 1_000, gst: 180 });
    expect(convenienceFee("2S")).toEqual({ fee: 1_000, gst: 180 });
    expect(isAcClass("1A")).toBe(true);
    expect(isAcClass("FC")).toBe(false);
  });

  it("prices free cancellation at 4 % of the adult fare, rounded up to the rupee, within ₹19–₹99", () => {
    expect(freeCancellationPerPassenger(100_000)).toBe(4_000); // ₹1,000 → ₹40
    expect(freeCancellationPerPassenger(100_100)).toBe(4_100); // ₹40.04 → ₹41
    expect(freeCancellationPerPassenger(20_000)).toBe(1_900); // ₹8 → the ₹19 floor
    expect(freeCancellationPerPassenger(500_000)).toBe(9_900); // ₹200 → the ₹99 cap
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fare) => {
        const p = freeCancellationPerPassenger(fare);
        return p >= FREE_CANCELLATION.minPaise && p <= FREE_CANCELLATION.maxPaise && p % 100 === 0;
      }),
    );
  });

  it("insures Indian nationals aged 5 and over only", () => {
    expect(
      insuredCount([
        { age: 30, nationality: "IN" },
        { age: 4, nationality: "IN" },
        { age: 5, nationality: "IN" },
        { age: 40, nationality: "GB" },
      ]),
    ).toBe(2);
  });
});
