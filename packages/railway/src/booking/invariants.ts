import type { ClassCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import {
  ALLOC_LISTS,
  classSlots,
  type Interval,
  paxKey,
  type Slot,
} from "../allocation/occupancy.ts";
import { isDemandKey } from "../demand/events.ts";
import type { BerthQuota } from "../inventory/layout.ts";
import { journeyStops } from "../timetable/stops.ts";
import { livePassengersOfRun, type RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";

/**
 * What must hold for a run and class whatever happened (targets.md R1),
 * checked from both sides: the tickets (`railway.passengers`, each with the
 * berth it was given, on the journey of its PNR) and the inventory (the
 * occupancy row). Berths are sold per segment (ADR 019), so "twice" is on a
 * gap of the run (between two consecutive stops):
 *
 * - no confirmed berth is held by two passengers on any gap, and no RAC side
 *   lower by more than two;
 * - confirmed passengers per quota never exceed the berths of that quota on any gap;
 * - every passenger with a berth who is still booked is on the inventory exactly
 *   once (confirmed, RAC or waitlisted), for the journey of the ticket (from
 *   its boarding point to its destination), and nobody else is but other
 *   travellers (`~…`, ADR 019), who have no tickets;
 * - waitlist and RAC positions are unique and gapless (1, 2, 3 …).
 *
 * Returns the violations found, empty when the run is sound.
 */
export async function runViolations(
  q: SqlRunner,
  service: ReservationService,
  key: RunKey,
): Promise<string[]> {
  const out: string[] = [];
  const layout = service.layoutOf(key.trainNumber);
  const train = service.trainOf(key.trainNumber);
  if (!layout || !train) return [`unknown train ${key.trainNumber}`];
  const [live, stored] = await Promise.all([livePassengersOfRun(q, key), service.occupancyOf(key)]);
  const cs = classSlots(layout, key.classCode as ClassCode);
  const bySeat = new Map<string, Slot>();
  for (const s of cs.slots) bySeat.set(`${s.coach}/${s.number}`, s);
  const gaps = layout.stops - 1;
  const perGap = (holders: readonly Interval[]): number => {
    let most = 0;
    for (let g = 0; g < gaps; g++) {
      let n = 0;
      for (const h of holders) if (h.from <= g && g < h.to) n++;
      most = Math.max(most, n);
    }
    return most;
  };

  // Tickets: the journey of each live passenger, and the berths given.
  const journeys = new Map<string, Interval>();
  const holders = new Map<string, { pax: string; j: Interval }[]>();
  for (const p of live) {
    const leg = journeyStops(train, p.boardingCode, p.toCode);
    if (!leg) {
      out.push(`${p.pnr}/${p.n} travels ${p.boardingCode}–${p.toCode}, not on the train`);
      continue;
    }
    const j = { from: leg.fromIdx, to: leg.toIdx };
    journeys.set(paxKey(p.pnr, p.n), j);
    if (p.seat === null) continue;
    const list = holders.get(p.seat) ?? [];
    list.push({ pax: paxKey(p.pnr, p.n), j });
    holders.set(p.seat, list);
  }
  for (const [seat, who] of holders) {
    const slot = bySeat.get(seat);
    const most = perGap(who.map((w) => w.j));
    const names = who.map((w) => w.pax).join(", ");
    if (!slot) out.push(`ticket berth ${seat} is not in the layout`);
    else if (!slot.rac && most > 1) out.push(`berth ${seat} given twice on a gap: ${names}`);
    else if (slot.rac && most > 2) out.push(`RAC berth ${seat} shared by ${most} on a gap`);
  }

  if (!stored) {
    if (live.some((p) => !p.noBerth)) out.push("passengers booked but no inventory row");
    return out;
  }
  const { state } = stored;
  if (state.gaps !== gaps) out.push(`inventory counts ${state.gaps} gaps, the train ${gaps}`);
  // Inventory: on each berth nobody twice on a gap; confirmed per quota, on
  // every gap, within the quota's berths.
  const confirmed: Record<string, number[]> = {};
  const capacity: Record<string, number> = {};
  const inventoryBerths: { pax: string; slot: Slot; j: Interval }[] = [];
  for (const s of cs.slots) {
    if (s.rac) continue;
    const q: BerthQuota = state.released[s.id] ? "GN" : s.quota;
    capacity[q] = (capacity[q] ?? 0) + 1;
    const pax = state.occ[s.id] ?? null;
    const on: { pax: string; j: Interval }[] = [
      ...(pax === null ? [] : [{ pax, j: { from: 0, to: state.gaps } }]),
      ...(state.parts.get(s.id) ?? []).map((p) => ({ pax: p.pax, j: { from: p.from, to: p.to } })),
    ];
    if (on.length === 0) continue;
    if (pax !== null && on.length > 1) out.push(`berth ${s.coach}/${s.number} whole and in parts`);
    if (perGap(on.map((o) => o.j)) > 1)
      out.push(`inventory holds berth ${s.coach}/${s.number} twice on a gap`);
    const load = confirmed[q] ?? new Array<number>(gaps).fill(0);
    confirmed[q] = load;
    for (const o of on) {
      inventoryBerths.push({ pax: o.pax, slot: s, j: o.j });
      for (let g = o.j.from; g < o.j.to; g++) load[g] = (load[g] ?? 0) + 1;
    }
  }
  for (const [q, load] of Object.entries(confirmed)) {
    const most = Math.max(0, ...load);
    if (most > (capacity[q] ?? 0)) out.push(`quota ${q}: ${most} confirmed of ${capacity[q] ?? 0}`);
  }

  // Both sides agree: every live passenger with a berth is on the inventory
  // once, for the journey of the ticket.
  const seen = new Map<string, number>();
  const count = (pax: string, j: Interval) => {
    seen.set(pax, (seen.get(pax) ?? 0) + 1);
    const t = journeys.get(pax);
    if (t && (t.from !== j.from || t.to !== j.to))
      out.push(
        `${pax} holds stops ${j.from}–${j.to} on the inventory, ${t.from}–${t.to} on the ticket`,
      );
  };
  for (const b of inventoryBerths) count(b.pax, b.j);
  for (const e of state.rac) count(e.pax, e);
  for (const l of ALLOC_LISTS) for (const e of state.wl[l]) count(e.pax, e);
  const onRac = new Map<number, Interval[]>();
  for (const e of state.rac) onRac.set(e.slot, [...(onRac.get(e.slot) ?? []), e]);
  for (const [slot, on] of onRac)
    if (perGap(on) > 2) out.push(`RAC slot ${slot} holds ${perGap(on)} on a gap`);
  const expected = new Set(live.filter((p) => !p.noBerth).map((p) => paxKey(p.pnr, p.n)));
  for (const pax of expected) {
    const n = seen.get(pax) ?? 0;
    if (n !== 1) out.push(`passenger ${pax} is on the inventory ${n} times`);
  }
  // Other travellers (`~…`, ADR 019) have no tickets.
  for (const pax of seen.keys())
    if (!expected.has(pax) && !isDemandKey(pax))
      out.push(`inventory holds ${pax}, who is not booked`);
  // The tickets' berths are the inventory's berths.
  for (const { pax, slot: s } of inventoryBerths) {
    if (isDemandKey(pax)) continue;
    const who = holders.get(`${s.coach}/${s.number}`) ?? [];
    if (!who.some((w) => w.pax === pax))
      out.push(`berth ${s.coach}/${s.number} is ${pax}'s but no ticket says so`);
  }
  return out;
}
