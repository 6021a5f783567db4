import type { NewPromoCodeRow } from "./promo.repository.ts";

/**
 * The demo offers a fresh database starts with (ADR 025): added at start when
 * their codes are missing, never changed once there (an operator's edit
 * stays). Figures are ours; Safar pays the discount, the railway's fare is
 * unchanged.
 */
const from = new Date("2026-01-01T00:00:00+05:30");
const to = new Date("2028-01-01T00:00:00+05:30");
const AC = ["1A", "2A", "3A", "3E", "CC", "EC", "EA", "EV", "VC"];

export const DEMO_OFFERS: readonly Omit<NewPromoCodeRow, "createdAt">[] = [
  {
    code: "TRAIN100",
    title: "On any train booking",
    terms:
      "Flat ₹100 off a booking of ₹1,000 or more, any class and quota. Once per account. Not for two-train journeys.",
    kind: "flat",
    value: 100_00,
    maxDiscountPaise: null,
    minAmountPaise: 1_000_00,
    perUserLimit: 1,
    classes: null,
    quotas: null,
    validFrom: from,
    validTo: to,
  },
  {
    code: "SAFAR10",
    title: "On General quota bookings",
    terms:
      "10% off a booking of ₹500 or more, up to ₹150, in the General quota. Three times per account. Not for two-train journeys.",
    kind: "percent",
    value: 10,
    maxDiscountPaise: 150_00,
    minAmountPaise: 500_00,
    perUserLimit: 3,
    classes: null,
    quotas: ["GN"],
    validFrom: from,
    validTo: to,
  },
  {
    code: "ACTRIP50",
    title: "On AC travel",
    terms:
      "Flat ₹50 off a booking of ₹800 or more in an AC class (1A, 2A, 3A, 3E, CC, EC and other AC classes). Twice per account.",
    kind: "flat",
    value: 50_00,
    maxDiscountPaise: null,
    minAmountPaise: 800_00,
    perUserLimit: 2,
    classes: AC,
    quotas: null,
    validFrom: from,
    validTo: to,
  },
];
