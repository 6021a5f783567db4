import type { InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { PassengerStatus } from "../inventory/status-text.ts";
import {
  ALLOC_LISTS,
  type AllocList,
  type ClassSlots,
  classSlots,
  cloneOccupancy,
  effectiveQuota,
  type Occupancy,
  type PaxKey,
  racLoad,
  type Slot,
  splitPaxKey,
} from "./occupancy.ts";

/**
 * Cancellation, promotion and charting (issue 4 §5; facts.md §3.3, §3.4).
 *
 * A freed berth of (effective) quota Q goes to the first passenger in line
 * eligible for Q; a freed RAC place goes to the first of the GN waitlist.
 * "First in line" is:
 * - Q = GN: the first RAC passenger; else the first of GNWL (straight to
 *   CNF when no one is RAC); after charting, when GNWL is empty, the first of
 *   TQWL (facts.md §3.3 "GN pool first, then Tatkal WL").
 * - Q = LD, SS, HP: the first RAC, then the first GNWL, passenger who booked
 *   under Q (chosen: reserved berths stay with their quota until charting).
 * - Q = TQ: the first of TQWL (TQWL goes straight to CNF, no RAC).
 * - Q = PT: nobody (PT has no waitlist; chosen: a freed PT berth is sold
 *   again as PT, at its dynamic fare, until charting releases it to GN).
 * Every list is an array, so removing a passenger renumbers those behind.
 *
 * `chart` releases every free reserved berth (LD, SS, HP, TQ, PT) to the
 * general pool (facts.md §2, §3.3), promotes, and takes off the chart the
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

function eligibleRac(state: Occupancy, q: InventoryQuota): number {
  if (q === "TQ" || q === "PT") return -1;
  if (q === "GN") return state.rac.length > 0 ? 0 : -1;
  return state.rac.findIndex((e) => e.quota === q);
}

function eligibleWl(
  state: Occupancy,
  q: InventoryQuota,
): { list: AllocList; index: number } | null {
  if (q === "PT") return null;
  if (q === "TQ") return state.wl.TQ.length > 0 ? { list: "TQ", index: 0 } : null;
  if (q === "GN") {
    if (state.wl.GN.length > 0) return { list: "GN", index: 0 };
    if (state.charted && state.wl.TQ.length > 0) return { list: "TQ", index: 0 };
    return null;
  }
  const index = state.wl.GN.findIndex((e) => e.quota === q);
  return index >= 0 ? { list: "GN", index } : null;
}

/** Fills free berths and RAC places from the lists until nothing moves. Mutates `d`. */
function settle(d: Occupancy, cs: ClassSlots, promotions: Promotion[]): void {
  for (const s of cs.slots) {
    if (s.rac || d.occ[s.id] !== null) continue;
    if (d.charted && !d.released[s.id] && s.quota !== "GN") {
      d.free[s.quota]--;
      d.released[s.id] = 1;
      d.free.GN++;
    }
    const q = effectiveQuota(d, s);
    const r = eligibleRac(d, q);
    let pax: PaxKey;
    let quota: InventoryQuota;
    if (r >= 0) {
      const [e] = d.rac.splice(r, 1);
      if (!e) continue;
      pax = e.pax;
      quota = e.quota;
    } else {
      const w = eligibleWl(d, q);
      if (!w) continue;
      const [e] = d.wl[w.list].splice(w.index, 1);
      if (!e) continue;
      pax = e.pax;
      quota = e.quota;
    }
    d.occ[s.id] = pax;
    d.occQuota[s.id] = quota;
    d.free[q]--;
    promotions.push({ pax, to: "confirmed", slot: s });
  }
  // RAC places freed (by cancellation or promotion) go to the GN waitlist, in order.
  const load = racLoad(d, cs);
  for (const slot of cs.racSlots) {
    let n = load.get(slot) ?? 0;
    while (n < 2 && d.wl.GN.length > 0) {
      const e = d.wl.GN.shift();
      if (!e) break;
      d.rac.push({ pax: e.pax, quota: e.quota, slot });
      promotions.push({ pax: e.pax, to: "rac", slot: cs.slots[slot] as Slot });
      n++;
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
  d.occ.forEach((p, i) => {
    if (p !== null && gone.has(p)) {
      d.occ[i] = null;
      d.occQuota[i] = null;
      d.free[effectiveQuota(d, cs.slots[i] as Slot)]++;
      removed.push(p);
    }
  });
  d.rac = d.rac.filter((e) => !(gone.has(e.pax) && removed.push(e.pax)));
  for (const list of ALLOC_LISTS)
    d.wl[list] = d.wl[list].filter((e) => !(gone.has(e.pax) && removed.push(e.pax)));
  const promotions: Promotion[] = [];
  settle(d, cs, promotions);
  return { state: d, removed, promotions };
}

/** Promotion alone (e.g. after loading an old row): fills whatever is free. */
export function promote(state: Occupancy, layout: RunLayout): PromoteResult {
  const d = cloneOccupancy(state);
  const promotions: Promotion[] = [];
  settle(d, classSlots(layout, state.classCode), promotions);
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
  settle(d, cs, promotions);

  // PNRs with someone confirmed or RAC keep their waitlisted members.
  const seated = new Set<string>();
  for (const p of d.occ) if (p !== null) seated.add(splitPaxKey(p).pnr);
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
  state.occ.forEach((p, i) => {
    if (p === null) return;
    const s = cs.slots[i] as Slot;
    out.set(p, { kind: "confirmed", seat: { coach: s.coach, berth: s.number, type: s.type } });
  });
  state.rac.forEach((e, i) => {
    out.set(e.pax, { kind: "rac", position: i + 1, seat: null });
  });
  for (const list of ALLOC_LISTS)
    state.wl[list].forEach((e, i) => {
      out.set(e.pax, { kind: "waitlist", list, position: i + 1 });
    });
  return out;
}
