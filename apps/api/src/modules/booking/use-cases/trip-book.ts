import { randomBytes, randomUUID } from "node:crypto";
import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { tripLegPath } from "@safar/contracts/trip-view";
import type {
  TripCheckoutResponse,
  TripChoice,
  TripPlanQuery,
  TripView,
} from "@safar/contracts/trips";
import { insuredCount } from "@safar/domain/booking-charges";
import type { Clock } from "@safar/domain/clock";
import type { Hold, RailwayGateway } from "@safar/railway/gateway";
import type { WaitingRoomService } from "../../waiting-room/waiting-room.service.ts";
import type { OrderRow, PaymentRow } from "../booking.repository.ts";
import type { TripLegs, TripRepository, TripRow } from "../trip.repository.ts";
import type { TripSettlement } from "../trip-settlement.ts";
import { admission, PAYMENT_WINDOW_MS } from "./checkout.ts";
import { breakdown, fareLines } from "./fare.ts";
import { availabilityOf, type BookingRepository, journeyOf, type StoredRequest } from "./orders.ts";
import { seatStatusChange } from "./seat-status.ts";
import { planTrip, type TripPlanDeps } from "./trip-plan.ts";
import { choiceOpen, TRIP_AUTHORISATION_MS } from "./trip-rules.ts";
import { tripView } from "./trip-view.ts";
import { draftOrder, newOrderId, recordCoverConsent, type VerifyDeps } from "./verify.ts";

/**
 * A two-train trip's steps before and around the money (ADR 023): verify
 * (one form, two draft orders, one trip), checkout (both holds, one payment
 * for the total), the view, the return from the railway's page, and the
 * traveller's choice when the second train could not be ticketed. The
 * money and the railway afterwards are `../trip-settlement.ts`'s.
 */

export interface TripBookDeps extends Omit<VerifyDeps, "repo" | "railway"> {
  now: Clock;
  railway: TripPlanDeps["railway"] &
    VerifyDeps["railway"] &
    Pick<RailwayGateway, "hold" | "release" | "authorizationUrl" | "eligibility">;
  repo: BookingRepository;
  trips: TripRepository;
  tripSettlement: Pick<TripSettlement, "drive" | "cancelFirst">;
  waitingRoom?: Pick<WaitingRoomService, "gate" | "used">;
}

function newReference(): string {
  return `SFR${randomBytes(9).toString("base64url").replace(/[-_]/g, "0").toUpperCase()}`;
}

/** The user's trip and its trains, or 404 (R5). */
async function ownTrip(
  deps: Pick<TripBookDeps, "trips">,
  userId: string,
  tripId: string,
): Promise<{ trip: TripRow; legs: TripLegs }> {
  const trip = await deps.trips.tripOf(userId, tripId);
  if (!trip) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
  return { trip, legs: await deps.trips.legs(tripId) };
}

/** The trip's one payment: the open one, else the latest (all on the first train's order). */
async function paymentOf(
  deps: Pick<TripBookDeps, "repo">,
  legs: TripLegs,
): Promise<PaymentRow | null> {
  return (await deps.repo.openPayment(legs[0].id)) ?? deps.repo.latestPayment(legs[0].id);
}

/** The trip as its pages show it; a draft's seat status read again. */
export async function viewTrip(
  deps: TripBookDeps,
  userId: string,
  tripId: string,
): Promise<TripView> {
  const { trip, legs } = await ownTrip(deps, userId, tripId);
  let now: [string | null, string | null] = [null, null];
  if (trip.state === "draft") {
    const answers = await Promise.all(
      legs.map((l) => deps.railway.availability(journeyOf(l)).catch(() => null)),
    );
    now = [answers[0]?.ok ? answers[0].status : null, answers[1]?.ok ? answers[1].status : null];
  }
  return tripView(deps, trip, legs, await paymentOf(deps, legs), deps.now(), now);
}

/** The connection's legs checked (`planTrip`), then `v1/verify`'s checks for each train; one trip, two draft orders. */
export async function verifyTrip(
  deps: TripBookDeps,
  userId: string,
  request: { plan: TripPlanQuery; details: Record<string, unknown>; railwayUserId: string },
): Promise<TripView> {
  const plan = await planTrip(deps, request.plan);
  const drafts: Awaited<ReturnType<typeof draftOrder>>[] = [];
  for (const leg of plan.legs) {
    drafts.push(
      await draftOrder(deps, userId, {
        journey: leg.journey,
        details: request.details,
        railwayUserId: request.railwayUserId,
        seenStatus: leg.status,
      }),
    );
  }
  const now = deps.now();
  const tripId = newOrderId(now);
  const trip: TripRow = {
    id: tripId,
    userId,
    state: "draft",
    plan,
    secondFailedAt: null,
    decideBy: null,
    choice: null,
    retries: 0,
    createdAt: now,
    updatedAt: now,
  };
  await deps.repo.transaction(async (tx) => {
    await deps.trips.insert(trip, tx);
    for (const [i, draft] of drafts.entries()) {
      await deps.repo.insertOrder({ ...draft.row, tripId, tripLeg: i + 1 }, tx);
    }
  });
  // One form for both trains: one agreement.
  if (drafts[0]) await recordCoverConsent(deps, userId, drafts[0].row);
  const legs = await deps.trips.legs(tripId);
  return tripView(deps, trip, legs, null, now, [plan.legs[0].status, plan.legs[1].status]);
}

/** The railway's hold for one train of the trip (its order id is the idempotency key). */
function holdFor(deps: TripBookDeps, order: OrderRow, idempotencyKey = order.id) {
  const d = (order.request as StoredRequest).details;
  return deps.railway.hold({
    ...journeyOf(order),
    railwayUserId: order.railwayUserId,
    passengers: d.passengers.map((p) => ({
      name: p.name,
      age: p.age,
      gender: p.gender,
      berthPreference: p.berth,
      food: p.food ?? "D",
    })),
    options: {
      ...(d.coachId ? { coach: d.coachId } : {}),
      ...(d.lowerBerths ? { lowerBerths: d.lowerBerths } : {}),
    },
    idempotencyKey,
    // One password on the railway's own page, after payment, for both holds (ADR 011, 023).
    requireAuthorization: true,
  });
}

/** The leg's fare, final once the railway's hold fixed the ticket fare. */
function finalFare(order: OrderRow, hold: Hold) {
  const d = (order.request as StoredRequest).details;
  const paying = d.passengers.filter((p) => p.category !== "infant").length;
  return breakdown(
    fareLines({
      ticketFare: hold.totalFare,
      classCode: order.classCode,
      payingPassengers: paying,
      adultFare: paying > 0 ? Math.round(hold.totalFare / paying) : hold.totalFare,
      freeCancellation: d.freeCancellationOpted,
      insured: d.insuranceOpted ? insuredCount(d.passengers) : 0,
    }),
    paying,
    true,
  );
}

/**
 * Both trains' berths held (each order's id its key), then, under the
 * trip's lock, one payment for the total, open 600 s and never beyond
 * either hold; both orders at 1. A second checkout while it is open answers
 * the same payment; after a declined or lapsed payment, a new one (the
 * holds are the same while they last). Either train refused: nothing is
 * held (the other's hold is given up).
 */
export async function checkoutTrip(
  deps: TripBookDeps,
  userId: string,
  tripId: string,
  acceptStatusChange: boolean,
): Promise<TripCheckoutResponse> {
  const { trip, legs } = await ownTrip(deps, userId, tripId);
  const now = deps.now();
  const open = trip.state === "draft" ? null : await deps.repo.openPayment(legs[0].id);
  const live = stillOpen(trip, legs, open, now);
  if (live) return live;
  if (
    !["draft", "payment", "payment_failed"].includes(trip.state) ||
    open?.status === "authorized"
  ) {
    throw new DomainError(ErrorCode.order_not_payable);
  }
  let place: string | null = null;
  if (trip.state === "draft") {
    // Around an opening, the trip takes its place in the first train's waiting room (ADR 021).
    place = await admission(deps, userId, legs[0], now);
    for (const [i, leg] of legs.entries()) {
      const availability = await availabilityOf(deps.railway, journeyOf(leg));
      const change = seatStatusChange(leg.seenStatus, availability.status);
      if (change.changed && !acceptStatusChange) {
        throw new DomainError(ErrorCode.seat_status_changed_wl, {
          message: `${i === 0 ? "First" : "Second"} train ${leg.trainNumber}: ${change.message ?? "the seat status has changed"}`,
        });
      }
    }
  }
  const spend = async () => {
    if (place) await deps.waitingRoom?.used(place, now);
  };
  const first = await holdFor(deps, legs[0]);
  if (!first.ok) {
    await spend();
    throw new DomainError(first.errorCode ?? ErrorCode.booking_refused, {
      message: `First train ${legs[0].trainNumber}: ${first.message}`,
    });
  }
  const second = await holdFor(deps, legs[1]);
  if (!second.ok) {
    await spend();
    await deps.railway.release(first.holdId).catch(() => undefined);
    throw new DomainError(second.errorCode ?? ErrorCode.booking_refused, {
      message: `Second train ${legs[1].trainNumber}: ${second.message}`,
    });
  }
  const ends = Math.min(first.expiresAt.getTime(), second.expiresAt.getTime());
  if (ends <= now.getTime()) throw new DomainError(ErrorCode.payment_expired);
  const fares = [finalFare(legs[0], first), finalFare(legs[1], second)] as const;
  const amount = fares[0].totalPaise + fares[1].totalPaise;
  const expiresAt = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_MS, ends));
  const reference = newReference();
  return deps.repo.transaction(async (tx) => {
    const locked = await deps.trips.lock(tx, tripId);
    if (!locked) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
    const current = await deps.repo.openPayment(legs[0].id, tx);
    const opened = stillOpen(locked.trip, locked.legs, current, now);
    if (opened) {
      if (place) await deps.waitingRoom?.used(place, now, tx);
      return opened;
    }
    if (
      !["draft", "payment", "payment_failed"].includes(locked.trip.state) ||
      current?.status === "authorized"
    ) {
      throw new DomainError(ErrorCode.order_not_payable);
    }
    if (place) await deps.waitingRoom?.used(place, now, tx);
    if (current?.status === "pending") await deps.repo.expirePayment(current.reference, tx);
    for (const [i, hold] of [first, second].entries()) {
      const fare = fares[i as 0 | 1];
      await deps.repo.updateOrder(
        locked.legs[i as 0 | 1].id,
        {
          status: ORDER_STATUS.paymentProcessing,
          holdId: hold.holdId,
          fare,
          totalPaise: fare.totalPaise,
          failureReason: null,
          updatedAt: now,
        },
        tx,
      );
    }
    await deps.trips.update(tripId, { state: "payment", updatedAt: now }, tx);
    await deps.repo.insertPayment(
      {
        id: randomUUID(),
        orderId: legs[0].id,
        reference,
        amountPaise: amount,
        status: "pending",
        createdAt: now,
        expiresAt,
      },
      tx,
    );
    return {
      tripId,
      orderId: legs[0].id,
      paymentReference: reference,
      amountPaise: amount,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** The trip's payment open now, as checkout answers it; null when there is none to answer. */
function stillOpen(
  trip: TripRow,
  legs: TripLegs,
  open: PaymentRow | null,
  now: Date,
): TripCheckoutResponse | null {
  if (trip.state !== "payment" || open?.status !== "pending" || open.expiresAt <= now) return null;
  return {
    tripId: trip.id,
    orderId: legs[0].id,
    paymentReference: open.reference,
    amountPaise: open.amountPaise,
    expiresAt: open.expiresAt.toISOString(),
  };
}

/** Back from the railway's page (or any look at the trip): moved on as far as the railway lets it. */
export async function completeTrip(
  deps: TripBookDeps,
  userId: string,
  tripId: string,
): Promise<TripView> {
  const { trip } = await ownTrip(deps, userId, tripId);
  if (trip.state === "authorised" || trip.state === "retrying") {
    await deps.tripSettlement.drive(tripId);
  }
  return viewTrip(deps, userId, tripId);
}

/**
 * The traveller's choice when the second train could not be ticketed
 * (ADR 023): `retry` holds the second train's berths again (a new hold,
 * its own key per attempt, so a double click makes one) and answers the
 * railway's page for it; `cancel_first` cancels the first train and voids
 * the payment (nothing charged).
 */
export async function chooseTrip(
  deps: TripBookDeps,
  userId: string,
  tripId: string,
  choice: TripChoice,
): Promise<{ trip: TripView; nextUrl: string }> {
  const { trip, legs } = await ownTrip(deps, userId, tripId);
  const orderPath = tripLegPath(legs[0].id);
  if (choice === "cancel_first") {
    if (trip.state !== "second_failed" && trip.state !== "cancelling_first") {
      if (trip.state === "cancelled") {
        return { trip: await viewTrip(deps, userId, tripId), nextUrl: orderPath };
      }
      throw new DomainError(ErrorCode.trip_choice_closed);
    }
    await deps.tripSettlement.cancelFirst(tripId, "cancel_first");
    return { trip: await viewTrip(deps, userId, tripId), nextUrl: orderPath };
  }
  const second = legs[1];
  if (trip.state === "retrying" && second.holdId) {
    // A second click: the same hold's page.
    return {
      trip: await viewTrip(deps, userId, tripId),
      nextUrl: deps.railway.authorizationUrl([second.holdId], orderPath),
    };
  }
  const now = deps.now();
  if (!choiceOpen(trip.state, trip.decideBy, now))
    throw new DomainError(ErrorCode.trip_choice_closed);
  const payment = await deps.repo.openPayment(legs[0].id);
  const hold = await holdFor(deps, second, `${second.id}-retry-${trip.retries + 1}`);
  if (!hold.ok) {
    throw new DomainError(ErrorCode.booking_refused, {
      message: `The railway could not hold berths on train ${second.trainNumber} again: ${hold.message}. You can try again, or cancel the first train with a full refund.`,
    });
  }
  const giveUp = () => deps.railway.release(hold.holdId).catch(() => undefined);
  const authorisedUntil =
    (payment?.authorizedAt?.getTime() ?? now.getTime()) + TRIP_AUTHORISATION_MS;
  if (hold.totalFare !== ticketFareOf(second)) {
    await giveUp();
    throw new DomainError(ErrorCode.booking_refused, {
      message: `The fare of train ${second.trainNumber} has changed, so it cannot be booked on the amount held. Please cancel the first train (full refund) and book again.`,
    });
  }
  if (hold.expiresAt.getTime() > authorisedUntil || payment?.status !== "authorized") {
    await giveUp();
    throw new DomainError(ErrorCode.trip_choice_closed);
  }
  const moved = await deps.repo.transaction(async (tx) => {
    const locked = await deps.trips.lock(tx, tripId);
    if (!locked) return "gone" as const;
    if (locked.trip.state === "retrying" && locked.legs[1].holdId === hold.holdId) return "same";
    if (!choiceOpen(locked.trip.state, locked.trip.decideBy, deps.now())) return "closed" as const;
    await deps.repo.updateOrder(
      second.id,
      {
        status: ORDER_STATUS.retryInitiated,
        holdId: hold.holdId,
        failureReason: null,
        updatedAt: now,
      },
      tx,
    );
    await deps.trips.update(
      tripId,
      { state: "retrying", choice: "retry", retries: locked.trip.retries + 1, updatedAt: now },
      tx,
    );
    return "moved" as const;
  });
  if (moved === "closed" || moved === "gone") {
    await giveUp();
    throw new DomainError(ErrorCode.trip_choice_closed);
  }
  return {
    trip: await viewTrip(deps, userId, tripId),
    nextUrl: deps.railway.authorizationUrl([hold.holdId], orderPath),
  };
}

/** The ticket fare (paise) a train's order was held at. */
function ticketFareOf(order: OrderRow): number {
  const fare = order.fare as { lines: { id: string; paise: number }[] };
  return fare.lines.find((l) => l.id === "ticket_fare")?.paise ?? -1;
}
