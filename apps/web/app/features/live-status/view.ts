import type { LiveStatusResponse } from "@safar/contracts/live-status";
import type { Locale } from "@safar/contracts/locale";
import {
  addDays,
  type IsoDate,
  MONTH_NAMES as MONTHS,
  WEEKDAY_NAMES as WEEKDAYS,
} from "@safar/domain/ist";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { fill } from "../../lib/i18n.ts";

/**
 * The live-status screens' wording, from the API's answer (pure: no React,
 * no I/O). Delay tags follow spec §4: `delay` for what has happened,
 * `expected_delay` for what is still to come. Spec §9: the default platform
 * 10 when the railway knows none; refresh every 2 minutes; the disclaimer
 * closes after 5 s. `t` is the page's live-status words
 * (`useMessages<LiveMessages>()`).
 */

export type LiveStop = LiveStatusResponse["stops"][number];

/** Spec §9. */
export const DEFAULT_PLATFORM = 10;
export const REFRESH_INTERVAL_MS = 2 * 60_000;
export const DISCLAIMER_MS = 5_000;
export const UNAVAILABLE_MESSAGE = "Live status currently unavailable";
export const DISCLAIMER_TEXT =
  "Running status is an estimate from the railway; timings may differ.";

/** How many earlier runs the date choice offers besides today's. */
const EARLIER_RUN_DAYS = 4;

/** `2026-11-24` → `Tue, 24 Nov` (a calendar date), in Hindi `मंगल, 24 नव॰`. */
export function shortDate(iso: string, locale: Locale = "en"): string {
  if (locale !== "en") return formatShortDate(iso, locale);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]}`;
}

export interface RunDateOption {
  /** "" is the current run (the API's default, spec §9 cutoff). */
  value: string;
  label: string;
}

/** The run-date choices: the current run, today, yesterday, then earlier days. */
export function runDateOptions(
  today: IsoDate,
  t: LiveMessages,
  locale: Locale = "en",
): RunDateOption[] {
  const options: RunDateOption[] = [{ value: "", label: t.currentRunRecommended }];
  for (let back = 0; back <= EARLIER_RUN_DAYS; back++) {
    const date = addDays(today, -back);
    const prefix = back === 0 ? t.todayPrefix : back === 1 ? t.yesterdayPrefix : "";
    options.push({ value: date, label: `${prefix}${shortDate(date, locale)}` });
  }
  return options;
}

/** Minutes as "1 h 5 min", "12 min". */
export function duration(minutes: number, t: LiveMessages): string {
  const m = Math.abs(minutes);
  if (m < 60) return fill(t.minutes, { m });
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? fill(t.hoursMinutes, { h, m: rest }) : fill(t.hours, { h });
}

export type DelayTag = "delay" | "expected_delay";

/** Spec §4 tags: what happened is a `delay`, what is still to come an `expected_delay`. */
export function delayText(delayMin: number, tag: DelayTag, t: LiveMessages): string {
  const expected = tag === "expected_delay";
  if (delayMin === 0) return expected ? t.expectedOnTime : t.onTime;
  const d = duration(delayMin, t);
  if (delayMin > 0) return fill(expected ? t.expectedLate : t.late, { d });
  return fill(expected ? t.expectedEarly : t.early, { d });
}

export function delaySeverity(delayMin: number): "on-time" | "late" | "very-late" {
  if (delayMin <= 5) return "on-time";
  return delayMin < 60 ? "late" : "very-late";
}

/** The tag of a stop: reached stops have a delay, stops ahead an expected delay. */
export function stopTag(stop: LiveStop): DelayTag {
  return stop.state === "upcoming" ? "expected_delay" : "delay";
}

export type StopLabel = "Departed" | "Arrived" | "Terminated" | "Train is here" | "Upcoming";

/** What the timeline says of a stop. */
export function stopLabel(stop: LiveStop, status: LiveStatusResponse): StopLabel {
  const last = status.stops[status.stops.length - 1];
  if (status.terminated && last && stop.code === last.code && stop.state !== "upcoming") {
    return "Terminated";
  }
  if (stop.state === "departed") return "Departed";
  if (stop.state === "current") return "Train is here";
  if (stop.state === "arrived") return "Arrived";
  return "Upcoming";
}

/** The platform to show: the traveller's own, else the railway's, else spec §9's default 10. */
export function platformOf(
  stop: LiveStop,
  own: number | undefined,
): { number: number; source: "own" | "changed" | "railway" | "default" } {
  if (own !== undefined) return { number: own, source: "own" };
  if (!(stop.platform > 0)) return { number: DEFAULT_PLATFORM, source: "default" };
  return { number: stop.platform, source: stop.platformChanged ? "changed" : "railway" };
}

/** Where the train is, in one sentence. */
export function positionText(status: LiveStatusResponse, t: LiveMessages): string {
  const name = (code: string | null) =>
    status.stops.find((s) => s.code === code)?.name ?? code ?? "";
  const { position } = status;
  if (status.cancelled || position.state === "cancelled") return t.runCancelled;
  switch (position.state) {
    case "not_started": {
      const first = status.stops[0];
      return first?.scheduledDeparture
        ? fill(t.notStartedLeaves, {
            name: first.name,
            time: first.expectedDeparture ?? first.scheduledDeparture,
          })
        : t.notStarted;
    }
    case "arrived": {
      const last = status.stops[status.stops.length - 1];
      if (!last) return t.reached;
      return last.expectedArrival
        ? fill(t.reachedNameAt, { name: last.name, time: last.expectedArrival })
        : fill(t.reachedName, { name: last.name });
    }
    case "at_station":
      return fill(t.atStation, { name: name(position.lastCode) });
    case "between": {
      const next = status.stops.find((s) => s.code === position.nextCode);
      const left =
        next && position.distanceKm !== null
          ? Math.max(0, Math.round(next.distanceKm - position.distanceKm))
          : null;
      const ends = { from: name(position.lastCode), to: name(position.nextCode) };
      return left !== null ? fill(t.betweenKm, { ...ends, km: left }) : fill(t.between, ends);
    }
  }
}

/** The overall delay line of the header. */
export function overallDelayText(status: LiveStatusResponse, t: LiveMessages): string {
  if (status.cancelled) return t.cancelled;
  const reached = status.position.state !== "not_started";
  return delayText(status.position.delayMin, reached ? "delay" : "expected_delay", t);
}

/** The live-status page for a train, run date and station (the PNR page links here too). */
export function liveStatusUrl(q: { trainNumber: string; date?: string; station?: string }): string {
  const params = new URLSearchParams({ trainNumber: q.trainNumber });
  if (q.date) params.set("date", q.date);
  if (q.station) params.set("station", q.station);
  return `/trains/liveTrainStatus?${params}`;
}

/** The text a traveller typed or chose: "12952", "12952 Mumbai Rajdhani" or a name. */
export function trainNumberIn(text: string): string | null {
  const m = /^\s*(\d{5})(?:\s|$|\b)/.exec(text);
  return m ? (m[1] as string) : null;
}

export function trainLabel(t: { trainNumber: string; trainName: string }): string {
  return `${t.trainNumber} ${t.trainName}`;
}

/** A train in the search's suggestions and in the "several trains match" list. */
export interface TrainOption {
  trainNumber: string;
  trainName: string;
  from: string;
  to: string;
}
