import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-21T10:00:00+05:30");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("relative time (spec §9)", () => {
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [MIN, "1 minute ago"],
    [2 * MIN, "2 minutes ago"],
    [59 * MIN + 59_000, "59 minutes ago"],
    [60 * MIN, "1 hour ago"],
    [5 * 60 * MIN + 30 * MIN, "5 hours ago"],
    [24 * 60 * MIN - 1, "23 hours ago"],
    [24 * 60 * MIN, "1 day ago"],
    [3 * 24 * 60 * MIN, "3 days ago"],
  ])("%i ms ago → %s", (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it("says 'just now' for an instant slightly in the future (clock skew)", () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe("just now");
  });

  it("rejects invalid dates", () => {
    expect(() => relativeTime(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});
