import type { Locale } from "@safar/contracts/locale";
import type { TatkalReminder } from "@safar/contracts/tatkal-reminders";
import { istTime } from "@safar/domain/ist";
import { minutesUntilLabel, opensLabel, tatkalOpensText } from "@safar/domain/opening-time";
import { formatJourneyDate, formatShortDate } from "../../lib/dates.ts";
import { openingWhen } from "../../lib/opening-words.ts";

/**
 * The home page's Tatkal reminders (issue 20), worded on the request's IST
 * clock by the loader: a small card per reminder still to come, and, in the
 * 15 minutes before an opening, a notice at the top of the page.
 */

export interface ReminderCard {
  id: string;
  trainNumber: string;
  trainName: string;
  classCode: string;
  className: string;
  quotaName: string;
  /** The train's date of journey: `Sat, 28 Nov 2026`. */
  date: string;
  /** 'Opens 10:00 tomorrow'. */
  opens: string;
  /** The results page of that run with Tatkal chosen; null when unknown. */
  searchPath: string | null;
  /** 'Tatkal reminder for 12951 3A on Sat, 28 Nov 2026' (the remove button's name). */
  label: string;
}

export interface TatkalNotice {
  id: string;
  /** 'Tatkal opens at 10:00 for 12951 3A on 28 Nov — in 12 minutes'. */
  text: string;
  searchPath: string | null;
  trainNumber: string;
}

const QUOTA_NAMES: Record<Locale, Record<string, string>> = {
  en: { TQ: "Tatkal", PT: "Premium Tatkal" },
  hi: { TQ: "तत्काल", PT: "प्रीमियम तत्काल" },
};

/**
 * The cards, in the page's language (`classNames`: the page's class names by
 * code, else the railway's).
 */
export function reminderCards(
  reminders: readonly TatkalReminder[],
  now: Date,
  locale: Locale = "en",
  classNames: Readonly<Record<string, string>> = {},
): ReminderCard[] {
  return reminders.map((r) => {
    const date = formatJourneyDate(r.journeyDate, locale);
    const opensAt = new Date(r.opensAt);
    return {
      id: r.id,
      trainNumber: r.trainNumber,
      trainName: r.trainName,
      classCode: r.class,
      className: classNames[r.class] ?? r.className,
      quotaName: QUOTA_NAMES[locale][r.quota] ?? r.quota,
      date,
      opens:
        locale === "en" ? opensLabel(opensAt, now) : `${openingWhen(opensAt, now, locale)} खुलेगा`,
      searchPath: r.searchPath,
      label:
        locale === "en"
          ? `Tatkal reminder for ${r.trainNumber} ${r.class} on ${date}`
          : `${date} की ${r.trainNumber} ${r.class} का तत्काल रिमाइंडर`,
    };
  });
}

/** 'तत्काल 10:00 बजे खुलेगा: 12951 3A, शनि, 28 नव॰ — 12 मिनट में'. */
function hindiNotice(r: TatkalReminder, now: Date): string {
  const opensAt = new Date(r.opensAt);
  const ms = opensAt.getTime() - now.getTime();
  const verb = ms > 0 ? "खुलेगा" : "खुल गया";
  const minutes = Math.ceil(ms / 60_000);
  const left = ms <= 0 ? "अभी" : `${minutes} मिनट में`;
  return `तत्काल ${istTime(opensAt)} बजे ${verb}: ${r.trainNumber} ${r.class}, ${formatShortDate(r.journeyDate, "hi")} — ${left}`;
}

/** Reminders inside their notice window (from `notifyAt` until Tatkal opens), soonest first. */
export function tatkalNotices(
  reminders: readonly TatkalReminder[],
  now: Date,
  locale: Locale = "en",
): TatkalNotice[] {
  const t = now.getTime();
  return reminders
    .filter((r) => new Date(r.notifyAt).getTime() <= t && t < new Date(r.opensAt).getTime())
    .map((r) => ({
      id: r.id,
      text:
        locale === "en"
          ? `${tatkalOpensText(r, now)} — ${minutesUntilLabel(new Date(r.opensAt), now)}`
          : hindiNotice(r, now),
      searchPath: r.searchPath,
      trainNumber: r.trainNumber,
    }));
}
