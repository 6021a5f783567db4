import {
  ORDER_STATUS_LABELS,
  type OrderCard,
  type OrderListQuery,
  type OrderListResponse,
  type OrderStatusCode,
  orderStatusTone,
  PENDING_ORDER_STATUSES,
} from "@safar/contracts/booking";
import type { Clock } from "@safar/domain/clock";
import { istDate, istTime } from "@safar/domain/ist";
import type { Ticket } from "@safar/railway/gateway";
import type { OrderRow } from "../booking.repository.ts";
import type { BookingRepository, StoredRequest } from "./orders.ts";

/**
 * My bookings (spec §2; §7 `v2/orders/pending`): the signed-in user's orders
 * as cards, a page at a time, and those still in progress for the home page.
 * Only the user's own orders are read (R5); drafts (0) are never listed.
 */

export interface MyBookingsDeps {
  now: Clock;
  repo: Pick<BookingRepository, "ordersPage" | "ordersAt">;
}

/** The pending card lists a handful; the rest are one tap away in My bookings. */
const PENDING_LIMIT = 5;

export function orderCard(order: OrderRow): OrderCard {
  const request = order.request as StoredRequest;
  const ticket = order.ticket as Ticket | null;
  const status = order.status as OrderStatusCode;
  return {
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
    quota: order.quota,
    passengers: request.details.passengers.length,
    pnr: order.pnr,
    totalPaise: order.totalPaise,
    createdAt: order.createdAt.toISOString(),
    trip: order.tripId ? { tripId: order.tripId, leg: order.tripLeg ?? 1 } : null,
  };
}

export async function myOrders(
  deps: MyBookingsDeps,
  userId: string,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  const { page, pageSize } = query;
  const today = istDate(deps.now());
  const { rows, total } = await deps.repo.ordersPage(
    userId,
    query.scope,
    today,
    (page - 1) * pageSize,
    pageSize,
  );
  return {
    orders: rows.map(orderCard),
    page,
    pageSize,
    total,
    hasMore: page * pageSize < total,
  };
}

export async function pendingOrders(
  deps: MyBookingsDeps,
  userId: string,
): Promise<{ orders: OrderCard[] }> {
  const rows = await deps.repo.ordersAt(userId, PENDING_ORDER_STATUSES, PENDING_LIMIT);
  return { orders: rows.map(orderCard) };
}
