import type { TripBrief } from "@safar/contracts/trip-view";
import type { TripPlan } from "@safar/contracts/trips";
import { istDate } from "@safar/domain/ist";
import type { LegLine } from "./trip-legs.tsx";

/** A plan (before booking) or a trip (after) as the legs component draws them. */

/** A plan's legs as the legs component draws them (seat status now). */
export function planLines(plan: TripPlan): [LegLine, LegLine] {
  return plan.legs.map(
    (l): LegLine => ({
      leg: l.leg,
      trainNumber: l.journey.trainNumber,
      trainName: l.trainName,
      from: l.journey.from,
      fromName: l.fromName,
      to: l.journey.to,
      toName: l.toName,
      departure: l.departure,
      departureDate: l.journey.date,
      arrival: l.arrival,
      arrivalDate: istDate(new Date(l.arrivalAt)),
      classCode: l.journey.classCode,
      status: l.status,
    }),
  ) as [LegLine, LegLine];
}

/** A trip's legs as the legs component draws them (each order's status, its PNR). */
export function tripLines(trip: Pick<TripBrief, "legs">): [LegLine, LegLine] {
  return trip.legs.map(
    (l): LegLine => ({
      leg: l.leg,
      trainNumber: l.trainNumber,
      trainName: l.trainName,
      from: l.from,
      fromName: l.fromName,
      to: l.to,
      toName: l.toName,
      departure: l.departure ?? "--:--",
      departureDate: l.date,
      arrival: l.arrival ?? "--:--",
      arrivalDate: null,
      classCode: l.classCode,
      status: l.label,
      pnr: l.pnr,
      tone: l.tone,
    }),
  ) as [LegLine, LegLine];
}
