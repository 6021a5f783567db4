import type { SqlRunner } from "@safar/db/client";
import { paxKey } from "../../allocation/occupancy.ts";
import { cancel } from "../../allocation/promote.ts";
import * as repo from "../reservations.repository.ts";
import type { JobResult } from "../use-cases/context.ts";
import { applyPromotions, type RunContext } from "./run.ts";

/** Unpaid holds ending inside a batch: released by the user, or lapsed. */

/** Gives back the berths of these holds; the holds that were still held. */
export async function releaseInBatch(
  tx: SqlRunner,
  ctx: RunContext,
  holdIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (holdIds.length === 0) return new Set();
  const ended = await repo.releaseHolds(tx, ctx.key, holdIds);
  await giveBack(
    tx,
    ctx,
    ended.map((e) => e.pnr),
    "hold_released",
    now,
  );
  return new Set(ended.map((e) => e.holdId));
}

export async function expireInBatch(tx: SqlRunner, ctx: RunContext, now: Date): Promise<JobResult> {
  const ended = await repo.expireHolds(tx, ctx.key, now);
  await giveBack(tx, ctx, ended, "hold_expired", now);
  return { ok: true, released: ended.length > 0, count: ended.length };
}

/** The berths of unpaid PNRs go back to the inventory (and the lists move up). */
async function giveBack(
  tx: SqlRunner,
  ctx: RunContext,
  ended: string[],
  kind: "hold_released" | "hold_expired",
  now: Date,
): Promise<void> {
  if (ended.length === 0) return;
  const live = await repo.livePassengersOf(tx, ended);
  const r = cancel(
    ctx.state,
    ctx.layout,
    live.map((p) => paxKey(p.pnr, p.n)),
  );
  ctx.state = r.state;
  ctx.changed = true;
  applyPromotions(ctx, r.promotions);
  const byPnr = new Map<string, number[]>();
  for (const p of live) byPnr.set(p.pnr, [...(byPnr.get(p.pnr) ?? []), p.n]);
  for (const pnr of ended) {
    const numbers = byPnr.get(pnr) ?? [];
    ctx.cancels.push({ pnr, numbers });
    ctx.cancellationRows.push({
      pnr,
      kind,
      passengerNumbers: numbers,
      refund: 0,
      deduction: 0,
      detail: { rule: "unpaid_hold" },
      createdAt: now,
    });
  }
}
