import { describe, expect, it } from "vitest";
import { advancingClock, fixedClock, tickingClock } from "./clock.ts";

describe("fake clocks", () => {
  it("a fixed clock keeps its instant until told otherwise", () => {
    const clock = fixedClock("2026-11-21T10:00:00+05:30");
    expect(clock().toISOString()).toBe("2026-11-21T04:30:00.000Z");
    expect(clock().toISOString()).toBe("2026-11-21T04:30:00.000Z");
    clock.advance(90_000);
    expect(clock().toISOString()).toBe("2026-11-21T04:31:30.000Z");
    clock.set(new Date("2027-01-01T00:00:00Z"));
    expect(clock().toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("a ticking clock starts at its instant and moves with the real time", async () => {
    const clock = tickingClock("2026-11-25T10:00:00+05:30");
    const first = clock().getTime();
    expect(first - Date.parse("2026-11-25T04:30:00Z")).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(clock().getTime() - first).toBeGreaterThanOrEqual(25);
    clock.set("2027-01-01T00:00:00Z");
    expect(clock().getUTCFullYear()).toBe(2027);
  });

  it("hands out copies, so mutating a reading does not move the clock", () => {
    const clock = fixedClock("2026-11-21T04:30:00Z");
    clock().setFullYear(1999);
    expect(clock().getUTCFullYear()).toBe(2026);
  });

  it("an advancing clock moves forward by its step after each reading", () => {
    const clock = advancingClock("2026-11-21T04:30:00Z", 250);
    expect(clock().toISOString()).toBe("2026-11-21T04:30:00.000Z");
    expect(clock().toISOString()).toBe("2026-11-21T04:30:00.250Z");
    clock.advance(1_000);
    expect(clock().toISOString()).toBe("2026-11-21T04:30:01.500Z");
  });

  it("refuses an invalid start", () => {
    expect(() => fixedClock("yesterday")).toThrow(RangeError);
  });
});
