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

/**
 * From this IST time the search form starts on tomorrow (issue 21 item 2).
 * The rule: once the day's last departures have left, today is not what a
 * traveller means. The home form knows no origin when it opens, and every
 * busy station sends its last trains out in the last hour before midnight,
 * so the day's last departure from the station itself would keep today
 * until 23:59; by 22:00 nearly all of the day's departures across the
 * network have left, and what leaves later closes its booking at its chart,
 * half an hour before. A search for a pair whose trains have all left says
 * so on the results page and offers the next day (routes/search).
 */
export const TOMORROW_FROM = "22:00";

/**
 * The date the search form starts on: today (the window's first day), or
 * tomorrow from `TOMORROW_FROM` IST while tomorrow is inside the window.
 */
export function defaultJourneyDate(now: Date, window: BookingWindow): IsoDate {
  const today = istDate(now);
  const first = [window.firstBookableDate, today].sort()[1] as IsoDate;
  if (now.getTime() < istInstant(today, TOMORROW_FROM).getTime()) return first;
  const tomorrow = addDays(today, 1);
  if (tomorrow > window.lastBookableDate) return first;
  return [tomorrow, first].sort()[1] as IsoDate;
}

export type DateCheck = "ok" | "past" | "not_open";

/** Where a journey date falls against the window. */
export function checkJourneyDate(date: IsoDate, window: BookingWindow): DateCheck {
  if (date < window.firstBookableDate) return "past";
  if (date > window.lastBookableDate) return "not_open";
  return "ok";
}
