import { buildRunLayout } from "@safar/railway/inventory/layout";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { emptyOccupancy } from "@safar/railway/allocation/occupancy";
import { runDemand } from "@safar/railway/demand/events";
import { applyDemand } from "@safar/railway/demand/apply";
import { buildTimetable } from "@safar/railway/timetable/build";
import { chartDueOf } from "@safar/railway/booking/batch/run";
const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR || undefined);
const tt = buildTimetable(network).filter((t) => t.rake.length > 0);
const sample = tt.filter((_, i) => i % Math.floor(tt.length / 60) === 0);
const now = new Date("2026-11-27T04:00:00Z").getTime();
let n = 0; const t0 = performance.now(); let ev = 0, books = 0;
for (const date of ["2026-11-30", "2026-12-05"]) for (const t of sample) { const layout = buildRunLayout(t); let due; try { due = chartDueOf(t, date); } catch { continue; }
  for (const c of layout.classes) { const d = runDemand({ train: t, layout, classCode: c.classCode, runDate: date, chartDueAt: due });
  const o = applyDemand(emptyOccupancy(layout, c.classCode), layout, d, -Infinity, now); n++; ev += o.played; books += o.booked; } }
console.log({ runs: n, msPerRun: (performance.now() - t0) / n, eventsPerRun: ev / n, booksPerRun: books / n });
