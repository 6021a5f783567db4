import type { TatkalReminder } from "@safar/contracts/tatkal-reminders";
import { minutesUntilLabel, opensLabel, tatkalOpensText } from "@safar/domain/opening-time";
import { formatJourneyDate } from "../../lib/dates.ts";

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

const QUOTA_NAMES: Record<string, string> = { TQ: "Tatkal", PT: "Premium Tatkal" };

export function reminderCards(reminders: readonly TatkalReminder[], now: Date): ReminderCard[] {
  return reminders.map((r) => {
    const date = formatJourneyDate(r.journeyDate);
    return {
      id: r.id,
      trainNumber: r.trainNumber,
      trainName: r.trainName,
      classCode: r.class,
      className: r.className,
      quotaName: QUOTA_NAMES[r.quota] ?? r.quota,
      date,
      opens: opensLabel(new Date(r.opensAt), now),
      searchPath: r.searchPath,
      label: `Tatkal reminder for ${r.trainNumber} ${r.class} on ${date}`,
    };
  });
}

/** Reminders inside their notice window (from `notifyAt` until Tatkal opens), soonest first. */
export function tatkalNotices(reminders: readonly TatkalReminder[], now: Date): TatkalNotice[] {
  const t = now.getTime();
  return reminders
    .filter((r) => new Date(r.notifyAt).getTime() <= t && t < new Date(r.opensAt).getTime())
    .map((r) => ({
      id: r.id,
      text: `${tatkalOpensText(r, now)} — ${minutesUntilLabel(new Date(r.opensAt), now)}`,
      searchPath: r.searchPath,
      trainNumber: r.trainNumber,
    }));
}
