import { CLASS_CODES } from "@safar/contracts/code-tables";
import { COACH_PLAN_CLASSES, coachOptionsFor, coachPlan } from "@safar/domain/coach-layout";
import { describe, expect, it } from "vitest";
import { TRAIN_TYPES } from "../network/model.ts";
import { coachCapacity } from "../timetable/rake.ts";
import { coachBerths } from "./layout.ts";

/**
 * The web app's coach drawing (`@safar/domain/coach-layout`) must say what the
 * railway allots: for every class, on every train type's coach of it, each
 * berth number has the railway's type and bay.
 */
describe("the coach plan agrees with the railway's berths", () => {
  it("draws every class the railway sells", () => {
    expect([...COACH_PLAN_CLASSES].sort()).toEqual([...CLASS_CODES].sort());
  });

  for (const classCode of CLASS_CODES)
    it(`${classCode}: every berth of every train type's coach`, () => {
      for (const type of TRAIN_TYPES) {
        const railway = coachBerths(classCode, type);
        const capacity = coachCapacity(classCode, type);
        const plan = coachPlan(classCode, {
          garibRath: type === "garib-rath",
          capacity,
        });
        expect(plan, `${classCode} on ${type}`).not.toBeNull();
        if (!plan) continue;
        expect(plan.spots.map((s) => [s.number, s.position, s.bay])).toEqual(
          railway.map((b) => [b.number, b.type, b.bay]),
        );
        // Each berth is drawn exactly once, in its own bay.
        const drawn = plan.bays.flatMap((bay) =>
          bay.sides.flat().map((s) => {
            expect(s.bay).toBe(bay.index);
            return s.number;
          }),
        );
        expect([...drawn].sort((a, b) => a - b)).toEqual(railway.map((b) => b.number));
      }
    });

  it("takes the usual train's capacity without being told", () => {
    for (const classCode of CLASS_CODES)
      expect(coachPlan(classCode)?.capacity, classCode).toBe(
        coachCapacity(classCode, "mail-express"),
      );
    expect(coachPlan("3A", { garibRath: true })?.capacity).toBe(coachCapacity("3A", "garib-rath"));
  });

  it("reads a Garib Rath 3A coach from its letter, as the rake letters it", () => {
    expect(coachOptionsFor("3A", "G4")).toEqual({ garibRath: true });
    expect(coachOptionsFor("3A", "B4")).toEqual({ garibRath: false });
    const plan = coachPlan("3A", coachOptionsFor("3A", "G4"));
    expect(plan?.spots.map((s) => s.position)).toEqual(
      coachBerths("3A", "garib-rath").map((b) => b.type),
    );
  });
});
