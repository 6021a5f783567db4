import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { BoardingOptions } from "@safar/contracts/tickets";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import { type BookingRepository, ownOrder, type StoredRequest } from "./orders.ts";

export interface ChangeBoardingDeps {
  repo: Pick<BookingRepository, "orderOf">;
  railway: Pick<RailwayGateway, "pnrStatus" | "trainSchedule" | "changeBoardingPoint">;
  messages: Pick<Messages, "enqueue" | "languageOf">;
}

type Stop = BoardingOptions["current"];

/** A booked order's ticket as the railway has it now. */
async function ticketNow(deps: ChangeBoardingDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.repo, userId, orderId);
  const booked = order.ticket as Ticket | null;
  const live =
    order.status === ORDER_STATUS.bookingSuccessful ||
    order.status === ORDER_STATUS.partiallyCancelled;
  if (!live || !booked) throw new DomainError(ErrorCode.boarding_change_failed);
  const ticket = await deps.railway.pnrStatus(booked.pnr);
  if (!ticket) throw new DomainError(ErrorCode.boarding_change_failed);
  return { order, ticket };
}

/** Why the boarding point cannot move now (the railway's rules, issue 18 item 7); null if it can. */
export function boardingRefusal(ticket: Ticket): string | null {
  if (ticket.state !== "booked") return "This ticket is not booked.";
  if (ticket.chartPrepared)
    return "The chart is prepared: the boarding point can no longer change.";
  if (ticket.boardingPoint !== ticket.from) return "The boarding point can be changed only once.";
  if (!ticket.passengers.some((p) => /^(CNF|RAC)/.test(p.currentStatus)))
    return "A waitlisted ticket's boarding point cannot be changed.";
  return null;
}

/** `GET v1/change_boarding_point`: where the ticket boards, and the later stops it may move to. */
export async function boardingOptions(
  deps: ChangeBoardingDeps,
  userId: string,
  orderId: string,
): Promise<BoardingOptions> {
  const { ticket } = await ticketNow(deps, userId, orderId);
  const schedule = await deps.railway.trainSchedule(ticket.trainNumber);
  const stops: Stop[] = (schedule?.stops ?? []).map((s) => ({
    code: s.code,
    name: s.name,
    departure: s.departure,
    day: s.day,
  }));
  const from = stops.findIndex((s) => s.code === ticket.from);
  const to = stops.findIndex((s, i) => i > from && s.code === ticket.to);
  const boarding = stops.find((s) => s.code === ticket.boardingPoint);
  const current = boarding ?? {
    code: ticket.boardingPoint,
    name: ticket.boardingPoint,
    departure: null,
    day: 1,
  };
  const refusal = boardingRefusal(ticket);
  return {
    current,
    options: refusal || from < 0 || to < 0 ? [] : stops.slice(from + 1, to),
    refusal,
  };
}

/** `POST v1/change_boarding_point`: moves it, once, before the chart; the traveller gets an SMS. */
export async function changeBoarding(
  deps: ChangeBoardingDeps,
  userId: string,
  request: { orderId: string; boardingCode: string },
): Promise<{ boardingPoint: Stop; message: string }> {
  const { order, ticket } = await ticketNow(deps, userId, request.orderId);
  const moved = await deps.railway.changeBoardingPoint(ticket.pnr, request.boardingCode);
  if (!moved.ok) {
    throw new DomainError(ErrorCode.boarding_change_failed, {
      fields: { boardingCode: moved.message },
    });
  }
  const schedule = await deps.railway.trainSchedule(ticket.trainNumber);
  const stop = schedule?.stops.find((s) => s.code === moved.boardingPoint);
  const boardingPoint: Stop = {
    code: moved.boardingPoint,
    name: stop?.name ?? moved.boardingPoint,
    departure: stop?.departure ?? null,
    day: stop?.day ?? 1,
  };
  const contact = (order.request as StoredRequest).details.contact;
  const hindi = (await deps.messages.languageOf(order.userId)) === "hi";
  const where = `${boardingPoint.name} (${boardingPoint.code})`;
  await deps.messages.enqueue({
    channel: "sms",
    recipient: contact.mobile,
    purpose: "boarding_changed",
    body: hindi
      ? `PNR ${ticket.pnr}: बोर्डिंग स्टेशन बदलकर ${where} कर दिया गया है${boardingPoint.departure ? `, प्रस्थान ${boardingPoint.departure}` : ""}। इसे दोबारा नहीं बदला जा सकता।`
      : `PNR ${ticket.pnr}: boarding point changed to ${where}${boardingPoint.departure ? `, departs ${boardingPoint.departure}` : ""}. It cannot be changed again.`,
  });
  return {
    boardingPoint,
    message: `Boarding point changed to ${boardingPoint.name} (${boardingPoint.code})`,
  };
}
