import type { Locale } from "@safar/contracts/locale";
import { istParts, MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from "@safar/domain/ist";

/** Dates and instants as the screens write them, the same on the server and in the browser. */

/**
 * Hindi day and month names as Hindi dates write them (CLDR's short forms),
 * written out rather than taken from `Intl` so the server and every
 * browser print the same (ADR 028).
 */
const HI_WEEKDAYS = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"] as const;
const HI_MONTHS = [
  "जन॰",
  "फ़र॰",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुल॰",
  "अग॰",
  "सित॰",
  "अक्तू॰",
  "नव॰",
  "दिस॰",
] as const;

function names(locale: Locale) {
  return locale === "hi"
    ? { weekdays: HI_WEEKDAYS, months: HI_MONTHS }
    : { weekdays: WEEKDAYS, months: MONTHS };
}

/**
 * `2026-08-15` → `Sat, 15 Aug 2026`, in Hindi `शनि, 15 अग॰ 2026` (a calendar
 * date: no time zone involved); anything else as given.
 */
export function formatJourneyDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return iso;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const { weekdays, months } = names(locale);
  return `${weekdays[weekday]}, ${d} ${months[m - 1]} ${y}`;
}

/** An instant in India: `2026-11-21T04:35:00Z` → `21 Nov 2026, 10:05`; anything else as given. */
export function formatIstDateTime(iso: string, locale: Locale = "en"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  const hh = String(p.hour).padStart(2, "0");
  const mm = String(p.minute).padStart(2, "0");
  return `${p.day} ${names(locale).months[p.month - 1]} ${p.year}, ${hh}:${mm}`;
}

/** The day of an instant in India: `2026-12-01T04:30:00Z` → `1 Dec 2026`; anything else as given. */
export function formatIstDate(iso: string, locale: Locale = "en"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  return `${p.day} ${names(locale).months[p.month - 1]} ${p.year}`;
}

/** `2026-12-08` → `Tue, 8 Dec` (a journey date where the year goes without saying); anything else as given. */
export function formatShortDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return iso;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const { weekdays, months } = names(locale);
  return `${weekdays[weekday]}, ${d} ${months[m - 1]}`;
}
