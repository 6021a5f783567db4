import { randomBytes, randomInt, randomUUID } from "node:crypto";
import {
  type BookingJourney,
  type CheckoutResponse,
  type FareBreakdown,
  type FareLine,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type OrderStatusCode,
  type OrderSummary,
  orderStatusTone,
  type PaymentCallback,
  PaymentCallbackSchema,
  type PayRequest,
  type PremiumsResponse,
  type VerifyRequest,
  type VerifyResponse,
} from "@safar/contracts/booking";
import { DomainError, ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import { type TravellerDetails, validateTravellerDetails } from "@safar/contracts/travellers/form";
import type { Db } from "@safar/db/client";
import {
  convenienceFee,
  freeCancellationPerPassenger,
  INSURANCE_PAISE_PER_PASSENGER,
  insuredCount,
} from "@safar/domain/booking-charges";
import type { Clock } from "@safar/domain/clock";
import { istCompactDate, istDate, istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { Availability, RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../messages/messages.service.ts";
import type { RailwayIdsService } from "../railway-ids/railway-ids.service.ts";
import { bookingRepository, type OrderRow, type PaymentRow } from "./booking.repository.ts";
import { callbackSignatureValid, decidePayment, normaliseUpiId, signCallback } from "./paygate.ts";
import { createSettlement, moneySentence } from "./settlement.ts";
import { walletRepository } from "./wallet.repository.ts";

/**
 * Orders and payments (ADR 011, ADR 015): a state machine with one owner per step.
 *
 * verify (draft 0) → checkout: the railway holds the berths, one payment opens
 * for 600 s (1 Payment Processing; a second checkout answers the same one) →
 * the simulated gateway's signed callback authorises it: the amount is held,
 * not taken (5 Booking Pending) → the railway issues the PNR and the payment
 * is captured in the same transaction (7 Booking Successful, e-ticket), or the
 * railway will not book and the authorisation is voided (6 Booking Failed,
 * nothing charged, the traveller told why). A declined payment is 2 Payment
 * Failed and may be tried again while the hold lasts. The reconciler drives
 * every order left at 5 to a ticket or a void and gives back stray money
 * (`settlement.ts`, targets R2). Every query of an order filters by its user
 * (R5); instants come from the injected clock.
 */

export const PAYMENT_WINDOW_MS = 600_000;

/** The simulated parent wallet of a new user. */
export const INITIAL_WALLET_PAISE = 1_000_000;
const SEAT_STATUS_WL_MESSAGE = "Seat Status has changed to Waiting List!";

export interface BookingDeps {
  db: Db;
  now: Clock;
  railway: RailwayGateway;
  /** The user's linked railway user IDs: an ID is linked (and so known to the railway) before it books. */
  railwayIds: Pick<RailwayIdsService, "link" | "markUsed">;
  messages: Messages;
  /** Signs the gateway's callbacks (derived from SESSION_SECRET). */
  callbackSecret: string;
  initialWalletPaise?: number;
  /** The absolute address of a PNR's shareable status page, linked from the e-ticket. */
  pnrStatusUrl?: (pnr: string) => string;
  /** The absolute address of an order's page, linked from the failure messages. */
  orderUrl?: (orderId: string) => string;
}

/** Hands a signed callback to the merchant's callback endpoint, server to server. */
export type DeliverCallback = (rawBody: string, signature: string) => Promise<void>;

interface StoredRequest {
  details: TravellerDetails;
  stations: { fromName: string; toName: string };
  /** HH:mm (IST) at the boarding and the destination station. */
  departure: string | null;
  arrival: string | null;
}

/** How good an availability status is: confirmed 3, RAC 2, waitlist 1, nothing 0. */
export function statusRank(status: string): number {
  const s = status.toUpperCase();
  if (s.startsWith("AVAILABLE") || s.startsWith("CURR_AVBL") || s.startsWith("CNF")) return 3;
  if (s.startsWith("RAC")) return 2;
  if (s.includes("WL")) return s.startsWith("REGRET") ? 0 : 1;
  return 0;
}

/** Spec §4: a status worse than the one seen asks the traveller to confirm. */
export function seatStatusChange(
  seen: string,
  now: string,
): { changed: boolean; message: string | null } {
  if (!seen || statusRank(now) >= statusRank(seen)) return { changed: false, message: null };
  const message =
    statusRank(now) === 1 ? SEAT_STATUS_WL_MESSAGE : `Seat Status has changed to ${now}!`;
  return { changed: true, message };
}

function fareLines(input: {
  ticketFare: number;
  classCode: string;
  payingPassengers: number;
  adultFare: number;
  freeCancellation: boolean;
  insured: number;
}): FareLine[] {
  const fee = convenienceFee(input.classCode);
  const lines: FareLine[] = [
    { id: "ticket_fare", label: "Ticket fare", paise: input.ticketFare },
    { id: "convenience_fee", label: "Convenience fee", paise: fee.fee },
    { id: "gst_on_fee", label: "GST on convenience fee", paise: fee.gst },
  ];
  if (input.freeCancellation) {
    lines.push({
      id: "free_cancellation",
      label: "Free cancellation",
      paise: freeCancellationPerPassenger(input.adultFare) * input.payingPassengers,
    });
  }
  if (input.insured > 0) {
    lines.push({
      id: "insurance",
      label: "Travel insurance",
      paise: INSURANCE_PAISE_PER_PASSENGER * input.insured,
    });
  }
  return lines;
}

function breakdown(lines: FareLine[], payingPassengers: number, final: boolean): FareBreakdown {
  return {
    lines,
    totalPaise: lines.reduce((sum, l) => sum + l.paise, 0),
    payingPassengers,
    final,
  };
}

/** An order id as the railway partners write them: `YYMMDD` (IST) and 8 random digits. */
export function newOrderId(now: Date): string {
  return `${istCompactDate(now).slice(2)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Verified details as the traveller-details form submits them (quick book, edit). */
function formOf(d: TravellerDetails): Record<string, unknown> {
  return {
    passengers: d.passengers.map((p) => ({
      name: p.name,
      age: p.age,
      gender: p.gender,
      berth: p.berth,
      ...(p.food ? { food: p.food } : {}),
      nationality: p.nationality,
      ...(p.passport ? { passport: p.passport } : {}),
      ...(p.dob ? { dob: p.dob } : {}),
    })),
    contact: d.contact,
    noFood: d.noFood,
    autoUpgrade: d.autoUpgrade,
    ...(d.coachId ? { coachId: d.coachId } : {}),
    ...(d.lowerBerths ? { lowerBerths: d.lowerBerths } : {}),
    ...(d.gst ? { gst: d.gst } : {}),
    insuranceOpted: d.insuranceOpted,
    freeCancellationOpted: d.freeCancellationOpted,
    policyAgreed: true,
  };
}

/** The answer of verify and re-verify: the seat status now against the one seen. */
function verified(
  orderId: string,
  seenStatus: string,
  availability: Availability,
  fare: FareBreakdown,
): VerifyResponse {
  const change = seatStatusChange(seenStatus, availability.status);
  return {
    orderId,
    status: availability.status,
    statusChanged: change.changed,
    statusMessage: change.message,
    bookable: availability.bookable,
    fare,
  };
}

function newReference(): string {
  return `SFR${randomBytes(9).toString("base64url").replace(/[-_]/g, "0").toUpperCase()}`;
}

export function createBookingService(deps: BookingDeps) {
  const repo = bookingRepository(deps.db);
  const wallets = walletRepository(deps.db);
  const settlement = createSettlement(deps);
  const initialWallet = deps.initialWalletPaise ?? INITIAL_WALLET_PAISE;
  /** UPI IDs upgraded through 'Upgrade now' (the simulated bank's state, per process). */
  const upgradedUpiIds = new Set<string>();

  async function availabilityOf(journey: BookingJourney): Promise<Availability> {
    const answer = await deps.railway.availability({
      trainNumber: journey.trainNumber,
      from: journey.from,
      to: journey.to,
      date: journey.date,
      classCode: journey.classCode,
      quota: journey.quota,
    });
    if (!answer.ok) throw new DomainError(ErrorCode.booking_refused, { message: answer.message });
    return answer;
  }

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await repo.orderOf(userId, orderId);
    if (!order) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
    return order;
  }

  function journeyOf(order: OrderRow): BookingJourney {
    return {
      trainNumber: order.trainNumber,
      from: order.fromCode,
      to: order.toCode,
      date: order.journeyDate,
      classCode: order.classCode as BookingJourney["classCode"],
      quota: order.quota as BookingJourney["quota"],
    };
  }

  /** The payment an order at 1 has open, as checkout answers it; null when there is none to answer. */
  function stillOpen(order: OrderRow, open: PaymentRow | null, now: Date): CheckoutResponse | null {
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
   * Where the traveller goes once paid: the railway's own page to type the
   * railway password while the booking waits for it, else the order.
   */
  function nextUrlOf(order: OrderRow): string {
    const orderPath = `/trains/summary/${order.id}`;
    if (order.status === ORDER_STATUS.bookingPending && order.holdId) {
      return deps.railway.authorizationUrl(order.holdId, orderPath);
    }
    return orderPath;
  }

  async function summary(order: OrderRow): Promise<OrderSummary> {
    const request = order.request as StoredRequest;
    const payment = await repo.latestPayment(order.id);
    const refundRows = await repo.refundsOf(order.id);
    const refunded = refundRows.reduce((sum, r) => sum + r.amountPaise, 0);
    const lastRefund = refundRows.at(-1);
    const ticket = order.ticket as Ticket | null;
    let now: string | null = null;
    if (order.status === ORDER_STATUS.draft) {
      const answer = await deps.railway.availability({
        trainNumber: order.trainNumber,
        from: order.fromCode,
        to: order.toCode,
        date: order.journeyDate,
        classCode: order.classCode as BookingJourney["classCode"],
        quota: order.quota as BookingJourney["quota"],
      });
      now = answer.ok ? answer.status : null;
    }
    const change = now
      ? seatStatusChange(order.seenStatus, now)
      : { changed: false, message: null };
    const status = order.status as OrderStatusCode;
    const notes: string[] = [];
    const failureReason =
      status === ORDER_STATUS.bookingFailed ? (order.failureReason ?? null) : null;
    if (failureReason) notes.push(failureReason);
    if (payment?.status === "authorized") {
      notes.push(
        `${formatPaise(payment.amountPaise)} is on hold on your payment method, not charged: it is taken only when the railway issues your ticket, and released if it cannot.`,
      );
    }
    if (payment?.status === "voided") notes.push(moneySentence(payment));
    if (refunded > 0) {
      notes.push(moneySentence({ status: "captured", amountPaise: refunded }));
    }
    const d = request.details;
    return {
      orderId: order.id,
      header: {
        status,
        label: ORDER_STATUS_LABELS[status] ?? "Booking",
        tone: orderStatusTone(status),
        createdAt: order.createdAt.toISOString(),
      },
      journey_details: {
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
        quota: order.quota,
        pnr: order.pnr,
        railwayUserId: order.railwayUserId,
      },
      passenger_details: d.passengers.map((p, i) => {
        const t = ticket?.passengers[i];
        return {
          number: i + 1,
          name: p.name,
          age: p.age,
          gender: p.gender,
          berth: p.berth,
          food: p.food ?? "D",
          bookingStatus: t?.bookingStatus ?? null,
          currentStatus: t?.currentStatus ?? null,
        };
      }),
      contact_details: { email: d.contact.email, mobile: d.contact.mobile },
      fare_and_payment_details: {
        fare: order.fare as FareBreakdown,
        payment: payment
          ? {
              reference: payment.reference,
              status: payment.status,
              method: payment.method,
              amountPaise: payment.amountPaise,
              expiresAt: payment.expiresAt.toISOString(),
              authorizedAt: payment.authorizedAt?.toISOString() ?? null,
              capturedAt: payment.capturedAt?.toISOString() ?? null,
              voidedAt: payment.voidedAt?.toISOString() ?? null,
            }
          : null,
      },
      refund_details: lastRefund
        ? {
            amountPaise: refunded,
            reason: lastRefund.reason,
            createdAt: lastRefund.createdAt.toISOString(),
          }
        : null,
      failure_reason: failureReason,
      seat_status: { seen: order.seenStatus, now, ...change },
      railway_authorization_url:
        status === ORDER_STATUS.bookingPending && order.holdId
          ? deps.railway.authorizationUrl(order.holdId, `/trains/summary/${order.id}`)
          : null,
      preferences: {
        noFood: d.noFood,
        autoUpgrade: d.autoUpgrade,
        coachId: d.coachId ?? null,
        lowerBerths: d.lowerBerths ?? null,
        insuranceOpted: d.insuranceOpted,
        freeCancellationOpted: d.freeCancellationOpted,
      },
      gst_details: d.gst
        ? (Object.fromEntries(
            Object.entries(d.gst).filter(([, v]) => typeof v === "string"),
          ) as Record<string, string>)
        : null,
      notes,
    };
  }

  const service = {
    /** Spec §7 `v1/insurance/calculate`: the two premiums for these travellers. */
    async premiums(
      journey: BookingJourney,
      ages: readonly number[],
      nationalities: readonly string[] = [],
    ): Promise<PremiumsResponse> {
      const availability = await availabilityOf(journey);
      const paying = ages.filter((a) => a >= 5).length;
      const perPassenger = freeCancellationPerPassenger(availability.fare);
      const insured = insuredCount(
        ages.map((age, i) => ({ age, nationality: nationalities[i] ?? "IN" })),
      );
      return {
        freeCancellation: { perPassengerPaise: perPassenger, totalPaise: perPassenger * paying },
        insurance: {
          perPassengerPaise: INSURANCE_PAISE_PER_PASSENGER,
          totalPaise: INSURANCE_PAISE_PER_PASSENGER * insured,
          insured,
        },
      };
    },

    /** Spec §7 `v1/verify`: every traveller rule, availability and fare now; a draft order for review. */
    async verify(userId: string, request: VerifyRequest): Promise<VerifyResponse> {
      const { journey } = request;
      const now = deps.now();
      const schedule = await deps.railway.trainSchedule(journey.trainNumber);
      if (!schedule)
        throw new DomainError(ErrorCode.booking_refused, { message: "Train not found" });
      const checked = validateTravellerDetails(request.details, {
        today: istDate(now),
        quota: journey.quota,
        foodRequired: schedule.cateringIncluded,
      });
      if (!checked.ok) {
        throw new DomainError(ErrorCode.validation_failed, {
          ...(checked.message ? { message: checked.message } : {}),
          fields: checked.fields,
        });
      }
      const railwayUserId = request.railwayUserId.trim();
      if (!/^[A-Za-z0-9_]{3,35}$/.test(railwayUserId)) {
        throw new DomainError(ErrorCode.validation_failed, {
          message: "Please enter a valid User ID",
          fields: { railwayUserId: "Please enter a valid User ID" },
        });
      }
      try {
        // Linking is idempotent; it also asks the railway whether the ID exists.
        await deps.railwayIds.link(userId, railwayUserId);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === ErrorCode.logged_out) throw error;
        throw new DomainError(ErrorCode.validation_failed, {
          message: error.message,
          fields: { railwayUserId: error.message },
        });
      }
      const availability = await availabilityOf(journey);
      const details = checked.value;
      const paying = details.passengers.filter((p) => p.category !== "infant").length;
      const insured = details.insuranceOpted ? insuredCount(details.passengers) : 0;
      const lines = fareLines({
        ticketFare: availability.fare * paying,
        classCode: journey.classCode,
        payingPassengers: paying,
        adultFare: availability.fare,
        freeCancellation: details.freeCancellationOpted,
        insured,
      });
      const fare = breakdown(lines, paying, false);
      const [from, to] = await Promise.all([
        deps.railway.station(journey.from),
        deps.railway.station(journey.to),
      ]);
      const stopOf = (code: string) => schedule.stops.find((s) => s.code === code);
      const stored: StoredRequest = {
        details,
        stations: { fromName: from?.name ?? journey.from, toName: to?.name ?? journey.to },
        departure: stopOf(journey.from)?.departure ?? null,
        arrival: stopOf(journey.to)?.arrival ?? null,
      };
      const orderId = newOrderId(now);
      await repo.insertOrder({
        id: orderId,
        userId,
        status: ORDER_STATUS.draft,
        railwayUserId,
        trainNumber: journey.trainNumber,
        trainName: schedule.name,
        fromCode: journey.from,
        toCode: journey.to,
        journeyDate: journey.date,
        classCode: journey.classCode,
        quota: journey.quota,
        request: stored,
        fare,
        totalPaise: fare.totalPaise,
        seenStatus: request.seenStatus || availability.status,
        createdAt: now,
        updatedAt: now,
      });
      return verified(orderId, request.seenStatus, availability, fare);
    },

    /**
     * Quick book (spec §4, §7 `v1/quick_book`): the travellers, contact,
     * preferences and railway user ID of the user's last booking, verified
     * afresh for this journey into a draft order; or a refusal when there is
     * no earlier booking to copy.
     */
    async quickBookPreview(userId: string) {
      const last = await repo.latestOrderOf(userId);
      if (!last) return { available: false as const };
      const d = (last.request as StoredRequest).details;
      return {
        available: true as const,
        railwayUserId: last.railwayUserId,
        travellers: d.passengers.map((p) => ({ name: p.name, age: p.age, gender: p.gender })),
      };
    },

    async quickBook(userId: string, journey: BookingJourney, seenStatus: string) {
      const last = await repo.latestOrderOf(userId);
      if (!last) {
        throw new DomainError(ErrorCode.quick_book_unavailable);
      }
      const d = (last.request as StoredRequest).details;
      return service.verify(userId, {
        journey,
        railwayUserId: last.railwayUserId,
        seenStatus,
        details: formOf(d),
      });
    },

    /**
     * Spec §7 `v1/pfEdit`: what the traveller submitted for an order not yet
     * paid (a draft or a failed payment), to fill the traveller-details form
     * again for editing; a new verify makes a new draft.
     */
    async editable(userId: string, orderId: string) {
      const order = await ownOrder(userId, orderId);
      if (
        order.status !== ORDER_STATUS.draft &&
        order.status !== ORDER_STATUS.paymentFailed &&
        order.status !== ORDER_STATUS.paymentProcessing
      ) {
        throw new DomainError(ErrorCode.order_not_payable);
      }
      return {
        orderId,
        journey: journeyOf(order),
        railwayUserId: order.railwayUserId,
        details: formOf((order.request as StoredRequest).details),
      };
    },

    /** Spec §7 `v2/verify`: the seat status of a draft again (the review screen). */
    async reverify(userId: string, orderId: string) {
      const order = await ownOrder(userId, orderId);
      const availability = await availabilityOf(journeyOf(order));
      return verified(orderId, order.seenStatus, availability, order.fare as FareBreakdown);
    },

    /**
     * Spec §7 `v1/checkout`: the railway holds the berths for the order (its
     * id is the idempotency key) and a payment opens for 600 s. Repeated while
     * a payment is open, it answers that payment; after a declined payment it
     * opens a new one while the hold lasts.
     */
    async checkout(
      userId: string,
      orderId: string,
      acceptStatusChange: boolean,
    ): Promise<CheckoutResponse> {
      const order = await ownOrder(userId, orderId);
      const now = deps.now();
      const open = await repo.openPayment(orderId);
      const live = stillOpen(order, open, now);
      if (live) return live;
      const retry =
        order.status === ORDER_STATUS.paymentFailed ||
        (order.status === ORDER_STATUS.paymentProcessing && open?.status !== "authorized");
      if (order.status !== ORDER_STATUS.draft && !retry) {
        throw new DomainError(ErrorCode.order_not_payable);
      }
      if (order.status === ORDER_STATUS.draft) {
        const availability = await availabilityOf(journeyOf(order));
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
        throw new DomainError(hold.errorCode ?? ErrorCode.booking_refused, {
          message: hold.message,
        });
      }
      if (hold.expiresAt <= now) throw new DomainError(ErrorCode.payment_expired);
      const paying = d.passengers.filter((p) => p.category !== "infant").length;
      const adultFare = paying > 0 ? Math.round(hold.totalFare / paying) : hold.totalFare;
      const fare = breakdown(
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
      const expiresAt = new Date(
        Math.min(now.getTime() + PAYMENT_WINDOW_MS, hold.expiresAt.getTime()),
      );
      // One payment an order (issue 16): under the order's lock, a checkout that
      // finds the payment another one just opened answers it instead of a second.
      return repo.transaction(async (tx) => {
        const locked = await repo.lockOrder(tx, orderId);
        if (!locked) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
        const current = await repo.openPayment(orderId, tx);
        const opened = stillOpen(locked, current, now);
        if (opened) return opened;
        if (current?.status === "authorized") throw new DomainError(ErrorCode.order_not_payable);
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
    },

    async order(userId: string, orderId: string): Promise<OrderSummary> {
      return summary(await ownOrder(userId, orderId));
    },

    /** What the wallet can spend now, and what open authorisations hold. */
    async wallet(userId: string): Promise<{ balancePaise: number; heldPaise: number }> {
      const w = await wallets.read(userId, initialWallet, deps.now());
      return { balancePaise: w.balance - w.held, heldPaise: w.held };
    },

    /** Test and demo seam: sets the simulated wallet's balance. */
    async setWalletBalance(userId: string, balancePaise: number): Promise<void> {
      await wallets.setBalance(userId, balancePaise, deps.now());
    },

    /** 'Upgrade now' for a UPI ID that needs it (the simulated bank's upgrade). */
    upgradeUpiId(upiId: string): void {
      upgradedUpiIds.add(normaliseUpiId(upiId));
    },

    /**
     * The simulated gateway's payment page: decides, then posts the signed
     * callback to the merchant (server to server) and answers the outcome.
     */
    async pay(userId: string, request: PayRequest, deliver: DeliverCallback) {
      const payment = await repo.paymentByReference(request.reference);
      const order = payment ? await repo.orderOf(userId, payment.orderId) : null;
      if (!payment || !order)
        throw new DomainError(ErrorCode.not_found, { message: "No such payment" });
      const now = deps.now();
      if (payment.status !== "pending" || order.status !== ORDER_STATUS.paymentProcessing) {
        throw new DomainError(ErrorCode.order_not_payable);
      }
      if (payment.expiresAt <= now) throw new DomainError(ErrorCode.payment_expired);
      const wallet =
        request.method === "wallet" ? await wallets.read(userId, initialWallet, now) : null;
      const decision = decidePayment(request, {
        amountPaise: payment.amountPaise,
        walletBalancePaise: wallet ? wallet.balance - wallet.held : 0,
        today: istDate(now),
        upgradedUpiIds,
      });
      if (decision.outcome === "invalid") {
        throw new DomainError(ErrorCode.payment_details_invalid, { fields: decision.fields });
      }
      if (decision.outcome === "low_balance") throw new DomainError(ErrorCode.low_wallet_balance);
      if (decision.outcome === "upi_upgrade_required") {
        throw new DomainError(ErrorCode.upi_upgrade_required);
      }
      const callback: PaymentCallback = {
        reference: payment.reference,
        status: decision.outcome === "authorized" ? "authorized" : "failed",
        amountPaise: payment.amountPaise,
        method: request.method,
        gatewayTxnId: `PG${randomBytes(8).toString("hex").toUpperCase()}`,
      };
      const raw = JSON.stringify(callback);
      await deliver(raw, signCallback(deps.callbackSecret, raw));
      // The payment as the merchant now has it (a simultaneous pay of the same reference may have won).
      const settled = await repo.paymentByReference(payment.reference);
      const after = await repo.order(order.id);
      const held = settled?.status === "authorized" || settled?.status === "captured";
      if (!held && settled?.status !== "failed") {
        // The callback was refused: the window closed meanwhile, or the order moved on.
        throw new DomainError(
          after?.status === ORDER_STATUS.paymentProcessing
            ? ErrorCode.payment_expired
            : ErrorCode.order_not_payable,
        );
      }
      return {
        nextUrl: nextUrlOf(after ?? order),
        outcome: held ? ("authorized" as const) : ("failed" as const),
        message: held
          ? "Payment authorised: the amount is on hold and is taken only when the railway issues your ticket."
          : ERROR_MESSAGES.payment_declined,
        orderId: order.id,
        status: after?.status ?? order.status,
      };
    },

    /**
     * Spec §7 `v1/payment/confirm`: the gateway's server-to-server callback.
     * Signed; idempotent on the payment reference — the same callback any
     * number of times, at once or later, authorises once (R3); one that
     * arrives after the payment window closed is refused (409) and holds nothing.
     */
    async paymentCallback(rawBody: string, signature: string): Promise<{ accepted: boolean }> {
      if (!callbackSignatureValid(deps.callbackSecret, rawBody, signature)) {
        throw new DomainError(ErrorCode.callback_signature_invalid);
      }
      const callback = PaymentCallbackSchema.parse(JSON.parse(rawBody));
      const settled = await settlement.settleCallback(callback);
      if (settled.outcome === "expired") throw new DomainError(ErrorCode.payment_expired);
      return { accepted: settled.outcome === "settled" };
    },

    /** The traveller came back (e.g. from the railway's page): finish a paid order if it can be. */
    async complete(userId: string, orderId: string): Promise<OrderSummary> {
      const order = await ownOrder(userId, orderId);
      if (order.status === ORDER_STATUS.bookingPending) await settlement.completePaid(orderId);
      return summary(await ownOrder(userId, orderId));
    },

    /** The reconciler (R2, ADR 015): see `settlement.ts`. */
    reconcile() {
      return settlement.reconcile();
    },
  };
  return service;
}

export type BookingService = ReturnType<typeof createBookingService>;
