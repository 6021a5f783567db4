/**
 * Search throughput through the balancer (ADR 032): `scripts/topology.sh`
 * with 1, then 2 server processes (each its own `main.ts`, a PostgreSQL
 * primary and a streaming replica, HAProxy checking /readyz), and the same
 * load on `GET /api/trains/v5/search` (NDLS → HWH five days ahead) through
 * HAProxy each time; a bare Fastify (bench/search-api.ts's) as the anchor.
 *
 *   node bench/topology.ts [--seconds 10] [--connections 50] [--processes 1,2] [--port 8090]
 *
 * Prints req/s, p50/p99 and non-200 answers per row, which process answered
 * how many requests (HAProxy balances round robin), and the machine's load
 * average before and after: a figure taken at a load average of 2 or more on
 * this 2-core machine is marked not comparable.
 */
import { execFileSync, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, istDate } from "@safar/domain/ist";
import { childPort, load, type Run } from "./http-load.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const SECONDS = Number(arg("seconds", "10"));
const CONNECTIONS = Number(arg("connections", "50"));
const PROCESSES = arg("processes", "1,2").split(",").map(Number);
const PORT = Number(arg("port", "8090"));
const TOPOLOGY_DIR = path.join(os.tmpdir(), "safar-topology-bench");
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const row = (name: string, r: Run) =>
  `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.full50.toFixed(1)} ms  p99 ${r.full99.toFixed(1)} ms  requests ${r.requests}  non-200 ${r.errors}`;

async function bare(): Promise<Run> {
  const child = spawn(process.execPath, [path.join(ROOT, "bench/search-api.ts"), "serve", "bare"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await childPort(child, "bare server");
    await load(port, "/bare", Math.min(3, SECONDS), 10);
    return await load(port, "/bare", SECONDS, CONNECTIONS);
  } finally {
    child.kill("SIGTERM");
  }
}

function topology(args: string[]): void {
  execFileSync(path.join(ROOT, "scripts/topology.sh"), args, {
    env: { ...process.env, TOPOLOGY_DIR, APP_BASE_PORT: "3201", PG_PORT: "55442" },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Which process answered: each request's log line is not kept (LOG_LEVEL=warn), so ask /livez. */
async function pidsBehindBalancer(samples: number): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  for (let i = 0; i < samples; i++) {
    const res = await fetch(`http://127.0.0.1:${PORT}/livez`, { headers: { connection: "close" } });
    const { pid } = (await res.json()) as { pid: number };
    seen.set(pid, (seen.get(pid) ?? 0) + 1);
  }
  return seen;
}

const date = addDays(istDate(new Date()), 5);
const searchPath = `/api/trains/v5/search?from=NDLS&to=HWH&date=${date}`;
console.log(
  `Topology bench: ${CONNECTIONS} connections, ${SECONDS} s a row, GET ${searchPath} through HAProxy`,
);
console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
const rows: string[] = [];
const anchor = await bare();
rows.push(row("bare Fastify (anchor)", anchor));
for (const n of PROCESSES) {
  topology(["--processes", String(n), "--port", String(PORT)]);
  try {
    const spread = await pidsBehindBalancer(4 * n);
    await load(PORT, searchPath, Math.min(3, SECONDS), 10); // warm-up
    const run = await load(PORT, searchPath, SECONDS, CONNECTIONS);
    rows.push(
      `${row(`${n} process${n > 1 ? "es" : ""} via HAProxy`, run)}  (ratio to bare ${(run.rps / anchor.rps).toFixed(3)}; /livez answered by ${[...spread.values()].join("+")} of ${4 * n} per pid)`,
    );
  } finally {
    topology(["--stop"]);
  }
}
for (const line of rows) console.log(line);
const after = os.loadavg()[0] ?? 0;
console.log(`load average after: ${loadAverage()}`);
if (Math.max(after, os.loadavg()[1] ?? 0) >= 2) {
  console.log(
    "NOT COMPARABLE: the load average was 2 or more (other work on this machine); the rows above do not show what more processes buy",
  );
}
