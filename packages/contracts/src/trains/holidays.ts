/**
 * Indian national (gazetted) holidays for the search calendar (spec §3 Home:
 * holidays). 2026 follows the central government's list of gazetted holidays
 * for its offices in Delhi. For 2027 the fixed-date holidays are certain; the
 * festivals that follow the lunar calendar carry the date they are expected
 * on and `provisional: true` until the government publishes its 2027 list —
 * replace them then.
 */
export interface Holiday {
  /** `YYYY-MM-DD` */
  date: string;
  name: string;
  provisional: boolean;
}

const fixed = (date: string, name: string): Holiday => ({ date, name, provisional: false });
const expected = (date: string, name: string): Holiday => ({ date, name, provisional: true });

export const NATIONAL_HOLIDAYS: readonly Holiday[] = [
  fixed("2026-01-26", "Republic Day"),
  fixed("2026-03-04", "Holi"),
  fixed("2026-03-21", "Id-ul-Fitr"),
  fixed("2026-03-26", "Ram Navami"),
  fixed("2026-03-31", "Mahavir Jayanti"),
  fixed("2026-04-03", "Good Friday"),
  fixed("2026-05-01", "Buddha Purnima"),
  fixed("2026-05-27", "Id-ul-Zuha (Bakrid)"),
  fixed("2026-06-26", "Muharram"),
  fixed("2026-08-15", "Independence Day"),
  fixed("2026-08-26", "Milad-un-Nabi"),
  fixed("2026-09-04", "Janmashtami"),
  fixed("2026-10-02", "Gandhi Jayanti"),
  fixed("2026-10-20", "Dussehra"),
  fixed("2026-11-08", "Diwali"),
  fixed("2026-11-24", "Guru Nanak Jayanti"),
  fixed("2026-12-25", "Christmas"),
  fixed("2027-01-26", "Republic Day"),
  expected("2027-03-10", "Id-ul-Fitr"),
  expected("2027-03-22", "Holi"),
  fixed("2027-03-26", "Good Friday"),
  expected("2027-04-15", "Ram Navami"),
  expected("2027-04-19", "Mahavir Jayanti"),
  expected("2027-05-17", "Id-ul-Zuha (Bakrid)"),
  expected("2027-05-20", "Buddha Purnima"),
  expected("2027-06-15", "Muharram"),
  fixed("2027-08-15", "Independence Day"),
  expected("2027-08-15", "Milad-un-Nabi"),
  expected("2027-08-25", "Janmashtami"),
  fixed("2027-10-02", "Gandhi Jayanti"),
  expected("2027-10-09", "Dussehra"),
  expected("2027-10-29", "Diwali"),
  expected("2027-11-14", "Guru Nanak Jayanti"),
  fixed("2027-12-25", "Christmas"),
];

/** The holidays from `from` to `to` inclusive (`YYYY-MM-DD`), in date order. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  return NATIONAL_HOLIDAYS.filter((h) => h.date >= from && h.date <= to);
}
