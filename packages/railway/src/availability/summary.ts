import type { ClassCode } from "@safar/contracts/code-tables";
import { racVacancies } from "../allocation/allocate.ts";
import {
  ALLOC_LISTS,
  type AllocList,
  classSlots,
  emptyOccupancy,
  type Occupancy,
  waitlistCap,
} from "../allocation/occupancy.ts";
import type { InventoryQuota, QuotaCounts, RunLayout } from "../inventory/layout.ts";

/**
 * The little an availability status needs from the occupancy of one
 * (train run, class): a small, JSON-safe value derived from the full
 * `Occupancy` (which holds every passenger) so the read model can cache it and
 * answer without loading the row.
 *
 * - `version`: the occupancy row's version, passed in by the caller (the
 *   booking core bumps it on every write); the cache keeps the highest.
 * - `free`: free confirmable berths per effective quota (`Occupancy.free`:
 *   reserved berths released at charting count under GN).
 * - `quotaBerths`: the berths the layout sets aside per quota (RAC berths under
 *   GN), so a quota this class never sells (PT on a train without Premium
 *   Tatkal) can be told apart from one that is sold out.
 * - `rac`: places left on the RAC side lowers (`racVacancies`), the list's
 *   length and how many RAC numbers were issued so far.
 * - `waitlists`: per list (GN, TQ) its length, numbers issued and cap
 *   (`waitlistCap`: GN pools the GN, LD, SS and HP caps).
 */
export interface ListSummary {
  /** People on the list now (the next one's current position is length + 1). */
  length: number;
  /** Numbers issued so far (the next one is issued + 1). */
  issued: number;
}

export interface WaitlistSummary extends ListSummary {
  cap: number;
}

export interface OccupancySummary {
  version: number;
  classCode: ClassCode;
  charted: boolean;
  free: Readonly<Record<InventoryQuota, number>>;
  quotaBerths: Readonly<QuotaCounts>;
  rac: Readonly<ListSummary & { vacancies: number }>;
  waitlists: Readonly<Record<AllocList, Readonly<WaitlistSummary>>>;
}

/** The summary of an occupancy (O(1) apart from the layout lookup, which is memoised). */
export function summarize(state: Occupancy, layout: RunLayout, version: number): OccupancySummary {
  const cls = classSlots(layout, state.classCode).layout;
  const waitlists = {} as Record<AllocList, WaitlistSummary>;
  for (const list of ALLOC_LISTS)
    waitlists[list] = {
      length: state.wl[list].length,
      issued: state.issued[list],
      cap: waitlistCap(cls, list),
    };
  return {
    version,
    classCode: state.classCode,
    charted: state.charted,
    free: { ...state.free },
    quotaBerths: { ...cls.quota },
    rac: {
      vacancies: racVacancies(state, layout),
      length: state.rac.length,
      issued: state.issued.RAC,
    },
    waitlists,
  };
}

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value))
    if (typeof v === "object" && v !== null) deepFreeze(v as object);
  return Object.freeze(value);
}

const empties = new WeakMap<RunLayout, Map<ClassCode, OccupancySummary>>();

/**
 * The summary of a run nobody has booked yet (version 0): `summarize` of
 * `emptyOccupancy`, memoised per layout object and class. The value is frozen
 * because it is shared.
 */
export function emptySummary(layout: RunLayout, classCode: ClassCode): OccupancySummary {
  let perLayout = empties.get(layout);
  if (!perLayout) {
    perLayout = new Map();
    empties.set(layout, perLayout);
  }
  const hit = perLayout.get(classCode);
  if (hit) return hit;
  const made = deepFreeze(summarize(emptyOccupancy(layout, classCode), layout, 0));
  perLayout.set(classCode, made);
  return made;
}
