import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import { ErrorCode } from "@safar/contracts/errors";
import type { SqlRunner } from "@safar/db/client";
import { istDate } from "@safar/domain/ist";
import { paxKey } from "../../allocation/occupancy.ts";
import { cancel, currentStatuses } from "../../allocation/promote.ts";
import { type RefundPassengerInput, refundFor } from "../../refunds/cancellation.ts";
import { refundSchemeOf } from "../../timetable/train-type.ts";
import { departureAt, resolveJourney } from "../journey.ts";
import type { PassengerRecord } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import { type JobResult, refusal } from "../use-cases/context.ts";
import { applyPromotions, type RunContext } from "./run.ts";

/** Cancels passengers of a booked PNR inside its run's batch (2015 refund rules, promotion). */
export async function cancelInBatch(
  tx: SqlRunner,
  ctx: RunContext,
  pnr: string,
  numbers: number[],
  now: Date,
  /** False: only what the cancellation would refund now (a quote); nothing changes. */
  apply: boolean,
): Promise<JobResult> {
  const record = await repo.findPnr(tx, pnr);
  if (record?.state !== "booked")
    return refusal("pnr_not_booked", "This PNR has no booked ticket to cancel");
  const live = (await repo.livePassengersOf(tx, [pnr])).sort((a, b) => a.n - b.n);
  const chosen =
    numbers.length === 0 ? live.map((p) => p.n) : numbers.filter((n, i, a) => a.indexOf(n) === i);
  if (chosen.length === 0 || chosen.some((n) => !live.some((p) => p.n === n)))
    return refusal("passenger_not_cancellable", "Choose passengers who are still booked");
  // One refund a passenger: not cancelled while a TDR for them waits or has refunded them.
  // The PNR's claim lock (held to the batch's commit) is the one TDR filings and decisions
  // take, so neither can pass between this check and the cancellation.
  if (apply) await repo.lockTdrClaims(tx, pnr);
  const inTdr = new Set(
    (await repo.tdrsOf(tx, pnr))
      .filter((t) => t.status !== "rejected")
      .flatMap((t) => t.passengerNumbers.map(Number)),
  );
  const claimed = chosen.filter((n) => inTdr.has(n));
  if (claimed.length > 0)
    return refusal(
      "tdr_claimed",
      `Passenger ${claimed.join(", ")} cannot be cancelled: a TDR is filed for them, and the railway refunds a passenger once`,
    );
  const statuses = currentStatuses(ctx.state, ctx.layout);
  const journey = resolveJourney(
    ctx.train,
    record.boardingCode,
    record.toCode,
    // The boarding date at the (possibly changed) boarding point.
    istDate(
      departureAt(
        ctx.train,
        record.runDate,
        ctx.train.stops.findIndex((s) => s.code === record.boardingCode),
      ) ?? new Date(0),
    ),
  );
  if (!journey.ok) throw new Error(`stored journey of ${pnr} does not resolve`);
  const berthStatus = (p: PassengerRecord): "CNF" | "RAC" | "WL" => {
    const s = statuses.get(paxKey(p.pnr, p.n));
    if (s?.kind === "rac") return "RAC";
    if (s?.kind === "waitlist") return "WL";
    return "CNF";
  };
  // Passengers without a berth share the best status of their party.
  const party = live.filter((p) => !p.noBerth).map(berthStatus);
  const partyStatus = party.includes("CNF") ? "CNF" : party.includes("RAC") ? "RAC" : "WL";
  const input: RefundPassengerInput[] = live.map((p) => ({
    status: p.noBerth ? partyStatus : berthStatus(p),
    farePaid: p.fare,
    cancel: chosen.includes(p.n),
  }));
  const breakdown = refundFor({
    now,
    scheduledDeparture: journey.journey.departure,
    chartPreparedAt: ctx.chartedAt,
    classCode: record.classCode as ClassCode,
    quota: record.quota === "HP" ? "GN" : (record.quota as QuotaCode | "PT"),
    passengers: input,
    scheme: refundSchemeOf(ctx.train),
  });
  if (journey.journey.departure.getTime() <= now.getTime())
    return refusal(
      "train_departed",
      "TRAIN DEPARTED: file a TDR instead",
      ErrorCode.booking_closed,
    );
  const lines = breakdown.passengers
    .filter((p) => p.cancelled)
    .map((p) => ({
      number: live[p.index]?.n as number,
      status: p.status,
      fare: p.farePaid,
      charge: p.charge,
      gst: p.gst,
      refund: p.refund,
      rule: p.rule,
      tdrOnly: p.tdrOnly,
    }));
  if (!apply) {
    return {
      ok: true,
      pnr,
      passengers: lines,
      refund: breakdown.totals.refund,
      deduction: breakdown.totals.deduction,
      chartPrepared: breakdown.chartPrepared,
      departure: journey.journey.departure,
    };
  }
  const r = cancel(
    ctx.state,
    ctx.layout,
    chosen.map((n) => paxKey(pnr, n)),
  );
  ctx.state = r.state;
  ctx.changed = true;
  applyPromotions(ctx, r.promotions);
  ctx.cancels.push({ pnr, numbers: chosen });
  ctx.cancellationRows.push({
    pnr,
    kind: "user",
    passengerNumbers: chosen,
    refund: breakdown.totals.refund,
    deduction: breakdown.totals.deduction,
    detail: breakdown.passengers
      .filter((p) => p.cancelled)
      .map((p) => ({ n: live[p.index]?.n, rule: p.rule, refund: p.refund })),
    createdAt: now,
  });
  return {
    ok: true,
    pnr,
    cancelledPassengers: chosen,
    refund: breakdown.totals.refund,
    deduction: breakdown.totals.deduction,
    passengers: lines,
  };
}
