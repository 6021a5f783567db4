/**
 * Other travellers (issue 19 item 1, ADR 019): what the seeded demand of
 * `packages/railway/src/demand/` makes of the railway, beside the figures
 * facts.md cites. For a sample of trains (every k-th of the network with a
 * rake; the demo network, or the open data with RAILWAY_DATA_DIR) and every
 * class, one run leaving on each of `--dates` consecutive dates after
 * `--from`, played through the real allocator and charted:
 *
 * 1. the booking curve: the GN status a one-passenger booking for the whole
 *    run would get, by days to departure (share AVAILABLE / RAC / WL /
 *    REGRET and the median waitlist number), all trains and premium trains,
 *    and by class (share waitlisted / RAC);
 * 2. Tatkal in its first hour: the share of the Tatkal + Premium Tatkal
 *    berths sold 1, 10 and 60 minutes after the opening, AC and non-AC,
 *    against IRCTC's May–Jun 2025 figures (facts.md §13);
 * 3. waitlisted tickets: the share of passengers waitlisted when booked
 *    (GNWL) who hold a berth or RAC at the chart, and a berth only (no
 *    published figure in facts.md: printed for the record);
 * 4. the cost: stream and play per run, and the occupancy row's size.
 *
 * Run: `node bench/demand.ts [--trains 40] [--dates 3] [--from 2026-12-07]`.
 */
import os from "node:os";
import { type ClassCode, isAcClass } from "@safar/contracts/code-tables";
import { addDays, istInstant } from "@safar/domain/ist";
import { journeyFree, racVacancies } from "@safar/railway/allocation/allocate";
import {
  emptyOccupancy,
  listOf,
  type Occupancy,
  type PaxKey,
  toRow,
  waitlistCap,
} from "@safar/railway/allocation/occupancy";
import { chart } from "@safar/railway/allocation/promote";
import { chartDueOf } from "@safar/railway/booking/batch/run";
import { applyDemand, type DemandStep } from "@safar/railway/demand/apply";
import { runDemand } from "@safar/railway/demand/events";
import { PREMIUM_TYPES } from "@safar/railway/demand/model";
import { buildRunLayout, type RunLayout } from "@safar/railway/inventory/layout";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { tatkalOffered, tatkalOpeningTime } from "@safar/railway/rules/tatkal";
import { buildTimetable } from "@safar/railway/timetable/build";

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const TRAINS = Number(option("trains", "40"));
const DATES = Number(option("dates", "3"));
const FROM = option("from", "2026-12-07");
const DAYS = [60, 45, 30, 21, 14, 7, 3, 1, 0] as const;

const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
const timetable = buildTimetable(network).filter((t) => t.rake.length > 0);
const step = Math.max(1, Math.floor(timetable.length / TRAINS));
const sample = timetable.filter((_, i) => i % step === 0).slice(0, TRAINS);
console.log(
  `network: ${network.source}, ${timetable.length} trains with a rake; sample ${sample.length} trains × ${DATES} dates from ${FROM}`,
);

type Shown = "AVL" | "RAC" | "WL" | "REGRET";
function shown(state: Occupancy, layout: RunLayout): { kind: Shown; wl: number } {
  const whole = { from: 0, to: state.gaps };
  if (journeyFree(state, layout, ["GN"], whole) > 0) return { kind: "AVL", wl: 0 };
  if (racVacancies(state, layout, whole) > 0) return { kind: "RAC", wl: 0 };
  const cls = layout.classes.find((c) => c.classCode === state.classCode);
  const list = listOf("GN");
  if (cls && list && state.wl[list].length < waitlistCap(cls, list))
    return { kind: "WL", wl: state.issued.GN + 1 };
  return { kind: "REGRET", wl: 0 };
}

const curve = new Map<
  string,
  { n: number; AVL: number; RAC: number; WL: number; REGRET: number; wls: number[] }
>();
const bump = (k: string, s: { kind: Shown; wl: number }) => {
  const c = curve.get(k) ?? { n: 0, AVL: 0, RAC: 0, WL: 0, REGRET: 0, wls: [] };
  c.n++;
  c[s.kind]++;
  if (s.kind === "WL") c.wls.push(s.wl);
  curve.set(k, c);
};
const tatkal = { AC: [[], [], []] as number[][], nonAC: [[], [], []] as number[][] };
let waitlisted = 0;
let waitlistedSeated = 0;
let waitlistedBerth = 0;
let streamMs = 0;
let playMs = 0;
let runs = 0;
let rowBytes = 0;

for (const train of sample) {
  const layout = buildRunLayout(train);
  const premium = PREMIUM_TYPES.has(train.type);
  for (let di = 0; di < DATES; di++) {
    const runDate = addDays(FROM, di);
    let due: Date;
    try {
      due = chartDueOf(train, runDate);
    } catch {
      continue;
    }
    for (const cls of layout.classes) {
      const classCode = cls.classCode as ClassCode;
      const t0 = performance.now();
      const demand = runDemand({ train, layout, classCode, runDate, chartDueAt: due });
      const t1 = performance.now();
      let state = emptyOccupancy(layout, classCode);
      let after = Number.NEGATIVE_INFINITY;
      const gnwl = new Set<PaxKey>();
      const observe = (s: DemandStep) => {
        if (s.kind !== "book") return;
        for (const p of s.result.passengers)
          if (p.status.kind === "waitlist" && p.status.list !== "TQ") gnwl.add(p.pax);
      };
      const playTo = (at: number) => {
        if (at <= after) return;
        state = applyDemand(state, layout, demand, after, at, observe).state;
        after = at;
      };
      // The curve: at 10:00 IST d days before the run date (the chart on day 0 is later).
      for (const d of DAYS) {
        const at = Math.min(istInstant(addDays(runDate, -d), "10:00").getTime(), due.getTime() - 1);
        playTo(at);
        const s = shown(state, layout);
        bump(`all|${d}`, s);
        bump(`class ${classCode}|${d}`, s);
        if (premium) bump(`premium|${d}`, s);
      }
      // Tatkal: sold share 1, 10, 60 minutes after opening (replayed from scratch to the opening).
      if (tatkalOffered(classCode) && cls.quota.TQ + cls.quota.PT > 0) {
        const opens = istInstant(addDays(runDate, -1), tatkalOpeningTime(classCode)).getTime();
        let s = applyDemand(
          emptyOccupancy(layout, classCode),
          layout,
          demand,
          Number.NEGATIVE_INFINITY,
          opens,
        ).state;
        let at = opens;
        const berths = cls.quota.TQ + cls.quota.PT;
        const freeAtOpen = s.free.TQ + s.free.PT;
        [1, 10, 60].forEach((m, i) => {
          const next = opens + m * 60_000;
          s = applyDemand(s, layout, demand, at, next).state;
          at = next;
          const sold = (freeAtOpen - (s.free.TQ + s.free.PT)) / berths;
          (isAcClass(classCode) ? tatkal.AC : tatkal.nonAC)[i]?.push(sold);
        });
      }
      playTo(due.getTime());
      const charted = chart(state, layout).state;
      const t2 = performance.now();
      streamMs += t1 - t0;
      playMs += t2 - t1;
      runs++;
      rowBytes += JSON.stringify(toRow(state)).length;
      const seated = new Set<PaxKey>();
      for (const p of charted.occ) if (p !== null) seated.add(p);
      for (const held of charted.parts.values()) for (const p of held) seated.add(p.pax);
      const onRac = new Set(charted.rac.map((e) => e.pax));
      // Those who cancelled themselves are not in any list any more; count the ones kept.
      const kept = new Set<PaxKey>([...seated, ...onRac, ...state.wl.GN.map((e) => e.pax)]);
      for (const p of gnwl) {
        if (!kept.has(p) && !charted.wl.GN.some((e) => e.pax === p)) continue;
        waitlisted++;
        if (seated.has(p)) {
          waitlistedSeated++;
          waitlistedBerth++;
        } else if (onRac.has(p)) waitlistedSeated++;
      }
    }
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const median = (xs: number[]) => {
  if (xs.length === 0) return "–";
  const s = [...xs].sort((a, b) => a - b);
  return String(s[Math.floor(s.length / 2)]);
};
for (const group of ["all", "premium"]) {
  console.log(
    `\n1. Booking curve, ${group} trains: GN status of one passenger, whole run, at 10:00 IST`,
  );
  console.log("days before | classes | AVAILABLE | RAC | WL | REGRET | median WL number");
  for (const d of DAYS) {
    const c = curve.get(`${group}|${d}`);
    if (!c) continue;
    console.log(
      `${String(d).padStart(11)} | ${String(c.n).padStart(7)} | ${pct(c.AVL / c.n).padStart(9)} | ${pct(c.RAC / c.n).padStart(6)} | ${pct(c.WL / c.n).padStart(6)} | ${pct(c.REGRET / c.n).padStart(6)} | ${median(c.wls)}`,
    );
  }
}
const classes = [
  ...new Set(
    [...curve.keys()].filter((k) => k.startsWith("class ")).map((k) => k.slice(6, k.indexOf("|"))),
  ),
];
console.log(
  "\n1b. Booking curve by class: share of classes waitlisted (WL or REGRET) / RAC, by days before",
);
console.log(`class | runs | ${DAYS.map((d) => `${d} d`).join(" | ")}`);
for (const c of classes.sort()) {
  const cells = DAYS.map((d) => {
    const x = curve.get(`class ${c}|${d}`);
    return x ? `${pct((x.WL + x.REGRET) / x.n)} / ${pct(x.RAC / x.n)}` : "–";
  });
  console.log(`${c} | ${curve.get(`class ${c}|0`)?.n ?? 0} | ${cells.join(" | ")}`);
}
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
console.log(
  "\n2. Tatkal: share of Tatkal + Premium Tatkal berths sold after the opening (mean over classes)",
);
console.log("          | classes | 1 min | 10 min | 60 min | IRCTC May–Jun 2025 (facts.md §13)");
for (const [name, cited] of [
  ["AC", "5 % / 62.5 % / 86 %"],
  ["nonAC", "4 % / 66 % / 84 %"],
] as const) {
  const t = tatkal[name];
  console.log(
    `${name.padEnd(9)} | ${String(t[0]?.length ?? 0).padStart(7)} | ${pct(mean(t[0] ?? []))} | ${pct(mean(t[1] ?? []))} | ${pct(mean(t[2] ?? []))} | ${cited}`,
  );
}
console.log("\n3. Passengers waitlisted when booked (GNWL) and kept to the chart");
console.log(
  `${waitlisted} passengers: ${pct(waitlistedSeated / waitlisted)} hold a berth or RAC at the chart, ${pct(waitlistedBerth / waitlisted)} a berth`,
);
console.log(
  "   (facts.md cites no share of waitlisted tickets that confirm; printed for the record)",
);
console.log(
  `\n4. Cost per run and class: stream ${(streamMs / runs).toFixed(2)} ms, play to the chart ${(playMs / runs).toFixed(2)} ms, row ${(rowBytes / runs / 1024).toFixed(1)} KiB (${runs} runs)`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
