import { describe, expect, it } from "vitest";
import type { RunTimes } from "./booking-window.ts";
import { bookingObstacles, type EligibilityRequest, openingOf } from "./eligibility.ts";
import { ist } from "./test-helpers.ts";

/** Journey date 10 Mar 2026: ARP opens 9 Jan 08:00, Tatkal 9 Mar 10:00 (AC) / 11:00 (SL). */
const RUN: RunTimes = {
  originDeparture: ist("2026-03-10 16:00"),
  boardingDeparture: ist("2026-03-10 18:30"),
};
const verified = { aadhaarVerified: true, ticketsThisMonth: 0 };
const unverified = { aadhaarVerified: false, ticketsThisMonth: 0 };

function obstacles(at: string, overrides: Partial<EligibilityRequest> = {}) {
  return bookingObstacles({
    now: ist(at),
    run: RUN,
    classCode: "3A",
    quota: "GN",
    user: verified,
    ...overrides,
  });
}
const reasons = (at: string, overrides: Partial<EligibilityRequest> = {}) =>
  obstacles(at, overrides).map((o) => o.reason);

describe("what stands in the way of a booking", () => {
  it("nothing for a verified ID in an open general quota", () => {
    expect(obstacles("2026-02-01 12:00")).toEqual([]);
  });

  it("Tatkal before its opening: when it opens, and Aadhaar judged at that instant", () => {
    const found = obstacles("2026-03-08 20:00", { quota: "TQ", user: unverified });
    expect(found).toEqual([
      expect.objectContaining({
        kind: "opens_later",
        reason: "tatkal_not_yet_opened",
        opensAt: ist("2026-03-09 10:00"),
      }),
      expect.objectContaining({ kind: "aadhaar", reason: "tatkal_aadhaar_required" }),
    ]);
    expect(obstacles("2026-03-09 09:00", { quota: "TQ", classCode: "SL" })[0]).toMatchObject({
      opensAt: ist("2026-03-09 11:00"),
    });
  });

  it("Tatkal once open: only who books", () => {
    expect(reasons("2026-03-09 10:00", { quota: "TQ" })).toEqual([]);
    expect(reasons("2026-03-09 10:00", { quota: "TQ", user: unverified })).toEqual([
      "tatkal_aadhaar_required",
    ]);
  });

  it("no ID chosen yet: only the train's obstacles", () => {
    expect(reasons("2026-03-08 20:00", { quota: "TQ", user: null })).toEqual([
      "tatkal_not_yet_opened",
    ]);
  });

  it("before the ARP opens: the opening instant and the opening day's Aadhaar rule", () => {
    const found = obstacles("2026-01-08 23:00", { user: unverified });
    expect(found[0]).toMatchObject({
      kind: "opens_later",
      reason: "booking_not_yet_opened",
      opensAt: ist("2026-01-09 08:00"),
    });
    expect(found.map((o) => o.reason)).toContain("opening_day_aadhaar_required");
  });

  it("the opening day after 10:00: opens again at midnight, then booking hours", () => {
    const found = obstacles("2026-01-09 10:30");
    expect(found).toEqual([
      expect.objectContaining({ reason: "opening_day_closed", opensAt: ist("2026-01-10 00:20") }),
    ]);
  });

  it("outside e-ticket hours: opens at 00:20", () => {
    expect(obstacles("2026-02-01 23:50")).toEqual([
      expect.objectContaining({
        reason: "outside_booking_hours",
        opensAt: ist("2026-02-02 00:20"),
      }),
    ]);
  });

  it("closed states are the only obstacle", () => {
    expect(reasons("2026-03-10 18:31", { user: unverified })).toEqual(["train_departed"]);
    expect(reasons("2026-03-09 12:00", { quota: "TQ", classCode: "1A" })).toEqual([
      "tatkal_not_in_class",
    ]);
    expect(reasons("2026-03-10 12:00", { quota: "TQ" })).toEqual(["quota_closed_after_chart"]);
  });

  it("the monthly limit, counted in the month the booking could be made", () => {
    expect(
      reasons("2026-02-10 12:00", { user: { aadhaarVerified: true, ticketsThisMonth: 24 } }),
    ).toEqual(["monthly_limit_reached"]);
    expect(
      reasons("2026-02-10 12:00", { user: { aadhaarVerified: false, ticketsThisMonth: 12 } }),
    ).toEqual(["monthly_limit_aadhaar_required"]);
    // Tatkal opening on 1 Mar: February's count does not apply.
    const run = {
      originDeparture: ist("2026-03-02 16:00"),
      boardingDeparture: ist("2026-03-02 18:00"),
    };
    expect(
      reasons("2026-02-28 12:00", {
        run,
        quota: "TQ",
        user: { aadhaarVerified: true, ticketsThisMonth: 24 },
      }),
    ).toEqual(["tatkal_not_yet_opened"]);
  });
});

describe("the opening a booking belongs to", () => {
  it("is Tatkal's for TQ and PT, the ARP opening day's otherwise", () => {
    expect(openingOf(RUN, "3A", "TQ")).toEqual({
      kind: "tatkal",
      opensAt: ist("2026-03-09 10:00"),
    });
    expect(openingOf(RUN, "SL", "PT")).toEqual({
      kind: "tatkal",
      opensAt: ist("2026-03-09 11:00"),
    });
    expect(openingOf(RUN, "SL", "GN")).toEqual({ kind: "arp", opensAt: ist("2026-01-09 08:00") });
  });
});
