import { istParts, MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from "@safar/domain/ist";

/** Dates and instants as the screens write them, the same on the server and in the browser. */

/** `2026-08-15` → `Sat, 15 Aug 2026` (a calendar date: no time zone involved); anything else as given. */
export function formatJourneyDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return iso;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** An instant in India: `2026-11-21T04:35:00Z` → `21 Nov 2026, 10:05`; anything else as given. */
export function formatIstDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  const hh = String(p.hour).padStart(2, "0");
  const mm = String(p.minute).padStart(2, "0");
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hh}:${mm}`;
}

/** The day of an instant in India: `2026-12-01T04:30:00Z` → `1 Dec 2026`; anything else as given. */
export function formatIstDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** `2026-12-08` → `Tue, 8 Dec` (a journey date where the year goes without saying); anything else as given. */
export function formatShortDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return iso;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]}`;
}
