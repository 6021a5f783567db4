/**
 * Booking throughput on one hot train, date and class (issue 4 item 8, target
 * B1 in ../shared/design/targets.md): 32 clients in this process, each a loop
 * that awaits `service.hold(...)` then `service.confirm(holdId, ref)`, on real
 * PostgreSQL (a throw-away database made beside BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped
 * at the end). A booking counts when both the hold and the confirmation are ok.
 *
 * - The class is the largest of the daily trains of the demo network (every
 *   daily train with a class that large takes its turn); the clock is fixed at
 *   2026-12-01T04:30Z and the journey dates run from the next day on, inside
 *   the 60-day window. When the run is sold out (the allocator answers
 *   `regret`) every client moves on to the next run: one hot (train, date,
 *   class) at a time.
 * - Users are `stubUsers()`: every ID Aadhaar-verified, no monthly limit.
 * - Compared in one run: batching on (the combiner, the default) and off (one
 *   transaction per booking, like a naive partner), with one passenger a
 *   booking and with a seeded mix of 1–4.
 * - After each run: no berth held by two live passengers of a run (from
 *   `livePassengersOfRun`), and the booked PNRs in the database equal the
 *   bookings counted.
 *
 * Run: `node bench/booking.ts [--seconds 10] [--pool 16[,8,32]] [--clients 32]`.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { createDatabase, type Database } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { seededRandom } from "@safar/domain/random";
import { livePassengersOfRun, type RunKey } from "@safar/railway/booking/reservations.repository";
import type { ReservationServiceOptions } from "@safar/railway/booking/service";
import { adult, demoModel, NO_MONTHLY_LIMIT, serviceOn } from "@safar/railway/booking/test-support";
import type { HoldRequest, PassengerRequest } from "@safar/railway/gateway";
import { buildRunLayout } from "@safar/railway/inventory/layout";
import type { TimetabledTrain } from "@safar/railway/network/model";
import type { NetworkReadModel } from "@safar/railway/network-gateway";
import { sql } from "drizzle-orm";
import { type Ceiling, hotRowCeiling } from "./pgbench-anchor.ts";

export const NOW = "2026-12-01T04:30:00Z"; // 10:00 IST
export const FIRST_DATE = "2026-12-02";
export const DATES = 59; // 2026-12-02 … 2027-01-29, inside the 60-day window
export const RECORD = 530; // national record, bookings/s
export const GOAL = 2_500; // next-generation target, bookings/s
export const P99_LIMIT_MS = 250;

export const fixedNow: Clock = () => new Date(NOW);

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

export const adminUrl = () =>
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";

/** A fresh, migrated PostgreSQL database beside the admin URL; `drop` closes and removes it. */
export async function throwAwayDatabase(
  poolSize: number,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `safar_bench_${randomBytes(6).toString("hex")}`;
  const admin = await createDatabase({ url: adminUrl(), poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      // pool.end() resolves before the server has closed the sessions: wait for
      // them, or `with (force)` kills them and the pool's error has no listener.
      for (let i = 0; i < 100; i++) {
        const res = (await admin.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = ${name}`,
        )) as unknown as { rows: { n: number }[] };
        if ((res.rows[0]?.n ?? 0) === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

export interface HotClass {
  classCode: string;
  capacity: number;
  /** Bookings of the GN quota a run takes before `regret`: GN berths + RAC + GN waitlist. */
  gnPlaces: number;
  racPassengers: number;
  trains: TimetabledTrain[];
}

/** The largest class among the daily trains, and every daily train that has it that large. */
export function hottestClass(model: NetworkReadModel): HotClass {
  let best: HotClass | null = null;
  for (const t of model.timetable) {
    if (!t.runsOn.every(Boolean)) continue;
    for (const c of buildRunLayout(t).classes) {
      const gnPlaces = c.quota.GN + c.racPassengers + (c.waitlistCap.GN ?? 0);
      if (!best || c.capacity > best.capacity) {
        best = {
          classCode: c.classCode,
          capacity: c.capacity,
          gnPlaces,
          racPassengers: c.racPassengers,
          trains: [t],
        };
      } else if (c.capacity === best.capacity && c.classCode === best.classCode)
        best.trains.push(t);
    }
  }
  if (!best) throw new Error("the demo network has no daily train");
  return best;
}

export function dateAfter(first: string, days: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The runs to fill one after another: each train in turn, date after date. */
export function runsOf(hot: HotClass): { train: TimetabledTrain; date: string }[] {
  return hot.trains.flatMap((train) =>
    Array.from({ length: DATES }, (_, i) => ({ train, date: dateAfter(FIRST_DATE, i) })),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
}

export interface LoadOptions {
  database: Database;
  model: NetworkReadModel;
  hot: HotClass;
  clients: number;
  /** Stop after this long … */
  seconds?: number;
  /** … or after this many bookings (whichever comes first). */
  bookings?: number;
  /** Passengers a booking: a fixed count, or a seeded mix of 1 … max. */
  passengers: { min: number; max: number };
  service?: ReservationServiceOptions;
  /** Called after every `blockSize` bookings with the seconds they took. */
  blockSize?: number;
  onBlock?: (index: number, seconds: number) => void;
  seed?: number;
  /** Builds the service (default `serviceOn` of the booking core): lets a probe try a variant. */
  serve?: typeof serviceOn;
}

export interface LoadResult {
  bookings: number;
  passengers: number;
  seconds: number;
  perSecond: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Mean milliseconds of the hold and of the confirmation of a counted booking. */
  phases: { hold: number; confirm: number };
  regrets: number;
  otherRefusals: Map<string, number>;
  errors: number;
  runsUsed: RunKey[];
  runsExhausted: boolean;
  statuses: { CNF: number; RAC: number; WL: number };
}

const NAMES = ["Asha Rao", "Ravi Kumar", "Meena Iyer", "Arjun Singh"] as const;

/** 32 (or `clients`) booking loops against one service on one database. */
export async function bookingLoad(o: LoadOptions): Promise<LoadResult> {
  // Each bench ID books thousands of tickets: no monthly limit (as `stubUsers` promises).
  const service = (o.serve ?? serviceOn)(o.database, o.model, fixedNow, {
    rules: NO_MONTHLY_LIMIT,
    ...o.service,
  });
  await service.init();
  const runs = runsOf(o.hot);
  const random = seededRandom(o.seed ?? 42);
  let cursor = 0;
  const used = new Set<number>([0]);
  let exhausted = false;
  const latencies: number[] = [];
  const otherRefusals = new Map<string, number>();
  const statuses = { CNF: 0, RAC: 0, WL: 0 };
  let bookings = 0;
  let pax = 0;
  let regrets = 0;
  let errors = 0;
  let seq = 0;
  let holdMs = 0;
  let confirmMs = 0;
  const limit = o.bookings ?? Number.POSITIVE_INFINITY;
  const blockSize = o.blockSize ?? 0;
  const start = performance.now();
  let blockStart = start;
  const deadline = o.seconds ? start + o.seconds * 1000 : Number.POSITIVE_INFINITY;
  const go = () => !exhausted && bookings < limit && performance.now() < deadline;

  async function client(id: number): Promise<void> {
    while (go()) {
      const at = cursor;
      const run = runs[at];
      if (!run) {
        exhausted = true;
        return;
      }
      const n = o.passengers.min + Math.floor(random() * (o.passengers.max - o.passengers.min + 1));
      const passengers: PassengerRequest[] = Array.from({ length: n }, (_, i) =>
        adult({
          name: NAMES[i] as string,
          age: 20 + ((id + i * 7) % 50),
          gender: i % 2 ? "Male" : "Female",
        }),
      );
      seq++;
      const request: HoldRequest = {
        trainNumber: run.train.number,
        from: run.train.from,
        to: run.train.to,
        date: run.date,
        classCode: o.hot.classCode as HoldRequest["classCode"],
        quota: "GN",
        railwayUserId: `bench_${id}`,
        passengers,
        idempotencyKey: `bench-${process.pid}-${seq}`,
      };
      const t0 = performance.now();
      try {
        const hold = await service.hold(request);
        if (!hold.ok) {
          if (hold.reason === "regret") regrets++;
          else otherRefusals.set(hold.reason, (otherRefusals.get(hold.reason) ?? 0) + 1);
          // Sold out (or refused for this run): the next run, once for all clients.
          if (cursor === at) {
            cursor = at + 1;
            if (cursor < runs.length) used.add(cursor);
          }
          continue;
        }
        const t1 = performance.now();
        const ticket = await service.confirm(hold.holdId, `pay-${seq}`);
        if (!ticket.ok) {
          otherRefusals.set(
            `confirm:${ticket.reason}`,
            (otherRefusals.get(`confirm:${ticket.reason}`) ?? 0) + 1,
          );
          continue;
        }
        const t2 = performance.now();
        latencies.push(t2 - t0);
        holdMs += t1 - t0;
        confirmMs += t2 - t1;
        bookings++;
        pax += ticket.passengers.length;
        for (const p of ticket.passengers) {
          const s = p.bookingStatus.startsWith("CNF")
            ? "CNF"
            : p.bookingStatus.startsWith("RAC")
              ? "RAC"
              : "WL";
          statuses[s]++;
        }
        if (blockSize > 0 && bookings % blockSize === 0) {
          const now = performance.now();
          o.onBlock?.(bookings / blockSize, (now - blockStart) / 1000);
          blockStart = now;
        }
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(`client ${id}: ${(error as Error).message}`);
      }
    }
  }

  await Promise.all(Array.from({ length: o.clients }, (_, i) => client(i)));
  const seconds = (performance.now() - start) / 1000;
  await service.idle();
  latencies.sort((a, b) => a - b);
  return {
    bookings,
    passengers: pax,
    seconds,
    perSecond: bookings / seconds,
    latency: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies[latencies.length - 1] ?? Number.NaN,
    },
    phases: { hold: holdMs / Math.max(1, bookings), confirm: confirmMs / Math.max(1, bookings) },
    regrets,
    otherRefusals,
    errors,
    runsUsed: [...used]
      .sort((a, b) => a - b)
      .map((i) => runs[i])
      .filter((r) => r !== undefined)
      .map((r) => ({ trainNumber: r.train.number, runDate: r.date, classCode: o.hot.classCode })),
    runsExhausted: exhausted,
    statuses,
  };
}

/**
 * No berth held twice among the live passengers of each run used (a RAC side
 * lower is shared by two), and the booked PNRs stored equal the bookings counted.
 */
export async function verify(
  database: Database,
  hot: HotClass,
  result: LoadResult,
): Promise<{ ok: boolean; text: string }> {
  let live = 0;
  let doubled = 0;
  const perSeat = hot.racPassengers > 0 ? 2 : 1;
  for (const key of result.runsUsed) {
    const rows = await livePassengersOfRun(database.sql, key);
    live += rows.length;
    const seats = new Map<string, number>();
    for (const r of rows) if (r.seat) seats.set(r.seat, (seats.get(r.seat) ?? 0) + 1);
    for (const c of seats.values()) if (c > perSeat) doubled++;
  }
  const res = (await database.db.execute(
    sql`select count(*)::int as n from railway.pnrs where state = 'booked'`,
  )) as unknown as { rows: { n: number }[] };
  const booked = res.rows[0]?.n ?? -1;
  const ok = doubled === 0 && booked === result.bookings;
  return {
    ok,
    text: `${live} live passengers over ${result.runsUsed.length} runs, ${doubled} berths held twice; ${booked} booked PNRs stored vs ${result.bookings} counted — ${ok ? "ok" : "FAILED"}`,
  };
}

export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

export function machineLine(): string {
  return `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;
}

/**
 * PostgreSQL's own ceiling on one hot row (pgbench, `clients` connections, the
 * bench's transport), on a throw-away database of its own, printed with the load.
 */
export async function measureCeiling(clients: number, seconds: number): Promise<Ceiling | null> {
  const { url, drop } = await throwAwayDatabase(1);
  try {
    const ceiling = hotRowCeiling(url, { clients, seconds });
    console.log(
      ceiling
        ? `anchor: pgbench one-row UPDATE, ${clients} clients, ${seconds} s over ${ceiling.transport}: ${fmt(ceiling.tps)} tps (PostgreSQL's hot-row ceiling here); ${machineLine()}`
        : "anchor: pgbench not installed (apt-get install postgresql-client): no hot-row ceiling to compare with",
    );
    return ceiling;
  } finally {
    await drop();
  }
}

async function main(): Promise<void> {
  const seconds = Number(arg("seconds", "10"));
  const pools = arg("pool", "16").split(",").map(Number);
  const clients = Number(arg("clients", "32"));
  const modes = arg("batching", "on,off")
    .split(",")
    .map((m) => m === "on");
  const mixes = arg("mix", "1,1-4").split(",");
  // Other travellers (ADR 019) on the hot runs too: `--others off,on` compares.
  const othersModes = arg("others", "off")
    .split(",")
    .map((m) => m === "on");
  const model = await demoModel();
  const hot = hottestClass(model);
  console.log(
    `B1: ${clients} clients, ${seconds} s each, real PostgreSQL (${new URL(adminUrl()).host}); class ${hot.classCode}, ${hot.capacity} berths (${hot.gnPlaces} GN bookings before REGRET) on daily trains ${hot.trains.map((t) => t.number).join(", ")}; runs from ${FIRST_DATE}`,
  );
  console.log(
    `clock fixed at ${NOW} (booking open for every date used); users: stubUsers() — Aadhaar-verified, no monthly limit; quota GN`,
  );
  console.log(machineLine());
  const ceiling = await measureCeiling(clients, seconds);
  const ratio = (perSecond: number) => (ceiling ? fmt(perSecond / ceiling.tps, 2) : "–");
  const rows: { label: string; pool: number; headline: boolean; r: LoadResult }[] = [];
  let allOk = true;
  for (const pool of pools) {
    for (const mix of [
      { label: "1 pax", passengers: { min: 1, max: 1 } },
      { label: "1–4 pax", passengers: { min: 1, max: 4 } },
    ].filter((m) => mixes.includes(m.passengers.max === 1 ? "1" : "1-4")))
      for (const batching of modes)
        for (const others of othersModes) {
          const { database, drop } = await throwAwayDatabase(pool);
          try {
            const r = await bookingLoad({
              database,
              model,
              hot,
              clients,
              seconds,
              passengers: mix.passengers,
              service: { batching, otherTravellers: others },
            });
            const check = await verify(database, hot, r);
            allOk &&= check.ok && r.errors === 0;
            const label = `batching ${batching ? "on" : "off"}, ${mix.label}${others ? ", other travellers on" : ""}`;
            rows.push({
              label,
              pool,
              headline: batching && mix.passengers.max === 1 && !others,
              r,
            });
            const refusals = [...r.otherRefusals].map(([k, v]) => `${k} ${v}`).join(", ");
            console.log(
              `  pool ${pool}, ${label}: ${fmt(r.perSecond)} bookings/s (${r.passengers} passengers; CNF ${r.statuses.CNF}, RAC ${r.statuses.RAC}, WL ${r.statuses.WL}), p50 ${fmt(r.latency.p50, 1)} ms, p99 ${fmt(r.latency.p99, 1)} ms (mean hold ${fmt(r.phases.hold, 1)} + confirm ${fmt(r.phases.confirm, 1)} ms); ${r.runsUsed.length} runs used${r.runsExhausted ? " (ALL RUNS SOLD OUT: stopped early)" : ""}; ${r.regrets} REGRET answers${refusals ? `; other refusals: ${refusals}` : ""}${r.errors ? `; ${r.errors} ERRORS` : ""}`,
            );
            console.log(`    check: ${check.text}`);
          } finally {
            await drop();
          }
        }
  }
  console.log("");
  console.log(
    "| pool | mode | bookings/s | × 530 | × 2,500 | × pgbench | p50 ms | p95 ms | p99 ms | max ms | runs |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { label, pool, r } of rows)
    console.log(
      `| ${pool} | ${label.replace(/ +/g, " ")} | ${fmt(r.perSecond)} | ${fmt(r.perSecond / RECORD, 2)} | ${fmt(r.perSecond / GOAL, 2)} | ${ratio(r.perSecond)} | ${fmt(r.latency.p50, 1)} | ${fmt(r.latency.p95, 1)} | ${fmt(r.latency.p99, 1)} | ${fmt(r.latency.max, 0)} | ${r.runsUsed.length} |`,
    );
  console.log("");
  const headline = rows.filter((x) => x.headline).sort((a, b) => b.r.perSecond - a.r.perSecond)[0];
  if (headline) {
    const r = headline.r;
    console.log(
      `B1 floor (≥ ${RECORD}/s, batching on, 1 pax, pool ${headline.pool}): ${fmt(r.perSecond)}/s — ${r.perSecond >= RECORD ? "PASS" : "below"}`,
    );
    console.log(
      `B1 target (≥ ${GOAL}/s): ${fmt(r.perSecond)}/s (${fmt(r.perSecond / GOAL, 2)}×) — ${r.perSecond >= GOAL ? "PASS" : "below"}`,
    );
    console.log(
      ceiling
        ? `B1 against PostgreSQL's hot-row ceiling (≥ 1.0×): ${ratio(r.perSecond)}× of ${fmt(ceiling.tps)} tps — ${r.perSecond >= ceiling.tps ? "PASS" : "below"}`
        : "B1 against PostgreSQL's hot-row ceiling: not measured (pgbench not installed)",
    );
    console.log(
      `B1 p99 (≤ ${P99_LIMIT_MS} ms): ${fmt(r.latency.p99, 1)} ms — ${r.latency.p99 <= P99_LIMIT_MS ? "PASS" : "below"}`,
    );
  }
  console.log(
    `correctness (no berth twice, stored = counted, no errors): ${allOk ? "PASS" : "FAILED"}`,
  );
  console.log(machineLine());
  if (!allOk) process.exitCode = 1;
}

if (import.meta.main) await main();
