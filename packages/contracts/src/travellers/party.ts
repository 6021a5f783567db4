import {
  DEFAULT_FOOD,
  type FoodCode,
  type Gender,
  LIMITS,
  type QuotaCode,
} from "../code-tables.ts";
import { type FieldsCheck, fillMessage, TRAVELLER_MESSAGES as M } from "./messages.ts";
import type { Passenger } from "./passenger.ts";

/**
 * The passengers of one booking taken together (spec §5 "Passenger counts",
 * "Other traveller rules"; facts §2 LD, §7).
 *
 * Decisions:
 * - Counting is by age (spec: "selected under 5 versus 5 and over"): under 5
 *   (`LIMITS.childAgeThreshold`) counts against the infant limit (2), 5 and
 *   over against the passenger limit (6). Both limits are parameters, as the
 *   API may send them (Tatkal allows 4 passengers, facts §2).
 * - Adding a row beyond the limit: 'Cannot add more passenger. Max limit
 *   reached' (passengers) or 'You can only add 2 infants' (infants). A
 *   submitted list beyond a limit: 'You can only add 6 passengers' / '… 2
 *   infants'. An empty list: 'Please add at least one traveller to
 *   continue'; infants only: 'Please add adult passenger, only infant not
 *   allowed' (a party of children 5–11 is not refused by this rule: the spec
 *   says "only infant").
 * - Ladies quota: refuses a Male or Transgender passenger of 12 or over
 *   (facts §2: women alone or in a group, children under 12 allowed, so a boy
 *   under 12 may travel with them). Other quotas have no rule here.
 * - Food (only when the train serves it, `foodRequired`): infants never get a
 *   meal (D). The no-food choice is all or none: the No Food box sets every
 *   passenger to No Food (D); without it each passenger must choose a food
 *   type, and choosing No Food for everyone is the same as the box, while
 *   No Food for some but not all is refused. A train without food: everyone D.
 * - The cancellation and refund policy must be agreed; the box starts ticked.
 *
 * Errors are keyed as in the form: `passengers` for the list,
 * `passengers.<i>.gender`, `passengers.<i>.food`, `noFood`.
 */

export const LADIES_QUOTA: QuotaCode = "LD";
/** The policy box starts ticked (spec §3 isCancellationPolicyChecked, default true). */
export const DEFAULT_POLICY_AGREED = true;

export const isInfantAge = (age: number): boolean => age < LIMITS.childAgeThreshold;

/** How many of the ages count as passengers (5 and over) and as infants (under 5). */
export function countParty(ages: readonly number[]): { passengers: number; infants: number } {
  const infants = ages.filter(isInfantAge).length;
  return { passengers: ages.length - infants, infants };
}

export function canAddPassenger(count: number, max: number = LIMITS.maxPassengers): boolean {
  return count < max;
}

/** Why another passenger row cannot be added, or undefined when it can. */
export function addPassengerRefusal(
  count: number,
  max: number = LIMITS.maxPassengers,
): string | undefined {
  return canAddPassenger(count, max) ? undefined : M.maxLimitReached;
}

export function canAddInfant(count: number, max: number = LIMITS.maxInfants): boolean {
  return count < max;
}

/** Why another infant row cannot be added, or undefined when it can. */
export function addInfantRefusal(
  count: number,
  max: number = LIMITS.maxInfants,
): string | undefined {
  return canAddInfant(count, max) ? undefined : fillMessage(M.maxInfants, { n: max });
}

export interface PartyLimits {
  maxPassengers?: number;
  maxInfants?: number;
}

/** The list-level message for these ages, or undefined when the counts are right. */
export function checkPartyCounts(
  ages: readonly number[],
  limits: PartyLimits = {},
): string | undefined {
  const maxPassengers = limits.maxPassengers ?? LIMITS.maxPassengers;
  const maxInfants = limits.maxInfants ?? LIMITS.maxInfants;
  const { passengers, infants } = countParty(ages);
  if (passengers + infants === 0) return M.noTraveller;
  if (passengers > maxPassengers) return fillMessage(M.maxPassengers, { n: maxPassengers });
  if (infants > maxInfants) return fillMessage(M.maxInfants, { n: maxInfants });
  if (passengers === 0) return M.onlyInfants;
  return undefined;
}

/** Why this passenger cannot travel in the quota, or undefined when they can. */
export function quotaRefusal(
  passenger: { age: number; gender: Gender },
  quota: QuotaCode,
): string | undefined {
  if (quota !== LADIES_QUOTA) return undefined;
  const man = passenger.gender === "Male" || passenger.gender === "Transgender";
  return man && passenger.age >= LIMITS.adultMinAge ? M.ladiesQuota : undefined;
}

export function policyRefusal(agreed: boolean): string | undefined {
  return agreed ? undefined : M.policyRequired;
}

export interface FoodContext {
  /** The train serves food, so a food type must be chosen. */
  foodRequired: boolean;
  /** The No Food box. */
  noFood: boolean;
}

/**
 * Every passenger's meal under the food rules. `noFood` in the value is true
 * when nobody (infants aside) has a meal.
 */
export function resolveFood(
  passengers: readonly Pick<Passenger, "food" | "category">[],
  context: FoodContext,
): FieldsCheck<{ foods: FoodCode[]; noFood: boolean }> {
  const eating = passengers.flatMap((p, i) => (p.category === "infant" ? [] : [i]));
  const foods: FoodCode[] = passengers.map(() => DEFAULT_FOOD);
  if (!context.foodRequired || context.noFood) return { ok: true, value: { foods, noFood: true } };

  const fields: Record<string, string> = {};
  for (const i of eating) {
    const food = passengers[i]?.food;
    if (food === undefined) fields[`passengers.${i}.food`] = M.foodRequired;
    else foods[i] = food;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const without = eating.filter((i) => foods[i] === DEFAULT_FOOD).length;
  if (without > 0 && without < eating.length) {
    return { ok: false, fields: { noFood: M.noFoodAllOrNone } };
  }
  return { ok: true, value: { foods, noFood: without === eating.length } };
}

export interface PartyContext extends PartyLimits, FoodContext {
  quota: QuotaCode;
}

/** The party rules over passengers that each passed `validatePassenger`; meals filled in. */
export function validateParty(
  passengers: readonly Passenger[],
  context: PartyContext,
): FieldsCheck<{ passengers: Passenger[]; noFood: boolean }> {
  const fields: Record<string, string> = {};
  const counts = checkPartyCounts(
    passengers.map((p) => p.age),
    context,
  );
  if (counts) fields.passengers = counts;
  passengers.forEach((p, i) => {
    const refusal = quotaRefusal(p, context.quota);
    if (refusal) fields[`passengers.${i}.gender`] = refusal;
  });
  const food = resolveFood(passengers, context);
  if (!food.ok) Object.assign(fields, food.fields);
  if (Object.keys(fields).length > 0 || !food.ok) return { ok: false, fields };
  return {
    ok: true,
    value: {
      passengers: passengers.map((p, i) => ({ ...p, food: food.value.foods[i] ?? DEFAULT_FOOD })),
      noFood: food.value.noFood,
    },
  };
}
