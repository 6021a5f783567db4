import { addDays, istDate, istTime, MONTH_NAMES } from "./ist.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/**
 * How long ago `then` was, as shown beside recent searches and statuses
 * (spec §9): 'just now' under a minute (and for instants in the future, which
 * only clock skew produces), then whole minutes, hours and days, rounded down.
 */
export function relativeTime(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) throw new RangeError("Invalid date");
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  return plural(Math.floor(elapsed / DAY), "day");
}

/**
 * When something opens, in IST words relative to `now` (issue 20): '10:00
 * today', '10:00 tomorrow', '08:00 on 27 Jan' (the year when it is not
 * `now`'s: '08:00 on 2 Jan 2027').
 */
export function istWhen(at: Date, now: Date): string {
  const time = istTime(at);
  const day = istDate(at);
  const today = istDate(now);
  if (day === today) return `${time} today`;
  if (day === addDays(today, 1)) return `${time} tomorrow`;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const year = y === Number(today.slice(0, 4)) ? "" : ` ${y}`;
  return `${time} on ${d} ${MONTH_NAMES[m - 1]}${year}`;
}
