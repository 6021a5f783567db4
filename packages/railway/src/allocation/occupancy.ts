import type { ClassCode } from "@safar/contracts/code-tables";
import {
  type BerthQuota,
  type BerthType,
  type ClassLayout,
  type InventoryQuota,
  listOfJourney,
  type RunLayout,
} from "../inventory/layout.ts";
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
 *   its journey, one per list of facts.md §3.1: GN, RL, PQ, RS, RQ (the
 *   journey's list, `listFor`: its boarding and alighting stops under the
 *   train's quota plan) for bookings under GN, LD, SS and HP (the reserved
 *   quotas overflow into the journey's list; facts.md gives no LD/SS/HP
 *   waitlist prefixes: chosen), and TQ (TQWL, no RAC, facts.md §3.1). PT
 *   has no RAC or waitlist (facts.md §2). Only GNWL has RAC (the RAC side
 *   lowers are the general pool's): RSWL has none (facts.md §3.1), and RL,
 *   PQ, RQ none either (chosen; facts.md is silent).
 * - `released[slot]`: 1 once a reserved-quota berth (LD, SS, HP, TQ, PT, RL,
 *   PQ) has been released to the general pool at charting (facts.md §2
 *   "unused LD/SS/HP quota is released to GN near charting"; §3.3 unused
 *   Tatkal berths go to RAC/WL at charting; unused RL/PQ berths likewise,
 *   chosen).
 * - `free`: berths free on every gap per effective quota, a cache kept in
 *   step with `occ` and `parts` so a full class answers in O(1) (recomputed
 *   by `fromRow`); RL and PQ are counted only in a class that has such
 *   berths (`FreeCounts`). A journey may also fit a berth held for another part of
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

export type AllocList = WaitlistList;
export const ALLOC_LISTS: readonly AllocList[] = ["GN", "TQ", "RL", "PQ", "RS", "RQ"];
/** Lists added with the quota plan: absent from rows written before them (read as empty). */
const PLAN_LISTS = ["RL", "PQ", "RS", "RQ"] as const;

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
  free: FreeCounts;
  /**
   * Numbers issued so far on the RAC list and each waitlist (never decreasing):
   * a booking's status is printed with the number it was issued (`GNWL 41`)
   * while its current place is the index in the list (`WL 21`), as the
   * railway prints `GNWL41/WL21`.
   */
  issued: Issued;
}

export type Issued = Record<"RAC" | AllocList, number>;

/**
 * Free berths per quota: every bookable quota, and RL and PQ only where the
 * class has berths of theirs (a class without them counts as before them).
 * Read with `freeOf`, change with `addFree`.
 */
export type FreeCounts = Record<InventoryQuota, number> & Partial<Record<"RL" | "PQ", number>>;

export const freeOf = (free: Readonly<FreeCounts>, q: BerthQuota): number => free[q] ?? 0;

/** Adds `n` to the free count of `q` (mutates `free`). */
export function addFree(free: FreeCounts, q: BerthQuota, n: number): void {
  free[q] = (free[q] ?? 0) + n;
}

/** One berth of a class, flattened for the allocator. */
export interface Slot {
  id: number;
  coach: string;
  coachIndex: number;
  number: number;
  type: BerthType;
  bay: number;
  quota: BerthQuota;
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
export function effectiveQuota(state: Occupancy, slot: Slot): BerthQuota {
  return state.released[slot.id] ? "GN" : slot.quota;
}

function countFree(state: Omit<Occupancy, "free">, cs: ClassSlots): FreeCounts {
  const free: FreeCounts = { GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0 };
  if (cs.layout.quota.RL > 0) free.RL = 0;
  if (cs.layout.quota.PQ > 0) free.PQ = 0;
  for (const s of cs.slots) {
    if (s.rac || state.occ[s.id] !== null || state.parts.has(s.id)) continue;
    addFree(free, state.released[s.id] ? "GN" : s.quota, 1);
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
    wl: emptyLists(),
    released: new Array<0 | 1>(n).fill(0),
    charted: false,
    issued: { RAC: 0, GN: 0, TQ: 0, RL: 0, PQ: 0, RS: 0, RQ: 0 },
  };
  return { ...base, free: countFree(base, cs) };
}

const emptyLists = (): Record<AllocList, WlEntry[]> => ({
  GN: [],
  TQ: [],
  RL: [],
  PQ: [],
  RS: [],
  RQ: [],
});

/**
 * The waitlist a booking quota overflows into on an end-to-end journey, or
 * null (PT: no RAC/WL). `listFor` gives it for any journey.
 */
export function listOf(quota: BookingQuota): AllocList | null {
  if (quota === "PT") return null;
  return quota === "TQ" ? "TQ" : "GN";
}

/**
 * The list a booking under `quota` for journey `j` goes on (ADR 019 point
 * 2): TQ and PT their own; the others the journey's list under the train's
 * quota plan (`listOfJourney`, facts.md §3.1). Where the class has no
 * berths for that list (chosen): RL falls back to PQ, PQ and RS to GN — a
 * layout without a plan for its stops sells every journey as GN.
 */
export function listFor(
  layout: RunLayout,
  classCode: ClassCode,
  quota: BookingQuota,
  j: Interval,
): AllocList | null {
  const own = listOf(quota);
  const plan = layout.quotaPlan;
  if (own !== "GN" || plan.stops !== layout.stops) return own;
  const list = listOfJourney(plan, j.from, j.to);
  if (list === "GN" || list === "RQ") return list;
  const berths = classSlots(layout, classCode).layout.quota;
  if (list === "RL" && berths.RL > 0) return "RL";
  return berths.PQ > 0 ? (list === "RS" ? "RS" : "PQ") : "GN";
}

/**
 * The berths a list is confirmed from (chosen where facts.md is silent): GN,
 * TQ, RL and PQ their own quota's; RSWL the pooled quota's (road-side
 * journeys share the pool, behind PQWL: "poor odds", facts.md §3.1); RQWL
 * the general pool's, behind GNWL (a request the general quota answers).
 */
export function poolOfList(list: AllocList): BerthQuota {
  switch (list) {
    case "RS":
      return "PQ";
    case "RQ":
      return "GN";
    default:
      return list;
  }
}

/**
 * Waitlist cap of a list (facts.md §3.2: a share of the bookable berths):
 * GN pools the caps of GN, LD, SS and HP (their overflow joins it); TQ, RL
 * and PQ their own quota's; RS and RQ the cap of the pool they are
 * confirmed from (chosen).
 */
export function waitlistCap(cls: ClassLayout, list: AllocList): number {
  const c = cls.waitlistCap;
  switch (list) {
    case "GN":
      return c.GN + c.LD + c.SS + c.HP;
    case "TQ":
      return c.TQ;
    default:
      return c[poolOfList(list)];
  }
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
 * the whole run, which never oversells. The lists RL, PQ, RS and RQ (the
 * quota plan) are written only when not empty, and their issued numbers
 * only when one is not 0: a row written before them reads as those lists
 * empty.
 */
export interface OccupancyRow {
  v: 1 | 2;
  cls: ClassCode;
  /** Stop gaps of the run when the row was written (version 2). */
  g?: number;
  cnf: [number, PaxKey, BookingQuota][];
  part?: [number, PaxKey, BookingQuota, number, number][];
  rac: [PaxKey, BookingQuota, number, ...Tail][];
  wl: Record<"GN" | "TQ", RowWlEntry[]> &
    Partial<Record<(typeof PLAN_LISTS)[number], RowWlEntry[]>>;
  rel: number[];
  charted: boolean;
  /**
   * Issued numbers (RAC, GN, TQ, then RL, PQ, RS, RQ when any is not 0);
   * absent in rows written before it existed.
   */
  iss?: [number, number, number] | [number, number, number, number, number, number, number];
}

type RowWlEntry = [PaxKey, BookingQuota, ...Tail];

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
  const entries = (list: AllocList): RowWlEntry[] =>
    state.wl[list].map((w) => [w.pax, w.quota, ...tail(w)]);
  const wl: OccupancyRow["wl"] = { GN: entries("GN"), TQ: entries("TQ") };
  for (const l of PLAN_LISTS) if (state.wl[l].length > 0) wl[l] = entries(l);
  const { issued } = state;
  const { RAC, GN, TQ } = issued;
  return {
    v: 2,
    cls: state.classCode,
    g: state.gaps,
    cnf,
    ...(part.length > 0 ? { part } : {}),
    rac: state.rac.map((r) => [r.pax, r.quota, r.slot, ...tail(r)]),
    wl,
    rel,
    charted: state.charted,
    iss: PLAN_LISTS.some((l) => state.issued[l] > 0)
      ? [RAC, GN, TQ, issued.RL, issued.PQ, issued.RS, issued.RQ]
      : [RAC, GN, TQ],
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
  const rowList = (list: AllocList): RowWlEntry[] => row.wl[list] ?? [];
  const withTail =
    journeys > 0 ||
    row.rac.some((e) => e.length > 3) ||
    ALLOC_LISTS.some((l) => rowList(l).some((e) => e.length > 2));
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
  const wl = emptyLists();
  for (const list of ALLOC_LISTS)
    for (const [pax, quota, from, to] of rowList(list)) {
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
      GN: Math.max(row.iss?.[1] ?? 0, wl.GN.length),
      TQ: Math.max(row.iss?.[2] ?? 0, wl.TQ.length),
      RL: Math.max(row.iss?.[3] ?? 0, wl.RL.length),
      PQ: Math.max(row.iss?.[4] ?? 0, wl.PQ.length),
      RS: Math.max(row.iss?.[5] ?? 0, wl.RS.length),
      RQ: Math.max(row.iss?.[6] ?? 0, wl.RQ.length),
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
    wl: {
      GN: state.wl.GN.slice(),
      TQ: state.wl.TQ.slice(),
      RL: state.wl.RL.slice(),
      PQ: state.wl.PQ.slice(),
      RS: state.wl.RS.slice(),
      RQ: state.wl.RQ.slice(),
    },
    released: state.released.slice(),
    charted: state.charted,
    free: { ...state.free },
    issued: { ...state.issued },
  };
}
