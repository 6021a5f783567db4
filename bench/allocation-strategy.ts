/**
 * B2 (../shared/design/targets.md): our berth allocation strategy against the
 * naive first-free-seat query, on real PostgreSQL, 32 clients, ONE hot train
 * run and class kept nearly full, as a Tatkal train is: every client books one
 * passenger at a time and, once it holds its share (95 % of the class's
 * general berths over all clients), gives back its oldest booking for every
 * new one. The same workload on both sides; a "booking" is allocating the
 * berth and writing the ticket:
 *
 * - naive: a bench-only table `naive_berths(run, id, coach, berth, pnr)`
 *   holding the class's berths; a booking is one transaction of
 *   `select id … where run = $1 and pnr is null order by id limit 1 for update
 *   skip locked`, `update … set pnr` and an insert into `naive_pnrs`; giving a
 *   booking back clears the berth and deletes the PNR row;
 * - ours: the booking service (`hold`, which allocates through the pure
 *   allocator inside the locked (run, class) transaction batched by the
 *   combiner, and writes the PNR and passenger rows), and `release` to give a
 *   booking back (the same locked path, with promotion).
 *
 * Prints bookings/s for each, the ratio (target ≥ 5×), and bookings/s per
 * block of 10 000 to show whether either decays as the hot run churns (target:
 * no decay after 100 000 bookings).
 *
 * PostgreSQL on these machines runs with `autovacuum = off`: the churned tables
 * bloat and, never analysed, keep the statistics of empty tables, so prepared
 * plans pick poor indexes; ours fell from 2,800 to 600 bookings/s over 20 000
 * bookings. Production servers run autovacuum, so the bench stands in for it:
 * both sides' tables get `vacuum analyze` every 2 s while they run
 * (`--vacuum off` to see the difference).
 *
 * Run: `node bench/allocation-strategy.ts [--bookings 100000] [--naive-seconds 60] [--pool 16] [--vacuum on|off]`.
 */
import { randomInt } from "node:crypto";
import { createDatabase, type Database } from "@safar/db/client";
import { runViolations } from "@safar/railway/booking/invariants";
import {
  adult,
  demoModel,
  NO_MONTHLY_LIMIT,
  requestFor,
  serviceOn,
} from "@safar/railway/booking/test-support";
import { buildRunLayout } from "@safar/railway/inventory/layout";
import {
  adminUrl,
  arg,
  FIRST_DATE,
  fixedNow,
  fmt,
  hottestClass,
  machineLine,
  measureCeiling,
  NOW,
  percentile,
  throwAwayDatabase,
} from "./booking.ts";

const TARGET_RATIO = 5;
const total = Number(arg("bookings", "100000"));
const naiveSeconds = Number(arg("naive-seconds", "60"));
const pool = Number(arg("pool", "16"));
const clients = Number(arg("clients", "32"));
const block = Math.max(1, Math.min(10_000, Math.floor(total / 10)));
const vacuum = arg("vacuum", "on") !== "off";

/** `vacuum analyze` of `tables` every 2 s until stopped: autovacuum's stand-in (see the header). */
function vacuumEvery(database: Database, tables: string): () => Promise<void> {
  if (!vacuum) return async () => undefined;
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      await new Promise((r) => setTimeout(r, 2_000));
      if (!stop) await database.sql.query(`vacuum analyze ${tables}`);
    }
  })();
  return async () => {
    stop = true;
    await loop;
  };
}

const model = await demoModel();
const hot = hottestClass(model);
const train = hot.trains[0];
if (!train) throw new Error("no train");
const layout = buildRunLayout(train);
const cls = layout.classes.find((c) => c.classCode === hot.classCode);
if (!cls) throw new Error("no class");
// The berths a GN booking can take (the naive table holds exactly these).
const berths = layout.coaches.flatMap((c) =>
  c.classCode === hot.classCode
    ? c.berths
        .filter((b) => b.quota === "GN" && !b.rac)
        .map((b) => ({ coach: c.coach, berth: b.number }))
    : [],
);
const window = Math.floor((berths.length * 0.95) / clients);

console.log(
  `B2: ${clients} clients, real PostgreSQL (${new URL(adminUrl()).host}), pool ${pool}; one run of ${train.number} on ${FIRST_DATE}, class ${hot.classCode}: ${berths.length} general berths, each client keeps ${window} bookings (${window * clients}, ${fmt((100 * window * clients) / berths.length)} % full) and gives back its oldest for every new one`,
);
console.log(`clock fixed at ${NOW}; users: stubUsers() — Aadhaar-verified, no monthly limit`);
const admin = await createDatabase({ url: adminUrl(), poolSize: 1 });
const av = await admin.sql.query<{ autovacuum: string }>("show autovacuum");
await admin.close();
console.log(
  `server autovacuum: ${av[0]?.autovacuum}; bench vacuum every 2 s: ${vacuum ? "on" : "off"}`,
);
console.log(machineLine());
const ceiling = await measureCeiling(clients, 10);
const ofCeiling = (perSecond: number) => (ceiling ? `${fmt(perSecond / ceiling.tps, 2)}` : "–");

interface Result {
  bookings: number;
  seconds: number;
  perSecond: number;
  p99: number;
  blocks: number[];
  errors: number;
}

/** Runs `clients` loops of book → (give back the oldest) until `limit` bookings or `deadline`. */
async function churn(
  book: () => Promise<string | null>,
  giveBack: (ref: string) => Promise<void>,
  limit: number,
  deadlineMs: number,
): Promise<Result> {
  let bookings = 0;
  let errors = 0;
  const latencies: number[] = [];
  const blocks: number[] = [];
  const start = performance.now();
  let blockStart = start;
  const end = start + deadlineMs;
  async function client(): Promise<void> {
    const mine: string[] = [];
    while (bookings < limit && performance.now() < end) {
      const t0 = performance.now();
      try {
        const ref = await book();
        if (ref === null) {
          errors++;
          continue;
        }
        latencies.push(performance.now() - t0);
        mine.push(ref);
        bookings++;
        if (bookings % block === 0) {
          const now = performance.now();
          blocks.push(block / ((now - blockStart) / 1000));
          blockStart = now;
        }
        if (mine.length > window) await giveBack(mine.shift() as string);
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(`  error: ${(error as Error).message}`);
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, () => client()));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    bookings,
    seconds,
    perSecond: bookings / seconds,
    p99: percentile(latencies, 0.99),
    blocks,
    errors,
  };
}

function report(name: string, r: Result): void {
  console.log(
    `${name}: ${fmt(r.perSecond)} bookings/s (${r.bookings} bookings in ${fmt(r.seconds, 1)} s, p99 ${fmt(r.p99, 1)} ms${r.errors ? `, ${r.errors} refused or failed` : ""})`,
  );
  console.log(`  per ${block}: ${r.blocks.map((b) => fmt(b)).join(", ")}`);
}

// ── Naive ───────────────────────────────────────────────────────────────────
async function naive(database: Database): Promise<Result> {
  const q = database.sql;
  await q.query(
    "create table naive_berths(run int not null, id int not null, coach text not null, berth int not null, pnr text null, primary key (run, id))",
  );
  await q.query(
    "create table naive_pnrs(pnr text primary key, run int not null, created_at timestamptz not null)",
  );
  await q.query(
    `insert into naive_berths(run, id, coach, berth)
     select 0, b.ord::int, b.coach, b.berth
     from unnest($1::text[], $2::int[]) with ordinality as b(coach, berth, ord)`,
    [berths.map((b) => b.coach), berths.map((b) => b.berth)],
  );
  await q.query("analyze naive_berths");
  const stopVacuum = vacuumEvery(database, "naive_berths, naive_pnrs");
  const result = await churn(
    () =>
      q.transaction(async (tx) => {
        const free = await tx.query<{ id: number }>(
          "select id from naive_berths where run = 0 and pnr is null order by id limit 1 for update skip locked",
          [],
          "naive_free",
        );
        const id = free[0]?.id;
        if (id === undefined) return null;
        const pnr = String(randomInt(1_000_000_000, 9_999_999_999));
        await tx.query(
          "update naive_berths set pnr = $1 where run = 0 and id = $2",
          [pnr, id],
          "naive_take",
        );
        await tx.query(
          "insert into naive_pnrs(pnr, run, created_at) values ($1, 0, $2)",
          [pnr, new Date(NOW)],
          "naive_ticket",
        );
        return pnr;
      }),
    async (pnr) => {
      await q.transaction(async (tx) => {
        await tx.query(
          "update naive_berths set pnr = null where run = 0 and pnr = $1",
          [pnr],
          "naive_free_up",
        );
        await tx.query("delete from naive_pnrs where pnr = $1", [pnr], "naive_untick");
      });
    },
    total,
    naiveSeconds * 1000,
  );
  await stopVacuum();
  return result;
}

// ── Ours ────────────────────────────────────────────────────────────────────
async function ours(database: Database): Promise<Result & { violations: string[] }> {
  const service = serviceOn(database, model, fixedNow, { batching: true, rules: NO_MONTHLY_LIMIT });
  await service.init();
  const stopVacuum = vacuumEvery(
    database,
    "railway.occupancy, railway.pnrs, railway.passengers, railway.cancellations",
  );
  const result = await churn(
    async () => {
      const h = await service.hold(
        requestFor(train as NonNullable<typeof train>, FIRST_DATE, hot.classCode as "CC", {
          railwayUserId: "bench",
          passengers: [adult()],
          options: { bookOnlyIfConfirmed: true },
        }),
      );
      return h.ok ? h.holdId : null;
    },
    async (holdId) => {
      const r = await service.release(holdId);
      if (!r.ok || !r.released) throw new Error(`release: ${JSON.stringify(r)}`);
    },
    total,
    Number.POSITIVE_INFINITY,
  );
  await service.idle();
  await stopVacuum();
  const violations = await runViolations(database.sql, service, {
    trainNumber: (train as NonNullable<typeof train>).number,
    runDate: FIRST_DATE,
    classCode: hot.classCode,
  });
  return { ...result, violations };
}

const a = await throwAwayDatabase(pool);
let n: Result;
try {
  n = await naive(a.database);
  const taken = await a.database.sql.query<{ taken: number; pnrs: number }>(
    "select (select count(*)::int from naive_berths where pnr is not null) as taken, (select count(*)::int from naive_pnrs) as pnrs",
  );
  report("naive first free seat", n);
  console.log(`  check: ${taken[0]?.taken} berths taken, ${taken[0]?.pnrs} tickets stored`);
} finally {
  await a.drop();
}

const b = await throwAwayDatabase(pool);
try {
  const o = await ours(b.database);
  report("ours (allocator in the locked, batched transaction)", o);
  console.log(
    `  check (no berth twice, tickets = inventory, lists gapless): ${o.violations.length === 0 ? "ok" : `FAILED: ${o.violations.slice(0, 5).join("; ")}`}`,
  );
  if (o.violations.length > 0) process.exitCode = 1;
  const ratio = o.perSecond / n.perSecond;
  const first = o.blocks[0] ?? Number.NaN;
  const last = o.blocks.at(-1) ?? Number.NaN;
  const nFirst = n.blocks[0] ?? Number.NaN;
  const nLast = n.blocks.at(-1) ?? Number.NaN;
  console.log("");
  console.log(
    "| strategy | bookings | bookings/s | × pgbench | p99 ms | first block/s | last block/s |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| naive first free seat | ${n.bookings} | ${fmt(n.perSecond)} | ${ofCeiling(n.perSecond)} | ${fmt(n.p99, 1)} | ${fmt(nFirst)} | ${fmt(nLast)} |`,
  );
  console.log(
    `| ours | ${o.bookings} | ${fmt(o.perSecond)} | ${ofCeiling(o.perSecond)} | ${fmt(o.p99, 1)} | ${fmt(first)} | ${fmt(last)} |`,
  );
  console.log("");
  console.log(
    `B2 ratio (≥ ${TARGET_RATIO}× naive): ${fmt(ratio, 2)}× — ${ratio >= TARGET_RATIO ? "PASS" : "below"}`,
  );
  console.log(
    `B2 no decay after ${o.bookings} bookings: last block ${fmt(last)}/s vs first ${fmt(first)}/s = ${fmt(last / first, 2)} (≥ 0.9: ${last / first >= 0.9 ? "PASS" : "below"})`,
  );
} finally {
  await b.drop();
}
console.log(machineLine());
