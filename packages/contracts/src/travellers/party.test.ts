import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Gender, LIMITS } from "../code-tables.ts";
import {
  addInfantRefusal,
  addPassengerRefusal,
  canAddInfant,
  canAddPassenger,
  checkPartyCounts,
  countParty,
  DEFAULT_POLICY_AGREED,
  policyRefusal,
  quotaRefusal,
  resolveFood,
  validateParty,
} from "./party.ts";
import type { Passenger } from "./passenger.ts";
import { passengerCategory } from "./passenger.ts";

const person = (age: number, gender: Gender = "Female", food?: Passenger["food"]): Passenger => {
  const category = passengerCategory(age);
  return {
    name: "Test Person",
    age,
    gender,
    nationality: "IN",
    berth: category === "infant" ? "NB" : "NP",
    ...(category === "infant" ? { food: "D" as const } : food ? { food } : {}),
    category,
  };
};

const GN = { quota: "GN" as const, foodRequired: false, noFood: false };

describe("adding rows", () => {
  it("allows up to the maximum, 6 passengers and 2 infants by default", () => {
    expect(LIMITS.maxPassengers).toBe(6);
    expect(LIMITS.maxInfants).toBe(2);
    expect(canAddPassenger(5)).toBe(true);
    expect(canAddPassenger(6)).toBe(false);
    expect(canAddPassenger(3, 4)).toBe(true);
    expect(canAddPassenger(4, 4)).toBe(false);
    expect(canAddInfant(1)).toBe(true);
    expect(canAddInfant(2)).toBe(false);
  });

  it("says why not", () => {
    expect(addPassengerRefusal(5)).toBeUndefined();
    expect(addPassengerRefusal(6)).toBe("Cannot add more passenger. Max limit reached");
    expect(addPassengerRefusal(4, 4)).toBe("Cannot add more passenger. Max limit reached");
    expect(addInfantRefusal(2)).toBe("You can only add 2 infants");
    expect(addInfantRefusal(1, 1)).toBe("You can only add 1 infants");
    expect(addInfantRefusal(0)).toBeUndefined();
  });
});

describe("party counts", () => {
  it("counts under 5 as infants and 5 and over as passengers", () => {
    expect(countParty([0, 4, 5, 11, 12, 80])).toEqual({ passengers: 4, infants: 2 });
  });

  it.each([
    [[], "Please add at least one traveller to continue"],
    [[1], "Please add adult passenger, only infant not allowed"],
    [[1, 3], "Please add adult passenger, only infant not allowed"],
    [[30, 1, 2, 3], "You can only add 2 infants"],
    [[30, 30, 30, 30, 30, 30, 30], "You can only add 6 passengers"],
  ])("%j: %s", (ages, message) => {
    expect(checkPartyCounts(ages)).toBe(message);
  });

  it("accepts 6 passengers with 2 infants, and children travelling without an adult", () => {
    expect(checkPartyCounts([30, 30, 30, 30, 30, 30, 1, 2])).toBeUndefined();
    expect(checkPartyCounts([8, 10])).toBeUndefined();
  });

  it("takes the maxima from the caller", () => {
    expect(checkPartyCounts([30, 30, 30, 30, 30], { maxPassengers: 4 })).toBe(
      "You can only add 4 passengers",
    );
    expect(checkPartyCounts([30, 1, 1, 1], { maxInfants: 3 })).toBeUndefined();
  });

  it("property: a party of more than the maximum passengers is always refused", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
        fc.array(fc.integer({ min: 5, max: 125 }), { minLength: 20, maxLength: 20 }),
        (max, extra, infants, ages) => {
          const party = [...ages.slice(0, max + extra), ...infants];
          expect(checkPartyCounts(party, { maxPassengers: max, maxInfants: 3 })).toBe(
            `You can only add ${max} passengers`,
          );
          expect(
            validateParty(
              party.map((a) => person(a)),
              { ...GN, maxPassengers: max, maxInfants: 3 },
            ).ok,
          ).toBe(false);
        },
      ),
    );
  });
});

describe("ladies quota", () => {
  it.each([
    [30, "Female", undefined],
    [30, "Male", "The ladies quota rejects adult male or transgender passengers."],
    [30, "Transgender", "The ladies quota rejects adult male or transgender passengers."],
    [12, "Male", "The ladies quota rejects adult male or transgender passengers."],
    [11, "Male", undefined],
    [3, "Male", undefined],
    [70, "Female", undefined],
  ] as const)("age %i %s", (age, gender, message) => {
    expect(quotaRefusal({ age, gender }, "LD")).toBe(message);
    expect(quotaRefusal({ age, gender }, "GN")).toBeUndefined();
  });

  it("validateParty keys the refusal to the passenger's gender", () => {
    const result = validateParty([person(35), person(40, "Male"), person(8, "Male")], {
      ...GN,
      quota: "LD",
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        "passengers.1.gender": "The ladies quota rejects adult male or transgender passengers.",
      },
    });
  });
});

describe("food", () => {
  const required = { foodRequired: true, noFood: false };

  it("a train without food: everyone No Food", () => {
    expect(resolveFood([person(30, "Male", "V")], { foodRequired: false, noFood: false })).toEqual({
      ok: true,
      value: { foods: ["D"], noFood: true },
    });
  });

  it("each passenger but infants must choose", () => {
    expect(resolveFood([person(30), person(2), person(8, "Male", "J")], required)).toEqual({
      ok: false,
      fields: { "passengers.0.food": "Food type must be chosen for the train." },
    });
    expect(resolveFood([person(30, "Male", "V"), person(2)], required)).toEqual({
      ok: true,
      value: { foods: ["V", "D"], noFood: false },
    });
  });

  it("the No Food box applies to everyone", () => {
    expect(
      resolveFood([person(30, "Male", "V"), person(40)], { foodRequired: true, noFood: true }),
    ).toEqual({ ok: true, value: { foods: ["D", "D"], noFood: true } });
  });

  it("No Food for all is the box; for some but not all it is refused", () => {
    expect(resolveFood([person(30, "Male", "D"), person(40, "Female", "D")], required)).toEqual({
      ok: true,
      value: { foods: ["D", "D"], noFood: true },
    });
    expect(resolveFood([person(30, "Male", "D"), person(40, "Female", "N")], required)).toEqual({
      ok: false,
      fields: {
        noFood: "The no-food checkbox applies to all passengers or to none.",
      },
    });
  });

  it("validateParty fills every passenger's meal", () => {
    const result = validateParty([person(30, "Male", "V"), person(1)], {
      ...GN,
      foodRequired: true,
    });
    expect(result.ok && result.value.passengers.map((p) => p.food)).toEqual(["V", "D"]);
  });
});

describe("policy", () => {
  it("starts agreed and must be agreed", () => {
    expect(DEFAULT_POLICY_AGREED).toBe(true);
    expect(policyRefusal(true)).toBeUndefined();
    expect(policyRefusal(false)).toBe(
      "Please agree to the cancellation and refund policy to continue",
    );
  });
});
