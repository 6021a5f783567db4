import type { ClassCode } from "@safar/contracts/code-tables";
import { addDays, type IsoDate, istInstant, istStartOfDay } from "@safar/domain/ist";
import { seededRandom } from "@safar/domain/random";
import type { Interval } from "../allocation/occupancy.ts";
import type { RunLayout } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { tatkalOffered, tatkalOpeningTime } from "../rules/tatkal.ts";
import { BUSIEST_STATIONS } from "../stations/busiest.ts";
import { hashString } from "../timetable/hash.ts";
import { calendarFactor } from "./calendar.ts";
import {
  BOOKING_DAYS,
  CLASS_DEMAND,
  drawDay,
  drawJourney,
  drawParty,
  hazard,
  trainCharacter,
} from "./model.ts";

/**
 * Other travellers of one (train run, class): a deterministic stream of
 * bookings and cancellations, each at an instant, from the shared demand
 * model (`model.ts`) and the run's calendar (`calendar.ts`). Seeded by the
 * train, class and run date, so every process and every test sees the same
 * travellers. `apply.ts` plays them through the real allocator.
 *
 * Instants: the booking window opens at 08:00 IST, 60 days before the run
 * leaves its origin; a normal booking on day d (before the journey date) is
 * made between 08:00 and 23:45 IST, on the opening day most of them in its
 * first half hour; Tatkal bookings arrive from the opening minute on D−1
 * (10:00 AC, 11:00 non-AC) following `TATKAL_ARRIVALS`; nothing after the
 * chart. A PNR's cancellation day is drawn with the model's daily hazard for
 * each of the three ways it can stand when booked (confirmed, waiting,
 * confirmed Tatkal); the way it stood picks which one happens (`apply.ts`).
 * Cancellations of a day happen together at 23:50 IST (or a minute before
 * the chart), one `cancel` call each.
 */

/** How a PNR stood when booked: it picks the cancellation that applies. */
export type Standing = "c" | "w" | "t";
export const STANDINGS: readonly Standing[] = ["c", "w", "t"];

export interface BookEvent {
  at: number;
  kind: "book";
  /** Index of the booking in the run's stream: its PNR is `~<id base 36><standing>`. */
  id: number;
  tatkal: boolean;
  size: number;
  /** The draw that picks the quota (normal: SS/LD/HP/GN; Tatkal: PT or TQ). */
  quotaDraw: number;
  /** The draw compared with the chance of booking onto a waitlist anyway. */
  balkDraw: number;
  journey?: Interval;
}

export interface CancelEvent {
  at: number;
  kind: "cancel";
  id: number;
  size: number;
  standing: Standing;
}

export type DemandEvent = BookEvent | CancelEvent;

export interface RunDemand {
  /** In time order; on equal instants, bookings first. */
  events: readonly DemandEvent[];
  /** Passengers the stream asks for (before regrets and people who decide not to wait). */
  passengers: number;
}

export interface RunDemandInput {
  train: Pick<TimetabledTrain, "number" | "type" | "from" | "to">;
  layout: RunLayout;
  classCode: ClassCode;
  /** The IST date the run leaves its origin. */
  runDate: IsoDate;
  /** When the run's first chart is due: no traveller books after it. */
  chartDueAt: Date;
  /** Multiplies all demand (1 by default). */
  demandScale?: number;
  /** Share of normal bookings made for part of the run (default `SEGMENT_SHARE`). */
  segmentShare?: number;
}

/** Share of normal bookings for part of the run, between two stops drawn uniformly (chosen). */
export const SEGMENT_SHARE = 0.25;

/**
 * When Tatkal bookings get through, minutes after the opening → share of the
 * day's Tatkal demand (piecewise linear). Chosen so that the sold share of
 * Tatkal berths tracks IRCTC's figures (facts.md §13: AC 5 % in the first
 * minute, 62.5 % within 10 min, 86 % within the hour); `bench/demand.ts`
 * prints the comparison.
 */
export const TATKAL_ARRIVALS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0.015],
  [10, 0.28],
  [60, 0.5],
  [600, 1],
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function tatkalMinute(u: number): number {
  for (let i = 1; i < TATKAL_ARRIVALS.length; i++) {
    const [m1, c1] = TATKAL_ARRIVALS[i] as readonly [number, number];
    const [m0, c0] = TATKAL_ARRIVALS[i - 1] as readonly [number, number];
    if (u <= c1) return m0 + ((u - c0) / (c1 - c0)) * (m1 - m0);
  }
  return (TATKAL_ARRIVALS[TATKAL_ARRIVALS.length - 1] as readonly [number, number])[0];
}

const BIG_CITIES = new Set(BUSIEST_STATIONS.slice(0, 12));

/** A train between the big cities' terminals is wanted more (chosen). */
export function routeFactor(train: Pick<TimetabledTrain, "from" | "to">): number {
  const ends = Number(BIG_CITIES.has(train.from)) + Number(BIG_CITIES.has(train.to));
  return ends === 2 ? 1.25 : ends === 1 ? 1.1 : 1;
}

/** The run's other travellers (pure, deterministic). */
export function runDemand(input: RunDemandInput): RunDemand {
  const { train, layout, classCode, runDate } = input;
  const cls = layout.classes.find((c) => c.classCode === classCode);
  if (!cls) throw new Error(`class ${classCode} not in the rake of ${train.number}`);
  const character = trainCharacter(train, classCode);
  const random = seededRandom(hashString(`live|${train.number}|${classCode}|${runDate}`));
  const rush = random() < 1 / 8;
  const runFactor = rush ? 1.6 + 0.6 * random() : 0.6 + 0.7 * random();
  const scale =
    (input.demandScale ?? 1) *
    character.popularity *
    (CLASS_DEMAND[classCode] ?? 1) *
    runFactor *
    calendarFactor(runDate) *
    routeFactor(train);

  const tatkalBerths = tatkalOffered(classCode) ? cls.quota.TQ + cls.quota.PT : 0;
  const normalDemand = (cls.capacity - tatkalBerths) * scale;
  const tatkalDemand = tatkalBerths * scale * (1.2 + random());
  const dayStart = istStartOfDay(runDate).getTime();
  const chartAt = input.chartDueAt.getTime();
  const segmentShare = input.segmentShare ?? SEGMENT_SHARE;
  const gaps = layout.stops - 1;

  const books: BookEvent[] = [];
  let passengers = 0;
  const push = (e: Omit<BookEvent, "id" | "kind">) => {
    passengers += e.size;
    if (e.at < chartAt) books.push({ ...e, kind: "book", id: 0 });
  };
  for (let pax = 0; pax < normalDemand; ) {
    const quotaDraw = random();
    const size = drawParty(random, quotaDraw < 0.03 ? 2 : 4);
    const day = drawDay(random);
    // The opening day's rush comes in its first half hour.
    const hour =
      day === BOOKING_DAYS && random() < 0.7
        ? 8 - Math.log(1 - random()) / 6
        : 8 + random() * 15.75;
    const journey = gaps > 1 && random() < segmentShare ? drawJourney(random, gaps) : undefined;
    push({
      at: Math.round(dayStart - day * DAY_MS + Math.min(hour, 23.75) * HOUR_MS),
      tatkal: false,
      size,
      quotaDraw,
      balkDraw: random(),
      ...(journey ? { journey } : {}),
    });
    pax += size;
  }
  const tatkalOpens = istInstant(addDays(runDate, -1), tatkalOpeningTime(classCode)).getTime();
  for (let pax = 0; pax < tatkalDemand; ) {
    const size = drawParty(random, 4);
    push({
      at: Math.round(tatkalOpens + tatkalMinute(random()) * 60_000),
      tatkal: true,
      size,
      quotaDraw: random(),
      balkDraw: random(),
    });
    pax += size;
  }
  books.sort((a, b) => a.at - b.at);

  // Cancellations: per PNR and standing, the day (if any) the hazard strikes.
  const events: DemandEvent[] = [];
  books.forEach((b, id) => {
    b.id = id;
    events.push(b);
    const bookDay = Math.floor((dayStart + DAY_MS - 1 - b.at) / DAY_MS);
    const hourOf = (b.at - (dayStart - bookDay * DAY_MS)) / HOUR_MS;
    const struck: Partial<Record<Standing, number>> = {};
    for (let d = bookDay; d >= 0 && Object.keys(struck).length < 3; d--) {
      const u = random();
      for (const s of STANDINGS) {
        if (struck[s] !== undefined) continue;
        if (s === "t" && !b.tatkal) continue;
        const h = hazard(d, character.cancelLevel, s === "w", s === "t");
        // The booking day counts for the part of it still to come.
        if (u < (d === bookDay ? h * Math.max(0, 1 - (hourOf - 8) / 16) : h)) struck[s] = d;
      }
    }
    for (const s of STANDINGS) {
      const d = struck[s];
      if (d === undefined) continue;
      const at = Math.max(
        b.at + 1,
        Math.min(dayStart - d * DAY_MS + 23 * HOUR_MS + 50 * 60_000, chartAt - 60_000),
      );
      if (at < chartAt) events.push({ at, kind: "cancel", id, size: b.size, standing: s });
    }
  });
  events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === "book" ? -1 : 1));
  return { events, passengers };
}

/** The PNR of a booking of the stream: `~` marks other travellers (no PNR rows). */
export const demandPnr = (id: number, standing: Standing): string =>
  `~${id.toString(36)}${standing}`;

/** True for a passenger or PNR of the simulated other travellers. */
export const isDemandKey = (key: string): boolean => key.startsWith("~");

/** The first event after `instant` (binary search). */
export function firstAfter(events: readonly DemandEvent[], instant: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((events[mid] as DemandEvent).at <= instant) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
