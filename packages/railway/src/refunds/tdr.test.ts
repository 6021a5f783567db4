import { istInstant } from "@safar/domain/ist";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "./policy.ts";
import { TDR_REASONS, TDR_RULES, type TdrFilingRequest, tdrFilingAllowed } from "./tdr.ts";

// Scheduled departure from the boarding station 12 Mar 2026 22:00 IST; scheduled arrival next day 14:00.
const SCHEDULED = istInstant("2026-03-12", "22:00");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

function ask(overrides: Partial<TdrFilingRequest> & Pick<TdrFilingRequest, "reason" | "now">) {
  return tdrFilingAllowed({ scheduledDeparture: SCHEDULED, ...overrides });
}

describe("train late more than 3 h, passenger did not travel: file before the actual departure", () => {
  const late = at(SCHEDULED, 3 * HOUR_MS + MINUTE_MS);

  it("allowed before the actual departure, with that instant as deadline", () => {
    const decision = ask({
      reason: "train_late_not_travelled",
      now: at(SCHEDULED, HOUR_MS),
      actualDeparture: late,
    });
    expect(decision).toEqual({ allowed: true, deadline: late });
  });

  it("refused at the actual departure instant", () => {
    const decision = ask({ reason: "train_late_not_travelled", now: late, actualDeparture: late });
    expect(decision).toMatchObject({ allowed: false, code: "deadline_passed" });
  });

  it("exactly 3 h late is not more than 3 h", () => {
    const decision = ask({
      reason: "train_late_not_travelled",
      now: SCHEDULED,
      actualDeparture: at(SCHEDULED, 3 * HOUR_MS),
    });
    expect(decision).toMatchObject({ allowed: false, code: "train_not_late_enough" });
  });

  it("needs the (expected) actual departure", () => {
    expect(ask({ reason: "train_late_not_travelled", now: SCHEDULED })).toEqual({
      allowed: false,
      code: "departure_unknown",
    });
  });
});

describe("AC failure: within 20 h of the actual arrival, with a certificate", () => {
  const arrival = istInstant("2026-03-13", "15:30");
  const certificate = istInstant("2026-03-13", "09:00");

  it("allowed at exactly 20 h after arrival, refused a millisecond later", () => {
    const base = {
      reason: "ac_failure" as const,
      actualArrival: arrival,
      certificateIssuedAt: certificate,
    };
    expect(ask({ ...base, now: at(arrival, 20 * HOUR_MS) })).toEqual({
      allowed: true,
      deadline: at(arrival, 20 * HOUR_MS),
    });
    expect(ask({ ...base, now: at(arrival, 20 * HOUR_MS + 1) })).toMatchObject({
      allowed: false,
      code: "deadline_passed",
    });
  });

  it("refused without a certificate", () => {
    expect(ask({ reason: "ac_failure", now: arrival, actualArrival: arrival })).toEqual({
      allowed: false,
      code: "certificate_required",
    });
  });

  it("refused before the train has arrived", () => {
    const decision = ask({
      reason: "ac_failure",
      now: at(arrival, -HOUR_MS),
      actualArrival: arrival,
      certificateIssuedAt: certificate,
    });
    expect(decision).toEqual({ allowed: false, code: "train_not_arrived" });
    expect(ask({ reason: "ac_failure", now: arrival, certificateIssuedAt: certificate })).toEqual({
      allowed: false,
      code: "train_not_arrived",
    });
  });
});

describe("travelled in a lower class / coach not attached: within 2 days of the certificate", () => {
  const certificate = istInstant("2026-03-13", "02:00");
  for (const reason of ["travelled_lower_class", "coach_not_attached"] as const) {
    it(`${reason}: 48 h after the certificate is the deadline`, () => {
      expect(
        ask({ reason, now: at(certificate, 48 * HOUR_MS), certificateIssuedAt: certificate }),
      ).toMatchObject({
        allowed: true,
      });
      expect(
        ask({ reason, now: at(certificate, 48 * HOUR_MS + 1), certificateIssuedAt: certificate }),
      ).toMatchObject({
        allowed: false,
        code: "deadline_passed",
      });
      expect(ask({ reason, now: certificate })).toEqual({
        allowed: false,
        code: "certificate_required",
      });
    });
  }
});

describe("72 h after the actual arrival", () => {
  const arrival = istInstant("2026-03-13", "14:00");
  for (const reason of [
    "excess_fare_charged",
    "party_partially_travelled",
    "train_diverted",
    "train_short_terminated",
    "missed_connecting_train",
    "no_room_provided",
  ] as const) {
    it(`${reason}`, () => {
      expect(ask({ reason, now: at(arrival, 72 * HOUR_MS), actualArrival: arrival })).toEqual({
        allowed: true,
        deadline: at(arrival, 72 * HOUR_MS),
      });
      expect(
        ask({ reason, now: at(arrival, 72 * HOUR_MS + 1), actualArrival: arrival }),
      ).toMatchObject({
        allowed: false,
        code: "deadline_passed",
      });
    });
  }
});

describe("before the actual departure (our choice)", () => {
  for (const reason of ["rac_not_travelled", "status_worsened_after_chart"] as const) {
    it(`${reason}`, () => {
      const departure = at(SCHEDULED, 20 * MINUTE_MS);
      expect(ask({ reason, now: at(departure, -1), actualDeparture: departure })).toMatchObject({
        allowed: true,
      });
      expect(ask({ reason, now: departure, actualDeparture: departure })).toMatchObject({
        allowed: false,
        code: "deadline_passed",
      });
    });
  }
});

it("train cancelled needs no TDR: the refund is automatic", () => {
  expect(ask({ reason: "train_cancelled", now: SCHEDULED })).toEqual({
    allowed: false,
    code: "refund_is_automatic",
  });
});

it("property: an allowed filing is never after its deadline, and every reason has a rule", () => {
  expect(Object.keys(TDR_RULES).sort()).toEqual([...TDR_REASONS].sort());
  fc.assert(
    fc.property(
      fc.constantFrom(...TDR_REASONS),
      fc.integer({ min: -48 * 60, max: 10 * 24 * 60 }),
      fc.integer({ min: -60, max: 12 * 60 }),
      fc.integer({ min: 6 * 60, max: 30 * 60 }),
      (reason, nowMin, delayMin, runMin) => {
        const actualDeparture = at(SCHEDULED, delayMin * MINUTE_MS);
        const actualArrival = at(actualDeparture, runMin * MINUTE_MS);
        const now = at(SCHEDULED, nowMin * MINUTE_MS);
        const decision = ask({
          reason,
          now,
          actualDeparture,
          actualArrival,
          certificateIssuedAt: at(actualDeparture, HOUR_MS),
        });
        if (decision.allowed)
          expect(now.getTime()).toBeLessThanOrEqual(decision.deadline.getTime());
      },
    ),
  );
});
