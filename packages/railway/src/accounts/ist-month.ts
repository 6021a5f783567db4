/**
 * The IST calendar month an instant falls in, as the half-open range of
 * instants [start, end): the monthly ticket limit counts PNRs created in it
 * (facts.md §7). IST has no daylight saving, so a month starts at 00:00 IST
 * on its 1st = 18:30 UTC on the last day of the month before.
 */
import { addDays, istParts, istStartOfDay } from "@safar/domain/ist";

export function istMonthRange(now: Date): { start: Date; end: Date } {
  const p = istParts(now);
  const first = `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-01`;
  // 31 days after the 1st is always in the next month; its 1st ends this one.
  const nextFirst = `${addDays(first, 31).slice(0, 7)}-01`;
  return { start: istStartOfDay(first), end: istStartOfDay(nextFirst) };
}
