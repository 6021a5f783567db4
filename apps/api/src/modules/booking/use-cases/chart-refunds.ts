import { randomUUID } from "node:crypto";
import { ORDER_STATUS } from "@safar/contracts/booking";
import { addDays, istDate } from "@safar/domain/ist";
import type { Ticket } from "@safar/railway/gateway";
import { CHART_REASON, drive } from "./cancel-order.ts";
import type { CancellationDeps } from "./cancellable.ts";

/**
 * Facts.md §3.3, §6: a fully waitlisted e-ticket is cancelled by the railway
 * at the first chart and refunded. The reconciler finds booked orders
 * travelling around today whose ticket was all waitlisted, asks the railway,
 * and when every passenger still travelling here is cancelled there, records
 * that cancellation and pays what the railway refunded (the same requested →
 * cancelled steps as a traveller's cancellation, so it happens once).
 */
export async function refundWaitlistedAtChart(
  deps: CancellationDeps,
  limit = 100,
): Promise<number> {
  const now = deps.now();
  const today = istDate(now);
  const candidates = await deps.cancellations.bookedBetween(
    addDays(today, -1),
    addDays(today, 1),
    limit,
  );
  let refunded = 0;
  for (const order of candidates) {
    const stored = order.ticket as Ticket | null;
    if (!order.pnr || !stored?.passengers.every((p) => /WL/.test(p.bookingStatus))) continue;
    const ticket = await deps.railway.pnrStatus(order.pnr);
    if (!ticket?.chartPrepared) continue;
    const claims = await deps.cancellations.claims(order.id);
    const left = ticket.passengers.filter((p) => !claims.has(p.number));
    if (left.length === 0 || !left.every((p) => p.currentStatus === "CAN")) continue;
    const row = await deps.repo.transaction(async (tx) => {
      const locked = await deps.repo.lockOrder(tx, order.id);
      if (!locked || ![7, 8].includes(locked.status)) return null;
      // A trip's first train before the trip was paid for: the trip's choice decides (ADR 023).
      if (locked.tripId && !locked.ticketPaymentId) return null;
      const key = `chart-${order.pnr}`;
      if (await deps.cancellations.byKey(order.id, key, tx)) return null;
      const payment = locked.ticketPaymentId
        ? await deps.repo.paymentById(locked.ticketPaymentId, tx)
        : null;
      const id = randomUUID();
      await deps.cancellations.insertRequested(
        {
          id,
          orderId: order.id,
          idempotencyKey: key,
          passengerNumbers: left.map((p) => p.number),
          reason: CHART_REASON,
          status: "requested",
          method: payment?.method ?? null,
          createdAt: now,
        },
        tx,
      );
      await deps.repo.updateOrder(
        order.id,
        { status: ORDER_STATUS.cancelRequested, updatedAt: now },
        tx,
      );
      return deps.cancellations.byId(id, tx);
    });
    if (!row) continue;
    try {
      await drive(deps, order, row);
      refunded++;
    } catch {
      // Left requested: `resumeCancellations` drives it on a later pass.
    }
  }
  return refunded;
}
