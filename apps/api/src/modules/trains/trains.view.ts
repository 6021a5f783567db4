import { CLASS_NAMES, type ClassCode, type QuotaCode } from "@safar/contracts/code-tables";
import type {
  AvailabilityItem,
  ConnectionClass,
  ConnectionResult,
  JourneyTime,
  RunDays,
  StationSummary,
  TrainResult,
} from "@safar/contracts/trains/common";
import { type ConnectionRef, connectionId } from "@safar/contracts/trains/connection-ref";
import type { Availability, RailwayResult } from "@safar/railway/gateway";
import {
  type AvailabilityStatus,
  availabilityCode,
  availabilityColour,
  parseAvailability,
  statusGroup,
} from "@safar/railway/inventory/status-text";
import type {
  ConnectingJourney,
  DirectJourney,
  JourneyTime as EngineJourneyTime,
} from "@safar/railway/search/types";
import type { Station } from "@safar/railway/stations/station-index";

/**
 * Pure mapping from the railway's shapes to the wire shapes of
 * `@safar/contracts/trains` (spec §3 "Train in results", "Availability
 * item"), and the orderings the results use. No I/O, no clock.
 */

export function stationSummary(s: Station): StationSummary {
  return {
    code: s.code,
    name: s.name,
    city: s.city,
    state: s.state,
    importance: s.importance,
  };
}

const DAY_KEYS_MONDAY_FIRST = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** The engine's seven Monday-first flags as a sun–sat map (spec §3 run days). */
export function runDaysMap(flags: readonly boolean[]): RunDays {
  const out = {
    sun: false,
    mon: false,
    tue: false,
    wed: false,
    thu: false,
    fri: false,
    sat: false,
  };
  DAY_KEYS_MONDAY_FIRST.forEach((key, i) => {
    out[key] = flags[i] === true;
  });
  return out;
}

/** The short form of a printed status, for a chip: `AVL 44`, `RAC 12`, `WL 20`, `REGRET`… */
export function statusShortform(s: AvailabilityStatus): string {
  switch (s.kind) {
    case "available":
      return `AVL ${s.count}`;
    case "current_available":
      return `CURR AVL ${s.count}`;
    case "rac":
      return `RAC ${s.position}`;
    case "waitlist":
      return `WL ${s.current ?? s.position}`;
    case "regret":
      return "REGRET";
    case "not_available":
      return "NOT AVL";
    case "departed":
      return "DEPARTED";
    case "not_opened":
      return "NOT OPEN";
    case "closed":
      return "CLOSED";
  }
}

/** One class and quota as the results show it, from the railway's answer (or refusal). */
export function availabilityItem(
  classCode: ClassCode,
  quota: QuotaCode,
  answer: RailwayResult<Availability> | undefined,
): AvailabilityItem {
  const base = { code: classCode, className: CLASS_NAMES[classCode], quota };
  if (answer?.ok) {
    const parsed = parseAvailability(answer.status);
    const status = parsed.ok ? parsed.status : null;
    return {
      ...base,
      fare: answer.fare,
      status: answer.status,
      statusShortform: status ? statusShortform(status) : answer.status,
      statusGroup: statusGroup(status),
      statusCode: status ? availabilityCode(status) : null,
      colour: status ? availabilityColour(status) : null,
      bookable: answer.bookable,
      waitlistPosition: answer.prediction?.waitlistPosition ?? null,
      // The railway's confirmation chance (spec §4 waitlist prediction); null when nothing waits or no history.
      prediction: answer.confirmation ?? null,
      // Why a waiting class has no chance (shown in its place); null when it has one or nothing waits.
      predictionReason: answer.confirmation ? null : (answer.confirmationReason ?? null),
      unavailableReason: null,
      // When a class not yet open opens (the results say 'Opens 10:00 tomorrow').
      opensAt: answer.opensAt?.toISOString() ?? null,
    };
  }
  return {
    ...base,
    fare: null,
    status: "",
    statusShortform: "",
    statusGroup: "",
    statusCode: null,
    colour: null,
    bookable: false,
    waitlistPosition: null,
    prediction: null,
    predictionReason: null,
    unavailableReason: answer ? answer.reason : "no_answer",
    opensAt: null,
  };
}

/** True when a seat can be had now (AVL or current AVL) and booked. */
export function isAvailable(item: AvailabilityItem): boolean {
  return item.bookable && (item.statusGroup === "AVL" || item.statusGroup === "Curr AVL");
}

/**
 * How good an item is for ordering: seats now 3, RAC 2, waiting list 1,
 * nothing bookable 0. (Spec §3 ranks AVL 2, WL 1, NA 0; RAC sits between.)
 */
export function itemRank(item: AvailabilityItem): number {
  if (!item.bookable) return 0;
  switch (item.statusGroup) {
    case "AVL":
    case "Curr AVL":
      return 3;
    case "RAC":
      return 2;
    case "WL":
      return 1;
    default:
      return 0;
  }
}

/** The best of some items: highest rank, then the cheapest; undefined for none. */
export function bestItem<T extends AvailabilityItem>(items: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (
      best === undefined ||
      itemRank(item) > itemRank(best) ||
      (itemRank(item) === itemRank(best) && (item.fare ?? Infinity) < (best.fare ?? Infinity))
    ) {
      best = item;
    }
  }
  return best;
}

function journeyTime(t: EngineJourneyTime): JourneyTime {
  return { date: t.date, time: t.time, dateTime: t.dateTime, day: t.day };
}

export function trainResult(
  j: DirectJourney,
  classes: AvailabilityItem[],
  recommendedOrder: number,
): TrainResult {
  return {
    trainNumber: j.trainNumber,
    trainName: j.trainName,
    trainType: j.trainType,
    trainOwner: j.trainOwner,
    trainTypeFilter: j.trainTypeFilter,
    source: { code: j.source, name: j.sourceName },
    destination: { code: j.destination, name: j.destinationName },
    from: { code: j.from, name: j.fromName },
    to: { code: j.to, name: j.toName },
    departure: journeyTime(j.departure),
    arrival: journeyTime(j.arrival),
    durationMin: j.durationMin,
    duration: j.duration,
    distanceKm: j.distanceKm,
    runDays: runDaysMap(j.runDays),
    runDaysFlags: j.runDaysFlags,
    runDaysText: j.runDaysText,
    cateringIncluded: j.cateringIncluded,
    superfast: j.superfast,
    classes,
    availabilityCount: classes.filter(isAvailable).length,
    recommendedOrder,
  };
}

/**
 * The `recommended` ordering: trains whose best class is better first (seats
 * now, then RAC, then waiting list), then the earlier departure, then the
 * shorter journey. Returns the indexes of `trains` in that order.
 */
export function recommendedOrder(
  trains: readonly { departureAbs: number; durationMin: number; classes: AvailabilityItem[] }[],
): number[] {
  const rank = trains.map((t) => {
    const best = bestItem(t.classes);
    return best ? itemRank(best) : 0;
  });
  return trains
    .map((_, i) => i)
    .sort(
      (a, b) =>
        (rank[b] as number) - (rank[a] as number) ||
        (trains[a]?.departureAbs ?? 0) - (trains[b]?.departureAbs ?? 0) ||
        (trains[a]?.durationMin ?? 0) - (trains[b]?.durationMin ?? 0),
    );
}

export function connectionResult(
  c: ConnectingJourney,
  legs: [TrainResult, TrainResult],
  stationName: (code: string) => string,
  ranked: { classes: ConnectionClass[]; recommendedOrder: number },
): ConnectionResult {
  return {
    id: connectionId(connectionRefOf(c)),
    legs,
    transfer: {
      arriveAt: { code: c.transfer.arriveAt, name: stationName(c.transfer.arriveAt) },
      departFrom: { code: c.transfer.departFrom, name: stationName(c.transfer.departFrom) },
      walkKm: c.transfer.walkKm,
      walkMin: c.transfer.walkMin,
      waitMin: c.transfer.waitMin,
    },
    departure: journeyTime(c.departure),
    arrival: journeyTime(c.arrival),
    durationMin: c.durationMin,
    duration: c.duration,
    distanceKm: c.distanceKm,
    classes: ranked.classes,
    recommendedOrder: ranked.recommendedOrder,
  };
}

/** Both legs as a booking names them (`@safar/contracts/trains/connection-ref`). */
export function connectionRefOf(c: ConnectingJourney): ConnectionRef {
  const leg = (j: DirectJourney) => ({
    trainNumber: j.trainNumber,
    from: j.from,
    to: j.to,
    date: j.departure.date,
  });
  return [leg(c.legs[0]), leg(c.legs[1])];
}

/** Spec §3 alternate_stations_text: 'Trains from A (2.2 km from B) to C'. */
export function alternateStationsText(
  from: { name: string; distanceKm: number },
  to: { name: string; distanceKm: number },
  searchedFromName: string,
  searchedToName: string,
): string {
  const part = (s: { name: string; distanceKm: number }, searched: string) =>
    s.distanceKm > 0 ? `${s.name} (${s.distanceKm} km from ${searched})` : s.name;
  return `Trains from ${part(from, searchedFromName)} to ${part(to, searchedToName)}`;
}
