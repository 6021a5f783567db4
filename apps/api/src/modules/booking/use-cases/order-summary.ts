import {
  type FareBreakdown,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type OrderStatusCode,
  type OrderSummary,
  orderStatusTone,
} from "@safar/contracts/booking";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { OrderRow } from "../booking.repository.ts";
import { moneySentence } from "../settlement.ts";
import {
  type BookingRepository,
  journeyOf,
  ownOrder,
  type Settlement,
  type StoredRequest,
} from "./orders.ts";
import { seatStatusChange } from "./seat-status.ts";

export interface OrderSummaryDeps {
  railway: Pick<RailwayGateway, "availability" | "authorizationUrl">;
  repo: Pick<BookingRepository, "orderOf" | "latestPayment" | "refundsOf">;
}

/** An order as its page shows it: journey, passengers, fare and payment, notes in plain words. */
export async function summary(deps: OrderSummaryDeps, order: OrderRow): Promise<OrderSummary> {
  const { repo } = deps;
  const request = order.request as StoredRequest;
  const payment = await repo.latestPayment(order.id);
  const refundRows = await repo.refundsOf(order.id);
  const refunded = refundRows.reduce((sum, r) => sum + r.amountPaise, 0);
  const lastRefund = refundRows.at(-1);
  const ticket = order.ticket as Ticket | null;
  let now: string | null = null;
  if (order.status === ORDER_STATUS.draft) {
    const answer = await deps.railway.availability(journeyOf(order));
    now = answer.ok ? answer.status : null;
  }
  const change = now ? seatStatusChange(order.seenStatus, now) : { changed: false, message: null };
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

/** The user's order as its page shows it. */
export async function order(
  deps: OrderSummaryDeps,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  return summary(deps, await ownOrder(deps.repo, userId, orderId));
}

export interface CompleteDeps extends OrderSummaryDeps {
  settlement: Pick<Settlement, "completePaid">;
}

/** The traveller came back (e.g. from the railway's page): finish a paid order if it can be. */
export async function complete(
  deps: CompleteDeps,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  const order = await ownOrder(deps.repo, userId, orderId);
  if (order.status === ORDER_STATUS.bookingPending) await deps.settlement.completePaid(orderId);
  return summary(deps, await ownOrder(deps.repo, userId, orderId));
}
