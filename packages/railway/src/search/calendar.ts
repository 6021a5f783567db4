/**
 * Calendar arithmetic for journey search, in IST wall-clock terms. A date is
 * handled as an "epoch day" (whole days since 1970-01-01) and a moment as IST
 * minutes since 1970-01-01 00:00 IST: integer maths, no Date objects in the
 * hot path, and independent of the process's TZ.
 */
import { WEEKDAY_NAMES } from "@safar/domain/ist";

export const MINUTES_PER_DAY = 1440;
/** Running-day names, Monday first (the timetable's order). */
export const DAY_NAMES = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; throws RangeError on a malformed or impossible date. */
export function epochDay(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`Invalid date: ${date}`);
  }
  return Math.round(ms / 86_400_000);
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

const isoCache = new Map<number, string>();

/** `YYYY-MM-DD` of an epoch day. */
export function isoDate(day: number): string {
  let s = isoCache.get(day);
  if (s === undefined) {
    s = formatIsoDate(day);
    if (isoCache.size < 100_000) isoCache.set(day, s);
  }
  return s;
}

function formatIsoDate(day: number): string {
  const d = new Date(day * 86_400_000);
  return `${String(d.getUTCFullYear()).padStart(4, "0")}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Weekday of an epoch day, Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday). */
export function weekdayMon0(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

const HHMM: string[] = Array.from(
  { length: MINUTES_PER_DAY },
  (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`,
);

/** `HH:mm` of a count of minutes (any day). */
export function hhmm(minutes: number): string {
  return HHMM[((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY] as string;
}

/** IST date-time `YYYY-MM-DDTHH:mm+05:30` of an absolute IST minute. */
export function istDateTime(absMinute: number): string {
  const day = Math.floor(absMinute / MINUTES_PER_DAY);
  return `${isoDate(day)}T${hhmm(absMinute)}+05:30`;
}

/**
 * The days a train leaves a stop, given the days it leaves its origin and
 * the stop's day offset (0 at the origin's departure day): a train leaving
 * its origin on Monday calls at a day-2 stop (offset 1) on Tuesday.
 */
export function shiftRunDays(runsOn: readonly boolean[], offset: number): boolean[] {
  const out: boolean[] = [];
  for (let w = 0; w < 7; w++) out.push(Boolean(runsOn[(((w - offset) % 7) + 7) % 7]));
  return out;
}

/** Spec §9: 'runs on' plus days, or 'everyday' when all seven. */
export function runDaysText(days: readonly boolean[]): string {
  if (days.every(Boolean)) return "everyday";
  const names = DAY_NAMES.filter((_, i) => days[i]);
  return names.length === 0 ? "runs on no day" : `runs on ${names.join(", ")}`;
}

/** Seven Y/N flags, Monday first (spec §3 'run days'). */
export function runDaysFlags(days: readonly boolean[]): string {
  return days.map((d) => (d ? "Y" : "N")).join("");
}
