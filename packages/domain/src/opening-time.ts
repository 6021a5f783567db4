import { addDays, type IsoDate, istDate, istTime, MONTH_NAMES } from "./ist.ts";

/**
 * When something opens, in words read on an IST clock (issue 20): booking of a
 * class not yet open, a Tatkal opening. Relative to `now`'s IST calendar day,
 * never the device's time zone; short enough for a 360 px chip.
 */

/** `2026-11-28` → `28 Nov`. */
export function shortDayMonth(date: IsoDate): string {
  const [, month, day] = date.split("-").map(Number);
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1]}`;
}

/** 'today', 'tomorrow' or 'on 27 Jan': the IST day of `at` as seen on `now`'s IST day. */
export function dayWords(at: Date, now: Date): string {
  const day = istDate(at);
  const today = istDate(now);
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  return `on ${shortDayMonth(day)}`;
}

/** '10:00 tomorrow', '11:00 today', '08:00 on 27 Jan': an instant to come, in IST words. */
export function istWhen(at: Date, now: Date): string {
  return `${istTime(at)} ${dayWords(at, now)}`;
}

/** 'Opens 10:00 tomorrow', 'Opens 11:00 today', 'Opens 08:00 on 27 Jan'. */
export function opensLabel(opensAt: Date, now: Date): string {
  return `Opens ${istWhen(opensAt, now)}`;
}

/**
 * 'in 12 minutes', 'in 1 minute' (whole minutes, rounded up, so 11 min 30 s
 * left reads 12 — the clock's next minute), 'now' once the instant is reached.
 */
export function minutesUntilLabel(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid date");
  if (ms <= 0) return "now";
  const minutes = Math.ceil(ms / 60_000);
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * 'Tatkal opens at 10:00 for 12951 3A on 28 Nov' (the home page's notice, the
 * reminder's SMS and e-mail); 'opened' once the instant has passed at `now`.
 * `journeyDate` is the train's date of journey (`YYYY-MM-DD`).
 */
export function tatkalOpensText(
  r: { opensAt: string | Date; trainNumber: string; class: string; journeyDate: IsoDate },
  now: Date,
): string {
  const opensAt = new Date(r.opensAt);
  const verb = opensAt.getTime() > now.getTime() ? "opens" : "opened";
  return `Tatkal ${verb} at ${istTime(opensAt)} for ${r.trainNumber} ${r.class} on ${shortDayMonth(r.journeyDate)}`;
}
