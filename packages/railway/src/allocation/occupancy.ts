import type { ClassCode } from "@safar/contracts/code-tables";
import type { BerthType, ClassLayout, InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { WaitlistList } from "../inventory/status-text.ts";

/**
 * The occupancy of one (train run, class): a plain value the booking core
 * loads from one database row under a row lock, passes to `allocate` /
 * `cancel` / `chart`, and writes back in the same transaction. Functions never
 * mutate a state they are given; they return a new one.
 *
 * Berths are sold per segment (ADR 019): a journey holds the stop gaps
 * [from, to) of the run, stop indexes of the train's timetable (gap g lies
 * between stop g and g + 1; the whole run is [0, gaps)). A berth is free for
 * a journey when nobody holds any of its gaps.
 *
 * - `occ[slot]`: the passenger holding a confirmed berth for the whole run
 *   (slot = index in `classSlots(layout, class).slots`), or null. RAC side
 *   lowers are never held here — they are sold only as RAC.
 * - `parts`: the passengers holding a berth for part of the run, per slot, in
 *   stop order and never overlapping; only on slots whose `occ` is null. A
 *   run booked only end to end has none, and behaves and costs as before
 *   segments.
 * - `rac`: the RAC list in order (RAC position = index + 1), each with the
 *   RAC side lower it shares (at most two on any gap).
 * - `wl`: the waitlists, in order (position = index + 1), each entry with
 *   its journey. Two lists are kept
 *   (our choice; facts.md gives no LD/SS/HP waitlist prefixes):
 *   "GN" for bookings under GN, LD, SS and HP (overflow of the reserved
 *   quotas joins the general RAC and waitlist, printed GNWL), and "TQ" (TQWL,
 *   no RAC, facts.md §3.1). PT has no RAC or waitlist (facts.md §2).
 * - `released[slot]`: 1 once a reserved-quota berth (LD, SS, HP, TQ, PT) has
 *   been released to the general pool at charting (facts.md §2 "unused
 *   LD/SS/HP quota is released to GN near charting"; §3.3 unused Tatkal berths
 *   go to RAC/WL at charting).
 * - `free`: berths free on every gap per effective quota, a cache kept in
 *   step with `occ` and `parts` so a full class answers in O(1) (recomputed
 *   by `fromRow`). A journey may also fit a berth held for another part of
 *   the run (`journeyFree` in allocate.ts).
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

/** Stop gaps [from, to) of the run a passenger travels: from the boarding stop's index to the alighting stop's. */
export interface Interval {
  from: number;
  to: number;
}

/** A confirmed passenger holding a berth for part of the run. */
export interface Part extends Interval {
  pax: PaxKey;
  quota: BookingQuota;
}

export interface RacEntry extends Interval {
  pax: PaxKey;
  quota: BookingQuota;
  /** The RAC side-lower slot shared. */
  slot: number;
}

export interface WlEntry extends Interval {
  pax: PaxKey;
  quota: BookingQuota;
}

export type AllocList = Extract<WaitlistList, "GN" | "TQ">;
export const ALLOC_LISTS: readonly AllocList[] = ["GN", "TQ"];

export interface Occupancy {
  classCode: ClassCode;
  /** Stop gaps of the run (its stops less one): the whole run is [0, gaps). */
  gaps: number;
  occ: (PaxKey | null)[];
  /** Booking quota of each confirmed passenger (parallel to `occ`). */
  occQuota: (BookingQuota | null)[];
  /** Holders of part of the run, per slot (lists are replaced, never changed in place). */
  parts: Map<number, readonly Part[]>;
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
    if (s.rac || state.occ[s.id] !== null || state.parts.has(s.id)) continue;
    free[state.released[s.id] ? "GN" : s.quota]++;
  }
  return free;
}

/** Stop gaps of a layout's run: the whole run is [0, gapsOf(layout)). */
export const gapsOf = (layout: RunLayout): number => layout.stops - 1;

// ── Segments ─────────────────────────────────────────────────────────────────

/** Whether [a.from, a.to) and [b.from, b.to) share a gap. */
export const overlaps = (a: Interval, b: Interval): boolean => a.from < b.to && b.from < a.to;

/** Whether an interval is the whole run of a state. */
export const isWholeRun = (state: Pick<Occupancy, "gaps">, j: Interval): boolean =>
  j.from <= 0 && j.to >= state.gaps;

/** Whether a journey fits beside a berth's part-run holders (sorted by `from`). */
export function fitsBeside(parts: readonly Interval[] | undefined, j: Interval): boolean {
  if (parts === undefined) return true;
  for (const p of parts) {
    if (p.from >= j.to) return true;
    if (p.to > j.from) return false;
  }
  return true;
}

/** Whether a (non-RAC) berth is free on every gap of a journey. */
export function berthFreeFor(state: Occupancy, slot: number, j: Interval): boolean {
  return state.occ[slot] === null && fitsBeside(state.parts.get(slot), j);
}

/** `parts` with `p` added in stop order (a new list). */
export function withPart(parts: readonly Part[] | undefined, p: Part): Part[] {
  if (parts === undefined) return [p];
  const out = parts.slice();
  let i = out.length;
  while (i > 0 && (out[i - 1] as Part).from > p.from) i--;
  out.splice(i, 0, p);
  return out;
}

/** A journey checked against the run: the whole run when not given. */
export function journeyIn(state: Pick<Occupancy, "gaps">, j?: Partial<Interval>): Interval {
  const from = j?.from ?? 0;
  const to = j?.to ?? state.gaps;
  if (
    !(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from < to && to <= state.gaps)
  )
    throw new RangeError(`journey [${from}, ${to}) is not within the run's ${state.gaps} gaps`);
  return { from, to };
}

/**
 * RAC places a side lower has left on every gap of a journey (0, 1 or 2):
 * two less the most passengers it carries on any of those gaps.
 */
export function racRoom(holders: readonly Interval[] | undefined, j: Interval): number {
  if (holders === undefined) return 2;
  let n = 0;
  for (const h of holders) if (overlaps(h, j)) n++;
  if (n < 2) return 2 - n;
  // Some gap of the journey already carries two (never more)?
  for (let a = 0; a < holders.length; a++) {
    const x = holders[a] as Interval;
    if (!overlaps(x, j)) continue;
    for (let b = a + 1; b < holders.length; b++) {
      const y = holders[b] as Interval;
      if (Math.max(x.from, y.from, j.from) < Math.min(x.to, y.to, j.to)) return 0;
    }
  }
  return 1;
}

/**
 * Who rides each RAC side lower: how many for the whole run (by slot id, a
 * count, as before segments) and, apart, those riding part of it.
 */
export interface RacUse {
  whole: Uint8Array;
  parts: Map<number, RacEntry[]>;
}

export function racUse(state: Occupancy, cs: ClassSlots): RacUse {
  const use: RacUse = { whole: new Uint8Array(cs.slots.length), parts: new Map() };
  for (const e of state.rac) addRacUse(use, state, e);
  return use;
}

export function addRacUse(use: RacUse, state: Pick<Occupancy, "gaps">, e: RacEntry): void {
  if (isWholeRun(state, e)) use.whole[e.slot] = (use.whole[e.slot] ?? 0) + 1;
  else {
    const l = use.parts.get(e.slot);
    if (l) l.push(e);
    else use.parts.set(e.slot, [e]);
  }
}

/** RAC places a side lower has left on every gap of a journey (0, 1 or 2). */
export function racRoomOf(use: RacUse, slot: number, j: Interval): number {
  const whole = use.whole[slot] ?? 0;
  const parts = use.parts.get(slot);
  if (parts === undefined) return Math.max(0, 2 - whole);
  if (whole >= 2) return 0;
  if (whole === 1) return parts.some((p) => overlaps(p, j)) ? 0 : 1;
  return racRoom(parts, j);
}

/** The RAC holders of each RAC side lower (slots without holders are absent). */
export function racHolders(state: Occupancy): Map<number, RacEntry[]> {
  const out = new Map<number, RacEntry[]>();
  for (const e of state.rac) {
    const l = out.get(e.slot);
    if (l) l.push(e);
    else out.set(e.slot, [e]);
  }
  return out;
}

export function emptyOccupancy(layout: RunLayout, classCode: ClassCode): Occupancy {
  const cs = classSlots(layout, classCode);
  const n = cs.slots.length;
  const base = {
    classCode,
    gaps: gapsOf(layout),
    occ: new Array<PaxKey | null>(n).fill(null),
    occQuota: new Array<BookingQuota | null>(n).fill(null),
    parts: new Map<number, readonly Part[]>(),
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

/** A journey in the row: absent for the whole run, else `from, to` appended to the entry. */
type Tail = [] | [number, number];

/**
 * The row form: JSON-safe (for a jsonb column), small integers only.
 * Confirmed whole-run passengers are stored sparsely as [slot, pax, quota]
 * triples; part-run ones (`part`, absent when none) as [slot, pax, quota,
 * from, to]; RAC and waitlist entries carry `from, to` only when not the
 * whole run; released slots as ids. Version 2 adds `g` (the run's stop gaps
 * when written), `part` and the journeys; a version-1 row (written before
 * segments) is the same without them, and reads as every passenger holding
 * the whole run, which never oversells.
 */
export interface OccupancyRow {
  v: 1 | 2;
  cls: ClassCode;
  /** Stop gaps of the run when the row was written (version 2). */
  g?: number;
  cnf: [number, PaxKey, BookingQuota][];
  part?: [number, PaxKey, BookingQuota, number, number][];
  rac: [PaxKey, BookingQuota, number, ...Tail][];
  wl: Record<AllocList, [PaxKey, BookingQuota, ...Tail][]>;
  rel: number[];
  charted: boolean;
  /** Issued numbers (RAC, GN, TQ); absent in rows written before it existed. */
  iss?: [number, number, number];
}

export function toRow(state: Occupancy): OccupancyRow {
  const tail = (j: Interval): Tail => (isWholeRun(state, j) ? [] : [j.from, j.to]);
  const cnf: [number, PaxKey, BookingQuota][] = [];
  state.occ.forEach((p, i) => {
    if (p !== null) cnf.push([i, p, state.occQuota[i] as BookingQuota]);
  });
  const part: [number, PaxKey, BookingQuota, number, number][] = [];
  for (const [i, ps] of state.parts)
    for (const p of ps) part.push([i, p.pax, p.quota, p.from, p.to]);
  part.sort((a, b) => a[0] - b[0] || a[3] - b[3]);
  const rel: number[] = [];
  state.released.forEach((r, i) => {
    if (r) rel.push(i);
  });
  return {
    v: 2,
    cls: state.classCode,
    g: state.gaps,
    cnf,
    ...(part.length > 0 ? { part } : {}),
    rac: state.rac.map((r) => [r.pax, r.quota, r.slot, ...tail(r)]),
    wl: {
      GN: state.wl.GN.map((w) => [w.pax, w.quota, ...tail(w)]),
      TQ: state.wl.TQ.map((w) => [w.pax, w.quota, ...tail(w)]),
    },
    rel,
    charted: state.charted,
    iss: [state.issued.RAC, state.issued.GN, state.issued.TQ],
  };
}

export type FromRowResult =
  | { ok: true; state: Occupancy }
  | {
      ok: false;
      reason: "bad_version" | "wrong_class" | "bad_slot" | "bad_journey" | "stops_changed";
    };

/**
 * The state of a row. A row whose journeys were written for another number
 * of stops (the train's timetable changed under it) is refused
 * (`stops_changed`) rather than read with indexes that now name other
 * stations; one with whole-run passengers only reads as it is.
 */
export function fromRow(row: OccupancyRow, layout: RunLayout): FromRowResult {
  if (row.v !== 1 && row.v !== 2) return { ok: false, reason: "bad_version" };
  if (!layout.classes.some((c) => c.classCode === row.cls))
    return { ok: false, reason: "wrong_class" };
  const cs = classSlots(layout, row.cls);
  const n = cs.slots.length;
  const gaps = gapsOf(layout);
  const journeys = row.part?.length ?? 0;
  const withTail =
    journeys > 0 ||
    row.rac.some((e) => e.length > 3) ||
    row.wl.GN.some((e) => e.length > 2) ||
    row.wl.TQ.some((e) => e.length > 2);
  if (withTail && row.g !== gaps) return { ok: false, reason: "stops_changed" };
  const occ = new Array<PaxKey | null>(n).fill(null);
  const occQuota = new Array<BookingQuota | null>(n).fill(null);
  const released = new Array<0 | 1>(n).fill(0);
  for (const [i, p, q] of row.cnf) {
    if (!(i >= 0 && i < n) || cs.slots[i]?.rac || occ[i] !== null)
      return { ok: false, reason: "bad_slot" };
    occ[i] = p;
    occQuota[i] = q;
  }
  const sound = (from: number | undefined, to: number | undefined): Interval | null => {
    if (from === undefined || to === undefined) return { from: 0, to: gaps };
    return Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from < to && to <= gaps
      ? { from, to }
      : null;
  };
  const parts = new Map<number, readonly Part[]>();
  for (const [i, pax, quota, from, to] of row.part ?? []) {
    if (!(i >= 0 && i < n) || cs.slots[i]?.rac || occ[i] !== null)
      return { ok: false, reason: "bad_slot" };
    const j = sound(from, to);
    if (!j) return { ok: false, reason: "bad_journey" };
    const had = parts.get(i);
    if (!fitsBeside(had, j)) return { ok: false, reason: "bad_slot" };
    parts.set(i, withPart(had, { pax, quota, ...j }));
  }
  for (const i of row.rel) {
    if (!(i >= 0 && i < n)) return { ok: false, reason: "bad_slot" };
    released[i] = 1;
  }
  const rac: RacEntry[] = [];
  for (const [pax, quota, slot, from, to] of row.rac) {
    if (!cs.slots[slot]?.rac) return { ok: false, reason: "bad_slot" };
    const j = sound(from, to);
    if (!j) return { ok: false, reason: "bad_journey" };
    rac.push({ pax, quota, slot, ...j });
  }
  const wl = { GN: [] as WlEntry[], TQ: [] as WlEntry[] };
  for (const list of ALLOC_LISTS)
    for (const [pax, quota, from, to] of row.wl[list]) {
      const j = sound(from, to);
      if (!j) return { ok: false, reason: "bad_journey" };
      wl[list].push({ pax, quota, ...j });
    }
  const base = {
    classCode: row.cls,
    gaps,
    occ,
    occQuota,
    parts,
    rac,
    wl,
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
  for (const [slot, ps] of state.parts)
    if (ps.some((p) => p.pax === pax)) return { kind: "confirmed", slot: cs.slots[slot] as Slot };
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

/** A copy whose arrays may be changed freely (the given state is left as it was). */
export function cloneOccupancy(state: Occupancy): Occupancy {
  return {
    classCode: state.classCode,
    gaps: state.gaps,
    occ: state.occ.slice(),
    occQuota: state.occQuota.slice(),
    parts: new Map(state.parts),
    rac: state.rac.slice(),
    wl: { GN: state.wl.GN.slice(), TQ: state.wl.TQ.slice() },
    released: state.released.slice(),
    charted: state.charted,
    free: { ...state.free },
    issued: { ...state.issued },
  };
}
