import { type ClassCode, isAcClass } from "@safar/contracts/code-tables";
import { type IsoDate, istDate, istInstant } from "@safar/domain/ist";
import type { TrainType } from "../network/model.ts";

/**
 * The base-fare revisions (facts.md §5 "Base-fare revisions"; §13), as dated
 * data. A revision counts for tickets BOOKED on or after its IST date: every
 * notice says tickets already issued keep their fare, even for a journey after
 * it. The fare calculator (`fare.ts`) takes the instant the ticket is booked
 * (the railway's injected clock) and adds, or takes away, the revisions
 * between the date its rate tables were calibrated at and that instant.
 *
 * Reservation fee, superfast charge, GST and the ₹5 rounding are unchanged by
 * every revision (facts.md §5); so are suburban fares and season tickets,
 * which this railway does not sell.
 *
 * Which increment a fare takes (`fareGroup`): AC classes on any train; non-AC
 * classes of ordinary (passenger) trains, second class (2S) apart from
 * sleeper and first class (SL, FC); non-AC classes of every other train (mail
 * and express, superfast and the premium types, which the notices name as
 * revised "class-wise" the same way).
 *
 * The increment is on the distance charged (at least the class's minimum),
 * not tapered: the Jan 2020 notice's own example is "Delhi–Kolkata Rajdhani,
 * 1,447 km, 4 paise/km ≈ ₹58". Train-type factors and flexi multiply the base
 * fare before (factors) and after (flexi) it, as on the real fare tables.
 */

/** What one revision adds to one journey's base fare. */
export type FareIncrement =
  | { kind: "per_km"; paise: number }
  /** `[from km, rupees]`, ascending: the rupees of the last slab starting at or below the distance; nothing below the first. */
  | { kind: "slabs"; slabs: readonly (readonly [number, number])[] };

export interface FareRevision {
  /** Tickets booked on or after this IST date pay it. */
  from: IsoDate;
  /** facts.md section and the citation (and any further source read for a detail facts.md leaves out). */
  source: string;
  /** Ordinary (passenger) trains, second class (2S). */
  ordinarySecond: FareIncrement;
  /** Ordinary trains, sleeper and first class (SL, FC). */
  ordinaryOther: FareIncrement;
  /** Every other train's non-AC classes (2S, SL, FC, non-AC Vistadome). */
  mailExpressNonAc: FareIncrement;
  /** AC classes, every train. */
  ac: FareIncrement;
}

const perKm = (paise: number): FareIncrement => ({ kind: "per_km", paise });

export const FARE_REVISIONS: readonly FareRevision[] = [
  {
    from: "2020-01-01",
    source:
      "facts.md §5: Jan 2020 +1 p ordinary non-AC, +2 p M/E non-AC, +4 p AC [C: thehindu article30444659, 31 Dec 2019]; premium trains included",
    ordinarySecond: perKm(1),
    ordinaryOther: perKm(1),
    mailExpressNonAc: perKm(2),
    ac: perKm(4),
  },
  {
    from: "2025-07-01",
    source:
      "facts.md §5, §13: 1 Jul 2025 +1 p M/E non-AC, +2 p AC, ordinary 2S unchanged ≤ 500 km then +0.5 p [C: business-standard 125063001160_1, newindianexpress]; " +
      "the ordinary 2S half paisa as published in slabs (₹5 for 501–1500 km, ₹10 to 2500, ₹15 to 3000) and ordinary SL/FC +0.5 p: republicworld, 30 Jun 2025",
    ordinarySecond: {
      kind: "slabs",
      slabs: [
        [501, 5],
        [1501, 10],
        [2501, 15],
      ],
    },
    ordinaryOther: perKm(0.5),
    mailExpressNonAc: perKm(1),
    ac: perKm(2),
  },
  {
    from: "2025-12-26",
    source:
      "facts.md §5: 26 Dec 2025 ordinary 2S unchanged ≤ 215 km then ₹5/10/15/20 slabs; +2 p M/E non-AC and AC [C: indiatoday 2839357, bengaluruchronicle]; §13 [U: newsbytesapp]; " +
      "slab bounds (216–750, 751–1250, 1251–1750, 1751–2250 km) and ordinary SL/FC +1 p: bengaluruchronicle",
    ordinarySecond: {
      kind: "slabs",
      slabs: [
        [216, 5],
        [751, 10],
        [1251, 15],
        [1751, 20],
      ],
    },
    ordinaryOther: perKm(1),
    mailExpressNonAc: perKm(2),
    ac: perKm(2),
  },
];

export type FareGroup = "ordinarySecond" | "ordinaryOther" | "mailExpressNonAc" | "ac";

/** Which increment of a revision a class of a train type takes (see the module comment). */
export function fareGroup(type: TrainType, classCode: ClassCode): FareGroup {
  if (isAcClass(classCode)) return "ac";
  if (type === "passenger") return classCode === "2S" ? "ordinarySecond" : "ordinaryOther";
  return "mailExpressNonAc";
}

/** Rupees an increment adds to a journey of `km` charged kilometres. */
export function incrementRupees(increment: FareIncrement, km: number): number {
  if (increment.kind === "per_km") return (increment.paise * km) / 100;
  let rupees = 0;
  for (const [fromKm, r] of increment.slabs) if (km >= fromKm) rupees = r;
  return rupees;
}

/** How many revisions (a prefix of `revisions`, in date order) are in force for a ticket booked at `bookedAt`. */
export function revisionsInForce(
  bookedAt: Date,
  revisions: readonly FareRevision[] = FARE_REVISIONS,
): number {
  const day = istDate(bookedAt);
  let n = 0;
  while (n < revisions.length && (revisions[n] as FareRevision).from <= day) n++;
  return n;
}

/** 00:00 IST of the latest revision's date: a booking instant with every revision in force. */
export const LATEST_FARES_AT: Date = istInstant(
  (FARE_REVISIONS.at(-1) as FareRevision).from,
  "00:00",
);

/**
 * Rupees to add to a base fare calibrated at `asOf` (an IST date) for a ticket
 * booked at `bookedAt`: the revisions after `asOf` in force at `bookedAt`,
 * less those in force at `asOf` but not yet at `bookedAt`.
 */
export function revisionDelta(
  type: TrainType,
  classCode: ClassCode,
  chargedKm: number,
  asOf: IsoDate,
  bookedAt: Date,
  revisions: readonly FareRevision[] = FARE_REVISIONS,
): number {
  const group = fareGroup(type, classCode);
  const booked = istDate(bookedAt);
  let rupees = 0;
  for (const r of revisions) {
    const atAsOf = r.from <= asOf;
    const atBooking = r.from <= booked;
    if (atAsOf === atBooking) continue;
    const added = incrementRupees(r[group], chargedKm);
    rupees += atBooking ? added : -added;
  }
  return rupees;
}
