import { ORDER_STATUS, type PaymentCallback } from "@safar/contracts/booking";
import type { TravellerDetails } from "@safar/contracts/travellers/form";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, RailwayRefusal, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../messages/messages.service.ts";
import type { PromoService } from "../promo/promo.service.ts";
import type { RailwayIdsService } from "../railway-ids/railway-ids.service.ts";
import {
  bookingRepository,
  type OrderRow,
  type PaymentRow,
  type Tx,
} from "./booking.repository.ts";
import { orderETicket } from "./e-ticket-message.ts";
import { walletRepository } from "./wallet.repository.ts";

/**
 * What happens to an order's money once the gateway has answered (ADR 015):
 * an authorisation holds the amount (5 Booking Pending); the railway's PNR
 * captures it (7 Booking Successful, e-ticket) in the same transaction as the
 * order moves; a booking the railway will not make voids it (6 Booking
 * Failed, nothing taken, the traveller told why by SMS, e-mail and on the
 * order). Every step locks the order row and checks its state first, so a
 * callback, the traveller's return and the reconciler may all run at once.
 * Money that cannot become the order's ticket (a capture of an older build,
 * an authorisation left open) is given back by the reconciler, once.
 */

export interface SettlementDeps {
  db: Db;
  now: Clock;
  railway: RailwayGateway;
  railwayIds: Pick<RailwayIdsService, "markUsed">;
  messages: Messages;
  /** The absolute address of a PNR's shareable status page, linked from the e-ticket. */
  pnrStatusUrl?: ((pnr: string) => string) | undefined;
  /** The absolute address of an order's page, linked from the failure messages. */
  orderUrl?: ((orderId: string) => string) | undefined;
  /** A promo code's use follows its order (ADR 025): used when ticketed, released on a failure. */
  promo?: Pick<PromoService, "settle"> | undefined;
  /** A two-train trip's payment and completion go to the trip's settlement (ADR 023). */
  trips?: {
    settleCallback(
      callback: PaymentCallback,
      tripId: string,
    ): Promise<{ outcome: CallbackOutcome; payment: PaymentRow | null }>;
    drive(tripId: string): Promise<void>;
  };
}

interface StoredRequest {
  details: TravellerDetails;
  stations: { fromName: string; toName: string };
}

export type CallbackOutcome = "settled" | "ignored" | "expired";

/** How far back each reconciler pass looks for stray captures, once it has looked at all of them. */
const STRAY_WINDOW_MS = 24 * 3_600_000;

/** The wallet could not cover an authorisation: its transaction rolls back and the payment fails instead. */
class WalletShort extends Error {}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** Why the railway did not book, in the traveller's words (the order page, SMS and e-mail). */
export function failureReasonOf(
  refusal: Pick<RailwayRefusal, "reason" | "message">,
  railwayUserId: string,
): string {
  switch (refusal.reason) {
    case "authorization_timeout":
      return `The password of IRCTC user ID ${railwayUserId} was not entered on the railway's page in time, so the railway released the berths held for you.`;
    case "hold_expired":
      return "The railway released the berths held for you before the booking could be completed.";
    default:
      return `The railway could not book this ticket: ${sentence(refusal.message)}`;
  }
}

/** What happened to the money of a failed booking, in one sentence. */
export function moneySentence(payment: Pick<PaymentRow, "status" | "amountPaise">): string {
  return payment.status === "voided" || payment.status === "authorized"
    ? `The ${formatPaise(payment.amountPaise)} held on your payment method has been released. Nothing was charged.`
    : `${formatPaise(payment.amountPaise)} has been refunded to your original payment method.`;
}

/** {@link failureReasonOf} in Hindi (ADR 028); the railway's own words stay as it sent them. */
export function failureReasonHi(
  refusal: Pick<RailwayRefusal, "reason" | "message">,
  railwayUserId: string,
): string {
  switch (refusal.reason) {
    case "authorization_timeout":
      return `IRCTC यूज़र आईडी ${railwayUserId} का पासवर्ड रेलवे के पेज पर समय पर नहीं डाला गया, इसलिए रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।`;
    case "hold_expired":
      return "बुकिंग पूरी होने से पहले रेलवे ने आपके लिए रोकी गई बर्थ छोड़ दीं।";
    default:
      return `रेलवे यह टिकट बुक नहीं कर सका: ${sentence(refusal.message)}`;
  }
}

/** {@link moneySentence} in Hindi. */
export function moneySentenceHi(payment: Pick<PaymentRow, "status" | "amountPaise">): string {
  return payment.status === "voided" || payment.status === "authorized"
    ? `आपके भुगतान माध्यम पर रोके गए ${formatPaise(payment.amountPaise)} छोड़ दिए गए हैं। कोई राशि नहीं काटी गई।`
    : `${formatPaise(payment.amountPaise)} आपके मूल भुगतान माध्यम में लौटा दिए गए हैं।`;
}

export function createSettlement(deps: SettlementDeps) {
  const repo = bookingRepository(deps.db);
  const wallets = walletRepository(deps.db);
  /** Whether a pass has looked at every capture yet (after that, only recent ones). */
  let sweptAll = false;

  async function eTicket(order: OrderRow, ticket: Ticket, tx: Tx): Promise<void> {
    const request = order.request as StoredRequest;
    const locale = await deps.messages.languageOf(order.userId, tx);
    const message = orderETicket(order, ticket, (p) => p.bookingStatus, deps, locale);
    const contact = request.details.contact;
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

  /** The traveller is told why the booking failed and what became of the money (SMS and e-mail). */
  async function failureNotice(
    order: OrderRow,
    reason: string,
    money: string,
    voided: boolean,
    tx: Tx,
    hindi = false,
  ): Promise<void> {
    const { contact } = (order.request as StoredRequest).details;
    const link = deps.orderUrl?.(order.id);
    if (hindi) {
      const what = `${order.trainNumber} ${order.trainName}, ${order.fromCode} से ${order.toCode}, ${order.journeyDate}`;
      await deps.messages.enqueue(
        {
          channel: "email",
          recipient: contact.email,
          purpose: "booking_failed",
          subject: voided
            ? `बुकिंग पूरी नहीं हुई, कोई राशि नहीं कटी: ऑर्डर ${order.id}`
            : `बुकिंग विफल, राशि लौटाई गई: ऑर्डर ${order.id}`,
          body: [
            `आपकी ${what} की बुकिंग (ऑर्डर ${order.id}) पूरी नहीं हो सकी।`,
            reason,
            money,
            ...(link ? [`ऑर्डर का विवरण: ${link}`] : []),
          ].join("\n"),
        },
        tx,
      );
      await deps.messages.enqueue(
        {
          channel: "sms",
          recipient: contact.mobile,
          purpose: "booking_failed",
          body: `Safar: बुकिंग ${order.id} (${order.trainNumber}, ${order.journeyDate}) पूरी नहीं हुई। ${reason} ${money}${link ? ` ${link}` : ""}`,
        },
        tx,
      );
      return;
    }
    const what = `${order.trainNumber} ${order.trainName}, ${order.fromCode} to ${order.toCode} on ${order.journeyDate}`;
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose: "booking_failed",
        subject: voided
          ? `Booking not completed, nothing charged: order ${order.id}`
          : `Booking failed, amount refunded: order ${order.id}`,
        body: [
          `Your booking of ${what} (order ${order.id}) could not be completed.`,
          reason,
          money,
          ...(link ? [`Order details: ${link}`] : []),
        ].join("\n"),
      },
      tx,
    );
    await deps.messages.enqueue(
      {
        channel: "sms",
        recipient: contact.mobile,
        purpose: "booking_failed",
        body: `Safar: booking ${order.id} (${order.trainNumber} on ${order.journeyDate}) not completed. ${reason} ${money}${link ? ` ${link}` : ""}`,
      },
      tx,
    );
  }

  /**
   * The gateway's callback, after its signature was checked: the payment's
   * pending → authorized (the amount held; order 5) or failed (order 2), in one
   * transaction under the order's lock. Only the open payment of an order
   * waiting for it (1) moves, only inside its window; a repeated, late or
   * stray callback changes nothing.
   */
  async function settleCallback(callback: PaymentCallback): Promise<{
    outcome: CallbackOutcome;
    payment: PaymentRow | null;
  }> {
    const now = deps.now();
    // A trip's one payment is the first train's order's: the trip settles it (ADR 023).
    const paid = await repo.paymentByReference(callback.reference);
    const tripId = paid ? (await repo.order(paid.orderId))?.tripId : null;
    if (tripId && deps.trips) return deps.trips.settleCallback(callback, tripId);
    const settle = (status: "authorized" | "failed") =>
      repo.transaction(async (tx) => {
        const ignored = { outcome: "ignored" as CallbackOutcome, payment: null };
        const payment = await repo.paymentByReference(callback.reference, tx);
        if (!payment || payment.amountPaise !== callback.amountPaise) return ignored;
        const order = await repo.lockOrder(tx, payment.orderId);
        if (!order || payment.status !== "pending") return ignored;
        // Past the 600 s window the payment is over: a late callback takes nothing.
        if (payment.expiresAt.getTime() <= now.getTime()) {
          return { outcome: "expired" as CallbackOutcome, payment: null };
        }
        // The order's state, in the same transaction: it must be waiting for this payment.
        if (order.status !== ORDER_STATUS.paymentProcessing) return ignored;
        const row = await repo.movePayment(
          { reference: callback.reference },
          "pending",
          status,
          {
            method: callback.method,
            gatewayResponse: callback,
            // Where a refund of this payment goes back (spec §9: it may bounce).
            ...(status === "authorized"
              ? { authorizedAt: now, instrument: callback.instrument ?? null }
              : {}),
          },
          tx,
        );
        if (!row) return ignored;
        if (status === "authorized" && callback.method === "wallet") {
          // The wallet holds the amount in the same transaction: both or neither.
          if (!(await wallets.hold(order.userId, payment.amountPaise, now, tx))) {
            throw new WalletShort();
          }
        }
        await repo.updateOrder(
          order.id,
          {
            status:
              status === "authorized" ? ORDER_STATUS.bookingPending : ORDER_STATUS.paymentFailed,
            updatedAt: now,
          },
          tx,
        );
        if (status !== "authorized") await deps.promo?.settle(tx, order.id, "released");
        return { outcome: "settled" as CallbackOutcome, payment: row };
      });
    let result: Awaited<ReturnType<typeof settle>>;
    try {
      result = await settle(callback.status);
    } catch (error) {
      if (!(error instanceof WalletShort)) throw error;
      result = await settle("failed");
    }
    if (result.payment?.status === "authorized") await completePaid(result.payment.orderId);
    return result;
  }

  /**
   * Ends an order at 5 whose booking the railway refused: the authorisation is
   * voided (an older build's capture refunded), the order fails with the reason
   * in plain words, and the traveller is told by SMS and e-mail. The railway's
   * hold, if it still stands, is given up.
   */
  async function fail(orderId: string, refusal: RailwayRefusal): Promise<void> {
    const now = deps.now();
    const failed = await repo.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order || order.status !== ORDER_STATUS.bookingPending) return null;
      const payment = await repo.bookingPayment(orderId, tx);
      if (!payment) return null;
      const reason = failureReasonOf(refusal, order.railwayUserId);
      let after: PaymentRow | null = null;
      if (payment.status === "authorized") {
        after = await repo.movePayment(
          { paymentId: payment.id },
          "authorized",
          "voided",
          { voidedAt: now },
          tx,
        );
        if (after && payment.method === "wallet") {
          await wallets.release(order.userId, payment.amountPaise, now, tx);
        }
      } else {
        const inserted = await repo.insertRefund(
          {
            paymentId: payment.id,
            orderId,
            amountPaise: payment.amountPaise,
            reason,
            createdAt: now,
            settledAt: now,
          },
          tx,
        );
        if (inserted && payment.method === "wallet") {
          await wallets.credit(order.userId, payment.amountPaise, now, tx);
        }
        after = payment;
      }
      if (!after) return null;
      await repo.updateOrder(
        orderId,
        { status: ORDER_STATUS.bookingFailed, failureReason: reason, updatedAt: now },
        tx,
      );
      // Refunded in full: the promo code's use comes back.
      await deps.promo?.settle(tx, orderId, "released");
      const hindi = (await deps.messages.languageOf(order.userId, tx)) === "hi";
      await failureNotice(
        order,
        hindi ? failureReasonHi(refusal, order.railwayUserId) : reason,
        hindi ? moneySentenceHi(after) : moneySentence(after),
        after.status === "voided",
        tx,
        hindi,
      );
      return order;
    });
    if (!failed) return;
    void deps.messages.flush();
    if (failed.holdId) await deps.railway.release(failed.holdId).catch(() => undefined);
  }

  /**
   * Turns an order at 5 into a ticket, or fails it. Safe to call any number of
   * times from anywhere (callback, reconciler, the traveller's return): the
   * railway's confirm is idempotent per hold and payment reference, and only
   * an order still at 5 moves, under its row lock. The capture happens here
   * and only here: in the transaction that records the PNR.
   */
  async function completePaid(orderId: string): Promise<void> {
    const order = await repo.order(orderId);
    if (order?.tripId) {
      await deps.trips?.drive(order.tripId);
      return;
    }
    if (!order || order.status !== ORDER_STATUS.bookingPending || !order.holdId) return;
    const payment = await repo.bookingPayment(orderId);
    if (!payment) return;
    const confirmed = await deps.railway.confirm(order.holdId, payment.reference);
    if (!confirmed.ok) {
      // Waiting for the traveller's password on the railway's page: the hold's lapse ends it.
      if (confirmed.reason === "not_authorized") return;
      await fail(orderId, confirmed);
      return;
    }
    const now = deps.now();
    const booked = await repo.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked || locked.status !== ORDER_STATUS.bookingPending) return false;
      const current = await repo.paymentById(payment.id, tx);
      if (current?.status === "authorized") {
        await repo.movePayment(
          { paymentId: payment.id },
          "authorized",
          "captured",
          { capturedAt: now },
          tx,
        );
        if (current.method === "wallet") {
          if (!(await wallets.captureHeld(locked.userId, current.amountPaise, now, tx))) {
            throw new Error(`wallet of order ${orderId} does not hold its authorisation`);
          }
        }
      } else if (current?.status !== "captured") {
        return false;
      }
      await repo.updateOrder(
        orderId,
        {
          status: ORDER_STATUS.bookingSuccessful,
          pnr: confirmed.pnr,
          ticket: confirmed,
          ticketPaymentId: payment.id,
          updatedAt: now,
        },
        tx,
      );
      // The promo code's use is consumed with the capture, once.
      await deps.promo?.settle(tx, orderId, "used");
      await eTicket(locked, confirmed, tx);
      return true;
    });
    if (!booked) return;
    void deps.messages.flush();
    await deps.railwayIds.markUsed(order.userId, order.railwayUserId);
  }

  /** Gives back money that cannot become its order's ticket: voids an open authorisation, refunds a capture. Once. */
  async function giveBack(stray: PaymentRow): Promise<boolean> {
    const now = deps.now();
    return repo.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, stray.orderId);
      if (!order || order.status === ORDER_STATUS.bookingPending) return false;
      const payment = await repo.paymentById(stray.id, tx);
      if (payment?.status === "authorized") {
        const voided = await repo.movePayment(
          { paymentId: payment.id },
          "authorized",
          "voided",
          { voidedAt: now },
          tx,
        );
        if (voided && payment.method === "wallet") {
          await wallets.release(order.userId, payment.amountPaise, now, tx);
        }
        return voided !== null;
      }
      if (payment?.status !== "captured" || order.ticketPaymentId === payment.id) return false;
      const inserted = await repo.insertRefund(
        {
          paymentId: payment.id,
          orderId: order.id,
          amountPaise: payment.amountPaise,
          reason: "This payment could not become this order's ticket, so it is refunded in full.",
          createdAt: now,
          settledAt: now,
        },
        tx,
      );
      if (inserted && payment.method === "wallet") {
        await wallets.credit(order.userId, payment.amountPaise, now, tx);
      }
      return inserted;
    });
  }

  /**
   * The reconciler (R2): payments whose window closed unpaid expire (order
   * 2); every order at 5 is driven to a ticket or a void; stray money is
   * given back. Runs at start and every minute; safe in many processes at once.
   */
  async function reconcile(): Promise<{
    completed: number;
    expired: number;
    givenBack: number;
  }> {
    const now = deps.now();
    let expired = 0;
    for (const payment of await repo.lapsedPayments(now, 200)) {
      const done = await repo.transaction(async (tx) => {
        if (!(await repo.expirePayment(payment.reference, tx))) return false;
        const lapsed = await repo.transition(
          payment.orderId,
          [ORDER_STATUS.paymentProcessing],
          {
            status: ORDER_STATUS.paymentFailed,
            failureReason: "Payment time ran out",
            updatedAt: now,
          },
          tx,
        );
        if (lapsed) await deps.promo?.settle(tx, payment.orderId, "released");
        return true;
      });
      if (done) expired++;
    }
    const paid = await repo.paidUnfinished(200);
    for (const orderId of paid) await completePaid(orderId);
    // Stray captures: every one on the first pass of this process (earlier data), then the last day's.
    const since = sweptAll ? new Date(now.getTime() - STRAY_WINDOW_MS) : null;
    const captures = await repo.strayCaptures(since, 200);
    let givenBack = 0;
    for (const stray of [...(await repo.strayAuthorisations(200)), ...captures]) {
      if (await giveBack(stray)) givenBack++;
    }
    if (captures.length < 200) sweptAll = true;
    return { completed: paid.length, expired, givenBack };
  }

  return { settleCallback, completePaid, fail, reconcile };
}
