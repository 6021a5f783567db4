import {
  type FareBreakdown,
  ORDER_STATUS_LABELS,
  type OrderStatusCode,
  orderStatusTone,
} from "@safar/contracts/booking";
import {
  type SwitchButtonDetails,
  TRIP_LEG_LABELS,
  type Transfer,
  type TripBrief,
  type TripLegBrief,
  tripLegPath,
} from "@safar/contracts/trip-view";
import type { TripPlan, TripView } from "@safar/contracts/trips";
import { istTime } from "@safar/domain/ist";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { OrderRow, PaymentRow } from "../booking.repository.ts";
import type { TripLegs, TripRow } from "../trip.repository.ts";
import type { StoredRequest } from "./orders.ts";
import { seatStatusChange } from "./seat-status.ts";
import { buttonOf, choiceOpen, tripMessage } from "./trip-rules.ts";

/** A trip as its pages show it (ADR 023): both trains, the one payment, the choice due. */

export interface TripViewDeps {
  railway: Pick<RailwayGateway, "authorizationUrl">;
}

function legBrief(order: OrderRow): TripLegBrief {
  const request = order.request as StoredRequest;
  const ticket = order.ticket as Ticket | null;
  const status = order.status as OrderStatusCode;
  return {
    leg: order.tripLeg === 2 ? 2 : 1,
    orderId: order.id,
    status,
    label: ORDER_STATUS_LABELS[status] ?? "Booking",
    tone: orderStatusTone(status),
    trainNumber: order.trainNumber,
    trainName: order.trainName,
    from: order.fromCode,
    fromName: request.stations.fromName,
    to: order.toCode,
    toName: request.stations.toName,
    date: order.journeyDate,
    departure: ticket ? istTime(new Date(ticket.departure)) : request.departure,
    arrival: ticket ? istTime(new Date(ticket.arrival)) : request.arrival,
    classCode: order.classCode,
    pnr: order.pnr,
    totalPaise: order.totalPaise,
    failureReason: order.failureReason ?? null,
  };
}

/**
 * The railway's page for the holds still waiting for the password: both
 * trains' after payment (one password for both), the second's new hold
 * while it is retried; null otherwise.
 */
export function authorizationUrlOf(
  deps: TripViewDeps,
  trip: Pick<TripRow, "state">,
  legs: TripLegs,
): string | null {
  const returnPath = tripLegPath(legs[0].id);
  if (trip.state === "authorised") {
    const holds = legs.filter((l) => l.status === 5 && l.holdId).map((l) => l.holdId as string);
    return holds.length > 0 ? deps.railway.authorizationUrl(holds, returnPath) : null;
  }
  if (trip.state === "retrying" && legs[1].holdId) {
    return deps.railway.authorizationUrl([legs[1].holdId], returnPath);
  }
  return null;
}

export function tripBrief(
  deps: TripViewDeps,
  trip: TripRow,
  legs: TripLegs,
  payment: PaymentRow | null,
  now: Date,
): TripBrief {
  const briefs: [TripLegBrief, TripLegBrief] = [legBrief(legs[0]), legBrief(legs[1])];
  const total = payment?.amountPaise ?? legs[0].totalPaise + legs[1].totalPaise;
  const choosable = choiceOpen(trip.state, trip.decideBy, now);
  const plan = trip.plan as Pick<TripPlan, "transfer">;
  return {
    tripId: trip.id,
    state: trip.state,
    button: buttonOf(trip.state, [legs[0].status, legs[1].status], choosable),
    message: tripMessage({
      state: trip.state,
      totalPaise: total,
      firstPnr: legs[0].pnr,
      firstReason: legs[0].failureReason,
      secondReason: legs[1].failureReason,
      decideBy: trip.decideBy,
      choice: trip.choice,
      now,
      legStatuses: [legs[0].status, legs[1].status],
    }),
    legs: briefs,
    transfer: plan.transfer as Transfer,
    totalPaise: total,
    paymentStatus: payment?.status ?? null,
    decideBy: trip.state === "second_failed" ? (trip.decideBy?.toISOString() ?? null) : null,
    canRetry: choosable,
    canCancelFirst: trip.state === "second_failed",
    railwayAuthorizationUrl: authorizationUrlOf(deps, trip, legs),
  };
}

/** Spec §3 switch_button_details for the order page of one of the trip's trains. */
export function switchButtonDetails(legs: TripLegs, selected: string): SwitchButtonDetails {
  return {
    list: legs.map((leg) => ({
      id: leg.id,
      label: TRIP_LEG_LABELS[leg.tripLeg === 2 ? 2 : 1],
      href: tripLegPath(leg.id),
      tone: orderStatusTone(leg.status as OrderStatusCode),
    })),
    selected,
  };
}

/** The whole trip for the review and payment pages; `seen` is each train's seat status now (drafts). */
export function tripView(
  deps: TripViewDeps,
  trip: TripRow,
  legs: TripLegs,
  payment: PaymentRow | null,
  now: Date,
  statusNow: readonly [string | null, string | null] = [null, null],
): TripView {
  const brief = tripBrief(deps, trip, legs, payment, now);
  const details = (legs[0].request as StoredRequest).details;
  return {
    ...brief,
    legs: [
      { ...brief.legs[0], fare: legs[0].fare as FareBreakdown, quota: legs[0].quota },
      { ...brief.legs[1], fare: legs[1].fare as FareBreakdown, quota: legs[1].quota },
    ],
    passengers: details.passengers.map((p) => ({
      name: p.name,
      age: p.age,
      gender: p.gender,
      berth: p.berth,
    })),
    contact: { email: details.contact.email, mobile: details.contact.mobile },
    railwayUserId: legs[0].railwayUserId,
    payment: payment
      ? {
          reference: payment.reference,
          status: payment.status,
          method: payment.method,
          amountPaise: payment.amountPaise,
          expiresAt: payment.expiresAt.toISOString(),
        }
      : null,
    seatStatus: legs.map((leg, i) => {
      const current = statusNow[i] ?? null;
      const change = current
        ? seatStatusChange(leg.seenStatus, current)
        : { changed: false, message: null };
      return { leg: i + 1, seen: leg.seenStatus, now: current, ...change };
    }),
  };
}
