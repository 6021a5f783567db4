import type { ClassCode } from "@safar/contracts/code-tables";
import type { SqlRunner } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import {
  emptyOccupancy,
  fromRow,
  type Occupancy,
  type PaxKey,
  paxKey,
  splitPaxKey,
  toRow,
} from "../../allocation/occupancy.ts";
import type { Promotion } from "../../allocation/promote.ts";
import { isDemandKey } from "../../demand/events.ts";
import type { RunLayout } from "../../inventory/layout.ts";
import type { TimetabledTrain } from "../../network/model.ts";
import { chartAt } from "../../rules/booking-window.ts";
import { departureAt } from "../journey.ts";
import type { OtherTravellers } from "../other-travellers.ts";
import type { RunKey } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";

/**
 * One run and class inside its batch's transaction: `openRun` locks and reads
 * the occupancy row, the jobs change `state` and collect rows, `flush` writes
 * them all and the new state (one write for the whole batch).
 */
export interface RunContext {
  key: RunKey;
  train: TimetabledTrain;
  layout: RunLayout;
  state: Occupancy;
  version: number;
  chartedAt: Date | null;
  chartDueAt: Date;
  changed: boolean;
  chartedNow: Date | null;
  /** Other travellers are in `state` up to this instant (written as `sim_at`). */
  simAt: Date | null;
  pnrRows: repo.PnrInsert[];
  paxRows: repo.PassengerInsert[];
  seats: Map<PaxKey, string | null>;
  cancels: { pnr: string; numbers: number[] }[];
  cancellationRows: repo.CancellationInsert[];
}

export interface RunDeps {
  trains: ReadonlyMap<string, TimetabledTrain>;
  layoutOf(trainNumber: string): RunLayout | null;
  /** Off only for the race test (reads the row without `FOR UPDATE`). */
  locking: boolean;
  /** Other travellers (ADR 019); none when absent (most tests). */
  others?: OtherTravellers;
}

/** A berth as stored on a passenger: `B2/34`. */
export const seatName = (coach: string, berth: number) => `${coach}/${berth}`;

/** When the chart of a run is due (from its origin departure). */
export function chartDueOf(train: TimetabledTrain, runDate: string): Date {
  const origin = departureAt(train, runDate, 0);
  if (!origin) throw new Error(`train ${train.number} has no origin departure`);
  return chartAt({ originDeparture: origin, boardingDeparture: origin });
}

/**
 * Locks the occupancy row of the run and class (made empty on first use),
 * reads it and plays other travellers' bookings and cancellations up to `now`.
 */
export async function openRun(
  deps: RunDeps,
  tx: SqlRunner,
  k: RunKey,
  now: Date,
): Promise<RunContext> {
  const { trains, layoutOf, locking } = deps;
  const train = trains.get(k.trainNumber);
  const layout = layoutOf(k.trainNumber);
  if (!train || !layout) throw new Error(`unknown train ${k.trainNumber}`);
  let rec = await repo.lockOccupancy(tx, k, locking);
  if (!rec) {
    const chartDueAt = chartDueOf(train, k.runDate);
    await repo.insertOccupancy(
      tx,
      k,
      toRow(emptyOccupancy(layout, k.classCode as ClassCode)),
      chartDueAt,
    );
    rec = await repo.lockOccupancy(tx, k, locking);
    if (!rec) throw new Error("occupancy row vanished");
  }
  const parsed = fromRow(rec.state, layout);
  if (!parsed.ok) throw new Error(`occupancy of ${repo.runKeyString(k)}: ${parsed.reason}`);
  const ctx: RunContext = {
    key: k,
    train,
    layout,
    state: parsed.state,
    version: rec.version,
    chartedAt: rec.chartedAt,
    chartDueAt: rec.chartDueAt,
    changed: false,
    chartedNow: null,
    simAt: rec.simAt,
    pnrRows: [],
    paxRows: [],
    seats: new Map(),
    cancels: [],
    cancellationRows: [],
  };
  if (deps.others) {
    const played = deps.others.advance(
      { train, layout, key: k, chartDueAt: rec.chartDueAt, state: ctx.state, simAt: rec.simAt },
      now,
    );
    if (played.changed) {
      ctx.state = played.state;
      ctx.changed = true;
      applyPromotions(ctx, played.promotions);
    }
    if (!ctx.simAt || now.getTime() > ctx.simAt.getTime()) ctx.simAt = now;
  }
  return ctx;
}

/** Passengers moved up by the allocator take their new berths. */
export function applyPromotions(ctx: RunContext, promotions: readonly Promotion[]): void {
  for (const p of promotions)
    if (!isDemandKey(p.pax)) ctx.seats.set(p.pax, seatName(p.slot.coach, p.slot.number));
}

/** Writes what the batch collected, then the new state (when it changed) at the next version. */
export async function flush(deps: { clock: Clock }, tx: SqlRunner, ctx: RunContext): Promise<void> {
  await repo.insertPnrs(tx, ctx.pnrRows);
  await repo.insertPassengers(tx, ctx.paxRows);
  await repo.cancelPassengers(
    tx,
    ctx.cancels.flatMap((c) => c.numbers.map((n) => ({ pnr: c.pnr, n }))),
    deps.clock(),
  );
  const cancelled = new Set(ctx.cancels.flatMap((c) => c.numbers.map((n) => paxKey(c.pnr, n))));
  const inserted = new Set(ctx.paxRows.map((p) => paxKey(p.pnr, p.n)));
  const seatUpdates = [...ctx.seats]
    .filter(([pax]) => !cancelled.has(pax) && !inserted.has(pax))
    .map(([pax, seat]) => ({ ...splitPaxKey(pax), seat }));
  await repo.setSeats(tx, seatUpdates);
  await repo.insertCancellations(tx, ctx.cancellationRows);
  if (ctx.changed) {
    ctx.version++;
    await repo.writeOccupancy(
      tx,
      ctx.key,
      toRow(ctx.state),
      ctx.version,
      ctx.chartedNow ?? undefined,
      ctx.simAt ?? undefined,
    );
  }
}
