import type { ChildProcessByStdio } from "node:child_process";
import http from "node:http";
import type { Readable } from "node:stream";

/**
 * The port a bench's child server says it listens on: its first stdout line
 * that is JSON, `{"port":…}`. Rejects when the child exits first.
 */
export function childPort(
  child: ChildProcessByStdio<null, Readable, null>,
  name = "server",
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on("exit", (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

/**
 * The load generator of the HTTP benches: `connections` keep-alive clients
 * loop on one path for `seconds`, timing the first byte and the whole answer.
 */
export interface Run {
  requests: number;
  errors: number;
  rps: number;
  ttfb50: number;
  ttfb99: number;
  full50: number;
  full99: number;
  bytes: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function load(
  port: number,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ttfb: number[] = [];
  const full: number[] = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get({ host: "127.0.0.1", port, path: url, agent, headers }, (res) => {
        ttfb.push(performance.now() - started);
        res.on("data", (c: Buffer) => {
          bytes += c.length;
        });
        res.on("end", () => {
          if (res.statusCode !== 200) errors += 1;
          full.push(performance.now() - started);
          resolve();
        });
      });
      req.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  ttfb.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  return {
    requests: full.length,
    errors,
    rps: full.length / elapsed,
    ttfb50: percentile(ttfb, 50),
    ttfb99: percentile(ttfb, 99),
    full50: percentile(full, 50),
    full99: percentile(full, 99),
    bytes: full.length > 0 ? bytes / full.length : 0,
  };
}
