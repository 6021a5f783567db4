import {
  type AllocPassenger,
  type AllocResult,
  allocate,
  journeyFree,
  poolsFor,
  racVacancies,
} from "../allocation/allocate.ts";
import {
  type AllocList,
  journeyIn,
  listFor,
  type Occupancy,
  type PaxKey,
  paxKey,
  waitlistCap,
} from "../allocation/occupancy.ts";
import { cancel, type Promotion } from "../allocation/promote.ts";
import type { InventoryQuota, RunLayout } from "../inventory/layout.ts";
import {
  type BookEvent,
  type DemandEvent,
  demandPnr,
  firstAfter,
  type RunDemand,
  type Standing,
} from "./events.ts";
import { BALK_SCALE, normalQuotaOf, PREMIUM_TATKAL_SHARE } from "./model.ts";

/**
 * Plays a run's other travellers (`events.ts`) from just after `after` up to
 * and including `upTo` through the real allocator: a booking picks its quota,
 * may decide not to join a long waitlist (e^(−L / (0.25 × capacity)), L the
 * list's length), is refused beyond the list's cap, else is allocated like
 * anyone's; a cancellation removes the PNR's passengers (if it was booked
 * standing that way) and promotes those behind, ours included. Pure: the same
 * state, stream and instants give the same result, so a read (in memory)
 * and a write (under the row lock) agree.
 */

export interface DemandOutcome {
  state: Occupancy;
  /** Moves up caused by other travellers' cancellations (ours among them). */
  promotions: Promotion[];
  /** Events played. */
  played: number;
  booked: number;
  regret: number;
  balked: number;
}

export type DemandStep =
  | {
      kind: "book";
      event: BookEvent;
      quota: InventoryQuota;
      standing: Standing;
      result: Extract<AllocResult, { ok: true }>;
    }
  | { kind: "cancel"; at: number; removed: readonly PaxKey[] };

const ADULT: AllocPassenger = { age: 35, gender: "Male" };
const SENIOR: AllocPassenger = { age: 65, gender: "Male" };
const WOMAN: AllocPassenger = { age: 30, gender: "Female" };

export function applyDemand(
  state: Occupancy,
  layout: RunLayout,
  demand: RunDemand,
  after: number,
  upTo: number,
  observe?: (step: DemandStep) => void,
): DemandOutcome {
  const out: DemandOutcome = { state, promotions: [], played: 0, booked: 0, regret: 0, balked: 0 };
  if (state.charted || upTo <= after) return out;
  const cls = layout.classes.find((c) => c.classCode === state.classCode);
  if (!cls) throw new Error(`class ${state.classCode} not in the layout of ${layout.train}`);
  const { events } = demand;
  const balkScale = BALK_SCALE * cls.capacity;
  let i = firstAfter(events, after);
  while (i < events.length && (events[i] as DemandEvent).at <= upTo) {
    const e = events[i] as DemandEvent;
    if (e.kind === "cancel") {
      // Every cancellation of this instant in one call.
      const keys: PaxKey[] = [];
      let j = i;
      for (; j < events.length; j++) {
        const c = events[j] as DemandEvent;
        if (c.at !== e.at || c.kind !== "cancel") break;
        const pnr = demandPnr(c.id, c.standing);
        for (let n = 1; n <= c.size; n++) keys.push(paxKey(pnr, n));
      }
      out.played += j - i;
      i = j;
      const r = cancel(out.state, layout, keys);
      if (r.removed.length > 0) {
        out.state = r.state;
        out.promotions.push(...r.promotions);
        observe?.({ kind: "cancel", at: e.at, removed: r.removed });
      }
      continue;
    }
    i++;
    out.played++;
    const s = out.state;
    const j = journeyIn(s, e.journey);
    let quota: InventoryQuota;
    if (e.tatkal) quota = e.quotaDraw < PREMIUM_TATKAL_SHARE && s.free.PT >= e.size ? "PT" : "TQ";
    else {
      const q = normalQuotaOf(e.quotaDraw);
      quota = q !== "GN" && cls.quota[q] > 0 ? q : "GN";
    }
    // The journey's list (ADR 019 point 2: RL, PQ, RS, RQ from intermediate stops).
    const list: AllocList | null = listFor(layout, s.classCode, quota, j);
    const freeNow = journeyFree(s, layout, poolsFor(quota, false, list), j);
    const waiting = freeNow < e.size;
    if (list !== null && waiting) {
      const racLeft = list === "GN" ? racVacancies(s, layout, j) : 0;
      if (freeNow + racLeft < e.size) {
        const length = s.wl[list].length;
        if (length + e.size > waitlistCap(cls, list)) {
          out.regret++;
          continue;
        }
        if (e.balkDraw >= Math.exp(-length / balkScale)) {
          out.balked++;
          continue;
        }
      }
    }
    const standing: Standing = waiting ? "w" : e.tatkal ? "t" : "c";
    const member = quota === "SS" ? SENIOR : quota === "LD" ? WOMAN : ADULT;
    const r = allocate(s, layout, {
      pnr: demandPnr(e.id, standing),
      quota,
      passengers: Array.from({ length: e.size }, () => member),
      ...e.journey,
    });
    if (!r.ok) {
      out.regret++;
      continue;
    }
    out.state = r.state;
    out.booked++;
    observe?.({ kind: "book", event: e, quota, standing, result: r });
  }
  return out;
}
