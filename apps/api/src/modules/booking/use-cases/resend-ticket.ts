import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { TicketResendRequest, TicketResendResponse } from "@safar/contracts/tickets";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import { orderETicket } from "../e-ticket-message.ts";
import { type BookingRepository, ownOrder } from "./orders.ts";

export interface ResendTicketDeps {
  repo: Pick<BookingRepository, "orderOf" | "transaction">;
  railway: Pick<RailwayGateway, "pnrStatus">;
  messages: Pick<Messages, "enqueue" | "languageOf">;
  pnrStatusUrl?: ((pnr: string) => string) | undefined;
  orderUrl?: ((orderId: string) => string) | undefined;
}

/** Orders whose ticket can be sent: booked, or booked and partly cancelled. */
const SENDABLE: readonly number[] = [
  ORDER_STATUS.bookingSuccessful,
  ORDER_STATUS.partiallyCancelled,
];

/**
 * Spec §7 `v1/ticketResend`: the order's e-ticket, with every passenger's
 * status now (after the chart, the coach and berth), to each email and
 * mobile given, all written to the outbox in one transaction.
 */
export async function resendTicket(
  deps: ResendTicketDeps,
  userId: string,
  request: TicketResendRequest,
): Promise<TicketResendResponse> {
  const order = await ownOrder(deps.repo, userId, request.orderId);
  const booked = order.ticket as Ticket | null;
  if (!SENDABLE.includes(order.status) || !booked) {
    throw new DomainError(ErrorCode.ticket_send_failed);
  }
  let now: Ticket | null;
  try {
    now = await deps.railway.pnrStatus(booked.pnr);
  } catch (cause) {
    throw new DomainError(ErrorCode.ticket_send_failed, { cause });
  }
  const locale = await deps.messages.languageOf(userId);
  const message = orderETicket(order, now ?? booked, (p) => p.currentStatus, deps, locale);
  await deps.repo.transaction(async (tx) => {
    for (const recipient of request.emails) {
      await deps.messages.enqueue(
        {
          channel: "email",
          recipient,
          purpose: "e_ticket_resend",
          subject: message.subject,
          body: message.email,
        },
        tx,
      );
    }
    for (const recipient of request.mobiles) {
      await deps.messages.enqueue(
        { channel: "sms", recipient, purpose: "e_ticket_resend", body: message.sms },
        tx,
      );
    }
  });
  const count = request.emails.length + request.mobiles.length;
  return {
    sentTo: { emails: request.emails, mobiles: request.mobiles },
    message: `Ticket sent to ${count === 1 ? "1 recipient" : `${count} recipients`}`,
  };
}
