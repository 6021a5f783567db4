import { describe, expect, it } from "vitest";
import { formatIstDate, formatIstDateTime, formatJourneyDate, formatShortDate } from "./dates.ts";

describe("dates as the screens write them", () => {
  it("writes a calendar date with its weekday, and leaves anything else as given", () => {
    expect(formatJourneyDate("2026-11-25")).toBe("Wed, 25 Nov 2026");
    expect(formatJourneyDate("2027-01-01")).toBe("Fri, 1 Jan 2027");
    expect(formatJourneyDate("soon")).toBe("soon");
  });

  it("writes a journey date short, as a traveller reads it: weekday, day, month", () => {
    expect(formatShortDate("2026-12-08")).toBe("Tue, 8 Dec");
    expect(formatShortDate("2027-01-01")).toBe("Fri, 1 Jan");
    expect(formatShortDate("2026-12")).toBe("2026-12");
  });

  it("shows an instant as a date and time in India, whatever the machine's zone", () => {
    expect(formatIstDateTime("2026-11-21T04:35:00.000Z")).toBe("21 Nov 2026, 10:05");
    expect(formatIstDateTime("2026-12-31T19:00:00.000Z")).toBe("1 Jan 2027, 00:30");
    expect(formatIstDateTime("nope")).toBe("nope");
  });

  it("shows the day of an instant in India (a claim's last day)", () => {
    expect(formatIstDate("2026-12-01T04:30:00.000Z")).toBe("1 Dec 2026");
    expect(formatIstDate("2026-12-31T19:00:00.000Z")).toBe("1 Jan 2027");
    expect(formatIstDate("nope")).toBe("nope");
  });
});
