import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_RANK,
  BERTH_CODES,
  BerthCodeSchema,
  BOARDING_CHANGE_PREFERENCE,
  CLASS_CODES,
  CLASS_NAMES,
  ClassCodeSchema,
  CONTACT_CHANNELS,
  DEFAULT_BERTH,
  DEFAULT_FOOD,
  DEFAULT_QUOTA,
  FOOD_NAMES,
  FoodCodeSchema,
  LIMITS,
  POPULAR_CLASSES,
  QUOTA_NAMES,
  QuotaCodeSchema,
  SEAT_STATUS,
  TIME_BUCKETS,
  TIMINGS,
  USER_TYPES,
} from "./code-tables.ts";

describe("code tables (spec §3)", () => {
  it("names every class of the spec, codes unique", () => {
    expect(CLASS_NAMES).toEqual({
      "1A": "First Class AC",
      EC: "Executive Class",
      "2A": "AC 2 Tier",
      FC: "First Class",
      "3A": "AC 3 Tier",
      "3E": "AC 3 Tier Economy",
      CC: "AC Chair Car",
      EA: "Anubhuti",
      SL: "Sleeper Class",
      "2S": "Second Sitting",
      VS: "Vistadome Non-AC",
      EV: "Vistadome AC",
      VC: "Vistadome CC",
    });
    expect(new Set(CLASS_CODES).size).toBe(CLASS_CODES.length);
  });

  it("lists the popular classes, each a known class", () => {
    expect(POPULAR_CLASSES).toEqual(["CC", "2S", "SL", "3A", "EC"]);
    for (const code of POPULAR_CLASSES) expect(CLASS_CODES).toContain(code);
  });

  it("has the four quotas with General as the default", () => {
    expect(QUOTA_NAMES).toEqual({ GN: "General", TQ: "Tatkal", SS: "Sr Citizen", LD: "Ladies" });
    expect(DEFAULT_QUOTA).toBe("GN");
  });

  it("offers the seven food options, D (No Food) by default", () => {
    expect(Object.values(FOOD_NAMES)).toEqual([
      "Veg",
      "Non veg",
      "Jain Meal",
      "Veg (Diabetic)",
      "Non Veg (Diabetic)",
      "No Food",
      "No preference",
    ]);
    expect(DEFAULT_FOOD).toBe("D");
  });

  it("offers the berths plus No berth and No preference (NP, the default)", () => {
    expect(BERTH_CODES).toEqual(expect.arrayContaining(["LB", "MB", "UB", "SL", "SU", "NB", "NP"]));
    expect(DEFAULT_BERTH).toBe("NP");
  });

  it("keeps the numeric codes of the spec", () => {
    expect(SEAT_STATUS).toEqual({ available: 1, waiting: 3, rac: 0, tqwl: 2 });
    expect(AVAILABILITY_RANK).toEqual({ NA: 0, AVL: 2, WL: 1 });
    expect(BOARDING_CHANGE_PREFERENCE).toEqual({ twoLowerBerths: 3, atLeastOneLowerBerth: 2 });
    expect(CONTACT_CHANNELS.map((c) => c.code)).toEqual(["B", "M", "E"]);
    expect(USER_TYPES.map((u) => u.code)).toEqual(["M", "E", "U"]);
  });

  it("parses known codes and rejects others through the Zod enums", () => {
    expect(ClassCodeSchema.parse("3A")).toBe("3A");
    expect(ClassCodeSchema.safeParse("3a").success).toBe(false);
    expect(QuotaCodeSchema.parse("TQ")).toBe("TQ");
    expect(QuotaCodeSchema.safeParse("PT").success).toBe(false);
    expect(FoodCodeSchema.safeParse("D").success).toBe(true);
    expect(BerthCodeSchema.safeParse("XX").success).toBe(false);
  });

  it("splits the day into four contiguous time buckets", () => {
    expect(TIME_BUCKETS.map((b) => [b.fromHour, b.toHour])).toEqual([
      [0, 6],
      [6, 12],
      [12, 18],
      [18, 24],
    ]);
  });
});

describe("business constants (spec §9)", () => {
  it("has the spec's limits", () => {
    expect(LIMITS).toMatchObject({
      maxPassengers: 6,
      maxInfants: 2,
      maxAge: 125,
      nameMinLength: 3,
      nameMaxLength: 35,
      ticketsPerRailwayIdPerMonth: 12,
      bookingWindowDays: 60,
      paymentTimerSeconds: 600,
      paymentWarningSeconds: 120,
      resendListMax: 5,
      childAgeThreshold: 5,
    });
    expect(TIMINGS).toMatchObject({
      sessionRecheckMinutes: 30,
      tatkalOpeningDayLimit: "10:00",
      tatkalResetBlockFrom: "10:30",
      tatkalResetBlockTo: "11:30",
      tatkalNoticeMinutes: 15,
      liveStatusRefreshMs: 120_000,
    });
    expect(LIMITS.paymentWarningSeconds).toBeLessThan(LIMITS.paymentTimerSeconds);
  });
});
