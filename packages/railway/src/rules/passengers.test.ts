import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPassengers, countedPassengers, isInfant, type RulePassenger } from "./passengers.ts";

const adult = (age = 30, gender: RulePassenger["gender"] = "Male"): RulePassenger => ({
  age,
  gender,
});
const infant: RulePassenger = { age: 2, berth: false };
const adults = (n: number) => Array.from({ length: n }, () => adult());
const reason = (r: ReturnType<typeof checkPassengers>) => (r.ok ? "ok" : r.reason);

describe("how many on one PNR", () => {
  it("allows 6 in general quota, not 7", () => {
    expect(reason(checkPassengers(adults(6), "GN"))).toBe("ok");
    expect(checkPassengers(adults(7), "GN")).toMatchObject({
      reason: "too_many_passengers",
      message: "You can only add 6 passengers",
    });
  });

  it("allows 4 in Tatkal and Premium Tatkal, not 5", () => {
    expect(reason(checkPassengers(adults(4), "TQ"))).toBe("ok");
    expect(reason(checkPassengers(adults(5), "TQ"))).toBe("too_many_passengers");
    expect(reason(checkPassengers(adults(5), "PT"))).toBe("too_many_passengers");
  });

  it("does not count infants (under 5 without berth), but counts an under-5 child with a berth", () => {
    expect(reason(checkPassengers([...adults(6), infant, infant], "GN"))).toBe("ok");
    expect(reason(checkPassengers([...adults(4), infant], "TQ"))).toBe("ok");
    expect(reason(checkPassengers([...adults(6), { age: 3, berth: true }], "GN"))).toBe(
      "too_many_passengers",
    );
    expect(isInfant({ age: 4, berth: false })).toBe(true);
    expect(isInfant({ age: 5, berth: false })).toBe(false);
  });

  it("allows at most 2 infants", () => {
    expect(checkPassengers([adult(), infant, infant, infant], "GN")).toMatchObject({
      reason: "too_many_infants",
      message: "You can only add 2 infants",
    });
  });

  it("needs someone who is not an infant, and someone at all", () => {
    expect(checkPassengers([infant], "GN")).toMatchObject({
      reason: "infant_only",
      message: "Please add adult passenger, only infant not allowed",
    });
    expect(checkPassengers([], "GN")).toMatchObject({
      reason: "no_passengers",
      message: "Please add at least one traveller to continue",
    });
    expect(reason(checkPassengers([{ age: 9 }], "GN"))).toBe("ok");
  });
});

describe("quota passengers", () => {
  it("ladies quota: women and children under 12 only", () => {
    expect(reason(checkPassengers([adult(30, "Female"), { age: 8, gender: "Male" }], "LD"))).toBe(
      "ok",
    );
    expect(reason(checkPassengers([adult(30, "Female"), adult(12, "Male")], "LD"))).toBe(
      "ladies_quota_passenger",
    );
    expect(reason(checkPassengers([adult(30, "Transgender")], "LD"))).toBe(
      "ladies_quota_passenger",
    );
  });

  it("senior quota: men 60+, women 45+, at most two", () => {
    expect(reason(checkPassengers([adult(60, "Male"), adult(45, "Female")], "SS"))).toBe("ok");
    expect(reason(checkPassengers([adult(59, "Male")], "SS"))).toBe("senior_quota_passenger");
    expect(reason(checkPassengers([adult(44, "Female")], "SS"))).toBe("senior_quota_passenger");
    expect(reason(checkPassengers([adult(70), adult(70), adult(70)], "SS"))).toBe(
      "senior_quota_too_many",
    );
  });
});

describe("properties", () => {
  const passenger = fc.record({ age: fc.integer({ min: 0, max: 125 }), berth: fc.boolean() });
  it("the counted passengers are everyone but the infants", () => {
    fc.assert(
      fc.property(fc.array(passenger, { maxLength: 12 }), (ps) => {
        expect(countedPassengers(ps)).toBe(ps.filter((p) => !(p.age < 5 && !p.berth)).length);
      }),
    );
  });
  it("a general-quota list is accepted exactly when 1–6 counted passengers and at most 2 infants", () => {
    fc.assert(
      fc.property(fc.array(passenger, { maxLength: 12 }), (ps) => {
        const counted = countedPassengers(ps);
        const infants = ps.length - counted;
        expect(checkPassengers(ps, "GN").ok).toBe(counted >= 1 && counted <= 6 && infants <= 2);
      }),
    );
  });
});
