import { ErrorCode } from "@safar/contracts/errors";
import type { SqlRunner } from "@safar/db/client";
import { paxKey } from "../../allocation/occupancy.ts";
import { currentStatuses, reboard } from "../../allocation/promote.ts";
import { journeyStops } from "../../timetable/stops.ts";
import * as repo from "../reservations.repository.ts";
import { type JobResult, refusal } from "../use-cases/context.ts";
import { applyPromotions, type RunContext } from "./run.ts";

const refused = (reason: string, message: string) =>
  refusal(reason, message, ErrorCode.boarding_change_failed);

/**
 * Moves a booked ticket's boarding point once, before the chart, to a later
 * stop of its journey, inside its run's batch: the PNR's new boarding stop
 * and its passengers' shorter journeys are written together, and the gaps
 * before the new stop go to those waiting (ADR 019). Only a ticket with a
 * confirmed or RAC passenger can (a waitlisted ticket has no berth to board).
 */
export async function boardInBatch(
  tx: SqlRunner,
  ctx: RunContext,
  pnr: string,
  boardingCode: string,
  now: Date,
): Promise<JobResult> {
  const record = await repo.findPnr(tx, pnr);
  if (record?.state !== "booked") return refused("pnr_not_booked", "This PNR has no booked ticket");
  const leg = journeyStops(ctx.train, record.fromCode, record.toCode);
  const at = leg
    ? ctx.train.stops.findIndex(
        (s, i) => i > leg.fromIdx && i < leg.toIdx && s.code === boardingCode,
      )
    : -1;
  if (at < 0)
    return refused(
      "boarding_not_on_journey",
      "The new boarding point must be a later stop of this journey, before the destination",
    );
  if (record.boardingChangedAt)
    return refused("boarding_already_changed", "The boarding point can be changed only once");
  // The batch charted the run first if its time had come.
  if (ctx.state.charted)
    return refused(
      "chart_prepared",
      "The boarding point cannot be changed after the chart is prepared",
    );
  const live = await repo.livePassengersOf(tx, [pnr]);
  const statuses = currentStatuses(ctx.state, ctx.layout);
  const keys = live.map((p) => paxKey(p.pnr, p.n));
  if (!keys.some((k) => ["confirmed", "rac"].includes(statuses.get(k)?.kind ?? "")))
    return refused(
      "boarding_waitlisted",
      "The boarding point of a waitlisted ticket cannot be changed",
    );
  if (!(await repo.updateBoarding(tx, pnr, boardingCode, now)))
    return refused("boarding_already_changed", "The boarding point can be changed only once");
  const r = reboard(ctx.state, ctx.layout, keys, at);
  ctx.state = r.state;
  ctx.changed = true;
  applyPromotions(ctx, r.promotions);
  return { ok: true, pnr, boardingCode };
}
