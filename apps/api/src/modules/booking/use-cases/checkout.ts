import { randomBytes, randomUUID } from "node:crypto";
import { type CheckoutResponse, ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { insuredCount } from "@safar/domain/booking-charges";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { PromoService } from "../../promo/promo.service.ts";
import type { WaitingRoomService } from "../../waiting-room/waiting-room.service.ts";
import type { OrderRow, PaymentRow } from "../booking.repository.ts";
import { breakdown, fareLines } from "./fare.ts";
import {
  availabilityOf,
  type BookingRepository,
  journeyOf,
  ownOrder,
  type StoredRequest,
} from "./orders.ts";
import { withPromo } from "./promo-code.ts";
import { seatStatusChange } from "./seat-status.ts";

export const PAYMENT_WINDOW_MS = 600_000;

export interface CheckoutDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "availability" | "hold" | "eligibility">;
  /** Promo codes (ADR 025): an order's code is held, and its discount fixed, under the order's lock. */
  promo?: Pick<PromoService, "hold"> | undefined;
  /** The waiting rooms of openings (issue 20 item 4); none in tests that do not queue. */
  waitingRoom?: Pick<WaitingRoomService, "gate" | "used">;
  /** A trip's checkout, for a train of a two-train trip (ADR 023). */
  tripCheckout?: (
    userId: string,
    tripId: string,
    acceptStatusChange: boolean,
  ) => Promise<CheckoutResponse>;
  repo: Pick<
    BookingRepository,
    | "orderOf"
    | "openPayment"
    | "transaction"
    | "lockOrder"
    | "transition"
    | "expirePayment"
    | "insertPayment"
  >;
}

function newReference(): string {
  return `SFR${randomBytes(9).toString("base64url").replace(/[-_]/g, "0").toUpperCase()}`;
}

/** The payment an order at 1 has open, as checkout answers it; null when there is none to answer. */
export function stillOpen(
  order: OrderRow,
  open: PaymentRow | null,
  now: Date,
): CheckoutResponse | null {
  if (
    order.status !== ORDER_STATUS.paymentProcessing ||
    open?.status !== "pending" ||
    open.expiresAt <= now
  ) {
    return null;
  }
  return {
    orderId: order.id,
    paymentReference: open.reference,
    amountPaise: open.amountPaise,
    expiresAt: open.expiresAt.toISOString(),
  };
}

/**
 * Spec §7 `v1/checkout`: the railway holds the berths for the order (its
 * id is the idempotency key) and a payment opens for 600 s. Repeated while
 * a payment is open, it answers that payment; after a declined payment it
 * opens a new one while the hold lasts.
 */
export async function checkout(
  deps: CheckoutDeps,
  userId: string,
  orderId: string,
  acceptStatusChange: boolean,
): Promise<CheckoutResponse> {
  const { repo } = deps;
  const order = await ownOrder(deps.repo, userId, orderId);
  // A train of a two-train trip is paid for with the trip (ADR 023).
  if (order.tripId) {
    if (!deps.tripCheckout) throw new DomainError(ErrorCode.order_not_payable);
    return deps.tripCheckout(userId, order.tripId, acceptStatusChange);
  }
  const now = deps.now();
  const draft = order.status === ORDER_STATUS.draft;
  // A draft has no payment yet: the crowd's checkouts at an opening skip the read.
  const open = draft ? null : await repo.openPayment(orderId);
  const live = stillOpen(order, open, now);
  if (live) return live;
  const retry =
    order.status === ORDER_STATUS.paymentFailed ||
    (order.status === ORDER_STATUS.paymentProcessing && open?.status !== "authorized");
  if (!draft && !retry) {
    throw new DomainError(ErrorCode.order_not_payable);
  }
  let place: string | null = null;
  if (draft) {
    // Around an opening, the order waits for its turn (429 `queued` until then).
    place = await admission(deps, userId, order, now);
    const availability = await availabilityOf(deps.railway, journeyOf(order)).catch(
      async (error: unknown) => {
        if (place) await deps.waitingRoom?.used(place, now);
        throw error;
      },
    );
    const change = seatStatusChange(order.seenStatus, availability.status);
    if (change.changed && !acceptStatusChange) {
      throw new DomainError(ErrorCode.seat_status_changed_wl, {
        ...(change.message ? { message: change.message } : {}),
      });
    }
  }
  const request = order.request as StoredRequest;
  const d = request.details;
  const hold = await deps.railway.hold({
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
    idempotencyKey: order.id,
    // The railway password is typed on the railway's own page after payment (ADR 011).
    requireAuthorization: true,
  });
  if (!hold.ok) {
    if (place) await deps.waitingRoom?.used(place, now);
    throw new DomainError(hold.errorCode ?? ErrorCode.booking_refused, {
      message: hold.message,
    });
  }
  if (hold.expiresAt <= now) throw new DomainError(ErrorCode.payment_expired);
  const paying = d.passengers.filter((p) => p.category !== "infant").length;
  const adultFare = paying > 0 ? Math.round(hold.totalFare / paying) : hold.totalFare;
  const fullFare = breakdown(
    fareLines({
      ticketFare: hold.totalFare,
      classCode: order.classCode,
      payingPassengers: paying,
      adultFare,
      freeCancellation: d.freeCancellationOpted,
      insured: d.insuranceOpted ? insuredCount(d.passengers) : 0,
    }),
    paying,
    true,
  );
  const reference = newReference();
  // The payment window: 600 s, and never beyond the hold.
  const expiresAt = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_MS, hold.expiresAt.getTime()));
  // One payment an order (issue 16): under the order's lock, a checkout that
  // finds the payment another one just opened answers it instead of a second.
  return repo.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, orderId);
    if (!locked) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
    const current = await repo.openPayment(orderId, tx);
    const opened = stillOpen(locked, current, now);
    if (opened) {
      // A second click's own place (the first used its) is spent with it.
      if (place) await deps.waitingRoom?.used(place, now, tx);
      return opened;
    }
    if (current?.status === "authorized") throw new DomainError(ErrorCode.order_not_payable);
    // The promo code judged again on the railway's fare, its use held with the discount fixed
    // into this payment (ADR 025); a code the user may no longer use refuses the checkout.
    let fare = fullFare;
    if (locked.promoCode) {
      if (!deps.promo) throw new DomainError(ErrorCode.promo_unknown);
      const quote = await deps.promo.hold(tx, locked.promoCode, {
        orderId,
        userId,
        amountPaise: fullFare.totalPaise,
        classCode: locked.classCode,
        quota: locked.quota,
      });
      fare = withPromo(fullFare, quote.code, quote.discountPaise);
    }
    const moved = await repo.transition(
      orderId,
      [ORDER_STATUS.draft, ORDER_STATUS.paymentFailed, ORDER_STATUS.paymentProcessing],
      {
        status: ORDER_STATUS.paymentProcessing,
        holdId: hold.holdId,
        fare,
        totalPaise: fare.totalPaise,
        updatedAt: now,
      },
      tx,
    );
    if (!moved) throw new DomainError(ErrorCode.order_not_payable);
    if (place) await deps.waitingRoom?.used(place, now, tx);
    if (current?.status === "pending") await repo.expirePayment(current.reference, tx);
    await repo.insertPayment(
      {
        id: randomUUID(),
        orderId,
        reference,
        amountPaise: fare.totalPaise,
        status: "pending",
        createdAt: now,
        expiresAt,
      },
      tx,
    );
    return {
      orderId,
      paymentReference: reference,
      amountPaise: fare.totalPaise,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** The order's admitted place in its opening's waiting room, null when no room takes arrivals now. */
export async function admission(
  deps: CheckoutDeps,
  userId: string,
  order: OrderRow,
  now: Date,
): Promise<string | null> {
  if (!deps.waitingRoom) return null;
  const journey = journeyOf(order);
  const judged = await deps.railway.eligibility(journey, null);
  if (!judged.ok) return null;
  return deps.waitingRoom.gate({
    userId,
    railwayUserId: order.railwayUserId,
    orderId: order.id,
    opening: judged.opening,
    seatsNow: async () => (await availabilityOf(deps.railway, journey)).status,
    now,
  });
}
