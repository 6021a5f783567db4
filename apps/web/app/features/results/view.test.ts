import type { AvailabilityItem, TrainResult } from "@safar/contracts/trains/common";
import { describe, expect, it } from "vitest";
import {
  bookPath,
  canRemind,
  dayOffsetLabel,
  fareLabel,
  hasLeft,
  indiaToday,
  nextDayOffer,
  opensWords,
  predictionLabel,
  resultsPath,
  ribbonDays,
  runDaysShort,
  runningDaysLabel,
  statusWords,
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

  it("says running days short enough for a phone's train row", () => {
    const days = (on: string) => ({
      runDays: {
        mon: on.includes("M"),
        tue: on.includes("T"),
        wed: on.includes("W"),
        thu: on.includes("H"),
        fri: on.includes("F"),
        sat: on.includes("S"),
        sun: on.includes("U"),
      },
    });
    expect(runDaysShort(days("MTWHFSU"))).toBe("Daily");
    expect(runDaysShort(days("MTWHSU"))).toBe("Not Fri");
    expect(runDaysShort(days("MTWHF"))).toBe("Not Sat, Sun");
    expect(runDaysShort(days("MHS"))).toBe("Mon Thu Sat");
  });

  it("shows fares in whole rupees with Indian grouping, paise only where they exist", () => {
    expect(fareLabel(264000)).toBe("₹2,640");
    expect(fareLabel(12345600)).toBe("₹1,23,456");
    expect(fareLabel(12345678)).toBe("₹1,23,456.78");
    expect(fareLabel(null)).toBeNull();
  });

  it("says every status as a traveller does, not as the railway prints it", () => {
    const s = (
      statusGroup: Parameters<typeof statusWords>[0]["statusGroup"],
      status: string,
      statusShortform: string,
    ) => statusWords({ statusGroup, status, statusShortform, opensAt: null, colour: null }, "");
    expect(s("AVL", "AVAILABLE-0024", "AVL 24")).toBe("Available 24");
    expect(s("Curr AVL", "CURR_AVBL-0012", "CURR AVL 12")).toBe("Current avl 12");
    expect(s("RAC", "RAC 5", "RAC 5")).toBe("RAC 5");
    expect(s("WL", "GNWL35/WL12", "WL 12")).toBe("WL 12");
    expect(s("Not AVL", "REGRET/WL", "REGRET")).toBe("Regret");
    expect(s("Not AVL", "NOT AVAILABLE", "NOT AVL")).toBe("Not available");
    expect(s("Departed", "TRAIN DEPARTED", "DEPARTED")).toBe("Departed");
    expect(s("Closed", "BOOKING CLOSED", "CLOSED")).toBe("Booking closed");
    expect(s("Closed", "BOOKING NOT YET OPENED", "NOT OPEN")).toBe("Not open yet");
    expect(s("", "", "")).toBe("Check availability");
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
    const words = (opensAt: string | null) =>
      statusWords(
        { ...item(opensAt), statusGroup: opensAt ? "Closed" : "AVL", colour: null },
        tenIst,
      );
    expect(words("2026-11-26T04:30:00.000Z")).toBe("Opens 10:00 tomorrow");
    expect(words(null)).toBe("Available 44");
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

describe("a day whose trains have all left", () => {
  const klass = (over: Partial<AvailabilityItem>): AvailabilityItem => ({
    code: "3A",
    className: "AC 3 Tier",
    quota: "GN",
    fare: 206_000,
    status: "AVAILABLE-0024",
    statusShortform: "AVL 24",
    statusGroup: "AVL",
    statusCode: "1",
    colour: "green",
    bookable: true,
    waitlistPosition: null,
    prediction: null,
    predictionReason: null,
    unavailableReason: null,
    opensAt: null,
    ...over,
  });
  const train = (
    number: string,
    dateTime: string,
    classes: AvailabilityItem[],
  ): Pick<TrainResult, "trainNumber" | "trainName" | "classes" | "departure"> & {
    availabilityCount: number;
  } => ({
    trainNumber: number,
    trainName: `Train ${number}`,
    classes,
    departure: { date: dateTime.slice(0, 10), time: dateTime.slice(11, 16), dateTime, day: 1 },
    availabilityCount: classes.filter((c) => c.colour === "green").length,
  });

  it("counts a train as left once its departure is past or every class says departed", () => {
    const now = "2026-12-01T14:30:00.000Z"; // 20:00 IST
    expect(hasLeft(train("1", "2026-12-01T19:45+05:30", [klass({})]), now)).toBe(true);
    expect(hasLeft(train("2", "2026-12-01T23:10+05:30", [klass({})]), now)).toBe(false);
    const departed = klass({ statusGroup: "Departed", status: "TRAIN DEPARTED" });
    expect(hasLeft(train("3", "2026-12-01T23:10+05:30", [departed]), undefined)).toBe(true);
  });

  it("offers the next day with its best class, available first and then the cheapest", () => {
    const now = "2026-12-01T14:30:00.000Z";
    const trains = [
      train("12302", "2026-12-02T16:55+05:30", [
        klass({ code: "1A", fare: 488_000, statusShortform: "AVL 2" }),
        klass({
          code: "3A",
          fare: 206_000,
          status: "GNWL20/WL12",
          statusShortform: "WL 12",
          statusGroup: "WL",
          colour: "amber",
        }),
      ]),
      train("12274", "2026-12-02T23:10+05:30", [
        klass({
          code: "SL",
          fare: 67_500,
          status: "REGRET/WL",
          statusShortform: "REGRET",
          statusGroup: "Not AVL",
          colour: "red",
          bookable: false,
        }),
        klass({ code: "2A", fare: 277_500, statusShortform: "AVL 9" }),
        // RAC is green too (spec §4), but a seat now comes first.
        klass({
          code: "3E",
          fare: 190_500,
          status: "RAC 2",
          statusShortform: "RAC 2",
          statusGroup: "RAC",
        }),
      ]),
    ] as TrainResult[];
    expect(nextDayOffer("2026-12-02", trains, now)).toEqual({
      date: "2026-12-02",
      trains: 2,
      available: 2,
      best: {
        trainNumber: "12274",
        trainName: "Train 12274",
        classCode: "2A",
        words: "Available 9",
        colour: "green",
        fare: 277_500,
      },
    });
    expect(nextDayOffer("2026-12-02", [], now)).toEqual({
      date: "2026-12-02",
      trains: 0,
      available: 0,
      best: null,
    });
  });
});
