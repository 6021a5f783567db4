import { type ClassCode, isAcClass } from "@safar/contracts/code-tables";
import { seededRandom } from "@safar/domain/random";
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
  emptyOccupancy,
  type Interval,
  listOf,
  type Occupancy,
  type PaxKey,
  waitlistCap,
} from "../allocation/occupancy.ts";
import { cancel, chart } from "../allocation/promote.ts";
import {
  BOOKING_DAYS,
  CLASS_DEMAND,
  drawDay,
  drawJourney,
  drawParty,
  hazard,
  trainCharacter,
} from "../demand/model.ts";
import type { TrainHistory } from "../gateway.ts";
import { buildRunLayout, type InventoryQuota, type RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { tatkalOffered } from "../rules/tatkal.ts";
import { hashString } from "../timetable/hash.ts";

/**
 * Simulated past runs of one train in one class, run through the real
 * allocator (`allocate`, `cancel`, `chart` over an `Occupancy`), to give the
 * confirmation predictor (`model.ts`) a history to learn from. No charted run
 * is recorded by the railway yet, so this is the "simulated past runs" the
 * product allows (issue 5 item 6); every number below is chosen, not measured
 * (facts.md gives no demand or cancellation figures).
 *
 * One run, in time order (facts.md §3, §4):
 * - the booking window opens 60 days before the journey date (day 60) and
 *   bookings arrive until the chart on the journey day (day 0);
 * - normal demand (GN, with ~3 % SS, ~1 % LD and ~0.5 % HP where the class
 *   has those berths) rises toward departure: the day of a booking is drawn
 *   with weight e^(−d/12) plus an opening-day rush on day 60; its hour is
 *   uniform over 08:00–23:45;
 * - Tatkal demand arrives in a burst on day 1 at 10:00 (AC) / 11:00
 *   (non-AC), in the classes that sell Tatkal; about a third of Tatkal
 *   bookers try Premium Tatkal first while PT berths are left;
 * - party sizes 1–4 (weights 35/30/20/15 %; SS at most 2);
 * - demand = (berths of the quota group) × train popularity (per train and
 *   class, 0.5–2.0, premium trains ×1.2) × class factor (`CLASS_DEMAND`) × a
 *   per-run factor (0.6–1.3, or 1.6–2.2 on a rush run, one in eight);
 * - a booking that would be waitlisted goes ahead with probability
 *   e^(−L / (0.25 × capacity)), L the list's current length (people look at
 *   the waitlist before booking); a REGRET is simply lost;
 * - every PNR may be cancelled (all its passengers) on a later day before the
 *   chart, with a daily hazard h(d) = k × (0.003 + 0.025 e^(−d/4)): small
 *   far out, rising in the last days; ×2.5 when the PNR was RAC/waitlisted
 *   when booked, ×0.2 for a confirmed Tatkal ticket (no refund); k per train
 *   (0.6–1.4). Cancellations of a day are applied together at the end of that
 *   day (one `cancel` call), which keeps a run O(bookings + days × capacity);
 * - on day 0 the chart is prepared (`chart`): reserved berths released,
 *   lists promoted, fully waitlisted PNRs auto-cancelled;
 * - every booking travels the whole run, unless `segmentShare` asks for a
 *   share of the normal bookings on part of it (two stops drawn uniformly;
 *   berths are sold per segment, ADR 019). The history the predictor learns
 *   from uses whole runs (share 0), as before segments.
 *
 * Recorded, for every passenger who was RAC or waitlisted when booked and did
 * not cancel: the list (RAC, GN, TQ), the number issued, the day booked, the
 * quota, and where they stood after the chart (confirmed, RAC, or not: still
 * waitlisted on a partly seated PNR, or auto-cancelled). Passengers who
 * cancelled themselves are left out: the prediction is for a booking that is
 * kept.
 *
 * Seeds: the train's character (popularity, cancellation level) comes from
 * `hashString("train|number|class")`, the same for every run; each run from
 * `hashString("run|number|class|index")`, so run i is always the same run
 * and held-out runs are simply other indexes.
 */

export type WaitList = "RAC" | "GN" | "TQ";
export type ChartOutcome = "confirmed" | "rac" | "not_confirmed";

export interface WaitRecord {
  classCode: ClassCode;
  /** Berths of the class (RAC side lowers included), to relate positions to. */
  capacity: number;
  list: WaitList;
  /** The number issued at booking (the figure printed on the ticket). */
  position: number;
  /** Whole days before the journey date when booked (0 … 60). */
  daysBefore: number;
  quota: InventoryQuota;
  outcome: ChartOutcome;
}

export interface SimulatedRun {
  train: string;
  classCode: ClassCode;
  run: number;
  capacity: number;
  records: WaitRecord[];
  /** The highest GN waitlist number (as issued) confirmed or RAC by the chart; 0 when none. */
  clearedUpTo: number;
  stats: {
    pnrs: number;
    passengers: number;
    regret: number;
    balked: number;
    cancelledPnrs: number;
    autoCancelledPnrs: number;
  };
}

export type SimulationStep =
  | { kind: "book"; day: number; state: Occupancy; result: Extract<AllocResult, { ok: true }> }
  | { kind: "cancel"; day: number; state: Occupancy; removed: readonly PaxKey[] }
  | {
      kind: "chart";
      day: 0;
      state: Occupancy;
      autoCancelled: readonly { pnr: string; passengers: PaxKey[] }[];
    };

export interface SimulateRunInput {
  train: Pick<TimetabledTrain, "number" | "type" | "rake">;
  classCode: ClassCode;
  /** Run index: the seed of the run (history 0 … n−1; held-out runs use other indexes). */
  run: number;
  /** The train's layout, when the caller already has it (built from `train` otherwise). */
  layout?: RunLayout;
  /** Multiplies all demand (1 by default), for tests and what-ifs. */
  demandScale?: number;
  /** Share of the normal (non-Tatkal) bookings made for part of the run (0 by default). */
  segmentShare?: number;
  /** Called after every change of the occupancy (tests check invariants with it). */
  observe?: (step: SimulationStep) => void;
}

interface Arrival {
  day: number;
  hour: number;
  tatkal: boolean;
  size: number;
  kind: number; // random draw for the normal quota (GN/SS/LD/HP) or PT choice
  /** Part of the run travelled; the whole run when absent. */
  journey?: Interval;
}

const listOfStatus = (
  s: Extract<AllocResult, { ok: true }>["passengers"][number]["status"],
): WaitList | null => {
  if (s.kind === "rac") return "RAC";
  if (s.kind === "waitlist") return s.list === "TQ" ? "TQ" : "GN";
  return null;
};

/** One simulated run: bookings, cancellations and the chart, through the real allocator. */
export function simulateRun(input: SimulateRunInput): SimulatedRun {
  const { train, classCode, run, observe } = input;
  const layout = input.layout ?? buildRunLayout(train);
  const cls = layout.classes.find((c) => c.classCode === classCode);
  if (!cls) throw new Error(`class ${classCode} not in the rake of ${train.number}`);
  const character = trainCharacter(train, classCode);
  const random = seededRandom(hashString(`run|${train.number}|${classCode}|${run}`));
  const rush = random() < 1 / 8;
  const runFactor = rush ? 1.6 + 0.6 * random() : 0.6 + 0.7 * random();
  const scale =
    (input.demandScale ?? 1) * character.popularity * (CLASS_DEMAND[classCode] ?? 1) * runFactor;

  const tatkalBerths = tatkalOffered(classCode) ? cls.quota.TQ + cls.quota.PT : 0;
  const normalDemand = (cls.capacity - tatkalBerths) * scale;
  const tatkalDemand = tatkalBerths * scale * (1.2 + random());
  const openHour = isAcClass(classCode) ? 10 : 11;

  const arrivals: Arrival[] = [];
  const segmentShare = input.segmentShare ?? 0;
  const gaps = layout.stops - 1;
  for (let pax = 0; pax < normalDemand; ) {
    const kind = random();
    const ss = kind < 0.03;
    const size = drawParty(random, ss ? 2 : 4);
    const a: Arrival = {
      day: drawDay(random),
      hour: 8 + random() * 15.75,
      tatkal: false,
      size,
      kind,
    };
    // Drawn only when asked, so that whole-run histories stay as they were.
    if (segmentShare > 0 && gaps > 1 && random() < segmentShare)
      a.journey = drawJourney(random, gaps);
    arrivals.push(a);
    pax += size;
  }
  for (let pax = 0; pax < tatkalDemand; ) {
    const size = drawParty(random, 4);
    // Most Tatkal bookings are made in the first minutes after opening.
    const hour = openHour - Math.log(1 - random()) * 0.1;
    arrivals.push({ day: 1, hour, tatkal: true, size, kind: random() });
    pax += size;
  }
  arrivals.sort((a, b) => b.day - a.day || a.hour - b.hour);

  const cancelByDay: PaxKey[][] = Array.from({ length: BOOKING_DAYS + 1 }, () => []);
  interface Pending {
    pax: PaxKey;
    list: WaitList;
    position: number;
    daysBefore: number;
    quota: InventoryQuota;
  }
  const pending: Pending[] = [];
  const cancelled = new Set<PaxKey>();
  const stats = {
    pnrs: 0,
    passengers: 0,
    regret: 0,
    balked: 0,
    cancelledPnrs: 0,
    autoCancelledPnrs: 0,
  };
  const passenger: AllocPassenger = { age: 35, gender: "Male" };
  const senior: AllocPassenger = { age: 65, gender: "Male" };
  const woman: AllocPassenger = { age: 30, gender: "Female" };
  const balkScale = 0.25 * cls.capacity;

  let state = emptyOccupancy(layout, classCode);
  let day = BOOKING_DAYS;
  const flush = (d: number) => {
    const victims = cancelByDay[d] as PaxKey[];
    if (victims.length === 0) return;
    const r = cancel(state, layout, victims);
    state = r.state;
    observe?.({ kind: "cancel", day: d, state, removed: r.removed });
  };

  let seq = 0;
  for (const a of arrivals) {
    while (day > a.day) flush(day--);
    const j = a.journey ?? { from: 0, to: gaps };
    let quota: InventoryQuota;
    if (a.tatkal) quota = a.kind < 0.35 && state.free.PT > 0 ? "PT" : "TQ";
    else if (a.kind < 0.03 && cls.quota.SS > 0) quota = "SS";
    else if (a.kind < 0.04 && cls.quota.LD > 0) quota = "LD";
    else if (a.kind < 0.045 && cls.quota.HP > 0) quota = "HP";
    else quota = "GN";
    if (quota === "PT" && state.free.PT < a.size) quota = "TQ";

    // Would this booking wait? Then people may not book.
    const list: AllocList | null = listOf(quota);
    const freeNow = journeyFree(state, layout, poolsFor(quota, false), j);
    const racLeft = list === "GN" ? racVacancies(state, layout, j) : 0;
    if (list !== null && freeNow + racLeft < a.size) {
      const waiting = state.wl[list].length;
      if (waiting + a.size > waitlistCap(cls, list)) {
        stats.regret++;
        continue;
      }
      if (random() >= Math.exp(-waiting / balkScale)) {
        stats.balked++;
        continue;
      }
    }

    const member = quota === "SS" ? senior : quota === "LD" ? woman : passenger;
    const pnr = `${run}-${++seq}`;
    const r = allocate(state, layout, {
      pnr,
      quota,
      passengers: Array.from({ length: a.size }, () => member),
      ...a.journey,
    });
    if (!r.ok) {
      stats.regret++;
      continue;
    }
    state = r.state;
    stats.pnrs++;
    stats.passengers += a.size;
    observe?.({ kind: "book", day: a.day, state, result: r });

    let waiting = false;
    for (const p of r.passengers) {
      const l = listOfStatus(p.status);
      if (l === null) continue;
      waiting = true;
      const position =
        p.status.kind === "rac" || p.status.kind === "waitlist" ? p.status.position : null;
      pending.push({ pax: p.pax, list: l, position: position ?? 0, daysBefore: a.day, quota });
    }
    // When (if ever) this PNR is cancelled: day by day from the booking day.
    const tatkalConfirmed = !waiting && (quota === "TQ" || quota === "PT");
    for (let d = a.day; d >= 0; d--) {
      // The booking day counts for the part of it still to come.
      const h = hazard(d, character.cancelLevel, waiting, tatkalConfirmed);
      if (random() < (d === a.day ? h * (1 - (a.hour - 8) / 16) : h)) {
        for (const p of r.passengers) {
          (cancelByDay[d] as PaxKey[]).push(p.pax);
          cancelled.add(p.pax);
        }
        stats.cancelledPnrs++;
        break;
      }
    }
  }
  while (day > 0) flush(day--);
  flush(0);

  const charted = chart(state, layout);
  state = charted.state;
  stats.autoCancelledPnrs = charted.autoCancelled.length;
  observe?.({ kind: "chart", day: 0, state, autoCancelled: charted.autoCancelled });

  const seated = new Set<PaxKey>();
  for (const p of state.occ) if (p !== null) seated.add(p);
  for (const held of state.parts.values()) for (const p of held) seated.add(p.pax);
  const onRac = new Set<PaxKey>(state.rac.map((e) => e.pax));
  const records: WaitRecord[] = [];
  let clearedUpTo = 0;
  for (const p of pending) {
    if (cancelled.has(p.pax)) continue;
    const outcome: ChartOutcome = seated.has(p.pax)
      ? "confirmed"
      : onRac.has(p.pax)
        ? "rac"
        : "not_confirmed";
    if (p.list === "GN" && outcome !== "not_confirmed")
      clearedUpTo = Math.max(clearedUpTo, p.position);
    records.push({
      classCode,
      capacity: cls.capacity,
      list: p.list,
      position: p.position,
      daysBefore: p.daysBefore,
      quota: p.quota,
      outcome,
    });
  }
  return {
    train: train.number,
    classCode,
    run,
    capacity: cls.capacity,
    records,
    clearedUpTo,
    stats,
  };
}

export interface SimulateRunsOptions {
  /** How many runs (default 30). */
  runs?: number;
  /** Index of the first run (default 0; held-out runs start elsewhere). */
  firstRun?: number;
  layout?: RunLayout;
  demandScale?: number;
}

/** `runs` consecutive simulated runs of a train in a class. */
export function simulateRuns(
  train: Pick<TimetabledTrain, "number" | "type" | "rake">,
  classCode: ClassCode,
  options: SimulateRunsOptions = {},
): SimulatedRun[] {
  const layout = options.layout ?? buildRunLayout(train);
  const first = options.firstRun ?? 0;
  return Array.from({ length: options.runs ?? 30 }, (_, i) =>
    simulateRun({ train, classCode, run: first + i, layout, demandScale: options.demandScale }),
  );
}

/** The gateway's `TrainHistory` of simulated runs (how far GNWL cleared on each). */
export function historyOf(runs: readonly SimulatedRun[]): TrainHistory {
  return { runs: runs.length, clearedUpTo: runs.map((r) => r.clearedUpTo), simulated: true };
}
