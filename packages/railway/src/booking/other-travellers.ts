import type { ClassCode } from "@safar/contracts/code-tables";
import { LRUCache } from "lru-cache";
import { emptyOccupancy, type Occupancy } from "../allocation/occupancy.ts";
import { chart, type Promotion } from "../allocation/promote.ts";
import { applyDemand } from "../demand/apply.ts";
import { type RunDemand, runDemand } from "../demand/events.ts";
import type { RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { type RunKey, runKeyString } from "./reservations.repository.ts";

/**
 * Other travellers on the runs of the booking core (ADR 019 point 3): each
 * (run, class) has a seeded stream of bookings and cancellations
 * (`../demand/`), applied lazily. A change of the row first plays the stream
 * up to now under the row lock (`batch/run.ts`), and records the instant in
 * `sim_at`; a read plays it in memory on the committed state, never writing.
 * Both play the same events on the same state, so they agree.
 *
 * Kept per process: the streams (cheap to rebuild) and, per run and class,
 * the last state played forward (by the stored version), so a page asked
 * again moves on by the few events since, not from the opening of the window.
 */
export interface OtherTravellers {
  /** The stream of a run and class (memoised). */
  demandOf(train: TimetabledTrain, layout: RunLayout, key: RunKey, chartDueAt: Date): RunDemand;
  /**
   * `state` (stored, with travellers up to `simAt`) as it stands at `now`;
   * `promotions` are moves up caused by their cancellations.
   */
  advance(
    input: {
      train: TimetabledTrain;
      layout: RunLayout;
      key: RunKey;
      chartDueAt: Date;
      state: Occupancy;
      simAt: Date | null;
    },
    now: Date,
  ): { state: Occupancy; changed: boolean; promotions: Promotion[] };
  /** A read: the stored state (or none) as it stands at `now`, from memory when possible. */
  current(
    input: {
      train: TimetabledTrain;
      layout: RunLayout;
      key: RunKey;
      chartDueAt: Date;
      stored: { state: Occupancy; version: number; simAt: Date | null } | null;
    },
    now: Date,
  ): Occupancy;
}

export interface OtherTravellersOptions {
  /** Multiplies all demand (1 by default). */
  scale?: number;
  maxStreams?: number;
  maxStates?: number;
}

export function createOtherTravellers(options: OtherTravellersOptions = {}): OtherTravellers {
  const streams = new LRUCache<string, RunDemand>({ max: options.maxStreams ?? 3_000 });
  /** Per run and class: the stored version the state was played from, and to when. */
  const played = new LRUCache<string, { version: number; at: number; state: Occupancy }>({
    max: options.maxStates ?? 3_000,
  });

  function demandOf(train: TimetabledTrain, layout: RunLayout, key: RunKey, chartDueAt: Date) {
    const k = runKeyString(key);
    let d = streams.get(k);
    if (!d) {
      d = runDemand({
        train,
        layout,
        classCode: key.classCode as ClassCode,
        runDate: key.runDate,
        chartDueAt,
        ...(options.scale === undefined ? {} : { demandScale: options.scale }),
      });
      streams.set(k, d);
    }
    return d;
  }

  const advance: OtherTravellers["advance"] = (input, now) => {
    const { train, layout, key, chartDueAt, state, simAt } = input;
    const after = simAt ? simAt.getTime() : Number.NEGATIVE_INFINITY;
    if (state.charted || now.getTime() <= after) return { state, changed: false, promotions: [] };
    const demand = demandOf(train, layout, key, chartDueAt);
    const r = applyDemand(state, layout, demand, after, now.getTime());
    return { state: r.state, changed: r.state !== state, promotions: r.promotions };
  };

  return {
    demandOf,
    advance,
    current(input, now) {
      const { layout, key, stored } = input;
      const k = runKeyString(key);
      const version = stored ? stored.version : -1;
      const memo = played.get(k);
      const t = now.getTime();
      if (memo && memo.version === version && memo.at === t) return memo.state;
      const from =
        memo && memo.version === version && memo.at < t
          ? { state: memo.state, simAt: new Date(memo.at) }
          : {
              state: stored?.state ?? emptyOccupancy(layout, key.classCode as ClassCode),
              simAt: stored?.simAt ?? null,
            };
      let state = advance({ ...input, ...from }, now).state;
      // Past the chart time, as the first write would find it (`chartIfDue`).
      if (!state.charted && t >= input.chartDueAt.getTime()) state = chart(state, layout).state;
      played.set(k, { version, at: t, state });
      return state;
    },
  };
}
