import { describe, expect, it } from "vitest";
import { bookingWindowAt, checkJourneyDate, defaultJourneyDate } from "./booking-window.ts";
import {
  parseSearchForm,
  SEARCH_MESSAGES,
  swapStations,
  validateSearchForm,
} from "./search-form.schema.ts";

const WINDOW = { firstBookableDate: "2026-12-05", lastBookableDate: "2027-02-03" };

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("the search form's fields", () => {
  it("trims text, upper-cases codes and defaults the quota to General", () => {
    const v = parseSearchForm(
      form({ from: "  new   delhi ", fromCode: "ndls", to: "BCT", date: "2026-12-10" }),
    );
    expect(v).toEqual({
      from: "new delhi",
      fromCode: "NDLS",
      to: "BCT",
      toCode: "",
      date: "2026-12-10",
      quota: "GN",
      class: "",
    });
  });

  it("drops codes, quotas and classes that are not in the tables instead of failing", () => {
    const v = parseSearchForm(form({ fromCode: "nd ls!", quota: "XX", class: "9Z" }));
    expect(v.fromCode).toBe("");
    expect(v.quota).toBe("GN");
    expect(v.class).toBe("");
    expect(parseSearchForm(form({ quota: "TQ", class: "3A" }))).toMatchObject({
      quota: "TQ",
      class: "3A",
    });
  });
});

describe("search form validation (spec §5, §8)", () => {
  const ok = {
    from: "delhi",
    fromCode: "",
    to: "mumbai",
    toCode: "",
    date: "2026-12-10",
    quota: "GN",
    class: "",
  } as const;

  it("accepts two stations and a date inside the booking window", () => {
    expect(validateSearchForm(ok, WINDOW)).toEqual({});
  });

  it("requires both stations", () => {
    expect(validateSearchForm({ ...ok, from: "", to: "" }, WINDOW)).toEqual({
      from: SEARCH_MESSAGES.fromMissing,
      to: SEARCH_MESSAGES.toMissing,
    });
  });

  it("refuses the same station, by code or by the same text", () => {
    expect(
      validateSearchForm({ ...ok, fromCode: "NDLS", toCode: "NDLS", to: "x" }, WINDOW).to,
    ).toBe(SEARCH_MESSAGES.sameStation);
    expect(validateSearchForm({ ...ok, to: "DELHI" }, WINDOW).to).toBe(SEARCH_MESSAGES.sameStation);
    expect(SEARCH_MESSAGES.sameStation).toBe("Source and destination cannot be the same");
  });

  it("says 'Bookings not open for this date' after the window and refuses past and malformed dates", () => {
    expect(validateSearchForm({ ...ok, date: "2027-02-03" }, WINDOW)).toEqual({});
    expect(validateSearchForm({ ...ok, date: "2027-02-04" }, WINDOW).date).toBe(
      "Bookings not open for this date",
    );
    expect(validateSearchForm({ ...ok, date: "2026-12-04" }, WINDOW).date).toBe(
      SEARCH_MESSAGES.datePast,
    );
    expect(validateSearchForm({ ...ok, date: "2026-02-30" }, WINDOW).date).toBe(
      SEARCH_MESSAGES.dateInvalid,
    );
    expect(validateSearchForm({ ...ok, date: "" }, WINDOW).date).toBe(SEARCH_MESSAGES.dateMissing);
  });

  it("swaps the stations with their codes", () => {
    expect(swapStations({ ...ok, fromCode: "NDLS", toCode: "BCT" })).toMatchObject({
      from: "mumbai",
      fromCode: "BCT",
      to: "delhi",
      toCode: "NDLS",
    });
  });
});

describe("the booking window (spec §8, §9: 60 days)", () => {
  it("runs from today (IST) to today + 60 once booking opens at 08:00 IST, + 59 before", () => {
    expect(bookingWindowAt(new Date("2026-12-05T02:29:00Z"))).toEqual({
      firstBookableDate: "2026-12-05",
      lastBookableDate: "2027-02-02",
    });
    expect(bookingWindowAt(new Date("2026-12-05T02:30:00Z"))).toEqual({
      firstBookableDate: "2026-12-05",
      lastBookableDate: "2027-02-03",
    });
  });

  it("uses the IST date just after midnight IST", () => {
    expect(bookingWindowAt(new Date("2026-12-04T18:31:00Z")).firstBookableDate).toBe("2026-12-05");
  });

  it("classes dates as past, open or not yet open", () => {
    expect(checkJourneyDate("2026-12-04", WINDOW)).toBe("past");
    expect(checkJourneyDate("2026-12-05", WINDOW)).toBe("ok");
    expect(checkJourneyDate("2027-02-04", WINDOW)).toBe("not_open");
  });
});

describe("the date the search form starts on (issue 21)", () => {
  // 5 Dec 2026 in IST; the clock as instants (IST is UTC+05:30).
  const at = (ist: string) => new Date(`2026-12-05T${ist}:00+05:30`);
  const window = bookingWindowAt(at("12:00"));

  it("is today until 22:00 IST, when the day's last departures have left", () => {
    expect(defaultJourneyDate(at("00:05"), window)).toBe("2026-12-05");
    expect(defaultJourneyDate(at("20:00"), window)).toBe("2026-12-05");
    expect(defaultJourneyDate(at("21:59"), window)).toBe("2026-12-05");
  });

  it("is tomorrow from 22:00 IST to midnight, then today again", () => {
    expect(defaultJourneyDate(at("22:00"), window)).toBe("2026-12-06");
    expect(defaultJourneyDate(at("23:59"), window)).toBe("2026-12-06");
    const next = new Date("2026-12-06T00:00:00+05:30");
    expect(defaultJourneyDate(next, bookingWindowAt(next))).toBe("2026-12-06");
  });

  it("stays inside the booking window the API answered", () => {
    // A window that ends today (a partner's shorter one): today, not a date it refuses.
    const short = { firstBookableDate: "2026-12-05", lastBookableDate: "2026-12-05" };
    expect(defaultJourneyDate(at("23:00"), short)).toBe("2026-12-05");
    // A window that starts later than today: its first day.
    const later = { firstBookableDate: "2026-12-08", lastBookableDate: "2027-02-03" };
    expect(defaultJourneyDate(at("10:00"), later)).toBe("2026-12-08");
    expect(defaultJourneyDate(at("23:00"), later)).toBe("2026-12-08");
  });
});
