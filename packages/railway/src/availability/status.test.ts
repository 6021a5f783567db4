import type { ClassCode } from "@safar/contracts/code-tables";
import { describe, expect, it } from "vitest";
import type { AllocList } from "../allocation/occupancy.ts";
import { layoutOf } from "../allocation/test-helpers.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import type { RunTimes } from "../rules/booking-window.ts";
import { ist } from "../rules/test-helpers.ts";
import { availabilityOf } from "./status.ts";
import { emptySummary, type OccupancySummary } from "./summary.ts";

/**
 * The window, Tatkal and chart rules, with an injected clock, and the
 * printed forms. The run leaves its origin on 10 Mar 2026 at 16:00 IST and the
 * boarding stop at 18:30: ARP opens 9 Jan 08:00 (opening-day booking until
 * 10:00), Tatkal opens 9 Mar 10:00 (AC) / 11:00 (non-AC), the first chart is
 * at 08:00 on the 10th, the final chart at 18:25.
 */
const RUN: RunTimes = {
  originDeparture: ist("2026-03-10 16:00"),
  boardingDeparture: ist("2026-03-10 18:30"),
};
const layout = layoutOf(["S1", "B1", "H1"]);
const SL = emptySummary(layout, "SL");
const A3 = emptySummary(layout, "3A");
const A1 = emptySummary(layout, "1A");

const summaryFor = (classCode: ClassCode): OccupancySummary =>
  ({ SL, "3A": A3, "1A": A1 })[classCode as "SL" | "3A" | "1A"];

const of = (
  now: string,
  classCode: ClassCode,
  quota: InventoryQuota,
  summary = summaryFor(classCode),
  list?: AllocList,
) =>
  availabilityOf({
    now: ist(now),
    run: RUN,
    classCode,
    quota,
    summary,
    ...(list ? { list } : {}),
  });

describe("window, Tatkal and chart rules (injected clock)", () => {
  const cases: [string, ClassCode, InventoryQuota, string][] = [
    // Departure from the boarding station and the final chart.
    ["2026-03-10 18:30", "SL", "GN", "TRAIN DEPARTED"],
    ["2026-03-11 09:00", "3A", "TQ", "TRAIN DEPARTED"],
    ["2026-03-10 18:25", "SL", "GN", "NOT AVAILABLE"],
    ["2026-03-10 18:29", "3A", "GN", "NOT AVAILABLE"],
    // ARP: 60 days, opening day 08:00–10:00, then from the next midnight.
    ["2026-01-08 23:00", "SL", "GN", "BOOKING NOT YET OPENED"],
    ["2026-01-09 07:59", "SL", "GN", "BOOKING NOT YET OPENED"],
    ["2026-01-09 08:00", "SL", "GN", `AVAILABLE-${String(SL.free.GN).padStart(4, "0")}`],
    ["2026-01-09 10:00", "SL", "GN", "BOOKING NOT YET OPENED"],
    ["2026-01-10 00:00", "SL", "GN", `AVAILABLE-${String(SL.free.GN).padStart(4, "0")}`],
    // Tatkal: D−1 at 10:00 for AC, 11:00 for non-AC; none in 1A, whatever the time.
    ["2026-03-09 10:59", "SL", "TQ", "BOOKING NOT YET OPENED"],
    ["2026-03-09 11:00", "SL", "TQ", `AVAILABLE-${String(SL.free.TQ).padStart(4, "0")}`],
    ["2026-03-09 09:59", "3A", "TQ", "BOOKING NOT YET OPENED"],
    ["2026-03-09 10:00", "3A", "TQ", `AVAILABLE-${String(A3.free.TQ).padStart(4, "0")}`],
    ["2026-03-09 09:59", "3A", "PT", "BOOKING NOT YET OPENED"],
    ["2026-03-09 10:00", "3A", "PT", `AVAILABLE-${String(A3.free.PT).padStart(4, "0")}`],
    ["2026-03-09 12:00", "1A", "TQ", "NOT AVAILABLE"],
    ["2026-03-09 12:00", "1A", "PT", "NOT AVAILABLE"],
    ["2026-01-01 12:00", "1A", "TQ", "NOT AVAILABLE"],
    ["2026-03-01 12:00", "3A", "GN", `AVAILABLE-${String(A3.free.GN).padStart(4, "0")}`],
    // Current booking after the first chart (08:00 on the 10th): GN only, confirmed only.
    ["2026-03-10 07:59", "SL", "GN", `AVAILABLE-${String(SL.free.GN).padStart(4, "0")}`],
    ["2026-03-10 08:00", "SL", "GN", `CURR_AVBL-${String(SL.free.GN).padStart(4, "0")}`],
    ["2026-03-10 12:00", "3A", "GN", `CURR_AVBL-${String(A3.free.GN).padStart(4, "0")}`],
    ["2026-03-10 12:00", "3A", "TQ", "NOT AVAILABLE"],
    ["2026-03-10 12:00", "SL", "LD", "NOT AVAILABLE"],
    ["2026-03-10 12:00", "SL", "SS", "NOT AVAILABLE"],
  ];
  it.each(cases)("at %s IST, %s %s → %s", (now, classCode, quota, text) => {
    expect(of(now, classCode, quota).text).toBe(text);
  });

  it("the counts used above are real (the layout has free berths in each)", () => {
    expect(SL.free.GN).toBeGreaterThan(0);
    expect(SL.free.TQ).toBeGreaterThan(0);
    expect(A3.free.TQ).toBeGreaterThan(0);
    expect(A3.free.PT).toBeGreaterThan(0);
  });

  it("a run charted early is sold as current booking even while the window says open", () => {
    const charted = { ...SL, charted: true, free: { ...SL.free, GN: 3 } };
    expect(of("2026-03-01 12:00", "SL", "GN", charted).text).toBe("CURR_AVBL-0003");
    expect(
      of("2026-03-01 12:00", "SL", "GN", { ...charted, free: { ...charted.free, GN: 0 } }).text,
    ).toBe("NOT AVAILABLE");
  });

  it("nothing is bookable outside the window", () => {
    for (const [now, classCode, quota] of [
      ["2026-03-10 18:30", "SL", "GN"],
      ["2026-03-10 18:26", "SL", "GN"],
      ["2026-01-08 12:00", "SL", "GN"],
      ["2026-03-09 10:30", "SL", "TQ"],
    ] as const) {
      const a = of(now, classCode, quota);
      expect(a.bookable).toBe(false);
      expect(a.next).toBeNull();
    }
  });

  it("says when a class not yet open opens (opensAt), and nothing once it is open", () => {
    const cases: [string, ClassCode, InventoryQuota, string | null][] = [
      // Beyond the ARP: 08:00 on the opening day (60 days before the origin date).
      ["2026-01-08 23:00", "SL", "GN", "2026-01-09 08:00"],
      // The opening day after 10:00: from the next midnight.
      ["2026-01-09 10:00", "3A", "GN", "2026-01-10 00:00"],
      // Tatkal: D−1 10:00 for AC, 11:00 non-AC, even beyond the ARP (the later of the two).
      ["2026-01-08 23:00", "3A", "TQ", "2026-03-09 10:00"],
      ["2026-01-09 10:30", "SL", "TQ", "2026-03-09 11:00"],
      ["2026-03-01 12:00", "3A", "TQ", "2026-03-09 10:00"],
      ["2026-03-09 10:59", "SL", "PT", "2026-03-09 11:00"],
      // Open, closed or not sold: no opening to tell.
      ["2026-03-09 11:00", "SL", "TQ", null],
      ["2026-03-01 12:00", "3A", "GN", null],
      ["2026-03-01 12:00", "1A", "TQ", null],
      ["2026-03-10 18:30", "SL", "GN", null],
    ];
    for (const [now, classCode, quota, opens] of cases) {
      const a = of(now, classCode, quota);
      expect(a.opensAt, `${now} ${classCode} ${quota}`).toEqual(opens === null ? null : ist(opens));
      if (opens !== null) expect(a.text).toBe("BOOKING NOT YET OPENED");
    }
  });

  it("the window and Tatkal times come from the config when given", () => {
    const a = availabilityOf({
      now: ist("2026-03-09 10:30"),
      run: RUN,
      classCode: "SL",
      quota: "TQ",
      summary: SL,
      config: {
        tatkal: {
          acOpensAtTime: "09:00",
          nonAcOpensAtTime: "10:00",
          daysBefore: 1,
          aadhaarRequiredFrom: "2025-07-01",
          aadhaarOtpRequiredFrom: "2025-07-15",
          agentBarMinutes: 30,
          noticeMinutes: 15,
        },
      },
    });
    expect(a.status.kind).toBe("available");
  });
});

const NONE_FREE = { GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0, RL: 0, PQ: 0 };

/** A summary with everything full but what a case sets. */
function full(over: Partial<OccupancySummary> = {}): OccupancySummary {
  return {
    ...SL,
    free: { ...NONE_FREE },
    rac: { vacancies: 0, length: 14, issued: 20 },
    waitlists: {
      GN: { length: 19, issued: 34, cap: 100 },
      TQ: { length: 4, issued: 9, cap: 10 },
      RL: { length: 2, issued: 2, cap: 6 },
      PQ: { length: 6, issued: 8, cap: 12 },
      RS: { length: 0, issued: 0, cap: 12 },
      RQ: { length: 12, issued: 15, cap: 12 },
    },
    ...over,
  };
}
const OPEN = "2026-03-09 12:00";

describe("statuses from the occupancy (booking open)", () => {
  it("AVAILABLE counts LD, SS and HP's own berths only; once gone, the general pool's", () => {
    const s = full({ free: { ...NONE_FREE, GN: 3, TQ: 1, LD: 2 } });
    expect(of(OPEN, "SL", "GN", s).text).toBe("AVAILABLE-0003");
    // The ladies quota shows its own berths, never the GN pool added (issue 19 item 3).
    expect(of(OPEN, "SL", "LD", s).text).toBe("AVAILABLE-0002");
    // No senior berth left: a booking under SS gets a general berth, so that shows.
    expect(of(OPEN, "SL", "SS", s).text).toBe("AVAILABLE-0003");
    expect(of(OPEN, "SL", "TQ", s).text).toBe("AVAILABLE-0001");
    const a = of(OPEN, "SL", "GN", s);
    expect(a).toMatchObject({
      bookable: true,
      next: null,
      status: { kind: "available", count: 3 },
    });
  });

  it("RAC n is the next RAC number issued, for the GN list only", () => {
    const s = full({ rac: { vacancies: 2, length: 12, issued: 11 } });
    const a = of(OPEN, "SL", "GN", s);
    expect(a.text).toBe("RAC 12");
    expect(a.next).toEqual({ list: "RAC", position: 12 });
    expect(of(OPEN, "SL", "HP", s).text).toBe("RAC 12");
    // TQWL has no RAC (facts.md §3.1).
    expect(of(OPEN, "SL", "TQ", s).text).toBe("TQWL10/WL5");
  });

  it("the waitlist prints the next issued number and the next current place", () => {
    const a = of(OPEN, "SL", "GN", full());
    expect(a.text).toBe("GNWL35/WL20");
    expect(a.status).toEqual({ kind: "waitlist", list: "GN", position: 35, current: 20 });
    expect(a.next).toEqual({ list: "GN", position: 35 });
    expect(a.bookable).toBe(true);
  });

  it("REGRET/WL when the list is at its cap, and for PT with no berth left", () => {
    const capped = full({
      waitlists: {
        ...full().waitlists,
        GN: { length: 100, issued: 140, cap: 100 },
        TQ: { length: 10, issued: 12, cap: 10 },
      },
    });
    for (const quota of ["GN", "LD", "TQ", "PT"] as const) {
      const a = of(OPEN, "3A", quota, { ...capped, quotaBerths: A3.quotaBerths });
      expect(a.text).toBe("REGRET/WL");
      expect(a.bookable).toBe(false);
      expect(a.next).toBeNull();
    }
    expect(of(OPEN, "3A", "PT", { ...full(), quotaBerths: A3.quotaBerths }).text).toBe("REGRET/WL");
  });

  it("NOT AVAILABLE for PT on a train that sells no Premium Tatkal", () => {
    const shatabdi = layoutOf(["C1"], "shatabdi");
    const cc = emptySummary(shatabdi, "CC");
    expect(cc.quotaBerths.PT).toBe(0);
    expect(of(OPEN, "CC", "PT", cc).text).toBe("NOT AVAILABLE");
    expect(of(OPEN, "CC", "TQ", cc).status.kind).toBe("available");
  });
});

describe("the journey's list (ADR 019 point 2: RL, PQ, RS, RQ)", () => {
  it("counts the berths of the list's pool, prints its prefix, never RAC", () => {
    const s = full({
      free: { ...NONE_FREE, GN: 9, PQ: 2 },
      rac: { vacancies: 4, length: 0, issued: 0 },
    });
    expect(of(OPEN, "SL", "GN", s, "PQ").text).toBe("AVAILABLE-0002");
    expect(of(OPEN, "SL", "GN", s, "RS").text).toBe("AVAILABLE-0002");
    // RQ is confirmed from the general pool.
    expect(of(OPEN, "SL", "GN", s, "RQ").text).toBe("AVAILABLE-0009");
    const none = full({ rac: { vacancies: 4, length: 0, issued: 0 } });
    const pq = of(OPEN, "SL", "GN", none, "PQ");
    expect(pq.text).toBe("PQWL9/WL7");
    expect(pq.next).toEqual({ list: "PQ", position: 9 });
    expect(of(OPEN, "SL", "GN", none, "RL").text).toBe("RLWL3/WL3");
    expect(of(OPEN, "SL", "GN", none, "RS").text).toBe("RSWL1/WL1");
    // RQWL at its cap (12 of 12).
    expect(of(OPEN, "SL", "GN", none, "RQ").text).toBe("REGRET/WL");
    // GNWL has RAC.
    expect(of(OPEN, "SL", "GN", none, "GN").text).toBe("RAC 1");
  });

  it("LD, SS and HP on an intermediate journey: own berths, then the list's pool and list", () => {
    const s = full({ free: { ...NONE_FREE, GN: 5, LD: 1 } });
    expect(of(OPEN, "SL", "LD", s, "PQ").text).toBe("AVAILABLE-0001");
    expect(of(OPEN, "SL", "SS", s, "PQ").text).toBe("PQWL9/WL7");
    expect(of(OPEN, "SL", "HP", full({ free: { ...NONE_FREE, RL: 3 } }), "RL").text).toBe(
      "AVAILABLE-0003",
    );
  });
});
