import type { ClassCode } from "@safar/contracts/code-tables";
import type { Coach, TimetabledTrain, TrainType } from "../network/model.ts";
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
 * - Everything else is GN. DF, FT, HO/EQ and the remote-location / pooled
 *   quotas (RL, PQ, RS) are not set aside here (facts.md gives no counts).
 *
 * Waitlist caps (facts.md §3.2, current rule 28 Jun 2025 [X]): per class and
 * quota, 60% (AC classes) or 30% (non-AC) of that quota's berths, rounded
 * down; PT has no waitlist (facts.md §2). Earlier rules: 25% for all classes
 * (Apr 2025), or fixed per class (2013: `WAITLIST_CAPS_2013`) — pass
 * `waitlistRatio` to use another ratio.
 */

export type BerthType = "LB" | "MB" | "UB" | "SL" | "SM" | "SU" | "WS" | "MS" | "AS";

export const INVENTORY_QUOTAS = ["GN", "TQ", "PT", "LD", "SS", "HP"] as const;
export type InventoryQuota = (typeof INVENTORY_QUOTAS)[number];

export interface BerthSlot {
  number: number;
  type: BerthType;
  /** Bay (berth classes), cabin/coupé (1A, FC) or row (seats), from 1. */
  bay: number;
  quota: InventoryQuota;
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

export type QuotaCounts = Record<InventoryQuota, number>;

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
}

export interface LayoutOptions {
  /** Share of each coach set aside for Tatkal (TQ + PT), 0 … 0.3. */
  tatkalShare?: number;
  premiumTatkal?: boolean;
  waitlistRatio?: { ac: number; nonAc: number };
}

export const DEFAULT_TATKAL_SHARE = 0.2;
export const MAX_TATKAL_SHARE = 0.3;
export const DEFAULT_WAITLIST_RATIO = { ac: 0.6, nonAc: 0.3 } as const;
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

const emptyCounts = (): QuotaCounts => ({ GN: 0, TQ: 0, PT: 0, LD: 0, SS: 0, HP: 0 });

const isFree = (b: BerthSlot) => b.quota === "GN" && !b.rac;

/** Gives the first `n` free berths matching `pred` (in berth order) to `quota`. */
function take(
  berths: BerthSlot[],
  n: number,
  pred: (b: BerthSlot) => boolean,
  quota: InventoryQuota,
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
    for (const q of INVENTORY_QUOTAS) waitlistCap[q] = q === "PT" ? 0 : Math.floor(quota[q] * r);
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
  return { train: train.number, stops: Math.max(train.stops?.length ?? 2, 2), coaches, classes };
}

/** One row per berth, for a database table. */
export interface BerthRow {
  coach: string;
  coachIndex: number;
  classCode: ClassCode;
  berth: number;
  type: BerthType;
  bay: number;
  quota: InventoryQuota;
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
