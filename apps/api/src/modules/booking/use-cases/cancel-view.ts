import { CANCEL_REASONS, type CancelView } from "@safar/contracts/cancellation";
import { istDate } from "@safar/domain/ist";
import type { CancellationLine } from "@safar/railway/gateway";
import {
  CANCELLABLE_STATUSES,
  type CancellationDeps,
  freeCancellationOf,
  livePassengers,
  needsAdult,
} from "./cancellable.ts";
import { ownOrder } from "./orders.ts";
import { coverApplies, recordOf, withCover } from "./refund-terms.ts";

/**
 * Spec §7 `v2/cancelView` and `v3/cancelPage`: each passenger with their
 * status now and, for those still travelling, the refund a cancellation now
 * would give (one railway quote for all of them), and the order's
 * cancellations with their refunds' timelines (a refund the payment method
 * refused links to its claim).
 */
export async function cancelView(
  deps: Pick<CancellationDeps, "now" | "railway" | "repo" | "cancellations" | "unclaimed">,
  userId: string,
  orderId: string,
): Promise<CancelView> {
  const order = await ownOrder(deps.repo, userId, orderId);
  const now = deps.now();
  const [rows, claims, bounced] = await Promise.all([
    deps.cancellations.ofOrder(orderId),
    deps.cancellations.claims(orderId),
    deps.unclaimed.ofOrder(orderId),
  ]);
  // Refunds the payment method refused, by the cancellation they belong to.
  const unclaimed = new Map(
    bounced.filter((u) => u.source === "cancellation").map((u) => [u.sourceId, u]),
  );
  const ticket = order.pnr ? await deps.railway.pnrStatus(order.pnr) : null;
  const free = freeCancellationOf(order);
  let blocked: string | null = null;
  if (ticket?.state !== "booked" || !CANCELLABLE_STATUSES.includes(order.status)) {
    blocked = "Only a booked ticket can be cancelled.";
  }
  // A passenger in a TDR the railway has not rejected is refunded by it, never cancelled too.
  const inTdr = new Set(
    (ticket ? ((await deps.railway.tdrClaims(ticket.pnr))?.filed ?? []) : [])
      .filter((t) => t.status !== "rejected")
      .flatMap((t) => t.passengerNumbers),
  );
  const live = ticket ? livePassengers(ticket, claims).filter((p) => !inTdr.has(p.number)) : [];
  if (!blocked && live.length === 0) {
    blocked =
      inTdr.size > 0
        ? "Every passenger of this booking is cancelled or in a TDR."
        : "Every passenger of this booking is cancelled.";
  }
  const lines = new Map<number, CancellationLine>();
  let covered = false;
  let departure = ticket?.departure ?? null;
  if (!blocked && ticket) {
    const quote = await deps.railway.cancellationQuote({
      pnr: ticket.pnr,
      passengerNumbers: live.map((p) => p.number),
    });
    if (quote.ok) {
      for (const l of quote.passengers) lines.set(l.number, l);
      covered = coverApplies(free, now, quote.departure);
      departure = quote.departure;
    } else {
      blocked = quote.message;
    }
  }
  return {
    orderId: order.id,
    status: order.status,
    pnr: order.pnr,
    trainNumber: order.trainNumber,
    trainName: order.trainName,
    from: order.fromCode,
    to: order.toCode,
    date: ticket?.date ?? order.journeyDate ?? istDate(now),
    classCode: order.classCode,
    quota: order.quota,
    departure: departure ? departure.toISOString() : null,
    chartPrepared: ticket?.chartPrepared ?? false,
    freeCancellation: free,
    blockedReason: blocked,
    passengers: (ticket?.passengers ?? []).map((p) => {
      const line = lines.get(p.number);
      const claimed = claims.has(p.number);
      return {
        number: p.number,
        name: p.name,
        age: p.age,
        currentStatus: claimed ? "CAN" : p.currentStatus,
        cancellable: line !== undefined,
        child: !p.infant && needsAdult(p),
        quote: line ? withCover(line, covered) : null,
      };
    }),
    reasons: CANCEL_REASONS.map((r) => ({ id: r.id, label: r.label })),
    cancellations: rows.map((r) => recordOf(r, now, unclaimed.get(r.id) ?? null)),
  };
}
