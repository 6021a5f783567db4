import { randomUUID } from "node:crypto";
import { ORDER_STATUS } from "@safar/contracts/booking";
import type { CancelRequest, CancelResponse } from "@safar/contracts/cancellation";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { formatPaise } from "@safar/domain/money";
import type { CancellationLine, Ticket } from "@safar/railway/gateway";
import type { OrderRow, Tx } from "../booking.repository.ts";
import type { CancellationRow } from "../cancellation.repository.ts";
import {
  CANCELLABLE_STATUSES,
  type CancellationDeps,
  checkSelection,
  freeCancellationOf,
  livePassengers,
  statusAfter,
  ticketToCancel,
} from "./cancellable.ts";
import { ownOrder, paidFor, type StoredRequest } from "./orders.ts";
import { refundWithinPaid } from "./promo-code.ts";
import { payRefund } from "./refund-payout.ts";
import {
  type ClaimState,
  coverApplies,
  recordOf,
  refundSentence,
  refundSentenceHi,
  withCover,
} from "./refund-terms.ts";

/** The reason of the railway's own cancellation of a fully waitlisted e-ticket at the chart. */
export const CHART_REASON = "waitlisted_at_chart";

/** A repeat of a cancellation still under way waits this long for it to finish. */
const IN_FLIGHT_WAIT_MS = 5_000;
/** A cancellation left requested longer than this (a crash) is driven again: by a retry with its key, or the reconciler. */
export const REDRIVE_AFTER_MS = 30_000;

/**
 * Spec §7 `v3/order/cancel`: cancels passengers of the owner's order and
 * refunds them exactly once (issue 18 items 3, 4):
 *
 * 1. Under the order's row lock, the cancellation is written `requested` and
 *    claims its passengers (`cancelled_passengers`' primary key): a second
 *    click, a retry or a concurrent call for the same passenger finds the
 *    claim and answers the same cancellation (same key) or is refused.
 * 2. The railway cancels (outside any transaction; it refuses a passenger it
 *    already cancelled).
 * 3. Under the lock again, requested → cancelled (a guarded update), the
 *    refund paid by `refund-payout.ts` (the wallet credited, a bank's
 *    settlement date, or an unclaimed refund when the instrument refuses it),
 *    the order moved to 8 or 18, and the messages written to the outbox, in
 *    one transaction.
 *
 * A crash between 2 and 3 leaves the claim requested; a retry with the same
 * key finds the railway's passengers cancelled and records the refund the
 * railway paid (its running total minus what this order recorded).
 */
export async function cancelOrder(
  deps: CancellationDeps,
  userId: string,
  request: CancelRequest,
): Promise<CancelResponse> {
  const order = await ownOrder(deps.repo, userId, request.orderId);
  const existing = await deps.cancellations.byKey(order.id, request.idempotencyKey);
  if (existing) return answerExisting(deps, order, existing);
  const ticket = await ticketToCancel(deps, order);
  const chosen = [...new Set(request.passengerNumbers)].sort((a, b) => a - b);
  const now = deps.now();
  const started = await deps.repo.transaction(async (tx) => {
    const locked = await deps.repo.lockOrder(tx, order.id);
    if (
      !locked ||
      !CANCELLABLE_STATUSES.includes(locked.status) ||
      (locked.tripId && !locked.ticketPaymentId)
    ) {
      throw new DomainError(ErrorCode.cancel_not_allowed);
    }
    const again = await deps.cancellations.byKey(order.id, request.idempotencyKey, tx);
    if (again) return { row: again, fresh: false };
    const claims = await deps.cancellations.claims(order.id, tx);
    checkSelection(livePassengers(ticket, claims), chosen);
    const payment = locked.ticketPaymentId
      ? await deps.repo.paymentById(locked.ticketPaymentId, tx)
      : null;
    const row = {
      id: randomUUID(),
      orderId: order.id,
      idempotencyKey: request.idempotencyKey,
      passengerNumbers: chosen,
      reason: request.reason,
      reasonText: request.reasonText ?? null,
      status: "requested" as const,
      method: payment?.method ?? null,
      createdAt: now,
    };
    await deps.cancellations.insertRequested(row, tx);
    await deps.repo.updateOrder(
      order.id,
      { status: ORDER_STATUS.cancelRequested, updatedAt: now },
      tx,
    );
    return { row: (await deps.cancellations.byId(row.id, tx)) as CancellationRow, fresh: true };
  });
  if (!started.fresh) return answerExisting(deps, order, started.row);
  return drive(deps, order, started.row);
}

/**
 * The reconciler's part: cancellations a crash left requested are driven to
 * cancelled (the railway had cancelled) or failed. How many were resumed.
 */
export async function resumeCancellations(deps: CancellationDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const rows = await deps.cancellations.stuck(new Date(now.getTime() - REDRIVE_AFTER_MS), limit);
  let resumed = 0;
  for (const row of rows) {
    const order = await deps.repo.order(row.orderId);
    if (!order) continue;
    try {
      await drive(deps, order, row);
      resumed++;
    } catch {
      // Refused (now failed) or not yet decidable: the next pass looks again.
    }
  }
  return resumed;
}

async function answerExisting(
  deps: CancellationDeps,
  order: OrderRow,
  row: CancellationRow,
): Promise<CancelResponse> {
  let current = row;
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  while (current.status === "requested") {
    if (deps.now().getTime() - current.createdAt.getTime() > REDRIVE_AFTER_MS) {
      return drive(deps, order, current);
    }
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
    current = (await deps.cancellations.byId(row.id)) ?? current;
  }
  if (current.status === "failed") throw new DomainError(ErrorCode.cancel_refused);
  return responseOf(deps, order, current);
}

async function responseOf(
  deps: Pick<CancellationDeps, "now" | "repo" | "unclaimed">,
  order: OrderRow,
  row: CancellationRow,
): Promise<CancelResponse> {
  const fresh = await deps.repo.orderOf(order.userId, order.id);
  const claim = await deps.unclaimed.bySource("cancellation", row.id);
  const who = row.passengerNumbers.length === 1 ? "Passenger" : "Passengers";
  const message =
    row.status === "cancelled"
      ? `${who} ${row.passengerNumbers.join(", ")} cancelled. ${refundSentence(row.refundPaise ?? 0, row.method, row.settleBy, claim)}`
      : "Your cancellation is being processed.";
  return {
    orderId: order.id,
    status: fresh?.status ?? ORDER_STATUS.cancelRequested,
    cancellation: recordOf(row, deps.now(), claim),
    message,
  };
}

/** Steps 2 and 3 for a requested cancellation. */
export async function drive(
  deps: CancellationDeps,
  order: OrderRow,
  row: CancellationRow,
): Promise<CancelResponse> {
  const pnr = order.pnr as string;
  const numbers = row.passengerNumbers;
  const cancelled = await deps.railway.cancel({ pnr, passengerNumbers: numbers });
  let lines: readonly CancellationLine[] | null = null;
  let railwayRefund: number | null = null;
  let ticket: Ticket | null;
  if (cancelled.ok) {
    lines = cancelled.passengers;
    railwayRefund = cancelled.refund;
    ticket = cancelled.ticket;
  } else {
    ticket = await deps.railway.pnrStatus(pnr);
    const done = numbers.every(
      (n) => ticket?.passengers.find((p) => p.number === n)?.currentStatus === "CAN",
    );
    if (!done) {
      await fail(deps, order.id, row);
      throw new DomainError(ErrorCode.cancel_refused, { message: cancelled.message });
    }
  }
  const finished = await finish(deps, order, row, ticket as Ticket, lines, railwayRefund);
  void deps.messages.flush();
  return responseOf(deps, order, finished);
}

async function fail(deps: CancellationDeps, orderId: string, row: CancellationRow) {
  const now = deps.now();
  await deps.repo.transaction(async (tx) => {
    await deps.repo.lockOrder(tx, orderId);
    if (!(await deps.cancellations.markFailed(row.id, tx))) return;
    await settleStatus(deps, orderId, null, tx, now);
  });
}

/** The order's status from its cancellations as they now stand. */
async function settleStatus(
  deps: CancellationDeps,
  orderId: string,
  ticket: Ticket | null,
  tx: Tx,
  now: Date,
): Promise<number> {
  const rows = await deps.cancellations.ofOrder(orderId, tx);
  const cancelledNumbers = new Set(
    rows.filter((r) => r.status === "cancelled").flatMap((r) => r.passengerNumbers),
  );
  const requestedLeft = rows.some((r) => r.status === "requested");
  const order = (await deps.repo.lockOrder(tx, orderId)) as OrderRow;
  const shown = ticket ?? (order.ticket as Ticket);
  const status = statusAfter(shown, cancelledNumbers, requestedLeft);
  await deps.repo.updateOrder(orderId, { status, updatedAt: now }, tx);
  return status;
}

async function finish(
  deps: CancellationDeps,
  order: OrderRow,
  row: CancellationRow,
  ticket: Ticket,
  lines: readonly CancellationLine[] | null,
  railwayRefundKnown: number | null,
): Promise<CancellationRow> {
  const now = deps.now();
  const covered = coverApplies(freeCancellationOf(order), now, ticket.departure);
  return deps.repo.transaction(async (tx) => {
    const locked = (await deps.repo.lockOrder(tx, order.id)) as OrderRow;
    const current = (await deps.cancellations.byId(row.id, tx)) as CancellationRow;
    if (current.status !== "requested") return current;
    const rows = await deps.cancellations.ofOrder(order.id, tx);
    const done = rows.filter((r) => r.status === "cancelled");
    let railwayRefund = railwayRefundKnown;
    if (railwayRefund === null) {
      // Recovery: the railway cancelled before a crash; what it paid is its total less what we recorded.
      if (rows.some((r) => r.status === "requested" && r.id !== row.id)) {
        throw new DomainError(ErrorCode.try_again);
      }
      railwayRefund = ticket.refunded - done.reduce((s, r) => s + (r.railwayRefundPaise ?? 0), 0);
    }
    const fares = row.passengerNumbers.reduce(
      (s, n) => s + (ticket.passengers.find((p) => p.number === n)?.fare ?? 0),
      0,
    );
    const detail = lines ? lines.map((l) => withCover(l, covered)) : null;
    const cover = detail
      ? detail.reduce((s, l) => s + l.coverPaise, 0)
      : covered
        ? fares - railwayRefund
        : 0;
    const payment = locked.ticketPaymentId
      ? await deps.repo.paymentById(locked.ticketPaymentId, tx)
      : null;
    // A train of a trip gives back at most its share of the one payment (ADR 023).
    const paidForOrder = paidFor(locked, payment);
    const tdrs = await deps.tdrRefunds.ofOrder(order.id, tx);
    const before =
      done.reduce((s, r) => s + (r.refundPaise ?? 0), 0) +
      tdrs.reduce((s, t) => s + t.refundPaise, 0);
    // A promo discount (ADR 025) was Safar's: refunds stop at what was paid.
    const refund = refundWithinPaid(locked, railwayRefund + cover, paidForOrder, before);
    // Invariant: an order never gives back more than was paid for it (TDR refunds included).
    if (refund < 0 || before + refund > paidForOrder) {
      throw new Error(`refunds of order ${order.id} would exceed what was paid`);
    }
    const patch = {
      railwayRefundPaise: railwayRefund,
      deductionPaise: fares - railwayRefund,
      coverPaise: cover,
      refundPaise: refund,
      detail,
      processedAt: now,
    };
    // The guard first: only the caller that moves it requested → cancelled pays.
    if (!(await deps.cancellations.markCancelled(row.id, patch, tx))) return current;
    const payout = await payRefund(deps, tx, {
      order: locked,
      refund: { source: "cancellation", sourceId: row.id, amountPaise: refund },
      payment: { method: row.method, instrument: payment?.instrument ?? null },
      now,
    });
    const paid = {
      creditedAt: payout.kind === "wallet" ? payout.creditedAt : null,
      settleBy: payout.kind === "bank" ? payout.settleBy : null,
    };
    await deps.cancellations.recordPayout(row.id, paid, tx);
    const after = { ...current, ...patch, ...paid, status: "cancelled" as const };
    const status = await settleStatus(deps, order.id, ticket, tx, now);
    // Refunded in full: the promo code's use comes back (ADR 025).
    if (status === ORDER_STATUS.bookingCancelled && before + refund >= paidForOrder) {
      await deps.promo?.settle(tx, order.id, "released");
    }
    await notify(deps, locked, after, payout.kind === "unclaimed" ? payout.refund : null, tx);
    return after;
  });
}

/** SMS and e-mail through the one outbox, in the transaction that made the refund. */
async function notify(
  deps: CancellationDeps,
  order: OrderRow,
  row: CancellationRow,
  claim: ClaimState | null,
  tx: Tx,
) {
  const { contact } = (order.request as StoredRequest).details;
  const who = row.passengerNumbers.join(", ");
  const atChart = row.reason === CHART_REASON;
  const link = deps.orderUrl?.(order.id);
  if ((await deps.messages.languageOf(order.userId, tx)) === "hi") {
    await notifyHi(deps, order, row, claim, tx, { who, atChart, link });
    return;
  }
  const money = refundSentence(row.refundPaise ?? 0, row.method, row.settleBy, claim);
  await deps.messages.enqueue(
    {
      channel: "sms",
      recipient: contact.mobile,
      purpose: "cancellation",
      body: `Safar: PNR ${order.pnr} (${order.trainNumber} on ${order.journeyDate}) passenger ${who} cancelled${atChart ? " (still waitlisted at the chart)" : ""}. Refund ${formatPaise(row.refundPaise ?? 0)}. ${money}${link ? ` ${link}` : ""}`,
    },
    tx,
  );
  await deps.messages.enqueue(
    {
      channel: "email",
      recipient: contact.email,
      purpose: "cancellation",
      subject: `Cancelled: PNR ${order.pnr}, refund ${formatPaise(row.refundPaise ?? 0)}`,
      body: [
        `Passenger ${who} of PNR ${order.pnr} (${order.trainNumber} ${order.trainName}, ${order.fromCode} to ${order.toCode} on ${order.journeyDate}) has been cancelled${atChart ? " by the railway: the ticket was still waitlisted when the chart was prepared" : ""}.`,
        `Refund: ${formatPaise(row.refundPaise ?? 0)} (railway ${formatPaise(row.railwayRefundPaise ?? 0)}${row.coverPaise ? `, free cancellation ${formatPaise(row.coverPaise)}` : ""}).`,
        money,
        ...(link ? [`Order details: ${link}`] : []),
      ].join("\n"),
    },
    tx,
  );
}

/** The same SMS and e-mail in Hindi (ADR 028): names, codes and amounts as printed. */
async function notifyHi(
  deps: CancellationDeps,
  order: OrderRow,
  row: CancellationRow,
  claim: ClaimState | null,
  tx: Tx,
  { who, atChart, link }: { who: string; atChart: boolean; link: string | undefined },
) {
  const { contact } = (order.request as StoredRequest).details;
  const refund = formatPaise(row.refundPaise ?? 0);
  const money = refundSentenceHi(row.refundPaise ?? 0, row.method, row.settleBy, claim);
  await deps.messages.enqueue(
    {
      channel: "sms",
      recipient: contact.mobile,
      purpose: "cancellation",
      body: `Safar: PNR ${order.pnr} (${order.trainNumber}, ${order.journeyDate}) यात्री ${who} रद्द${atChart ? " (चार्ट बनने पर भी प्रतीक्षा सूची में)" : ""}। रिफ़ंड ${refund}। ${money}${link ? ` ${link}` : ""}`,
    },
    tx,
  );
  await deps.messages.enqueue(
    {
      channel: "email",
      recipient: contact.email,
      purpose: "cancellation",
      subject: `रद्द: PNR ${order.pnr}, रिफ़ंड ${refund}`,
      body: [
        `PNR ${order.pnr} (${order.trainNumber} ${order.trainName}, ${order.fromCode} से ${order.toCode}, ${order.journeyDate}) के यात्री ${who} का टिकट ${atChart ? "रेलवे ने रद्द कर दिया है: चार्ट बनते समय टिकट प्रतीक्षा सूची में था" : "रद्द कर दिया गया है"}।`,
        `रिफ़ंड: ${refund} (रेलवे ${formatPaise(row.railwayRefundPaise ?? 0)}${row.coverPaise ? `, मुफ़्त रद्दीकरण ${formatPaise(row.coverPaise)}` : ""})।`,
        money,
        ...(link ? [`ऑर्डर का विवरण: ${link}`] : []),
      ].join("\n"),
    },
    tx,
  );
}
