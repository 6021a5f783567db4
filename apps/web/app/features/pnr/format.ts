import type { Locale } from "@safar/contracts/locale";
import type { PassengerStatus, PnrPassenger } from "@safar/contracts/pnr";
import type { PnrMessages } from "../../i18n/pnr.ts";
import { NO_CHANCE } from "../../lib/confirmation-chance.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import { fill, translated } from "../../lib/i18n.ts";

/**
 * Words for the PNR status screens: statuses, the confirmation chance, the
 * chart, times in India. The same on the server and in the browser; `t` is
 * the page's PNR words (`useMessages<PnrMessages>()`).
 */

const LIST_KEYS: Record<string, keyof PnrMessages> = {
  GN: "wl_GN",
  TQ: "wl_TQ",
  RL: "wl_RL",
  PQ: "wl_PQ",
  RS: "wl_RS",
  RQ: "wl_RQ",
};

/** The headline of a status: `Confirmed`, `RAC 3`, `Waitlist 12`, `Cancelled`. */
export function statusHeadline(s: PassengerStatus, t: PnrMessages): string {
  switch (s.kind) {
    case "confirmed":
      return t.st_confirmed;
    case "rac":
      return s.position === null ? t.st_rac : `${t.st_rac} ${s.position}`;
    case "waitlist": {
      const key = s.list ? LIST_KEYS[s.list] : undefined;
      return `${key ? t[key] : t.st_waitlist} ${s.position ?? ""}`.trim();
    }
    case "cancelled":
      return t.st_cancelled;
    case "no_berth":
      return t.st_noBerth;
    default:
      return s.text;
  }
}

/** Coach and berth in words, or null without a berth: `Coach B2, berth 34 (Lower)`. */
export function seatWords(s: PassengerStatus, t: PnrMessages): string | null {
  if (s.coach === null || s.berth === null) return null;
  const seat = s.berthType === "WS" || s.berthType === "MS" || s.berthType === "AS";
  const type = s.berthTypeName ? ` (${translated(t, s.berthTypeName)})` : "";
  return fill(seat ? t.seatWords : t.berthWords, { coach: s.coach, number: s.berth, type });
}

/** Whether a passenger still waits for a berth (RAC with a number, or a waitlist). */
function isWaiting(s: PassengerStatus): boolean {
  return (s.kind === "rac" && s.position !== null) || s.kind === "waitlist";
}

/**
 * The confirmation chance of a waiting passenger, or why there is none
 * (prediction/README.md: a waitlist counts a berth or RAC, RAC a berth).
 * Null for a passenger who does not wait, or after the chart.
 */
export function predictionText(
  p: PnrPassenger,
  chartPrepared: boolean,
  t: PnrMessages,
): string | null {
  if (chartPrepared || !isWaiting(p.currentStatus)) return null;
  if (!p.prediction) return translated(t, NO_CHANCE[p.predictionReason ?? "unavailable"].long);
  return fill(p.prediction.target === "berth" ? t.chanceBerth : t.chanceConfirm, {
    percent: p.prediction.percent,
  });
}

/**
 * After the chart, under a ticket that stays partly waitlisted: waitlisted
 * passengers may not travel in reserved coaches (from 1 May 2025, facts.md
 * §3.2, §13). A fully waitlisted ticket is cancelled at the chart instead.
 */
export function waitlistAfterChartNote(
  chartPrepared: boolean,
  passengers: readonly Pick<PnrPassenger, "currentStatus">[],
  t: PnrMessages,
): string | null {
  if (!chartPrepared || !passengers.some((p) => p.currentStatus.kind === "waitlist")) return null;
  return t.waitlistAfterChart;
}

/** The chart line: prepared, or when it is due. */
export function chartText(
  chart: { prepared: boolean; dueAt: string | null },
  t: PnrMessages,
  locale: Locale = "en",
): string {
  if (chart.prepared) return t.chartPrepared;
  return chart.dueAt
    ? fill(t.chartDue, { time: formatIstDateTime(chart.dueAt, locale) })
    : t.chartNotPrepared;
}
