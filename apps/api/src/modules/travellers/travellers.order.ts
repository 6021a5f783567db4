import { applyTravellerEdit, chooseTraveller } from "@safar/contracts/travellers/saved-traveller";
import type { Placement } from "./travellers.repository.ts";

/**
 * The order of a user's saved travellers, as pure functions over ids and
 * default flags (the list rules themselves are `@safar/contracts`'s
 * `applyTravellerEdit`, `chooseTraveller`, `removeTraveller`); the service
 * turns the new order into the positions and flags to write.
 */

export interface Listed {
  id: string;
  isDefault: boolean;
}

/** The largest value of a `serial` column. */
const MAX_ROW_ID = 2_147_483_647;

/** The row id an API id names, or null when it cannot name a row (so cannot be one of the user's). */
export function rowIdOf(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= MAX_ROW_ID ? n : null;
}

/** Rows (already in display order) as the list the contracts' rules work on. */
export function listedOf(rows: readonly Placement[]): Listed[] {
  return rows.map((r) => ({ id: String(r.id), isDefault: r.isDefault }));
}

/**
 * The order after a create or an edit: the traveller in its place, or first
 * when new (spec §4 "edits for a missing person are added to the front"); a
 * traveller made default is moved first (spec §3 "the chosen user is moved to
 * id 1 and made default"), the only default.
 */
export function orderAfterEdit(list: readonly Listed[], edited: Listed): Listed[] {
  const out = applyTravellerEdit(list, edited);
  return edited.isDefault ? chooseTraveller(out, edited.id) : out;
}

/**
 * The rows whose position (1, 2, … in `order`) or default flag differ from
 * `current`; rows of `current` missing from `order` are left alone (deleted).
 */
export function placementsFor(
  current: readonly Placement[],
  order: readonly Listed[],
): Placement[] {
  const before = new Map(current.map((r) => [String(r.id), r]));
  const out: Placement[] = [];
  order.forEach((t, i) => {
    const row = before.get(t.id);
    const position = i + 1;
    if (!row) throw new Error(`traveller ${t.id} is not in the list being ordered`);
    if (row.position !== position || row.isDefault !== t.isDefault) {
      out.push({ id: row.id, position, isDefault: t.isDefault });
    }
  });
  return out;
}
