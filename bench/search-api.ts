/**
 * S1: `GET /api/trains/v5/search` over HTTP against bare Fastify.
 *
 *   RAILWAY_DATA_DIR=../shared/railway-data node bench/search-api.ts [seconds=10] [connections=100]
 *
 * Starts each server in its own child process on 127.0.0.1 (a free port): a
 * bare Fastify answering a small JSON object, then the API on an in-memory
 * PGlite with the whole railway on the network of RAILWAY_DATA_DIR (the demo
 * network without it). Each gets a short warm-up, then `connections`
 * keep-alive clients loop for `seconds` on the busy pair NDLS → HWH five days
 * ahead. Prints req/s, p50/p99 latency, non-200 answers, the ratio to bare
 * Fastify (target ≥ 0.2) and the machine's load. Stops by itself.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { childPort, load, type Run } from "./http-load.ts";

const SELF = fileURLToPath(import.meta.url);
const mode = process.argv[2];

async function serve(kind: "bare" | "api"): Promise<void> {
  const { fastify } = await import("fastify");
  const app = fastify({ logger: false });
  if (kind === "bare") {
    app.get("/bare", async () => ({ ok: true, answer: "bare fastify" }));
  } else {
    const { registerApi } = await import("@safar/api/app");
    const { loadConfig } = await import("@safar/api/config");
    const { createDatabase } = await import("@safar/db/client");
    const { loadConfiguredNetwork } = await import("@safar/railway/network/load");
    const { buildNetworkReadModel } = await import("@safar/railway/network-gateway");
    const { createRailway } = await import("@safar/railway/railway");
    const database = await createDatabase({ pgliteDir: "memory://" });
    await database.migrate();
    const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR);
    const model = buildNetworkReadModel(network);
    const now = () => new Date();
    const railway = await createRailway({
      database,
      model,
      clock: now,
      log: { info: () => undefined, error: () => undefined },
      jobsIntervalMs: null,
      // As the product runs (ADR 019); OTHER_TRAVELLERS=off measures without them.
      reservations: { otherTravellers: process.env.OTHER_TRAVELLERS !== "off" },
    });
    await registerApi(app, {
      config: loadConfig({
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        // Else one would be kept in ./data/session-secret (issue 16 item 16).
        SESSION_SECRET: "search-api-bench-secret-long-enough-0123456789",
      }),
      database,
      now,
      railway: railway.gateway,
    });
  }
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

async function measure(kind: "bare" | "api", path: string, seconds: number, connections: number) {
  const child = spawn(process.execPath, [SELF, "serve", kind], {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  });
  try {
    const port = await childPort(child, `${kind} server`);
    await load(port, path, Math.min(3, seconds), Math.min(10, connections)); // warm-up
    return await load(port, path, seconds, connections);
  } finally {
    child.kill("SIGTERM");
  }
}

if (mode === "serve") {
  await serve(process.argv[3] === "api" ? "api" : "bare");
} else {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 100);
  const { addDays, istDate } = await import("@safar/domain/ist");
  const date = addDays(istDate(new Date()), 5);
  const searchPath = `/api/trains/v5/search?from=NDLS&to=HWH&date=${date}`;
  const network = process.env.RAILWAY_DATA_DIR
    ? `open data (${process.env.RAILWAY_DATA_DIR})`
    : "demo";
  console.log(
    `S1 search API bench: ${connections} connections, ${seconds} s each, network ${network}`,
  );
  const bare = await measure("bare", "/bare", seconds, connections);
  const api = await measure("api", searchPath, seconds, connections);
  const row = (name: string, r: Run) =>
    `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.full50.toFixed(1)} ms  p99 ${r.full99.toFixed(1)} ms  requests ${r.requests}  non-200 ${r.errors}`;
  console.log(row("bare", bare));
  console.log(row("search", api));
  const ratio = api.rps / bare.rps;
  console.log(
    `ratio ${ratio.toFixed(3)} (target ≥ 0.2): ${ratio >= 0.2 ? "pass" : "FAIL"}; p99 ${api.full99.toFixed(1)} ms (target ≤ 50): ${api.full99 <= 50 ? "pass" : "FAIL"}`,
  );
  console.log(`GET ${searchPath}`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${os.cpus().length} cores`,
  );
}
