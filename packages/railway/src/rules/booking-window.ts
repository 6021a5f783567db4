/**
 * The advance reservation period (ARP), charting and the booking states a
 * train run goes through, as pure functions of "now" (facts.md §3.4, §4;
 * spec §6, §9). All calendar arithmetic is in IST through `@safar/domain/ist`,
 * so results do not depend on the process's TZ.
 *
 * Choices where facts.md is silent or conflicting (documented here once):
 * - The date of journey for every window (ARP and Tatkal) is the IST date of
 *   the train's departure from its ORIGIN, not from the passenger's boarding
 *   station: a train leaving its origin on the 10th at 22:00 and reaching the
 *   boarding stop on the 11th opens on the same day for every passenger.
 *   Departure-based states (TRAIN DEPARTED, booking closed) use the boarding
 *   station's departure, because that is when that passenger can no longer board.
 * - ARP "60 days excluding the journey date": journey date J opens on J − 60,
 *   i.e. today's date D can book origin dates up to D + 60 (the 60th day ahead
 *   is bookable, the 61st is not).
 * - Opening day: booking starts at 08:00 IST (facts §4) and, per spec §6,
 *   "Opening-day reservations are allowed only until 10:00 AM"; from 10:00
 *   until midnight of the opening day the date is refused, from the next day it
 *   is open again. Both times are configurable.
 * - E-ticket booking hours 00:20–23:45 IST (facts §4) apply to every booking.
 * - First chart (facts §3.4, Railway Board circular of 2 Jul 2025): origin
 *   departures in [05:00, 14:00) IST are charted at 21:00 the previous day,
 *   others 8 h before departure (`FIRST_CHART_JUL_2025`, the rule in force).
 *   The Dec 2025 revision of facts §13 (20:00 the previous day, or 10 h
 *   before), tagged [X] in §3.4 and phased by zone, is the dated option
 *   `FIRST_CHART_DEC_2025`, not in `DEFAULT_FIRST_CHART_RULES`.
 *   After the first chart only current booking is possible, until the second
 *   chart, taken here as 5 minutes before departure from the boarding station
 *   (facts: "30–5 min before"); between that and departure the status is
 *   booking closed. Current booking issues CNF only (`allocation/allocate.ts`,
 *   facts §3.4) and only in the general quota (`check-booking.ts`).
 * - Not adopted: "booking up to 15 minutes before departure" on Vande Bharat
 *   (a pilot from 17 Jul 2025, facts §13) rests on one weak source [U].
 */
import { LIMITS, TIMINGS } from "@safar/contracts/code-tables";
import {
  addDays,
  type IsoDate,
  istDate,
  istInstant,
  istParts,
  istStartOfDay,
  minutesOfDay,
} from "@safar/domain/ist";

/** What a booking needs to know about the train run. */
export interface RunTimes {
  /** Departure of the train from its origin station. Its IST date is the date of journey for the windows. */
  originDeparture: Date;
  /** Departure from the passenger's boarding station (later than, or equal to, the origin departure). */
  boardingDeparture: Date;
  /** First chart; defaults to `firstChartAt(originDeparture)`. */
  chartAt?: Date;
  /** Second (final) chart, end of current booking; defaults to boarding departure − `finalChartMinutesBeforeDeparture`. */
  finalChartAt?: Date;
}

export interface WindowConfig {
  /** ARP in days, journey date excluded (facts §4: 60 from 1 Nov 2024). */
  arpDays: number;
  /** Opening-day booking starts at this IST time. */
  arpOpensAtTime: string;
  /** Opening-day booking allowed only until this IST time (spec §6). */
  openingDayClosesAtTime: string;
  /** E-ticket booking hours, IST, from (inclusive) to (exclusive). */
  bookingHoursFrom: string;
  bookingHoursTo: string;
  /**
   * Default second chart, minutes before departure from the boarding station
   * (facts.md §3.4: "30–5 min before departure, mainly for current-booking
   * passengers" [C: rediff/PTI]; the latest, so current booking runs longest).
   */
  finalChartMinutesBeforeDeparture: number;
}

export const DEFAULT_WINDOW_CONFIG: WindowConfig = {
  arpDays: LIMITS.bookingWindowDays,
  arpOpensAtTime: "08:00",
  openingDayClosesAtTime: TIMINGS.tatkalOpeningDayLimit,
  bookingHoursFrom: "00:20",
  bookingHoursTo: "23:45",
  finalChartMinutesBeforeDeparture: 5,
};

const MINUTE_MS = 60_000;

/** The date of journey used by every booking window: the IST date the train leaves its origin. */
export function journeyDate(run: Pick<RunTimes, "originDeparture">): IsoDate {
  return istDate(run.originDeparture);
}

/** The first day a journey date can be booked (journey date − ARP days). */
export function arpOpeningDate(
  date: IsoDate,
  config: WindowConfig = DEFAULT_WINDOW_CONFIG,
): IsoDate {
  return addDays(date, -config.arpDays);
}

/** The instant booking opens for a journey date: 08:00 IST on the opening day. */
export function arpOpensAt(date: IsoDate, config: WindowConfig = DEFAULT_WINDOW_CONFIG): Date {
  return istInstant(arpOpeningDate(date, config), config.arpOpensAtTime);
}

/** The last journey date bookable on `now`'s IST date (today + ARP days), once 08:00 has passed. */
export function lastBookableDate(now: Date, config: WindowConfig = DEFAULT_WINDOW_CONFIG): IsoDate {
  const today = istDate(now);
  return now.getTime() >= istInstant(today, config.arpOpensAtTime).getTime()
    ? addDays(today, config.arpDays)
    : addDays(today, config.arpDays - 1);
}

/** True when `now` falls on the ARP opening day of the journey date. */
export function isOpeningDay(
  now: Date,
  date: IsoDate,
  config: WindowConfig = DEFAULT_WINDOW_CONFIG,
): boolean {
  return istDate(now) === arpOpeningDate(date, config);
}

/**
 * When the first chart of a run is prepared: departures from the origin in
 * [dayFrom, dayTo) IST are charted at `previousDayAt` the day before, the
 * others `hoursBefore` hours before departure.
 */
export interface FirstChartRule {
  /** For runs leaving their origin on or after this IST date. */
  from: IsoDate;
  dayFrom: string;
  dayTo: string;
  previousDayAt: string;
  hoursBefore: number;
  /** facts.md section and citation. */
  source: string;
}

export const FIRST_CHART_JUL_2025: FirstChartRule = {
  from: "2025-07-15",
  dayFrom: "05:00",
  dayTo: "14:00",
  previousDayAt: "21:00",
  hoursBefore: 8,
  source:
    "facts.md §3.4: Railway Board circular of 2 Jul 2025 [C: rediff/PTI]; in force from 15 Jul 2025 (SER press release, 9 Jul 2025)",
};

/**
 * The Dec 2025 revision: 20:00 the previous day for departures 05:00–14:00,
 * at least 10 h before for the others (facts.md §13 [C: patrika 20182521];
 * abplive, 18 Dec 2025, the earliest dated report, hence `from`). facts.md
 * §3.4 tags it [X] ("phased by zone"): an option, not in force.
 */
export const FIRST_CHART_DEC_2025: FirstChartRule = {
  from: "2025-12-18",
  dayFrom: "05:00",
  dayTo: "14:00",
  previousDayAt: "20:00",
  hoursBefore: 10,
  source: "facts.md §3.4 [X: patrika, jagranjosh], §13 [C: patrika 20182521]; abplive 18 Dec 2025",
};

/**
 * The first-chart rules in force, by date: the latest whose `from` is on or
 * before the run's origin date applies (a run before every rule takes the
 * earliest). The railway's charts (`chartDueOf`), windows and ticket outlooks
 * all read this list through `firstChartAt`; `[FIRST_CHART_JUL_2025,
 * FIRST_CHART_DEC_2025]` would switch them to the Dec 2025 revision for runs
 * from its date.
 */
export const DEFAULT_FIRST_CHART_RULES: readonly FirstChartRule[] = [FIRST_CHART_JUL_2025];

/** The rule of `rules` that charts a run leaving its origin at `originDeparture`. */
export function firstChartRule(
  originDeparture: Date,
  rules: readonly FirstChartRule[] = DEFAULT_FIRST_CHART_RULES,
): FirstChartRule {
  const date = istDate(originDeparture);
  let rule: FirstChartRule | undefined;
  let earliest: FirstChartRule | undefined;
  for (const r of rules) {
    if (r.from <= date && (!rule || r.from >= rule.from)) rule = r;
    if (!earliest || r.from < earliest.from) earliest = r;
  }
  const chosen = rule ?? earliest;
  if (!chosen) throw new RangeError("No first-chart rule");
  return chosen;
}

/** First chart time for a train leaving its origin at `originDeparture` (see the module comment). */
export function firstChartAt(
  originDeparture: Date,
  rules: readonly FirstChartRule[] = DEFAULT_FIRST_CHART_RULES,
): Date {
  const rule = firstChartRule(originDeparture, rules);
  const p = istParts(originDeparture);
  const minute = p.hour * 60 + p.minute;
  if (minute >= minutesOfDay(rule.dayFrom) && minute < minutesOfDay(rule.dayTo)) {
    return istInstant(addDays(istDate(originDeparture), -1), rule.previousDayAt);
  }
  return new Date(originDeparture.getTime() - rule.hoursBefore * 60 * MINUTE_MS);
}

export function chartAt(run: RunTimes): Date {
  return run.chartAt ?? firstChartAt(run.originDeparture);
}

export function finalChartAt(run: RunTimes, config: WindowConfig = DEFAULT_WINDOW_CONFIG): Date {
  return (
    run.finalChartAt ??
    new Date(run.boardingDeparture.getTime() - config.finalChartMinutesBeforeDeparture * MINUTE_MS)
  );
}

/** True inside the e-ticket booking hours (00:20–23:45 IST by default). */
export function withinBookingHours(
  now: Date,
  config: WindowConfig = DEFAULT_WINDOW_CONFIG,
): boolean {
  const p = istParts(now);
  const minute = p.hour * 60 + p.minute;
  return (
    minute >= minutesOfDay(config.bookingHoursFrom) && minute < minutesOfDay(config.bookingHoursTo)
  );
}

/**
 * Where a train run stands for booking at `now`:
 * - `not_yet_open` — before 08:00 on the ARP opening day (BOOKING NOT YET OPENED);
 * - `opening_day_closed` — on the opening day from 10:00 (spec §6), reopening at `opensAt` next midnight;
 * - `open` — reservation against the quotas (ARP), until the first chart;
 * - `current` — after the first chart: current booking only, until the second chart;
 * - `closed` — after the second chart, before the train leaves the boarding station;
 * - `departed` — the train has left the boarding station (TRAIN DEPARTED).
 */
export type WindowStatus =
  | { phase: "not_yet_open"; opensAt: Date }
  | { phase: "opening_day_closed"; opensAt: Date }
  | { phase: "open"; openingDay: boolean; closesAt: Date }
  | { phase: "current"; closesAt: Date }
  | { phase: "closed" }
  | { phase: "departed" };

export type WindowPhase = WindowStatus["phase"];

/** The labels the availability screens show for each phase (facts §3.1 search-page states). */
export const WINDOW_PHASE_LABEL: Record<WindowPhase, string> = {
  not_yet_open: "BOOKING NOT YET OPENED",
  opening_day_closed: "BOOKING NOT YET OPENED",
  open: "AVAILABLE",
  current: "CURRENT AVAILABILITY",
  closed: "BOOKING CLOSED",
  departed: "TRAIN DEPARTED",
};

export function windowStatus(
  now: Date,
  run: RunTimes,
  config: WindowConfig = DEFAULT_WINDOW_CONFIG,
): WindowStatus {
  const t = now.getTime();
  if (t >= run.boardingDeparture.getTime()) return { phase: "departed" };
  const finalChart = finalChartAt(run, config);
  if (t >= finalChart.getTime()) return { phase: "closed" };
  const chart = chartAt(run);
  if (t >= chart.getTime()) return { phase: "current", closesAt: finalChart };
  const date = journeyDate(run);
  const opensAt = arpOpensAt(date, config);
  if (t < opensAt.getTime()) return { phase: "not_yet_open", opensAt };
  const openingDay = isOpeningDay(now, date, config);
  if (openingDay) {
    const openingDate = arpOpeningDate(date, config);
    if (t >= istInstant(openingDate, config.openingDayClosesAtTime).getTime()) {
      return { phase: "opening_day_closed", opensAt: istStartOfDay(addDays(openingDate, 1)) };
    }
  }
  return { phase: "open", openingDay, closesAt: chart };
}

/**
 * The ARP state of a journey date alone, before a train is chosen (search
 * form, date ribbon): `past` for dates before today (IST), otherwise as
 * `windowStatus` without the run's chart and departure.
 */
export type DateWindowStatus =
  | { phase: "past" }
  | { phase: "not_yet_open"; opensAt: Date }
  | { phase: "opening_day_closed"; opensAt: Date }
  | { phase: "open"; openingDay: boolean };

export function dateWindowStatus(
  now: Date,
  date: IsoDate,
  config: WindowConfig = DEFAULT_WINDOW_CONFIG,
): DateWindowStatus {
  if (date < istDate(now)) return { phase: "past" };
  const opensAt = arpOpensAt(date, config);
  if (now.getTime() < opensAt.getTime()) return { phase: "not_yet_open", opensAt };
  const openingDate = arpOpeningDate(date, config);
  const openingDay = istDate(now) === openingDate;
  if (
    openingDay &&
    now.getTime() >= istInstant(openingDate, config.openingDayClosesAtTime).getTime()
  ) {
    return { phase: "opening_day_closed", opensAt: istStartOfDay(addDays(openingDate, 1)) };
  }
  return { phase: "open", openingDay };
}
