import { LIMITS } from "@safar/contracts/code-tables";
import { addDays, type IsoDate, istDate, istInstant } from "@safar/domain/ist";

/**
 * The journey dates the search form offers (spec §8 'Bookings not open for
 * this date': bookings open 60 days in advance, spec §9 booking window). The
 * API's `v1/homepage` answers with the window; this is the same rule, used
 * when that call fails, so the form never offers nothing: today (IST) to
 * today + 60 days once booking has opened at 08:00 IST, + 59 before.
 */
export interface BookingWindow {
  firstBookableDate: IsoDate;
  lastBookableDate: IsoDate;
}

/** Advance reservation opens at this IST time for the day that enters the window. */
const ARP_OPENS_AT = "08:00";

export function bookingWindowAt(now: Date, days: number = LIMITS.bookingWindowDays): BookingWindow {
  const today = istDate(now);
  const opened = now.getTime() >= istInstant(today, ARP_OPENS_AT).getTime();
  return { firstBookableDate: today, lastBookableDate: addDays(today, opened ? days : days - 1) };
}

export type DateCheck = "ok" | "past" | "not_open";

/** Where a journey date falls against the window. */
export function checkJourneyDate(date: IsoDate, window: BookingWindow): DateCheck {
  if (date < window.firstBookableDate) return "past";
  if (date > window.lastBookableDate) return "not_open";
  return "ok";
}
