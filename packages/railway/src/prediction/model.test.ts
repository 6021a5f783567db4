import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  baseRateBaseline,
  brierScore,
  calibrationGap,
  clearedPositionBaseline,
  predictorProbability,
} from "./evaluate.ts";
import {
  averagePrediction,
  confirms,
  fitPredictor,
  isotonicDecreasing,
  quotaGroupOf,
} from "./model.ts";
import { simulateRuns, type WaitRecord } from "./simulate.ts";
import { trainOf } from "./test-trains.ts";

const TRAINS = [
  trainOf("12001", ["S1", "S2", "S3", "S4", "B1", "B2", "A1"]),
  trainOf("12951", ["B1", "B2", "B3", "A1", "H1"], "rajdhani"),
  trainOf("22101", ["S1", "S2", "S3", "S4", "S5", "S6", "B1", "B2"], "superfast"),
];
const CLASSES = ["SL", "3A", "2A", "1A"] as const;

/** Fit on 30 runs and held out 10 other runs of every class of the trains above. */
const pairs = TRAINS.flatMap((train) =>
  CLASSES.filter((c) => train.rake.some((x) => x.classCode === c)).map((classCode) => {
    const history = simulateRuns(train, classCode, { runs: 30 });
    const heldOut = simulateRuns(train, classCode, { runs: 10, firstRun: 50_000 });
    return { train, classCode, history, heldOut };
  }),
);

const sl = pairs[0] as (typeof pairs)[number];
const slPredictor = fitPredictor(sl.history.flatMap((r) => r.records));

describe("fitPredictor", () => {
  it("is monotone: a later number is never more likely to confirm, all else equal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("RAC" as const, "GN" as const, "TQ" as const),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom("SL" as const, "3A" as const, "2A" as const),
        (list, days, position, later, classCode) => {
          const q = { list, daysToDeparture: days, classCode };
          const a = slPredictor.predict({ ...q, waitlistPosition: position });
          const b = slPredictor.predict({ ...q, waitlistPosition: position + later });
          expect(b.probability).toBeLessThanOrEqual(a.probability);
          expect(b.percent).toBeLessThanOrEqual(a.percent);
          if (b.count > 0) expect(a.count).toBeGreaterThan(0);
          for (const x of [a, b]) expect(x.count > 0).toBe(x.reason === null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("is monotone on any history: over positions and days, the figure never rises down the list", () => {
    const record = fc.record({
      list: fc.constantFrom("RAC" as const, "GN" as const, "TQ" as const),
      position: fc.integer({ min: 1, max: 120 }),
      daysBefore: fc.integer({ min: 0, max: 60 }),
      outcome: fc.constantFrom("confirmed" as const, "rac" as const, "not_confirmed" as const),
    });
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 300 }),
        fc.integer({ min: 20, max: 600 }),
        fc.constantFrom("RAC" as const, "GN" as const, "TQ" as const),
        fc.integer({ min: 0, max: 70 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 2, maxLength: 12 }),
        (raw, capacity, list, days, positions) => {
          const records: WaitRecord[] = raw.map((r) => ({
            ...r,
            classCode: "3A",
            capacity,
            quota: r.list === "TQ" ? "TQ" : "GN",
          }));
          const p = fitPredictor(records);
          const answers = [...positions]
            .sort((a, b) => a - b)
            .map((waitlistPosition) =>
              p.predict({ list, waitlistPosition, daysToDeparture: days, classCode: "3A" }),
            );
          for (let i = 1; i < answers.length; i++) {
            const earlier = answers[i - 1] as (typeof answers)[number];
            const later = answers[i] as (typeof answers)[number];
            expect(later.probability).toBeLessThanOrEqual(earlier.probability);
            expect(later.percent).toBeLessThanOrEqual(earlier.percent);
            // Shown figures are a prefix of the list: never a gap between two of them.
            if (later.count > 0) expect(earlier.count).toBeGreaterThan(0);
          }
          // Every answer is a figure or says why not.
          for (const a of answers) expect(a.count > 0).toBe(a.reason === null);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("gives every number between two shown ones a figure between theirs (WL 1, 3, 5)", () => {
    const rec = (position: number, outcome: WaitRecord["outcome"]): WaitRecord => ({
      classCode: "2A",
      capacity: 50,
      list: "GN",
      position,
      daysBefore: 10,
      quota: "GN",
      outcome,
    });
    // WL 1 and WL 5 have cases ten days out; WL 3 has none.
    const records = [
      ...Array.from({ length: 30 }, (_, i) => rec(1, i < 29 ? "rac" : "not_confirmed")),
      ...Array.from({ length: 30 }, (_, i) => rec(5, i < 24 ? "confirmed" : "not_confirmed")),
    ];
    const p = fitPredictor(records);
    const at = (waitlistPosition: number) =>
      p.predict({ list: "GN", waitlistPosition, daysToDeparture: 10, classCode: "2A" });
    const [wl1, wl3, wl5] = [at(1), at(3), at(5)];
    expect(wl1.count).toBe(30);
    expect(wl5.count).toBe(30);
    expect(wl3.count).toBe(60); // rests on both neighbours
    expect(wl3.reason).toBeNull();
    expect(wl3.percent).toBeLessThanOrEqual(wl1.percent);
    expect(wl3.percent).toBeGreaterThanOrEqual(wl5.percent);
    // Beyond every number issued: no figure, and why.
    expect(at(6)).toMatchObject({ count: 0, reason: "beyond_history" });
    // A days bucket without a case of this list: no figure, and why.
    expect(
      p.predict({ list: "GN", waitlistPosition: 1, daysToDeparture: 40, classCode: "2A" }),
    ).toMatchObject({ count: 0, reason: "no_history" });
  });

  it("gives probabilities in [0, 1] and whole percents in 1 … 99", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("RAC" as const, "GN" as const, "TQ" as const),
        fc.integer({ min: -5, max: 90 }),
        fc.integer({ min: -5, max: 2000 }),
        (list, days, position) => {
          const p = slPredictor.predict({
            list,
            daysToDeparture: days,
            waitlistPosition: position,
            classCode: "SL",
          });
          expect(p.probability).toBeGreaterThanOrEqual(0);
          expect(p.probability).toBeLessThanOrEqual(1);
          expect(Number.isInteger(p.percent)).toBe(true);
          expect(p.percent).toBeGreaterThanOrEqual(1);
          expect(p.percent).toBeLessThanOrEqual(99);
          expect(p.count).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("is calibrated on held-out runs: |mean predicted − observed| < 0.05 over all cases", () => {
    const all: WaitRecord[] = [];
    const probability = new Map<WaitRecord, number>();
    for (const p of pairs) {
      const predict = predictorProbability(fitPredictor(p.history.flatMap((r) => r.records)));
      for (const r of p.heldOut.flatMap((x) => x.records)) {
        all.push(r);
        probability.set(r, predict(r));
      }
    }
    expect(all.length).toBeGreaterThan(1000);
    const gap = calibrationGap(all, (r) => probability.get(r) as number);
    expect(gap.gap).toBeLessThan(0.05);
  });

  it("beats the base-rate and cleared-position baselines' Brier scores on held-out runs", () => {
    for (const p of pairs) {
      const records = p.history.flatMap((r) => r.records);
      const test = p.heldOut.flatMap((r) => r.records);
      if (test.length < 50) continue;
      const model = brierScore(test, predictorProbability(fitPredictor(records)));
      expect(model).toBeLessThan(brierScore(test, baseRateBaseline(records)));
      expect(model).toBeLessThan(brierScore(test, clearedPositionBaseline(p.history)));
    }
  });

  it("counts the history behind an estimate, and 0 outside it", () => {
    const records = sl.history.flatMap((r) => r.records);
    const gn = records.filter((r) => r.list === "GN" && r.daysBefore >= 8 && r.daysBefore <= 14);
    const first = gn[0] as WaitRecord;
    const inside = slPredictor.predict({
      list: "GN",
      waitlistPosition: first.position,
      daysToDeparture: first.daysBefore,
      classCode: "SL",
    });
    expect(inside.count).toBeGreaterThan(0);
    // Beyond every number ever issued.
    const maxGn = Math.max(...records.filter((r) => r.list === "GN").map((r) => r.position));
    const base = { list: "GN" as const, daysToDeparture: 10, classCode: "SL" as const };
    const beyond = slPredictor.predict({ ...base, waitlistPosition: maxGn + 500 });
    expect(beyond.count).toBe(0);
    expect(beyond.reason).toBe("beyond_history");
    // A class the history does not have.
    expect(slPredictor.predict({ ...base, waitlistPosition: 5, classCode: "CC" }).count).toBe(0);
    // TQWL weeks before the Tatkal day: never in the history.
    expect(
      slPredictor.predict({ list: "TQ", waitlistPosition: 3, daysToDeparture: 30, classCode: "SL" })
        .count,
    ).toBe(0);
    // An empty history knows nothing.
    expect(fitPredictor([]).predict({ ...base, waitlistPosition: 1 }).count).toBe(0);
  });

  it("reads the rate of a well-filled cell off its cases, smoothed toward its neighbours", () => {
    const rec = (position: number, outcome: WaitRecord["outcome"]): WaitRecord => ({
      classCode: "2A",
      capacity: 50,
      list: "GN",
      position,
      daysBefore: 10,
      quota: "GN",
      outcome,
    });
    const records = [
      ...Array.from({ length: 40 }, (_, i) => rec(1, i < 36 ? "confirmed" : "not_confirmed")),
      ...Array.from({ length: 40 }, (_, i) => rec(10, i < 4 ? "confirmed" : "not_confirmed")),
    ];
    const p = fitPredictor(records);
    const q = { list: "GN" as const, daysToDeparture: 10, classCode: "2A" as const };
    const top = p.predict({ ...q, waitlistPosition: 1 });
    const low = p.predict({ ...q, waitlistPosition: 10 });
    expect(top.count).toBe(40);
    expect(low.count).toBe(40);
    expect(top.probability).toBeGreaterThan(0.8);
    expect(top.probability).toBeLessThan(0.9);
    expect(low.probability).toBeGreaterThan(0.1);
    expect(low.probability).toBeLessThan(0.2);
    expect(p.baseRate).toBeCloseTo(40 / 80, 10);
  });
});

describe("what counts as confirmed (the label)", () => {
  const rec = (
    list: WaitRecord["list"],
    position: number,
    daysBefore: number,
    outcome: WaitRecord["outcome"],
  ): WaitRecord => ({
    classCode: "SL",
    capacity: 576,
    list,
    position,
    daysBefore,
    quota: list === "TQ" ? "TQ" : "GN",
    outcome,
  });
  const q = { daysToDeparture: 10, classCode: "SL" as const };

  it("a waitlisted booking that ends the chart on RAC holds a confirmed seat; an RAC booking needs a berth", () => {
    expect(confirms(rec("GN", 1, 10, "rac"))).toBe(true);
    expect(confirms(rec("GN", 1, 10, "confirmed"))).toBe(true);
    expect(confirms(rec("GN", 1, 10, "not_confirmed"))).toBe(false);
    expect(confirms(rec("RAC", 1, 10, "rac"))).toBe(false);
    expect(confirms(rec("RAC", 1, 10, "confirmed"))).toBe(true);
    expect(confirms(rec("GN", 1, 10, "rac"), "berth")).toBe(false);
  });

  it("predicts high for GNWL 1 when WL 1 … k of the history mostly reached RAC or a berth (the '1 %' bug)", () => {
    // A sleeper class: freed berths go to RAC first, so the first waitlist
    // numbers end the chart as RAC, hardly ever as CNF; WL 41+ are not reached.
    const records: WaitRecord[] = [];
    for (let run = 0; run < 20; run++) {
      for (let position = 1; position <= 40; position++)
        records.push(rec("GN", position, 10, position % 20 === 0 ? "confirmed" : "rac"));
      for (let position = 41; position <= 80; position++)
        records.push(rec("GN", position, 10, "not_confirmed"));
      for (let position = 1; position <= 10; position++)
        records.push(rec("RAC", position, 10, position === 1 ? "confirmed" : "rac"));
    }
    const p = fitPredictor(records);
    const wl1 = p.predict({ ...q, list: "GN", waitlistPosition: 1 });
    expect(wl1.count).toBeGreaterThan(0);
    expect(wl1.probability).toBeGreaterThan(0.9);
    expect(wl1.percent).toBeGreaterThanOrEqual(90);
    expect(p.predict({ ...q, list: "GN", waitlistPosition: 70 }).probability).toBeLessThan(0.1);
    // RAC 2 … 10 keep their RAC place, no berth: low.
    expect(p.predict({ ...q, list: "RAC", waitlistPosition: 8 }).probability).toBeLessThan(0.2);
    // Counting only berths is the old reading: WL 1 then looks hopeless.
    const berth = fitPredictor(records, { target: "berth" });
    expect(berth.predict({ ...q, list: "GN", waitlistPosition: 1 }).probability).toBeLessThan(0.2);
  });

  it("agrees with how far the simulated history cleared: GNWL 1 is likely where runs clear dozens", () => {
    const train = TRAINS[2] as (typeof TRAINS)[number]; // 6 SL coaches
    const runs = simulateRuns(train, "SL", { runs: 30 });
    const cleared = runs.map((r) => r.clearedUpTo).sort((a, b) => a - b);
    expect(cleared[Math.floor(cleared.length / 2)] as number).toBeGreaterThan(20);
    const p = fitPredictor(runs.flatMap((r) => r.records));
    let shown = 0;
    for (const days of [0, 1, 2, 3, 5, 7, 10, 14, 20, 30, 45, 60]) {
      const x = p.predict({
        list: "GN",
        waitlistPosition: 1,
        daysToDeparture: days,
        classCode: "SL",
      });
      expect(x.percent).toBeGreaterThanOrEqual(80);
      if (x.count > 0) shown++;
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("does not read the rate of a far later number for a number ahead of every case of its days bucket", () => {
    const records: WaitRecord[] = [];
    for (let run = 0; run < 20; run++) {
      // Ten days out, WL 1 … 20 clear and WL 100 … 120 do not.
      for (let position = 1; position <= 20; position++)
        records.push(rec("GN", position, 10, "rac"));
      for (let position = 100; position <= 120; position++)
        records.push(rec("GN", position, 10, "not_confirmed"));
      // A day out only a rush run still waitlists, at WL 300+ — none clear.
      for (let position = 300; position <= 310; position++)
        records.push(rec("GN", position, 1, "not_confirmed"));
    }
    const p = fitPredictor(records);
    const early = p.predict({
      list: "GN",
      waitlistPosition: 1,
      daysToDeparture: 1,
      classCode: "SL",
    });
    // No WL 1 a day out in the history, but it is ahead of every case there:
    // at least their rate, resting on the first bin's cases, and not WL 300's rate.
    expect(early.count).toBeGreaterThan(0);
    expect(early.reason).toBeNull();
    expect(early.probability).toBeGreaterThan(0.8);
    const late = p.predict({
      list: "GN",
      waitlistPosition: 305,
      daysToDeparture: 1,
      classCode: "SL",
    });
    expect(late.count).toBeGreaterThan(0);
    expect(late.probability).toBeLessThan(early.probability);
    // A days bucket with no case at all: the rate of the position pooled over all days.
    const far = p.predict({
      list: "GN",
      waitlistPosition: 1,
      daysToDeparture: 50,
      classCode: "SL",
    });
    expect(far.count).toBe(0);
    expect(far.reason).toBe("no_history");
    expect(far.probability).toBeGreaterThan(0.8);
  });
});

describe("isotonicDecreasing", () => {
  it("returns a non-increasing sequence with the same weighted mean", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 50 })),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (xs) => {
          const v = xs.map((x) => x[0]);
          const w = xs.map((x) => x[1]);
          const out = isotonicDecreasing(v, w);
          expect(out).toHaveLength(v.length);
          for (let i = 1; i < out.length; i++)
            expect(out[i] as number).toBeLessThanOrEqual((out[i - 1] as number) + 1e-12);
          const mean = (a: number[]) => a.reduce((s, x, i) => s + x * (w[i] as number), 0);
          expect(mean(out)).toBeCloseTo(mean(v), 8);
        },
      ),
    );
    expect(isotonicDecreasing([0.9, 0.5, 0.1], [1, 1, 1])).toEqual([0.9, 0.5, 0.1]);
    expect(isotonicDecreasing([0.25, 0.75], [1, 3])).toEqual([0.625, 0.625]);
  });
});

describe("averagePrediction (spec §4)", () => {
  it("is the rounded mean, tatkal and normal separately, of the values shown", () => {
    const values = [
      { percent: 33, quotaGroup: "normal" as const, count: 4 },
      { percent: 34, quotaGroup: "normal" as const, count: 9 },
      { percent: 90, quotaGroup: "tatkal" as const, count: 2 },
      { percent: 71, quotaGroup: "tatkal" as const, count: 3 },
      { percent: 5, quotaGroup: "normal" as const, count: 0 },
    ];
    expect(averagePrediction(values, "normal")).toBe(34); // (33 + 34) / 2 = 33.5 → 34; count 0 left out
    expect(averagePrediction(values, "tatkal")).toBe(81); // (90 + 71) / 2 = 80.5 → 81
    expect(averagePrediction(values.slice(0, 2), "tatkal")).toBeNull();
    expect(averagePrediction([{ percent: 40, quotaGroup: "normal" }], "normal")).toBe(40);
  });

  it("takes the quota group from the quota: TQ and PT are tatkal", () => {
    expect(quotaGroupOf("TQ")).toBe("tatkal");
    expect(quotaGroupOf("PT")).toBe("tatkal");
    for (const q of ["GN", "LD", "SS", "HP", "RAC"] as const)
      expect(quotaGroupOf(q)).toBe("normal");
    const p = slPredictor.predict({
      list: "TQ",
      waitlistPosition: 1,
      daysToDeparture: 1,
      classCode: "SL",
    });
    expect(p.quotaGroup).toBe("tatkal");
    const n = slPredictor.predict({
      list: "GN",
      waitlistPosition: 1,
      daysToDeparture: 1,
      classCode: "SL",
      quota: "SS",
    });
    expect(n.quotaGroup).toBe("normal");
  });
});
