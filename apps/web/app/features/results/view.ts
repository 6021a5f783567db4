import type { Locale } from "@safar/contracts/locale";
import type { FilterableTrain } from "@safar/contracts/search-filter-logic";
import type { AvailabilityItem, TrainResult } from "@safar/contracts/trains/common";
import {
  addDays,
  daysBetween,
  MONTH_NAMES as MONTHS,
  WEEKDAY_NAMES as WEEKDAYS,
} from "@safar/domain/ist";
import { formatFare } from "@safar/domain/money";
import { opensLabel } from "@safar/domain/opening-time";
import { NO_CHANCE } from "../../lib/confirmation-chance.ts";
import { dateNames, openingWhen } from "../../lib/dates.ts";

/** The page's words (the results loader's `messages`, ADR 028); English where one is missing. */
export type Words = Partial<Readonly<Record<string, string>>>;

/** `words[key]` (else `english`) with `{name}` placeholders filled. */
export function say(
  words: Words | undefined,
  key: string,
  english: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return (words?.[key] ?? english).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * View logic of the search results screen (spec §2 results sections, §3
 * "Train in results" and "Availability item", §4 seat availability colours
 * and waitlist prediction, §9 date ribbon and running days). Pure and free of
 * Zod, so the route chunk stays small (targets W3): URLs are built here
 * rather than with `@safar/contracts/route-params`, whose schemas would ship
 * to the browser.
 */

export interface StationLike {
  code: string;
  name: string;
}

export interface SearchQueryLike {
  quota?: string | undefined;
  class?: string | undefined;
}

const seg = (s: string) => encodeURIComponent(s);

/** `2026-11-25` → `20261125`. */
export function compactDate(iso: string): string {
  return iso.replaceAll("-", "");
}

/**
 * `/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20261125?quota=TQ`:
 * stations as `{code}_{name}`, the date as 8 digits (spec §5).
 */
export function resultsPath(
  from: StationLike,
  to: StationLike,
  isoDate: string,
  query: SearchQueryLike = {},
  extra?: URLSearchParams,
): string {
  const search = new URLSearchParams();
  if (query.quota) search.set("quota", query.quota);
  if (query.class) search.set("class", query.class);
  if (extra) for (const [k, v] of extra) search.append(k, v);
  const qs = search.size ? `?${search}` : "";
  return `/trains/searchTrains/${seg(`${from.code}_${from.name}`)}/${seg(`${to.code}_${to.name}`)}/${compactDate(isoDate)}${qs}`;
}

/** The home screen with the search fields filled in ("Modify"). */
export function modifySearchPath(
  from: StationLike,
  to: StationLike,
  isoDate: string,
  query: SearchQueryLike = {},
): string {
  const search = new URLSearchParams({
    from: from.code,
    fromName: from.name,
    to: to.code,
    toName: to.name,
    date: isoDate,
  });
  if (query.quota) search.set("quota", query.quota);
  if (query.class) search.set("class", query.class);
  return `/trains?${search}`;
}

/** Traveller details (route `confirm`, page code 2) for one train, class and quota. */
export function bookPath(input: {
  trainNumber: string;
  classCode: string;
  quota: string;
  date: string;
  from: string;
  to: string;
  /** The seat status the traveller saw: a worse one at booking asks to confirm (spec §4). */
  status?: string;
}): string {
  const search = new URLSearchParams({
    train: input.trainNumber,
    class: input.classCode,
    quota: input.quota,
    date: input.date,
    from: input.from,
    to: input.to,
  });
  if (input.status) search.set("status", input.status);
  return `/trains/confirm?${search}`;
}

/** The id of a class's details on a results page: the target of Remind me's way back from sign-in. */
export function classDetailId(trainNumber: string, from: string, to: string, code: string): string {
  return `class-${trainNumber}-${from}-${to}-${code}`;
}

// ── Dates ────────────────────────────────────────────────────────────────────

/** `Wed` and `25 Nov` for a calendar date (Hindi names on a Hindi page). */
export function shortDate(
  iso: string,
  locale: Locale = "en",
): { weekday: string; day: string; long: string } {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const names = locale === "en" ? { weekdays: WEEKDAYS, months: MONTHS } : dateNames(locale);
  const weekday = names.weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? "";
  const month = names.months[m - 1] ?? "";
  return { weekday, day: `${d} ${month}`, long: `${weekday}, ${d} ${month} ${y}` };
}

/** Spec §9 "Date ribbon: two days before, today, one day after". */
const RIBBON_DAYS_BEFORE = 2;
const RIBBON_DAYS_AFTER = 1;

export interface RibbonDay {
  date: string;
  current: boolean;
  /** Before the first date one can travel (today in India): shown, not linked. */
  past: boolean;
}

export function ribbonDays(date: string, today: string): RibbonDay[] {
  const days: RibbonDay[] = [];
  for (let d = -RIBBON_DAYS_BEFORE; d <= RIBBON_DAYS_AFTER; d++) {
    const day = addDays(date, d);
    days.push({ date: day, current: d === 0, past: daysBetween(today, day) < 0 });
  }
  return days;
}

/** Today's calendar date in India (IST, UTC+05:30, no daylight saving). */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

// ── Trains ───────────────────────────────────────────────────────────────────

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/**
 * The fields the shared filter and sort logic reads (`FilterableTrain`), with
 * absolute minutes from the searched date so a next-day arrival sorts after.
 */
export function toFilterable(train: TrainResult, searchDate: string): FilterableTrain {
  const depMin = minutesOf(train.departure.time);
  const arrMin = minutesOf(train.arrival.time);
  return {
    number: train.trainNumber,
    name: train.trainName,
    trainType: train.trainType,
    from: train.from.code,
    to: train.to.code,
    fromName: train.from.name,
    toName: train.to.name,
    departureMin: depMin,
    arrivalMin: arrMin,
    departureAbs: daysBetween(searchDate, train.departure.date) * 1440 + depMin,
    arrivalAbs: daysBetween(searchDate, train.arrival.date) * 1440 + arrMin,
    durationMin: train.durationMin,
    classes: train.classes.map((c) => ({
      classCode: c.code,
      quota: c.quota,
      fare: c.fare,
      statusGroup: c.statusGroup,
      bookable: c.bookable,
      count: seatCount(c),
    })),
    recommendedOrder: train.recommendedOrder,
  };
}

/** Seats free (AVL) or place on the list (RAC / WL), read from the short form. */
function seatCount(item: AvailabilityItem): number | null {
  if (item.waitlistPosition !== null) return item.waitlistPosition;
  const m = /(\d+)\s*$/.exec(item.statusShortform);
  return m ? Number(m[1]) : null;
}

/** `+1 day`, `+2 days` when the arrival falls after the departure date; "" on the same day. */
export function dayOffsetLabel(fromDate: string, toDate: string, words?: Words): string {
  const n = daysBetween(fromDate, toDate);
  if (n <= 0) return "";
  return n === 1 ? say(words, "plusDay", "+1 day") : say(words, "plusDays", "+{n} days", { n });
}

/**
 * Spec §9: 'runs on' plus days, or 'everyday'. The API's text, capitalised for
 * a line of its own; in Hindi made from the run days.
 */
export function runningDaysLabel(
  train: Pick<TrainResult, "runDaysText"> & Partial<Pick<TrainResult, "runDays">>,
  words?: Words,
  locale: Locale = "en",
): string {
  const text = train.runDaysText.trim();
  if (text === "everyday") return say(words, "runsEveryday", "Runs everyday");
  if (locale !== "en" && train.runDays) {
    const names = dayNames(locale);
    const on = DAY_KEYS.flatMap((k, i) => (train.runDays?.[k] ? [names[i]] : []));
    if (on.length === 7) return say(words, "runsEveryday", "Runs everyday");
    return say(words, "runsOn", "Runs on {days}", { days: on.join(", ") });
  }
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "";
}

/** Monday first, in the page's language. */
function dayNames(locale: Locale): readonly string[] {
  if (locale === "en") return DAY_NAMES;
  const sundayFirst = dateNames(locale).weekdays;
  return [...sundayFirst.slice(1), sundayFirst[0] ?? ""];
}

/**
 * `₹2,640`: whole rupees where the fare is whole (railway fares are), paise
 * only where they exist (issue 21); null when the railway gave no fare.
 */
export function fareLabel(paise: number | null): string | null {
  return paise === null ? null : formatFare(paise);
}

const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/**
 * Running days short enough for a train row on a phone: `Daily`, the days it
 * does not run when it runs on five or six (`Not Fri, Sat`), else the days it
 * runs (`Mon Thu Sat`). `runningDaysLabel` is the sentence (spec §9).
 */
export function runDaysShort(
  train: Pick<TrainResult, "runDays">,
  words?: Words,
  locale: Locale = "en",
): string {
  const runs = DAY_KEYS.map((k) => train.runDays[k]);
  const names = dayNames(locale);
  const on = names.filter((_, i) => runs[i]);
  if (on.length === 7) return say(words, "daily", "Daily");
  if (on.length >= 5) {
    return say(words, "notDays", "Not {days}", {
      days: names.filter((_, i) => !runs[i]).join(", "),
    });
  }
  return on.join(" ");
}

export type AvailabilityTone = "green" | "amber" | "red" | "unknown";

/**
 * Spec §4 seat availability colour: first character of the status code 0 not
 * available (red), 1 or 2 available (green), else waitlist (amber). The API
 * computes it as `colour`; the status words and a shape say the same, so
 * colour is never alone.
 */
export function availabilityTone(item: Pick<AvailabilityItem, "colour">): AvailabilityTone {
  return item.colour ?? "unknown";
}

type StatusFields = Pick<
  AvailabilityItem,
  "opensAt" | "statusGroup" | "statusShortform" | "status" | "colour"
>;

/**
 * A status as a traveller says it (issue 21, visual direction): 'Available
 * 24', 'Current avl 12', 'RAC 5', 'WL 12', 'Regret', 'Not available',
 * 'Departed', 'Booking closed', or when a class not yet open opens ('Opens
 * 10:00 tomorrow'). The railway's printed text (`AVAILABLE-0024`,
 * `GNWL12/WL5`) stays on the PNR and the e-ticket.
 */
export function statusWords(
  item: StatusFields,
  now: string | undefined,
  words?: Words,
  locale: Locale = "en",
): string {
  const opens = opensWords(item, now, words, locale);
  if (opens) return opens;
  const count = /(\d+)\s*$/.exec(item.statusShortform)?.[1];
  const n = count === undefined ? "" : ` ${Number(count)}`;
  // The page's language (the results loader's `status_*` words, ADR 028), else English.
  const say = (key: string, english: string) => (words?.[key] ?? english).replace("{n}", n);
  switch (item.statusGroup) {
    case "AVL":
      return say("status_AVL", "Available{n}");
    case "Curr AVL":
      return say("status_CurrAVL", "Current avl{n}");
    case "RAC":
      return say("status_RAC", "RAC{n}");
    case "WL":
      return say("status_WL", "WL{n}");
    case "Not AVL":
      return /REGRET/i.test(item.status)
        ? say("status_Regret", "Regret")
        : say("status_NotAVL", "Not available");
    case "Departed":
      return say("status_Departed", "Departed");
    case "Closed":
      return /NOT (YET )?(OPENED|STARTED)/i.test(item.status)
        ? say("status_NotOpen", "Not open yet")
        : say("status_Closed", "Booking closed");
    default:
      return say("status_Check", "Check availability");
  }
}

/**
 * The train has left the searched station: every class says TRAIN DEPARTED,
 * or its departure there is past on the request's clock (`now`, ISO).
 */
export function hasLeft(
  train: Pick<TrainResult, "classes" | "departure">,
  now: string | undefined,
): boolean {
  if (train.classes.length > 0 && train.classes.every((c) => c.statusGroup === "Departed")) {
    return true;
  }
  const at = Date.parse(train.departure.dateTime);
  return now !== undefined && !Number.isNaN(at) && at <= Date.parse(now);
}

/**
 * Spec §4 waitlist prediction: shown only when the API gives one with a
 * history behind it (a prediction with count zero is not shown); otherwise,
 * for a class that waits (RAC or WL), why there is none, in its place
 * (`predictionReason`; "not available now" when the API gave neither). What
 * it is the chance of (the railway's prediction README): for a waitlist, a
 * confirmed seat by the chart — a berth or RAC (RAC passengers travel); for
 * RAC, which already has its seat, a full berth. Null when nothing waits.
 */
export function predictionLabel(
  item: Pick<AvailabilityItem, "prediction" | "predictionReason" | "statusGroup">,
  words?: Words,
): { text: string; label: string; kind: "chance" | "reason" } | null {
  const p = item.prediction;
  if (p && p.count > 0 && Number.isFinite(p.percent)) {
    const percent = Math.max(0, Math.min(100, Math.round(p.percent)));
    return {
      kind: "chance",
      text: say(words, "chance", "{percent}% chance", { percent }),
      label:
        item.statusGroup === "RAC"
          ? say(words, "chanceBerth", "{percent}% chance of a confirmed berth by the chart", {
              percent,
            })
          : say(
              words,
              "chanceConfirmation",
              "{percent}% chance of confirmation (a berth or RAC) by the chart",
              { percent },
            ),
    };
  }
  const waits = item.statusGroup === "RAC" || item.statusGroup === "WL";
  const reason = item.predictionReason ?? (waits ? "unavailable" : null);
  if (reason === null) return null;
  return {
    kind: "reason",
    text: say(words, `noChanceShort_${reason}`, NO_CHANCE[reason].short),
    label: say(words, `noChanceLong_${reason}`, NO_CHANCE[reason].long),
  };
}

/**
 * A class not yet open, in words on the request's IST clock ('Opens 10:00
 * tomorrow', 'Opens 08:00 on 27 Jan') in place of the railway's `BOOKING NOT
 * YET OPENED`; null when the class is open (or the API gave no opening).
 */
export function opensWords(
  item: Pick<AvailabilityItem, "opensAt">,
  now: string | undefined,
  words?: Words,
  locale: Locale = "en",
): string | null {
  if (!item.opensAt || !now) return null;
  const at = new Date(item.opensAt);
  const clock = new Date(now);
  if (Number.isNaN(at.getTime()) || Number.isNaN(clock.getTime())) return null;
  if (locale === "en") return opensLabel(at, clock);
  return say(words, "opens", "Opens {when}", { when: openingWhen(at, clock, locale) });
}

/** A Tatkal class not yet open (quota TQ chosen): the tile offers 'Remind me'. */
export function canRemind(item: Pick<AvailabilityItem, "opensAt" | "quota">): boolean {
  return item.opensAt !== null && item.quota === "TQ";
}

/** A class's name in the page's language (a Hindi page's loader sends `class_*`), else the railway's. */
export function classNameOf(
  words: object,
  item: Pick<AvailabilityItem, "code" | "className">,
): string {
  return (words as Words)[`class_${item.code}`] ?? item.className;
}

/** A booking can start from this tile: the class is bookable with a status known. */
export function canBook(item: Pick<AvailabilityItem, "bookable" | "statusGroup">): boolean {
  return item.bookable && item.statusGroup !== "";
}

/** `52m`, `1h 05m`. */
export function minutesLabel(min: number): string {
  if (min < 60) return `${min}m`;
  return `${Math.floor(min / 60)}h ${String(min % 60).padStart(2, "0")}m`;
}

/** The best class of a train for a one-line summary: available first, then RAC, then WL. */
export function bestClass(classes: readonly AvailabilityItem[]): AvailabilityItem | null {
  const rank = (c: AvailabilityItem) =>
    c.colour === "green" ? 0 : c.colour === "amber" ? 1 : c.colour === "red" ? 2 : 3;
  let best: AvailabilityItem | null = null;
  for (const c of classes) if (!best || rank(c) < rank(best)) best = c;
  return best;
}

/** The next day as a results page whose trains have all left offers it (issue 21 item 2). */
export interface NextDay {
  date: string;
  trains: number;
  /** Trains with some class available now. */
  available: number;
  /** The best class of the day (seats first, then RAC, then a waiting list), the cheapest of equals. */
  best: {
    trainNumber: string;
    trainName: string;
    classCode: string;
    words: string;
    colour: AvailabilityItem["colour"];
    fare: number | null;
  } | null;
}

export function nextDayOffer(
  date: string,
  trains: readonly TrainResult[],
  now: string,
  words?: Words,
  locale: Locale = "en",
): NextDay {
  // Seats now, then RAC (spec §4 colours it green too), then a waiting list.
  const RANKS: Partial<Record<AvailabilityItem["statusGroup"], number>> = {
    AVL: 0,
    "Curr AVL": 0,
    RAC: 1,
    WL: 2,
  };
  const rank = (c: AvailabilityItem) => RANKS[c.statusGroup] ?? 3;
  const better = (a: AvailabilityItem, b: AvailabilityItem) =>
    rank(a) - rank(b) ||
    (a.fare ?? Number.POSITIVE_INFINITY) - (b.fare ?? Number.POSITIVE_INFINITY);
  let best: { train: TrainResult; item: AvailabilityItem } | null = null;
  for (const train of trains) {
    for (const item of train.classes) {
      if (!item.bookable || rank(item) > 2) continue;
      if (!best || better(item, best.item) < 0) best = { train, item };
    }
  }
  return {
    date,
    trains: trains.length,
    available: trains.filter((t) => t.availabilityCount > 0).length,
    best: best
      ? {
          trainNumber: best.train.trainNumber,
          trainName: best.train.trainName,
          classCode: best.item.code,
          words: statusWords(best.item, now, words, locale),
          colour: best.item.colour,
          fare: best.item.fare,
        }
      : null,
  };
}
