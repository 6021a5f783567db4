import type { TatkalReminder } from "@safar/contracts/tatkal-reminders";
import { describe, expect, it } from "vitest";
import { reminderCards, tatkalNotices } from "./view.ts";

const ist = (value: string) => new Date(`${value.replace(" ", "T")}+05:30`);

const reminder = (over: Partial<TatkalReminder> = {}): TatkalReminder => ({
  id: "2f1c3c1e-0000-4000-8000-000000000001",
  key: "12951_3A_TQ_2026-11-28",
  trainNumber: "12951",
  trainName: "Mumbai Rajdhani",
  class: "3A",
  className: "AC 3 Tier",
  quota: "TQ",
  journeyDate: "2026-11-28",
  opensAt: ist("2026-11-27 10:00").toISOString(),
  notifyAt: ist("2026-11-27 09:45").toISOString(),
  notifiedAt: null,
  origin: { code: "MMCT", name: "Mumbai Central" },
  destination: { code: "NDLS", name: "New Delhi" },
  searchPath:
    "/trains/searchTrains/MMCT_Mumbai%20Central/NDLS_New%20Delhi/20261128?quota=TQ&class=3A",
  ...over,
});

describe("the home page's Tatkal reminders, on an injected clock", () => {
  it("cards say the train, class, date and when Tatkal opens, relative to today in India", () => {
    const [card] = reminderCards([reminder()], ist("2026-11-25 10:00"));
    expect(card).toMatchObject({
      trainNumber: "12951",
      trainName: "Mumbai Rajdhani",
      classCode: "3A",
      quotaName: "Tatkal",
      date: "Sat, 28 Nov 2026",
      opens: "Opens 10:00 on 27 Nov",
      label: "Tatkal reminder for 12951 3A on Sat, 28 Nov 2026",
    });
    // 26 Nov 23:59 and 27 Nov 00:00 IST: the day turns at midnight in India.
    expect(reminderCards([reminder()], ist("2026-11-26 23:59"))[0]?.opens).toBe(
      "Opens 10:00 tomorrow",
    );
    expect(reminderCards([reminder()], ist("2026-11-27 00:00"))[0]?.opens).toBe(
      "Opens 10:00 today",
    );
    expect(reminderCards([reminder({ quota: "PT" })], ist("2026-11-25 10:00"))[0]?.quotaName).toBe(
      "Premium Tatkal",
    );
  });

  it("a notice only in the 15 minutes before the opening, counting down", () => {
    const list = [reminder()];
    expect(tatkalNotices(list, ist("2026-11-27 09:44"))).toEqual([]);
    expect(tatkalNotices(list, ist("2026-11-27 09:45"))[0]?.text).toBe(
      "Tatkal opens at 10:00 for 12951 3A on 28 Nov — in 15 minutes",
    );
    expect(tatkalNotices(list, ist("2026-11-27 09:48"))).toEqual([
      {
        id: list[0]?.id,
        text: "Tatkal opens at 10:00 for 12951 3A on 28 Nov — in 12 minutes",
        searchPath: list[0]?.searchPath,
        trainNumber: "12951",
      },
    ]);
    expect(tatkalNotices(list, ist("2026-11-27 09:59"))[0]?.text).toMatch(/— in 1 minute$/);
    expect(tatkalNotices(list, ist("2026-11-27 10:00"))).toEqual([]);
  });
});

describe("the home page's Tatkal reminders in Hindi", () => {
  it("words the card and the notice in Hindi, with Hindi dates and class names", () => {
    const [card] = reminderCards([reminder()], ist("2026-11-25 10:00"), "hi", {
      "3A": "वातानुकूलित 3 टियर",
    });
    expect(card).toMatchObject({
      className: "वातानुकूलित 3 टियर",
      quotaName: "तत्काल",
      date: "शनि, 28 नव॰ 2026",
      opens: "शुक्र, 27 नव॰ को 10:00 बजे खुलेगा",
      label: "शनि, 28 नव॰ 2026 की 12951 3A का तत्काल रिमाइंडर",
    });
    expect(tatkalNotices([reminder()], ist("2026-11-27 09:48"), "hi")[0]?.text).toBe(
      "तत्काल 10:00 बजे खुलेगा: 12951 3A, शनि, 28 नव॰ — 12 मिनट में",
    );
  });
});
