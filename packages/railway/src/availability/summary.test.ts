import { describe, expect, it } from "vitest";
import { racVacancies } from "../allocation/allocate.ts";
import { classSlots, emptyOccupancy, waitlistCap } from "../allocation/occupancy.ts";
import { cancel } from "../allocation/promote.ts";
import { adult, book, fillQuota, layoutOf } from "../allocation/test-helpers.ts";
import { emptySummary, forJourney, summarize } from "./summary.ts";

describe("summarize", () => {
  const layout = layoutOf(["S1", "B1"]);

  it("of an empty run: every berth free, no list, caps from the layout", () => {
    const s = summarize(emptyOccupancy(layout, "SL"), layout, 7);
    const cls = classSlots(layout, "SL").layout;
    expect(s.version).toBe(7);
    expect(s.classCode).toBe("SL");
    expect(s.charted).toBe(false);
    expect(s.quotaBerths).toEqual(cls.quota);
    // Every berth but the RAC side lowers is free, under its own quota.
    const total = Object.values(s.free).reduce((a, b) => a + b, 0);
    expect(total).toBe(cls.capacity - cls.racBerths);
    expect(s.rac).toEqual({ vacancies: cls.racPassengers, length: 0, issued: 0 });
    expect(s.waitlists.GN).toEqual({ length: 0, issued: 0, cap: waitlistCap(cls, "GN") });
    expect(s.waitlists.TQ).toEqual({ length: 0, issued: 0, cap: waitlistCap(cls, "TQ") });
  });

  it("follows bookings onto RAC and the waitlist, and cancellations off them", () => {
    let state = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const cls = classSlots(layout, "SL").layout;
    for (let i = 0; i < cls.racPassengers + 3; i++)
      state = book(state, layout, { passengers: [adult()] }).state;
    const s = summarize(state, layout, 1);
    expect(s.free.GN).toBe(0);
    expect(s.rac).toEqual({ vacancies: 0, length: cls.racPassengers, issued: cls.racPassengers });
    expect(s.waitlists.GN).toMatchObject({ length: 3, issued: 3 });
    expect(s.rac.vacancies).toBe(racVacancies(state, layout));
  });

  it("does not share its objects with the state", () => {
    const state = emptyOccupancy(layout, "SL");
    const s = summarize(state, layout, 0);
    expect(s.free).toEqual(state.free);
    expect(s.free).not.toBe(state.free);
  });
});

describe("forJourney (berths sold per segment)", () => {
  // Stops A, B, C, D (indexes 0–3).
  const layout = layoutOf(["S1"], "mail-express", 4);
  const cls = classSlots(layout, "SL").layout;

  it("is the summary itself while every passenger holds the whole run", () => {
    const state = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const s = summarize(state, layout, 3);
    expect(s.gaps).toBe(3);
    expect(s.segments).toBeNull();
    expect(forJourney(s, 1, 2)).toBe(s);
  });

  it("counts a berth held A→B as free from B on, and RAC places per gap", () => {
    let state = fillQuota(emptyOccupancy(layout, "SL"), layout);
    const one = state.occ.find((p) => p !== null) as string;
    state = cancel(state, layout, [one]).state; // one GN berth free end to end
    state = book(state, layout, { passengers: [adult()], from: 0, to: 1 }).state;
    // Half the RAC places taken A→C, the other half free.
    for (let i = 0; i < cls.racPassengers / 2; i++)
      state = book(state, layout, { passengers: [adult()], from: 0, to: 2 }).state;
    const s = summarize(state, layout, 4);
    expect(s.free.GN).toBe(0);
    expect(s.segments?.held.GN).toEqual([{ gaps: [0, 1], berths: 1 }]);
    expect(forJourney(s, 0, 1).free.GN).toBe(0);
    expect(forJourney(s, 1, 3).free.GN).toBe(1);
    expect(forJourney(s, 2, 3).free.GN).toBe(1);
    expect(forJourney(s, 0, 3).free.GN).toBe(0);
    expect(s.rac.vacancies).toBe(cls.racPassengers / 2);
    expect(forJourney(s, 2, 3).rac.vacancies).toBe(cls.racPassengers);
    expect(forJourney(s, 1, 3).rac.vacancies).toBe(cls.racPassengers / 2);
    // The summary the cache keeps is left as it was.
    expect(s.free.GN).toBe(0);
  });
});

describe("emptySummary", () => {
  it("is summarize of emptyOccupancy at version 0", () => {
    const layout = layoutOf(["S1", "B1"]);
    expect(emptySummary(layout, "3A")).toEqual(summarize(emptyOccupancy(layout, "3A"), layout, 0));
  });

  it("is memoised per layout and class, and frozen", () => {
    const layout = layoutOf(["S1", "B1"]);
    const a = emptySummary(layout, "SL");
    expect(emptySummary(layout, "SL")).toBe(a);
    expect(emptySummary(layout, "3A")).not.toBe(a);
    expect(emptySummary(layoutOf(["S1", "B1"]), "SL")).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.free)).toBe(true);
    expect(Object.isFrozen(a.waitlists.GN)).toBe(true);
  });
});
