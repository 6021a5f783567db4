import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  TDR_REASON_LABELS,
  TDR_STATUS_LABELS,
  type TdrFileRequest,
  type TdrReasonCode,
  type TdrView,
} from "@safar/contracts/tdr";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import { type BookingRepository, ownOrder, type StoredRequest } from "./orders.ts";

export interface TdrDeps {
  repo: Pick<BookingRepository, "orderOf" | "transaction">;
  railway: Pick<RailwayGateway, "pnrStatus" | "tdrClaims" | "fileTdr">;
  messages: Pick<Messages, "enqueue">;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function filedView(t: {
  reason: string;
  passengerNumbers: readonly number[];
  filedAt: Date;
  deadline: Date;
  status: string;
}) {
  const reason = t.reason as TdrReasonCode;
  return {
    reason,
    label: TDR_REASON_LABELS[reason],
    passengerNumbers: [...t.passengerNumbers],
    filedAt: t.filedAt.toISOString(),
    deadline: t.deadline.toISOString(),
    status: t.status,
    statusLabel: TDR_STATUS_LABELS[t.status] ?? t.status,
  };
}

async function bookedTicket(deps: TdrDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.repo, userId, orderId);
  const booked = order.ticket as Ticket | null;
  const live =
    order.status === ORDER_STATUS.bookingSuccessful ||
    order.status === ORDER_STATUS.partiallyCancelled;
  if (!live || !booked) {
    throw new DomainError(ErrorCode.tdr_refused, {
      message: "A TDR can be filed only for a booked ticket.",
    });
  }
  return { order, pnr: booked.pnr };
}

/** The TDR screen: the ticket's passengers, each reason's eligibility now, the claims filed. */
export async function tdrView(deps: TdrDeps, userId: string, orderId: string): Promise<TdrView> {
  const { pnr } = await bookedTicket(deps, userId, orderId);
  const [ticket, claims] = await Promise.all([
    deps.railway.pnrStatus(pnr),
    deps.railway.tdrClaims(pnr),
  ]);
  if (!ticket || !claims) throw new DomainError(ErrorCode.tdr_refused);
  return {
    orderId,
    pnr,
    passengers: ticket.passengers.map((p) => ({
      number: p.number,
      name: p.name,
      status: p.currentStatus,
    })),
    // A cancelled train is refunded without a TDR: not offered as a reason.
    reasons: claims.reasons
      .filter((r) => r.reason !== "train_cancelled")
      .map((r) => ({
        reason: r.reason,
        label: TDR_REASON_LABELS[r.reason],
        allowed: r.allowed,
        needsCertificate: r.needsCertificate,
        deadline: iso(r.deadline),
        message: r.message,
      })),
    filed: claims.filed.map(filedView),
  };
}

/**
 * Files a TDR with the railway (which serialises claims per PNR, so a
 * passenger is claimed once even by simultaneous filings) and tells the
 * traveller by SMS and mail. No partner transaction is held across the
 * railway's call.
 */
export async function fileTdr(
  deps: TdrDeps,
  userId: string,
  request: TdrFileRequest,
): Promise<{ filed: ReturnType<typeof filedView>; message: string }> {
  const { order, pnr } = await bookedTicket(deps, userId, request.orderId);
  const receipt = await deps.railway.fileTdr({
    pnr,
    reason: request.reason,
    passengerNumbers: request.passengerNumbers,
    ...(request.certificateIssuedAt
      ? { certificateIssuedAt: new Date(request.certificateIssuedAt) }
      : {}),
  });
  if (!receipt.ok) throw new DomainError(ErrorCode.tdr_refused, { message: receipt.message });
  const filed = filedView({
    reason: receipt.reason,
    passengerNumbers: request.passengerNumbers,
    filedAt: receipt.filedAt,
    deadline: receipt.deadline,
    status: "filed",
  });
  const contact = (order.request as StoredRequest).details.contact;
  const words = `TDR filed for PNR ${pnr} (${filed.label}), passengers ${filed.passengerNumbers.join(", ")}. The railway reviews it; any refund goes to your original payment method.`;
  await deps.repo.transaction(async (tx) => {
    await deps.messages.enqueue(
      { channel: "sms", recipient: contact.mobile, purpose: "tdr_filed", body: words },
      tx,
    );
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose: "tdr_filed",
        subject: `TDR filed: PNR ${pnr}`,
        body: words,
      },
      tx,
    );
  });
  return { filed, message: "TDR filed. The railway reviews it and refunds what the rules allow." };
}
