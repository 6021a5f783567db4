import type { ClassCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import { ALLOC_LISTS, classSlots, paxKey, type Slot } from "../allocation/occupancy.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import { livePassengersOfRun, type RunKey } from "./reservations.repository.ts";
import type { ReservationService } from "./service.ts";

/**
 * What must hold for a run and class whatever happened (targets.md R1),
 * checked from both sides: the tickets (`railway.passengers`, each with the
 * berth it was given) and the inventory (the occupancy row).
 *
 * - no confirmed berth is held by two passengers, and no RAC side lower by more than two;
 * - confirmed passengers per quota never exceed the berths of that quota;
 * - every passenger with a berth who is still booked is on the inventory exactly
 *   once (confirmed, RAC or waitlisted) and nobody else is;
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
  if (!layout) return [`unknown train ${key.trainNumber}`];
  const [live, stored] = await Promise.all([livePassengersOfRun(q, key), service.occupancyOf(key)]);
  const cs = classSlots(layout, key.classCode as ClassCode);
  const bySeat = new Map<string, Slot>();
  for (const s of cs.slots) bySeat.set(`${s.coach}/${s.number}`, s);

  // Tickets: berths given to live passengers.
  const holders = new Map<string, string[]>();
  for (const p of live) {
    if (p.seat === null) continue;
    const list = holders.get(p.seat) ?? [];
    list.push(`${p.pnr}/${p.n}`);
    holders.set(p.seat, list);
  }
  for (const [seat, who] of holders) {
    const slot = bySeat.get(seat);
    if (!slot) out.push(`ticket berth ${seat} is not in the layout`);
    else if (!slot.rac && who.length > 1) out.push(`berth ${seat} given twice: ${who.join(", ")}`);
    else if (slot.rac && who.length > 2) out.push(`RAC berth ${seat} shared by ${who.length}`);
  }

  if (!stored) {
    if (live.some((p) => !p.noBerth)) out.push("passengers booked but no inventory row");
    return out;
  }
  const { state } = stored;
  // Inventory: confirmed per quota within the quota's berths.
  const confirmed: Record<string, number> = {};
  const capacity: Record<string, number> = {};
  for (const s of cs.slots) {
    if (s.rac) continue;
    const q: InventoryQuota = state.released[s.id] ? "GN" : s.quota;
    capacity[q] = (capacity[q] ?? 0) + 1;
    if (state.occ[s.id] !== null) confirmed[q] = (confirmed[q] ?? 0) + 1;
  }
  for (const [q, n] of Object.entries(confirmed))
    if (n > (capacity[q] ?? 0)) out.push(`quota ${q}: ${n} confirmed of ${capacity[q] ?? 0}`);

  // Both sides agree: every live passenger with a berth is on the inventory once.
  const seen = new Map<string, number>();
  const count = (pax: string) => seen.set(pax, (seen.get(pax) ?? 0) + 1);
  for (const p of state.occ) if (p !== null) count(p);
  for (const e of state.rac) count(e.pax);
  for (const l of ALLOC_LISTS) for (const e of state.wl[l]) count(e.pax);
  const racLoad = new Map<number, number>();
  for (const e of state.rac) racLoad.set(e.slot, (racLoad.get(e.slot) ?? 0) + 1);
  for (const [slot, n] of racLoad) if (n > 2) out.push(`RAC slot ${slot} holds ${n}`);
  const expected = new Set(live.filter((p) => !p.noBerth).map((p) => paxKey(p.pnr, p.n)));
  for (const pax of expected) {
    const n = seen.get(pax) ?? 0;
    if (n !== 1) out.push(`passenger ${pax} is on the inventory ${n} times`);
  }
  for (const pax of seen.keys())
    if (!expected.has(pax)) out.push(`inventory holds ${pax}, who is not booked`);
  // The tickets' berths are the inventory's berths.
  state.occ.forEach((pax, i) => {
    if (pax === null) return;
    const s = cs.slots[i] as Slot;
    const who = holders.get(`${s.coach}/${s.number}`) ?? [];
    if (!who.includes(pax))
      out.push(`berth ${s.coach}/${s.number} is ${pax}'s but no ticket says so`);
  });
  return out;
}
