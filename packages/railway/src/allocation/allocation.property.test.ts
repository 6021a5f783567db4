import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { TrainType } from "../network/model.ts";
import { type AllocRequest, allocate } from "./allocate.ts";
import {
  ALLOC_LISTS,
  classSlots,
  emptyOccupancy,
  fromRow,
  listOf,
  type Occupancy,
  toRow,
  waitlistCap,
  whereIs,
} from "./occupancy.ts";
import { cancel, chart, currentStatuses, promote } from "./promote.ts";
import { layoutOf } from "./test-helpers.ts";

/**
 * Random bookings and cancellations on random small layouts. After every step
 * the state must satisfy the invariants below, and every cancellation of one
 * passenger must promote the first in line.
 */

const CLASS_LETTERS = ["S", "B", "A", "H", "C"] as const;
const TYPES: TrainType[] = ["mail-express", "superfast", "rajdhani", "garib-rath", "passenger"];
const QUOTAS: InventoryQuota[] = ["GN", "GN", "GN", "GN", "GN", "TQ", "PT", "LD", "SS", "HP"];

type Op =
  | {
      op: "book";
      quota: InventoryQuota;
      party: { age: number; female: boolean; pref: string; noBerth: boolean }[];
      confirmedOnly: boolean;
      oneCoach: boolean;
      lower: 0 | 1 | 2;
      coach: number;
    }
  | { op: "cancel"; pick: number; count: number }
  | { op: "chart" };

/** The ops with one chart inserted at `percent` of the way through (charting ends RAC/WL sales). */
const withChart = (ops: Op[], percent: number): Op[] => {
  const at = Math.floor((ops.length * percent) / 100);
  return [...ops.slice(0, at), { op: "chart" }, ...ops.slice(at)];
};

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("book" as const),
      quota: fc.constantFrom(...QUOTAS),
      party: fc.array(
        fc.record({
          age: fc.integer({ min: 1, max: 90 }),
          female: fc.boolean(),
          pref: fc.constantFrom("NP", "LB", "MB", "UB", "SL", "SU", "WS"),
          noBerth: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      confirmedOnly: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      oneCoach: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      lower: fc.constantFrom(
        0 as const,
        0 as const,
        0 as const,
        0 as const,
        1 as const,
        2 as const,
      ),
      coach: fc.integer({ min: -1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("cancel" as const),
      pick: fc.nat(),
      count: fc.integer({ min: 1, max: 2 }),
    }),
  },
);

const layoutArb = fc.record({
  letter: fc.constantFrom(...CLASS_LETTERS),
  coaches: fc.integer({ min: 1, max: 2 }),
  type: fc.constantFrom(...TYPES),
});

/** Is a passenger booked under `booked` allowed on a berth now selling as `slotQuota`? */
function allowedOn(booked: InventoryQuota, slotQuota: InventoryQuota, charted: boolean): boolean {
  if (charted && slotQuota === "GN") return true;
  if (slotQuota === "GN") return listOf(booked) === "GN";
  return booked === slotQuota;
}

function checkInvariants(s: Occupancy, layout: RunLayout, live: Set<string>): void {
  const cs = classSlots(layout, s.classCode);
  const seen = new Map<string, number>();
  const count = (p: string) => seen.set(p, (seen.get(p) ?? 0) + 1);
  // Berths: never on a RAC side lower, never to a passenger outside the berth's quota.
  const free: Record<string, number> = { GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0 };
  for (const slot of cs.slots) {
    const p = s.occ[slot.id];
    const q = s.released[slot.id] ? "GN" : slot.quota;
    if (slot.rac) {
      expect(p).toBeNull();
      continue;
    }
    if (p === null) {
      free[q] = (free[q] ?? 0) + 1;
      continue;
    }
    count(p as string);
    expect(allowedOn(s.occQuota[slot.id] as InventoryQuota, q, s.charted)).toBe(true);
  }
  expect(s.free).toEqual(free);
  // Confirmed per layout quota never above the quota's berths.
  const perQuota: Record<string, number> = {};
  for (const slot of cs.slots)
    if (s.occ[slot.id] !== null) perQuota[slot.quota] = (perQuota[slot.quota] ?? 0) + 1;
  for (const [q, n] of Object.entries(perQuota))
    expect(n).toBeLessThanOrEqual(cs.layout.quota[q as InventoryQuota]);
  // RAC: GN-pool passengers on RAC side lowers, at most two each.
  const load = new Map<number, number>();
  for (const e of s.rac) {
    count(e.pax);
    expect(cs.slots[e.slot]?.rac).toBe(true);
    expect(listOf(e.quota)).toBe("GN");
    load.set(e.slot, (load.get(e.slot) ?? 0) + 1);
  }
  for (const n of load.values()) expect(n).toBeLessThanOrEqual(2);
  expect(s.rac.length).toBeLessThanOrEqual(cs.layout.racPassengers);
  // Waitlists within their caps, each passenger on the right list.
  for (const list of ALLOC_LISTS) {
    expect(s.wl[list].length).toBeLessThanOrEqual(waitlistCap(cs.layout, list));
    for (const e of s.wl[list]) {
      count(e.pax);
      expect(listOf(e.quota)).toBe(list);
    }
  }
  // Everyone booked and not cancelled is somewhere, exactly once.
  for (const n of seen.values()) expect(n).toBe(1);
  expect(new Set(seen.keys())).toEqual(live);
  // Positions unique and gapless: RAC 1..n, each waitlist 1..n.
  const statuses = currentStatuses(s, layout);
  const rac: number[] = [];
  const wl: Record<string, number[]> = { GN: [], TQ: [] };
  for (const st of statuses.values()) {
    if (st.kind === "rac" && st.position !== null) rac.push(st.position);
    if (st.kind === "waitlist") wl[st.list as string]?.push(st.position);
  }
  const gapless = (xs: number[]) =>
    expect(xs.sort((a, b) => a - b)).toEqual(xs.map((_, i) => i + 1));
  gapless(rac);
  gapless(wl.GN as number[]);
  gapless(wl.TQ as number[]);
  // Settled: nothing is left to promote.
  expect(promote(s, layout).promotions).toEqual([]);
  // The row form round-trips.
  expect(fromRow(JSON.parse(JSON.stringify(toRow(s))), layout)).toEqual({ ok: true, state: s });
}

describe("allocation properties", () => {
  it("random bookings, cancellations and a chart keep every invariant", () => {
    const seen = { rac: 0, waitlist: 0, refused: 0, promoted: 0, autoCancelled: 0 };
    fc.assert(
      fc.property(
        layoutArb,
        fc.array(opArb, { minLength: 1, maxLength: 80, size: "max" }),
        fc.integer({ min: 60, max: 100 }),
        (shape, plain, chartAt) => {
          const ops = withChart(plain, chartAt);
          const layout = layoutOf(
            Array.from({ length: shape.coaches }, (_, i) => `${shape.letter}${i + 1}`),
            shape.type,
          );
          const classCode = layout.classes[0]?.classCode;
          if (!classCode) return;
          let s = emptyOccupancy(layout, classCode);
          const cs = classSlots(layout, classCode);
          const live = new Set<string>();
          const order: string[] = [];
          let seq = 0;
          for (const o of ops) {
            if (o.op === "book") {
              const request: AllocRequest = {
                pnr: `R${++seq}`,
                quota: o.quota,
                passengers: o.party.map((p) => ({
                  age: p.age,
                  gender: p.female ? "Female" : "Male",
                  preference: p.pref as never,
                  berth: !p.noBerth,
                })),
                bookOnlyIfConfirmed: o.confirmedOnly,
                allInOneCoach: o.oneCoach,
                lowerBerths:
                  o.lower === 1
                    ? "atLeastOneLowerBerth"
                    : o.lower === 2
                      ? "twoLowerBerths"
                      : undefined,
                coach: o.coach >= 0 ? cs.coaches[o.coach]?.coach : undefined,
              };
              const r = allocate(s, layout, request);
              if (!r.ok) {
                seen.refused++;
                expect(allocate(s, layout, request)).toEqual(r); // deterministic, state untouched
                continue;
              }
              for (const p of r.passengers) {
                if (p.status.kind === "no_berth") continue;
                live.add(p.pax);
                if (p.status.kind === "rac") seen.rac++;
                if (p.status.kind === "waitlist") seen.waitlist++;
                order.push(p.pax);
                // The status handed back is the number issued; the passenger's place
                // is that number less the numbers issued but no longer on the list.
                const w = whereIs(r.state, layout, p.pax);
                expect(w.kind).toBe(p.status.kind);
                if (p.status.kind === "waitlist" && w.kind === "waitlist")
                  expect(w.position).toBe(
                    p.status.position - (r.state.issued[w.list] - r.state.wl[w.list].length),
                  );
                if (p.status.kind === "rac" && w.kind === "rac")
                  expect(w.position).toBe(
                    (p.status.position ?? Number.NaN) - (r.state.issued.RAC - r.state.rac.length),
                  );
              }
              if (r.state.charted)
                expect(
                  r.passengers.every(
                    (p) => p.status.kind !== "rac" && p.status.kind !== "waitlist",
                  ),
                ).toBe(true);
              // Issued numbers never go down.
              for (const k of ["RAC", "GN", "TQ"] as const)
                expect(r.state.issued[k]).toBeGreaterThanOrEqual(s.issued[k]);
              s = r.state;
            } else if (o.op === "cancel") {
              const alive = order.filter((p) => live.has(p));
              if (alive.length === 0) continue;
              const victims = Array.from(
                new Set(
                  Array.from(
                    { length: o.count },
                    (_, i) => alive[(o.pick + i * 7) % alive.length] as string,
                  ),
                ),
              );
              const before = s;
              const r = cancel(s, layout, victims);
              seen.promoted += r.promotions.length;
              expect(new Set(r.removed)).toEqual(new Set(victims));
              for (const v of victims) live.delete(v);
              // One confirmed GN-berth passenger cancelled: the first in line moves up.
              if (victims.length === 1) {
                const v = victims[0] as string;
                const slot = before.occ.indexOf(v);
                const rac1 = before.rac[0]?.pax;
                const gn1 = before.wl.GN[0]?.pax;
                const sellsAsGn =
                  slot >= 0 && (before.released[slot] || cs.slots[slot]?.quota === "GN");
                if (sellsAsGn && rac1) expect(r.state.occ[slot]).toBe(rac1);
                else if (sellsAsGn && gn1)
                  expect(whereIs(r.state, layout, gn1).kind).not.toBe("waitlist");
                const racIdx = before.rac.findIndex((e) => e.pax === v);
                if (racIdx >= 0 && gn1) expect(whereIs(r.state, layout, gn1).kind).toBe("rac");
              }
              s = r.state;
            } else {
              if (s.charted) continue;
              const r = chart(s, layout);
              seen.autoCancelled += r.autoCancelled.length;
              for (const a of r.autoCancelled) {
                for (const p of a.passengers) {
                  // Nobody of an auto-cancelled PNR is confirmed or RAC.
                  expect(live.has(p)).toBe(true);
                  live.delete(p);
                }
                for (const p of live) expect(p.startsWith(`${a.pnr}/`)).toBe(false);
              }
              s = r.state;
              expect(s.free.TQ + s.free.PT + s.free.LD + s.free.SS + s.free.HP).toBe(0);
            }
            checkInvariants(s, layout, live);
          }
        },
      ),
      { numRuns: 80, endOnFailure: true },
    );
    // The runs reach every state the invariants are about.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  }, 30_000);
});
