import { describe, expect, it } from "vitest";
import { bayOf, COACH_PLAN_CLASSES, coachOptionsFor, coachPlan, spotOf } from "./coach-layout.ts";

describe("coachPlan", () => {
  it("numbers every berth once, 1 to the capacity, each in one drawn bay", () => {
    for (const code of COACH_PLAN_CLASSES) {
      const plan = coachPlan(code);
      if (!plan) throw new Error(code);
      expect(plan.spots.map((s) => s.number)).toEqual(
        Array.from({ length: plan.capacity }, (_, i) => i + 1),
      );
      const drawn = plan.bays.flatMap((b) => b.sides.flat().map((s) => s.number));
      expect(new Set(drawn).size, code).toBe(plan.capacity);
      expect(drawn.length, code).toBe(plan.capacity);
    }
  });

  it("draws SL bays as two facing sides of lower, middle, upper and the side berths", () => {
    const bay = coachPlan("SL")?.bays[2];
    expect(bay?.label).toBe("Bay 3");
    expect(bay?.sides.map((s) => s.map((b) => `${b.number}${b.position}`))).toEqual([
      ["17LB", "18MB", "19UB"],
      ["20LB", "21MB", "22UB"],
      ["23SL", "24SU"],
    ]);
    expect(bay?.aisleAfter).toBe(2);
  });

  it("letters 1A cabins then coupés", () => {
    const plan = coachPlan("1A");
    expect(plan?.bays.map((b) => b.label)).toEqual([
      "Cabin A",
      "Cabin B",
      "Cabin C",
      "Cabin D",
      "Cabin E",
      "Coupé F",
      "Coupé G",
    ]);
    expect(plan && bayOf(plan, 23)?.label).toBe("Coupé G");
    expect(plan && spotOf(plan, 24)?.position).toBe("UB");
  });

  it("ends 3E with a part bay and CC with a part row", () => {
    const e = coachPlan("3E");
    expect(e?.bays.at(-1)?.sides.map((s) => s.map((b) => b.position))).toEqual([
      ["LB", "MB", "UB"],
    ]);
    const cc = coachPlan("CC");
    expect(cc?.bays).toHaveLength(16);
    expect(cc?.bays.at(-1)?.sides.map((s) => s.map((b) => b.position))).toEqual([
      ["WS", "MS", "AS"],
    ]);
  });

  it("has no plan for an unknown class, nor a berth past the coach", () => {
    expect(coachPlan("XX")).toBeNull();
    const plan = coachPlan("2A");
    expect(plan && spotOf(plan, 53)).toBeNull();
  });
});

describe("coachOptionsFor", () => {
  it("widens the coach to the ticket's berth", () => {
    expect(coachOptionsFor("CC", "C1", [12, 97])).toEqual({ garibRath: false, capacity: 97 });
    expect(coachOptionsFor("CC", "C1", [12])).toEqual({ garibRath: false });
    expect(coachOptionsFor("3A", "G2", [81])).toEqual({ garibRath: true });
  });
});
