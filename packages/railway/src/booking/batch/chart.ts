import type { ClassCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import { chart } from "../../allocation/promote.ts";
import { isDemandKey } from "../../demand/events.ts";
import { refundFor } from "../../refunds/cancellation.ts";
import * as repo from "../reservations.repository.ts";
import { applyPromotions, type RunContext } from "./run.ts";

/** Charts the run and class when its time has come (the job, or the first change after it). */
export async function chartIfDue(tx: SqlRunner, ctx: RunContext, now: Date): Promise<boolean> {
  if (ctx.state.charted || ctx.chartDueAt.getTime() > now.getTime()) return false;
  const r = chart(ctx.state, ctx.layout);
  ctx.state = r.state;
  ctx.changed = true;
  ctx.chartedNow = now;
  ctx.chartedAt = now;
  applyPromotions(ctx, r.promotions);
  // Fully waitlisted e-tickets: cancelled and refunded less the clerkage (facts.md §3.3, §6;
  // `autoCancelDeductsClerkage` of the refund policy), as `refundFor` says for them.
  // Other travellers' PNRs (ADR 019) have no rows: nothing to refund or write.
  const ours = r.autoCancelled.filter((a) => !isDemandKey(a.pnr));
  const live = await repo.livePassengersOf(
    tx,
    ours.map((a) => a.pnr),
  );
  for (const a of ours) {
    const pax = live.filter((p) => p.pnr === a.pnr);
    const numbers = pax.map((p) => p.n);
    const breakdown = refundFor({
      now,
      scheduledDeparture: now,
      chartPreparedAt: now,
      classCode: ctx.state.classCode as ClassCode,
      quota: "GN",
      passengers: pax.map((p) => ({ status: "WL" as const, farePaid: p.fare, cancel: true })),
    });
    ctx.cancels.push({ pnr: a.pnr, numbers });
    ctx.cancellationRows.push({
      pnr: a.pnr,
      kind: "chart",
      passengerNumbers: numbers,
      refund: breakdown.totals.refund,
      deduction: breakdown.totals.deduction,
      detail: {
        rule: "waitlist_auto_cancelled_at_chart",
        passengers: breakdown.passengers.map((p, i) => ({
          number: numbers[i],
          fare: p.farePaid,
          charge: p.charge,
          gst: p.gst,
          refund: p.refund,
        })),
      },
      createdAt: now,
    });
  }
  return true;
}
