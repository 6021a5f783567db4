import type { ClassCode } from "@safar/contracts/code-tables";
import { racVacancies } from "../allocation/allocate.ts";
import {
  ALLOC_LISTS,
  type AllocList,
  addFree,
  classSlots,
  effectiveQuota,
  emptyOccupancy,
  type FreeCounts,
  type Interval,
  isWholeRun,
  type Occupancy,
  racHolders,
  type Slot,
  waitlistCap,
} from "../allocation/occupancy.ts";
import type { BerthQuota, QuotaCounts, RunLayout } from "../inventory/layout.ts";

/**
 * The little an availability status needs from the occupancy of one
 * (train run, class): a small, JSON-safe value derived from the full
 * `Occupancy` (which holds every passenger) so the read model can cache it and
 * answer without loading the row.
 *
 * - `version`: the occupancy row's version, passed in by the caller (the
 *   booking core bumps it on every write); the cache keeps the highest.
 * - `free`: confirmable berths free on every gap of the run, per effective
 *   quota (`Occupancy.free`: reserved berths released at charting count
 *   under GN).
 * - `quotaBerths`: the berths the layout sets aside per quota (RAC berths under
 *   GN), so a quota this class never sells (PT on a train without Premium
 *   Tatkal) can be told apart from one that is sold out.
 * - `rac`: places left on the RAC side lowers (`racVacancies`), the list's
 *   length and how many RAC numbers were issued so far.
 * - `waitlists`: per list (GN, TQ, RL, PQ, RS, RQ) its length, numbers
 *   issued and cap (`waitlistCap`: GN pools the GN, LD, SS and HP caps).
 * - `segments` (ADR 019): null while every passenger holds the whole run,
 *   when `free` and `rac.vacancies` answer every journey; else the berths and
 *   RAC side lowers held for part of the run, grouped by the gaps they hold
 *   (a few patterns however many berths), so that `forJourney` answers any
 *   boarding and destination in O(patterns) without the occupancy.
 */
export interface ListSummary {
  /** People on the list now (the next one's current position is length + 1). */
  length: number;
  /** Numbers issued so far (the next one is issued + 1). */
  issued: number;
}

export interface WaitlistSummary extends ListSummary {
  cap: number;
}

/** Berths (or RAC side lowers) that share one pattern of held gaps. */
export interface HeldPattern {
  /**
   * Berths: the gaps held, as merged runs [from, to, from, to …]. RAC side
   * lowers: passengers per gap as runs [from, to, count …] (count 1 or 2).
   */
  gaps: readonly number[];
  berths: number;
}

export interface SegmentSummary {
  /** Berths held for part of the run, per effective quota. */
  held: Readonly<Partial<Record<BerthQuota, readonly HeldPattern[]>>>;
  /** Every RAC side lower, when some RAC passenger rides part of the run; else null. */
  rac: readonly HeldPattern[] | null;
}

export interface OccupancySummary {
  version: number;
  classCode: ClassCode;
  charted: boolean;
  /** Stop gaps of the run: the whole run is [0, gaps). */
  gaps: number;
  free: Readonly<FreeCounts>;
  quotaBerths: Readonly<QuotaCounts>;
  rac: Readonly<ListSummary & { vacancies: number }>;
  waitlists: Readonly<Record<AllocList, Readonly<WaitlistSummary>>>;
  segments: Readonly<SegmentSummary> | null;
}

/** Groups gap patterns (as flat number lists) with their counts. */
function grouped(patterns: Iterable<number[]>): HeldPattern[] {
  const by = new Map<string, HeldPattern>();
  for (const gaps of patterns) {
    const k = gaps.join(",");
    const had = by.get(k);
    if (had) by.set(k, { gaps: had.gaps, berths: had.berths + 1 });
    else by.set(k, { gaps, berths: 1 });
  }
  return [...by.values()];
}

/** Runs of equal load over the gaps of a side lower: [from, to, count …], count > 0. */
function loadRuns(gaps: number, holders: readonly Interval[]): number[] {
  const load = new Array<number>(gaps).fill(0);
  for (const h of holders) for (let g = h.from; g < h.to; g++) load[g] = (load[g] ?? 0) + 1;
  const out: number[] = [];
  for (let g = 0; g < gaps; ) {
    const n = load[g] ?? 0;
    let e = g + 1;
    while (e < gaps && load[e] === n) e++;
    if (n > 0) out.push(g, e, n);
    g = e;
  }
  return out;
}

function segmentsOf(state: Occupancy, layout: RunLayout): SegmentSummary | null {
  const partRac = !state.rac.every((e) => isWholeRun(state, e));
  if (state.parts.size === 0 && !partRac) return null;
  const cs = classSlots(layout, state.classCode);
  const perQuota = new Map<BerthQuota, number[][]>();
  for (const [id, parts] of state.parts) {
    const q = effectiveQuota(state, cs.slots[id] as Slot);
    const gaps: number[] = [];
    for (const p of parts) {
      // Merged: a holder alighting where the next boards continues the run.
      if (gaps.length > 0 && gaps[gaps.length - 1] === p.from) gaps[gaps.length - 1] = p.to;
      else gaps.push(p.from, p.to);
    }
    const l = perQuota.get(q) ?? [];
    l.push(gaps);
    perQuota.set(q, l);
  }
  const held: Partial<Record<BerthQuota, HeldPattern[]>> = {};
  for (const [q, l] of perQuota) held[q] = grouped(l);
  let rac: HeldPattern[] | null = null;
  if (partRac) {
    const holders = racHolders(state);
    rac = grouped(cs.racSlots.map((s) => loadRuns(state.gaps, holders.get(s) ?? [])));
  }
  return { held, rac };
}

/**
 * The summary of an occupancy: O(1) apart from the layout lookup (memoised)
 * while every passenger holds the whole run; else O(part-run holders + RAC).
 */
export function summarize(state: Occupancy, layout: RunLayout, version: number): OccupancySummary {
  const cls = classSlots(layout, state.classCode).layout;
  const waitlists = {} as Record<AllocList, WaitlistSummary>;
  for (const list of ALLOC_LISTS)
    waitlists[list] = {
      length: state.wl[list].length,
      issued: state.issued[list],
      cap: waitlistCap(cls, list),
    };
  return {
    version,
    classCode: state.classCode,
    charted: state.charted,
    gaps: state.gaps,
    free: { ...state.free },
    quotaBerths: { ...cls.quota },
    rac: {
      vacancies: racVacancies(state, layout),
      length: state.rac.length,
      issued: state.issued.RAC,
    },
    waitlists,
    segments: segmentsOf(state, layout),
  };
}

/** Whether a journey touches none of the runs [from, to, …] (stride 2 or 3). */
function clear(runs: readonly number[], stride: number, j: Interval): boolean {
  for (let i = 0; i < runs.length; i += stride)
    if ((runs[i] as number) < j.to && j.from < (runs[i + 1] as number)) return false;
  return true;
}

/** The most passengers a side lower carries on any gap of a journey. */
function mostOn(runs: readonly number[], j: Interval): number {
  let most = 0;
  for (let i = 0; i < runs.length; i += 3)
    if ((runs[i] as number) < j.to && j.from < (runs[i + 1] as number))
      most = Math.max(most, runs[i + 2] as number);
  return most;
}

/**
 * The summary as a journey [from, to) of the run sees it (stop indexes of
 * the boarding and destination stations): `free` counts the berths free on
 * each of its gaps, `rac.vacancies` the RAC places. The summary itself when
 * every passenger holds the whole run. O(patterns).
 */
export function forJourney(summary: OccupancySummary, from: number, to: number): OccupancySummary {
  const seg = summary.segments;
  if (seg === null) return summary;
  const j = { from, to };
  const free = { ...summary.free };
  for (const [q, patterns] of Object.entries(seg.held) as [BerthQuota, HeldPattern[]][])
    for (const p of patterns) if (clear(p.gaps, 2, j)) addFree(free, q, p.berths);
  const vacancies =
    seg.rac === null
      ? summary.rac.vacancies
      : seg.rac.reduce((n, p) => n + p.berths * Math.max(0, 2 - mostOn(p.gaps, j)), 0);
  return { ...summary, free, rac: { ...summary.rac, vacancies } };
}

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value))
    if (typeof v === "object" && v !== null) deepFreeze(v as object);
  return Object.freeze(value);
}

const empties = new WeakMap<RunLayout, Map<ClassCode, OccupancySummary>>();

/**
 * The summary of a run nobody has booked yet (version 0): `summarize` of
 * `emptyOccupancy`, memoised per layout object and class. The value is frozen
 * because it is shared.
 */
export function emptySummary(layout: RunLayout, classCode: ClassCode): OccupancySummary {
  let perLayout = empties.get(layout);
  if (!perLayout) {
    perLayout = new Map();
    empties.set(layout, perLayout);
  }
  const hit = perLayout.get(classCode);
  if (hit) return hit;
  const made = deepFreeze(summarize(emptyOccupancy(layout, classCode), layout, 0));
  perLayout.set(classCode, made);
  return made;
}
