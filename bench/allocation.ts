/**
 * Berth allocation throughput (issue 4, target B2: no decay as a class fills).
 * 100 000 bookings of 1–6 passengers on one big train (24 SL coaches, one
 * (run, class) state, as the booking core would hold it under a row lock),
 * with a cancellation every 10th booking so promotion runs too. Prints
 * allocations/s per tenth of the run: the last tenths (class full, RAC and
 * waitlist full, most answers REGRET or a promotion) should be no slower than
 * the first.
 *
 * Segments (ADR 019): `--stops 120 --segments 0.5` runs the train over 120
 * stops with half the bookings between two stops drawn uniformly (the rest
 * end to end); it also prints the size of the occupancy row and what a
 * summary and an availability answer per journey cost on the final state.
 * `--plan` gives the run a quota plan (ADR 019 point 2: 25 km between stops,
 * every fourth a road-side halt, one remote-location stop), so journeys not
 * end to end go on RLWL, PQWL, RSWL or RQWL with their own berths.
 *
 * Run: `node bench/allocation.ts [--bookings 100000] [--stops 2] [--segments 0] [--plan]`.
 */

import { seededRandom } from "@safar/domain/random";
import { type AllocPassenger, allocate } from "@safar/railway/allocation/allocate";
import {
  emptyOccupancy,
  type Interval,
  type PaxKey,
  toRow,
} from "@safar/railway/allocation/occupancy";
import { cancel } from "@safar/railway/allocation/promote";
import { forJourney, summarize } from "@safar/railway/availability/summary";
import { buildRunLayout, quotaPlanOf } from "@safar/railway/inventory/layout";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const BOOKINGS = Number(arg("bookings", "100000"));
const STOPS = Number(arg("stops", "2"));
const SEGMENTS = Number(arg("segments", "0"));
const rake = Array.from({ length: 24 }, (_, i) => ({
  classCode: "SL" as const,
  name: `S${i + 1}`,
}));
const PLAN = process.argv.includes("--plan");
const train = { number: "12951", type: "mail-express" as const, rake };
const layout = PLAN
  ? buildRunLayout(train, {
      quotaPlan: quotaPlanOf(
        Array.from({ length: STOPS }, (_, i) => ({
          distanceKm: 25 * i,
          haltMin: i === Math.floor(STOPS / 2) ? 10 : i % 4 === 3 ? 1 : 2,
        })),
      ),
    })
  : { ...buildRunLayout(train), stops: STOPS };
const gaps = STOPS - 1;
const random = seededRandom(42);
const PREFS = ["NP", "LB", "MB", "UB", "SL", "SU"] as const;

/** Two different stops drawn uniformly: [from, to). */
function journey(): Interval {
  const a = Math.floor(random() * (gaps + 1));
  let b = Math.floor(random() * gaps);
  if (b >= a) b++;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

let state = emptyOccupancy(layout, "SL");
const booked: PaxKey[] = [];
const outcome = { confirmed: 0, rac: 0, waitlist: 0, refused: 0, promotions: 0 };
const tenth = BOOKINGS / 10;
let t0 = performance.now();
const rates: number[] = [];
const total0 = performance.now();
for (let i = 0; i < BOOKINGS; i++) {
  const n = 1 + Math.floor(random() * 6);
  const passengers: AllocPassenger[] = Array.from({ length: n }, () => ({
    age: 5 + Math.floor(random() * 80),
    gender: random() < 0.5 ? "Female" : "Male",
    preference: PREFS[Math.floor(random() * PREFS.length)],
  }));
  const r = allocate(state, layout, {
    pnr: `P${i}`,
    quota: random() < 0.85 ? "GN" : "TQ",
    passengers,
    lowerBerths: random() < 0.05 ? "atLeastOneLowerBerth" : undefined,
    ...(SEGMENTS > 0 && gaps > 1 && random() < SEGMENTS ? journey() : {}),
  });
  if (r.ok) {
    state = r.state;
    for (const p of r.passengers) {
      booked.push(p.pax);
      if (p.status.kind === "confirmed") outcome.confirmed++;
      else if (p.status.kind === "rac") outcome.rac++;
      else if (p.status.kind === "waitlist") outcome.waitlist++;
    }
  } else outcome.refused++;
  if (i % 10 === 9 && booked.length > 0) {
    const victim = booked.splice(Math.floor(random() * booked.length), 1)[0] as PaxKey;
    const c = cancel(state, layout, [victim]);
    state = c.state;
    outcome.promotions += c.promotions.length;
  }
  if ((i + 1) % tenth === 0) {
    const now = performance.now();
    rates.push(Math.round(tenth / ((now - t0) / 1000)));
    t0 = now;
  }
}
const totalMs = performance.now() - total0;
const capacity = layout.classes[0]?.capacity ?? 0;
if (PLAN)
  console.log(
    `quota plan: ${JSON.stringify(layout.classes[0]?.quota)}; waitlists ${Object.entries(state.wl)
      .map(([l, w]) => `${l} ${w.length}`)
      .join(", ")}`,
  );
console.log(
  `train: 24 SL coaches, ${capacity} berths, ${STOPS} stops, ${SEGMENTS * 100}% of bookings on part of the run; ${BOOKINGS} bookings in ${Math.round(totalMs)} ms`,
);
console.log(`allocations/s overall: ${Math.round(BOOKINGS / (totalMs / 1000))}`);
console.log(`allocations/s per tenth: ${rates.join(", ")}`);
console.log(
  `outcomes: ${outcome.confirmed} CNF, ${outcome.rac} RAC, ${outcome.waitlist} WL passengers; ${outcome.refused} PNRs refused; ${outcome.promotions} promotions`,
);
const first = rates[0] ?? 0;
const last = rates[rates.length - 1] ?? 0;
console.log(
  `B2 (no decay as it fills): last tenth ${last}/s vs first ${first}/s — ${last >= first * 0.8 ? "ok" : "DECAY"}`,
);

// The final state: its row, its summary, and availability per journey.
const parts = [...state.parts.values()].reduce((n, l) => n + l.length, 0);
const time = (n: number, f: () => unknown) => {
  const s = performance.now();
  for (let i = 0; i < n; i++) f();
  return ((performance.now() - s) * 1000) / n;
};
const row = JSON.stringify(toRow(state));
const summaryUs = time(2_000, () => summarize(state, layout, 1));
const summary = summarize(state, layout, 1);
const js = Array.from({ length: 1_000 }, () => journey());
let k = 0;
const journeyUs = time(100_000, () => {
  const j = js[k++ % js.length] as Interval;
  return forJourney(summary, j.from, j.to);
});
const patterns = Object.values(summary.segments?.held ?? {}).reduce((n, l) => n + l.length, 0);
console.log(
  `final state: ${state.occ.filter(Boolean).length} whole-run and ${parts} part-run berth holders, RAC ${state.rac.length}, GNWL ${state.wl.GN.length}; row ${(row.length / 1024).toFixed(1)} KB`,
);
console.log(
  `summarize ${summaryUs.toFixed(1)} µs (${patterns} berth patterns, ${summary.segments?.rac?.length ?? 0} RAC patterns); forJourney ${journeyUs.toFixed(2)} µs`,
);
