import type { Locale } from "@safar/contracts/locale";
import { HI_MONTHS, HI_WEEKDAYS } from "@safar/domain/hindi-dates";
import {
  addDays,
  istDate,
  istParts,
  istTime,
  MONTH_NAMES as MONTHS,
  WEEKDAY_NAMES as WEEKDAYS,
} from "@safar/domain/ist";
import { istWhen } from "@safar/domain/opening-time";

/** Dates and instants as the screens write them, the same on the server and in the browser. */

/** The day and month names of a language (short forms). */
export function dateNames(locale: Locale) {
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
  const { weekdays, months } = dateNames(locale);
  return `${weekdays[weekday]}, ${d} ${months[m - 1]} ${y}`;
}

/** An instant in India: `2026-11-21T04:35:00Z` → `21 Nov 2026, 10:05`; anything else as given. */
export function formatIstDateTime(iso: string, locale: Locale = "en"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  const hh = String(p.hour).padStart(2, "0");
  const mm = String(p.minute).padStart(2, "0");
  return `${p.day} ${dateNames(locale).months[p.month - 1]} ${p.year}, ${hh}:${mm}`;
}

/** The day of an instant in India: `2026-12-01T04:30:00Z` → `1 Dec 2026`; anything else as given. */
export function formatIstDate(iso: string, locale: Locale = "en"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = istParts(at);
  return `${p.day} ${dateNames(locale).months[p.month - 1]} ${p.year}`;
}

/** `2026-12-08` → `Tue, 8 Dec` (a journey date where the year goes without saying); anything else as given. */
export function formatShortDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return iso;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const { weekdays, months } = dateNames(locale);
  return `${weekdays[weekday]}, ${d} ${months[m - 1]}`;
}

/** `3 Dec 2026` inside a sentence that came in English, with Hindi month names when asked (ADR 028). */
export function datesIn(text: string, locale: Locale): string {
  if (locale === "en") return text;
  return text.replace(/\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})\b/g, (whole, day, month, year) => {
    const i = (MONTHS as readonly string[]).indexOf(month);
    return i < 0 ? whole : `${day} ${HI_MONTHS[i]} ${year}`;
  });
}

/**
 * When something opens, in the page's language: English as `istWhen`
 * ('10:00 tomorrow', '08:00 on 27 Jan'), Hindi as a Hindi sentence says it
 * ('कल 10:00 बजे', 'बुध, 27 जन॰ को 08:00 बजे'). IST, relative to `now`'s IST day.
 * Here rather than in `opening-words.ts` (which re-exports it), so the
 * results page's chunks share one module (W3).
 */
export function openingWhen(at: Date, now: Date, locale: Locale): string {
  if (locale === "en") return istWhen(at, now);
  const day = istDate(at);
  const today = istDate(now);
  const time = `${istTime(at)} बजे`;
  if (day === today) return `आज ${time}`;
  if (day === addDays(today, 1)) return `कल ${time}`;
  return `${formatShortDate(day, locale)} को ${time}`;
}
