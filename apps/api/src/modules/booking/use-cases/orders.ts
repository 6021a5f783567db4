import type { BookingJourney } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { TravellerDetails } from "@safar/contracts/travellers/form";
import type { Availability, RailwayGateway } from "@safar/railway/gateway";
import type { bookingRepository, OrderRow, PaymentRow } from "../booking.repository.ts";
import type { createSettlement } from "../settlement.ts";
import type { walletRepository } from "../wallet.repository.ts";

/** What the use cases of orders and payments share: the order as stored, and its reads. */

export type BookingRepository = ReturnType<typeof bookingRepository>;
export type WalletRepository = ReturnType<typeof walletRepository>;
export type Settlement = ReturnType<typeof createSettlement>;

/** What verify stores with an order (`orders.request`). */
export interface StoredRequest {
  details: TravellerDetails;
  stations: { fromName: string; toName: string };
  /** HH:mm (IST) at the boarding and the destination station. */
  departure: string | null;
  arrival: string | null;
}

/** The railway's availability for a journey now; a refusal in its words. */
export async function availabilityOf(
  railway: Pick<RailwayGateway, "availability">,
  journey: BookingJourney,
): Promise<Availability> {
  const answer = await railway.availability({
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

/** The user's order, or 404: every query of an order filters by its user (R5). */
export async function ownOrder(
  repo: Pick<BookingRepository, "orderOf">,
  userId: string,
  orderId: string,
): Promise<OrderRow> {
  const order = await repo.orderOf(userId, orderId);
  if (!order) throw new DomainError(ErrorCode.not_found, { message: "No such booking" });
  return order;
}

export function journeyOf(order: OrderRow): BookingJourney {
  return {
    trainNumber: order.trainNumber,
    from: order.fromCode,
    to: order.toCode,
    date: order.journeyDate,
    classCode: order.classCode as BookingJourney["classCode"],
    quota: order.quota as BookingJourney["quota"],
  };
}

/** Verified details as the traveller-details form submits them (quick book, edit). */
export function formOf(d: TravellerDetails): Record<string, unknown> {
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

/**
 * What was paid for this order's ticket, the most its refunds may give back:
 * the payment's amount, or for a train of a two-train trip (ADR 023) its
 * share of the one payment (its own total).
 */
export function paidFor(
  order: Pick<OrderRow, "tripId" | "totalPaise">,
  payment: Pick<PaymentRow, "amountPaise" | "status"> | null,
): number {
  if (!payment) return 0;
  return order.tripId ? Math.min(order.totalPaise, payment.amountPaise) : payment.amountPaise;
}
