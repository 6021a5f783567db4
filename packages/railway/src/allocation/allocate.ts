import type { BerthCode, BoardingChangePreference, Gender } from "@safar/contracts/code-tables";
import type { BerthQuota, InventoryQuota, RunLayout } from "../inventory/layout.ts";
import type { PassengerStatus } from "../inventory/status-text.ts";
import { DEFAULT_PASSENGER_CONFIG } from "../rules/passengers.ts";
import {
  type AllocList,
  addFree,
  berthFreeFor,
  type ClassSlots,
  classSlots,
  effectiveQuota,
  freeOf,
  type Interval,
  isWholeRun,
  journeyIn,
  listFor,
  listOf,
  type Occupancy,
  type PaxKey,
  paxKey,
  poolOfList,
  racRoomOf,
  racUse,
  type Slot,
  waitlistCap,
  withPart,
} from "./occupancy.ts";

/**
 * Berth allocation for one PNR (issue 4 §4), a pure function of the class
 * occupancy, the run layout and the request. The request is assumed to have
 * passed the booking rules (`rules/`: passenger counts, LD/SS eligibility,
 * Tatkal windows); this module only places people.
 *
 * Order of filling (facts.md §3): confirmed berths of the booking quota, then
 * RAC (two per earmarked side lower, GNWL journeys only — TQWL and RSWL
 * have no RAC, facts.md §3.1; RL, PQ and RQ none, chosen), then the list's
 * waitlist up to its cap (facts.md §3.2), else REGRET for the whole PNR (a
 * PNR is never part-booked). PT has no RAC or waitlist.
 *
 * Quotas and lists (ADR 019 point 2): the list is the journey's (`listFor`:
 * its boarding and alighting stops under the train's quota plan, GNWL,
 * RLWL, PQWL, RSWL or RQWL; TQWL for Tatkal), and the berths those of the
 * list's pool (`poolsFor`): an intermediate station's journey never takes a
 * GN berth, nor an end-to-end one an RL or PQ berth.
 *
 * Choices where facts.md is silent:
 * - When only some berths are free, passengers get them in the order given
 *   (passenger 1 first); the rest go RAC, then waitlist.
 * - Hard options ("book only if confirmed", "all in one coach", the two
 *   lower-berth options — spec §3 boarding-change preference codes 2 and 3)
 *   judge the berths confirmed at booking. A party that gets no berth at all
 *   (all RAC/WL) is accepted under "all in one coach" and the lower-berth
 *   options; one that would be split between CNF and RAC/WL is refused under
 *   "all in one coach". In a seat class (no lower berths) the lower-berth
 *   options cannot be met and are refused.
 * - "two lower berths" asks for min(2, passengers needing a berth).
 * - The coach preference is soft: the coach is used when the party fits (with
 *   any lower berths asked for), otherwise the allocator goes on as without it.
 * - Senior citizens are men 60+ and women 45+ (`DEFAULT_PASSENGER_CONFIG`,
 *   facts.md §7 "senior lower-berth auto allotment men 60+, women 45+"; the
 *   older concession ages 60/58 can be passed in `config`). Seniors, then
 *   women, are offered lower berths first even without a preference.
 * - After charting (current booking) only confirmed berths are issued
 *   (facts.md §3.4), from the general pool whatever the quota.
 * - 1A berths are allotted at booking too; the caller may print plain "CNF"
 *   until the chart (facts.md §3.1).
 *
 * Segments (ADR 019): a request travels stop gaps [from, to) of the run (the
 * whole run when not given). A berth is free for it when nobody holds any of
 * those gaps, a RAC side lower when no gap carries two; a berth already sold
 * for another part of the run is preferred (one sold up to the boarding
 * stop, or from the alighting stop, first), which keeps whole berths for long
 * journeys. A whole-run request finds exactly the berths it found before
 * segments.
 */

export interface AllocPassenger {
  age: number;
  gender?: Gender;
  /** False: no berth (a child booked without berth, or an infant). Default true. */
  berth?: boolean;
  /** LB, MB, UB, SL, SM, SU, WS, NB (no berth) or NP (no preference, default). */
  preference?: BerthCode;
}

export interface AllocRequest {
  pnr: string;
  quota: InventoryQuota;
  passengers: readonly AllocPassenger[];
  bookOnlyIfConfirmed?: boolean;
  allInOneCoach?: boolean;
  /** Spec §3 boarding-change preference: atLeastOneLowerBerth (2) or twoLowerBerths (3). */
  lowerBerths?: BoardingChangePreference;
  /** Preferred coach, e.g. "B2". */
  coach?: string;
  /** Boarding stop index of the journey (default 0, the origin). */
  from?: number;
  /** Alighting stop index (default the last stop: the whole run). */
  to?: number;
}

export interface AllocConfig {
  seniorMaleAge: number;
  seniorFemaleAge: number;
  /** Under this age a passenger without a berth is an infant (not counted). */
  childAgeThreshold: number;
}

export const DEFAULT_ALLOC_CONFIG: AllocConfig = {
  seniorMaleAge: DEFAULT_PASSENGER_CONFIG.seniorMaleAge,
  seniorFemaleAge: DEFAULT_PASSENGER_CONFIG.seniorFemaleAge,
  childAgeThreshold: DEFAULT_PASSENGER_CONFIG.childAgeThreshold,
};

export interface Allotted {
  /** Passenger number on the PNR, from 1 (infants included). */
  n: number;
  pax: PaxKey;
  status: PassengerStatus;
  /** An infant: listed, no berth, not counted. */
  infant: boolean;
}

export type AllocRefusal =
  | "no_passengers"
  | "not_all_confirmed"
  | "not_in_one_coach"
  | "lower_berth_unavailable"
  | "regret";

export type AllocResult =
  | { ok: true; state: Occupancy; passengers: Allotted[] }
  | { ok: false; reason: AllocRefusal };

const needsBerth = (p: AllocPassenger) => p.berth !== false && p.preference !== "NB";

export function isSenior(p: AllocPassenger, config: AllocConfig = DEFAULT_ALLOC_CONFIG): boolean {
  if (p.gender === "Female") return p.age >= config.seniorFemaleAge;
  return p.age >= config.seniorMaleAge;
}

/** 2 senior, 1 woman, 0 others: who is offered a lower berth first. */
function lowerPriority(p: AllocPassenger, config: AllocConfig): number {
  if (isSenior(p, config)) return 2;
  return p.gender === "Female" ? 1 : 0;
}

function lowerBerthsWanted(request: AllocRequest, k: number): number {
  if (request.lowerBerths === "twoLowerBerths") return Math.min(2, k);
  if (request.lowerBerths === "atLeastOneLowerBerth") return Math.min(1, k);
  return 0;
}

interface CoachFree {
  coach: string;
  ids: number[];
  lower: number;
}

/**
 * Berths of `pools` free on every gap of a journey: those free for the whole
 * run (`state.free`, O(1)) and those held only for other parts of the run.
 */
export function journeyFree(
  state: Occupancy,
  layout: RunLayout,
  pools: readonly BerthQuota[],
  j: Interval,
): number {
  let n = 0;
  for (const q of pools) n += freeOf(state.free, q);
  if (state.parts.size === 0 || isWholeRun(state, j)) return n;
  const cs = classSlots(layout, state.classCode);
  for (const id of state.parts.keys())
    if (pools.includes(effectiveQuota(state, cs.slots[id] as Slot)) && berthFreeFor(state, id, j))
      n++;
  return n;
}

/** Free confirmable berths of `pool` per coach for a journey, in rake order. O(class capacity). */
function freeByCoach(
  state: Occupancy,
  cs: ClassSlots,
  pools: readonly BerthQuota[],
  j: Interval,
): CoachFree[] {
  const segments = state.parts.size > 0;
  const out: CoachFree[] = [];
  for (const c of cs.coaches) {
    const ids: number[] = [];
    let lower = 0;
    for (const id of c.ids) {
      if (state.occ[id] !== null || (segments && !berthFreeFor(state, id, j))) continue;
      const s = cs.slots[id] as Slot;
      if (!pools.includes(effectiveQuota(state, s))) continue;
      ids.push(id);
      if (s.type === "LB") lower++;
    }
    if (ids.length > 0) out.push({ coach: c.coach, ids, lower });
  }
  return out;
}

/** The candidate berths for `c` passengers, or a refusal. */
function choosePool(
  coaches: CoachFree[],
  c: number,
  m: number,
  request: AllocRequest,
): number[] | AllocRefusal {
  const ordered = request.coach
    ? [
        ...coaches.filter((x) => x.coach === request.coach),
        ...coaches.filter((x) => x.coach !== request.coach),
      ]
    : coaches;
  const single = ordered.find((x) => x.ids.length >= c && x.lower >= m);
  if (single) return single.ids;
  if (request.allInOneCoach) {
    return ordered.some((x) => x.ids.length >= c) ? "lower_berth_unavailable" : "not_in_one_coach";
  }
  // Split across coaches: fullest coaches first (fewest coaches used), keeping
  // the preferred coach first; then add coaches until enough lower berths.
  const preferred = request.coach ? ordered.filter((x) => x.coach === request.coach) : [];
  const others = ordered
    .filter((x) => !preferred.includes(x))
    .sort((a, b) => b.ids.length - a.ids.length);
  const byFree = [...preferred, ...others];
  const ids: number[] = [];
  let lower = 0;
  for (const x of byFree) {
    if (ids.length >= c && lower >= m) break;
    ids.push(...x.ids);
    lower += x.lower;
  }
  if (lower < m) return "lower_berth_unavailable";
  return ids;
}

/**
 * What a berth held for other parts of the run is worth to a journey: 40
 * when a holder alights where it boards or boards where it alights (the
 * berth is sold again for the rest of the run), 20 otherwise, 0 for a berth
 * free on the whole run.
 */
function fitBonus(state: Occupancy, id: number, j: Interval): number {
  const parts = state.parts.get(id);
  if (parts === undefined) return 0;
  return parts.some((p) => p.to === j.from || p.from === j.to) ? 40 : 20;
}

/** Assigns berths from `pool` to passengers (greedy by priority, scored by preference and closeness). */
function assign(
  state: Occupancy,
  cs: ClassSlots,
  pool: number[],
  party: { idx: number; p: AllocPassenger }[],
  m: number,
  config: AllocConfig,
  ownQuota: BerthQuota,
  j: Interval,
): Map<number, number> | null {
  const segments = state.parts.size > 0;
  const order = party
    .map((x, i) => ({ ...x, i }))
    .sort(
      (a, b) =>
        Number(b.p.preference === "LB") - Number(a.p.preference === "LB") ||
        lowerPriority(b.p, config) - lowerPriority(a.p, config) ||
        a.i - b.i,
    );
  // Party anchor: the bay with most free berths of the first coach of the pool.
  const slots = pool.map((id) => cs.slots[id] as Slot);
  const firstCoach = slots[0]?.coach;
  const bayCount = new Map<number, number>();
  for (const s of slots)
    if (s.coach === firstCoach) bayCount.set(s.bay, (bayCount.get(s.bay) ?? 0) + 1);
  let anchorBay = slots[0]?.bay ?? 1;
  let best = -1;
  for (const [bay, n] of bayCount)
    if (n > best || (n === best && bay < anchorBay)) {
      best = n;
      anchorBay = bay;
    }
  let anchorCoach = firstCoach;
  const taken = new Set<number>();
  const out = new Map<number, number>();
  let lowerLeft = m;
  for (const x of order) {
    const mustLower = lowerLeft > 0;
    let pick: Slot | null = null;
    let pickScore = -Infinity;
    for (const s of slots) {
      if (taken.has(s.id)) continue;
      if (mustLower && s.type !== "LB") continue;
      // A reserved-quota booking uses its own berths before general ones.
      let score = s.quota === ownQuota ? 1000 : 0;
      const pref = x.p.preference;
      if (pref && pref !== "NP" && pref === s.type) score += 100;
      if (s.type === "LB" && lowerPriority(x.p, config) > 0)
        score += 20 * lowerPriority(x.p, config);
      if (s.coach === anchorCoach) score += 30 - Math.min(Math.abs(s.bay - anchorBay), 10) * 3;
      if (segments) score += fitBonus(state, s.id, j);
      if (score > pickScore) {
        pickScore = score;
        pick = s;
      }
    }
    if (!pick) return null;
    if (out.size === 0) {
      anchorCoach = pick.coach;
      anchorBay = pick.bay;
    }
    taken.add(pick.id);
    out.set(x.idx, pick.id);
    if (pick.type === "LB" && lowerLeft > 0) lowerLeft--;
  }
  return lowerLeft > 0 ? null : out;
}

/**
 * RAC side lowers for `r` passengers on a journey: party pairs on berths
 * empty on all its gaps, singles on half-taken ones.
 */
function racPlaces(state: Occupancy, cs: ClassSlots, r: number, j: Interval): number[] {
  const use = racUse(state, cs);
  const empty: number[] = [];
  const half: number[] = [];
  for (const s of cs.racSlots) {
    const room = racRoomOf(use, s, j);
    if (room === 2) empty.push(s);
    else if (room === 1) half.push(s);
  }
  const out: number[] = [];
  let left = r;
  while (left > 0) {
    if (left >= 2 && empty.length > 0) {
      const s = empty.shift() as number;
      out.push(s, s);
      left -= 2;
    } else if (half.length > 0) {
      out.push(half.shift() as number);
    } else if (empty.length > 0) {
      const s = empty.shift() as number;
      out.push(s);
      half.push(s);
    } else break;
  }
  return out;
}

/** Free RAC places (halves of RAC berths) in a state, for a journey (default the whole run). */
export function racVacancies(state: Occupancy, layout: RunLayout, journey?: Interval): number {
  const cs = classSlots(layout, state.classCode);
  const j = journey ?? { from: 0, to: state.gaps };
  if (state.rac.every((e) => isWholeRun(state, e))) {
    // Every holder rides the whole run: two a side lower, less the list.
    return cs.racSlots.length * 2 - state.rac.length;
  }
  const use = racUse(state, cs);
  let n = 0;
  for (const s of cs.racSlots) n += racRoomOf(use, s, j);
  return n;
}

const POOLS = new Map<string, readonly BerthQuota[]>();
const CHARTED_POOLS: readonly BerthQuota[] = ["GN"];

/**
 * The berths a booking may take, best first: for LD, SS and HP their own
 * quota's, then the pool of the journey's list (`list`, default the quota's
 * end-to-end list: GN); for GN the list's pool (`poolOfList`: GN, RL, PQ);
 * TQ and PT their own. A reserved-quota passenger is a general passenger too
 * (chosen: they take a free berth of their journey's pool before RAC/WL, and
 * overflow into its list; facts.md §2 only says unused LD/SS/HP berths go to
 * GN at charting). After charting the general pool only.
 */
export function poolsFor(
  quota: InventoryQuota,
  charted: boolean,
  list: AllocList | null = listOf(quota),
): readonly BerthQuota[] {
  if (charted) return CHARTED_POOLS;
  const key = `${quota}|${list}`;
  let pools = POOLS.get(key);
  if (pools === undefined) {
    const pool = list === null || quota === "TQ" ? quota : poolOfList(list);
    pools = quota === "LD" || quota === "SS" || quota === "HP" ? [quota, pool] : [pool];
    POOLS.set(key, pools);
  }
  return pools;
}

export function allocate(
  state: Occupancy,
  layout: RunLayout,
  request: AllocRequest,
  config: AllocConfig = DEFAULT_ALLOC_CONFIG,
): AllocResult {
  const cs = classSlots(layout, state.classCode);
  const party: { idx: number; p: AllocPassenger }[] = [];
  request.passengers.forEach((p, idx) => {
    if (needsBerth(p)) party.push({ idx, p });
  });
  if (party.length === 0) return { ok: false, reason: "no_passengers" };
  const j = journeyIn(state, request);
  const whole = isWholeRun(state, j);
  const k = party.length;
  const list = listFor(layout, state.classCode, request.quota, j);
  const pools = poolsFor(request.quota, state.charted, list);
  const c = Math.min(k, journeyFree(state, layout, pools, j));
  const onlyConfirmed = request.bookOnlyIfConfirmed === true || state.charted;
  if (c < k && onlyConfirmed) return { ok: false, reason: "not_all_confirmed" };
  if (c > 0 && c < k && request.allInOneCoach) return { ok: false, reason: "not_in_one_coach" };

  // Places after the confirmed ones: RAC, then waitlist.
  const r = k - c;
  let racIds: number[] = [];
  let w = 0;
  if (r > 0) {
    if (list === null) return { ok: false, reason: "regret" };
    if (list === "GN") racIds = racPlaces(state, cs, r, j);
    w = r - racIds.length;
    if (w > 0 && state.wl[list].length + w > waitlistCap(cs.layout, list))
      return { ok: false, reason: "regret" };
  }

  // Confirmed berths.
  let berths = new Map<number, number>();
  if (c > 0) {
    const m = lowerBerthsWanted(request, k);
    if (m > c) return { ok: false, reason: "lower_berth_unavailable" };
    const poolIds = choosePool(freeByCoach(state, cs, pools, j), c, m, request);
    if (typeof poolIds === "string") return { ok: false, reason: poolIds };
    const got = assign(state, cs, poolIds, party.slice(0, c), m, config, pools[0] as BerthQuota, j);
    if (!got) return { ok: false, reason: "lower_berth_unavailable" };
    berths = got;
  }

  const next: Occupancy = {
    ...state,
    occ: c > 0 && whole ? state.occ.slice() : state.occ,
    occQuota: c > 0 && whole ? state.occQuota.slice() : state.occQuota,
    parts: c > 0 && !whole ? new Map(state.parts) : state.parts,
    rac: racIds.length > 0 ? state.rac.slice() : state.rac,
    wl: w > 0 && list ? { ...state.wl, [list]: state.wl[list].slice() } : state.wl,
    free: { ...state.free },
    issued: { ...state.issued },
  };
  // A berth free on every gap is free no more.
  for (const id of berths.values())
    if (!state.parts.has(id)) addFree(next.free, effectiveQuota(state, cs.slots[id] as Slot), -1);
  const out: Allotted[] = [];
  let racUsed = 0;
  request.passengers.forEach((p, idx) => {
    const n = idx + 1;
    const pax = paxKey(request.pnr, n);
    if (!needsBerth(p)) {
      out.push({ n, pax, status: { kind: "no_berth" }, infant: p.age < config.childAgeThreshold });
      return;
    }
    const berth = berths.get(idx);
    if (berth !== undefined) {
      if (whole) {
        next.occ[berth] = pax;
        next.occQuota[berth] = request.quota;
      } else
        next.parts.set(
          berth,
          withPart(next.parts.get(berth), { pax, quota: request.quota, from: j.from, to: j.to }),
        );
      const s = cs.slots[berth] as Slot;
      out.push({
        n,
        pax,
        status: { kind: "confirmed", seat: { coach: s.coach, berth: s.number, type: s.type } },
        infant: false,
      });
    } else if (racUsed < racIds.length) {
      next.rac.push({
        pax,
        quota: request.quota,
        slot: racIds[racUsed++] as number,
        from: j.from,
        to: j.to,
      });
      next.issued.RAC++;
      out.push({
        n,
        pax,
        status: { kind: "rac", position: next.issued.RAC, seat: null },
        infant: false,
      });
    } else {
      const l = list as AllocList;
      next.wl[l].push({ pax, quota: request.quota, from: j.from, to: j.to });
      next.issued[l]++;
      out.push({
        n,
        pax,
        status: { kind: "waitlist", list: l, position: next.issued[l] },
        infant: false,
      });
    }
  });
  return { ok: true, state: next, passengers: out };
}
