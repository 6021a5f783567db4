import type { BerthQuota, InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { PassengerStatus } from "../inventory/status-text.ts";
import {
  ALLOC_LISTS,
  type AllocList,
  addFree,
  addRacUse,
  type ClassSlots,
  classSlots,
  cloneOccupancy,
  effectiveQuota,
  fitsBeside,
  type Interval,
  isWholeRun,
  type Occupancy,
  type Part,
  type PaxKey,
  racRoomOf,
  racUse,
  type Slot,
  splitPaxKey,
  withPart,
} from "./occupancy.ts";

/**
 * Cancellation, promotion and charting (issue 4 §5; facts.md §3.3, §3.4).
 *
 * A freed berth of (effective) quota Q goes to the first passenger in line
 * eligible for Q; a freed RAC place goes to the first of the GN waitlist.
 * "First in line" is:
 * - Q = GN: the first RAC passenger; else the first of GNWL (straight to
 *   CNF when no one is RAC), then of RQWL (chosen: requests after the
 *   general list); after charting, when those are empty, the first of TQWL
 *   (facts.md §3.3 "GN pool first, then Tatkal WL").
 * - Q = RL: the first of RLWL; Q = PQ: the first of PQWL, then of RSWL
 *   (facts.md §3.3 "RL/PQ lists only clear against their own quota's
 *   cancellations"; RSWL shares the pool, chosen). No RAC on these lists.
 * - Q = LD, SS, HP: the first RAC, then the first waitlisted (GNWL, RLWL,
 *   PQWL, RSWL, RQWL in that order), passenger who booked under Q (chosen:
 *   reserved berths stay with their quota until charting).
 * - Q = TQ: the first of TQWL (TQWL goes straight to CNF, no RAC).
 * - Q = PT: nobody (PT has no waitlist; chosen: a freed PT berth is sold
 *   again as PT, at its dynamic fare, until charting releases it to GN).
 * These are the pools `poolsFor` books each list from, so a booking never
 * waits where a promotion would seat it. Every list is an array, so
 * removing a passenger renumbers those behind.
 *
 * Segments (ADR 019): what frees is an interval of stop gaps on a berth. It
 * goes to the first passenger in line, by the rules above, whose whole
 * journey fits in it; what is left of it goes on to the next who fits. With
 * whole-run journeys only, the first in line always fits an empty berth: the
 * rules read exactly as before segments. A RAC place freed on some gaps goes
 * to the first of GNWL whose journey finds room on every gap.
 *
 * `chart` releases every free reserved berth (LD, SS, HP, TQ, PT, RL, PQ) to
 * the general pool (facts.md §2, §3.3; RL and PQ chosen: their lists keep
 * only what their own quota gave them), promotes, and takes off the chart the
 * PNRs all of whose passengers are still waitlisted (facts.md §3.3: fully
 * waitlisted e-tickets are cancelled automatically; partly CNF/RAC PNRs keep
 * their waitlisted members). The refund is `refunds/`'s business.
 */

export type Promotion =
  | { pax: PaxKey; to: "confirmed"; slot: Slot }
  | { pax: PaxKey; to: "rac"; slot: Slot };

export interface PromoteResult {
  state: Occupancy;
  /** Passengers removed (those cancelled that were found). */
  removed: PaxKey[];
  /** Passengers moved up, in the order the moves happened. */
  promotions: Promotion[];
}

type Fits = (j: Interval) => boolean;

/** The first index of `list` matching `ok` whose journey fits, or -1. */
function firstFitting<T extends Interval>(
  list: readonly T[],
  fits: Fits,
  ok: (e: T) => boolean = () => true,
): number {
  for (let i = 0; i < list.length; i++) {
    const e = list[i] as T;
    if (ok(e) && fits(e)) return i;
  }
  return -1;
}

/**
 * The first RAC passenger eligible for a berth of quota `q` whose journey
 * fits; `fits` null for a berth empty on every gap (any journey fits: the
 * rules before segments, at their cost).
 */
function eligibleRac(state: Occupancy, q: BerthQuota, fits: Fits | null): number {
  if (q !== "GN" && !isReserved(q)) return -1;
  if (fits === null)
    return q === "GN" ? (state.rac.length > 0 ? 0 : -1) : state.rac.findIndex((e) => e.quota === q);
  if (q === "GN") return firstFitting(state.rac, fits);
  return firstFitting(state.rac, fits, (e) => e.quota === q);
}

const isReserved = (q: BerthQuota): q is "LD" | "SS" | "HP" =>
  q === "LD" || q === "SS" || q === "HP";

/** The lists a freed berth of quota `q` serves, in order (the reserved quotas: see `RESERVED_LISTS`). */
const SERVED: Record<Exclude<BerthQuota, "LD" | "SS" | "HP">, readonly AllocList[]> = {
  GN: ["GN", "RQ"],
  TQ: ["TQ"],
  PT: [],
  RL: ["RL"],
  PQ: ["PQ", "RS"],
};
const SERVED_GN_CHARTED: readonly AllocList[] = ["GN", "RQ", "TQ"];
const RESERVED_LISTS: readonly AllocList[] = ["GN", "RL", "PQ", "RS", "RQ"];

/** The first waitlisted passenger eligible for a berth of quota `q` whose journey fits (see `eligibleRac`). */
function eligibleWl(
  state: Occupancy,
  q: BerthQuota,
  fits: Fits | null,
): { list: AllocList; index: number } | null {
  if (isReserved(q)) {
    const own = (e: { quota: InventoryQuota }) => e.quota === q;
    for (const list of RESERVED_LISTS) {
      const l = state.wl[list];
      if (l.length === 0) continue;
      const index = fits === null ? l.findIndex(own) : firstFitting(l, fits, own);
      if (index >= 0) return { list, index };
    }
    return null;
  }
  const lists = q === "GN" && state.charted ? SERVED_GN_CHARTED : SERVED[q];
  for (const list of lists) {
    const l = state.wl[list];
    if (l.length === 0) continue;
    const index = fits === null ? 0 : firstFitting(l, fits);
    if (index >= 0) return { list, index };
  }
  return null;
}

/** Seats a passenger on a (non-RAC) berth for their journey. Mutates `d`. */
function seat(d: Occupancy, s: Slot, p: Part): void {
  const had = d.parts.get(s.id);
  if (had === undefined) addFree(d.free, effectiveQuota(d, s), -1);
  if (isWholeRun(d, p)) {
    d.occ[s.id] = p.pax;
    d.occQuota[s.id] = p.quota;
  } else d.parts.set(s.id, withPart(had, p));
}

/**
 * Where something was freed: berths (slot ids) and RAC side lowers. Every
 * state these functions return is settled (nobody in line fits anywhere), so
 * after a cancellation or a later boarding point only these can take anyone:
 * `settle` looks at them alone (a few berths, not the class, and not the
 * lists against every berth sold in parts). Null: look everywhere (`promote`,
 * `chart`).
 */
interface Freed {
  berths: Set<number>;
  rac: Set<number>;
}

/**
 * Fills free berths and RAC places from the lists until nothing moves.
 * Mutates `d`. A berth takes passengers while someone in line fits in what
 * is left of it (one, for a whole-run journey).
 */
function settle(d: Occupancy, cs: ClassSlots, promotions: Promotion[], freed: Freed | null): void {
  const berths =
    freed === null
      ? cs.slots
      : [...freed.berths].sort((a, b) => a - b).map((id) => cs.slots[id] as Slot);
  for (const s of berths) {
    if (s.rac || d.occ[s.id] !== null) continue;
    if (d.charted && !d.released[s.id] && s.quota !== "GN") {
      if (!d.parts.has(s.id)) {
        addFree(d.free, s.quota, -1);
        d.free.GN++;
      }
      d.released[s.id] = 1;
    }
    const q = effectiveQuota(d, s);
    while (d.occ[s.id] === null) {
      const held = d.parts.get(s.id);
      const fits: Fits | null = held === undefined ? null : (j) => fitsBeside(held, j);
      const r = eligibleRac(d, q, fits);
      let e: Part | undefined;
      if (r >= 0) {
        const [x] = d.rac.splice(r, 1);
        if (x) freed?.rac.add(x.slot);
        e = x;
      } else {
        const w = eligibleWl(d, q, fits);
        if (!w) break;
        [e] = d.wl[w.list].splice(w.index, 1);
      }
      if (!e) break;
      seat(d, s, { pax: e.pax, quota: e.quota, from: e.from, to: e.to });
      promotions.push({ pax: e.pax, to: "confirmed", slot: s });
    }
  }
  // RAC places freed (by cancellation or promotion) go to the GN waitlist, in order.
  if (d.wl.GN.length === 0) return;
  const use = racUse(d, cs);
  for (const slot of cs.racSlots) {
    if ((use.whole[slot] ?? 0) >= 2 || (freed !== null && !freed.rac.has(slot))) continue;
    for (;;) {
      const w = firstFitting(d.wl.GN, (j) => racRoomOf(use, slot, j) > 0);
      if (w < 0) break;
      const [e] = d.wl.GN.splice(w, 1);
      if (!e) break;
      const entry = { pax: e.pax, quota: e.quota, slot, from: e.from, to: e.to };
      d.rac.push(entry);
      addRacUse(use, d, entry);
      promotions.push({ pax: e.pax, to: "rac", slot: cs.slots[slot] as Slot });
    }
  }
}

/**
 * Cancels passengers (confirmed, RAC or waitlisted) and promotes those behind.
 * Unknown keys are ignored (not in `removed`).
 */
export function cancel(
  state: Occupancy,
  layout: RunLayout,
  passengers: readonly PaxKey[],
): PromoteResult {
  const cs = classSlots(layout, state.classCode);
  const d = cloneOccupancy(state);
  const gone = new Set(passengers);
  const removed: PaxKey[] = [];
  const freed: Freed = { berths: new Set(), rac: new Set() };
  d.occ.forEach((p, i) => {
    if (p !== null && gone.has(p)) {
      d.occ[i] = null;
      d.occQuota[i] = null;
      addFree(d.free, effectiveQuota(d, cs.slots[i] as Slot), 1);
      removed.push(p);
      freed.berths.add(i);
    }
  });
  for (const [i, held] of d.parts) {
    if (!held.some((p) => gone.has(p.pax))) continue;
    const left = held.filter((p) => !(gone.has(p.pax) && removed.push(p.pax)));
    freed.berths.add(i);
    if (left.length > 0) d.parts.set(i, left);
    else {
      d.parts.delete(i);
      addFree(d.free, effectiveQuota(d, cs.slots[i] as Slot), 1);
    }
  }
  d.rac = d.rac.filter((e) => !(gone.has(e.pax) && removed.push(e.pax) && freed.rac.add(e.slot)));
  for (const list of ALLOC_LISTS)
    d.wl[list] = d.wl[list].filter((e) => !(gone.has(e.pax) && removed.push(e.pax)));
  const promotions: Promotion[] = [];
  settle(d, cs, promotions, freed);
  return { state: d, removed, promotions };
}

/**
 * Moves the boarding of passengers to a later stop (a boarding-point change):
 * their journeys start at stop `from`, so the gaps before it free up and go
 * to those in line (a whole-run berth becomes a part-run one). Passengers
 * already boarding at or after `from` are left as they are; unknown keys are
 * ignored. `from` must be before each passenger's alighting stop.
 */
export function reboard(
  state: Occupancy,
  layout: RunLayout,
  passengers: readonly PaxKey[],
  from: number,
): PromoteResult {
  const cs = classSlots(layout, state.classCode);
  const d = cloneOccupancy(state);
  const moving = new Set(passengers);
  const freed: Freed = { berths: new Set(), rac: new Set() };
  const later = <T extends Interval & { pax: PaxKey }>(e: T): T => {
    if (!moving.has(e.pax) || e.from >= from) return e;
    if (from >= e.to) throw new RangeError(`boarding at ${from} is not before ${e.pax} alights`);
    return { ...e, from };
  };
  if (from > 0)
    d.occ.forEach((pax, i) => {
      if (pax === null || !moving.has(pax)) return;
      d.parts.set(i, [later({ pax, quota: d.occQuota[i] as InventoryQuota, from: 0, to: d.gaps })]);
      d.occ[i] = null;
      d.occQuota[i] = null;
      freed.berths.add(i);
    });
  for (const [i, held] of d.parts)
    if (held.some((p) => moving.has(p.pax))) {
      d.parts.set(i, held.map(later));
      freed.berths.add(i);
    }
  d.rac = d.rac.map((e) => {
    const x = later(e);
    if (x !== e) freed.rac.add(e.slot);
    return x;
  });
  for (const list of ALLOC_LISTS) d.wl[list] = d.wl[list].map(later);
  // A RAC or waitlisted passenger boarding later now fits where they did not:
  // any berth may take them, so look everywhere.
  const waiting =
    d.rac.some((e) => moving.has(e.pax)) ||
    ALLOC_LISTS.some((list) => d.wl[list].some((e) => moving.has(e.pax)));
  const promotions: Promotion[] = [];
  settle(d, cs, promotions, waiting ? null : freed);
  return { state: d, removed: [], promotions };
}

/** Promotion alone (e.g. after loading an old row): fills whatever is free. */
export function promote(state: Occupancy, layout: RunLayout): PromoteResult {
  const d = cloneOccupancy(state);
  const promotions: Promotion[] = [];
  settle(d, classSlots(layout, state.classCode), promotions, null);
  return { state: d, removed: [], promotions };
}

export interface ChartResult extends PromoteResult {
  /** Fully waitlisted PNRs taken off the chart, with their passengers, for automatic cancellation. */
  autoCancelled: { pnr: string; passengers: PaxKey[] }[];
}

export function chart(state: Occupancy, layout: RunLayout): ChartResult {
  const cs = classSlots(layout, state.classCode);
  const d = cloneOccupancy(state);
  d.charted = true;
  const promotions: Promotion[] = [];
  settle(d, cs, promotions, null);

  // PNRs with someone confirmed or RAC keep their waitlisted members.
  const seated = new Set<string>();
  for (const p of d.occ) if (p !== null) seated.add(splitPaxKey(p).pnr);
  for (const held of d.parts.values()) for (const p of held) seated.add(splitPaxKey(p.pax).pnr);
  for (const e of d.rac) seated.add(splitPaxKey(e.pax).pnr);
  const dropped = new Map<string, PaxKey[]>();
  for (const list of ALLOC_LISTS)
    d.wl[list] = d.wl[list].filter((e) => {
      const { pnr } = splitPaxKey(e.pax);
      if (seated.has(pnr)) return true;
      const l = dropped.get(pnr) ?? [];
      l.push(e.pax);
      dropped.set(pnr, l);
      return false;
    });
  return {
    state: d,
    removed: [...dropped.values()].flat(),
    promotions,
    autoCancelled: [...dropped].map(([pnr, passengers]) => ({ pnr, passengers })),
  };
}

/** Every passenger's current status (CNF with berth, RAC n with its side lower, xxWL n). O(state). */
export function currentStatuses(state: Occupancy, layout: RunLayout): Map<PaxKey, PassengerStatus> {
  const cs = classSlots(layout, state.classCode);
  const out = new Map<PaxKey, PassengerStatus>();
  const confirmed = (p: PaxKey, i: number) => {
    const s = cs.slots[i] as Slot;
    out.set(p, { kind: "confirmed", seat: { coach: s.coach, berth: s.number, type: s.type } });
  };
  state.occ.forEach((p, i) => {
    if (p !== null) confirmed(p, i);
  });
  for (const [i, held] of state.parts) for (const p of held) confirmed(p.pax, i);
  state.rac.forEach((e, i) => {
    out.set(e.pax, { kind: "rac", position: i + 1, seat: null });
  });
  for (const list of ALLOC_LISTS)
    state.wl[list].forEach((e, i) => {
      out.set(e.pax, { kind: "waitlist", list, position: i + 1 });
    });
  return out;
}
