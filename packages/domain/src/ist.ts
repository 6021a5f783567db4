/**
 * Indian Standard Time helpers. IST is UTC+05:30 all year (no daylight saving
 * since 1945), so the IST calendar date and time of an instant are computed by
 * shifting the instant, never through the process's local time zone: the
 * results are the same whatever `TZ` the server runs with.
 */

export const IST_TIME_ZONE = "Asia/Kolkata";
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** A calendar date in `YYYY-MM-DD` form (spec §3: departureDate). */
export type IsoDate = string;

/** Short weekday names; index 0 = Sunday, as `IstParts.weekday` and `Date#getUTCDay`. */
export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Short month names; index 0 = January (`month - 1`). */
export const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** The parts of an instant as read on a clock in India. */
export interface IstParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

function assertValid(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid date");
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const pad4 = (n: number): string => String(n).padStart(4, "0");

/** The IST calendar date and wall-clock time of an instant. */
export function istParts(instant: Date): IstParts {
  assertValid(instant);
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The IST calendar date of an instant, `YYYY-MM-DD`. */
export function istDate(instant: Date): IsoDate {
  const p = istParts(instant);
  return `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The IST calendar date of an instant, `YYYYMMDD` (the form used in route URLs, spec §5). */
export function istCompactDate(instant: Date): string {
  return istDate(instant).replaceAll("-", "");
}

/** The IST wall-clock time of an instant, 24-hour `HH:mm`. */
export function istTime(instant: Date): string {
  const p = istParts(instant);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function validYmd(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): value is IsoDate {
  const m = ISO_DATE.exec(value);
  return m !== null && validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `YYYYMMDD` → `YYYY-MM-DD`; undefined when the value is not a real calendar date. */
export function compactToIsoDate(value: string): IsoDate | undefined {
  const m = COMPACT_DATE.exec(value);
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** `YYYY-MM-DD` → `YYYYMMDD`. */
export function isoToCompactDate(date: IsoDate): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return date.replaceAll("-", "");
}

function dayNumber(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m || !isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const shifted = new Date((dayNumber(date) + days) * DAY_MS);
  return `${pad4(shifted.getUTCFullYear())}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The instant a calendar date starts in India (00:00 IST). */
export function istStartOfDay(date: IsoDate): Date {
  return new Date(dayNumber(date) * DAY_MS - OFFSET_MS);
}

/** The instant of an IST calendar date and 24-hour `HH:mm` time. */
export function istInstant(date: IsoDate, time: string): Date {
  const minutes = minutesOfDay(time);
  return new Date(istStartOfDay(date).getTime() + minutes * 60_000);
}

const TIME_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a 24-hour `HH:mm` time. */
export function minutesOfDay(time: string): number {
  const m = TIME_24.exec(time);
  if (!m) throw new RangeError(`Not a 24-hour HH:mm time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const TIME_12 = /^\s*(\d{1,2}):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?\s*$/;

/**
 * 'h:mm AM/PM' → 24-hour 'HH:mm' (spec §5): 12 AM becomes 00, 12 PM stays 12.
 * Returns undefined for anything else.
 */
export function to24HourTime(value: string): string | undefined {
  const m = TIME_12.exec(value);
  if (!m) return undefined;
  const hour12 = Number(m[1]);
  if (hour12 < 1 || hour12 > 12) return undefined;
  const pm = m[3]?.toUpperCase() === "P";
  const hour = (hour12 % 12) + (pm ? 12 : 0);
  return `${pad2(hour)}:${m[2]}`;
}
