/**
 * A two-train option named by what a booking of it needs (issue 21 items 3
 * and 4): each leg's train number, boarding and alighting station codes and
 * boarding date (IST, the date the leg leaves its boarding station), and the
 * class on each train. No imports, no Zod: the results page builds these in
 * the browser bundle.
 *
 * - `connectionId(ref)`: a stable identifier, the same for the same two
 *   trains between the same stations on the same dates, made of characters
 *   safe in a URL and an HTML id: `22160.PUNE.TNA.20261127-12051.TNA.MAO.20261127`.
 * - `connectionBookingParams(ref, classes, quota)`: URL parameters for "book
 *   both". The first leg uses the direct booking's keys (`train`, `class`,
 *   `date`, `from`, `to`, `quota`: `bookPath` of the results page), the
 *   second the same keys with a `2`: `train2`, `class2`, `date2`, `from2`,
 *   `to2`. `parseConnectionBooking` reads them back (null when any is
 *   missing or malformed).
 */

export interface ConnectionLegRef {
  trainNumber: string;
  /** Boarding and alighting station codes. */
  from: string;
  to: string;
  /** `YYYY-MM-DD`: the date the leg leaves `from`. */
  date: string;
}

export type ConnectionRef = readonly [ConnectionLegRef, ConnectionLegRef];

export interface ConnectionBooking {
  legs: ConnectionRef;
  /** The class on each train (the same twice when both carry it). */
  classes: readonly [string, string];
  quota: string;
}

const TRAIN = /^\d{5}$/;
const STATION = /^[A-Z][A-Z0-9]{0,5}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLASS = /^[0-9A-Z]{2}$/;
const QUOTA = /^[A-Z]{2}$/;

const compact = (date: string) => date.replaceAll("-", "");

export function connectionId(ref: ConnectionRef): string {
  return ref.map((l) => `${l.trainNumber}.${l.from}.${l.to}.${compact(l.date)}`).join("-");
}

export function connectionBookingParams(booking: ConnectionBooking): URLSearchParams {
  const [first, second] = booking.legs;
  return new URLSearchParams({
    train: first.trainNumber,
    class: booking.classes[0],
    quota: booking.quota,
    date: first.date,
    from: first.from,
    to: first.to,
    train2: second.trainNumber,
    class2: booking.classes[1],
    date2: second.date,
    from2: second.from,
    to2: second.to,
  });
}

function isDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The booking named by `connectionBookingParams`' keys; null when one is missing or malformed. */
export function parseConnectionBooking(params: URLSearchParams): ConnectionBooking | null {
  const get = (key: string) => (params.get(key) ?? "").trim().toUpperCase();
  const leg = (suffix: string): ConnectionLegRef | null => {
    const trainNumber = get(`train${suffix}`);
    const from = get(`from${suffix}`);
    const to = get(`to${suffix}`);
    const date = get(`date${suffix}`);
    if (!TRAIN.test(trainNumber) || !STATION.test(from) || !STATION.test(to) || !isDate(date)) {
      return null;
    }
    if (from === to) return null;
    return { trainNumber, from, to, date };
  };
  const first = leg("");
  const second = leg("2");
  const classes = [get("class"), get("class2")] as const;
  const quota = get("quota");
  if (!first || !second || !classes.every((c) => CLASS.test(c)) || !QUOTA.test(quota)) {
    return null;
  }
  // The second train leaves after the first and from where it was left (or a station nearby).
  if (first.trainNumber === second.trainNumber || second.date < first.date) return null;
  if (first.from === second.to) return null;
  return { legs: [first, second], classes, quota };
}
