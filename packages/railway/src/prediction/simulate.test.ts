import type { ClassCode } from "@safar/contracts/code-tables";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLOC_LISTS,
  classSlots,
  type Interval,
  type Occupancy,
  type PaxKey,
  waitlistCap,
} from "../allocation/occupancy.ts";
import { promote } from "../allocation/promote.ts";
import { BOOKING_DAYS } from "../demand/model.ts";
import { buildRunLayout, type RunLayout } from "../inventory/layout.ts";
import { historyOf, simulateRun, simulateRuns } from "./simulate.ts";
import { trainOf } from "./test-trains.ts";

/** What the allocator promises after every step (see allocation.property.test.ts). */
function checkInvariants(s: Occupancy, layout: RunLayout, live: ReadonlySet<PaxKey>): void {
  const cs = classSlots(layout, s.classCode);
  const seen = new Set<PaxKey>();
  const once = (p: PaxKey) => {
    expect(seen.has(p)).toBe(false);
    seen.add(p);
  };
  const free: Record<string, number> = { GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0 };
  for (const slot of cs.slots) {
    const p = s.occ[slot.id] ?? null;
    if (slot.rac) {
      expect(p).toBeNull();
      continue;
    }
    const q = s.released[slot.id] ? "GN" : slot.quota;
    if (p === null) free[q] = (free[q] ?? 0) + 1;
    else once(p);
  }
  expect(s.free).toEqual(free);
  const load = new Map<number, number>();
  for (const e of s.rac) {
    once(e.pax);
    expect(cs.slots[e.slot]?.rac).toBe(true);
    load.set(e.slot, (load.get(e.slot) ?? 0) + 1);
  }
  for (const n of load.values()) expect(n).toBeLessThanOrEqual(2);
  for (const list of ALLOC_LISTS) {
    expect(s.wl[list].length).toBeLessThanOrEqual(waitlistCap(cs.layout, list));
    for (const e of s.wl[list]) once(e.pax);
  }
  expect(seen).toEqual(live);
}

const RAKES: string[][] = [
  ["S1", "S2"],
  ["B1", "A1"],
  ["S1", "B1", "B2"],
  ["C1", "C2"],
  ["H1", "A1"],
];

describe("simulateRun", () => {
  it("never breaks the allocator's invariants (no berth twice, everyone once, caps, RAC pairs)", () => {
    const reached = { waitlisted: 0, cancelled: 0, autoCancelled: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...RAKES),
        fc.constantFrom("mail-express", "superfast", "rajdhani", "garib-rath" as const),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        (rake, type, run, demandScale) => {
          const train = trainOf(`1${run % 9000}`, rake, type);
          const layout = buildRunLayout(train);
          for (const classCode of new Set<ClassCode>(layout.classes.map((c) => c.classCode))) {
            const live = new Set<PaxKey>();
            let charted = false;
            const result = simulateRun({
              train,
              classCode,
              run,
              layout,
              demandScale,
              observe(step) {
                if (step.kind === "book") {
                  for (const p of step.result.passengers) live.add(p.pax);
                } else if (step.kind === "cancel") {
                  reached.cancelled += step.removed.length;
                  for (const p of step.removed) live.delete(p);
                } else {
                  charted = true;
                  reached.autoCancelled += step.autoCancelled.length;
                  for (const a of step.autoCancelled) for (const p of a.passengers) live.delete(p);
                  const f = step.state.free;
                  expect(f.TQ + f.PT + f.LD + f.SS + f.HP).toBe(0);
                }
                checkInvariants(step.state, layout, live);
              },
            });
            expect(charted).toBe(true);
            reached.waitlisted += result.records.length;
          }
        },
      ),
      { numRuns: 25 },
    );
    for (const n of Object.values(reached)) expect(n).toBeGreaterThan(0);
  }, 30_000); // about 3 s alone; more on a loaded machine

  it("books part of the run when asked: no berth twice on a gap, RAC two a gap, settled", () => {
    const train = trainOf("12345", ["S1", "S2", "B1"]);
    const layout = { ...buildRunLayout(train), stops: 9 };
    const mostOnAGap = (holders: readonly Interval[]) =>
      Math.max(
        0,
        ...Array.from(
          { length: 8 },
          (_, g) => holders.filter((h) => h.from <= g && g < h.to).length,
        ),
      );
    let parts = 0;
    const result = simulateRun({
      train,
      classCode: "SL",
      run: 3,
      layout,
      segmentShare: 0.5,
      observe(step) {
        const s = step.state;
        const cs = classSlots(layout, s.classCode);
        for (const slot of cs.slots) {
          const held = s.parts.get(slot.id) ?? [];
          parts += held.length;
          if (s.occ[slot.id] !== null) expect(held).toEqual([]);
          expect(mostOnAGap(held)).toBeLessThanOrEqual(1);
          expect(mostOnAGap(s.rac.filter((e) => e.slot === slot.id))).toBeLessThanOrEqual(2);
        }
        expect(promote(s, layout).promotions).toEqual([]);
      },
    });
    expect(parts).toBeGreaterThan(0);
    expect(result.records.length).toBeGreaterThan(0);
    // Without a share, the same run books whole runs only, as before segments.
    expect(simulateRun({ train, classCode: "SL", run: 3, layout })).toEqual(
      simulateRun({ train, classCode: "SL", run: 3 }),
    );
  });

  it("is deterministic per seed, and other run indexes give other runs", () => {
    const train = trainOf("12345", ["S1", "S2", "S3"]);
    const a = simulateRun({ train, classCode: "SL", run: 7 });
    const b = simulateRun({ train, classCode: "SL", run: 7 });
    expect(b).toEqual(a);
    const c = simulateRun({ train, classCode: "SL", run: 8 });
    expect(c.records).not.toEqual(a.records);
  });

  it("records only RAC/waitlisted bookings with sane fields and an outcome", () => {
    const train = trainOf("12345", ["S1", "S2", "S3", "B1"]);
    const runs = simulateRuns(train, "SL", { runs: 10 });
    const records = runs.flatMap((r) => r.records);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(r.position).toBeGreaterThanOrEqual(1);
      expect(r.daysBefore).toBeGreaterThanOrEqual(0);
      expect(r.daysBefore).toBeLessThanOrEqual(BOOKING_DAYS);
      expect(r.list === "TQ").toBe(r.quota === "TQ");
      if (r.list === "TQ") expect(r.daysBefore).toBeLessThanOrEqual(1);
      if (r.list === "RAC") expect(r.outcome).not.toBe("not_confirmed");
      expect(r.capacity).toBe(runs[0]?.capacity);
    }
    const outcomes = new Set(records.map((r) => r.outcome));
    expect(outcomes).toEqual(new Set(["confirmed", "rac", "not_confirmed"]));
    // The gateway's history: per run, the highest GN number seated by the chart.
    const history = historyOf(runs);
    expect(history).toMatchObject({ runs: 10, simulated: true });
    runs.forEach((run, i) => {
      const seated = run.records.filter((r) => r.list === "GN" && r.outcome !== "not_confirmed");
      expect(history.clearedUpTo[i]).toBe(Math.max(0, ...seated.map((r) => r.position)));
    });
  });
});
