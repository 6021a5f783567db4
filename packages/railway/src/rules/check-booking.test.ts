import { describe, expect, it } from "vitest";
import type { RunTimes } from "./booking-window.ts";
import { type BookingRequest, checkBookingAllowed } from "./check-booking.ts";
import type { RulePassenger } from "./passengers.ts";
import { ist } from "./test-helpers.ts";

/** Journey date 10 Mar 2026: ARP opens 9 Jan 08:00, Tatkal 9 Mar, first chart 10 Mar 08:00. */
const RUN: RunTimes = {
  originDeparture: ist("2026-03-10 16:00"),
  boardingDeparture: ist("2026-03-10 18:30"),
};
/** Origin 10 Mar 22:00, boarding stop on day 2 of the run. */
const DAY_TWO: RunTimes = {
  originDeparture: ist("2026-03-10 22:00"),
  boardingDeparture: ist("2026-03-11 06:00"),
};
const TWO_ADULTS: RulePassenger[] = [
  { age: 34, gender: "Female" },
  { age: 36, gender: "Male" },
];

function request(overrides: Partial<BookingRequest> & { at: string }): BookingRequest {
  const { at, ...rest } = overrides;
  return {
    now: ist(at),
    run: RUN,
    classCode: "3A",
    quota: "GN",
    passengers: TWO_ADULTS,
    user: { aadhaarVerified: true, ticketsThisMonth: 0 },
    ...rest,
  };
}
const reason = (req: BookingRequest) => {
  const r = checkBookingAllowed(req);
  return r.ok ? "ok" : r.reason;
};
const unverified = { aadhaarVerified: false, ticketsThisMonth: 0 };

describe("the general window", () => {
  it("allows an ordinary booking inside the ARP", () => {
    expect(checkBookingAllowed(request({ at: "2026-02-01 12:00" }))).toEqual({ ok: true });
  });

  it("is not yet opened before 08:00 on the 60th day before the journey", () => {
    expect(checkBookingAllowed(request({ at: "2026-01-09 07:59:59" }))).toEqual({
      ok: false,
      reason: "booking_not_yet_opened",
      message: "Bookings not open for this date. Booking opens at 09-01-2026 08:00 AM",
      errorCode: "bookings_not_open",
    });
    expect(reason(request({ at: "2026-01-08 12:00" }))).toBe("booking_not_yet_opened");
  });

  it("opening day: 08:00 to 09:59:59 only", () => {
    expect(reason(request({ at: "2026-01-09 08:00:00" }))).toBe("ok");
    expect(reason(request({ at: "2026-01-09 09:59:59" }))).toBe("ok");
    expect(checkBookingAllowed(request({ at: "2026-01-09 10:00:00" }))).toMatchObject({
      ok: false,
      reason: "opening_day_closed",
      message: "Opening-day reservations are allowed only until 10:00 AM",
    });
    expect(reason(request({ at: "2026-01-10 10:00:00" }))).toBe("ok");
  });

  it("opening day is Aadhaar-only online (12 Jan 2026 rule), the days after are not", () => {
    expect(reason(request({ at: "2026-01-09 08:00", user: unverified }))).toBe(
      "opening_day_aadhaar_required",
    );
    expect(reason(request({ at: "2026-01-10 08:00", user: unverified }))).toBe("ok");
  });

  it("a day-2 boarding stop opens with the origin date", () => {
    expect(reason(request({ at: "2026-01-09 08:00", run: DAY_TWO }))).toBe("ok");
    expect(reason(request({ at: "2026-01-09 07:59:59", run: DAY_TWO }))).toBe(
      "booking_not_yet_opened",
    );
  });

  it("refuses outside e-ticket hours", () => {
    expect(reason(request({ at: "2026-02-01 23:45" }))).toBe("outside_booking_hours");
    expect(reason(request({ at: "2026-02-01 00:19:59" }))).toBe("outside_booking_hours");
    expect(reason(request({ at: "2026-02-01 00:20" }))).toBe("ok");
  });
});

describe("charting and departure", () => {
  it("after the first chart only current booking in the general quota", () => {
    expect(reason(request({ at: "2026-03-10 08:00" }))).toBe("ok");
    expect(reason(request({ at: "2026-03-10 08:00", quota: "TQ" }))).toBe(
      "quota_closed_after_chart",
    );
    expect(reason(request({ at: "2026-03-10 08:00", quota: "LD" }))).toBe(
      "quota_closed_after_chart",
    );
  });

  it("closes at the second chart and refuses once the train has left the boarding station", () => {
    expect(checkBookingAllowed(request({ at: "2026-03-10 18:25" }))).toEqual({
      ok: false,
      reason: "booking_closed",
      message: "Booking has been closed",
      errorCode: "booking_closed",
    });
    expect(reason(request({ at: "2026-03-10 18:30" }))).toBe("train_departed");
    expect(reason(request({ at: "2026-03-11 05:00", run: DAY_TWO }))).toBe("ok");
    expect(reason(request({ at: "2026-03-11 06:00", run: DAY_TWO }))).toBe("train_departed");
  });

  it("checks the run before the passengers", () => {
    expect(reason(request({ at: "2026-03-10 18:30", passengers: [] }))).toBe("train_departed");
  });
});

describe("Tatkal", () => {
  it("AC opens at 10:00 the day before, 09:59:59 is too early", () => {
    expect(checkBookingAllowed(request({ at: "2026-03-09 09:59:59", quota: "TQ" }))).toEqual({
      ok: false,
      reason: "tatkal_not_yet_opened",
      message: "Tatkal booking for this train opens at 09-03-2026 10:00 AM",
      errorCode: "bookings_not_open",
    });
    expect(reason(request({ at: "2026-03-09 10:00:00", quota: "TQ" }))).toBe("ok");
    expect(reason(request({ at: "2026-02-01 12:00", quota: "TQ" }))).toBe("tatkal_not_yet_opened");
  });

  it("non-AC opens at 11:00", () => {
    expect(reason(request({ at: "2026-03-09 10:59:59", quota: "TQ", classCode: "SL" }))).toBe(
      "tatkal_not_yet_opened",
    );
    expect(reason(request({ at: "2026-03-09 11:00:00", quota: "TQ", classCode: "SL" }))).toBe("ok");
  });

  it("a day-2 boarding stop opens on the day before the ORIGIN date", () => {
    expect(reason(request({ at: "2026-03-09 10:00", quota: "TQ", run: DAY_TWO }))).toBe("ok");
  });

  it("is not sold in 1A", () => {
    expect(reason(request({ at: "2026-03-09 10:00", quota: "TQ", classCode: "1A" }))).toBe(
      "tatkal_not_in_class",
    );
  });

  it("needs an Aadhaar-verified user online, from 1 July 2025", () => {
    expect(
      checkBookingAllowed(request({ at: "2026-03-09 10:00", quota: "TQ", user: unverified })),
    ).toMatchObject({
      reason: "tatkal_aadhaar_required",
      message: "Only Aadhaar-verified railway users can book Tatkal from July 1, 2025",
    });
    const june: RunTimes = {
      originDeparture: ist("2025-06-30 16:00"),
      boardingDeparture: ist("2025-06-30 17:00"),
    };
    expect(
      reason(request({ at: "2025-06-29 10:00", run: june, quota: "TQ", user: unverified })),
    ).toBe("ok");
  });

  it("takes at most 4 passengers", () => {
    const five = Array.from({ length: 5 }, () => ({ age: 30 }));
    expect(reason(request({ at: "2026-03-09 10:00", quota: "TQ", passengers: five }))).toBe(
      "too_many_passengers",
    );
    expect(
      reason(request({ at: "2026-03-09 10:00", quota: "TQ", passengers: five.slice(1) })),
    ).toBe("ok");
  });

  it("Premium Tatkal keeps the Tatkal windows", () => {
    expect(reason(request({ at: "2026-03-09 09:59:59", quota: "PT" }))).toBe(
      "tatkal_not_yet_opened",
    );
    expect(reason(request({ at: "2026-03-09 10:00", quota: "PT" }))).toBe("ok");
  });
});

describe("agents", () => {
  it("are barred for the first 30 minutes of Tatkal and need no Aadhaar", () => {
    const agent = { channel: "agent" as const, quota: "TQ" as const, user: unverified };
    expect(reason(request({ at: "2026-03-09 10:29:59", ...agent }))).toBe("agent_not_allowed");
    expect(reason(request({ at: "2026-03-09 10:30:00", ...agent }))).toBe("ok");
  });

  it("cannot book Premium Tatkal", () => {
    expect(reason(request({ at: "2026-03-09 12:00", channel: "agent", quota: "PT" }))).toBe(
      "agent_not_allowed",
    );
  });

  it("are barred for the first 10 minutes of the opening day", () => {
    expect(reason(request({ at: "2026-01-09 08:09:59", channel: "agent" }))).toBe(
      "agent_not_allowed",
    );
    expect(reason(request({ at: "2026-01-09 08:10:00", channel: "agent" }))).toBe("ok");
  });
});

describe("passengers and the monthly limit", () => {
  it("refuses infant-only bookings", () => {
    expect(
      reason(request({ at: "2026-02-01 12:00", passengers: [{ age: 1, berth: false }] })),
    ).toBe("infant_only");
  });

  it("13th ticket of the month needs a verified user and a verified passenger", () => {
    const user = { aadhaarVerified: true, ticketsThisMonth: 12 };
    expect(reason(request({ at: "2026-02-01 12:00", user }))).toBe(
      "monthly_limit_aadhaar_required",
    );
    const withVerified = [{ age: 34, aadhaarVerified: true }, { age: 36 }];
    expect(reason(request({ at: "2026-02-01 12:00", user, passengers: withVerified }))).toBe("ok");
    expect(
      reason(
        request({
          at: "2026-02-01 12:00",
          user: { aadhaarVerified: true, ticketsThisMonth: 24 },
          passengers: withVerified,
        }),
      ),
    ).toBe("monthly_limit_reached");
  });
});
