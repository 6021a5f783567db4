import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, journeyFree, poolsFor } from "../allocation/allocate.ts";
import {
  emptyOccupancy,
  freeOf,
  type Interval,
  listFor,
  type Occupancy,
  paxKey,
  whereIs,
} from "../allocation/occupancy.ts";
import { cancel, chart } from "../allocation/promote.ts";
import { layoutOf, planOf } from "../allocation/test-helpers.ts";
import { INVENTORY_QUOTAS, type InventoryQuota, type RunLayout } from "../inventory/layout.ts";
import type { TrainType } from "../network/model.ts";
import type { RunTimes } from "../rules/booking-window.ts";
import { ist } from "../rules/test-helpers.ts";
import { availabilityOf } from "./status.ts";
import { forJourney, summarize } from "./summary.ts";

/**
 * The status shown must be what a one-adult booking gets. Random states are
 * made by running random bookings, cancellations and (sometimes) the chart on
 * small layouts; after every step each quota's status is checked against
 * `allocate` on the full occupancy, for the whole run and for two segments
 * (runs of 2 to 6 stops, bookings on random segments: ADR 019, the summary
 * answering a journey through `forJourney`), most runs with a random quota
 * plan so that a journey's list may be GNWL, RLWL, PQWL, RSWL or RQWL (ADR
 * 019 point 2; `listFor`). `NOW` is inside the booking window and
 * after the Tatkal opening, before the first chart, so only the occupancy
 * decides (the window rules have their own table in status.test.ts).
 */

/** Origin 10 Mar 2026 16:00 IST: first chart 08:00 on the 10th, Tatkal opened 9 Mar 10:00/11:00. */
const RUN: RunTimes = {
  originDeparture: ist("2026-03-10 16:00"),
  boardingDeparture: ist("2026-03-10 16:00"),
};
const NOW = ist("2026-03-09 12:00");

const CLASS_LETTERS = ["S", "B", "A", "H", "C"] as const;
const TYPES: TrainType[] = ["mail-express", "superfast", "rajdhani", "shatabdi", "garib-rath"];
const QUOTAS: InventoryQuota[] = ["GN", "GN", "GN", "GN", "TQ", "TQ", "PT", "LD", "SS", "HP"];

type Op =
  | {
      op: "book";
      quota: InventoryQuota;
      size: number;
      confirmedOnly: boolean;
      /** The journey, as shares of the run (whole run when `whole`). */
      whole: boolean;
      /** Board at the plan's remote-location stop, when it has one. */
      remote: boolean;
      a: number;
      b: number;
    }
  | { op: "cancel"; pick: number; count: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant("book" as const),
      quota: fc.constantFrom(...QUOTAS),
      size: fc.integer({ min: 1, max: 6 }),
      confirmedOnly: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      whole: fc.boolean(),
      remote: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      a: fc.double({ min: 0, max: 1, noNaN: true }),
      b: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("cancel" as const),
      pick: fc.nat(),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

type Seen = Record<string, number>;

/** A journey [from, to) from two shares of a run of `gaps` gaps. */
function journeyOf(gaps: number, a: number, b: number): Interval {
  const x = Math.min(Math.floor(a * gaps), gaps - 1);
  const y = Math.min(Math.floor(b * gaps), gaps - 1);
  return { from: Math.min(x, y), to: Math.max(x, y) + 1 };
}

/** The journey of a booking op: the whole run, from the remote-location stop, or random. */
function journeyFor(
  o: { whole: boolean; remote: boolean; a: number; b: number },
  gaps: number,
  remote: number | undefined,
): Partial<Interval> {
  if (o.remote && remote !== undefined)
    return { from: remote, to: Math.min(gaps, remote + 1 + Math.floor(o.b * (gaps - remote))) };
  return o.whole ? {} : journeyOf(gaps, o.a, o.b);
}

/** Checks every quota's status against a one-adult `allocate` on `s`: the whole run and two segments. */
function checkAgainstAllocate(s: Occupancy, layout: RunLayout, version: number, seen: Seen) {
  const journeys = [
    { from: 0, to: s.gaps },
    journeyOf(s.gaps, ((version * 0.37) % 1) + 0.0, (version * 0.61) % 1),
    { from: version % s.gaps, to: (version % s.gaps) + 1 },
  ];
  for (const j of journeys) checkJourney(s, layout, version, seen, j);
}

function checkJourney(s: Occupancy, layout: RunLayout, version: number, seen: Seen, j: Interval) {
  const summary = forJourney(summarize(s, layout, version), j.from, j.to);
  expect(summary.version).toBe(version);
  if (j.to - j.from < s.gaps) seen.segment = (seen.segment ?? 0) + 1;
  for (const quota of INVENTORY_QUOTAS) {
    const list = listFor(layout, s.classCode, quota, j);
    const a = availabilityOf({ now: NOW, run: RUN, classCode: s.classCode, quota, summary, list });
    seen[a.status.kind] = (seen[a.status.kind] ?? 0) + 1;
    const pax = paxKey("PROBE", 1);
    const r = allocate(s, layout, { pnr: "PROBE", quota, passengers: [{ age: 30 }], ...j });
    const st = a.status;
    switch (st.kind) {
      case "available": {
        expect(s.charted).toBe(false);
        // LD, SS and HP count their own berths only (never the general pool
        // added), then, once those are gone, the pool they fall back to.
        const pools = poolsFor(quota, false, list);
        const reserved = quota === "LD" || quota === "SS" || quota === "HP";
        const own = reserved ? journeyFree(s, layout, [quota], j) : 0;
        const counted = own > 0 ? [quota] : reserved ? pools.slice(1) : pools;
        expect(st.count).toBe(journeyFree(s, layout, counted, j));
        if (reserved)
          seen[own > 0 ? "own" : "fallback"] = (seen[own > 0 ? "own" : "fallback"] ?? 0) + 1;
        // A berth sold for another part of the run counts as free for this one.
        if (st.count > counted.reduce((n, q) => n + freeOf(s.free, q), 0))
          seen.resold = (seen.resold ?? 0) + 1;
        expect(r.ok && r.passengers[0]?.status.kind).toBe("confirmed");
        expect(a.next).toBeNull();
        expect(a.bookable).toBe(true);
        break;
      }
      case "current_available": {
        expect(s.charted).toBe(true);
        expect(quota).toBe("GN");
        expect(st.count).toBe(journeyFree(s, layout, ["GN"], j));
        expect(r.ok && r.passengers[0]?.status.kind).toBe("confirmed");
        expect(a.next).toBeNull();
        expect(a.bookable).toBe(true);
        break;
      }
      case "rac": {
        expect(r.ok && r.passengers[0]?.status).toEqual({
          kind: "rac",
          position: st.position,
          seat: null,
        });
        if (!r.ok) break;
        const w = whereIs(r.state, layout, pax);
        expect(w.kind === "rac" && w.position).toBe(s.rac.length + 1);
        expect(a.next).toEqual({ list: "RAC", position: st.position });
        expect(a.bookable).toBe(true);
        break;
      }
      case "waitlist": {
        expect(st.list).toBe(list);
        seen[`${st.list}WL`] = (seen[`${st.list}WL`] ?? 0) + 1;
        expect(r.ok && r.passengers[0]?.status).toEqual({
          kind: "waitlist",
          list: st.list,
          position: st.position,
        });
        if (!r.ok) break;
        expect(whereIs(r.state, layout, pax)).toEqual({
          kind: "waitlist",
          list: st.list,
          position: st.current,
        });
        expect(a.next).toEqual({ list: st.list, position: st.position });
        expect(a.bookable).toBe(true);
        break;
      }
      case "regret": {
        expect(r).toEqual({ ok: false, reason: "regret" });
        expect(a.next).toBeNull();
        expect(a.bookable).toBe(false);
        break;
      }
      case "not_available": {
        expect(a.next).toBeNull();
        expect(a.bookable).toBe(false);
        if (s.charted) {
          // Current booking sells GN only; for GN it means no berth is free.
          if (quota === "GN") expect(r).toEqual({ ok: false, reason: "not_all_confirmed" });
        } else {
          // A quota this class does not sell (Tatkal in 1A, PT without Premium Tatkal).
          expect(quota === "TQ" || quota === "PT").toBe(true);
          expect(r).toEqual({ ok: false, reason: "regret" });
        }
        break;
      }
      default:
        throw new Error(`unexpected status ${a.text} inside the booking window`);
    }
  }
}

describe("availability agrees with allocate", () => {
  it("every status shown is what a one-adult booking gets, on random states", () => {
    const seen: Seen = {};
    fc.assert(
      fc.property(
        fc.record({
          letter: fc.constantFrom(...CLASS_LETTERS),
          coaches: fc.integer({ min: 1, max: 2 }),
          type: fc.constantFrom(...TYPES),
          stops: fc.integer({ min: 2, max: 6 }),
          plan: fc.option(
            fc.record({
              origin: fc.double({ min: 0, max: 0.99, noNaN: true }),
              destination: fc.double({ min: 0, max: 0.99, noNaN: true }),
              remote: fc.option(fc.double({ min: 0, max: 0.99, noNaN: true })),
              roadSide: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
            }),
            { freq: 4 },
          ),
        }),
        fc.array(opArb, { minLength: 1, maxLength: 90, size: "max" }),
        // Where the chart is run, in percent of the ops; above 100: never.
        fc.integer({ min: 40, max: 160 }),
        (shape, ops, chartPercent) => {
          const layout = layoutOf(
            Array.from({ length: shape.coaches }, (_, i) => `${shape.letter}${i + 1}`),
            shape.type,
            shape.stops,
            // More RL berths than the default 5 %, so that RLWL is reached on small layouts.
            shape.plan && shape.stops > 2
              ? { quotaPlan: planOf(shape.stops, shape.plan), remoteShare: 0.15 }
              : undefined,
          );
          const classCode = layout.classes[0]?.classCode;
          if (!classCode) return;
          const chartAtStep = Math.floor((ops.length * chartPercent) / 100);
          let s = emptyOccupancy(layout, classCode);
          const live: string[] = [];
          let version = 0;
          checkAgainstAllocate(s, layout, version, seen);
          ops.forEach((o, step) => {
            if (step === chartAtStep) {
              s = chart(s, layout).state;
              checkAgainstAllocate(s, layout, ++version, seen);
            }
            if (o.op === "book") {
              const pnr = `R${step}`;
              const r = allocate(s, layout, {
                pnr,
                quota: o.quota,
                passengers: Array.from({ length: o.size }, (_, i) => ({ age: 20 + i * 9 })),
                bookOnlyIfConfirmed: o.confirmedOnly,
                ...journeyFor(o, s.gaps, layout.quotaPlan.remote[0]),
              });
              if (!r.ok) return;
              s = r.state;
              for (const p of r.passengers) live.push(p.pax);
            } else {
              if (live.length === 0) return;
              const victims = new Set(
                Array.from({ length: o.count }, (_, i) => live[(o.pick + i) % live.length]),
              );
              s = cancel(s, layout, [...victims] as string[]).state;
            }
            checkAgainstAllocate(s, layout, ++version, seen);
          });
        },
      ),
      { numRuns: 120 },
    );
    // The runs reached every status the occupancy can give.
    for (const kind of [
      "available",
      "current_available",
      "rac",
      "waitlist",
      "regret",
      "not_available",
      "segment",
      "resold",
      "own",
      "fallback",
      "GNWL",
      "TQWL",
      "RLWL",
      "PQWL",
      "RSWL",
      "RQWL",
    ])
      expect(seen[kind] ?? 0, kind).toBeGreaterThan(0);
  });
});
