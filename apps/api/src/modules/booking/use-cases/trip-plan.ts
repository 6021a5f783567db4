import type { BookingJourney } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { Transfer } from "@safar/contracts/trip-view";
import type { TripLegPlan, TripPlan, TripPlanQuery } from "@safar/contracts/trips";
import { haversineKm } from "@safar/domain/geo";
import { addDays, istInstant, istTime } from "@safar/domain/ist";
import type { RailwayGateway } from "@safar/railway/gateway";
import {
  MAX_TRANSFER_MIN,
  MIN_TRANSFER_MIN,
  TRANSFER_RADIUS_KM,
  walkMinutes,
} from "@safar/railway/search/rules";
import type { ScheduleStop, TrainSchedule } from "@safar/railway/search/types";

/**
 * A connection as the entry URL names it (ADR 023): train 1 from `from` to
 * `c1` on `d1`, train 2 from `c2` to `to` on `d2`. It is checked against
 * the timetable with journey search's own rules (the same station or one a
 * short walk away; at least 30 minutes plus the walk between the first
 * train's arrival and the second's departure, at most 12 hours), and each
 * train's class asked of the railway now.
 */

export interface TripPlanDeps {
  railway: Pick<RailwayGateway, "trainSchedule" | "station" | "availability">;
}

const refuse = (message: string) => new DomainError(ErrorCode.connection_invalid, { message });

/** `6h 05m`. */
export function durationText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** One train's times between two of its stops, on the date it leaves the first. */
export interface LegTimes {
  departureAt: Date;
  arrivalAt: Date;
}

/**
 * A train's times from `from` to `to` when it leaves `from` on `date`; a
 * refusal in words when it does not call at both, in that order.
 */
export function legTimes(
  schedule: Pick<TrainSchedule, "number" | "stops">,
  from: string,
  to: string,
  date: string,
): LegTimes {
  const board = schedule.stops.findIndex((s) => s.code === from && s.departure !== null);
  const alight = schedule.stops.findIndex((s, i) => i > board && s.code === to && s.arrival);
  if (board < 0 || alight < 0) {
    throw refuse(`Train ${schedule.number} does not run from ${from} to ${to}.`);
  }
  const b = schedule.stops[board] as ScheduleStop;
  const a = schedule.stops[alight] as ScheduleStop;
  return {
    departureAt: istInstant(date, b.departure as string),
    arrivalAt: istInstant(addDays(date, a.day - b.day), a.arrival as string),
  };
}

/**
 * The change between two legs: the stations within the radius, the wait
 * inside journey search's limits. Pure; a refusal in words otherwise.
 */
export function transferOf(
  first: LegTimes,
  second: LegTimes,
  walkKm: number,
): Pick<Transfer, "walkKm" | "walkMin" | "waitMin"> {
  if (walkKm > TRANSFER_RADIUS_KM) {
    throw refuse("The second train leaves from a station too far from where the first arrives.");
  }
  const walkMin = walkKm > 0 ? walkMinutes(walkKm) : 0;
  const waitMin = Math.round((second.departureAt.getTime() - first.arrivalAt.getTime()) / 60_000);
  const needed = MIN_TRANSFER_MIN + walkMin;
  if (waitMin < needed) {
    throw refuse(
      waitMin < 0
        ? "The second train leaves before the first one arrives."
        : `The second train leaves ${waitMin} minutes after the first arrives; a change needs at least ${needed} minutes.`,
    );
  }
  if (waitMin > MAX_TRANSFER_MIN) {
    throw refuse("The wait between the two trains is longer than 12 hours.");
  }
  return { walkKm: Math.round(walkKm * 10) / 10, walkMin, waitMin };
}

/** Spec §3 trains_stitching_list: both legs, the change, seats and fares now. */
export async function planTrip(deps: TripPlanDeps, query: TripPlanQuery): Promise<TripPlan> {
  const c2 = query.c2 ?? query.c1;
  if (query.t1 === query.t2) throw refuse("A connection needs two different trains.");
  if (new Set([query.from, query.c1, query.to]).size < 3 || c2 === query.from || c2 === query.to) {
    throw refuse("The change must be at a station between the start and the end of the journey.");
  }
  const [s1, s2, fromSt, c1St, c2St, toSt] = await Promise.all([
    deps.railway.trainSchedule(query.t1),
    deps.railway.trainSchedule(query.t2),
    deps.railway.station(query.from),
    deps.railway.station(query.c1),
    deps.railway.station(c2),
    deps.railway.station(query.to),
  ]);
  for (const [train, schedule] of [
    [query.t1, s1],
    [query.t2, s2],
  ] as const) {
    if (!schedule) throw new DomainError(ErrorCode.not_found, { message: `No train ${train}` });
  }
  for (const [code, st] of [
    [query.from, fromSt],
    [query.c1, c1St],
    [c2, c2St],
    [query.to, toSt],
  ] as const) {
    if (!st) throw new DomainError(ErrorCode.not_found, { message: `No station ${code}` });
  }
  const first = legTimes(s1 as TrainSchedule, query.from, query.c1, query.d1);
  const second = legTimes(s2 as TrainSchedule, c2, query.to, query.d2);
  const walkKm =
    c2 === query.c1
      ? 0
      : c1St?.lat != null && c1St.lon != null && c2St?.lat != null && c2St.lon != null
        ? haversineKm(c1St.lat, c1St.lon, c2St.lat, c2St.lon)
        : Number.POSITIVE_INFINITY;
  const transfer = transferOf(first, second, walkKm);
  const journeys: [BookingJourney, BookingJourney] = [
    {
      trainNumber: query.t1,
      from: query.from,
      to: query.c1,
      date: query.d1,
      classCode: query.cls,
      quota: query.quota,
    },
    {
      trainNumber: query.t2,
      from: c2,
      to: query.to,
      date: query.d2,
      classCode: query.cls2 ?? query.cls,
      quota: query.quota,
    },
  ];
  const answers = await Promise.all(journeys.map((j) => deps.railway.availability(j)));
  const legs = journeys.map((journey, i): TripLegPlan => {
    const answer = answers[i];
    const schedule = (i === 0 ? s1 : s2) as TrainSchedule;
    const times = i === 0 ? first : second;
    if (!answer?.ok) {
      throw refuse(`Train ${journey.trainNumber}: ${answer?.message ?? "not bookable"}`);
    }
    const names = i === 0 ? [fromSt, c1St] : [c2St, toSt];
    return {
      leg: (i + 1) as 1 | 2,
      journey,
      trainName: schedule.name,
      fromName: names[0]?.name ?? journey.from,
      toName: names[1]?.name ?? journey.to,
      departure: istTime(times.departureAt),
      departureAt: times.departureAt.toISOString(),
      arrival: istTime(times.arrivalAt),
      arrivalAt: times.arrivalAt.toISOString(),
      duration: durationText(
        Math.round((times.arrivalAt.getTime() - times.departureAt.getTime()) / 60_000),
      ),
      cateringIncluded: schedule.cateringIncluded,
      status: answer.status,
      farePaise: answer.fare,
      bookable: answer.bookable,
    };
  }) as [TripLegPlan, TripLegPlan];
  return {
    legs,
    transfer: {
      arriveAt: query.c1,
      arriveAtName: c1St?.name ?? query.c1,
      departFrom: c2,
      departFromName: c2St?.name ?? c2,
      ...transfer,
    },
    duration: durationText(
      Math.round((second.arrivalAt.getTime() - first.departureAt.getTime()) / 60_000),
    ),
  };
}
