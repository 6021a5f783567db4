import {
  type FareBreakdown,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type OrderActionId,
  type OrderStatusCode,
  type OrderSummary,
  orderStatusTone,
} from "@safar/contracts/booking";
import { TDR_REASON_LABELS, type TdrReasonCode } from "@safar/contracts/tdr";
import type { Clock } from "@safar/domain/clock";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { PromoService } from "../../promo/promo.service.ts";
import type { OrderRow } from "../booking.repository.ts";
import type { CancellationRepository } from "../cancellation.repository.ts";
import type { NpsRepository } from "../nps.repository.ts";
import { moneySentence } from "../settlement.ts";
import type { TdrRefundRepository } from "../tdr-refund.repository.ts";
import type { TripRepository } from "../trip.repository.ts";
import type {
  UnclaimedRefundRepository,
  UnclaimedRefundRow,
} from "../unclaimed-refund.repository.ts";
import { type ChartNoticeDeps, chartNotice } from "./chart-notice.ts";
import { NPS_STATUSES } from "./nps.ts";
import {
  type BookingRepository,
  journeyOf,
  ownOrder,
  type Settlement,
  type StoredRequest,
} from "./orders.ts";
import { promoDiscountOf } from "./promo-code.ts";
import { seatStatusChange } from "./seat-status.ts";
import { tdrFiledView } from "./tdr-tracker.ts";
import { authorizationUrlOf, switchButtonDetails, tripBrief } from "./trip-view.ts";

export interface OrderSummaryDeps extends ChartNoticeDeps {
  /** The order's promo code and where its use stands (ADR 025). */
  promo?: Pick<PromoService, "detailsOf"> | undefined;
  now: Clock;
  railway: Pick<RailwayGateway, "availability" | "authorizationUrl" | "pnrStatus" | "tdrClaims">;
  repo: ChartNoticeDeps["repo"] &
    Pick<
      BookingRepository,
      "orderOf" | "latestPayment" | "refundsOf" | "paymentsOf" | "openPayment"
    >;
  /** Two-train trips (ADR 023): a train's page shows the trip and its tabs. */
  trips?: Pick<TripRepository, "trip" | "legs">;
  cancellations: Pick<CancellationRepository, "ofOrder">;
  unclaimed: Pick<UnclaimedRefundRepository, "ofOrder">;
  tdrRefunds: Pick<TdrRefundRepository, "ofOrder">;
  nps: Pick<NpsRepository, "ofOrder">;
  pnrStatusPath?: ((pnr: string) => string) | undefined;
}

interface RefundLine {
  amountPaise: number;
  reason: string;
  createdAt: Date;
  settledAt: Date | null;
  /** The payment method refused it: an unclaimed refund (spec §9). */
  claim: UnclaimedRefundRow | null;
}

/**
 * Every refund of an order, oldest first: money given back by the payment
 * side (a failed booking, a stray capture), each cancellation's refund and
 * each TDR the railway refunded, with its claim when the payment method
 * refused it.
 */
async function refundLines(deps: OrderSummaryDeps, orderId: string): Promise<RefundLine[]> {
  const [money, cancelled, tdrs, bounced] = await Promise.all([
    deps.repo.refundsOf(orderId),
    deps.cancellations.ofOrder(orderId),
    deps.tdrRefunds.ofOrder(orderId),
    deps.unclaimed.ofOrder(orderId),
  ]);
  const claims = new Map(bounced.map((u) => [`${u.source}:${u.sourceId}`, u]));
  const lines: RefundLine[] = [
    ...money.map((m) => ({ ...m, claim: null })),
    ...cancelled
      .filter((c) => c.status === "cancelled" && (c.refundPaise ?? 0) > 0)
      .map((c) => {
        const claim = claims.get(`cancellation:${c.id}`) ?? null;
        return {
          amountPaise: c.refundPaise ?? 0,
          reason: `Cancellation of passenger${c.passengerNumbers.length > 1 ? "s" : ""} ${c.passengerNumbers.join(", ")}`,
          createdAt: c.processedAt ?? c.createdAt,
          settledAt: c.creditedAt ?? claim?.claimedAt ?? null,
          claim,
        };
      }),
    ...tdrs
      .filter((t) => t.refundPaise > 0)
      .map((t) => {
        const claim = claims.get(`tdr:${t.railwayTdrId}`) ?? null;
        return {
          amountPaise: t.refundPaise,
          reason: `TDR of passenger${t.passengerNumbers.length > 1 ? "s" : ""} ${t.passengerNumbers.join(", ")} (${TDR_REASON_LABELS[t.reason as TdrReasonCode] ?? t.reason})`,
          createdAt: t.createdAt,
          settledAt: t.creditedAt ?? claim?.claimedAt ?? null,
          claim,
        };
      }),
  ];
  return lines.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const HOUR_MS = 3_600_000;
/** The latest TDR deadline after arrival (facts §6: 72 h for the after-journey reasons). */
const TDR_AFTER_ARRIVAL_MS = 72 * HOUR_MS;

const ACTION_LABELS: Record<OrderActionId, string> = {
  download_ticket: "Download e-ticket",
  resend_ticket: "Resend e-ticket",
  cancel: "Cancel ticket",
  change_boarding: "Change boarding station",
  file_tdr: "File TDR",
  tax_invoice: "Download tax invoice",
};

const ACTION_PATHS: Record<OrderActionId, string> = {
  download_ticket: "e-ticket.pdf",
  resend_ticket: "resend",
  cancel: "cancel",
  change_boarding: "boarding",
  file_tdr: "tdr",
  tax_invoice: "invoice.pdf",
};

/**
 * What the traveller may do now (spec §3 order_actions; facts §6): a booked
 * ticket can be downloaded, resent and invoiced; cancelled or its boarding
 * station changed (confirmed or RAC, once, only to the booked one) until the
 * chart and the departure; a TDR filed from the chart until 72 h after the
 * arrival. Anything not allowed now is left out.
 */
export function orderActions(
  order: Pick<OrderRow, "id" | "status" | "pnr" | "fromCode">,
  ticket: Ticket | null,
  now: Date,
): OrderSummary["order_actions"] {
  const booked =
    (order.status === ORDER_STATUS.bookingSuccessful ||
      order.status === ORDER_STATUS.partiallyCancelled) &&
    order.pnr !== null &&
    ticket !== null;
  if (!booked) return [];
  const travelling = ticket.passengers.filter((p) => !p.currentStatus.startsWith("CAN"));
  const beforeDeparture = now.getTime() < new Date(ticket.departure).getTime();
  const beforeChart = !ticket.chartPrepared && beforeDeparture;
  const allowed: OrderActionId[] = ["download_ticket", "resend_ticket"];
  if (travelling.length > 0 && beforeChart) allowed.push("cancel");
  if (
    beforeChart &&
    ticket.boardingPoint === order.fromCode &&
    travelling.some((p) => /^(CNF|RAC)/.test(p.currentStatus))
  ) {
    allowed.push("change_boarding");
  }
  const tdrUntil = new Date(ticket.arrival).getTime() + TDR_AFTER_ARRIVAL_MS;
  if (
    travelling.length > 0 &&
    (ticket.chartPrepared || !beforeDeparture) &&
    now.getTime() <= tdrUntil
  ) {
    allowed.push("file_tdr");
  }
  allowed.push("tax_invoice");
  return allowed.map((id) => ({
    id,
    label: ACTION_LABELS[id],
    href: `/trains/summary/${order.id}/${ACTION_PATHS[id]}`,
  }));
}

/**
 * The ticket as the railway has it now (PNR status), or as stored when the
 * railway cannot be asked; a charted one sends the chart message, once.
 */
async function liveTicket(
  deps: OrderSummaryDeps,
  order: OrderRow,
): Promise<{ ticket: Ticket | null; source: "railway" | "booking" | "none"; at: Date | null }> {
  const stored = order.ticket as Ticket | null;
  if (!order.pnr) return { ticket: stored, source: stored ? "booking" : "none", at: null };
  const at = deps.now();
  const live = await deps.railway.pnrStatus(order.pnr).catch(() => null);
  if (live?.state !== "booked") {
    return { ticket: stored, source: stored ? "booking" : "none", at: null };
  }
  await chartNotice(deps, order, live);
  return { ticket: live, source: "railway", at };
}

/**
 * The ticket's TDRs with their trackers, from the railway's claims (when it
 * answers) and Safar's record of each refund paid.
 */
async function tdrsOf(
  deps: OrderSummaryDeps,
  order: OrderRow,
  source: "railway" | "booking" | "none",
): Promise<OrderSummary["tdrs"]> {
  if (!order.pnr || source !== "railway") return [];
  const claims = await deps.railway.tdrClaims(order.pnr).catch(() => null);
  if (!claims || claims.filed.length === 0) return [];
  const paid = new Map((await deps.tdrRefunds.ofOrder(order.id)).map((p) => [p.railwayTdrId, p]));
  const now = deps.now();
  return claims.filed.map((t) => tdrFiledView(t, paid.get(t.id) ?? null, now));
}

/** An order as its page shows it: journey, passengers, fare and payment, notes in plain words. */
export async function summary(deps: OrderSummaryDeps, order: OrderRow): Promise<OrderSummary> {
  const { repo } = deps;
  const request = order.request as StoredRequest;
  // Independent reads, asked together (each is a round trip to the database).
  const [trip, payments, refundRows, live, npsRow] = await Promise.all([
    order.tripId && deps.trips ? tripOf(deps, order.tripId) : null,
    repo.paymentsOf(order.id),
    refundLines(deps, order.id),
    liveTicket(deps, order),
    deps.nps.ofOrder(order.id),
  ]);
  // A trip's one payment is the first train's order's (ADR 023); else the order's latest.
  const payment = trip ? trip.payment : (payments.at(-1) ?? null);
  const refunded = refundRows.reduce((sum, r) => sum + r.amountPaise, 0);
  const lastRefund = refundRows.at(-1);
  const ticket = live.ticket;
  const tdrs = await tdrsOf(deps, order, live.source);
  // A train of a trip paid its share of the one payment once it was captured.
  const paid = trip
    ? payment?.status === "captured" && order.ticketPaymentId === payment.id
      ? order.totalPaise
      : 0
    : payments.filter((p) => p.status === "captured").reduce((sum, p) => sum + p.amountPaise, 0);
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
  // The first train of a trip cancelled for want of the second: why, in words.
  if (trip && status === ORDER_STATUS.bookingCancelled && order.failureReason) {
    notes.push(order.failureReason);
  }
  if (payment?.status === "authorized") {
    notes.push(
      `${formatPaise(payment.amountPaise)} is on hold on your payment method, not charged: it is taken only when the railway issues your ticket, and released if it cannot.`,
    );
  }
  if (payment?.status === "voided") notes.push(moneySentence(payment));
  // A refund waiting for its claim has not reached the payment method: the refund section says so.
  const reached = refundRows
    .filter((r) => r.claim?.status !== "unclaimed")
    .reduce((sum, r) => sum + r.amountPaise, 0);
  if (reached > 0) {
    notes.push(moneySentence({ status: "captured", amountPaise: reached }));
  }
  const d = request.details;
  const promoDetails =
    (await deps.promo?.detailsOf(
      order.id,
      order.promoCode,
      promoDiscountOf(order.fare as FareBreakdown),
    )) ?? null;
  return {
    orderId: order.id,
    promo_details: promoDetails,
    header: {
      status,
      label: ORDER_STATUS_LABELS[status] ?? "Booking",
      tone: orderStatusTone(status),
      createdAt: order.createdAt.toISOString(),
      chartPrepared: ticket?.chartPrepared ?? false,
    },
    live_status: {
      source: live.source,
      checkedAt: live.at?.toISOString() ?? null,
      boardingPoint: ticket?.boardingPoint ?? null,
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
    refunds: refundRows.map((r) => ({
      amountPaise: r.amountPaise,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      claim: r.claim
        ? {
            status: r.claim.status,
            method: r.claim.method,
            expiresAt: r.claim.expiresAt.toISOString(),
            claimedAt: r.claim.claimedAt?.toISOString() ?? null,
            claimedTo: r.claim.claimedTo as "wallet" | "upi" | null,
          }
        : null,
    })),
    tdrs,
    fare_and_refund_summary: {
      paidPaise: paid,
      refundedPaise: refunded,
      netPaise: paid - refunded,
    },
    // A train of a trip is the traveller's to manage once the trip is paid for (captured).
    order_actions:
      order.tripId && !order.ticketPaymentId ? [] : orderActions(order, ticket, deps.now()),
    pnr_status_path: order.pnr ? (deps.pnrStatusPath?.(order.pnr) ?? null) : null,
    nps_data: {
      asked: NPS_STATUSES.includes(order.status),
      score: npsRow?.score ?? null,
    },
    cp_banner: d.freeCancellationOpted
      ? {
          opted: true,
          text: "Free cancellation is on for this booking: cancel before the chart is prepared and the ticket fare comes back in full, without the railway's cancellation charges.",
        }
      : null,
    failure_reason: failureReason,
    seat_status: { seen: order.seenStatus, now, ...change },
    railway_authorization_url: trip
      ? authorizationUrlOf(deps, trip.row, trip.legs)
      : status === ORDER_STATUS.bookingPending && order.holdId
        ? deps.railway.authorizationUrl(order.holdId, `/trains/summary/${order.id}`)
        : null,
    trip: trip ? tripBrief(deps, trip.row, trip.legs, trip.payment, deps.now()) : null,
    switch_button_details: trip ? switchButtonDetails(trip.legs, order.id) : null,
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

/** The trip of a train, its two orders and its one payment (the open one, else the latest). */
async function tripOf(deps: OrderSummaryDeps, tripId: string) {
  const trips = deps.trips as NonNullable<OrderSummaryDeps["trips"]>;
  const [row, legs] = await Promise.all([trips.trip(tripId), trips.legs(tripId)]);
  if (!row) return null;
  const payment =
    (await deps.repo.openPayment(legs[0].id)) ?? (await deps.repo.latestPayment(legs[0].id));
  return { row, legs, payment };
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
  // A train of a trip: the trip moves on as a whole (a no-op unless it waits for the railway).
  if (order.status === ORDER_STATUS.bookingPending || order.tripId) {
    await deps.settlement.completePaid(orderId);
  }
  return summary(deps, await ownOrder(deps.repo, userId, orderId));
}
