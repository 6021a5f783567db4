import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import type { IsoDate } from "@safar/domain/ist";
import type { Paise } from "@safar/domain/money";
import type { TrainType } from "../network/model.ts";
import { cateringPaise } from "./catering.ts";
import { revisionDelta } from "./revisions.ts";

/**
 * Fares per class and distance (facts.md §5), in paise.
 *
 * fare = base + reservation + superfast + Tatkal + GST + catering, the whole
 * rounded up to the next ₹5 (the rounding is its own line so the lines always
 * add up to the total).
 *
 * Base fare: a per-km rate per class, charged on at least the class's minimum
 * distance, tapering with distance (telescopic: the full rate up to 1,000 km,
 * 85 % of it for 1,001–2,500 km, 75 % beyond), rounded up to the rupee. The
 * rates are calibrated on the Jan 2026 worked example (Saraighat Express,
 * superfast, Howrah–Kamakhya 972 km: 3A ₹1,410, 2A ₹1,985, 1A ₹3,320), SL on
 * the Delhi–Patna example (₹460) and the all-in ₹0.45–0.50 per km, the rest
 * from facts.md's all-in per-km ranges for a 1,000 km journey; Vande Bharat
 * chair cars on the NDLS–Katra example, the Vande Bharat sleeper on its
 * published per-km fares (min 400 km, reservation and superfast charges
 * included, 5 % GST). facts.md's undated Delhi–Patna 2A ₹1,810 and 1A ₹3,105
 * (tagged weak) sit more than 10 % under the dated Jan 2026 fares and are not
 * matched. The Rajdhani factor and flexi caps reproduce the Nov 2023 dynamic
 * Delhi–Patna Rajdhani fares (3A ₹2,830, 2A ₹3,790, 1A ₹4,360) at full flexi.
 *
 * Dated revisions (`revisions.ts`, facts.md §5): each rate table is the fare
 * in force on its `…_AS_OF` date (the date of the example it is calibrated
 * on); a ticket booked at `bookedAt` (the railway's clock) gets the revisions
 * of 1 Jan 2020, 1 Jul 2025 and 26 Dec 2025 added or taken away accordingly.
 * The general rates and the Vande Bharat sleeper's are 2026 fares, so a fare
 * booked from 26 Dec 2025 on is the table's; the Vande Bharat chair-car rates
 * are 2019 fares and gain all three revisions.
 *
 * Train-type factors on the base (facts.md §5 "premium-train fare rules"):
 * Rajdhani/Duronto/Shatabdi ×1.25 before flexi [chosen: facts.md gives no
 * figure; their fares run well above superfast ones]; Tejas ×1.2 of that
 * (1.2× Shatabdi); Humsafar ×1.15; Garib Rath ×0.65 ("fares <⅔ of normal
 * AC"); Antyodaya ×1.15; passenger ×0.8 (ordinary fares, chosen).
 *
 * Flexi fare (Rajdhani/Shatabdi/Duronto): +10 % of base for every 10 % of the
 * class sold beyond the first 10 %, capped at 1.5× (1.4× for 3A); 1A and EC
 * fixed. Humsafar 3A steps +10 % beyond the first 50 %. The caller passes
 * the share sold (`soldShare`), 0 by default.
 *
 * GST 5 % on AC classes, EC and FC (taxable: base, reservation, superfast,
 * Tatkal), rounded up to the rupee (the NDLS–Katra example shows ₹60.25 → ₹61).
 * Catering is quoted inclusive of its own GST.
 *
 * Tatkal: 10 % of base for 2S, 30 % for the others, within the class's
 * minimum and maximum, on at least its minimum distance; 3E as 3A [facts.md M];
 * no Tatkal for 1A, FC, EA and the Vistadomes. Flexi-fare trains and
 * Humsafar instead charge 1.5× base, so their Tatkal line is half the base.
 *
 * Passengers (facts.md §5 child fare, §7 ages): under 5 travel free without a
 * berth (nothing at all is charged); with a berth, or 12 and over, the adult
 * fare; 5–11 without a berth pay half the base fare (on the class's minimum
 * distance) with the full reservation and superfast charges and catering.
 * Tatkal has no concessions: a child of 5–11 pays the adult fare. The senior
 * concession is suspended (facts.md §5), so there is none.
 */

export interface FareTrain {
  type: TrainType;
  superfast: boolean;
  cateringIncluded: boolean;
}

export interface FarePassenger {
  /** Age in whole years. */
  age: number;
  /** A child (under 12) may take a berth or seat of its own, at the adult fare. Adults always have one. */
  berth?: boolean;
}

export interface FareRequest {
  train: FareTrain;
  /**
   * When the ticket is booked (or the fare quoted): the fare revisions in force
   * on its IST date apply (`revisions.ts`). The railway's injected clock.
   */
  bookedAt: Date;
  classCode: ClassCode;
  /** Distance travelled, km. */
  distanceKm: number;
  quota?: QuotaCode;
  passenger?: FarePassenger;
  /**
   * Boarding departure and alighting arrival, minutes after 00:00 IST of the
   * train's origin day (as in the timetable), to count the meals served.
   * Without it, the meals of a journey leaving at 08:00 at 60 km/h are counted.
   */
  journey?: { departureMin: number; arrivalMin: number };
  /** The passenger declines the included catering (allowed on premium trains). */
  cateringOptOut?: boolean;
  /** Share of the class already sold, 0–1, for flexi fares. */
  soldShare?: number;
}

export interface FareBreakdown {
  base: Paise;
  reservation: Paise;
  superfast: Paise;
  tatkal: Paise;
  catering: Paise;
  gst: Paise;
  /** Added to reach the next multiple of ₹5. */
  rounding: Paise;
  total: Paise;
}

export class FareError extends Error {
  override name = "FareError";
}

const RUPEE = 100;

/**
 * The date the general rates (`BASE_RATE`) are the fares of: the Jan 2026
 * Saraighat fares they are calibrated on, after the 26 Dec 2025 revision. The
 * figures calibrated on undated examples or facts.md's ranges are taken as
 * current fares too.
 */
export const BASE_RATES_AS_OF: IsoDate = "2026-01-01";

/** Per-km base rate, rupees (mail/express and superfast trains), as of `BASE_RATES_AS_OF`. */
export const BASE_RATE: Record<ClassCode, number> = {
  "1A": 3.11,
  EA: 2.8,
  EC: 2.25,
  EV: 2.25,
  VC: 2.25,
  "2A": 1.845,
  FC: 0.85,
  "3A": 1.294,
  // 3E ≈ 0.92 × 3A (facts.md §5).
  "3E": 1.19,
  CC: 1.05,
  SL: 0.43,
  // Vistadome non-AC: priced as a chair car, without GST (non-AC).
  VS: 1.05,
  "2S": 0.25,
};

/** Minimum distance charged (facts.md §5, 2013 table); 3E as 3A, EC/EA/Vistadomes as CC. */
export const MIN_DISTANCE_KM: Record<ClassCode, number> = {
  "1A": 300,
  EA: 150,
  EC: 150,
  EV: 150,
  VC: 150,
  "2A": 300,
  FC: 100,
  "3A": 300,
  "3E": 300,
  CC: 150,
  SL: 200,
  VS: 150,
  "2S": 50,
};

export const RESERVATION_CHARGE: Record<ClassCode, number> = {
  "2S": 15,
  SL: 20,
  CC: 40,
  "3A": 40,
  "3E": 40,
  FC: 50,
  "2A": 50,
  "1A": 60,
  EC: 60,
  EA: 60,
  EV: 60,
  VC: 60,
  VS: 40,
};

export const SUPERFAST_CHARGE: Record<ClassCode, number> = {
  "2S": 15,
  SL: 30,
  CC: 45,
  "3A": 45,
  "3E": 45,
  FC: 45,
  "2A": 45,
  "1A": 75,
  EC: 75,
  EA: 75,
  EV: 75,
  VC: 75,
  VS: 45,
};

const AC_CLASSES: ReadonlySet<ClassCode> = new Set([
  "1A",
  "EA",
  "EC",
  "EV",
  "VC",
  "2A",
  "3A",
  "3E",
  "CC",
  "FC",
]);

/** GST applies to AC classes, EC and FC; SL, 2S and non-AC Vistadome are exempt. */
export function gstApplies(classCode: ClassCode): boolean {
  return AC_CLASSES.has(classCode);
}

interface TatkalRule {
  share: number;
  min: number;
  max: number;
  minDistanceKm: number;
}

export const TATKAL: Partial<Record<ClassCode, TatkalRule>> = {
  "2S": { share: 0.1, min: 10, max: 15, minDistanceKm: 100 },
  SL: { share: 0.3, min: 100, max: 200, minDistanceKm: 500 },
  CC: { share: 0.3, min: 125, max: 225, minDistanceKm: 250 },
  "3A": { share: 0.3, min: 300, max: 400, minDistanceKm: 500 },
  "3E": { share: 0.3, min: 300, max: 400, minDistanceKm: 500 },
  "2A": { share: 0.3, min: 400, max: 500, minDistanceKm: 500 },
  EC: { share: 0.3, min: 400, max: 500, minDistanceKm: 250 },
};

const FLEXI_TYPES: ReadonlySet<TrainType> = new Set(["rajdhani", "shatabdi", "duronto"]);

/** Base-fare factor of the train type (see the module comment). */
export function typeFactor(type: TrainType): number {
  switch (type) {
    case "rajdhani":
    case "shatabdi":
    case "duronto":
      return 1.25;
    case "tejas":
      return 1.25 * 1.2;
    case "humsafar":
      return 1.15;
    case "garib-rath":
      return 0.65;
    case "antyodaya":
      return 1.15;
    case "passenger":
      return 0.8;
    default:
      return 1;
  }
}

/** The flexi-fare multiplier for a class of a train type with `soldShare` of it sold. */
export function flexiMultiplier(type: TrainType, classCode: ClassCode, soldShare: number): number {
  const sold = Math.min(1, Math.max(0, soldShare));
  if (FLEXI_TYPES.has(type)) {
    if (classCode === "1A" || classCode === "EC") return 1;
    const cap = classCode === "3A" ? 1.4 : 1.5;
    return Math.min(cap, 1 + 0.1 * Math.floor(sold * 10 + 1e-9));
  }
  // Humsafar 3A: base for the first half, then +10 % per 10 % sold; capped at 1.5× [chosen].
  if (type === "humsafar" && classCode === "3A" && sold >= 0.5) {
    return Math.min(1.5, 1 + 0.1 * (Math.floor(sold * 10 + 1e-9) - 4));
  }
  return 1;
}

/** Telescopic distance: full rate to 1,000 km, 85 % to 2,500 km, 75 % beyond. */
function chargeableKm(km: number): number {
  const a = Math.min(km, 1000);
  const b = Math.min(Math.max(km - 1000, 0), 1500);
  const c = Math.max(km - 2500, 0);
  return a + 0.85 * b + 0.75 * c;
}

/** Vande Bharat sleeper per km, published Jan 2026 (facts.md §5), after the Dec 2025 revision. */
const VB_SLEEPER_RATE: Partial<Record<ClassCode, number>> = { "3A": 2.4, "2A": 3.1, "1A": 3.8 };
const VB_SLEEPER_MIN_KM = 400;
export const VB_SLEEPER_RATES_AS_OF: IsoDate = "2026-01-01";
/** Vande Bharat chair cars, per km (NDLS–Katra 2019: CC ₹1,120 and EC ₹2,337 over 655 km). */
const VB_CHAIR_RATE: Partial<Record<ClassCode, number>> = { CC: 1.71, EC: 3.57 };
/** The NDLS–Katra example's year, before the Jan 2020 revision: 2019 fares. */
export const VB_CHAIR_RATES_AS_OF: IsoDate = "2019-12-31";

const ceilRupee = (rupees: number): Paise => Math.ceil(rupees - 1e-9) * RUPEE;

/** Base fare of an adult booked at `bookedAt`, paise, before flexi (revisions included). */
export function baseFare(
  type: TrainType,
  classCode: ClassCode,
  distanceKm: number,
  bookedAt: Date,
): Paise {
  // The table's fare (rupees) on its date, then the revisions up to the booking.
  const rupees = (table: number, charged: number, asOf: IsoDate) =>
    ceilRupee(table + revisionDelta(type, classCode, charged, asOf, bookedAt));
  if (type === "vande-bharat") {
    const sleeper = VB_SLEEPER_RATE[classCode];
    if (sleeper !== undefined) {
      const charged = Math.max(distanceKm, VB_SLEEPER_MIN_KM);
      return rupees(sleeper * charged, charged, VB_SLEEPER_RATES_AS_OF);
    }
    const chair = VB_CHAIR_RATE[classCode];
    if (chair !== undefined) {
      const charged = Math.max(distanceKm, MIN_DISTANCE_KM[classCode]);
      return rupees(chair * chargeableKm(charged), charged, VB_CHAIR_RATES_AS_OF);
    }
  }
  const charged = Math.max(distanceKm, MIN_DISTANCE_KM[classCode]);
  return rupees(
    BASE_RATE[classCode] * chargeableKm(charged) * typeFactor(type),
    charged,
    BASE_RATES_AS_OF,
  );
}

function isVandeBharatSleeper(type: TrainType, classCode: ClassCode): boolean {
  return type === "vande-bharat" && VB_SLEEPER_RATE[classCode] !== undefined;
}

const ZERO: FareBreakdown = {
  base: 0,
  reservation: 0,
  superfast: 0,
  tatkal: 0,
  catering: 0,
  gst: 0,
  rounding: 0,
  total: 0,
};

export function fare(request: FareRequest): FareBreakdown {
  const { train, classCode, distanceKm } = request;
  if (!(distanceKm > 0) || !Number.isFinite(distanceKm))
    throw new FareError(`Distance must be positive: ${distanceKm}`);
  const quota = request.quota ?? "GN";
  const tatkal = quota === "TQ";
  const age = request.passenger?.age ?? 30;
  if (!Number.isInteger(age) || age < 0)
    throw new FareError(`Age must be a whole number of years: ${age}`);
  const ownBerth = age >= 12 || request.passenger?.berth === true;
  if (age < 5 && !ownBerth) return { ...ZERO };
  const halfFare = age < 12 && !ownBerth && !tatkal;

  const adultBase = baseFare(train.type, classCode, distanceKm, request.bookedAt);
  const flexed = Math.round(
    adultBase * flexiMultiplier(train.type, classCode, request.soldShare ?? 0),
  );
  const base = halfFare ? ceilRupee(flexed / RUPEE / 2) : flexed;

  const vbSleeper = isVandeBharatSleeper(train.type, classCode);
  const reservation = vbSleeper ? 0 : RESERVATION_CHARGE[classCode] * RUPEE;
  const superfast = train.superfast && !vbSleeper ? SUPERFAST_CHARGE[classCode] * RUPEE : 0;

  let tatkalCharge = 0;
  if (tatkal) {
    if (FLEXI_TYPES.has(train.type) || train.type === "humsafar") {
      if (classCode === "1A" || classCode === "EC")
        throw new FareError(`No Tatkal in ${classCode} on this train`);
      tatkalCharge = Math.round(adultBase / 2);
    } else {
      const rule = TATKAL[classCode];
      if (!rule) throw new FareError(`No Tatkal in ${classCode}`);
      const onBase =
        distanceKm >= rule.minDistanceKm
          ? adultBase
          : baseFare(train.type, classCode, rule.minDistanceKm, request.bookedAt);
      const charge = Math.min(
        rule.max * RUPEE,
        Math.max(rule.min * RUPEE, (onBase * rule.share) | 0),
      );
      tatkalCharge = ceilRupee(charge / RUPEE);
    }
  }

  const taxable = base + reservation + superfast + tatkalCharge;
  const gst = gstApplies(classCode) ? ceilRupee((taxable * 0.05) / RUPEE) : 0;

  let catering = 0;
  if (train.cateringIncluded && !request.cateringOptOut) {
    const journey = request.journey ?? {
      departureMin: 8 * 60,
      arrivalMin: 8 * 60 + Math.round(distanceKm),
    };
    catering = cateringPaise(train.type, classCode, journey.departureMin, journey.arrivalMin);
  }

  const sum = taxable + gst + catering;
  const total = Math.ceil(sum / (5 * RUPEE)) * 5 * RUPEE;
  return {
    base,
    reservation,
    superfast,
    tatkal: tatkalCharge,
    catering,
    gst,
    rounding: total - sum,
    total,
  };
}
