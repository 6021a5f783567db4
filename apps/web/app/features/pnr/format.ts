import type { PassengerStatus, PnrPassenger } from "@safar/contracts/pnr";
import { NO_CHANCE } from "../../lib/confirmation-chance.ts";
import { formatIstDateTime } from "../../lib/dates.ts";

/**
 * Words for the PNR status screens: statuses, the confirmation chance, the
 * chart, times in India. The same on the server and in the browser.
 */

const LIST_NAMES: Record<string, string> = {
  GN: "General waitlist",
  TQ: "Tatkal waitlist",
  RL: "Remote location waitlist",
  PQ: "Pooled quota waitlist",
  RS: "Roadside waitlist",
  RQ: "Request waitlist",
};

/** The headline of a status: `Confirmed`, `RAC 3`, `Waitlist 12`, `Cancelled`. */
export function statusHeadline(s: PassengerStatus): string {
  switch (s.kind) {
    case "confirmed":
      return "Confirmed";
    case "rac":
      return s.position === null ? "RAC" : `RAC ${s.position}`;
    case "waitlist":
      return `${s.list ? (LIST_NAMES[s.list] ?? "Waitlist") : "Waitlist"} ${s.position ?? ""}`.trim();
    case "cancelled":
      return "Cancelled";
    case "no_berth":
      return "No seat or berth (child)";
    default:
      return s.text;
  }
}

/** Coach and berth in words, or null without a berth: `Coach B2, berth 34 (Lower)`. */
export function seatWords(s: PassengerStatus): string | null {
  if (s.coach === null || s.berth === null) return null;
  const seat = s.berthType === "WS" || s.berthType === "MS" || s.berthType === "AS";
  const type = s.berthTypeName ? ` (${s.berthTypeName})` : "";
  return `Coach ${s.coach}, ${seat ? "seat" : "berth"} ${s.berth}${type}`;
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
export function predictionText(p: PnrPassenger, chartPrepared: boolean): string | null {
  if (chartPrepared || !isWaiting(p.currentStatus)) return null;
  if (!p.prediction) return NO_CHANCE[p.predictionReason ?? "unavailable"].long;
  return p.prediction.target === "berth"
    ? `${p.prediction.percent}% chance of a berth by the chart`
    : `${p.prediction.percent}% chance of confirmation by the chart`;
}

/** What the chances count (prediction/README.md "What confirmed means"), under the table. */
export const PREDICTION_NOTE =
  "Chances are from this train's earlier runs: for a waitlisted passenger, confirmation means a berth or an RAC seat by the chart; for RAC, a full berth.";

/**
 * After the chart, under a ticket that stays partly waitlisted: waitlisted
 * passengers may not travel in reserved coaches (from 1 May 2025, facts.md
 * §3.2, §13). A fully waitlisted ticket is cancelled at the chart instead.
 */
export function waitlistAfterChartNote(
  chartPrepared: boolean,
  passengers: readonly Pick<PnrPassenger, "currentStatus">[],
): string | null {
  if (!chartPrepared || !passengers.some((p) => p.currentStatus.kind === "waitlist")) return null;
  return "A passenger still waitlisted may not travel in a reserved coach, even with others on the ticket confirmed.";
}

/** The chart line: prepared, or when it is due. */
export function chartText(chart: { prepared: boolean; dueAt: string | null }): string {
  if (chart.prepared) return "Chart prepared";
  return chart.dueAt
    ? `Chart not prepared yet. It is due by ${formatIstDateTime(chart.dueAt)}.`
    : "Chart not prepared yet";
}
