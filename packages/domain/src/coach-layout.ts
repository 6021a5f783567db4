/**
 * The layout of one coach of a class, as the simulated railway numbers and
 * types its berths (packages/railway/src/inventory/layout.ts `coachBerths`,
 * facts.md §1.3; a test there checks every class and berth agree):
 *
 * - SL, 3A, 3E: bays of 8 — berths 1–6 face each other (LB, MB, UB on
 *   either side), 7 side lower, 8 side upper across the aisle. 3E's 83rd
 *   berths make a last part bay (LB, MB, UB). Garib Rath 3A: bays of 9
 *   with a side middle (… SL, SM, SU).
 * - 2A: bays of 6 — LB, UB, LB, UB, then SL, SU.
 * - 1A, FC: lockable cabins of 4 (LB, UB facing LB, UB) then coupés of 2
 *   (LB, UB); no side berths. The railway numbers them 1, 2, …; a coach
 *   shows them as letters (A, B, …: cabins first, then coupés).
 * - Seats by row: CC 3+2 (WS MS AS | AS WS), EC, EA and Vistadome 2+2
 *   (WS AS | AS WS), 2S 3+3 (WS MS AS | AS MS WS); a last part row takes
 *   the first seats of the pattern.
 *
 * Pure data for the web app's coach drawing and its table.
 */

export type BerthPosition = "LB" | "MB" | "UB" | "SL" | "SM" | "SU" | "WS" | "MS" | "AS";

/** What each position means, for the legend and the table. */
export const BERTH_POSITION_NAMES: Readonly<Record<BerthPosition, string>> = {
  LB: "Lower",
  MB: "Middle",
  UB: "Upper",
  SL: "Side lower",
  SM: "Side middle",
  SU: "Side upper",
  WS: "Window seat",
  MS: "Middle seat",
  AS: "Aisle seat",
};

export interface CoachSpot {
  /** Berth or seat number, from 1. */
  number: number;
  position: BerthPosition;
  /** Bay, cabin/coupé or row, from 1 (the railway's `bay`). */
  bay: number;
}

export type CoachKind = "bays" | "cabins" | "seats";

export interface CoachBay {
  /** From 1, in berth order. */
  index: number;
  /** "Bay 3", "Cabin B", "Coupé F", "Row 12". */
  label: string;
  kind: "bay" | "cabin" | "coupe" | "row";
  /**
   * The bay's sides, left to right as drawn: for berth bays the two facing
   * sides then the side berths across the aisle (each bottom to top in
   * berth order); for cabins the facing sides; for a seat row the seats
   * left and right of the aisle (window first on each side).
   */
  sides: CoachSpot[][];
  /** Sides before the aisle (the rest are across it); 0 for cabins (corridor along one wall). */
  aisleAfter: number;
}

export interface CoachPlan {
  classCode: string;
  kind: CoachKind;
  capacity: number;
  bays: CoachBay[];
  /** Every berth or seat in number order. */
  spots: CoachSpot[];
}

export interface CoachOptions {
  /** Garib Rath 3A (coach letter G): bays of 9 with a side middle. */
  garibRath?: boolean;
  /** Berths or seats in the coach, when it differs from the class's usual count. */
  capacity?: number;
}

const BAY_8: readonly BerthPosition[] = ["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SU"];
const BAY_9: readonly BerthPosition[] = ["LB", "MB", "UB", "LB", "MB", "UB", "SL", "SM", "SU"];
const BAY_6: readonly BerthPosition[] = ["LB", "UB", "LB", "UB", "SL", "SU"];
const ROW_3_2: readonly BerthPosition[] = ["WS", "MS", "AS", "AS", "WS"];
const ROW_2_2: readonly BerthPosition[] = ["WS", "AS", "AS", "WS"];
const ROW_3_3: readonly BerthPosition[] = ["WS", "MS", "AS", "AS", "MS", "WS"];

interface ClassShape {
  kind: CoachKind;
  capacity: number;
  /** The repeating pattern and how it splits into drawn sides (sizes, left to right). */
  pattern?: readonly BerthPosition[];
  sides?: readonly number[];
  aisleAfter?: number;
}

/** Each class's coach (capacities as the railway's `coachCapacity` for the usual train). */
const SHAPES: Readonly<Record<string, ClassShape>> = {
  "1A": { kind: "cabins", capacity: 24 },
  FC: { kind: "cabins", capacity: 18 },
  "2A": { kind: "bays", capacity: 52, pattern: BAY_6, sides: [2, 2, 2], aisleAfter: 2 },
  "3A": { kind: "bays", capacity: 72, pattern: BAY_8, sides: [3, 3, 2], aisleAfter: 2 },
  "3E": { kind: "bays", capacity: 83, pattern: BAY_8, sides: [3, 3, 2], aisleAfter: 2 },
  SL: { kind: "bays", capacity: 80, pattern: BAY_8, sides: [3, 3, 2], aisleAfter: 2 },
  CC: { kind: "seats", capacity: 78, pattern: ROW_3_2, sides: [3, 2], aisleAfter: 1 },
  "2S": { kind: "seats", capacity: 108, pattern: ROW_3_3, sides: [3, 3], aisleAfter: 1 },
  EC: { kind: "seats", capacity: 56, pattern: ROW_2_2, sides: [2, 2], aisleAfter: 1 },
  EA: { kind: "seats", capacity: 56, pattern: ROW_2_2, sides: [2, 2], aisleAfter: 1 },
  EV: { kind: "seats", capacity: 44, pattern: ROW_2_2, sides: [2, 2], aisleAfter: 1 },
  VC: { kind: "seats", capacity: 44, pattern: ROW_2_2, sides: [2, 2], aisleAfter: 1 },
  VS: { kind: "seats", capacity: 44, pattern: ROW_2_2, sides: [2, 2], aisleAfter: 1 },
};

/** The classes a plan can be drawn for. */
export const COACH_PLAN_CLASSES: readonly string[] = Object.keys(SHAPES);

const GARIB_RATH_3A = { capacity: 81, pattern: BAY_9, sides: [3, 3, 3] } as const;

/** Letters of cabins and coupés: A, B, … Z, then AA, AB, … (never reached). */
const letter = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);

/** The label of bay `bay` (from 1) of a plan: "Bay 3", "Cabin B", "Row 12". */
function bayLabel(kind: CoachBay["kind"], bay: number): string {
  switch (kind) {
    case "bay":
      return `Bay ${bay}`;
    case "row":
      return `Row ${bay}`;
    case "cabin":
      return `Cabin ${letter(bay - 1)}`;
    case "coupe":
      return `Coupé ${letter(bay - 1)}`;
  }
}

/** The first positions of `pattern` split into sides of the given sizes (a part bay keeps what it has). */
function splitSides(spots: CoachSpot[], sizes: readonly number[]): CoachSpot[][] {
  const out: CoachSpot[][] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(spots.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * The plan of one coach of `classCode`, or null for a class without one
 * (an unknown code).
 */
export function coachPlan(classCode: string, options: CoachOptions = {}): CoachPlan | null {
  const base = SHAPES[classCode];
  if (!base) return null;
  const shape: ClassShape =
    classCode === "3A" && options.garibRath ? { ...base, ...GARIB_RATH_3A } : base;
  const capacity = options.capacity ?? shape.capacity;
  const spots: CoachSpot[] = [];
  const bays: CoachBay[] = [];

  if (shape.kind === "cabins") {
    // Cabins of 4, then coupés of 2 (two when the count allows, else one).
    const coupes = capacity % 4 === 0 ? Math.min(2, capacity / 2) : 1;
    const cabins = (capacity - 2 * coupes) / 4;
    let n = 1;
    for (let b = 1; b <= cabins + coupes; b++) {
      const kind = b <= cabins ? "cabin" : "coupe";
      const own: CoachSpot[] = [];
      for (const position of kind === "cabin" ? ["LB", "UB", "LB", "UB"] : ["LB", "UB"])
        own.push({ number: n++, position: position as BerthPosition, bay: b });
      spots.push(...own);
      bays.push({
        index: b,
        label: bayLabel(kind, b),
        kind,
        sides: kind === "cabin" ? splitSides(own, [2, 2]) : [own],
        aisleAfter: 0,
      });
    }
    return { classCode, kind: shape.kind, capacity, bays, spots };
  }

  const pattern = shape.pattern as readonly BerthPosition[];
  for (let i = 0; i < capacity; i++)
    spots.push({
      number: i + 1,
      position: pattern[i % pattern.length] as BerthPosition,
      bay: Math.floor(i / pattern.length) + 1,
    });
  const kind = shape.kind === "seats" ? "row" : "bay";
  for (let at = 0, b = 1; at < spots.length; at += pattern.length, b++) {
    const own = spots.slice(at, at + pattern.length);
    bays.push({
      index: b,
      label: bayLabel(kind, b),
      kind,
      sides: splitSides(own, shape.sides as readonly number[]).filter((s) => s.length > 0),
      aisleAfter: shape.aisleAfter ?? 0,
    });
  }
  return { classCode, kind: shape.kind, capacity, bays, spots };
}

/**
 * The options of the coach a ticket names: a Garib Rath 3A coach is lettered
 * G (the railway's rake), and a berth numbered past the usual count widens
 * the coach to hold it (a Vande Bharat EC has fewer seats, a Double Decker
 * CC more: the drawing follows the ticket).
 */
export function coachOptionsFor(
  classCode: string,
  coach: string | null,
  berths: readonly number[] = [],
): CoachOptions {
  const garibRath = classCode === "3A" && coach !== null && /^G\d/i.test(coach);
  const usual = coachPlan(classCode, { garibRath })?.capacity ?? 0;
  const highest = Math.max(0, ...berths);
  return highest > usual ? { garibRath, capacity: highest } : { garibRath };
}

/** The bay label of berth `number` in a plan, or null when the coach has no such berth. */
export function spotOf(plan: CoachPlan, number: number): CoachSpot | null {
  return plan.spots[number - 1] ?? null;
}

export function bayOf(plan: CoachPlan, number: number): CoachBay | null {
  const spot = spotOf(plan, number);
  return spot ? (plan.bays[spot.bay - 1] ?? null) : null;
}
