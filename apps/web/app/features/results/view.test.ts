import { describe, expect, it } from "vitest";
import {
  bookPath,
  canRemind,
  chipText,
  dayOffsetLabel,
  fareLabel,
  indiaToday,
  opensWords,
  predictionLabel,
  resultsPath,
  ribbonDays,
  runningDaysLabel,
  toneWord,
} from "./view.ts";

describe("results view logic", () => {
  it("builds the results path with {code}_{name} stations and an 8-digit date", () => {
    expect(
      resultsPath(
        { code: "NDLS", name: "New Delhi" },
        { code: "MMCT", name: "Mumbai Central" },
        "2026-11-25",
        { quota: "TQ" },
      ),
    ).toBe("/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261125?quota=TQ");
  });

  it("builds the traveller-details link with train, class, quota, date, from and to", () => {
    expect(
      bookPath({
        trainNumber: "12952",
        classCode: "3A",
        quota: "GN",
        date: "2026-11-25",
        from: "NDLS",
        to: "MMCT",
      }),
    ).toBe("/trains/confirm?train=12952&class=3A&quota=GN&date=2026-11-25&from=NDLS&to=MMCT");
    expect(
      bookPath({
        trainNumber: "12952",
        classCode: "3A",
        quota: "GN",
        date: "2026-11-25",
        from: "NDLS",
        to: "MMCT",
        status: "AVAILABLE-0044",
      }),
    ).toBe(
      "/trains/confirm?train=12952&class=3A&quota=GN&date=2026-11-25&from=NDLS&to=MMCT&status=AVAILABLE-0044",
    );
  });

  it("gives the ribbon two days before, the day and one after, marking past days", () => {
    const days = ribbonDays("2026-12-01", "2026-11-30");
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(days.map((d) => d.current)).toEqual([false, false, true, false]);
    expect(days.map((d) => d.past)).toEqual([true, false, false, false]);
  });

  it("takes today's date in India (UTC+05:30)", () => {
    expect(indiaToday(new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });

  it("labels a next-day arrival and none on the same day", () => {
    expect(dayOffsetLabel("2026-11-25", "2026-11-25")).toBe("");
    expect(dayOffsetLabel("2026-11-25", "2026-11-26")).toBe("+1 day");
    expect(dayOffsetLabel("2026-11-30", "2026-12-02")).toBe("+2 days");
  });

  it("says 'runs on' days or 'everyday' (spec §9)", () => {
    expect(runningDaysLabel({ runDaysText: "everyday" })).toBe("Runs everyday");
    expect(runningDaysLabel({ runDaysText: "runs on Mon, Thu, Sat" })).toBe(
      "Runs on Mon, Thu, Sat",
    );
  });

  it("shows fares in rupees with Indian grouping and two decimals", () => {
    expect(fareLabel(264000)).toBe("₹2,640.00");
    expect(fareLabel(12345678)).toBe("₹1,23,456.78");
    expect(fareLabel(null)).toBeNull();
  });

  it("pairs every colour with a word", () => {
    expect(toneWord({ colour: "green", statusGroup: "AVL" })).toBe("Available");
    expect(toneWord({ colour: "amber", statusGroup: "WL" })).toBe("Waitlist");
    expect(toneWord({ colour: "red", statusGroup: "Not AVL" })).toBe("Not available");
    expect(toneWord({ colour: null, statusGroup: "" })).toBe("Check availability");
  });

  it("shows the confirmation chance only with a history behind it (spec §4)", () => {
    expect(
      predictionLabel({
        prediction: { percent: 61.6, count: 12 },
        predictionReason: null,
        statusGroup: "WL",
      }),
    ).toEqual({
      kind: "chance",
      text: "62% chance",
      label: "62% chance of confirmation (a berth or RAC) by the chart",
    });
    // Count zero is not shown as a figure; the class waits, so it says why.
    expect(
      predictionLabel({
        prediction: { percent: 80, count: 0 },
        predictionReason: "no_history",
        statusGroup: "WL",
      }),
    ).toEqual({
      kind: "reason",
      text: "Chance: no past bookings like this",
      label:
        "No chance shown: this train's past runs had no booking on this list this many days before the journey.",
    });
    expect(
      predictionLabel({ prediction: null, predictionReason: null, statusGroup: "AVL" }),
    ).toBeNull();
  });

  it("says why a waiting class has no chance, in its place, never nothing", () => {
    const reasons = [
      "preparing",
      "no_history",
      "beyond_history",
      "list_not_modelled",
      "unavailable",
    ] as const;
    const texts = new Set<string>();
    for (const predictionReason of reasons) {
      const label = predictionLabel({ prediction: null, predictionReason, statusGroup: "RAC" });
      expect(label?.kind).toBe("reason");
      texts.add(label?.text ?? "");
    }
    expect(texts.size).toBe(reasons.length);
    // An answer without a reason (an older API) still says something for a waiting class.
    expect(
      predictionLabel({ prediction: null, predictionReason: null, statusGroup: "WL" }),
    ).toEqual({
      kind: "reason",
      text: "Chance: not available now",
      label: "No chance shown: it is not available right now.",
    });
  });

  it("says an RAC booking's chance is of a full berth (it already has its seat)", () => {
    expect(
      predictionLabel({
        prediction: { percent: 74, count: 30 },
        predictionReason: null,
        statusGroup: "RAC",
      }),
    ).toEqual({
      kind: "chance",
      text: "74% chance",
      label: "74% chance of a confirmed berth by the chart",
    });
  });
});

describe("a class not yet open, in words on the request's IST clock", () => {
  // The request's clock and the openings as instants (UTC strings, as the API sends them).
  const tenIst = "2026-11-25T04:30:00.000Z"; // 25 Nov 10:00 IST
  const item = (opensAt: string | null, quota: "TQ" | "GN" = "TQ") => ({
    opensAt,
    quota,
    status: opensAt ? "BOOKING NOT YET OPENED" : "AVAILABLE-0044",
    statusShortform: opensAt ? "NOT OPEN" : "AVL 44",
  });

  it("says when it opens instead of the railway's text, today, tomorrow or on a date", () => {
    expect(opensWords(item("2026-11-26T04:30:00.000Z"), tenIst)).toBe("Opens 10:00 tomorrow");
    expect(opensWords(item("2026-11-25T05:30:00.000Z"), tenIst)).toBe("Opens 11:00 today");
    expect(opensWords(item("2027-01-27T02:30:00.000Z"), tenIst)).toBe("Opens 08:00 on 27 Jan");
    expect(opensWords(item(null), tenIst)).toBeNull();
    expect(chipText(item("2026-11-26T04:30:00.000Z"), tenIst)).toBe("Opens 10:00 tomorrow");
    expect(chipText(item(null), tenIst)).toBe("AVL 44");
  });

  it("reads the day in India across midnight IST, whatever the server's time zone", () => {
    const opens = "2026-11-26T04:30:00.000Z"; // 26 Nov 10:00 IST
    // 25 Nov 23:59 IST (18:29 UTC) and 26 Nov 00:00 IST (18:30 UTC, still the 25th in UTC).
    expect(opensWords(item(opens), "2026-11-25T18:29:00.000Z")).toBe("Opens 10:00 tomorrow");
    expect(opensWords(item(opens), "2026-11-25T18:30:00.000Z")).toBe("Opens 10:00 today");
  });

  it("offers a reminder only for a Tatkal class not yet open", () => {
    expect(canRemind(item("2026-11-26T04:30:00.000Z"))).toBe(true);
    expect(canRemind(item("2026-11-26T04:30:00.000Z", "GN"))).toBe(false);
    expect(canRemind(item(null))).toBe(false);
  });
});
