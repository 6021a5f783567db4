import type { SqlRunner } from "@safar/db/client";
import { chart } from "../../allocation/promote.ts";
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
  // Fully waitlisted e-tickets: cancelled, refunded in full (facts.md §3.3, §6).
  const pnrList = r.autoCancelled.map((a) => a.pnr);
  const live = await repo.livePassengersOf(tx, pnrList);
  for (const a of r.autoCancelled) {
    const pax = live.filter((p) => p.pnr === a.pnr);
    const numbers = pax.map((p) => p.n);
    const refund = pax.reduce((s, p) => s + p.fare, 0);
    ctx.cancels.push({ pnr: a.pnr, numbers });
    ctx.cancellationRows.push({
      pnr: a.pnr,
      kind: "chart",
      passengerNumbers: numbers,
      refund,
      deduction: 0,
      detail: { rule: "waitlisted_at_chart_full_refund" },
      createdAt: now,
    });
  }
  return true;
}
