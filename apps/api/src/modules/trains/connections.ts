import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import {
  availabilityKey,
  classSelected,
  type FilterableClass,
  type FilterableTrain,
} from "@safar/contracts/search-filter-logic";
import type { SearchFilters } from "@safar/contracts/search-filters";
import type {
  AvailabilityItem,
  ConnectionClass,
  PredictionReason,
} from "@safar/contracts/trains/common";
import { isAcClass } from "@safar/domain/train-classes";
import type { ConnectingJourney, DirectJourney } from "@safar/railway/search/types";

/**
 * Which two-train connections the results list, how each is priced and
 * judged, and in what order (issue 21 item 3). Pure: the service asks the
 * railway for availability and hands it in.
 *
 * - **Worth listing.** One option per pair of trains (train 1, then train
 *   2): the same two trains changing at another station, or catching
 *   another run of train 2, are the same option to a traveller. Of those,
 *   the earliest arrival is kept; at the same arrival (the same runs,
 *   another change station) the best chance of seats on both, then the
 *   lowest fare, then the shortest wait. A pair whose best arrival takes
 *   more than SLOWER_FACTOR times as long as the fastest connection's is
 *   left out (Pune → Madgaon by way of Bihar) and counted. Of the rest,
 *   those the filters that need no availability keep (times, train types,
 *   stations, classes carried) are ranked on the timetable alone (arrival and
 *   time, as below) and the first MAX_LISTED are listed: only their seats are
 *   asked for (asking for a few hundred runs' seats can take seconds), and
 *   the filters on fare and seats, the sorts and the pages apply to them.
 * - **Classes.** Each leg is its own ticket with its own fare; an option's
 *   fare in a class is the sum. Offered: every class both trains carry
 *   (same class on both); for AC and for non-AC where the trains share no
 *   class of that kind, the cheapest of that kind on each (`3E + CC`); and
 *   when that gives nothing, the cheapest class of each.
 * - **Chance.** Of travelling on both (a berth or RAC on each): 100 with a
 *   seat or RAC on a leg, the railway's prediction on a waitlisted leg
 *   (spec §4), multiplied over the legs; none when a leg cannot be booked or
 *   a waiting leg has no figure (its reason is passed on).
 * - **Recommended order.** The best options first by arrival, journey time
 *   and chance: options no other option beats on all three (earlier or same
 *   arrival, shorter or same time, better or same chance) come first, then
 *   those beaten only by the first ones, and so on; within each such layer
 *   the surer first (seats on both, then a chance of 75 % or more, 50 % or
 *   more, any, none), then by arrival, time, chance, fare. So an option that
 *   arrives first with no chance of a seat does not lead one a little later
 *   with seats on both.
 */

/** A pair of trains slower than this many times the fastest connection is not listed. */
export const SLOWER_FACTOR = 2;
/** At most this many pairs are listed (their seats asked for), the best-timed first. */
export const MAX_LISTED = 50;

const pairKey = (c: ConnectingJourney) => `${c.legs[0].trainNumber}>${c.legs[1].trainNumber}`;

export interface ConnectionGroups {
  /** Per pair of trains, the changes that arrive earliest (the same arrival each). */
  groups: ConnectingJourney[][];
  /** Pairs left out as too slow. */
  slower: number;
}

/** The options worth listing, from the timetable alone (see the top of this file). */
export function groupConnections(all: readonly ConnectingJourney[]): ConnectionGroups {
  const byPair = new Map<string, ConnectingJourney[]>();
  for (const c of all) {
    const key = pairKey(c);
    const list = byPair.get(key);
    const head = list?.[0];
    if (!list || !head || c.arrival.abs < head.arrival.abs) byPair.set(key, [c]);
    else if (c.arrival.abs === head.arrival.abs) list.push(c);
  }
  let fastest = Number.POSITIVE_INFINITY;
  for (const list of byPair.values()) fastest = Math.min(fastest, list[0]?.durationMin ?? fastest);
  const groups: ConnectingJourney[][] = [];
  let slower = 0;
  for (const list of byPair.values()) {
    if ((list[0]?.durationMin ?? 0) > SLOWER_FACTOR * fastest) slower += 1;
    else groups.push(list);
  }
  return { groups, slower };
}

type Leg = Pick<DirectJourney, "classes" | "fares">;

function cheapest(leg: Leg, ac: boolean | null): ClassCode | null {
  let best: ClassCode | null = null;
  let bestFare = Number.POSITIVE_INFINITY;
  for (const c of leg.classes) {
    if (ac !== null && isAcClass(c) !== ac) continue;
    const fare = leg.fares.find((f) => f.classCode === c)?.total ?? Number.POSITIVE_INFINITY;
    if (best === null || fare < bestFare) {
      best = c;
      bestFare = fare;
    }
  }
  return best;
}

/** The class on each train of every way an option is offered (see the top of this file). */
export function classPairs(first: Leg, second: Leg): [ClassCode, ClassCode][] {
  const shared = first.classes.filter((c) => second.classes.includes(c));
  const pairs: [ClassCode, ClassCode][] = shared.map((c) => [c, c]);
  for (const ac of [true, false]) {
    if (shared.some((c) => isAcClass(c) === ac)) continue;
    const a = cheapest(first, ac);
    const b = cheapest(second, ac);
    if (a && b) pairs.push([a, b]);
  }
  if (pairs.length === 0) {
    const a = cheapest(first, null);
    const b = cheapest(second, null);
    if (a && b) pairs.push([a, b]);
  }
  return pairs;
}

/** Seats free (AVL) or the place on the list (RAC / WL), when known. */
export function seatCount(item: AvailabilityItem): number | null {
  if (item.waitlistPosition !== null) return item.waitlistPosition;
  const m = /(\d+)\s*$/.exec(item.statusShortform);
  return m ? Number(m[1]) : null;
}

function filterable(item: AvailabilityItem): FilterableClass {
  return {
    classCode: item.code,
    quota: item.quota,
    fare: item.fare,
    statusGroup: item.statusGroup,
    bookable: item.bookable,
    count: seatCount(item),
  };
}

/** The worse of two legs' items by the availability sort's key (seats, then RAC, then waitlist, then none). */
export function worseItem(a: AvailabilityItem, b: AvailabilityItem): AvailabilityItem {
  const ka = availabilityKey(filterable(a));
  const kb = availabilityKey(filterable(b));
  return kb[0] > ka[0] || (kb[0] === ka[0] && kb[1] > ka[1]) ? b : a;
}

type LegChance = { percent: number } | { reason: PredictionReason } | null;

/** One leg's chance of travelling (a berth or RAC); null when it cannot be booked now. */
export function legChance(item: AvailabilityItem): LegChance {
  if (!item.bookable) return null;
  switch (item.statusGroup) {
    case "AVL":
    case "Curr AVL":
    case "RAC":
      return { percent: 100 };
    case "WL": {
      const p = item.prediction;
      if (p && p.count > 0 && Number.isFinite(p.percent)) {
        return { percent: Math.max(0, Math.min(100, p.percent)) };
      }
      return { reason: item.predictionReason ?? "unavailable" };
    }
    default:
      return null;
  }
}

/** The class on each leg, with the leg's availability item in it (undefined when the railway gave none). */
export function connectionClass(
  classes: readonly [ClassCode, ClassCode],
  quota: QuotaCode,
  items: readonly [AvailabilityItem | undefined, AvailabilityItem | undefined],
): ConnectionClass {
  const [a, b] = items;
  const label = classes[0] === classes[1] ? classes[0] : `${classes[0]} + ${classes[1]}`;
  const base = { classes: [classes[0], classes[1]] as [ClassCode, ClassCode], label, quota };
  if (!a || !b) {
    return {
      ...base,
      fare: null,
      statusGroup: "",
      colour: null,
      bookable: false,
      chance: null,
      chanceReason: null,
    };
  }
  const worse = worseItem(a, b);
  const unknown = a.statusGroup === "" || b.statusGroup === "";
  const ca = legChance(a);
  const cb = legChance(b);
  let chance: ConnectionClass["chance"] = null;
  let chanceReason: PredictionReason | null = null;
  if (ca && cb) {
    if ("percent" in ca && "percent" in cb) {
      chance = { percent: Math.round((ca.percent * cb.percent) / 100) };
    } else {
      chanceReason = "reason" in ca ? ca.reason : "reason" in cb ? cb.reason : null;
    }
  }
  return {
    ...base,
    fare: a.fare !== null && b.fare !== null ? a.fare + b.fare : null,
    statusGroup: unknown ? "" : worse.statusGroup,
    colour: unknown ? null : worse.colour,
    bookable: a.bookable && b.bookable && !unknown,
    chance,
    chanceReason,
  };
}

/** Cheapest first (no fare last), then by label. */
export function compareClasses(a: ConnectionClass, b: ConnectionClass): number {
  return (
    (a.fare ?? Number.POSITIVE_INFINITY) - (b.fare ?? Number.POSITIVE_INFINITY) ||
    (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
  );
}

/** An option as the rules here see it: the engine's connection and its classes priced. */
export interface PricedConnection {
  journey: ConnectingJourney;
  classes: readonly ConnectionClass[];
  /** Each leg's items of the classes its options use, in the leg's class order. */
  legItems: readonly [AvailabilityItem[], AvailabilityItem[]];
}

/** The best chance over its classes (those the class and quota filters keep, when given); 0 with none. */
export function bestChance(
  option: Pick<PricedConnection, "classes">,
  filters?: Pick<SearchFilters, "classes" | "quota">,
): number {
  let best = 0;
  for (const c of option.classes) {
    if (filters && !classSelected(classEntry(c), filters)) continue;
    best = Math.max(best, c.chance?.percent ?? 0);
  }
  return best;
}

function lowestFare(option: Pick<PricedConnection, "classes">): number {
  let low = Number.POSITIVE_INFINITY;
  for (const c of option.classes) if (c.fare !== null) low = Math.min(low, c.fare);
  return low;
}

/** Of the changes of one pair of trains (the same arrival): the best chance, then the lowest fare, then the shortest wait. */
export function pickBest<T extends PricedConnection>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of candidates) {
    if (!best) {
      best = c;
      continue;
    }
    const t = c.journey.transfer;
    const bt = best.journey.transfer;
    const better =
      bestChance(c) - bestChance(best) ||
      lowestFare(best) - lowestFare(c) ||
      bt.waitMin - t.waitMin ||
      bt.walkKm - t.walkKm;
    if (better > 0) best = c;
  }
  return best;
}

function classEntry(c: ConnectionClass): FilterableClass {
  return {
    classCode: c.classes[0],
    ...(c.classes[0] === c.classes[1] ? {} : { classCodes: c.classes }),
    quota: c.quota,
    fare: c.fare,
    statusGroup: c.statusGroup,
    bookable: c.bookable,
    count: null,
  };
}

const minuteOfDay = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** An option as the shared filter and sort logic reads it (search-filter-logic). */
export function toFilterable(option: PricedConnection): FilterableTrain {
  return {
    ...journeyFilterable(option.journey),
    classes: option.classes.map((c) => {
      // The worse leg's count, for the availability sort.
      const a = option.legItems[0].find((item) => item.code === c.classes[0]);
      const b = option.legItems[1].find((item) => item.code === c.classes[1]);
      return { ...classEntry(c), count: a && b ? seatCount(worseItem(a, b)) : null };
    }),
  };
}

/**
 * An option before its seats are known, for the filters that need none
 * (times, train types, stations, classes carried): each class pair with the
 * timetable's adult general fares added and no status.
 */
export function timetableFilterable(
  journey: ConnectingJourney,
  pairs: readonly (readonly [ClassCode, ClassCode])[],
  quota: QuotaCode,
): FilterableTrain {
  const [first, second] = journey.legs;
  const fareOf = (leg: DirectJourney, code: ClassCode) =>
    leg.fares.find((f) => f.classCode === code)?.total;
  return {
    ...journeyFilterable(journey),
    classes: pairs.map(([a, b]) => {
      const fa = fareOf(first, a);
      const fb = fareOf(second, b);
      return {
        classCode: a,
        ...(a === b ? {} : { classCodes: [a, b] }),
        quota,
        fare: fa !== undefined && fb !== undefined ? fa + fb : null,
        statusGroup: "",
        bookable: false,
        count: null,
      };
    }),
  };
}

/** What the timetable ranking weighs (no chance yet): arrival, time, then the lowest timetable fare. */
export function timetableRankable(option: FilterableTrain, id: string): Rankable {
  let fare = Number.POSITIVE_INFINITY;
  for (const c of option.classes) if (c.fare !== null) fare = Math.min(fare, c.fare);
  return {
    arrivalAbs: option.arrivalAbs,
    durationMin: option.durationMin,
    chance: 0,
    fare,
    id,
  };
}

function journeyFilterable(journey: ConnectingJourney): Omit<FilterableTrain, "classes"> {
  const [first, second] = journey.legs;
  return {
    number: `${first.trainNumber}+${second.trainNumber}`,
    name: `${first.trainName} + ${second.trainName}`,
    trainType: first.trainType,
    legTrainTypes: [first.trainType, second.trainType],
    from: first.from,
    to: second.to,
    fromName: first.fromName,
    toName: second.toName,
    departureMin: minuteOfDay(journey.departure.time),
    arrivalMin: minuteOfDay(journey.arrival.time),
    departureAbs: journey.departure.abs,
    arrivalAbs: journey.arrival.abs,
    durationMin: journey.durationMin,
  };
}

export interface Rankable {
  arrivalAbs: number;
  durationMin: number;
  /** 0–100, higher is better. */
  chance: number;
  /** Lowest fare, paise (Infinity when none). */
  fare: number;
  id: string;
}

function dominates(a: Rankable, b: Rankable): boolean {
  return (
    a.arrivalAbs <= b.arrivalAbs &&
    a.durationMin <= b.durationMin &&
    a.chance >= b.chance &&
    (a.arrivalAbs < b.arrivalAbs || a.durationMin < b.durationMin || a.chance > b.chance)
  );
}

/** Seats on both now 4, a chance of 75 % or more 3, of 50 % or more 2, any 1, none 0. */
export function chanceTier(percent: number): number {
  return percent >= 100 ? 4 : percent >= 75 ? 3 : percent >= 50 ? 2 : percent > 0 ? 1 : 0;
}

function compareWithinLayer(a: Rankable, b: Rankable): number {
  return (
    chanceTier(b.chance) - chanceTier(a.chance) ||
    a.arrivalAbs - b.arrivalAbs ||
    a.durationMin - b.durationMin ||
    b.chance - a.chance ||
    (a.fare === b.fare ? 0 : a.fare < b.fare ? -1 : 1) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The recommended order (see the top of this file): indexes of `items`, best first. */
export function recommendedConnectionOrder(items: readonly Rankable[]): number[] {
  const n = items.length;
  const beatenBy = new Array<number>(n).fill(0);
  const beats: number[][] = items.map(() => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = items[i] as Rankable;
      const b = items[j] as Rankable;
      if (dominates(a, b)) {
        beats[i]?.push(j);
        beatenBy[j] = (beatenBy[j] ?? 0) + 1;
      } else if (dominates(b, a)) {
        beats[j]?.push(i);
        beatenBy[i] = (beatenBy[i] ?? 0) + 1;
      }
    }
  }
  const order: number[] = [];
  let layer = items.map((_, i) => i).filter((i) => beatenBy[i] === 0);
  while (layer.length > 0) {
    layer.sort((x, y) => compareWithinLayer(items[x] as Rankable, items[y] as Rankable));
    order.push(...layer);
    const next: number[] = [];
    for (const i of layer) {
      for (const j of beats[i] ?? []) {
        beatenBy[j] = (beatenBy[j] ?? 0) - 1;
        if (beatenBy[j] === 0) next.push(j);
      }
    }
    layer = next;
  }
  return order;
}

/** What the recommended order weighs of an option. */
export function rankable(
  option: PricedConnection,
  id: string,
  filters?: Pick<SearchFilters, "classes" | "quota">,
): Rankable {
  return {
    arrivalAbs: option.journey.arrival.abs,
    durationMin: option.journey.durationMin,
    chance: bestChance(option, filters),
    fare: lowestFare(option),
    id,
  };
}
