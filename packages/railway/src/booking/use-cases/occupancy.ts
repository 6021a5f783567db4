import type { SqlRunner } from "@safar/db/client";
import { fromRow, type Occupancy } from "../../allocation/occupancy.ts";
import type { RunKey } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";

/** Reads take any runner: the primary's, or the replica's for reads that tolerate lag (ADR 032). */
type Reading<K extends keyof ReservationContext> = Omit<Pick<ReservationContext, K>, "sql"> & {
  sql: SqlRunner;
};

/** The occupancy of a run and class as stored (null when nothing was ever booked). */
export async function occupancyOf(deps: Pick<ReservationContext, "sql" | "layoutOf">, k: RunKey) {
  const { sql, layoutOf } = deps;
  const layout = layoutOf(k.trainNumber);
  const rec = await repo.readOccupancy(sql, k);
  if (!rec || !layout) return null;
  const parsed = fromRow(rec.state, layout);
  if (!parsed.ok) throw new Error(`occupancy of ${repo.runKeyString(k)}: ${parsed.reason}`);
  return { state: parsed.state, version: rec.version };
}

export interface StoredOccupancy {
  state: Occupancy;
  version: number;
  /** Other travellers are in `state` up to this instant (ADR 019). */
  simAt: Date | null;
}

/** Several at once (one query), from memory where the stored version matches. */
export async function occupanciesOf(
  deps: Reading<"sql" | "layoutOf" | "states" | "remember">,
  keys: RunKey[],
): Promise<Map<string, StoredOccupancy>> {
  const { sql, layoutOf, states, remember } = deps;
  const out = new Map<string, StoredOccupancy>();
  for (const rec of await repo.readOccupancies(sql, keys)) {
    const layout = layoutOf(rec.trainNumber);
    if (!layout) continue;
    const k = repo.runKeyString(rec);
    const known = states.get(k);
    if (known && known.version === rec.version) {
      out.set(k, { ...known, simAt: rec.simAt });
      continue;
    }
    const parsed = fromRow(rec.state, layout);
    if (!parsed.ok) throw new Error(`occupancy of ${k}: ${parsed.reason}`);
    remember(k, rec.version, parsed.state);
    out.set(k, { state: parsed.state, version: rec.version, simAt: rec.simAt });
  }
  return out;
}

/** Longest stretch of playing other travellers before other work gets a turn. */
const YIELD_EVERY_MS = 20;

/**
 * The runs and classes as they stand now, other travellers included (ADR
 * 019): every key answered, a run nobody booked from its travellers alone
 * (version 0). Without other travellers, only those with a row.
 */
export async function currentOccupancies(
  deps: Reading<
    "sql" | "layoutOf" | "states" | "remember" | "trains" | "clock" | "chartDueOf" | "others"
  >,
  keys: RunKey[],
): Promise<Map<string, { state: Occupancy; version: number }>> {
  const stored = await occupanciesOf(deps, keys);
  const { others } = deps;
  if (!others) return stored;
  const now = deps.clock();
  const out = new Map<string, { state: Occupancy; version: number }>();
  let slice = performance.now();
  for (const key of keys) {
    // A run played from the opening of its window costs milliseconds: let other requests in.
    if (performance.now() - slice > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
    const k = repo.runKeyString(key);
    if (out.has(k)) continue;
    const train = deps.trains.get(key.trainNumber);
    const layout = deps.layoutOf(key.trainNumber);
    if (!train || !layout) continue;
    const s = stored.get(k) ?? null;
    const state = others.current(
      { train, layout, key, chartDueAt: deps.chartDueOf(train, key.runDate), stored: s },
      now,
    );
    out.set(k, { state, version: s?.version ?? 0 });
  }
  return out;
}
