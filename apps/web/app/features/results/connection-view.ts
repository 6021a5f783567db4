import type { Locale } from "@safar/contracts/locale";
import { FILTER_PARAM_KEYS } from "@safar/contracts/search-filter-keys";
import type {
  AvailabilityItem,
  ConnectionClass,
  ConnectionResult,
} from "@safar/contracts/trains/common";
import { groupIndian } from "@safar/domain/money";
import { NO_CHANCE } from "../../lib/confirmation-chance.ts";
import { minutesLabel, opensWords, say, statusWords, type Words } from "./view.ts";

/**
 * View logic of the connecting-trains section (issue 21 item 3): words for
 * a change, a leg's seats and an option's chance, and the section's links
 * (show more, clear filters). Pure and free of Zod: it ships to the browser.
 */

/** The query parameter holding how many connections are shown (`conn=15`). */
export const CONNECTIONS_PARAM = "conn";
/** Shown at first, added by each "Show more", and at most. */
export const CONNECTIONS_FIRST = 5;
export const CONNECTIONS_STEP = 10;
export const CONNECTIONS_MAX = 100;

/** How many connections a results URL asks to show: `conn`, within [FIRST, MAX]; FIRST when absent or not a number. */
export function connectionsShown(params: URLSearchParams): number {
  const text = params.get(CONNECTIONS_PARAM) ?? "";
  const n = /^\d{1,6}$/.test(text) ? Number(text) : CONNECTIONS_FIRST;
  return Math.min(CONNECTIONS_MAX, Math.max(CONNECTIONS_FIRST, n));
}

/** The element id of the n-th connection (from 1): where "Show more" lands. */
export const connectionAnchor = (n: number) => `connection-${n}`;

/**
 * "Show more": the same results with `step` more connections shown, landing
 * on the first new one; null when every matching one is shown (or the cap is reached).
 */
export function showMoreHref(
  pathname: string,
  search: string,
  shown: number,
  matched: number,
): { href: string; count: number } | null {
  if (shown >= matched || shown >= CONNECTIONS_MAX) return null;
  const next = Math.min(shown + CONNECTIONS_STEP, CONNECTIONS_MAX);
  const params = new URLSearchParams(search);
  params.set(CONNECTIONS_PARAM, String(next));
  return {
    href: `${pathname}?${params}#${connectionAnchor(shown + 1)}`,
    count: Math.min(next, matched) - shown,
  };
}

/** Whether a results query narrows the list (a filter key other than the sort). */
export function filtersApplied(search: string): boolean {
  const params = new URLSearchParams(search);
  return FILTER_PARAM_KEYS.some((key) => key !== "sort" && (params.get(key) ?? "") !== "");
}

/** The same results with every filter (and the count shown) cleared; the sort kept. */
export function clearFiltersHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_PARAM_KEYS) if (key !== "sort") params.delete(key);
  params.delete(CONNECTIONS_PARAM);
  return `${pathname}${params.size ? `?${params}` : ""}`;
}

/** Whole rupees with Indian grouping when whole (`₹1,345`); paise only where they exist. */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  const r = Math.floor(Math.abs(paise) / 100);
  const p = Math.abs(paise) % 100;
  return `${paise < 0 ? "-" : ""}₹${groupIndian(String(r))}${whole ? "" : `.${String(p).padStart(2, "0")}`}`;
}

/** `(MS)`-style station words: `Chennai Egmore (MS)`. */
const station = (s: { code: string; name: string }) => `${s.name} (${s.code})`;

/**
 * Where and how the traveller changes: the station (or the two stations and
 * the walk between them) and the time between the trains.
 */
export function changeWords(
  c: Pick<ConnectionResult, "transfer">,
  words?: Words,
): {
  where: string;
  walk: string;
  wait: string;
} {
  const t = c.transfer;
  const wait = say(words, "connWait", "{time} between trains", { time: minutesLabel(t.waitMin) });
  if (t.arriveAt.code === t.departFrom.code) {
    return {
      where: say(words, "connChangeAt", "Change at {station}", { station: station(t.arriveAt) }),
      walk: say(words, "connSameStation", "same station, no walk"),
      wait,
    };
  }
  const km = t.walkKm >= 1 ? `${t.walkKm.toFixed(1)} km` : `${Math.round(t.walkKm * 1000)} m`;
  return {
    where: say(words, "connChangeFromTo", "Change from {from} to {to}", {
      from: station(t.arriveAt),
      to: station(t.departFrom),
    }),
    walk: say(words, "connWalk", "{distance} walk, {min} min allowed", {
      distance: km,
      min: t.walkMin,
    }),
    wait,
  };
}

/** A leg's seats as a traveller says them: 'Available 24', 'RAC 5', 'WL 12', 'Regret', 'Opens 10:00 tomorrow'. */
export function seatWords(
  item: AvailabilityItem | undefined,
  now: string | undefined,
  words?: Words,
  locale: Locale = "en",
): string {
  if (!item) return say(words, "connNoStatus", "No status");
  // Another language says it as the direct trains' chips do.
  if (locale !== "en") return statusWords(item, now, words, locale);
  const opens = opensWords(item, now);
  if (opens) return opens;
  const n = /(\d+)\s*$/.exec(item.statusShortform)?.[1];
  switch (item.statusGroup) {
    case "AVL":
      return n ? `Available ${Number(n)}` : "Available";
    case "Curr AVL":
      return n ? `Current ${Number(n)}` : "Current availability";
    case "RAC":
      return n ? `RAC ${Number(n)}` : "RAC";
    case "WL":
      return n ? `WL ${Number(n)}` : "Waitlist";
    case "Not AVL":
      return /REGRET/i.test(item.status) ? "Regret" : "Not available";
    case "Departed":
      return "Departed";
    case "Closed":
      return "Booking closed";
    default:
      return item.statusShortform || item.status || "No status";
  }
}

/** A leg's chance when it waits: `62%` (with the words for a screen reader), else null. */
export function legChanceWords(item: AvailabilityItem | undefined): string | null {
  const p = item?.prediction;
  if (item?.statusGroup !== "WL" || !p || p.count <= 0) return null;
  return `${Math.round(Math.max(0, Math.min(100, p.percent)))}%`;
}

/**
 * What an option's class says about travelling on both trains: seats on
 * both, the chance on both, why there is no chance, or which train cannot
 * be booked.
 */
export function chanceWords(
  option: ConnectionClass,
  items: readonly [AvailabilityItem | undefined, AvailabilityItem | undefined],
  now: string | undefined,
  words?: Words,
  locale: Locale = "en",
): { text: string; label: string; kind: "sure" | "chance" | "reason" | "none" } {
  if (!option.bookable) {
    const i = items.findIndex((item) => !item?.bookable || item.statusGroup === "");
    const opens = opensWords(items[i] ?? { opensAt: null }, now, words, locale);
    const text = opens
      ? say(words, "connTrainOpens", "Train {n}: {opens}", {
          n: i + 1,
          opens: opens.toLowerCase(),
        })
      : i < 0
        ? say(words, "connNotBookableAny", "Not bookable on a train")
        : say(words, "connNotBookableOn", "Not bookable on train {n}", { n: i + 1 });
    return { text, label: text, kind: "none" };
  }
  if (option.chance) {
    const p = option.chance.percent;
    if (p >= 100) {
      const rac = option.statusGroup === "RAC";
      return {
        text: rac
          ? say(words, "connSeatOrRac", "Seat or RAC on both")
          : say(words, "connSeats", "Seats on both"),
        label: rac
          ? say(words, "connSeatOrRacLong", "A seat or RAC on both trains now")
          : say(words, "connSeatsLong", "Seats on both trains now, each its own ticket"),
        kind: "sure",
      };
    }
    return {
      text: say(words, "connChance", "{percent}% chance on both", { percent: p }),
      label: say(
        words,
        "connChanceLong",
        "{percent}% chance of a berth or RAC on both trains by their charts",
        { percent: p },
      ),
      kind: "chance",
    };
  }
  const reason = option.chanceReason ?? "unavailable";
  return {
    text: say(words, `noChanceShort_${reason}`, NO_CHANCE[reason].short),
    label: say(words, `noChanceLong_${reason}`, NO_CHANCE[reason].long),
    kind: "reason",
  };
}

/** The leg items of an option's classes, in leg order. */
export function optionItems(
  c: Pick<ConnectionResult, "legs">,
  option: Pick<ConnectionClass, "classes">,
): [AvailabilityItem | undefined, AvailabilityItem | undefined] {
  return [
    c.legs[0].classes.find((i) => i.code === option.classes[0]),
    c.legs[1].classes.find((i) => i.code === option.classes[1]),
  ];
}

/** "Book both": the two-train booking (`/trains/connecting/book`, ADR 023) of an option in one of its classes. */
export function bookBothHref(
  c: Pick<ConnectionResult, "legs">,
  option: Pick<ConnectionClass, "classes">,
  quota: string,
): string {
  const [first, second] = c.legs;
  const params = new URLSearchParams({
    t1: first.trainNumber,
    t2: second.trainNumber,
    from: first.from.code,
    c1: first.to.code,
    c2: second.from.code,
    to: second.to.code,
    d1: first.departure.date,
    d2: second.departure.date,
    cls: option.classes[0],
    ...(option.classes[1] !== option.classes[0] ? { cls2: option.classes[1] } : {}),
    quota,
  });
  return `/trains/connecting/book?${params}`;
}
