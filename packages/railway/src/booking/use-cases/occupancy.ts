import { fromRow, type Occupancy } from "../../allocation/occupancy.ts";
import type { RunKey } from "../reservations.repository.ts";
import * as repo from "../reservations.repository.ts";
import type { ReservationContext } from "./context.ts";

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

/** Several at once (one query), from memory where the stored version matches. */
export async function occupanciesOf(
  deps: Pick<ReservationContext, "sql" | "layoutOf" | "states" | "remember">,
  keys: RunKey[],
) {
  const { sql, layoutOf, states, remember } = deps;
  const out = new Map<string, { state: Occupancy; version: number }>();
  for (const rec of await repo.readOccupancies(sql, keys)) {
    const layout = layoutOf(rec.trainNumber);
    if (!layout) continue;
    const k = repo.runKeyString(rec);
    const known = states.get(k);
    if (known && known.version === rec.version) {
      out.set(k, known);
      continue;
    }
    const parsed = fromRow(rec.state, layout);
    if (!parsed.ok) throw new Error(`occupancy of ${k}: ${parsed.reason}`);
    remember(k, rec.version, parsed.state);
    out.set(k, { state: parsed.state, version: rec.version });
  }
  return out;
}
