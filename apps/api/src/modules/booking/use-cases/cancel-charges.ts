import type { CancellationCharges } from "@safar/contracts/cancellation";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  type CancellationDeps,
  checkSelection,
  freeCancellationOf,
  livePassengers,
  ticketToCancel,
} from "./cancellable.ts";
import { ownOrder } from "./orders.ts";
import { coverApplies, withCover } from "./refund-terms.ts";

/** Fare lines a cancellation does not give back: the per-ticket fee and its GST, the premiums. */
const KEPT_LINES = new Set(["convenience_fee", "gst_on_fee", "free_cancellation", "insurance"]);

/**
 * Spec §7 `v1/cancellation_charges`: the refund for cancelling these
 * passengers now, quoted by the railway with the same rules and state its
 * cancellation uses, plus Safar's free-cancellation cover.
 */
export async function cancellationCharges(
  deps: Pick<CancellationDeps, "now" | "railway" | "repo" | "cancellations">,
  userId: string,
  orderId: string,
  passengerNumbers: readonly number[],
): Promise<CancellationCharges> {
  const order = await ownOrder(deps.repo, userId, orderId);
  const ticket = await ticketToCancel(deps, order);
  const chosen = [...new Set(passengerNumbers)].sort((a, b) => a - b);
  checkSelection(livePassengers(ticket, await deps.cancellations.claims(orderId)), chosen);
  const quote = await deps.railway.cancellationQuote({ pnr: ticket.pnr, passengerNumbers: chosen });
  if (!quote.ok) throw new DomainError(ErrorCode.cancel_refused, { message: quote.message });
  const covered = coverApplies(freeCancellationOf(order), deps.now(), quote.departure);
  const lines = quote.passengers.map((l) => withCover(l, covered));
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const fare = order.fare as { lines: { id: string; label: string; paise: number }[] };
  const payment = order.ticketPaymentId ? await deps.repo.paymentById(order.ticketPaymentId) : null;
  return {
    orderId,
    passengers: lines,
    railwayRefundPaise: sum((l) => l.railwayRefundPaise),
    deductionPaise: sum((l) => l.chargePaise + l.gstPaise),
    coverPaise: sum((l) => l.coverPaise),
    refundPaise: sum((l) => l.refundPaise),
    notRefunded: fare.lines
      .filter((l) => KEPT_LINES.has(l.id) && l.paise > 0)
      .map((l) => ({ label: l.label, paise: l.paise })),
    method: payment?.method ?? null,
  };
}
