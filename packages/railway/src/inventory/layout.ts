import type { ClassCode } from "@safar/contracts/code-tables";
import type { Coach, TimetabledTrain, TimetableStop, TrainType } from "../network/model.ts";
import { coachCapacity } from "../timetable/rake.ts";

/**
 * The inventory layout of one run of a train: every reservable coach of its
 * rake with each berth or seat numbered and typed, assigned to a quota, the
 * RAC berths marked, and per class the quota totals and waitlist caps. Plain
 * data, deterministic in the train (every run of a train has the same
 * layout), for a database table or an in-memory allocator.
 *
 * Berth/seat types and numbering (facts.md §1.3):
 * - SL, 3A: bays of 8 — LB, MB, UB, LB, MB, UB, SL, SU (berth 22 is UB).
 * - Garib Rath 3A: bays of 9 with a side middle — LB, MB, UB, LB, MB, UB, SL, SM, SU
 *   (81 = 9 bays; facts.md gives "9 per bay", the order of the side berths is chosen).
 * - 3E (83 berths): the 3A bay of 8, repeated; the last three (81–83) are a
 *   partial bay LB, MB, UB (chosen; facts.md only gives the count).
 * - 2A: bays of 6 — LB, UB, LB, UB, SL, SU; 52 berths = 8 bays + LB, UB, LB, UB.
 * - 1A and FC: cabins of 4 (LB, UB, LB, UB) then coupés of 2 (LB, UB), no side
 *   berths; 24 = 5 cabins + 2 coupés, 18 (FC) = 4 cabins + 1 coupé (chosen).
 *   `bay` is the cabin/coupé number.
 * - Seats, by row (`bay` is the row): CC 3+2 — WS, MS, AS, AS, WS; EC, EA and
 *   Vistadome 2+2 — WS, AS, AS, WS; 2S 3+3 — WS, MS, AS, AS, MS, WS. A last
 *   partial row takes the first types of the pattern.
 *
 * Quota set-asides (facts.md §2; every count is per coach unless said):
 * - RAC: earmarked side lowers, SL 7, 3A 4, 2A 3 (14/8/6 passengers); 3E and
 *   Garib Rath 3A as 3A (chosen). None in 1A, FC, seat classes, nor on Vande
 *   Bharat (sleeper). The LAST side lowers of the coach are taken. RAC berths
 *   belong to the general pool (quota GN) and are sold only as RAC.
 * - HP (Divyang): per train and class, 4 berths in the first coach of SL, 3A
 *   and 3E (2 LB + 2 MB, the first ones: bay 1 by the door), 4 seats (1–4)
 *   in the first coach of 2S and CC.
 * - LD (ladies): 6 berths per train, the six main berths of bay 3 of the
 *   first SL coach; on a train without SL (fully AC, Rajdhani, Duronto
 *   without SL, Garib Rath, Humsafar) of the first 3A coach. None on seat-only
 *   trains (facts.md silent: chosen).
 * - SS (lower berth / senior citizen): lower berths per coach, SL 6, 3A 4,
 *   2A 3 (Rajdhani/Duronto 3A 5, 2A 4); 3E as 3A; the first free LBs of the
 *   coach. facts.md gives ranges (SL 6–7, 3A 4–5, 2A 3–4): the low end is used.
 * - TQ (Tatkal): `tatkalShare` of each coach (default 20%, facts.md: about
 *   20% of all berths are Tatkal + Premium Tatkal, zones may go up to 30%),
 *   rounded, not in 1A; the highest-numbered free berths. PT (Premium
 *   Tatkal) is the upper half of those (the higher numbers), on trains the
 *   option `premiumTatkal` covers (default: superfast, mail/express, Duronto
 *   and Humsafar — chosen; facts.md gives no train list).
 * - RL (remote location) and PQ (pooled): berths for journeys that do not
 *   start at the origin, per the train's `QuotaPlan` (below; facts.md §2
 *   "RL/RS/PQ … see waitlist types", §3.1). facts.md gives no counts: chosen
 *   `remoteShare` (default 5%) of each coach for RL when the plan has a
 *   remote-location group, `pooledShare` (default 10%) for PQ when some
 *   journey is pooled, rounded; the highest-numbered free berths after
 *   Tatkal. None when the layout is built without the train's stops.
 * - Everything else is GN. DF, FT and HO/EQ are not set aside here (facts.md
 *   gives no counts); RS and RQ have no berths of their own (`QuotaPlan`).
 *
 * Waitlist caps (facts.md §3.2, current rule 28 Jun 2025 [X]): per class and
 * quota, 60% (AC classes) or 30% (non-AC) of that quota's berths, rounded
 * down; PT has no waitlist (facts.md §2). Earlier rules: 25% for all classes
 * (Apr 2025), or fixed per class (2013: `WAITLIST_CAPS_2013`) — pass
 * `waitlistRatio` to use another ratio. facts.md: "remote locations get
 * pre-set limits" — chosen: the same ratio of the RL berths. The cap of each
 * waitlist (GNWL, RLWL, PQWL …) is `listCap` in allocation/occupancy.ts.
 */

export type BerthType = "LB" | "MB" | "UB" | "SL" | "SM" | "SU" | "WS" | "MS" | "AS";

/** The quotas a booking may ask for. */
export const INVENTORY_QUOTAS = ["GN", "TQ", "PT", "LD", "SS", "HP"] as const;
export type InventoryQuota = (typeof INVENTORY_QUOTAS)[number];
/**
 * The quotas a berth may be set aside for: the bookable ones, and RL and PQ,
 * which nobody asks for: a journey's stops decide them (`listFor`).
 */
export const BERTH_QUOTAS = [...INVENTORY_QUOTAS, "RL", "PQ"] as const;
export type BerthQuota = (typeof BERTH_QUOTAS)[number];

export interface BerthSlot {
  number: number;
  type: BerthType;
  /** Bay (berth classes), cabin/coupé (1A, FC) or row (seats), from 1. */
  bay: number;
  quota: BerthQuota;
  /** An earmarked RAC side lower (quota GN), shared by two RAC passengers. */
  rac: boolean;
}

export interface CoachLayout {
  coach: string;
  classCode: ClassCode;
  /** Position in the rake, from 0. */
  index: number;
  capacity: number;
  berths: BerthSlot[];
}

export type QuotaCounts = Record<BerthQuota, number>;

export interface ClassLayout {
  classCode: ClassCode;
  coaches: string[];
  capacity: number;
  /** Berths per quota, RAC berths counted under GN; adds up to `capacity`. */
  quota: QuotaCounts;
  racBerths: number;
  racPassengers: number;
  waitlistCap: QuotaCounts;
}

export interface RunLayout {
  train: string;
  /**
   * Stops of the run (the train's timetable stops, origin first): a berth is
   * sold per stop gap, [board, alight) in stop indexes (ADR 019). 2 when the
   * layout was built without the stops (one gap: every journey is the run).
   */
  stops: number;
  coaches: CoachLayout[];
  classes: ClassLayout[];
  /** Which stations' journeys go on which quota and list (RL, PQ, RS, RQ). */
  quotaPlan: QuotaPlan;
}

/**
 * The quota plan of a train (ADR 019 point 2): which journeys are sold from
 * which quota and waitlisted on which list, by boarding and alighting stop
 * (facts.md §2, §3.1). Stop indexes of the train's timetable; `listOf
 * Journey` reads it.
 *
 * - GN (GNWL): from the origin or a station near it (`origin`) to the
 *   destination or a station near it (`destination`) — "end-to-end from
 *   origin (and nearby stations)" (facts.md §2 GN).
 * - RL (RLWL): boarding at a station of the remote-location group (`remote`,
 *   "intermediate major station quota", facts.md §3.1), to any stop after it.
 * - RS (RSWL): from the origin group to a road-side station (`roadSide`,
 *   facts.md §3.1 "origin to road-side station"); no RAC.
 * - PQ (PQWL): the rest of what the pooled quota serves: origin to short of
 *   the destination, intermediate to destination, intermediate to
 *   intermediate (facts.md §3.1 PQWL).
 * - RQ (RQWL): intermediate to intermediate "not covered by any quota"
 *   (facts.md §3.1): chosen, a journey not from the origin group that
 *   boards or alights at a road-side station (the pooled quota does not
 *   serve them).
 *
 * Derived from the timetable when the layout is built (`quotaPlanOf`, every
 * rule there is chosen: facts.md gives no station lists), or passed in
 * `LayoutOptions.quotaPlan`.
 */
export interface QuotaPlan {
  /** Stops of the run the plan was made for; a layout of another stop count ignores it (all GN). */
  stops: number;
  /** Boarding at stops [0, origin) is boarding at the origin. */
  origin: number;
  /** Alighting at stops [destination, stops) is alighting at the destination. */
  destination: number;
  /** Boarding stops of the remote-location group (RL), ascending. */
  remote: readonly number[];
  /** Road-side stops, ascending. */
  roadSide: readonly number[];
}

/** Journey lists a plan can decide (TQ is the Tatkal quota's, whatever the stops). */
export type JourneyList = "GN" | "RL" | "PQ" | "RS" | "RQ";

/**
 * The list a journey [from, to) (boarding and alighting stop indexes) is
 * sold under by a plan, before a class's berths are looked at (`listFor` in
 * allocation/occupancy.ts falls back to GN where a class has no berths for
 * it). O(plan stations).
 */
export function listOfJourney(plan: QuotaPlan, from: number, to: number): JourneyList {
  if (from < plan.origin) {
    if (to >= plan.destination) return "GN";
    return plan.roadSide.includes(to) ? "RS" : "PQ";
  }
  if (plan.remote.includes(from)) return "RL";
  if (plan.roadSide.includes(from) || plan.roadSide.includes(to)) return "RQ";
  return "PQ";
}

/**
 * Whether a plan sells any journey under RL / under PQ (or RS, which uses PQ
 * berths). The pooled search stops at the first such journey (usually the
 * origin to the next stop); O(stops²) only for a plan that pools nothing.
 */
export function planUses(plan: QuotaPlan): { remote: boolean; pooled: boolean } {
  const remote = plan.remote.some(
    (r) => r < plan.stops - 1 && listOfJourney(plan, r, r + 1) === "RL",
  );
  for (let from = 0; from < plan.stops - 1; from++)
    for (let to = from + 1; to < plan.stops; to++) {
      const list = listOfJourney(plan, from, to);
      if (list === "PQ" || list === "RS") return { remote, pooled: true };
    }
  return { remote, pooled: false };
}

/**
 * A plan that sells every journey from the general quota (GN, GNWL), as
 * before quota plans: every stop but the last boards as the origin, every
 * stop but the first alights as the destination; no RL or PQ berths.
 */
export function generalOnlyPlan(stops: number): QuotaPlan {
  const n = Math.max(stops, 2);
  return { stops: n, origin: n - 1, destination: 1, remote: [], roadSide: [] };
}

/** Near stations (chosen): within this distance of the origin or destination, km. */
export const NEAR_STATION_KM = 30;
/** Chosen: trains with at least this many stops have a remote-location station. */
export const REMOTE_MIN_STOPS = 6;
/** Chosen: an intermediate halt of at most this many minutes marks a road-side station. */
export const ROAD_SIDE_HALT_MIN = 1;

/**
 * The plan of a train from its timetable stops (every rule chosen, facts.md
 * gives no station lists): the origin group is the origin and the stops
 * within `NEAR_STATION_KM` of it, the destination group likewise (neither
 * reaches the other's stops); on a train of `REMOTE_MIN_STOPS` or more
 * stops, the intermediate stop with the longest halt (ties: nearest the
 * middle of the run) is the remote-location station; the other intermediate
 * stops with a halt of `ROAD_SIDE_HALT_MIN` minutes or less are road-side
 * (facts.md §9: 1–2 min halts at minor stations; the timetable gives 1 min
 * to the least important 70 %). Without stops (or two), or with every stop
 * near the origin: all GN.
 */
export function quotaPlanOf(
  stops: readonly Pick<TimetableStop, "distanceKm" | "haltMin">[] | undefined,
): QuotaPlan {
  const n = Math.max(stops?.length ?? 2, 2);
  if (!stops || stops.length <= 2) return generalOnlyPlan(n);
  const last = stops[n - 1] as Pick<TimetableStop, "distanceKm">;
  let origin = 1;
  while (origin < n - 1 && (stops[origin] as TimetableStop).distanceKm <= NEAR_STATION_KM) origin++;
  // Every stop but the last near the origin: a local run, all GN.
  if (origin === n - 1) return generalOnlyPlan(n);
  let destination = n - 1;
  while (
    destination - 1 > origin &&
    last.distanceKm - (stops[destination - 1] as TimetableStop).distanceKm <= NEAR_STATION_KM
  )
    destination--;
  const middle = last.distanceKm / 2;
  let remote: number[] = [];
  if (n >= REMOTE_MIN_STOPS) {
    let best = -1;
    for (let i = origin; i < destination; i++) {
      const s = stops[i] as TimetableStop;
      const b = best < 0 ? null : (stops[best] as TimetableStop);
      if (
        b === null ||
        s.haltMin > b.haltMin ||
        (s.haltMin === b.haltMin &&
          Math.abs(s.distanceKm - middle) < Math.abs(b.distanceKm - middle))
      )
        best = i;
    }
    if (best >= 0) remote = [best];
  }
  const roadSide: number[] = [];
  for (let i = origin; i < destination; i++)
    if (!remote.includes(i) && (stops[i] as TimetableStop).haltMin <= ROAD_SIDE_HALT_MIN)
      roadSide.push(i);
  return { stops: n, origin, destination, remote, roadSide };
}

export interface LayoutOptions {
  /** Share of each coach set aside for Tatkal (TQ + PT), 0 … 0.3. */
  tatkalShare?: number;
  premiumTatkal?: boolean;
  waitlistRatio?: { ac: number; nonAc: number };
  /** Share of each coach set aside for the remote-location quota (RL), when the plan has one. */
  remoteShare?: number;
  /** Share of each coach set aside for the pooled quota (PQ), when the plan pools any journey. */
  pooledShare?: number;
  /** The quota plan (default: `quotaPlanOf` the train's stops). */
  quotaPlan?: QuotaPlan;
}

export const DEFAULT_TATKAL_SHARE = 0.2;
export const MAX_TATKAL_SHARE = 0.3;
export const DEFAULT_WAITLIST_RATIO = { ac: 0.6, nonAc: 0.3 } as const;
export const DEFAULT_REMOTE_SHARE = 0.05;
export const DEFAULT_POOLED_SHARE = 0.1;
/** The 2013 per-class caps (facts.md §3.2), for reference and as an alternative policy. */
export const WAITLIST_CAPS_2013: Partial<Record<ClassCode, number>> = {
  "1A": 30,
  "2A": 100,
  "3A": 300,
  SL: 400,
};

export const AC_CLASSES: readonly ClassCode[] = [
  "1A",
  "EA",
  "EC",
  "EV",
  "2A",
  "3A",
  "3E",
  "CC",
  "VC",
];

const BAY_SL: readonly BerthType[] = ["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SU"];
const BAY_GARIB_RATH: readonly BerthType[] = ["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SM", "SU"];
const BAY_2A: readonly BerthType[] = ["LB", "UB", "LB", "UB", "SL", "SU"];
const ROW_3_2: readonly BerthType[] = ["WS", "MS", "AS", "AS", "WS"];
const ROW_2_2: readonly BerthType[] = ["WS", "AS", "AS", "WS"];
const ROW_3_3: readonly BerthType[] = ["WS", "MS", "AS", "AS", "MS", "WS"];

/** The repeating bay/row pattern of a class, or null for 1A/FC cabins. */
export function bayPattern(classCode: ClassCode, type: TrainType): readonly BerthType[] | null {
  switch (classCode) {
    case "SL":
    case "3E":
      return BAY_SL;
    case "3A":
      return type === "garib-rath" ? BAY_GARIB_RATH : BAY_SL;
    case "2A":
      return BAY_2A;
    case "CC":
      return ROW_3_2;
    case "2S":
      return ROW_3_3;
    case "EC":
    case "EA":
    case "EV":
    case "VC":
    case "VS":
      return ROW_2_2;
    case "1A":
    case "FC":
      return null;
  }
}

/** Types and bays of berths 1 … capacity of one coach. */
export function coachBerths(
  classCode: ClassCode,
  type: TrainType,
  capacity: number = coachCapacity(classCode, type),
): { number: number; type: BerthType; bay: number }[] {
  const pattern = bayPattern(classCode, type);
  const out: { number: number; type: BerthType; bay: number }[] = [];
  if (pattern) {
    for (let i = 0; i < capacity; i++)
      out.push({
        number: i + 1,
        type: pattern[i % pattern.length] as BerthType,
        bay: Math.floor(i / pattern.length) + 1,
      });
    return out;
  }
  // Cabins of 4, then coupés of 2 (two coupés when the count allows, else one).
  const coupes = capacity % 4 === 0 ? Math.min(2, capacity / 2) : 1;
  const cabins = (capacity - 2 * coupes) / 4;
  let n = 1;
  for (let c = 1; c <= cabins; c++)
    for (const t of ["LB", "UB", "LB", "UB"] as const) out.push({ number: n++, type: t, bay: c });
  for (let c = 1; c <= coupes; c++)
    for (const t of ["LB", "UB"] as const) out.push({ number: n++, type: t, bay: cabins + c });
  return out;
}

/** RAC side lowers per coach (facts.md §2). */
export function racBerthsPerCoach(classCode: ClassCode, type: TrainType): number {
  if (type === "vande-bharat") return 0;
  switch (classCode) {
    case "SL":
      return 7;
    case "3A":
    case "3E":
      return 4;
    case "2A":
      return 3;
    default:
      return 0;
  }
}

/** Senior-citizen / lower-berth quota per coach (facts.md §2, low end of the ranges). */
export function seniorBerthsPerCoach(classCode: ClassCode, type: TrainType): number {
  const premium = type === "rajdhani" || type === "duronto";
  switch (classCode) {
    case "SL":
      return 6;
    case "3A":
    case "3E":
      return premium ? 5 : 4;
    case "2A":
      return premium ? 4 : 3;
    default:
      return 0;
  }
}

export function defaultPremiumTatkal(type: TrainType): boolean {
  return (
    type === "superfast" || type === "mail-express" || type === "duronto" || type === "humsafar"
  );
}

export const emptyCounts = (): QuotaCounts => ({
  GN: 0,
  TQ: 0,
  PT: 0,
  LD: 0,
  SS: 0,
  HP: 0,
  RL: 0,
  PQ: 0,
});

const isFree = (b: BerthSlot) => b.quota === "GN" && !b.rac;

/** Gives the first `n` free berths matching `pred` (in berth order) to `quota`. */
function take(
  berths: BerthSlot[],
  n: number,
  pred: (b: BerthSlot) => boolean,
  quota: BerthQuota,
): void {
  let left = n;
  for (const b of berths) {
    if (left <= 0) return;
    if (isFree(b) && pred(b)) {
      b.quota = quota;
      left--;
    }
  }
}

function ladiesClass(rake: readonly Coach[]): ClassCode | null {
  if (rake.some((c) => c.classCode === "SL")) return "SL";
  if (rake.some((c) => c.classCode === "3A")) return "3A";
  return null;
}

/** Builds the layout of one run. `train` needs only number, type and rake. */
export function buildRunLayout(
  train: Pick<TimetabledTrain, "number" | "type" | "rake"> &
    Partial<Pick<TimetabledTrain, "stops">>,
  options: LayoutOptions = {},
): RunLayout {
  const share = Math.min(
    Math.max(options.tatkalShare ?? DEFAULT_TATKAL_SHARE, 0),
    MAX_TATKAL_SHARE,
  );
  const premiumTatkal = options.premiumTatkal ?? defaultPremiumTatkal(train.type);
  const ratio = options.waitlistRatio ?? DEFAULT_WAITLIST_RATIO;
  const ladies = ladiesClass(train.rake);
  const seenClass = new Set<ClassCode>();
  const quotaPlan = options.quotaPlan ?? quotaPlanOf(train.stops);
  const uses = planUses(quotaPlan);
  const remoteShare = uses.remote ? (options.remoteShare ?? DEFAULT_REMOTE_SHARE) : 0;
  const pooledShare = uses.pooled ? (options.pooledShare ?? DEFAULT_POOLED_SHARE) : 0;

  const coaches: CoachLayout[] = train.rake.map((coach, index) => {
    const { classCode } = coach;
    const firstOfClass = !seenClass.has(classCode);
    seenClass.add(classCode);
    const capacity = coachCapacity(classCode, train.type);
    const berths: BerthSlot[] = coachBerths(classCode, train.type, capacity).map((b) => ({
      ...b,
      quota: "GN",
      rac: false,
    }));

    // RAC: the last side lowers.
    let rac = racBerthsPerCoach(classCode, train.type);
    for (let i = berths.length - 1; i >= 0 && rac > 0; i--) {
      const b = berths[i] as BerthSlot;
      if (b.type === "SL") {
        b.rac = true;
        rac--;
      }
    }

    // HP: first coach of the class only.
    if (firstOfClass) {
      if (classCode === "SL" || classCode === "3A" || classCode === "3E") {
        take(berths, 2, (b) => b.type === "LB", "HP");
        take(berths, 2, (b) => b.type === "MB", "HP");
      } else if (classCode === "2S" || classCode === "CC") {
        take(berths, 4, () => true, "HP");
      }
    }

    // LD: six main berths of bay 3 of the first coach of the ladies class.
    if (firstOfClass && classCode === ladies) {
      take(
        berths,
        6,
        (b) => b.bay === 3 && (b.type === "LB" || b.type === "MB" || b.type === "UB"),
        "LD",
      );
    }

    // SS: first free lower berths.
    take(berths, seniorBerthsPerCoach(classCode, train.type), (b) => b.type === "LB", "SS");

    // TQ / PT: highest-numbered free berths, PT taking the higher half.
    if (classCode !== "1A") {
      const tatkal = Math.min(Math.round(capacity * share), berths.filter(isFree).length);
      const pt = premiumTatkal ? Math.floor(tatkal / 2) : 0;
      let taken = 0;
      for (let i = berths.length - 1; i >= 0 && taken < tatkal; i--) {
        const b = berths[i] as BerthSlot;
        if (!isFree(b)) continue;
        b.quota = taken < pt ? "PT" : "TQ";
        taken++;
      }
    }

    // PQ, then RL: the highest-numbered free berths left.
    for (const [quota, share] of [
      ["PQ", pooledShare],
      ["RL", remoteShare],
    ] as const) {
      let left = Math.round(capacity * share);
      for (let i = berths.length - 1; i >= 0 && left > 0; i--) {
        const b = berths[i] as BerthSlot;
        if (!isFree(b)) continue;
        b.quota = quota;
        left--;
      }
    }
    return { coach: coach.name, classCode, index, capacity, berths };
  });

  const classes: ClassLayout[] = [];
  for (const classCode of seenClass) {
    const of = coaches.filter((c) => c.classCode === classCode);
    const quota = emptyCounts();
    let racBerths = 0;
    for (const c of of)
      for (const b of c.berths) {
        quota[b.quota]++;
        if (b.rac) racBerths++;
      }
    const r = AC_CLASSES.includes(classCode) ? ratio.ac : ratio.nonAc;
    const waitlistCap = emptyCounts();
    for (const q of BERTH_QUOTAS) waitlistCap[q] = q === "PT" ? 0 : Math.floor(quota[q] * r);
    classes.push({
      classCode,
      coaches: of.map((c) => c.coach),
      capacity: of.reduce((s, c) => s + c.capacity, 0),
      quota,
      racBerths,
      racPassengers: racBerths * 2,
      waitlistCap,
    });
  }
  return {
    train: train.number,
    stops: Math.max(train.stops?.length ?? options.quotaPlan?.stops ?? 2, 2),
    coaches,
    classes,
    quotaPlan,
  };
}

/** One row per berth, for a database table. */
export interface BerthRow {
  coach: string;
  coachIndex: number;
  classCode: ClassCode;
  berth: number;
  type: BerthType;
  bay: number;
  quota: BerthQuota;
  rac: boolean;
}

export function layoutRows(layout: RunLayout): BerthRow[] {
  return layout.coaches.flatMap((c) =>
    c.berths.map((b) => ({
      coach: c.coach,
      coachIndex: c.index,
      classCode: c.classCode,
      berth: b.number,
      type: b.type,
      bay: b.bay,
      quota: b.quota,
      rac: b.rac,
    })),
  );
}
