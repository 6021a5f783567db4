import { ORDER_STATUS } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  TDR_REASON_LABELS,
  TDR_REASON_LABELS_HI,
  type TdrFileRequest,
  type TdrView,
} from "@safar/contracts/tdr";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway, Ticket } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { TdrRefundRepository } from "../tdr-refund.repository.ts";
import { type BookingRepository, ownOrder, type StoredRequest } from "./orders.ts";
import { dayText, dayTextHi } from "./refund-terms.ts";
import { tdrFiledView } from "./tdr-tracker.ts";

export interface TdrDeps {
  now: Clock;
  repo: Pick<BookingRepository, "orderOf" | "transaction">;
  railway: Pick<RailwayGateway, "pnrStatus" | "tdrClaims" | "fileTdr">;
  tdrRefunds: Pick<TdrRefundRepository, "ofOrder">;
  messages: Pick<Messages, "enqueue" | "languageOf">;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
  const [ticket, claims, paid] = await Promise.all([
    deps.railway.pnrStatus(pnr),
    deps.railway.tdrClaims(pnr),
    deps.tdrRefunds.ofOrder(orderId),
  ]);
  if (!ticket || !claims) throw new DomainError(ErrorCode.tdr_refused);
  const payouts = new Map(paid.map((p) => [p.railwayTdrId, p]));
  const now = deps.now();
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
    filed: claims.filed.map((t) => tdrFiledView(t, payouts.get(t.id) ?? null, now)),
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
): Promise<{ filed: TdrView["filed"][number]; message: string }> {
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
  const filed = tdrFiledView(
    {
      id: receipt.id,
      reason: receipt.reason,
      passengerNumbers: request.passengerNumbers,
      filedAt: receipt.filedAt,
      deadline: receipt.deadline,
      status: "filed",
      reviewStartsAt: receipt.reviewStartsAt,
      decisionDueAt: receipt.decisionDueAt,
      refund: null,
      note: null,
      decidedAt: null,
    },
    null,
    deps.now(),
  );
  const contact = (order.request as StoredRequest).details.contact;
  const who = filed.passengerNumbers.join(", ");
  await deps.repo.transaction(async (tx) => {
    const hindi = (await deps.messages.languageOf(order.userId, tx)) === "hi";
    const words = hindi
      ? `PNR ${pnr} का TDR दर्ज हो गया (${TDR_REASON_LABELS_HI[receipt.reason]}), यात्री ${who}। रेलवे इसकी जाँच करके ${dayTextHi(receipt.decisionDueAt)} तक निर्णय देगा; कोई भी रिफ़ंड आपके मूल भुगतान माध्यम में जाएगा।`
      : `TDR filed for PNR ${pnr} (${filed.label}), passengers ${who}. The railway reviews it and decides by ${dayText(receipt.decisionDueAt)}; any refund goes to your original payment method.`;
    await deps.messages.enqueue(
      { channel: "sms", recipient: contact.mobile, purpose: "tdr_filed", body: words },
      tx,
    );
    await deps.messages.enqueue(
      {
        channel: "email",
        recipient: contact.email,
        purpose: "tdr_filed",
        subject: hindi ? `TDR दर्ज: PNR ${pnr}` : `TDR filed: PNR ${pnr}`,
        body: words,
      },
      tx,
    );
  });
  return { filed, message: "TDR filed. The railway reviews it and refunds what the rules allow." };
}
