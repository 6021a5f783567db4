import { istDate, istParts, istTime } from "@safar/domain/ist";
import { relativeTime } from "@safar/domain/relative-time";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The age of a page the service worker answers from its cache (issue 23
 * item 2): 'as of 14:05, 2 hours ago', the IST clock time the page was
 * fetched and how long ago (spec §9's relative time); a page from an earlier
 * IST day names the day too: 'as of 25 Nov, 14:05, 2 days ago'.
 */
export function dataAgeLabel(fetchedAt: Date, now: Date): string {
  const time = istTime(fetchedAt);
  const ago = relativeTime(fetchedAt, now);
  if (istDate(fetchedAt) === istDate(now)) return `as of ${time}, ${ago}`;
  const { day, month } = istParts(fetchedAt);
  return `as of ${day} ${MONTHS[month - 1]}, ${time}, ${ago}`;
}
