import { TDR_REASON_LABELS, type TdrReasonCode } from "@safar/contracts/tdr";
import type { Clock } from "@safar/domain/clock";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, TdrDecisionRecord } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow, Tx } from "../booking.repository.ts";
import type { CancellationRepository } from "../cancellation.repository.ts";
import type { TdrRefundRepository } from "../tdr-refund.repository.ts";
import type { BookingRepository, StoredRequest, WalletRepository } from "./orders.ts";
import { addWorkingDays, BANK_REFUND_WORKING_DAYS, refundSentence } from "./refund-terms.ts";

/**
 * TDR refunds (issue 18 item 5): the railway decides a filed TDR 45 days on
 * and lists its decisions, in order, in a refund file (`tdrDecisions`). The
 * reconciler reads the decisions after the last one recorded here
 * (`partner.tdr_refunds`' highest `decision_seq`) and, for each, in one
 * transaction under the order's lock: records it (its railway id and its
 * decision are unique keys, so a second pass or a second process finds it
 * and does nothing), pays the refund the way a cancellation's is paid (the
 * wallet credited at once, the bank methods given a settle-by date,
 * `payTdrRefund`) and writes the SMS and e-mail. A rejection is recorded and
 * told, with no money.
 */

export interface TdrRefundDeps {
  now: Clock;
  railway: Pick<RailwayGateway, "tdrDecisions">;
  repo: Pick<BookingRepository, "transaction" | "lockOrder" | "orderOfPnr" | "paymentById">;
  cancellations: Pick<CancellationRepository, "ofOrder">;
  tdrRefunds: TdrRefundRepository;
  wallets: Pick<WalletRepository, "credit">;
  messages: Messages;
  orderUrl?: (orderId: string) => string;
}

/** Decisions read from the railway's refund file at a time. */
const PAGE = 50;

/**
 * The reconciler's pass: every decision the railway made since the last one
 * recorded here, paid once. How many were recorded now. A decision whose PNR
 * is no order of ours is passed over (another partner's ticket).
 */
export async function settleTdrDecisions(deps: TdrRefundDeps, limit = 500): Promise<number> {
  let after = await deps.tdrRefunds.lastSeq();
  let settled = 0;
  let read = 0;
  while (read < limit) {
    const page = await deps.railway.tdrDecisions(after, Math.min(PAGE, limit - read));
    for (const decision of page) {
      // In order: a failure stops the pass here, so no later decision is recorded before it.
      if (await settleOne(deps, decision)) settled++;
      after = decision.seq;
    }
    read += page.length;
    if (page.length < PAGE) break;
  }
  if (settled > 0) void deps.messages.flush();
  return settled;
}

async function settleOne(deps: TdrRefundDeps, decision: TdrDecisionRecord): Promise<boolean> {
  const order = await deps.repo.orderOfPnr(decision.pnr);
  if (!order) return false;
  const now = deps.now();
  return deps.repo.transaction(async (tx) => {
    const locked = (await deps.repo.lockOrder(tx, order.id)) as OrderRow;
    const payment = locked.ticketPaymentId
      ? await deps.repo.paymentById(locked.ticketPaymentId, tx)
      : null;
    const method = payment?.method ?? null;
    const inserted = await deps.tdrRefunds.insert(
      {
        railwayTdrId: decision.id,
        decisionSeq: decision.seq,
        orderId: order.id,
        passengerNumbers: [...decision.passengerNumbers],
        reason: decision.reason,
        refundPaise: decision.refund,
        method,
        decidedAt: decision.decidedAt,
        createdAt: now,
      },
      tx,
    );
    if (!inserted) return false;
    // Invariant: an order never gives back more than was paid for it, TDRs and cancellations together.
    const cancelled = await deps.cancellations.ofOrder(order.id, tx);
    const tdrs = await deps.tdrRefunds.ofOrder(order.id, tx);
    const refunded =
      cancelled.reduce((s, c) => s + (c.status === "cancelled" ? (c.refundPaise ?? 0) : 0), 0) +
      tdrs.reduce((s, t) => s + t.refundPaise, 0);
    if (decision.refund < 0 || refunded > (payment?.amountPaise ?? 0)) {
      throw new Error(`refunds of order ${order.id} would exceed what was paid`);
    }
    const paid = await payTdrRefund(
      deps,
      {
        railwayTdrId: decision.id,
        userId: locked.userId,
        amountPaise: decision.refund,
        method,
      },
      now,
      tx,
    );
    await notify(deps, locked, decision, { method, ...paid }, tx);
    return true;
  });
}

/**
 * The payout of one TDR refund, inside the transaction that recorded it
 * (whose unique keys make it happen once): the wallet credited at once, a
 * bank method (UPI, card, net banking) given its settle-by date, as a
 * cancellation's refund is paid. The one place a TDR refund's money moves,
 * so it can be routed through a shared refund payout later.
 */
export async function payTdrRefund(
  deps: Pick<TdrRefundDeps, "wallets" | "tdrRefunds">,
  refund: { railwayTdrId: number; userId: string; amountPaise: number; method: string | null },
  now: Date,
  tx: Tx,
): Promise<{ creditedAt: Date | null; settleBy: Date | null }> {
  if (refund.amountPaise <= 0) return { creditedAt: null, settleBy: null };
  const paid =
    refund.method === "wallet"
      ? { creditedAt: now, settleBy: null }
      : { creditedAt: null, settleBy: addWorkingDays(now, BANK_REFUND_WORKING_DAYS) };
  if (refund.method === "wallet") {
    await deps.wallets.credit(refund.userId, refund.amountPaise, now, tx);
  }
  await deps.tdrRefunds.markPaid(refund.railwayTdrId, paid, tx);
  return paid;
}

/** SMS and e-mail through the one outbox, in the transaction that recorded the decision. */
async function notify(
  deps: Pick<TdrRefundDeps, "messages" | "orderUrl">,
  order: OrderRow,
  decision: TdrDecisionRecord,
  paid: { method: string | null; settleBy: Date | null },
  tx: Tx,
) {
  const { contact } = (order.request as StoredRequest).details;
  const who = decision.passengerNumbers.join(", ");
  const label = TDR_REASON_LABELS[decision.reason as TdrReasonCode] ?? decision.reason;
  const link = deps.orderUrl?.(order.id);
  const refunded = decision.status === "refunded" && decision.refund > 0;
  const purpose = refunded ? "tdr_refunded" : "tdr_rejected";
  const money = refunded ? refundSentence(decision.refund, paid.method, paid.settleBy) : "";
  const outcome = refunded ? `refund ${formatPaise(decision.refund)}` : "rejected, no refund";
  await deps.messages.enqueue(
    {
      channel: "sms",
      recipient: contact.mobile,
      purpose,
      body: `Safar: the railway decided the TDR of PNR ${order.pnr} (passenger ${who}, ${label}): ${outcome}. ${decision.note}${money ? ` ${money}` : ""}${link ? ` ${link}` : ""}`,
    },
    tx,
  );
  await deps.messages.enqueue(
    {
      channel: "email",
      recipient: contact.email,
      purpose,
      subject: refunded
        ? `TDR refunded: PNR ${order.pnr}, ${formatPaise(decision.refund)}`
        : `TDR rejected: PNR ${order.pnr}`,
      body: [
        `The railway has decided the TDR filed for passenger ${who} of PNR ${order.pnr} (${order.trainNumber} ${order.trainName}, ${order.fromCode} to ${order.toCode} on ${order.journeyDate}): ${label}.`,
        `Decision: ${refunded ? `refunded ${formatPaise(decision.refund)}` : "rejected"}. ${decision.note}`,
        ...(money ? [money] : []),
        ...(link ? [`Order details: ${link}`] : []),
      ].join("\n"),
    },
    tx,
  );
}
