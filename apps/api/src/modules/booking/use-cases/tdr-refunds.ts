import { TDR_REASON_LABELS, TDR_REASON_LABELS_HI, type TdrReasonCode } from "@safar/contracts/tdr";
import type { Clock } from "@safar/domain/clock";
import { formatPaise } from "@safar/domain/money";
import type { RailwayGateway, TdrDecisionRecord } from "@safar/railway/gateway";
import type { Messages } from "../../messages/messages.service.ts";
import type { OrderRow, PaymentRow, Tx } from "../booking.repository.ts";
import type { CancellationRepository } from "../cancellation.repository.ts";
import type { TdrRefundRepository } from "../tdr-refund.repository.ts";
import {
  type BookingRepository,
  paidFor,
  type StoredRequest,
  type WalletRepository,
} from "./orders.ts";
import { refundWithinPaid } from "./promo-code.ts";
import { payRefund, type RefundPayoutDeps } from "./refund-payout.ts";
import { methodName, methodNameHi, refundSentence, refundSentenceHi } from "./refund-terms.ts";

/**
 * TDR refunds (issue 18 item 5): the railway decides a filed TDR 45 days on
 * and lists its decisions, in order, in a refund file (`tdrDecisions`). The
 * reconciler reads the decisions after `partner.feed_cursors`' position and,
 * for each, in one transaction: locks the cursor and checks it still stands
 * where the page was read from (another process that moved it first wins;
 * this pass stops), records the decision (its railway id and its sequence
 * are unique keys), pays the refund through `payRefund` (the wallet at once,
 * a bank method by its settle-by date, a refused instrument as an unclaimed
 * refund), writes the SMS and e-mail, and moves the cursor past it. So each
 * decision is paid once and none is passed over, across retries, crashes
 * and processes. A rejection is recorded and told, with no money; a
 * decision whose PNR is no order of ours only moves the cursor.
 */

export interface TdrRefundDeps extends Omit<RefundPayoutDeps, "wallets"> {
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

/** The reconciler's pass: every decision the railway made since the cursor, paid once. How many were recorded now. */
export async function settleTdrDecisions(deps: TdrRefundDeps, limit = 500): Promise<number> {
  let after = await deps.tdrRefunds.cursor();
  let settled = 0;
  let read = 0;
  while (read < limit) {
    const page = await deps.railway.tdrDecisions(after, Math.min(PAGE, limit - read));
    for (const decision of page) {
      const outcome = await settleOne(deps, decision, after);
      if (outcome === "moved") return settled; // another reader is ahead: it goes on
      if (outcome === "recorded") settled++;
      after = decision.seq;
    }
    read += page.length;
    if (page.length < PAGE) break;
  }
  if (settled > 0) void deps.messages.flush();
  return settled;
}

async function settleOne(
  deps: TdrRefundDeps,
  decision: TdrDecisionRecord,
  after: number,
): Promise<"recorded" | "skipped" | "moved"> {
  const order = await deps.repo.orderOfPnr(decision.pnr);
  const now = deps.now();
  return deps.repo.transaction(async (tx) => {
    if ((await deps.tdrRefunds.lockCursor(tx)) !== after) return "moved";
    await deps.tdrRefunds.moveCursor(decision.seq, tx);
    if (!order) return "skipped";
    const locked = (await deps.repo.lockOrder(tx, order.id)) as OrderRow;
    const payment = locked.ticketPaymentId
      ? await deps.repo.paymentById(locked.ticketPaymentId, tx)
      : null;
    const method = payment?.method ?? null;
    // A promo discount (ADR 025) was Safar's: refunds stop at what was paid.
    const cancelledBefore = await deps.cancellations.ofOrder(order.id, tx);
    const tdrsBefore = await deps.tdrRefunds.ofOrder(order.id, tx);
    const before =
      cancelledBefore.reduce(
        (s, c) => s + (c.status === "cancelled" ? (c.refundPaise ?? 0) : 0),
        0,
      ) + tdrsBefore.reduce((s, t) => s + t.refundPaise, 0);
    const d = {
      ...decision,
      refund: refundWithinPaid(locked, decision.refund, paidFor(locked, payment), before),
    };
    const inserted = await deps.tdrRefunds.insert(
      {
        railwayTdrId: d.id,
        decisionSeq: d.seq,
        orderId: order.id,
        passengerNumbers: [...d.passengerNumbers],
        reason: d.reason,
        refundPaise: d.refund,
        method,
        decidedAt: d.decidedAt,
        createdAt: now,
      },
      tx,
    );
    if (!inserted) return "skipped";
    // Invariant: an order never gives back more than was paid for it, TDRs and cancellations together.
    const cancelled = await deps.cancellations.ofOrder(order.id, tx);
    const tdrs = await deps.tdrRefunds.ofOrder(order.id, tx);
    const refunded =
      cancelled.reduce((s, c) => s + (c.status === "cancelled" ? (c.refundPaise ?? 0) : 0), 0) +
      tdrs.reduce((s, t) => s + t.refundPaise, 0);
    if (d.refund < 0 || refunded > paidFor(locked, payment)) {
      throw new Error(`refunds of order ${order.id} would exceed what was paid`);
    }
    const paid = await payTdrRefund(
      deps,
      { order: locked, railwayTdrId: d.id, amountPaise: d.refund, payment },
      now,
      tx,
    );
    await notify(deps, locked, decision, { method, ...paid }, tx);
    return "recorded";
  });
}

/**
 * The payout of one TDR refund, inside the transaction that recorded it
 * (whose unique keys make it happen once), through the one refund payout
 * (`refund-payout.ts`); where it went is kept on the TDR's row.
 */
export async function payTdrRefund(
  deps: Pick<
    TdrRefundDeps,
    "wallets" | "tdrRefunds" | "unclaimed" | "messages" | "unclaimedRefundsUrl"
  >,
  refund: {
    order: OrderRow;
    railwayTdrId: number;
    amountPaise: number;
    payment: Pick<PaymentRow, "method" | "instrument"> | null;
  },
  now: Date,
  tx: Tx,
): Promise<{ creditedAt: Date | null; settleBy: Date | null; unclaimed: boolean }> {
  const payout = await payRefund(deps, tx, {
    order: refund.order,
    refund: {
      source: "tdr",
      sourceId: String(refund.railwayTdrId),
      amountPaise: refund.amountPaise,
    },
    payment: refund.payment,
    now,
  });
  const paid = {
    creditedAt: payout.kind === "wallet" && refund.amountPaise > 0 ? payout.creditedAt : null,
    settleBy: payout.kind === "bank" ? payout.settleBy : null,
  };
  await deps.tdrRefunds.markPaid(refund.railwayTdrId, paid, tx);
  return { ...paid, unclaimed: payout.kind === "unclaimed" };
}

/** SMS and e-mail through the one outbox, in the transaction that recorded the decision. */
async function notify(
  deps: Pick<TdrRefundDeps, "messages" | "orderUrl">,
  order: OrderRow,
  decision: TdrDecisionRecord,
  paid: { method: string | null; settleBy: Date | null; unclaimed: boolean },
  tx: Tx,
) {
  const { contact } = (order.request as StoredRequest).details;
  const who = decision.passengerNumbers.join(", ");
  const label = TDR_REASON_LABELS[decision.reason as TdrReasonCode] ?? decision.reason;
  const link = deps.orderUrl?.(order.id);
  const refunded = decision.status === "refunded" && decision.refund > 0;
  const purpose = refunded ? "tdr_refunded" : "tdr_rejected";
  if ((await deps.messages.languageOf(order.userId, tx)) === "hi") {
    await notifyHi(deps, order, decision, paid, tx, { who, link, refunded, purpose });
    return;
  }
  const money = !refunded
    ? ""
    : paid.unclaimed
      ? `${formatPaise(decision.refund)} could not be credited to your ${methodName(paid.method)}: claim it under My bookings, Unclaimed refunds.`
      : refundSentence(decision.refund, paid.method, paid.settleBy);
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

/**
 * The same SMS and e-mail in Hindi (ADR 028): names, codes and amounts as
 * printed; the railway's note on its decision passed on as it sent it.
 */
async function notifyHi(
  deps: Pick<TdrRefundDeps, "messages">,
  order: OrderRow,
  decision: TdrDecisionRecord,
  paid: { method: string | null; settleBy: Date | null; unclaimed: boolean },
  tx: Tx,
  words: { who: string; link: string | undefined; refunded: boolean; purpose: string },
) {
  const { contact } = (order.request as StoredRequest).details;
  const { who, link, refunded, purpose } = words;
  const label = TDR_REASON_LABELS_HI[decision.reason as TdrReasonCode] ?? decision.reason;
  const amount = formatPaise(decision.refund);
  const money = !refunded
    ? ""
    : paid.unclaimed
      ? `${amount} आपके ${methodNameHi(paid.method)} में जमा नहीं हो सका: इसे My bookings, Unclaimed refunds में लें।`
      : refundSentenceHi(decision.refund, paid.method, paid.settleBy);
  const outcome = refunded ? `रिफ़ंड ${amount}` : "अस्वीकृत, कोई रिफ़ंड नहीं";
  await deps.messages.enqueue(
    {
      channel: "sms",
      recipient: contact.mobile,
      purpose,
      body: `Safar: PNR ${order.pnr} (यात्री ${who}, ${label}) के TDR पर रेलवे का निर्णय: ${outcome}। ${decision.note}${money ? ` ${money}` : ""}${link ? ` ${link}` : ""}`,
    },
    tx,
  );
  await deps.messages.enqueue(
    {
      channel: "email",
      recipient: contact.email,
      purpose,
      subject: refunded ? `TDR रिफ़ंड: PNR ${order.pnr}, ${amount}` : `TDR अस्वीकृत: PNR ${order.pnr}`,
      body: [
        `PNR ${order.pnr} (${order.trainNumber} ${order.trainName}, ${order.fromCode} से ${order.toCode}, ${order.journeyDate}) के यात्री ${who} के लिए दर्ज TDR पर रेलवे ने निर्णय दे दिया है: ${label}।`,
        `निर्णय: ${refunded ? `${amount} रिफ़ंड` : "अस्वीकृत"}। ${decision.note}`,
        ...(money ? [money] : []),
        ...(link ? [`ऑर्डर का विवरण: ${link}`] : []),
      ].join("\n"),
    },
    tx,
  );
}
