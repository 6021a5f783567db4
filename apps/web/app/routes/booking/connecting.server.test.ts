import { describe, expect, it } from "vitest";
import { readPlanQuery, tripRedirect } from "./connecting.server.ts";

const FULL = "t1=22144&t2=20111&from=pune&c1=TNA&to=MAO&d1=2026-11-30&d2=2026-11-30&cls=sl";

describe("the two-train entry URL", () => {
  it("reads a connection, upper-casing codes, c2 optional, GN by default", () => {
    expect(readPlanQuery(new URLSearchParams(FULL))).toEqual({
      kind: "ok",
      query: {
        t1: "22144",
        t2: "20111",
        from: "PUNE",
        c1: "TNA",
        to: "MAO",
        d1: "2026-11-30",
        d2: "2026-11-30",
        cls: "SL",
        quota: "GN",
      },
    });
  });

  it("names nothing when empty, and each problem in words otherwise", () => {
    expect(readPlanQuery(new URLSearchParams(""))).toEqual({ kind: "none" });
    const read = readPlanQuery(
      new URLSearchParams(FULL.replace("t1=22144", "t1=abc").replace("&to=MAO", "")),
    );
    expect(read).toEqual({
      kind: "invalid",
      problems: ["Not valid: the first train (t1).", "Missing the destination (to)."],
    });
    expect(readPlanQuery(new URLSearchParams(`${FULL}&cls2=ZZ`))).toMatchObject({
      kind: "invalid",
      problems: ["Not valid: the second train's class (cls2)."],
    });
  });

  it("sends a trip to the step it is at", () => {
    const trip = (state: "draft" | "payment" | "booked") => ({
      state,
      tripId: "2611270000001",
      legs: [{ orderId: "2611270000002" }],
    });
    expect(tripRedirect(trip("draft"), "review")).toBeNull();
    expect(tripRedirect(trip("draft"), "pay")).toBe("/trains/connecting/2611270000001/review");
    expect(tripRedirect(trip("payment"), "review")).toBe("/trains/connecting/2611270000001/pay");
    expect(tripRedirect(trip("booked"), "pay")).toBe("/trains/summary/2611270000002");
  });
});
