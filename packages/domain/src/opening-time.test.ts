import { describe, expect, it } from "vitest";
import {
  dayWords,
  istWhen,
  minutesUntilLabel,
  opensLabel,
  shortDayMonth,
  tatkalOpensText,
} from "./opening-time.ts";

/** An instant written as an IST wall-clock time. */
const ist = (value: string) => new Date(`${value.replace(" ", "T")}+05:30`);

describe("opensLabel (relative to the IST day of the clock, whatever TZ runs the tests)", () => {
  it.each([
    // The brief's three forms.
    ["2026-11-25 10:00", "2026-11-26 10:00", "Opens 10:00 tomorrow"],
    ["2026-11-26 09:48", "2026-11-26 11:00", "Opens 11:00 today"],
    ["2026-11-25 10:00", "2027-01-27 08:00", "Opens 08:00 on 27 Jan"],
    // IST day boundaries: 23:59 and 00:00 IST are 18:29 and 18:30 UTC of the day before.
    ["2026-11-25 23:59", "2026-11-26 00:00", "Opens 00:00 tomorrow"],
    ["2026-11-26 00:00", "2026-11-26 10:00", "Opens 10:00 today"],
    ["2026-11-25 23:59", "2026-11-27 10:00", "Opens 10:00 on 27 Nov"],
    ["2026-11-26 00:00", "2026-11-27 10:00", "Opens 10:00 tomorrow"],
    // 05:00 IST is still the day before in UTC: the IST day decides.
    ["2026-11-26 05:00", "2026-11-26 11:00", "Opens 11:00 today"],
    ["2026-11-25 05:29", "2026-11-26 05:29", "Opens 05:29 tomorrow"],
    // Across a month and a year.
    ["2026-11-30 18:00", "2026-12-01 10:00", "Opens 10:00 tomorrow"],
    ["2026-12-31 12:00", "2027-01-01 08:00", "Opens 08:00 tomorrow"],
  ])("at %s IST, opening %s IST → %s", (now, opens, words) => {
    expect(opensLabel(ist(opens), ist(now))).toBe(words);
  });

  it("reads the instant, not its representation: the same opening from a UTC string", () => {
    expect(opensLabel(new Date("2026-11-26T04:30:00.000Z"), new Date("2026-11-25T18:30:00Z"))).toBe(
      "Opens 10:00 today",
    );
    expect(opensLabel(new Date("2026-11-26T04:30:00.000Z"), new Date("2026-11-25T18:29:59Z"))).toBe(
      "Opens 10:00 tomorrow",
    );
  });

  it("fits a 360 px chip: at most 21 characters", () => {
    for (const words of [
      opensLabel(ist("2027-01-27 08:00"), ist("2026-11-25 10:00")),
      opensLabel(ist("2026-11-26 10:00"), ist("2026-11-25 10:00")),
    ]) {
      expect(words.length).toBeLessThanOrEqual(21);
    }
  });
});

describe("dayWords, shortDayMonth", () => {
  it("names the day as a traveller in India reads it", () => {
    expect(dayWords(ist("2026-11-28 00:30"), ist("2026-11-27 23:30"))).toBe("tomorrow");
    expect(dayWords(ist("2026-11-28 00:30"), ist("2026-11-28 00:00"))).toBe("today");
    expect(shortDayMonth("2026-11-28")).toBe("28 Nov");
    expect(shortDayMonth("2027-01-05")).toBe("5 Jan");
  });
});

describe("minutesUntilLabel", () => {
  it("counts whole minutes up to the instant, rounded up", () => {
    const opens = ist("2026-11-26 10:00");
    expect(minutesUntilLabel(opens, ist("2026-11-26 09:48"))).toBe("in 12 minutes");
    expect(minutesUntilLabel(opens, new Date(ist("2026-11-26 09:48").getTime() + 30_000))).toBe(
      "in 12 minutes",
    );
    expect(minutesUntilLabel(opens, ist("2026-11-26 09:59"))).toBe("in 1 minute");
    expect(minutesUntilLabel(opens, new Date(opens.getTime() - 1))).toBe("in 1 minute");
    expect(minutesUntilLabel(opens, opens)).toBe("now");
    expect(minutesUntilLabel(opens, ist("2026-11-26 10:05"))).toBe("now");
  });
});

describe("tatkalOpensText", () => {
  it("names the opening, the train, class and date of journey; 'opened' once past", () => {
    const r = {
      opensAt: "2026-11-27T04:30:00.000Z",
      trainNumber: "12951",
      class: "3A",
      journeyDate: "2026-11-28",
    };
    expect(tatkalOpensText(r, ist("2026-11-27 09:48"))).toBe(
      "Tatkal opens at 10:00 for 12951 3A on 28 Nov",
    );
    expect(tatkalOpensText(r, ist("2026-11-27 10:00"))).toBe(
      "Tatkal opened at 10:00 for 12951 3A on 28 Nov",
    );
  });
});

describe("istWhen", () => {
  const now = new Date("2026-11-27T23:50:00+05:30");
  it("names today and tomorrow by the IST calendar, not the machine's", () => {
    expect(istWhen(new Date("2026-11-27T23:55:00+05:30"), now)).toBe("23:55 today");
    expect(istWhen(new Date("2026-11-28T10:00:00+05:30"), now)).toBe("10:00 tomorrow");
    // 00:20 IST is still the 27th in UTC: tomorrow all the same.
    expect(istWhen(new Date("2026-11-28T00:20:00+05:30"), now)).toBe("00:20 tomorrow");
    expect(istWhen(new Date("2026-11-29T11:00:00+05:30"), now)).toBe("11:00 on 29 Nov");
  });
});
