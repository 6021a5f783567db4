import { describe, expect, it } from "vitest";
import {
  applyPromo,
  discountFor,
  normalisePromoCode,
  type PromoRule,
  promoHeadline,
  promoLive,
} from "./promo.ts";

const at = (iso: string) => new Date(iso);
const flat: PromoRule = {
  code: "TRAIN100",
  kind: "flat",
  value: 100_00,
  maxDiscountPaise: null,
  minAmountPaise: 1_000_00,
  perUserLimit: 1,
  classes: null,
  quotas: null,
  validFrom: at("2026-01-01T00:00:00+05:30"),
  validTo: at("2026-12-01T00:00:00+05:30"),
};
const percent: PromoRule = {
  ...flat,
  code: "SAFAR10",
  kind: "percent",
  value: 10,
  maxDiscountPaise: 150_00,
  minAmountPaise: 500_00,
  perUserLimit: 3,
  classes: ["3A", "2A"],
  quotas: ["GN"],
};
const order = {
  amountPaise: 1_234_56,
  classCode: "3A",
  quota: "GN",
  now: at("2026-06-01T12:00:00+05:30"),
  usedByUser: 0,
};

describe("promo codes", () => {
  it("reads a code in any case with spaces, and refuses anything else", () => {
    expect(normalisePromoCode("  train100 ")).toBe("TRAIN100");
    for (const bad of ["", "AB", "TRAIN-100", "A".repeat(17), "ऑफर100", "x'; drop"]) {
      expect(normalisePromoCode(bad)).toBeNull();
    }
  });

  it("takes a flat amount off", () => {
    expect(applyPromo(flat, order)).toEqual({ ok: true, discountPaise: 100_00 });
  });

  it("takes a percentage off in whole rupees, up to its cap", () => {
    // 10 % of ₹1,234.56 = ₹123.456 → ₹123.
    expect(discountFor(percent, 1_234_56)).toBe(123_00);
    expect(discountFor(percent, 5_000_00)).toBe(150_00);
    expect(discountFor({ ...percent, maxDiscountPaise: null }, 5_000_00)).toBe(500_00);
  });

  it("never takes off more than the order", () => {
    expect(discountFor({ ...flat, value: 900_00 }, 600_00)).toBe(600_00);
  });

  it("applies only inside its window (the end excluded)", () => {
    expect(applyPromo(flat, { ...order, now: at("2025-12-31T23:59:59+05:30") })).toMatchObject({
      ok: false,
      reason: "promo_not_started",
    });
    expect(applyPromo(flat, { ...order, now: flat.validTo })).toMatchObject({
      ok: false,
      reason: "promo_expired",
    });
    expect(promoLive(flat, flat.validFrom)).toBe(true);
    expect(promoLive(flat, flat.validTo)).toBe(false);
  });

  it("needs the minimum amount, and says it", () => {
    expect(applyPromo(flat, { ...order, amountPaise: 999_99 })).toEqual({
      ok: false,
      reason: "promo_below_minimum",
      values: { min: "₹1,000" },
    });
    expect(applyPromo(flat, { ...order, amountPaise: 1_000_00 })).toMatchObject({ ok: true });
  });

  it("stops at the user's limit", () => {
    expect(applyPromo(flat, { ...order, usedByUser: 1 })).toMatchObject({
      ok: false,
      reason: "promo_used_up",
    });
    expect(applyPromo(percent, { ...order, usedByUser: 2 })).toMatchObject({ ok: true });
    expect(applyPromo(percent, { ...order, usedByUser: 3 })).toMatchObject({ ok: false });
  });

  it("keeps to its classes and quotas", () => {
    expect(applyPromo(percent, { ...order, classCode: "SL" })).toEqual({
      ok: false,
      reason: "promo_not_applicable",
      values: { what: "3A, 2A" },
    });
    expect(applyPromo(percent, { ...order, quota: "TQ" })).toMatchObject({
      reason: "promo_not_applicable",
    });
  });

  it("says what it gives", () => {
    expect(promoHeadline(flat)).toBe("₹100 off");
    expect(promoHeadline(percent)).toBe("10% off up to ₹150");
  });
});
