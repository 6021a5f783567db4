import { istInstant } from "@safar/domain/ist";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "./policy.ts";
import { TDR_REASONS } from "./tdr.ts";
import {
  decideTdr,
  seatKind,
  type TdrClaimPassenger,
  type TdrDecisionRequest,
  tdrDecisionDueAt,
  tdrReviewStartsAt,
} from "./tdr-decision.ts";

// Figures: a 3A fare of ₹1,410 (the Saraighat Express example of fares/fare.ts), its SL
// counterpart ₹505; a 2A fare of ₹1,985 over the same journey; an SL fare of ₹465.
const FARE_3A = 141_000;
const FARE_SL_SAME_JOURNEY = 50_500;
const FARE_2A = 198_500;
const FARE_SL = 46_500;

const pax = (number: number, over: Partial<TdrClaimPassenger> = {}): TdrClaimPassenger => ({
  number,
  farePaid: FARE_3A,
  cancelled: false,
  bookingStatus: "CNF",
  chartStatus: "CNF",
  nonAcFare: FARE_SL_SAME_JOURNEY,
  lowerClassFare: null,
  ...over,
});

const decide = (over: Partial<TdrDecisionRequest> & Pick<TdrDecisionRequest, "reason">) =>
  decideTdr({ classCode: "3A", passengers: [pax(1)], departureDelayMs: 0, ...over });

describe("review time", () => {
  it("is under review from a day after filing and decided 45 days after it", () => {
    const filed = istInstant("2026-12-03", "18:30");
    expect(tdrReviewStartsAt(filed)).toEqual(istInstant("2026-12-04", "18:30"));
    expect(tdrDecisionDueAt(filed)).toEqual(istInstant("2027-01-17", "18:30"));
  });
});

describe("train late more than 3 hours, not travelled", () => {
  it("refunds the full fare of each passenger when the train left more than 3 h late", () => {
    const d = decide({
      reason: "train_late_not_travelled",
      passengers: [pax(1), pax(2)],
      departureDelayMs: 3 * HOUR_MS + 20 * MINUTE_MS,
    });
    expect(d).toMatchObject({ status: "refunded", refund: 282_000 });
    expect(d.passengers.map((p) => [p.number, p.refund, p.rule])).toEqual([
      [1, 141_000, "full_fare"],
      [2, 141_000, "full_fare"],
    ]);
    expect(d.note).toBe(
      "The train left the boarding station 3 h 20 min late, more than 3 hours, so the full fare is refunded.",
    );
  });

  it("rejects exactly 3 hours late, and a train on time", () => {
    const three = decide({ reason: "train_late_not_travelled", departureDelayMs: 3 * HOUR_MS });
    expect(three).toMatchObject({ status: "rejected", refund: 0 });
    expect(three.note).toBe(
      "The train left the boarding station 3 h late, not more than 3 hours, so no refund is due.",
    );
    const onTime = decide({ reason: "train_late_not_travelled", departureDelayMs: null });
    expect(onTime.note).toBe(
      "The train left the boarding station on time, not more than 3 hours, so no refund is due.",
    );
  });
});

describe("RAC not travelled and party partially travelled: fare less clerkage", () => {
  it("refunds an RAC passenger ₹1,410 − ₹60 − ₹3 GST on 3A; a passenger confirmed at the chart gets nothing", () => {
    const d = decide({
      reason: "rac_not_travelled",
      passengers: [pax(1, { bookingStatus: "WL", chartStatus: "RAC" }), pax(2)],
    });
    expect(d).toMatchObject({ status: "refunded", refund: 134_700 });
    expect(d.passengers.map((p) => p.rule)).toEqual(["fare_less_clerkage", "not_rac_at_chart"]);
    expect(d.note).toBe(
      "Passenger 1: RAC at the chart and not travelled, so the fare less the clerkage of ₹60.00 and its GST of ₹3.00 is refunded. Passenger 2: Not RAC at the chart, so no refund is due for an RAC passenger not travelled.",
    );
  });

  it("takes no GST on a Sleeper clerkage", () => {
    const d = decideTdr({
      reason: "rac_not_travelled",
      classCode: "SL",
      passengers: [pax(1, { farePaid: FARE_SL, chartStatus: "RAC" })],
      departureDelayMs: 0,
    });
    expect(d.refund).toBe(40_500);
    expect(d.note).toBe(
      "RAC at the chart and not travelled, so the fare less the clerkage of ₹60.00 is refunded.",
    );
  });

  it("refunds a party's passengers who did not travel the fare less clerkage", () => {
    const d = decide({ reason: "party_partially_travelled", passengers: [pax(2), pax(3)] });
    expect(d.refund).toBe(2 * 134_700);
  });
});

describe("status worsened after the chart", () => {
  it("refunds in full when the chart status is worse than the booked one", () => {
    const worse = decide({
      reason: "status_worsened_after_chart",
      passengers: [pax(1, { bookingStatus: "CNF", chartStatus: "RAC" })],
    });
    expect(worse).toMatchObject({ status: "refunded", refund: FARE_3A });
  });

  it("rejects the same or a better status", () => {
    for (const [booked, charted] of [
      ["RAC", "RAC"],
      ["WL", "RAC"],
      ["CNF", "CNF"],
    ] as const) {
      const d = decide({
        reason: "status_worsened_after_chart",
        passengers: [pax(1, { bookingStatus: booked, chartStatus: charted })],
      });
      expect(d, `${booked} → ${charted}`).toMatchObject({ status: "rejected", refund: 0 });
      expect(d.note).toBe(
        "The status at the chart was not worse than at booking, so no refund is due.",
      );
    }
  });
});

describe("AC failure and lower class: the difference of the fares", () => {
  it("refunds ₹1,410 − ₹505 (the Sleeper fare of the same journey) on 3A", () => {
    const d = decide({ reason: "ac_failure" });
    expect(d).toMatchObject({ status: "refunded", refund: 90_500 });
    expect(d.note).toBe(
      "The AC did not work, so the difference between the AC 3 Tier fare and the Sleeper Class fare is refunded.",
    );
  });

  it("rejects AC failure on a non-AC class", () => {
    for (const classCode of ["SL", "2S", "FC"] as const) {
      const d = decideTdr({
        reason: "ac_failure",
        classCode,
        passengers: [pax(1, { farePaid: FARE_SL, nonAcFare: null })],
        departureDelayMs: 0,
      });
      expect(d, classCode).toMatchObject({ status: "rejected", refund: 0 });
      expect(d.passengers[0]?.rule).toBe("not_ac_class");
    }
  });

  it("refunds ₹1,985 − ₹1,410 for 2A travelled in 3A; rejects without a lower class", () => {
    const d = decideTdr({
      reason: "travelled_lower_class",
      classCode: "2A",
      lowerClass: "3A",
      passengers: [pax(1, { farePaid: FARE_2A, lowerClassFare: FARE_3A })],
      departureDelayMs: 0,
    });
    expect(d).toMatchObject({ status: "refunded", refund: 57_500 });
    expect(d.note).toBe(
      "Travelled in AC 3 Tier, so the difference between the AC 2 Tier fare and the AC 3 Tier fare is refunded.",
    );
    const none = decideTdr({
      reason: "travelled_lower_class",
      classCode: "SL",
      lowerClass: null,
      passengers: [pax(1, { farePaid: FARE_SL, lowerClassFare: null })],
      departureDelayMs: 0,
    });
    expect(none).toMatchObject({ status: "rejected", refund: 0 });
    expect(none.note).toBe("The train has no class below Sleeper Class, so no refund is due.");
  });

  it("rejects a lower class whose fare is not less than the fare paid (a child's half fare)", () => {
    const d = decideTdr({
      reason: "travelled_lower_class",
      classCode: "2A",
      lowerClass: "3A",
      passengers: [pax(1, { farePaid: 60_000, lowerClassFare: 70_000 })],
      departureDelayMs: 0,
    });
    expect(d).toMatchObject({ status: "rejected", refund: 0 });
    expect(d.passengers[0]?.rule).toBe("no_fare_difference");
  });
});

describe("the other reasons", () => {
  it("refunds the full fare for a coach not attached, no room, diversion, short termination, a missed connection", () => {
    for (const reason of [
      "coach_not_attached",
      "no_room_provided",
      "train_diverted",
      "train_short_terminated",
      "missed_connecting_train",
    ] as const) {
      const d = decide({ reason, passengers: [pax(1), pax(2, { farePaid: 70_500 })] });
      expect(d, reason).toMatchObject({ status: "refunded", refund: 211_500 });
      expect(d.note, reason).toMatch(/so the full fare is refunded\.$/);
    }
  });

  it("rejects an excess fare charged: its receipt is refunded by the zonal office", () => {
    const d = decide({ reason: "excess_fare_charged" });
    expect(d).toMatchObject({ status: "rejected", refund: 0 });
    expect(d.note).toContain("refunded by the railway's zonal office against its receipt");
  });

  it("rejects a cancelled train: its refund is automatic", () => {
    expect(decide({ reason: "train_cancelled" })).toMatchObject({ status: "rejected", refund: 0 });
  });
});

describe("passengers cancelled since filing", () => {
  it("gives them nothing (their cancellation refunded them) and names them in the note", () => {
    const d = decide({
      reason: "coach_not_attached",
      passengers: [pax(1, { cancelled: true }), pax(2)],
    });
    expect(d.refund).toBe(FARE_3A);
    expect(d.passengers.map((p) => [p.number, p.refund, p.rule])).toEqual([
      [1, 0, "cancelled"],
      [2, FARE_3A, "full_fare"],
    ]);
    expect(d.note).toBe(
      "Passenger 1: Cancelled, so the cancellation's refund stands instead of a TDR refund. Passenger 2: The coach was not attached, so the full fare is refunded.",
    );
    const all = decide({ reason: "coach_not_attached", passengers: [pax(1, { cancelled: true })] });
    expect(all).toMatchObject({ status: "rejected", refund: 0 });
  });
});

describe("any claim", () => {
  const passenger = fc.record({
    farePaid: fc.integer({ min: 0, max: 1_000_000 }),
    cancelled: fc.boolean(),
    bookingStatus: fc.constantFrom("CNF" as const, "RAC" as const, "WL" as const),
    chartStatus: fc.constantFrom("CNF" as const, "RAC" as const, "WL" as const),
    nonAcFare: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    lowerClassFare: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  });

  it("refunds each passenger between 0 and what they paid, cancelled ones nothing; refunded iff money is due", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TDR_REASONS),
        fc.constantFrom("1A", "2A", "3A", "SL", "CC", "2S", "FC", "EC") as fc.Arbitrary<"3A">,
        fc.array(passenger, { minLength: 1, maxLength: 6 }),
        fc.option(fc.integer({ min: -HOUR_MS, max: 12 * HOUR_MS })),
        (reason, classCode, list, delay) => {
          const passengers = list.map((p, i) => ({ ...p, number: i + 1 }));
          const d = decideTdr({ reason, classCode, passengers, departureDelayMs: delay });
          for (const [i, p] of d.passengers.entries()) {
            const asked = passengers[i] as TdrClaimPassenger;
            expect(p.refund).toBeGreaterThanOrEqual(0);
            expect(p.refund).toBeLessThanOrEqual(asked.farePaid);
            if (asked.cancelled) expect(p.refund).toBe(0);
          }
          expect(d.refund).toBe(d.passengers.reduce((s, p) => s + p.refund, 0));
          expect(d.status).toBe(d.refund > 0 ? "refunded" : "rejected");
          expect(d.note.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("seatKind", () => {
  it("reads the statuses as printed", () => {
    expect(["CNF/B2/34/LB", "RAC 3", "GNWL 12", "WL 4", "TQWL 2"].map(seatKind)).toEqual([
      "CNF",
      "RAC",
      "WL",
      "WL",
      "WL",
    ]);
  });
});
