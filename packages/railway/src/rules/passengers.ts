/**
 * Who may be on one PNR (spec §5, §9; facts.md §2, §7).
 *
 * - A child under 5 (spec: "Children are those under age 5 for counting")
 *   booked without a berth is an infant: listed on the ticket but not counted
 *   against the passenger limit, at most `maxInfants` (2, spec §9) per PNR.
 *   An under-5 child for whom a berth is bought counts like anyone else.
 * - At most 6 counted passengers per PNR, 4 in Tatkal and Premium Tatkal.
 * - At least one passenger who is not an infant: the spec's message asks for
 *   an "adult passenger", but its rule is "only infant not allowed", so a
 *   child of 5 or more with a berth is enough (our reading; IRCTC books
 *   unaccompanied children).
 * - Ladies quota: women, and children under 12 of any gender (facts §2; spec §5
 *   "rejects adult male or transgender passengers").
 * - Senior citizen / lower-berth quota (SS): men 60+, women 45+, alone or two
 *   on one PNR (facts §2); infants do not count towards the two.
 */
import type { Gender } from "@safar/contracts/code-tables";
import { LIMITS } from "@safar/contracts/code-tables";
import { ALLOWED, type RuleResult, refuse } from "./result.ts";
import { isTatkalQuota } from "./tatkal.ts";

export interface RulePassenger {
  age: number;
  gender?: Gender;
  /** False for a child under 5 travelling on a lap (no berth): an infant. Defaults to true. */
  berth?: boolean;
  /** The passenger's Aadhaar is verified (for the 24-tickets-a-month limit). */
  aadhaarVerified?: boolean;
}

export interface PassengerConfig {
  maxPassengers: number;
  maxTatkalPassengers: number;
  maxInfants: number;
  childAgeThreshold: number;
  ladiesChildAgeBelow: number;
  seniorMaleAge: number;
  seniorFemaleAge: number;
  maxSeniorQuotaPassengers: number;
}

export const DEFAULT_PASSENGER_CONFIG: PassengerConfig = {
  maxPassengers: LIMITS.maxPassengers,
  maxTatkalPassengers: 4,
  maxInfants: LIMITS.maxInfants,
  childAgeThreshold: LIMITS.childAgeThreshold,
  ladiesChildAgeBelow: 12,
  seniorMaleAge: 60,
  seniorFemaleAge: 45,
  maxSeniorQuotaPassengers: 2,
};

export type PassengerRefusal =
  | "no_passengers"
  | "infant_only"
  | "too_many_passengers"
  | "too_many_infants"
  | "ladies_quota_passenger"
  | "senior_quota_passenger"
  | "senior_quota_too_many";

export function isInfant(
  p: RulePassenger,
  config: PassengerConfig = DEFAULT_PASSENGER_CONFIG,
): boolean {
  return p.age < config.childAgeThreshold && p.berth === false;
}

/** Passengers counted against the per-PNR limit (infants are not). */
export function countedPassengers(
  passengers: readonly RulePassenger[],
  config: PassengerConfig = DEFAULT_PASSENGER_CONFIG,
): number {
  return passengers.filter((p) => !isInfant(p, config)).length;
}

export function maxPassengersFor(
  quota: string,
  config: PassengerConfig = DEFAULT_PASSENGER_CONFIG,
): number {
  return isTatkalQuota(quota) ? config.maxTatkalPassengers : config.maxPassengers;
}

export function checkPassengers(
  passengers: readonly RulePassenger[],
  quota: string,
  config: PassengerConfig = DEFAULT_PASSENGER_CONFIG,
): RuleResult<PassengerRefusal> {
  if (passengers.length === 0) {
    return refuse("no_passengers", "Please add at least one traveller to continue");
  }
  const infants = passengers.filter((p) => isInfant(p, config)).length;
  const counted = passengers.length - infants;
  if (counted === 0)
    return refuse("infant_only", "Please add adult passenger, only infant not allowed");
  const max = maxPassengersFor(quota, config);
  if (counted > max) return refuse("too_many_passengers", `You can only add ${max} passengers`);
  if (infants > config.maxInfants)
    return refuse("too_many_infants", `You can only add ${config.maxInfants} infants`);
  if (quota === "LD") {
    const barred = passengers.some(
      (p) => p.age >= config.ladiesChildAgeBelow && p.gender !== undefined && p.gender !== "Female",
    );
    if (barred) {
      return refuse(
        "ladies_quota_passenger",
        "Ladies quota is for women travelling alone or with children under 12: adult male or transgender passengers are not allowed",
      );
    }
  }
  if (quota === "SS") {
    if (counted > config.maxSeniorQuotaPassengers) {
      return refuse(
        "senior_quota_too_many",
        `Sr Citizen quota allows at most ${config.maxSeniorQuotaPassengers} passengers on one PNR`,
      );
    }
    const eligible = (p: RulePassenger) =>
      p.gender === "Female" ? p.age >= config.seniorFemaleAge : p.age >= config.seniorMaleAge;
    if (passengers.some((p) => !isInfant(p, config) && !eligible(p))) {
      return refuse(
        "senior_quota_passenger",
        `Sr Citizen quota is for men of ${config.seniorMaleAge} and over and women of ${config.seniorFemaleAge} and over`,
      );
    }
  }
  return ALLOWED;
}
