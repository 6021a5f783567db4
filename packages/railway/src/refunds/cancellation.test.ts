import type { ClassCode } from "@safar/contracts/code-tables";
import { CLASS_CODES } from "@safar/contracts/code-tables";
import {
  CLERKAGE_GST_AC_PAISE,
  CLERKAGE_PAISE,
  FLAT_CHARGE_ROWS,
} from "@safar/domain/cancellation-policy";
import { istInstant } from "@safar/domain/ist";
import { fixedClock } from "@safar/test-kit/clock";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CancellableStatus,
  type RefundPassengerInput,
  type RefundQuota,
  type RefundRequest,
  refundFor,
} from "./cancellation.ts";
import { DEFAULT_REFUND_POLICY, HOUR_MS, MINUTE_MS } from "./policy.ts";

// Scheduled departure from the boarding station: 12 Mar 2026, 20:00 IST.
const DEPARTURE = istInstant("2026-03-12", "20:00");
const before = (ms: number) => fixedClock(new Date(DEPARTURE.getTime() - ms))();
const rupees = (r: number) => Math.round(r * 100);

function request(overrides: Partial<RefundRequest> & Pick<RefundRequest, "now">): RefundRequest {
  return {
    scheduledDeparture: DEPARTURE,
    chartPreparedAt: null,
    classCode: "SL",
    quota: "GN",
    passengers: [{ status: "CNF", farePaid: rupees(460) }],
    ...overrides,
  };
}

function one(overrides: Partial<RefundRequest> & Pick<RefundRequest, "now">) {
  const result = refundFor(request(overrides));
  const row = result.passengers[0];
  if (!row) throw new Error("no passenger row");
  return row;
}

describe("confirmed tickets, more than 48 h before departure: flat charge per class", () => {
  // facts.md §6: 1A/EC ₹240, 2A/FC ₹200, 3A/CC/3E ₹180, SL ₹120, 2S ₹60, +GST (5 %) on AC/FC.
  const cases: [ClassCode, number, number][] = [
    ["1A", 240, 12],
    ["EC", 240, 12],
    ["2A", 200, 10],
    ["FC", 200, 10],
    ["3A", 180, 9],
    ["CC", 180, 9],
    ["3E", 180, 9],
    ["SL", 120, 0],
    ["2S", 60, 0],
  ];
  for (const [classCode, flat, gst] of cases) {
    it(`${classCode}: ₹${flat} + ₹${gst} GST`, () => {
      const row = one({
        now: before(72 * HOUR_MS),
        classCode,
        passengers: [{ status: "CNF", farePaid: rupees(3105) }],
      });
      expect(row.rule).toBe("confirmed_flat_charge");
      expect(row.charge).toBe(rupees(flat));
      expect(row.gst).toBe(rupees(gst));
      expect(row.refund).toBe(rupees(3105 - flat - gst));
    });
  }

  it("Saraighat Exp 3A ₹1,410 (facts.md §5 example): refund ₹1,221", () => {
    const row = one({
      now: before(49 * HOUR_MS),
      classCode: "3A",
      passengers: [{ status: "CNF", farePaid: rupees(1410) }],
    });
    expect(row.refund).toBe(rupees(1221));
  });

  it("one millisecond more than 48 h before is still the flat window", () => {
    expect(one({ now: before(48 * HOUR_MS + 1) }).rule).toBe("confirmed_flat_charge");
  });

  it("a fare below the flat charge refunds nothing and never goes negative (2S ₹50)", () => {
    const row = one({
      now: before(72 * HOUR_MS),
      classCode: "2S",
      passengers: [{ status: "CNF", farePaid: rupees(50) }],
    });
    expect(row.charge).toBe(rupees(50));
    expect(row.refund).toBe(0);
  });
});

describe("confirmed tickets, 48 h to 12 h: 25 % of the fare, at least the flat charge", () => {
  it("exactly 48 h before: 25 % of 3A ₹1,410 = ₹352.50 + ₹17.63 GST", () => {
    const row = one({
      now: before(48 * HOUR_MS),
      classCode: "3A",
      passengers: [{ status: "CNF", farePaid: rupees(1410) }],
    });
    expect(row.rule).toBe("confirmed_25_percent");
    expect(row.charge).toBe(rupees(352.5));
    expect(row.gst).toBe(1763); // 5 % of 35,250 paise = 1,762.5, rounded half up
    expect(row.refund).toBe(rupees(1410) - 35250 - 1763);
  });

  it("exactly 12 h before is still 25 %", () => {
    const row = one({
      now: before(12 * HOUR_MS),
      classCode: "2A",
      passengers: [{ status: "CNF", farePaid: rupees(1810) }],
    });
    expect(row.rule).toBe("confirmed_25_percent");
    expect(row.charge).toBe(rupees(452.5));
  });

  it("SL ₹460: 25 % is ₹115, below the ₹120 flat minimum, so ₹120 is kept", () => {
    const row = one({ now: before(24 * HOUR_MS) });
    expect(row.charge).toBe(rupees(120));
    expect(row.refund).toBe(rupees(340));
  });
});

describe("confirmed tickets, 12 h to 4 h (until the chart): 50 %", () => {
  it("just under 12 h before: 50 % of 2A ₹1,810 = ₹905 + ₹45.25 GST", () => {
    const row = one({
      now: before(12 * HOUR_MS - 1),
      classCode: "2A",
      passengers: [{ status: "CNF", farePaid: rupees(1810) }],
    });
    expect(row.rule).toBe("confirmed_50_percent");
    expect(row.charge).toBe(rupees(905));
    expect(row.gst).toBe(rupees(45.25));
    expect(row.refund).toBe(rupees(859.75));
  });

  it("exactly 4 h before is still 50 % (SL ₹460 → ₹230 back)", () => {
    const row = one({ now: before(4 * HOUR_MS) });
    expect(row.rule).toBe("confirmed_50_percent");
    expect(row.refund).toBe(rupees(230));
  });

  it("under 4 h: nothing online, TDR only", () => {
    const row = one({ now: before(4 * HOUR_MS - 1) });
    expect(row.rule).toBe("confirmed_under_4h_no_refund");
    expect(row.refund).toBe(0);
    expect(row.gst).toBe(0);
    expect(row.tdrOnly).toBe(true);
  });

  it("after the chart: nothing, even with more than 4 h to go", () => {
    const chart = new Date(DEPARTURE.getTime() - 8 * HOUR_MS);
    const atChart = one({ now: chart, chartPreparedAt: chart });
    expect(atChart.rule).toBe("confirmed_after_chart_no_refund");
    expect(atChart.refund).toBe(0);
    expect(atChart.tdrOnly).toBe(true);
  });

  it("a chart time still in the future does not count as prepared", () => {
    const chart = new Date(DEPARTURE.getTime() - 8 * HOUR_MS);
    const result = refundFor(
      request({ now: new Date(chart.getTime() - 1), chartPreparedAt: chart }),
    );
    expect(result.chartPrepared).toBe(false);
    expect(result.passengers[0]?.rule).toBe("confirmed_50_percent");
  });

  it("a chart prepared the previous night (morning train) ends the 25 % window early", () => {
    const chart = new Date(DEPARTURE.getTime() - 20 * HOUR_MS);
    expect(one({ now: before(16 * HOUR_MS), chartPreparedAt: chart }).rule).toBe(
      "confirmed_after_chart_no_refund",
    );
  });
});

describe("RAC and waitlisted: clerkage up to 30 min before departure", () => {
  for (const status of ["RAC", "WL"] as const) {
    it(`${status} SL ₹460: ₹60 clerkage, ₹400 back`, () => {
      const row = one({
        now: before(2 * HOUR_MS),
        passengers: [{ status, farePaid: rupees(460) }],
      });
      expect(row.rule).toBe("rac_wl_clerkage");
      expect(row.refund).toBe(rupees(400));
    });
  }

  it("3A RAC: ₹60 + ₹3 GST", () => {
    const row = one({
      now: before(HOUR_MS),
      classCode: "3A",
      passengers: [{ status: "RAC", farePaid: rupees(1410) }],
    });
    expect(row.charge + row.gst).toBe(rupees(63));
    expect(row.refund).toBe(rupees(1347));
  });

  it("exactly 30 min before still refunds; a millisecond later nothing", () => {
    const at = one({
      now: before(30 * MINUTE_MS),
      passengers: [{ status: "WL", farePaid: rupees(460) }],
    });
    expect(at.rule).toBe("rac_wl_clerkage");
    const late = one({
      now: before(30 * MINUTE_MS - 1),
      passengers: [{ status: "WL", farePaid: rupees(460) }],
    });
    expect(late.rule).toBe("rac_wl_under_30min_no_refund");
    expect(late.refund).toBe(0);
  });

  it("RAC after the chart may still cancel for clerkage", () => {
    const chart = before(8 * HOUR_MS);
    const row = one({
      now: before(2 * HOUR_MS),
      chartPreparedAt: chart,
      passengers: [{ status: "RAC", farePaid: rupees(460) }],
    });
    expect(row.rule).toBe("rac_wl_clerkage");
    expect(row.refund).toBe(rupees(400));
  });

  it("clerkage applies more than 48 h before too (not the flat charge)", () => {
    const row = one({
      now: before(100 * HOUR_MS),
      classCode: "1A",
      passengers: [{ status: "WL", farePaid: rupees(3105) }],
    });
    expect(row.charge).toBe(rupees(60));
    expect(row.gst).toBe(rupees(3));
  });
});

describe("Tatkal", () => {
  for (const quota of ["TQ", "PT"] as RefundQuota[]) {
    it(`confirmed ${quota}: no refund at any time`, () => {
      const row = one({
        now: before(30 * HOUR_MS),
        quota,
        classCode: "3A",
        passengers: [{ status: "CNF", farePaid: rupees(1800) }],
      });
      expect(row.rule).toBe("confirmed_tatkal_no_refund");
      expect(row.refund).toBe(0);
      expect(row.gst).toBe(0);
    });
  }

  it("waitlisted Tatkal (TQWL): fare minus clerkage", () => {
    const row = one({
      now: before(6 * HOUR_MS),
      quota: "TQ",
      passengers: [{ status: "WL", farePaid: rupees(660) }],
    });
    expect(row.rule).toBe("rac_wl_clerkage");
    expect(row.refund).toBe(rupees(600));
  });
});

describe("train cancelled", () => {
  it("full refund for everyone, whatever the status, quota, chart or time", () => {
    const result = refundFor(
      request({
        now: before(-HOUR_MS),
        chartPreparedAt: before(8 * HOUR_MS),
        quota: "TQ",
        classCode: "3A",
        trainCancelled: true,
        passengers: [
          { status: "CNF", farePaid: rupees(1800) },
          { status: "WL", farePaid: rupees(1800) },
        ],
      }),
    );
    for (const row of result.passengers) {
      expect(row.rule).toBe("train_cancelled_full_refund");
      expect(row.refund).toBe(rupees(1800));
    }
    expect(result.totals.refund).toBe(rupees(3600));
  });
});

describe("fully waitlisted e-ticket at the chart", () => {
  const chart = before(8 * HOUR_MS);
  const wl: RefundPassengerInput[] = [
    { status: "WL", farePaid: rupees(460) },
    { status: "WL", farePaid: rupees(460), cancel: false },
  ];

  it("is cancelled as a whole, fare minus clerkage, even after departure", () => {
    const result = refundFor(
      request({ now: before(-5 * HOUR_MS), chartPreparedAt: chart, passengers: wl }),
    );
    expect(result.passengers.map((r) => r.rule)).toEqual([
      "waitlist_auto_cancelled_at_chart",
      "waitlist_auto_cancelled_at_chart",
    ]);
    expect(result.passengers.every((r) => r.cancelled)).toBe(true);
    expect(result.totals.refund).toBe(rupees(800));
  });

  it("refunds in full when the policy keeps no clerkage", () => {
    const result = refundFor(
      request({
        now: chart,
        chartPreparedAt: chart,
        passengers: wl,
        policy: { ...DEFAULT_REFUND_POLICY, autoCancelDeductsClerkage: false },
      }),
    );
    expect(result.totals.refund).toBe(rupees(920));
  });

  it("a partly confirmed PNR is not auto-cancelled: its WL member cancels for clerkage", () => {
    const result = refundFor(
      request({
        now: before(2 * HOUR_MS),
        chartPreparedAt: chart,
        passengers: [
          { status: "CNF", farePaid: rupees(460), cancel: false },
          { status: "WL", farePaid: rupees(460) },
        ],
      }),
    );
    expect(result.passengers.map((r) => r.rule)).toEqual(["not_cancelled", "rac_wl_clerkage"]);
    expect(result.totals).toEqual({
      farePaid: rupees(460),
      charge: rupees(60),
      gst: 0,
      deduction: rupees(60),
      refund: rupees(400),
    });
  });
});

describe("party with mixed status after the chart", () => {
  const chart = before(8 * HOUR_MS);
  const party = (cancelCnf: boolean, cancelWl: boolean): RefundPassengerInput[] => [
    { status: "CNF", farePaid: rupees(1410), cancel: cancelCnf },
    { status: "WL", farePaid: rupees(1410), cancel: cancelWl },
  ];

  it("whole party cancelling ≥30 min before: confirmed members get fare minus clerkage", () => {
    const result = refundFor(
      request({
        now: before(30 * MINUTE_MS),
        chartPreparedAt: chart,
        classCode: "3A",
        passengers: party(true, true),
      }),
    );
    expect(result.passengers.map((r) => r.rule)).toEqual([
      "party_after_chart_clerkage",
      "rac_wl_clerkage",
    ]);
    expect(result.totals.refund).toBe(rupees(1347 * 2));
  });

  it("only the confirmed member cancelling: no refund", () => {
    const result = refundFor(
      request({
        now: before(HOUR_MS),
        chartPreparedAt: chart,
        classCode: "3A",
        passengers: party(true, false),
      }),
    );
    expect(result.passengers[0]?.rule).toBe("confirmed_after_chart_no_refund");
    expect(result.totals.refund).toBe(0);
  });

  it("whole party under 30 min before: nothing", () => {
    const result = refundFor(
      request({
        now: before(29 * MINUTE_MS),
        chartPreparedAt: chart,
        classCode: "3A",
        passengers: party(true, true),
      }),
    );
    expect(result.totals.refund).toBe(0);
  });
});

describe("partial cancellation before the chart", () => {
  it("cancels only the flagged passengers; totals cover them alone", () => {
    const result = refundFor(
      request({
        now: before(72 * HOUR_MS),
        classCode: "2A",
        passengers: [
          { status: "CNF", farePaid: rupees(1810) },
          { status: "CNF", farePaid: rupees(1810), cancel: false },
          { status: "RAC", farePaid: rupees(1810) },
        ],
      }),
    );
    expect(result.passengers.map((r) => r.rule)).toEqual([
      "confirmed_flat_charge",
      "not_cancelled",
      "rac_wl_clerkage",
    ]);
    expect(result.passengers[1]?.refund).toBe(0);
    // ₹200 + ₹10 GST, and ₹60 + ₹3 GST.
    expect(result.totals.deduction).toBe(rupees(273));
    expect(result.totals.refund).toBe(rupees(1810 * 2 - 273));
  });
});

describe("Vande Bharat Sleeper windows (>72 h 25 %, 72–8 h 50 %, <8 h nil)", () => {
  const vb = (ms: number) =>
    one({
      now: before(ms),
      scheme: "vande_bharat_sleeper",
      classCode: "3A",
      passengers: [{ status: "CNF", farePaid: rupees(2435) }],
    });
  it("just over 72 h: 25 %", () => {
    expect(vb(72 * HOUR_MS + 1).rule).toBe("vb_sleeper_25_percent");
    expect(vb(72 * HOUR_MS + 1).charge).toBe(rupees(608.75));
  });
  it("exactly 72 h and exactly 8 h: 50 %", () => {
    expect(vb(72 * HOUR_MS).rule).toBe("vb_sleeper_50_percent");
    expect(vb(8 * HOUR_MS).rule).toBe("vb_sleeper_50_percent");
  });
  it("under 8 h: nil", () => {
    expect(vb(8 * HOUR_MS - 1).refund).toBe(0);
  });
  it("VB Sleeper 3A ₹2,435 (facts.md §5 example): ₹1,795.81 back at >72 h, ₹1,156.62 at 72–8 h", () => {
    // 25 %: ₹608.75 + 5 % GST ₹30.44; 50 %: ₹1,217.50 + ₹60.88.
    expect(vb(80 * HOUR_MS).refund).toBe(rupees(1795.81));
    expect(vb(24 * HOUR_MS).refund).toBe(rupees(1156.62));
  });
});

describe("properties", () => {
  const statusArb = fc.constantFrom<CancellableStatus>("CNF", "RAC", "WL");
  const passengerArb = fc.record({
    status: statusArb,
    farePaid: fc.integer({ min: 0, max: 20_000_00 }),
    cancel: fc.option(fc.boolean(), { nil: undefined }),
  });
  const requestArb = fc.record({
    nowOffset: fc.integer({ min: -10 * 24 * 60, max: 70 * 24 * 60 }), // minutes before departure
    chartOffset: fc.option(fc.integer({ min: -60, max: 24 * 60 }), { nil: null }),
    classCode: fc.constantFrom(...CLASS_CODES),
    quota: fc.constantFrom<RefundQuota>("GN", "TQ", "SS", "LD", "PT"),
    passengers: fc.array(passengerArb, { minLength: 1, maxLength: 6 }),
    trainCancelled: fc.boolean(),
    scheme: fc.constantFrom("standard" as const, "vande_bharat_sleeper" as const),
  });
  type Generated = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;
  const build = (r: Generated): RefundRequest => ({
    now: before(r.nowOffset * MINUTE_MS),
    scheduledDeparture: DEPARTURE,
    chartPreparedAt: r.chartOffset === null ? null : before(r.chartOffset * MINUTE_MS),
    classCode: r.classCode,
    quota: r.quota,
    passengers: r.passengers,
    trainCancelled: r.trainCancelled,
    scheme: r.scheme,
  });

  it("refund is whole paise, never negative, never above the fare; refund + deduction = fare", () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = refundFor(build(r));
        for (const row of result.passengers) {
          expect(Number.isSafeInteger(row.refund)).toBe(true);
          expect(row.refund).toBeGreaterThanOrEqual(0);
          expect(row.refund).toBeLessThanOrEqual(row.farePaid);
          expect(row.charge).toBeGreaterThanOrEqual(0);
          expect(row.gst).toBeGreaterThanOrEqual(0);
          expect(row.deduction).toBe(row.charge + row.gst);
          if (row.cancelled) expect(row.refund + row.deduction).toBe(row.farePaid);
          else expect(row.refund).toBe(0);
        }
        const cancelled = result.passengers.filter((row) => row.cancelled);
        expect(result.totals.refund).toBe(cancelled.reduce((s, row) => s + row.refund, 0));
        expect(result.totals.farePaid).toBe(cancelled.reduce((s, row) => s + row.farePaid, 0));
        expect(result.totals.refund).toBeLessThanOrEqual(result.totals.farePaid);
      }),
    );
  });

  it("a cancelled train refunds every cancelled passenger in full", () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = refundFor(build({ ...r, trainCancelled: true }));
        for (const row of result.passengers)
          if (row.cancelled) expect(row.refund).toBe(row.farePaid);
      }),
    );
  });

  it("a confirmed general-quota refund never grows as departure nears (no chart)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_CODES),
        fc.integer({ min: 0, max: 20_000_00 }),
        fc.integer({ min: -24 * 60, max: 70 * 24 * 60 }),
        fc.integer({ min: -24 * 60, max: 70 * 24 * 60 }),
        (classCode, farePaid, a, b) => {
          const [early, late] = a >= b ? [a, b] : [b, a];
          const at = (minutes: number) =>
            refundFor(
              request({
                now: before(minutes * MINUTE_MS),
                classCode,
                passengers: [{ status: "CNF", farePaid }],
              }),
            ).totals.refund;
          expect(at(late)).toBeLessThanOrEqual(at(early));
        },
      ),
    );
  });
});

describe("the policy page's figures (packages/domain/src/cancellation-policy.ts)", () => {
  it("its Saraighat 3A ₹1,410 example: ₹1,221 at 3 days, ₹1,039.87 at 24 h, ₹669.75 at 6 h", () => {
    const at = (ms: number) =>
      one({
        now: before(ms),
        classCode: "3A",
        passengers: [{ status: "CNF", farePaid: rupees(1410) }],
      }).refund;
    expect(at(72 * HOUR_MS)).toBe(rupees(1221));
    expect(at(24 * HOUR_MS)).toBe(rupees(1039.87));
    expect(at(6 * HOUR_MS)).toBe(rupees(669.75));
  });

  it("are the railway's: flat charge and GST per class, clerkage", () => {
    for (const row of FLAT_CHARGE_ROWS) {
      for (const classCode of row.classes) {
        const r = one({
          now: before(72 * HOUR_MS),
          classCode: classCode as ClassCode,
          passengers: [{ status: "CNF", farePaid: rupees(2000) }],
        });
        expect([classCode, r.charge, r.gst]).toEqual([classCode, row.charge, row.gst]);
      }
    }
    expect(DEFAULT_REFUND_POLICY.clerkage).toBe(CLERKAGE_PAISE);
    const ac = one({
      now: before(72 * HOUR_MS),
      classCode: "3A",
      passengers: [{ status: "RAC", farePaid: rupees(1410) }],
    });
    expect(ac.gst).toBe(CLERKAGE_GST_AC_PAISE);
  });
});
