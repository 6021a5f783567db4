import { ORDER_STATUS, type PaymentCallback } from "@safar/contracts/booking";
import type { Locale } from "@safar/contracts/locale";
import type { TravellerDetails } from "@safar/contracts/travellers/form";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, RailwayRefusal, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../messages/messages.service.ts";
import type { RailwayIdsService } from "../railway-ids/railway-ids.service.ts";
import {
  bookingRepository,
  type OrderRow,
  type PaymentRow,
  type Tx,
} from "./booking.repository.ts";
import { orderETicket } from "./e-ticket-message.ts";
import { type CallbackOutcome, failureReasonHi, failureReasonOf } from "./settlement.ts";
import {
  type TripLegs,
  type TripRepository,
  type TripRow,
  tripRepository,
} from "./trip.repository.ts";
import {
  secondFailedNotice,
  type TripNotice,
  tripCancelledNotice,
  tripFailedNotice,
  tripMessage,
} from "./trip-messages.ts";
import { decideByOf } from "./use-cases/trip-rules.ts";
import { walletRepository } from "./wallet.repository.ts";

/**
 * The money and the railway of a two-train trip (ADR 023), as `settlement.ts`
 * is for one train. One payment holds the total; the first train is
 * confirmed, then the second; only with both PNRs is the payment captured,
 * in the transaction that records the second. The first refused: nothing is
 * booked, the authorisation is voided. Only the second refused: the trip
 * waits for the traveller (`second_failed`) — retry it, or cancel the first
 * train and void — and the reconciler cancels the first train and voids
 * when nobody chose by `decide_by`. Every step locks the trip and its two
 * orders (in that order) and checks the state it leaves, so callbacks,
 * returns from the railway, clicks and the reconciler in any number of
 * processes move a trip once; the railway's confirm and cancel are asked
 * outside any transaction and are safe to ask again.
 */

export interface TripSettlementDeps {
  db: Db;
  now: Clock;
  railway: RailwayGateway;
  railwayIds: Pick<RailwayIdsService, "markUsed">;
  messages: Messages;
  pnrStatusUrl?: ((pnr: string) => string) | undefined;
  orderUrl?: ((orderId: string) => string) | undefined;
  /** The race test's unlocked repository; the real one otherwise. */
  tripRepository?: TripRepository;
}

interface StoredRequest {
  details: TravellerDetails;
}

/** The wallet could not cover an authorisation: its transaction rolls back and the payment fails instead. */
class WalletShort extends Error {}

/** Where the trip's order page is: the first train's (the tabs lead to the second). */
const tripPath = (legs: TripLegs) => `/trains/summary/${legs[0].id}`;

export function createTripSettlement(deps: TripSettlementDeps) {
  const repo = bookingRepository(deps.db);
  const trips = deps.tripRepository ?? tripRepository(deps.db);
  const wallets = walletRepository(deps.db);

  /** SMS and e-mail about the trip, in the caller's transaction, in the account's language. */
  async function tell(
    legs: TripLegs,
    purpose: string,
    notice: (locale: Locale) => TripNotice,
    tx: Tx,
  ): Promise<void> {
    const { contact } = (legs[0].request as StoredRequest).details;
    const locale = await deps.messages.languageOf(legs[0].userId, tx);
    const message = tripMessage(
      {
        orderId: legs[0].id,
        fromCode: legs[0].fromCode,
        toCode: legs[1].toCode,
        firstTrain: legs[0].trainNumber,
        secondTrain: legs[1].trainNumber,
        link: deps.orderUrl?.(legs[0].id),
      },
      notice(locale),
      locale,
    );
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose,
        subject: message.subject,
        body: message.email,
      },
      tx,
    );
    await deps.messages.enqueue(
      { channel: "sms", recipient: contact.mobile, purpose, body: message.sms },
      tx,
    );
  }

  /** Voids the trip's authorisation (the wallet's hold released) in `tx`; the payment as it now is. */
  async function voidPayment(legs: TripLegs, tx: Tx, now: Date): Promise<PaymentRow | null> {
    const payment = await repo.openPayment(legs[0].id, tx);
    if (payment?.status !== "authorized") return payment;
    const voided = await repo.movePayment(
      { paymentId: payment.id },
      "authorized",
      "voided",
      { voidedAt: now },
      tx,
    );
    if (voided && payment.method === "wallet") {
      await wallets.release(legs[0].userId, payment.amountPaise, now, tx);
    }
    return voided;
  }

  /**
   * The gateway's callback for a trip's payment (after its signature was
   * checked): pending → authorized (both trains at 5, the trip authorised)
   * or failed (both at 2), under the trip's lock, only while the trip waits
   * for it and inside the payment's window.
   */
  async function settleCallback(
    callback: PaymentCallback,
    tripId: string,
  ): Promise<{ outcome: CallbackOutcome; payment: PaymentRow | null }> {
    const now = deps.now();
    const settle = (status: "authorized" | "failed") =>
      repo.transaction(async (tx) => {
        const ignored = { outcome: "ignored" as CallbackOutcome, payment: null };
        const locked = await trips.lock(tx, tripId);
        const payment = await repo.paymentByReference(callback.reference, tx);
        if (!locked || !payment || payment.amountPaise !== callback.amountPaise) return ignored;
        if (payment.orderId !== locked.legs[0].id || payment.status !== "pending") return ignored;
        if (payment.expiresAt.getTime() <= now.getTime()) {
          return { outcome: "expired" as CallbackOutcome, payment: null };
        }
        if (locked.trip.state !== "payment") return ignored;
        const row = await repo.movePayment(
          { reference: callback.reference },
          "pending",
          status,
          {
            method: callback.method,
            gatewayResponse: callback,
            ...(status === "authorized"
              ? { authorizedAt: now, instrument: callback.instrument ?? null }
              : {}),
          },
          tx,
        );
        if (!row) return ignored;
        if (status === "authorized" && callback.method === "wallet") {
          if (!(await wallets.hold(locked.trip.userId, payment.amountPaise, now, tx))) {
            throw new WalletShort();
          }
        }
        const legStatus =
          status === "authorized" ? ORDER_STATUS.bookingPending : ORDER_STATUS.paymentFailed;
        for (const leg of locked.legs) {
          await repo.updateOrder(leg.id, { status: legStatus, updatedAt: now }, tx);
        }
        await trips.update(
          tripId,
          { state: status === "authorized" ? "authorised" : "payment_failed", updatedAt: now },
          tx,
        );
        return { outcome: "settled" as CallbackOutcome, payment: row };
      });
    let result: Awaited<ReturnType<typeof settle>>;
    try {
      result = await settle(callback.status);
    } catch (error) {
      if (!(error instanceof WalletShort)) throw error;
      result = await settle("failed");
    }
    if (result.payment?.status === "authorized") await drive(tripId);
    return result;
  }

  /**
   * Moves a trip on as far as the railway lets it now: from `authorised`,
   * the first train, then the second, then the capture; from `retrying`,
   * the second train's new hold, then the capture. Safe to call any number
   * of times from anywhere; waits (returns) while the railway waits for the
   * password.
   */
  async function drive(tripId: string): Promise<void> {
    const trip = await trips.trip(tripId);
    if (!trip || (trip.state !== "authorised" && trip.state !== "retrying")) return;
    let legs = await trips.legs(tripId);
    const payment = await repo.openPayment(legs[0].id);
    if (payment?.status !== "authorized") return;
    if (trip.state === "authorised" && legs[0].status === ORDER_STATUS.bookingPending) {
      const first = await deps.railway.confirm(legs[0].holdId ?? "", payment.reference);
      if (!first.ok) {
        if (first.reason !== "not_authorized") await failTrip(tripId, first);
        return;
      }
      await recordFirst(tripId, first);
      legs = await trips.legs(tripId);
    }
    const second = legs[1];
    const waiting =
      second.status === ORDER_STATUS.bookingPending ||
      second.status === ORDER_STATUS.retryInitiated;
    if (legs[0].status !== ORDER_STATUS.bookingSuccessful || !waiting) return;
    const confirmed = await deps.railway.confirm(second.holdId ?? "", payment.reference);
    if (!confirmed.ok) {
      if (confirmed.reason !== "not_authorized") await secondFailed(tripId, confirmed);
      return;
    }
    await capture(tripId, confirmed);
  }

  /** The first train's PNR, recorded (nothing captured yet: the second is still to come). */
  async function recordFirst(tripId: string, ticket: Ticket): Promise<void> {
    const now = deps.now();
    await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (locked?.trip.state !== "authorised") return;
      if (locked.legs[0].status !== ORDER_STATUS.bookingPending) return;
      await repo.updateOrder(
        locked.legs[0].id,
        {
          status: ORDER_STATUS.bookingSuccessful,
          pnr: ticket.pnr,
          ticket,
          updatedAt: now,
        },
        tx,
      );
    });
  }

  /** Both PNRs: one transaction captures the total, records the second ticket and sends both e-tickets. */
  async function capture(tripId: string, ticket: Ticket): Promise<void> {
    const now = deps.now();
    const done = await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (!locked || (locked.trip.state !== "authorised" && locked.trip.state !== "retrying")) {
        return null;
      }
      const [first, second] = locked.legs;
      if (first.status !== ORDER_STATUS.bookingSuccessful || !first.ticket) return null;
      const payment = await repo.openPayment(first.id, tx);
      if (payment?.status !== "authorized") return null;
      const captured = await repo.movePayment(
        { paymentId: payment.id },
        "authorized",
        "captured",
        { capturedAt: now },
        tx,
      );
      if (!captured) return null;
      if (payment.method === "wallet") {
        if (!(await wallets.captureHeld(locked.trip.userId, payment.amountPaise, now, tx))) {
          throw new Error(`wallet of trip ${tripId} does not hold its authorisation`);
        }
      }
      await repo.updateOrder(
        second.id,
        {
          status: ORDER_STATUS.bookingSuccessful,
          pnr: ticket.pnr,
          ticket,
          failureReason: null,
          ticketPaymentId: payment.id,
          updatedAt: now,
        },
        tx,
      );
      await repo.updateOrder(first.id, { ticketPaymentId: payment.id, updatedAt: now }, tx);
      await trips.update(tripId, { state: "booked", updatedAt: now }, tx);
      const booked: TripLegs = [first, { ...second, ticket }];
      for (const leg of booked) await eTicket(leg, leg.ticket as Ticket, tx);
      return booked;
    });
    if (!done) return;
    void deps.messages.flush();
    await deps.railwayIds.markUsed(done[0].userId, done[0].railwayUserId);
  }

  async function eTicket(order: OrderRow, ticket: Ticket, tx: Tx): Promise<void> {
    const { contact } = (order.request as StoredRequest).details;
    const locale = await deps.messages.languageOf(order.userId, tx);
    const message = orderETicket(order, ticket, (p) => p.bookingStatus, deps, locale);
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose: "e_ticket",
        subject: message.subject,
        body: message.email,
      },
      tx,
    );
    await deps.messages.enqueue(
      { channel: "sms", recipient: contact.mobile, purpose: "e_ticket", body: message.sms },
      tx,
    );
  }

  /**
   * The first train could not be ticketed: nothing is booked. One
   * transaction voids the authorisation, fails both trains and the trip and
   * tells the traveller; then both holds are given up.
   */
  async function failTrip(tripId: string, refusal: RailwayRefusal): Promise<void> {
    const now = deps.now();
    const failed = await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (locked?.trip.state !== "authorised") return null;
      const { legs } = locked;
      if (legs[0].status !== ORDER_STATUS.bookingPending) return null;
      const reason = failureReasonOf(refusal, legs[0].railwayUserId);
      const payment = await voidPayment(legs, tx, now);
      await repo.updateOrder(
        legs[0].id,
        { status: ORDER_STATUS.bookingFailed, failureReason: reason, updatedAt: now },
        tx,
      );
      await repo.updateOrder(
        legs[1].id,
        {
          status: ORDER_STATUS.bookingFailed,
          failureReason:
            "Not booked: the first train of your journey could not be booked, so this one was not booked either.",
          updatedAt: now,
        },
        tx,
      );
      await trips.update(tripId, { state: "failed", updatedAt: now }, tx);
      const amount = formatPaise(payment?.amountPaise ?? legs[0].totalPaise + legs[1].totalPaise);
      await tell(
        legs,
        "booking_failed",
        (locale) =>
          tripFailedNotice(
            legs[0].id,
            locale === "hi" ? failureReasonHi(refusal, legs[0].railwayUserId) : reason,
            amount,
            locale,
          ),
        tx,
      );
      return legs;
    });
    if (!failed) return;
    void deps.messages.flush();
    for (const leg of failed) {
      if (leg.holdId) await deps.railway.release(leg.holdId).catch(() => undefined);
    }
  }

  /**
   * The second train could not be ticketed (first booked, nothing captured):
   * the trip waits for the traveller's choice until `decide_by`, told by SMS
   * and e-mail. A retry that fails comes back here with the first deadline.
   */
  async function secondFailed(tripId: string, refusal: RailwayRefusal): Promise<void> {
    const now = deps.now();
    const failed = await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (!locked) return null;
      const { trip, legs } = locked;
      if (trip.state !== "authorised" && trip.state !== "retrying") return null;
      const second = legs[1];
      if (
        second.status !== ORDER_STATUS.bookingPending &&
        second.status !== ORDER_STATUS.retryInitiated
      ) {
        return null;
      }
      const payment = await repo.openPayment(legs[0].id, tx);
      const reason = failureReasonOf(refusal, second.railwayUserId);
      const decideBy =
        trip.decideBy ?? decideByOf(now, payment?.authorizedAt ?? trip.updatedAt ?? now);
      await repo.updateOrder(
        second.id,
        { status: ORDER_STATUS.bookingFailed, failureReason: reason, updatedAt: now },
        tx,
      );
      await trips.update(
        tripId,
        {
          state: "second_failed",
          secondFailedAt: trip.secondFailedAt ?? now,
          decideBy,
          updatedAt: now,
        },
        tx,
      );
      const amount = formatPaise(payment?.amountPaise ?? 0);
      await tell(
        legs,
        "trip_choice",
        (locale) =>
          secondFailedNotice(
            {
              orderId: legs[0].id,
              firstTrain: legs[0].trainNumber,
              pnr: legs[0].pnr,
              secondTrain: second.trainNumber,
              reason: locale === "hi" ? failureReasonHi(refusal, second.railwayUserId) : reason,
              amount,
              decideBy: istTime(decideBy),
            },
            locale,
          ),
        tx,
      );
      return second;
    });
    if (!failed) return;
    void deps.messages.flush();
    if (failed.holdId) await deps.railway.release(failed.holdId).catch(() => undefined);
  }

  /**
   * Cancels the first train and voids (the traveller's choice, or the
   * reconciler's default at `decide_by`): the trip moves to
   * cancelling_first under its lock, the railway cancels outside any
   * transaction, then one transaction voids the authorisation, records
   * both trains and tells the traveller. A crash in between leaves the trip
   * cancelling_first; the reconciler finishes it. False while the railway
   * has not cancelled yet.
   */
  async function cancelFirst(
    tripId: string,
    choice: "cancel_first" | "default_cancel",
  ): Promise<{ chosen: boolean; done: boolean }> {
    const now = deps.now();
    const started = await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (!locked) return null;
      const { trip } = locked;
      // Chosen already (a second click, another process): finish it.
      if (trip.state === "cancelling_first") return false;
      // Only while the choice waits: never under a retry the railway may be confirming now.
      if (trip.state !== "second_failed") return null;
      const due = trip.decideBy !== null && trip.decideBy.getTime() <= now.getTime();
      // The reconciler's default comes at the deadline (the traveller's cancel has the same outcome any time).
      if (choice === "default_cancel" && !due) return null;
      await trips.update(tripId, { state: "cancelling_first", choice, updatedAt: now }, tx);
      return true;
    });
    if (started === null) return { chosen: false, done: false };
    return { chosen: started, done: await finishCancelFirst(tripId) };
  }

  async function finishCancelFirst(tripId: string): Promise<boolean> {
    const trip = await trips.trip(tripId);
    if (trip?.state !== "cancelling_first") return trip?.state === "cancelled";
    const legs = await trips.legs(tripId);
    const pnr = legs[0].pnr;
    let ticket: Ticket | null = null;
    /** The railway answered that it will not cancel (e.g. its chart is prepared). */
    let refused: string | null = null;
    if (pnr) {
      const cancelled = await deps.railway.cancel({ pnr, passengerNumbers: [] });
      if (cancelled.ok) ticket = cancelled.ticket;
      else {
        // Already cancelled (a retry after a crash), or refused: the railway's record decides.
        const current = await deps.railway.pnrStatus(pnr);
        ticket = current;
        if (!current?.passengers.every((p) => p.currentStatus === "CAN")) {
          // Refused for good: the traveller still pays nothing (the void below); the ticket stands.
          refused = cancelled.message;
        }
      }
    }
    const now = deps.now();
    const done = await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, tripId);
      if (locked?.trip.state !== "cancelling_first") return null;
      const { legs: current, trip: t } = locked;
      const payment = await voidPayment(current, tx, now);
      const reason = refused
        ? `The railway could not cancel this ticket (${refused.replace(/\.$/, "")}). Nothing was charged, and the ticket stays valid.`
        : t.choice === "default_cancel"
          ? `Cancelled by Safar at ${istTime(t.decideBy ?? now)} because the second train could not be booked and no choice was made in time. Nothing was charged.`
          : "Cancelled at your request because the second train could not be booked. Nothing was charged.";
      await repo.updateOrder(
        current[0].id,
        {
          ...(refused ? {} : { status: ORDER_STATUS.bookingCancelled }),
          failureReason: reason,
          ...(ticket ? { ticket } : {}),
          updatedAt: now,
        },
        tx,
      );
      if (current[1].status === ORDER_STATUS.retryInitiated) {
        await repo.updateOrder(
          current[1].id,
          {
            status: ORDER_STATUS.bookingFailed,
            failureReason: "Not booked: you chose to cancel the journey instead.",
            updatedAt: now,
          },
          tx,
        );
      }
      await trips.update(tripId, { state: "cancelled", updatedAt: now }, tx);
      const amount = formatPaise(payment?.amountPaise ?? 0);
      await tell(
        current,
        "trip_cancelled",
        (locale) =>
          tripCancelledNotice(
            {
              orderId: current[0].id,
              pnr: current[0].pnr,
              amount,
              how: refused
                ? { refused }
                : t.choice === "default_cancel"
                  ? { defaultAt: istTime(t.decideBy ?? now) }
                  : "chosen",
            },
            locale,
          ),
        tx,
      );
      return current;
    });
    if (!done) return (await trips.trip(tripId))?.state === "cancelled";
    void deps.messages.flush();
    const retryHold = done[1].status === ORDER_STATUS.retryInitiated ? done[1].holdId : null;
    if (retryHold) await deps.railway.release(retryHold).catch(() => undefined);
    return true;
  }

  /**
   * The reconciler's pass over trips (R2): a trip payment whose window
   * closed unpaid expires (payment_failed); every authorised or retrying
   * trip is driven; a choice not made by its deadline cancels the first
   * train and voids, once; a cancellation a crash interrupted is finished.
   */
  async function reconcile(limit = 100): Promise<{ trips: number; defaulted: number }> {
    const now = deps.now();
    let defaulted = 0;
    const open = await trips.open(limit);
    for (const trip of open) {
      try {
        if (trip.state === "payment") await expireIfLapsed(trip, now);
        else if (trip.state === "authorised" || trip.state === "retrying") await drive(trip.id);
        else if (trip.state === "cancelling_first") await finishCancelFirst(trip.id);
        else if (
          trip.state === "second_failed" &&
          trip.decideBy &&
          trip.decideBy.getTime() <= now.getTime()
        ) {
          if ((await cancelFirst(trip.id, "default_cancel")).chosen) defaulted++;
        }
      } catch {
        // The railway could not be asked now: the next pass looks again.
      }
    }
    return { trips: open.length, defaulted };
  }

  async function expireIfLapsed(trip: TripRow, now: Date): Promise<void> {
    await repo.transaction(async (tx) => {
      const locked = await trips.lock(tx, trip.id);
      if (locked?.trip.state !== "payment") return;
      const payment = await repo.openPayment(locked.legs[0].id, tx);
      if (payment?.status !== "pending" || payment.expiresAt.getTime() >= now.getTime()) return;
      if (!(await repo.expirePayment(payment.reference, tx))) return;
      for (const leg of locked.legs) {
        await repo.updateOrder(
          leg.id,
          {
            status: ORDER_STATUS.paymentFailed,
            failureReason: "Payment time ran out",
            updatedAt: now,
          },
          tx,
        );
      }
      await trips.update(trip.id, { state: "payment_failed", updatedAt: now }, tx);
    });
  }

  return {
    settleCallback,
    drive,
    cancelFirst,
    finishCancelFirst,
    reconcile,
    tripPath,
  };
}

export type TripSettlement = ReturnType<typeof createTripSettlement>;
