import type { Locale } from "@safar/contracts/locale";
import { addDays, istDate, istTime } from "@safar/domain/ist";
import { istWhen } from "@safar/domain/opening-time";
import { formatShortDate } from "./dates.ts";

/**
 * When something opens, in the page's language: English as `istWhen`
 * ('10:00 tomorrow', '08:00 on 27 Jan'), Hindi as a Hindi sentence says it
 * ('कल 10:00 बजे', 'बुध, 27 जन॰ को 08:00 बजे'). IST, relative to `now`'s IST day.
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
