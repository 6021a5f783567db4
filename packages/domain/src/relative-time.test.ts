import { describe, expect, it } from "vitest";
import { istWhen, relativeTime } from "./relative-time.ts";

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

describe("istWhen", () => {
  const now = new Date("2026-11-27T23:50:00+05:30");
  it("names today and tomorrow by the IST calendar, not the machine's", () => {
    expect(istWhen(new Date("2026-11-27T23:55:00+05:30"), now)).toBe("23:55 today");
    expect(istWhen(new Date("2026-11-28T10:00:00+05:30"), now)).toBe("10:00 tomorrow");
    // 00:20 IST is still the 27th in UTC: tomorrow all the same.
    expect(istWhen(new Date("2026-11-28T00:20:00+05:30"), now)).toBe("00:20 tomorrow");
  });
  it("gives the date further ahead, and the year when it differs", () => {
    expect(istWhen(new Date("2026-11-29T11:00:00+05:30"), now)).toBe("11:00 on 29 Nov");
    expect(istWhen(new Date("2027-01-26T08:00:00+05:30"), now)).toBe("08:00 on 26 Jan 2027");
  });
});
