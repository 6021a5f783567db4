import type { ClassCode } from "@safar/contracts/code-tables";
import { poolsFor } from "../allocation/allocate.ts";
import { type AllocList, freeOf, listOf } from "../allocation/occupancy.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import { type AvailabilityStatus, formatAvailability } from "../inventory/status-text.ts";
import {
  journeyDate,
  type RunTimes,
  type WindowConfig,
  windowStatus,
} from "../rules/booking-window.ts";
import { isTatkalQuota, type TatkalConfig, tatkalOffered, tatkalOpensAt } from "../rules/tatkal.ts";
import type { OccupancySummary } from "./summary.ts";

/**
 * The availability status of one class and quota of a train run, as the
 * railway prints it (facts.md §3.1), from the booking window at `now` and an
 * `OccupancySummary`. Pure; the first rule that applies wins:
 *
 * 1. the train has left the boarding station → `TRAIN DEPARTED`;
 * 2. after the final chart (window phase `closed`) → `NOT AVAILABLE` (issue 4's
 *    wording; `status-text.ts` also knows `BOOKING CLOSED`, not used here);
 * 3. a Tatkal quota (TQ, PT) in a class that sells no Tatkal (1A, FC, EA,
 *    Vistadomes: `tatkalOffered`) → `NOT AVAILABLE`;
 * 4. the date is not yet open (beyond the ARP, or the opening day after
 *    10:00, see `windowStatus`) → `BOOKING NOT YET OPENED`; a Tatkal quota
 *    before `tatkalOpensAt` (D−1 10:00 AC / 11:00 non-AC) likewise. `opensAt`
 *    says when this class and quota opens: the window's `opensAt` (08:00 on
 *    the ARP opening day, or the next midnight after the opening day's
 *    10:00), for a Tatkal quota `tatkalOpensAt` (always the later of the two);
 * 5. current booking (after the first chart: `summary.charted`, or the window
 *    phase `current` when the chart has not been run on the occupancy yet):
 *    only GN sells and only confirmed berths (facts.md §3.4) →
 *    `CURR_AVBL-0012` with the free GN berths (reserved berths are released
 *    to GN at charting), or `NOT AVAILABLE` when none, or for any other quota;
 * 6. a quota that has no berth in this class and no fallback pool (PT on a
 *    train without Premium Tatkal) → `NOT AVAILABLE` (chosen: the quota is
 *    not sold, rather than sold out);
 * 7. LD, SS and HP: their own free berths → `AVAILABLE-0006`, only those
 *    (never the general pool: ADR 019 point 2);
 * 8. free berths in the pool of the journey's list (`list`, from `listFor`:
 *    GN, RL or PQ berths; TQ, PT their own) → `AVAILABLE-0044` — for LD,
 *    SS and HP once their own are gone, what a booking under them then gets
 *    from the general pool (chosen: they fall back to it, `poolsFor`);
 * 9. the list is GNWL and RAC places are left → `RAC n`, n the number the
 *    next booking would be issued;
 * 10. room on the list (length < cap, facts.md §3.2) → `GNWL35/WL20`,
 *    `PQWL3/WL3`, `TQWL…`: the number the next booking would be issued / its
 *    current place;
 * 11. otherwise (PT has no RAC or waitlist) → `REGRET/WL`.
 *
 * Steps 7–11 mirror `allocate` for one adult, so what is shown is what a
 * one-passenger booking gets (property-tested in status.property.test.ts).
 * `next` is the place such a booking takes on the RAC list or a waitlist, in
 * issued numbering (the figure printed on the ticket, and the one
 * `TrainHistory.clearedUpTo` counts in); null when a berth is free or nothing
 * can be booked. Booking hours (00:20–23:45) are not judged here: the
 * railway shows availability round the clock, the booking rules refuse the
 * booking itself.
 */

export interface AvailabilityInput {
  now: Date;
  run: RunTimes;
  classCode: ClassCode;
  quota: InventoryQuota;
  summary: OccupancySummary;
  /**
   * The list a booking of this journey goes on (`listFor` of the layout,
   * quota and stops); default the quota's end-to-end list (`listOf`).
   */
  list?: AllocList | null;
  config?: { window?: WindowConfig; tatkal?: TatkalConfig };
}

export interface NextPlace {
  list: "RAC" | AllocList;
  position: number;
}

export interface AvailabilityAnswer {
  status: AvailabilityStatus;
  text: string;
  bookable: boolean;
  next: NextPlace | null;
  /** When booking opens for this class and quota: set only with `BOOKING NOT YET OPENED`. */
  opensAt: Date | null;
}

const BOOKABLE: ReadonlySet<AvailabilityStatus["kind"]> = new Set([
  "available",
  "current_available",
  "rac",
  "waitlist",
]);

function answer(status: AvailabilityStatus, next: NextPlace | null = null): AvailabilityAnswer {
  return {
    status,
    text: formatAvailability(status),
    bookable: BOOKABLE.has(status.kind),
    next,
    opensAt: null,
  };
}

function notOpened(opensAt: Date): AvailabilityAnswer {
  return { ...answer({ kind: "not_opened" }), opensAt };
}

export function availabilityOf(input: AvailabilityInput): AvailabilityAnswer {
  const { now, run, classCode, quota, summary, config } = input;
  const window = windowStatus(now, run, config?.window);
  const tatkal = isTatkalQuota(quota);
  const tatkalOpens = tatkal ? tatkalOpensAt(journeyDate(run), classCode, config?.tatkal) : null;

  if (window.phase === "departed") return answer({ kind: "departed" });
  if (window.phase === "closed") return answer({ kind: "not_available" });
  if (tatkal && !tatkalOffered(classCode)) return answer({ kind: "not_available" });
  if (window.phase === "not_yet_open" || window.phase === "opening_day_closed")
    return notOpened(
      tatkalOpens && tatkalOpens.getTime() > window.opensAt.getTime()
        ? tatkalOpens
        : window.opensAt,
    );

  if (summary.charted || window.phase === "current") {
    const free = summary.free.GN;
    return quota === "GN" && free > 0
      ? answer({ kind: "current_available", count: free })
      : answer({ kind: "not_available" });
  }

  if (tatkalOpens && now.getTime() < tatkalOpens.getTime()) return notOpened(tatkalOpens);

  const list = input.list === undefined ? listOf(quota) : input.list;
  const pools = poolsFor(quota, false, list);
  if (list === null && pools.every((q) => summary.quotaBerths[q] === 0))
    return answer({ kind: "not_available" });

  const reserved = quota === "LD" || quota === "SS" || quota === "HP";
  const own = summary.free[quota];
  if (reserved && own > 0) return answer({ kind: "available", count: own });
  let free = 0;
  for (const q of reserved ? pools.slice(1) : pools) free += freeOf(summary.free, q);
  if (free > 0) return answer({ kind: "available", count: free });
  if (list === null) return answer({ kind: "regret" });

  if (list === "GN" && summary.rac.vacancies > 0) {
    const position = summary.rac.issued + 1;
    return answer({ kind: "rac", position }, { list: "RAC", position });
  }
  const wl = summary.waitlists[list];
  if (wl.length < wl.cap) {
    const position = wl.issued + 1;
    return answer({ kind: "waitlist", list, position, current: wl.length + 1 }, { list, position });
  }
  return answer({ kind: "regret" });
}
