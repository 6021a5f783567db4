import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TimetabledTrain } from "../network/model.ts";
import type { ReservationService } from "./service.ts";
import { adult, requestFor } from "./test-support.ts";

/**
 * The workload of targets.md R1 (`race.integration-test.ts`): clients
 * booking and cancelling on one run and class, each booking its own
 * transaction. It runs in the test's process, or split over several
 * processes (`stormInProcesses`, `race-storm-process.ts`), as several
 * server processes on one database would book (ADR 031).
 */
export interface Storm {
  bookings: number;
  cancellations: number;
  refusals: number;
  errors: number;
}

export interface StormPlan {
  date: string;
  classCode: "2A" | "SL" | "3A";
  ms: number;
  /** Client numbers `from` … `to - 1` (each books as railway user `racer_<n>`). */
  from: number;
  to: number;
}

export async function storm(
  service: ReservationService,
  train: TimetabledTrain,
  plan: StormPlan,
  stopEarly?: () => Promise<boolean> | boolean,
): Promise<Storm> {
  const { date, classCode, ms } = plan;
  const stats: Storm = { bookings: 0, cancellations: 0, refusals: 0, errors: 0 };
  const end = performance.now() + ms;
  let stop = (await stopEarly?.()) ?? false;
  const client = async (c: number) => {
    const mine: string[] = [];
    let i = 0;
    while (!stop && performance.now() < end) {
      i++;
      try {
        if (mine.length > 0 && (i + c) % 3 === 0) {
          const pnr = mine.splice((i * 7 + c) % mine.length, 1)[0] as string;
          const r = await service.cancel({ pnr, passengerNumbers: [] });
          if (r.ok) stats.cancellations++;
          else stats.refusals++;
        } else {
          const size = 1 + ((i + c) % 3);
          const h = await service.hold(
            requestFor(train, date, classCode, {
              railwayUserId: `racer_${c}`,
              passengers: Array.from({ length: size }, (_, k) =>
                adult({ age: 20 + ((c + k) % 60), gender: k % 2 ? "Male" : "Female" }),
              ),
            }),
          );
          if (!h.ok) {
            stats.refusals++;
            continue;
          }
          const t = await service.confirm(h.holdId, `pay-${h.pnr}`);
          if (t.ok) {
            stats.bookings++;
            mine.push(h.pnr);
          } else stats.refusals++;
        }
      } catch {
        stats.errors++;
      }
    }
  };
  const watcher = (async () => {
    if (!stopEarly) return;
    while (!stop && performance.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      if (await stopEarly()) stop = true;
    }
  })();
  await Promise.all(Array.from({ length: plan.to - plan.from }, (_, k) => client(plan.from + k)));
  stop = true;
  await watcher;
  return stats;
}

/** What a storm process needs: the database, the clock, and whether the row lock is on. */
export interface StormProcessPlan extends StormPlan {
  url: string;
  now: string;
  locking: boolean;
}

const PROCESS_ENTRY = fileURLToPath(new URL("./race-storm-process.ts", import.meta.url));

/**
 * The clients split over `processes` Node processes of their own (each with
 * its own connection pool and booking core), run at once; their counts
 * added. `stopEarly` is asked every 250 ms here; when it says so every
 * process is told to stop (a line on its stdin) and reports what it did.
 */
export async function stormInProcesses(
  processes: number,
  plan: StormProcessPlan,
  stopEarly?: () => Promise<boolean>,
): Promise<Storm> {
  const clients = plan.to - plan.from;
  const children = Array.from({ length: processes }, (_, p) => {
    const from = plan.from + Math.floor((clients * p) / processes);
    const to = plan.from + Math.floor((clients * (p + 1)) / processes);
    const child = spawn(process.execPath, [PROCESS_ENTRY, JSON.stringify({ ...plan, from, to })], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    // A stop sent as the process ends finds its pipe closed: nothing to tell it then.
    child.stdin.on("error", () => undefined);
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
    });
    const done = new Promise<Storm>((resolve, reject) => {
      child.once("exit", (code) => {
        if (code !== 0) reject(new Error(`storm process ${p} exited ${code}: ${err}`));
        else resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Storm);
      });
    });
    return { child, done };
  });
  let finished = false;
  const all = Promise.all(children.map((c) => c.done)).finally(() => {
    finished = true;
  });
  const end = performance.now() + plan.ms;
  if (stopEarly) {
    while (!finished && performance.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      if (!finished && (await stopEarly())) {
        for (const c of children) c.child.stdin.end("stop\n");
        break;
      }
    }
  }
  const results = await all;
  return results.reduce(
    (sum, r) => ({
      bookings: sum.bookings + r.bookings,
      cancellations: sum.cancellations + r.cancellations,
      refusals: sum.refusals + r.refusals,
      errors: sum.errors + r.errors,
    }),
    { bookings: 0, cancellations: 0, refusals: 0, errors: 0 },
  );
}
