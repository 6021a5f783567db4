import { type IsoDate, istParts, istStartOfDay } from "@safar/domain/ist";

/**
 * How busy a run date is, relative to an ordinary day (issue 19 item 1:
 * season, weekday, festivals). Chosen figures; the periods are the ones
 * facts.md names as the busiest (§10: the record day 4 Nov 2024 and 7,724
 * festive specials for Oct–Nov 2024) and the school holidays. Data, so that a
 * season can be added without code.
 */
export interface BusyPeriod {
  /** Inclusive IST dates, `MM-DD` (the same every year). */
  from: string;
  to: string;
  factor: number;
  why: string;
}

export const BUSY_PERIODS: readonly BusyPeriod[] = [
  { from: "10-01", to: "11-20", factor: 1.35, why: "Durga Puja, Diwali and Chhath (facts.md §10)" },
  { from: "12-20", to: "01-05", factor: 1.2, why: "winter holidays" },
  { from: "05-01", to: "06-30", factor: 1.25, why: "summer holidays" },
  { from: "03-10", to: "03-31", factor: 1.1, why: "Holi" },
];

/** Friday and Sunday runs are wanted more, mid-week ones less (chosen). */
export const WEEKDAY_FACTOR: readonly number[] = [1.15, 0.95, 0.9, 0.9, 0.95, 1.15, 1.0];

function inPeriod(mmdd: string, p: BusyPeriod): boolean {
  return p.from <= p.to ? mmdd >= p.from && mmdd <= p.to : mmdd >= p.from || mmdd <= p.to;
}

/** The calendar's factor for a run leaving its origin on `date`. */
export function calendarFactor(date: IsoDate): number {
  const day = istParts(istStartOfDay(date)).weekday;
  const mmdd = date.slice(5);
  const season = BUSY_PERIODS.find((p) => inPeriod(mmdd, p))?.factor ?? 1;
  return season * (WEEKDAY_FACTOR[day] ?? 1);
}
