import { describe, expect, it } from "vitest";
import { dataAgeLabel } from "./offline-age.ts";

describe("dataAgeLabel", () => {
  it("gives the IST clock time and the relative age on the same IST day", () => {
    // 08:35 UTC is 14:05 IST.
    const fetched = new Date("2026-11-27T08:35:00Z");
    expect(dataAgeLabel(fetched, new Date("2026-11-27T10:35:30Z"))).toBe(
      "as of 14:05, 2 hours ago",
    );
    expect(dataAgeLabel(fetched, new Date("2026-11-27T08:35:20Z"))).toBe("as of 14:05, just now");
    expect(dataAgeLabel(fetched, new Date("2026-11-27T08:36:00Z"))).toBe(
      "as of 14:05, 1 minute ago",
    );
  });

  it("names the day when the page is from an earlier IST day", () => {
    // 23:50 IST on 25 Nov; now 00:10 IST on 26 Nov (still 25 Nov in UTC).
    const fetched = new Date("2026-11-25T18:20:00Z");
    expect(dataAgeLabel(fetched, new Date("2026-11-25T18:40:00Z"))).toBe(
      "as of 25 Nov, 23:50, 20 minutes ago",
    );
    expect(dataAgeLabel(fetched, new Date("2026-11-27T18:40:00Z"))).toBe(
      "as of 25 Nov, 23:50, 2 days ago",
    );
  });

  it("says 'just now' for a clock that went back", () => {
    const fetched = new Date("2026-11-27T08:35:00Z");
    expect(dataAgeLabel(fetched, new Date("2026-11-27T08:00:00Z"))).toBe("as of 14:05, just now");
  });
});
