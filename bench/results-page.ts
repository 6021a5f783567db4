/**
 * W1 (../shared/design/targets.md): the server-rendered search results page
 * against bare Fastify, `NODE_ENV=production`.
 *
 *   RAILWAY_DATA_DIR=../shared/railway-data node bench/results-page.ts [seconds=10] [connections=20] [from] [to]
 *
 * Builds the web bundle if stale (the same build the browser tests use), starts
 * the production server (`apps/web/server/main.ts`) on a fresh PGlite and the
 * network of RAILWAY_DATA_DIR (the demo network without it), and a bare Fastify
 * answering a small JSON object, each in its own process. After a warm-up,
 * `connections` keep-alive clients request the results page of a busy pair
 * (default Surat → Vadodara, about 50 trains, five days ahead) for `seconds`, sending a browser's
 * Accept-Encoding, twice: as served (the origin page cache of ADR 008 on) and
 * with every request rendered (`PAGE_CACHE=off`). Prints req/s, p50/p99 time
 * to first byte and to the full page, bytes, the ratio to bare Fastify
 * (target ≥ 0.1) and the p99 TTFB against 100 ms. Stops by itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { addDays, istDate } from "@safar/domain/ist";
import { startProductionServer } from "../scripts/production-server.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";
import { load, type Run } from "./http-load.ts";

const SELF = fileURLToPath(import.meta.url);

/** What a browser sends: the page is measured compressed, as it is served to one. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

if (process.argv[2] === "serve-bare") {
  const { fastify } = await import("fastify");
  const app = fastify({ logger: false });
  app.get("/bare", async () => ({ ok: true, answer: "bare fastify" }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`,
  );
} else {
  await main();
}

function portFrom(child: ChildProcess, pattern: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const m = pattern.exec(buffer);
      if (m) resolve(Number(m[1]));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Starts the production server with the page cache on or off and loads the page. */
async function measurePage(
  page: string,
  pageCache: "on" | "off",
  seconds: number,
  connections: number,
): Promise<Run> {
  const server = await startProductionServer({ env: { PAGE_CACHE: pageCache } });
  try {
    await load(server.port, page, 3, Math.min(10, connections), BROWSER_HEADERS);
    return await load(server.port, page, seconds, connections, BROWSER_HEADERS);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 20);
  // W1 asks for a page of about 50 trains. In the open data NDLS → HWH has 2
  // direct trains a day; Surat → Vadodara has 51–65 (54 five days ahead).
  const from = process.argv[4] ?? "ST_Surat";
  const to = process.argv[5] ?? "BRC_Vadodara Jn";
  const date = addDays(istDate(new Date()), 5).replaceAll("-", "");
  const page = `/trains/searchTrains/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${date}`;
  ensureWebBuild();

  const bare = spawn(process.execPath, [SELF, "serve-bare"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let bareRun: Run;
  try {
    const port = await portFrom(bare, /\{"port":(\d+)\}/);
    await load(port, "/bare", 2, Math.min(10, connections));
    bareRun = await load(port, "/bare", seconds, connections);
  } finally {
    bare.kill("SIGTERM");
  }

  const pageRuns: Run[] = [];
  for (const pageCache of ["on", "off"] as const) {
    pageRuns.push(await measurePage(page, pageCache, seconds, connections));
  }
  const [cached, rendered] = pageRuns as [Run, Run];

  const network = process.env.RAILWAY_DATA_DIR
    ? `open data (${process.env.RAILWAY_DATA_DIR})`
    : "demo";
  const row = (name: string, r: Run) =>
    `${name.padEnd(13)} ${r.rps.toFixed(0).padStart(6)} req/s  TTFB p50 ${r.ttfb50.toFixed(1)} ms  p99 ${r.ttfb99.toFixed(1)} ms  full p99 ${r.full99.toFixed(1)} ms  ${(r.bytes / 1024).toFixed(1)} KiB  non-200 ${r.errors}`;
  console.log(`W1 results page: ${connections} connections, ${seconds} s, network ${network}`);
  console.log(`GET ${page}`);
  console.log(row("bare Fastify", bareRun));
  console.log(row("page, cache", cached));
  console.log(row("page, render", rendered));
  for (const [name, run] of [
    ["as served (page cache on)", cached],
    ["every request rendered (PAGE_CACHE=off)", rendered],
  ] as const) {
    const ratio = run.rps / bareRun.rps;
    console.log(
      `${name}: ratio ${ratio.toFixed(3)} (target ≥ 0.1): ${ratio >= 0.1 ? "pass" : "below"}; TTFB p99 ${run.ttfb99.toFixed(1)} ms (target ≤ 100): ${run.ttfb99 <= 100 ? "pass" : "below"}`,
    );
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${os.cpus().length} cores`,
  );
}
