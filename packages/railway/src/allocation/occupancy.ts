import type { ClassCode } from "@safar/contracts/code-tables";
import type { BerthType, ClassLayout, InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { WaitlistList } from "../inventory/status-text.ts";

/**
 * The occupancy of one (train run, class): a plain value the booking core
 * loads from one database row under a row lock, passes to `allocate` /
 * `cancel` / `chart`, and writes back in the same transaction. Functions never
 * mutate a state they are given; they return a new one.
 *
 * - `occ[slot]`: the passenger holding a confirmed berth (slot = index in
 *   `classSlots(layout, class).slots`), or null. RAC side lowers are never
 *   held here — they are sold only as RAC.
 * - `rac`: the RAC list in order (RAC position = index + 1), each with the
 *   RAC side lower it shares (at most two per berth).
 * - `wl`: the waitlists, in order (position = index + 1). Two lists are kept
 *   (our choice; facts.md gives no LD/SS/HP waitlist prefixes):
 *   "GN" for bookings under GN, LD, SS and HP (overflow of the reserved
 *   quotas joins the general RAC and waitlist, printed GNWL), and "TQ" (TQWL,
 *   no RAC, facts.md §3.1). PT has no RAC or waitlist (facts.md §2).
 * - `released[slot]`: 1 once a reserved-quota berth (LD, SS, HP, TQ, PT) has
 *   been released to the general pool at charting (facts.md §2 "unused
 *   LD/SS/HP quota is released to GN near charting"; §3.3 unused Tatkal berths
 *   go to RAC/WL at charting).
 * - `free`: free confirmable berths per effective quota, a cache kept in step
 *   with `occ` so a full class answers in O(1) (recomputed by `fromRow`).
 *
 * Positions are array indexes, so every list is unique and gapless by
 * construction: removing an entry renumbers everyone behind it.
 */

/** `${pnr}/${n}`: passenger n (from 1) of a PNR. */
export type PaxKey = string;

export const paxKey = (pnr: string, n: number): PaxKey => `${pnr}/${n}`;
export function splitPaxKey(key: PaxKey): { pnr: string; n: number } {
  const i = key.lastIndexOf("/");
  return { pnr: key.slice(0, i), n: Number(key.slice(i + 1)) };
}

/** The quota a passenger booked under. */
export type BookingQuota = InventoryQuota;

export interface RacEntry {
  pax: PaxKey;
  quota: BookingQuota;
  /** The RAC side-lower slot shared. */
  slot: number;
}

export interface WlEntry {
  pax: PaxKey;
  quota: BookingQuota;
}

export type AllocList = Extract<WaitlistList, "GN" | "TQ">;
export const ALLOC_LISTS: readonly AllocList[] = ["GN", "TQ"];

export interface Occupancy {
  classCode: ClassCode;
  occ: (PaxKey | null)[];
  /** Booking quota of each confirmed passenger (parallel to `occ`). */
  occQuota: (BookingQuota | null)[];
  rac: RacEntry[];
  wl: Record<AllocList, WlEntry[]>;
  released: (0 | 1)[];
  charted: boolean;
  free: Record<InventoryQuota, number>;
  /**
   * Numbers issued so far on the RAC list and each waitlist (never decreasing):
   * a booking's status is printed with the number it was issued (`GNWL 41`)
   * while its current place is the index in the list (`WL 21`), as the
   * railway prints `GNWL41/WL21`.
   */
  issued: Issued;
}

export interface Issued {
  RAC: number;
  GN: number;
  TQ: number;
}

/** One berth of a class, flattened for the allocator. */
export interface Slot {
  id: number;
  coach: string;
  coachIndex: number;
  number: number;
  type: BerthType;
  bay: number;
  quota: InventoryQuota;
  rac: boolean;
}

export interface ClassSlots {
  layout: ClassLayout;
  slots: Slot[];
  /** Slot ids per coach, in rake order. */
  coaches: { coach: string; ids: number[] }[];
  racSlots: number[];
  byRef: Map<string, number>;
}

const cache = new WeakMap<RunLayout, Map<ClassCode, ClassSlots>>();

/** The flattened berths of one class of a layout (memoised per layout object). */
export function classSlots(layout: RunLayout, classCode: ClassCode): ClassSlots {
  let perLayout = cache.get(layout);
  if (!perLayout) {
    perLayout = new Map();
    cache.set(layout, perLayout);
  }
  const hit = perLayout.get(classCode);
  if (hit) return hit;
  const cls = layout.classes.find((c) => c.classCode === classCode);
  if (!cls) throw new Error(`class ${classCode} not in layout of ${layout.train}`);
  const slots: Slot[] = [];
  const coaches: { coach: string; ids: number[] }[] = [];
  const racSlots: number[] = [];
  const byRef = new Map<string, number>();
  for (const c of layout.coaches) {
    if (c.classCode !== classCode) continue;
    const ids: number[] = [];
    for (const b of c.berths) {
      const id = slots.length;
      slots.push({ id, coach: c.coach, coachIndex: c.index, ...b });
      byRef.set(`${c.coach}/${b.number}`, id);
      if (b.rac) racSlots.push(id);
      else ids.push(id);
    }
    coaches.push({ coach: c.coach, ids });
  }
  const made: ClassSlots = { layout: cls, slots, coaches, racSlots, byRef };
  perLayout.set(classCode, made);
  return made;
}

/** The quota a berth sells under now: its layout quota, or GN once released at charting. */
export function effectiveQuota(state: Occupancy, slot: Slot): InventoryQuota {
  return state.released[slot.id] ? "GN" : slot.quota;
}

function countFree(state: Omit<Occupancy, "free">, cs: ClassSlots): Record<InventoryQuota, number> {
  const free: Record<InventoryQuota, number> = { GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0 };
  for (const s of cs.slots) {
    if (s.rac || state.occ[s.id] !== null) continue;
    free[state.released[s.id] ? "GN" : s.quota]++;
  }
  return free;
}

export function emptyOccupancy(layout: RunLayout, classCode: ClassCode): Occupancy {
  const cs = classSlots(layout, classCode);
  const n = cs.slots.length;
  const base = {
    classCode,
    occ: new Array<PaxKey | null>(n).fill(null),
    occQuota: new Array<BookingQuota | null>(n).fill(null),
    rac: [],
    wl: { GN: [], TQ: [] },
    released: new Array<0 | 1>(n).fill(0),
    charted: false,
    issued: { RAC: 0, GN: 0, TQ: 0 },
  };
  return { ...base, free: countFree(base, cs) };
}

/** The waitlist a booking quota overflows into, or null (PT: no RAC/WL). */
export function listOf(quota: BookingQuota): AllocList | null {
  if (quota === "PT") return null;
  return quota === "TQ" ? "TQ" : "GN";
}

/** Waitlist cap of a list: GN pools the caps of GN, LD, SS and HP (chosen, see above). */
export function waitlistCap(cls: ClassLayout, list: AllocList): number {
  const c = cls.waitlistCap;
  return list === "TQ" ? c.TQ : c.GN + c.LD + c.SS + c.HP;
}

// ── Serialisation ────────────────────────────────────────────────────────────

/**
 * The row form: JSON-safe (for a jsonb column). Confirmed passengers are
 * stored sparsely as [slot, pax, quota] triples; released slots as ids.
 */
export interface OccupancyRow {
  v: 1;
  cls: ClassCode;
  cnf: [number, PaxKey, BookingQuota][];
  rac: [PaxKey, BookingQuota, number][];
  wl: Record<AllocList, [PaxKey, BookingQuota][]>;
  rel: number[];
  charted: boolean;
  /** Issued numbers (RAC, GN, TQ); absent in rows written before it existed. */
  iss?: [number, number, number];
}

export function toRow(state: Occupancy): OccupancyRow {
  const cnf: [number, PaxKey, BookingQuota][] = [];
  state.occ.forEach((p, i) => {
    if (p !== null) cnf.push([i, p, state.occQuota[i] as BookingQuota]);
  });
  const rel: number[] = [];
  state.released.forEach((r, i) => {
    if (r) rel.push(i);
  });
  return {
    v: 1,
    cls: state.classCode,
    cnf,
    rac: state.rac.map((r) => [r.pax, r.quota, r.slot]),
    wl: {
      GN: state.wl.GN.map((w) => [w.pax, w.quota]),
      TQ: state.wl.TQ.map((w) => [w.pax, w.quota]),
    },
    rel,
    charted: state.charted,
    iss: [state.issued.RAC, state.issued.GN, state.issued.TQ],
  };
}

export type FromRowResult =
  | { ok: true; state: Occupancy }
  | { ok: false; reason: "bad_version" | "wrong_class" | "bad_slot" };

export function fromRow(row: OccupancyRow, layout: RunLayout): FromRowResult {
  if (row.v !== 1) return { ok: false, reason: "bad_version" };
  if (!layout.classes.some((c) => c.classCode === row.cls))
    return { ok: false, reason: "wrong_class" };
  const cs = classSlots(layout, row.cls);
  const n = cs.slots.length;
  const occ = new Array<PaxKey | null>(n).fill(null);
  const occQuota = new Array<BookingQuota | null>(n).fill(null);
  const released = new Array<0 | 1>(n).fill(0);
  for (const [i, p, q] of row.cnf) {
    if (!(i >= 0 && i < n) || cs.slots[i]?.rac) return { ok: false, reason: "bad_slot" };
    occ[i] = p;
    occQuota[i] = q;
  }
  for (const i of row.rel) {
    if (!(i >= 0 && i < n)) return { ok: false, reason: "bad_slot" };
    released[i] = 1;
  }
  for (const [, , s] of row.rac) if (!cs.slots[s]?.rac) return { ok: false, reason: "bad_slot" };
  const base = {
    classCode: row.cls,
    occ,
    occQuota,
    rac: row.rac.map(([pax, quota, slot]) => ({ pax, quota, slot })),
    wl: {
      GN: row.wl.GN.map(([pax, quota]) => ({ pax, quota })),
      TQ: row.wl.TQ.map(([pax, quota]) => ({ pax, quota })),
    },
    released,
    charted: row.charted,
    issued: {
      RAC: Math.max(row.iss?.[0] ?? 0, row.rac.length),
      GN: Math.max(row.iss?.[1] ?? 0, row.wl.GN.length),
      TQ: Math.max(row.iss?.[2] ?? 0, row.wl.TQ.length),
    },
  };
  return { ok: true, state: { ...base, free: countFree(base, cs) } };
}

// ── Where is a passenger now ────────────────────────────────────────────────

export type Whereabouts =
  | { kind: "confirmed"; slot: Slot }
  | { kind: "rac"; position: number; slot: Slot }
  | { kind: "waitlist"; list: AllocList; position: number }
  | { kind: "absent" };

/** A passenger's current place (O(size of the state); for status pages, not hot paths). */
export function whereIs(state: Occupancy, layout: RunLayout, pax: PaxKey): Whereabouts {
  const cs = classSlots(layout, state.classCode);
  const i = state.occ.indexOf(pax);
  if (i >= 0) return { kind: "confirmed", slot: cs.slots[i] as Slot };
  const r = state.rac.findIndex((e) => e.pax === pax);
  if (r >= 0)
    return {
      kind: "rac",
      position: r + 1,
      slot: cs.slots[(state.rac[r] as RacEntry).slot] as Slot,
    };
  for (const list of ALLOC_LISTS) {
    const w = state.wl[list].findIndex((e) => e.pax === pax);
    if (w >= 0) return { kind: "waitlist", list, position: w + 1 };
  }
  return { kind: "absent" };
}

/** Occupants per RAC slot (0, 1 or 2). */
export function racLoad(state: Occupancy, cs: ClassSlots): Map<number, number> {
  const load = new Map<number, number>();
  for (const s of cs.racSlots) load.set(s, 0);
  for (const r of state.rac) load.set(r.slot, (load.get(r.slot) ?? 0) + 1);
  return load;
}

/** A copy whose arrays may be changed freely (the given state is left as it was). */
export function cloneOccupancy(state: Occupancy): Occupancy {
  return {
    classCode: state.classCode,
    occ: state.occ.slice(),
    occQuota: state.occQuota.slice(),
    rac: state.rac.slice(),
    wl: { GN: state.wl.GN.slice(), TQ: state.wl.TQ.slice() },
    released: state.released.slice(),
    charted: state.charted,
    free: { ...state.free },
    issued: { ...state.issued },
  };
}
