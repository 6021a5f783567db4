import type { ClassCode } from "@safar/contracts/code-tables";
import { seededRandom } from "@safar/domain/random";
import type { Interval } from "../allocation/occupancy.ts";
import type { TimetabledTrain, TrainType } from "../network/model.ts";
import { hashString } from "../timetable/hash.ts";

/**
 * The demand model shared by the live railway (`events.ts`, other travellers
 * booking and cancelling) and the prediction's simulated past runs
 * (`../prediction/simulate.ts`): the booking curve, party sizes, train
 * popularity, the cancellation hazard. Every number is chosen unless a source
 * is named; `bench/demand.ts` prints what they give beside the figures
 * facts.md cites. See README.md.
 */

/** Days of the booking window (facts.md §4: ARP 60 days from 1 Nov 2024). */
export const BOOKING_DAYS = 60;

/** How much a class is wanted relative to its berths (chosen). */
export const CLASS_DEMAND: Readonly<Partial<Record<ClassCode, number>>> = {
  SL: 1.5,
  "2S": 1.4,
  "3E": 1.3,
  "3A": 1.3,
  CC: 1.2,
  "2A": 1.0,
  "1A": 0.8,
  FC: 0.8,
  EC: 0.9,
  EA: 0.8,
  EV: 0.9,
  VC: 0.9,
};

/** The premium trains: wanted more, their waitlists clear less (`../availability/history.ts`). */
export const PREMIUM_TYPES: ReadonlySet<TrainType> = new Set<TrainType>([
  "rajdhani",
  "shatabdi",
  "duronto",
  "vande-bharat",
  "tejas",
  "humsafar",
]);

/** Party sizes 1–4 (facts.md §10: about 2–2.4 passengers a ticket). */
const PARTY_WEIGHTS = [0.35, 0.3, 0.2, 0.15] as const;

/** The character of a train in a class, the same on every run. */
export interface TrainCharacter {
  popularity: number;
  cancelLevel: number;
}

export function trainCharacter(
  train: Pick<TimetabledTrain, "number" | "type">,
  classCode: ClassCode,
): TrainCharacter {
  const random = seededRandom(hashString(`train|${train.number}|${classCode}`));
  const premium = PREMIUM_TYPES.has(train.type) ? 1.4 : 1;
  return {
    popularity: (0.7 + 1.5 * random() ** 1.3) * premium,
    cancelLevel: 0.6 + 0.8 * random(),
  };
}

/**
 * The booking curve of normal demand (chosen, `bench/demand.ts` prints what
 * it gives): the weight of day d before the journey is e^(−d / decayDays),
 * plus `openingRush` on the opening day (day 60); a popular train sells out
 * weeks ahead, a quiet one fills in its last days.
 */
export const BOOKING_CURVE = { decayDays: 20, openingRush: 1.0 } as const;

/** Cumulative weights of the booking day 0 … 60 for normal demand. */
const DAY_CDF: Float64Array = (() => {
  const w = new Float64Array(BOOKING_DAYS + 1);
  let total = 0;
  for (let d = 0; d <= BOOKING_DAYS; d++) {
    let x = Math.exp(-d / BOOKING_CURVE.decayDays);
    if (d === 0) x *= 0.3; // only the hours before the chart
    if (d === BOOKING_DAYS) x += BOOKING_CURVE.openingRush;
    w[d] = x;
    total += x;
  }
  let acc = 0;
  for (let d = 0; d <= BOOKING_DAYS; d++) {
    acc += (w[d] as number) / total;
    w[d] = acc;
  }
  return w;
})();

/** The day (before the journey) of a normal booking. */
export function drawDay(random: () => number): number {
  const u = random();
  for (let d = 0; d < BOOKING_DAYS; d++) if (u < (DAY_CDF[d] as number)) return d;
  return BOOKING_DAYS;
}

export function drawParty(random: () => number, max: number): number {
  let u = random();
  for (let i = 0; i < max; i++) {
    u -= PARTY_WEIGHTS[i] as number;
    if (u < 0) return i + 1;
  }
  return max;
}

/** Daily cancellation hazard of a PNR on day d: small far out, rising in the last days. */
export function hazard(
  d: number,
  level: number,
  waiting: boolean,
  tatkalConfirmed: boolean,
): number {
  const base = level * (0.003 + 0.025 * Math.exp(-d / 4));
  return Math.min(0.9, base * (waiting ? 2.5 : tatkalConfirmed ? 0.2 : 1));
}

/** Two different stops of a run of `gaps` gaps, drawn uniformly: [from, to). */
export function drawJourney(random: () => number, gaps: number): Interval {
  const a = Math.floor(random() * (gaps + 1));
  let b = Math.floor(random() * gaps);
  if (b >= a) b++;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** A people's choice of quota for a normal booking, from one draw: ~3 % SS, ~1 % LD, ~0.5 % HP. */
export function normalQuotaOf(kind: number): "SS" | "LD" | "HP" | "GN" {
  if (kind < 0.03) return "SS";
  if (kind < 0.04) return "LD";
  if (kind < 0.045) return "HP";
  return "GN";
}

/** Share of Tatkal bookers who try Premium Tatkal first while PT berths are left (chosen). */
export const PREMIUM_TATKAL_SHARE = 0.35;

/** People look at the waitlist before booking: a waiting booking goes ahead with e^(−L / (0.25 × capacity)). */
export const BALK_SCALE = 0.25;
