/**
 * PostgreSQL's own hot-row ceiling on this machine, measured in the same run
 * as a bench that books on one hot row (targets B1, B2): `pgbench` (Debian's
 * postgresql-client) with `clients` connections, each a loop of one
 * single-statement transaction, `update hot set n = n + 1 where id = 1`, on a
 * one-row table in the database the caller gives (its host, port and user:
 * the same transport as the bench, TCP or the server's Unix socket).
 *
 * `hotRowCeiling(url, { clients: 32, seconds: 10 })` → transactions a second,
 * or null when pgbench is not installed (the bench then says so).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Ceiling {
  tps: number;
  clients: number;
  seconds: number;
  /** `tcp 127.0.0.1:5432` or `socket /var/run/postgresql`. */
  transport: string;
}

const SCRIPT = "update hot set n = n + 1 where id = 1;\n";

function connectionArgs(url: string): {
  args: string[];
  env: NodeJS.ProcessEnv;
  transport: string;
} {
  const u = new URL(url);
  const host =
    decodeURIComponent(u.hostname) || u.searchParams.get("host") || "/var/run/postgresql";
  const port = u.port || "5432";
  const database = decodeURIComponent(u.pathname.slice(1));
  const args = [
    "-h",
    host,
    "-p",
    port,
    "-U",
    decodeURIComponent(u.username || "postgres"),
    database,
  ];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) || undefined };
  const transport = host.startsWith("/") ? `socket ${host}` : `tcp ${host}:${port}`;
  return { args, env, transport };
}

export function pgbenchAvailable(): boolean {
  return spawnSync("pgbench", ["--version"], { stdio: "ignore" }).status === 0;
}

/** Runs the one-row UPDATE at `clients` connections for `seconds`; the table is made and dropped here. */
export function hotRowCeiling(
  url: string,
  options: { clients?: number; seconds?: number } = {},
): Ceiling | null {
  if (!pgbenchAvailable()) return null;
  const clients = options.clients ?? 32;
  const seconds = options.seconds ?? 10;
  const { args, env, transport } = connectionArgs(url);
  const db = args.at(-1) as string;
  const psql = (sqlText: string) =>
    execFileSync("psql", [...args.slice(0, -1), "-v", "ON_ERROR_STOP=1", "-qc", sqlText, db], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
  const dir = mkdtempSync(path.join(os.tmpdir(), "pgbench-"));
  const script = path.join(dir, "hot-row.sql");
  writeFileSync(script, SCRIPT);
  psql(
    "create table if not exists hot (id int primary key, n bigint not null); insert into hot values (1, 0) on conflict do nothing",
  );
  try {
    const out = execFileSync(
      "pgbench",
      ["-n", "-c", String(clients), "-j", "2", "-T", String(seconds), "-f", script, ...args],
      { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    if (!match) throw new Error(`pgbench printed no tps:\n${out}`);
    return { tps: Number(match[1]), clients, seconds, transport };
  } finally {
    psql("drop table if exists hot");
    rmSync(dir, { recursive: true, force: true });
  }
}
