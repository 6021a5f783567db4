/**
 * B3 (../shared/design/targets.md): a Tatkal opening at 10× capacity, over
 * HTTP against the production server, through the opening's waiting room
 * (ADR 021).
 *
 * - The server: `apps/web/server/main.ts` (NODE_ENV=production, the demo
 *   network, OTHER_TRAVELLERS=off so the Tatkal berths are ours alone) on a
 *   throw-away PostgreSQL database made beside TEST_DATABASE_URL (dropped at
 *   the end, kept with `--keep` or when a check fails), DEV_CLOCK started ten
 *   minutes before the opening. No web build is needed: only `/api/*` and
 *   the railway's pages are asked.
 * - The class: a daily train's AC class with 30–60 Tatkal (TQ) berths
 *   (`--train`, `--class` to choose); its capacity is its TQ berths. The
 *   journey is the whole run on `--date` (default 2026-12-10), whose Tatkal
 *   opens the day before at 10:00 IST.
 * - Setup (not timed): N = `--factor` (10) × capacity travellers, or
 *   `--users n`; each signed in by OTP (read from the database's outbox) with
 *   a session of its own and its own address (X-Forwarded-For, so R6's
 *   per-client limits count per traveller), its own railway user ID (made in
 *   the bench's database, Aadhaar-authenticated, linked to the traveller), a
 *   funded wallet, and a one-passenger TQ draft by `v1/verify`. A few GN
 *   bookings on the next day's run warm the booking path. Then the clock is
 *   set three seconds before the opening.
 * - At the opening second all N bookings start at once, through at most
 *   `--sockets` (32) keep-alive connections: `v1/checkout` (429 `queued`:
 *   wait `Retry-After`, as the waiting-room page does; `--client precise`
 *   reads the place and comes back at its admission instant), `pg/v1/pay`
 *   from the wallet, the railway's password page with the Tatkal booking's
 *   Aadhaar OTP (read from the outbox), `v1/order/complete`.
 * - Then, from HTTP and SQL: answers by status (only 2xx, 303 of the
 *   railway's form, 429/503 with `Retry-After`, and the sold-out refusal),
 *   socket errors, 5xx; checkout→ticket latency of admitted bookings against
 *   B1's p99 ≤ 250 ms; no berth twice (per run/class/coach/berth, and
 *   `runViolations`), CNF ≤ TQ berths; money (captured ⇔ ticket, voided never
 *   captured, wallets add up); when the last Tatkal berth went; fairness
 *   (queue number order against the order of tickets); load average; the
 *   ratio to bare Fastify measured first on the same machine.
 *
 * Run: `node bench/overload.ts [--factor 10 | --users n] [--sockets 32]
 * [--client browser|precise] [--rate r] [--train n --class c] [--date d]
 * [--warmup 4] [--anchor on|off] [--processes 1] [--keep]`; `DATABASE_URL=… node
 * bench/overload.ts --check-only` runs the database checks on a kept
 * database. Exit code 1 on a correctness failure.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isAcClass } from "@safar/contracts/code-tables";
import type { Database } from "@safar/db/client";
import { addDays } from "@safar/domain/ist";
import { seededRandom } from "@safar/domain/random";
import { DEFAULT_WAITING_ROOM } from "@safar/domain/waiting-room";
import { hashPassword } from "@safar/railway/accounts/password-hash";
import { runViolations } from "@safar/railway/booking/invariants";
import { demoModel, serviceOn } from "@safar/railway/booking/test-support";
import { buildRunLayout } from "@safar/railway/inventory/layout";
import type { TimetabledTrain } from "@safar/railway/network/model";
import { tatkalOpensAt } from "@safar/railway/rules/tatkal";
import { type ProductionServer, startProductionServer } from "../scripts/production-server.ts";
import { arg, fmt, P99_LIMIT_MS, percentile, throwAwayDatabase } from "./booking.ts";
import { childPort, load } from "./http-load.ts";
import { hiddenField } from "./railway-form.ts";

const SELF = fileURLToPath(import.meta.url);
const flag = (name: string) => process.argv.includes(`--${name}`);

const FACTOR = Number(arg("factor", "10"));
const USERS = arg("users", "");
const SOCKETS = Number(arg("sockets", "32"));
const CLIENT_MODE = arg("client", "browser") === "precise" ? "precise" : "browser";
const RATE = arg("rate", "");
const TRAIN = arg("train", "");
const CLASS = arg("class", "");
const DATE = arg("date", "2026-12-10");
const WARMUP = Number(arg("warmup", "4"));
const ANCHOR = arg("anchor", "on") === "on";
const SEED = Number(arg("seed", "7"));
const SETUP_CONCURRENCY = Number(arg("setup-concurrency", "8"));
const KEEP = flag("keep");
const PRIORITY = arg("priority", "on") === "on";
const EARLY_S = Number(arg("early", "0"));
/** Server processes (WEB_CONCURRENCY, ADR 031); the waiting room's pace is per deployment. */
const PROCESSES = Number(arg("processes", "1"));

const SESSION_SECRET = "overload-bench-session-secret-long-enough-0123456789";
const RAILWAY_PASSWORD = "Safar2026x";
/** Each wallet is funded with this (paise): far more than one Tatkal ticket. */
const FUND_PAISE = 5_000_000;
/** The clock is set this long before the opening once setup is done. */
const LEAD_MS = 3_000;
const REQUEST_TIMEOUT_MS = 60_000;
const DEADLINE_MS = 8 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const started = performance.now();

function loadLine(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${os.cpus().length} cores)`;
}

/** CPU seconds (user + system) the processes have used so far; a vanished one counts 0. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** The server's processes: the one started and, with WEB_CONCURRENCY > 1, the cluster's workers. */
function serverPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/** The machine's busy and total CPU time so far (jiffies, every core). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: total - idle, total };
}

// ── HTTP ─────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** From the call to the whole answer. */
  ms: number;
  /** Of which waiting for one of the `--sockets` connections (the load generator's own queue). */
  waitMs: number;
}

class SocketError extends Error {}

/** Counts of what the server answered, by route and status (storm phase only). */
const answers = new Map<string, number>();
const stats = {
  recording: false,
  requests: 0,
  socketErrors: 0,
  socketSamples: [] as string[],
  status5xx: 0,
  samples5xx: [] as string[],
  /** 429 or 503 without Retry-After. */
  noRetryHint: 0,
  unexpected: 0,
  unexpectedSamples: [] as string[],
  /** Queued answers (429), ms from having a socket. */
  queuedMs: [] as number[],
  firstAt: 0,
  lastAt: 0,
};

let base = "";
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });

/** A route's label: the path without its ids. */
function routeOf(method: string, url: string): string {
  const p = url.split("?")[0] ?? url;
  return `${method} ${p.replace(/\/\d{6,}$/, "/{orderId}")}`;
}

/**
 * At most `--sockets` requests at once. With `--priority on` (default) an
 * admitted booking's next request (pay, the railway's page, complete) takes
 * the next free socket before new arrivals and queue polls: each traveller's
 * browser has a connection of its own, so the load generator's shared ones
 * must not put a paying traveller behind the crowd still arriving.
 */
const slots = { free: SOCKETS, urgent: [] as (() => void)[], queue: [] as (() => void)[] };

function acquire(urgent: boolean): Promise<void> {
  if (slots.free > 0) {
    slots.free--;
    return Promise.resolve();
  }
  return new Promise((resolve) => (urgent && PRIORITY ? slots.urgent : slots.queue).push(resolve));
}

function release(): void {
  const next = slots.urgent.shift() ?? slots.queue.shift();
  if (next) next();
  else slots.free++;
}

async function send(
  method: "GET" | "POST",
  url: string,
  options: {
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    urgent?: boolean;
  } = {},
): Promise<Answer> {
  const t0 = performance.now();
  await acquire(options.urgent === true);
  try {
    return await sendNow(method, url, options, t0);
  } finally {
    release();
  }
}

function sendNow(
  method: "GET" | "POST",
  url: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
  t0: number,
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  let onSocket = t0;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: url, method, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const answer: Answer = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - t0,
            waitMs: onSocket - t0,
          };
          if (stats.recording) record(method, url, answer);
          resolve(answer);
        });
        res.on("error", (e) => fail(e));
      },
    );
    const fail = (e: Error) => {
      if (stats.recording) {
        stats.socketErrors++;
        if (stats.socketSamples.length < 5)
          stats.socketSamples.push(`${method} ${url}: ${e.message}`);
      }
      reject(new SocketError(`${method} ${url}: ${e.message}`));
    };
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timed out")));
    req.once("socket", () => {
      onSocket = performance.now();
    });
    req.on("error", fail);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function errorCodeOf(a: Answer): string {
  try {
    return (JSON.parse(a.text) as { error?: { code?: string } }).error?.code ?? "";
  } catch {
    return "";
  }
}

/** The answers a booking may get: 2xx, the railway form's 303, 429/503 with a hint, the sold-out refusal. */
function record(method: string, url: string, a: Answer): void {
  const now = performance.now();
  stats.requests++;
  if (stats.firstAt === 0) stats.firstAt = now;
  stats.lastAt = now;
  const code = a.status >= 400 ? errorCodeOf(a) : "";
  const key = `${routeOf(method, url)} → ${a.status}${code ? ` ${code}` : ""}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
  const sample = `${routeOf(method, url)} → ${a.status} ${a.text.slice(0, 160)}`;
  if (a.status >= 500) {
    stats.status5xx++;
    if (stats.samples5xx.length < 5) stats.samples5xx.push(sample);
  }
  if ((a.status === 429 || a.status === 503) && !a.headers["retry-after"]) stats.noRetryHint++;
  if (a.status === 429) stats.queuedMs.push(a.ms - a.waitMs);
  const fine =
    (a.status >= 200 && a.status < 300) ||
    (a.status === 303 && url.startsWith("/railway/")) ||
    a.status === 429 ||
    (a.status === 503 && a.headers["retry-after"] !== undefined) ||
    (a.status === 400 && code === "booking_refused" && /REGRET/.test(a.text));
  if (!fine && a.status < 500) {
    stats.unexpected++;
    if (stats.unexpectedSamples.length < 5) stats.unexpectedSamples.push(sample);
  }
}

class Refused extends Error {
  readonly status: number;
  readonly code: string;
  constructor(a: Answer, step: string) {
    super(`${step}: ${a.status} ${a.text.slice(0, 200)}`);
    this.status = a.status;
    this.code = errorCodeOf(a) || `http_${a.status}`;
  }
}

async function api<T>(
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  json?: unknown,
): Promise<{ body: T; answer: Answer }> {
  const answer = await send(method, url, { headers, ...(json !== undefined ? { json } : {}) });
  if (answer.status < 200 || answer.status >= 300) throw new Refused(answer, url);
  return { body: JSON.parse(answer.text) as T, answer };
}

function cookieOf(a: Answer, name: string): string | null {
  const set = a.headers["set-cookie"] ?? [];
  for (const c of set) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1] ?? null;
  }
  return null;
}

// ── The server's clock (DEV_CLOCK) ───────────────────────────────────────────

/** The server's clock minus this machine's. */
let clockOffsetMs = 0;
const serverNow = () => new Date(Date.now() + clockOffsetMs);

async function setServerClock(at: Date): Promise<void> {
  const t0 = Date.now();
  const { body } = await api<{ now: string }>(
    "POST",
    "/api/dev/clock",
    {},
    { now: at.toISOString() },
  );
  const t1 = Date.now();
  clockOffsetMs = new Date(body.now).getTime() - (t0 + t1) / 2;
}

// ── Travellers ───────────────────────────────────────────────────────────────

interface Traveller {
  n: number;
  userId: string;
  mobile: string;
  email: string;
  railwayUserId: string;
  railwayMobile: string;
  headers: Record<string, string>;
  orderId: string;
  /** The railway's own form cookie in this "browser". */
  formCookie: string | null;
}

let db: Database;

/** The newest outbox message to `recipient` whose body matches, its 6-digit code (polled briefly). */
async function codeFor(
  recipient: string,
  pattern: string,
  afterId = 0,
): Promise<{ code: string; id: number }> {
  for (let i = 0; i < 100; i++) {
    const rows = await db.sql.query<{ id: number; body: string }>(
      `select id, body from partner.outbox_messages
       where recipient = $1 and id > $2 and body like $3 order by id desc limit 1`,
      [recipient, afterId, `%${pattern}%`],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? "")?.[1];
    if (code && rows[0]) return { code, id: rows[0].id };
    await sleep(20);
  }
  throw new Error(`no message "${pattern}" to ${recipient} in the outbox`);
}

async function signIn(
  n: number,
): Promise<Pick<Traveller, "userId" | "mobile" | "email" | "headers">> {
  const mobile = `9${String(300_000_000 + n)}`;
  const from = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const sent = await send("POST", "/api/auth/v1/otp/send", {
    headers: from,
    json: { identifier: mobile },
  });
  if (sent.status !== 200) throw new Refused(sent, "otp/send");
  const withState = { ...from, cookie: `safar_signin=${cookieOf(sent, "safar_signin")}` };
  const { code: otp } = await codeFor(mobile, "");
  const { body: verified } = await api<{ code: string }>(
    "POST",
    "/api/auth/v1/otp/verify",
    withState,
    { identifier: mobile, otp },
  );
  const token = await send("POST", "/api/auth/v1/token", {
    headers: withState,
    json: { code: verified.code },
  });
  if (token.status !== 200) throw new Refused(token, "token");
  const session = cookieOf(token, "safar_session");
  const csrf = cookieOf(token, "safar_csrf") ?? "";
  const body = JSON.parse(token.text) as { user: { info: { id: string } } };
  return {
    userId: body.user.info.id,
    mobile,
    email: `overload${n}@example.com`,
    headers: {
      ...from,
      cookie: `safar_session=${session}; safar_csrf=${csrf}`,
      "x-csrf-token": csrf,
    },
  };
}

/** Railway user IDs made in the bench's own database: Aadhaar-authenticated, one password hash for all. */
async function makeRailwayUsers(count: number, prefix: string, at: Date): Promise<void> {
  const hash = await hashPassword(RAILWAY_PASSWORD);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await db.sql.query(
    `insert into railway.users (user_id, password_hash, name, email, mobile, email_verified,
       mobile_verified, aadhaar_verified, aadhaar_last4, aadhaar_verified_at, created_at, password_changed_at)
     select id, $2, 'Overload Tester', id || '@railway.example', $3 || lpad(i::text, 8, '0'),
            true, true, true, '2346', $4, $4, $4
     from unnest($1::text[]) with ordinality as t(id, i)`,
    [ids, hash, prefix === "ovw_" ? "66" : "77", at],
  );
}

const railwayMobileOf = (prefix: string, i: number) =>
  `${prefix === "ovw_" ? "66" : "77"}${String(i + 1).padStart(8, "0")}`;

async function link(travellers: Traveller[], at: Date): Promise<void> {
  await db.sql.query(
    `insert into partner.railway_ids (user_id, railway_user_id, linked_at)
     select u, r, $3 from unnest($1::uuid[], $2::text[]) as t(u, r)`,
    [travellers.map((t) => t.userId), travellers.map((t) => t.railwayUserId), at],
  );
  await db.sql.query(
    `insert into partner.wallets (user_id, balance_paise, held_paise, updated_at)
     select u, $2, 0, $3 from unnest($1::uuid[]) as u
     on conflict (user_id) do update set balance_paise = $2, held_paise = 0`,
    [travellers.map((t) => t.userId), FUND_PAISE, at],
  );
}

interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "TQ" | "GN";
}

async function draft(t: Traveller, journey: Journey): Promise<{ orderId: string; status: string }> {
  const { body } = await api<{ orderId: string; status: string; bookable: boolean }>(
    "POST",
    "/api/trains/v1/verify",
    t.headers,
    {
      journey,
      details: {
        passengers: [{ name: "Asha Verma", age: "34", gender: "Female", berth: "NP", food: "V" }],
        contact: { email: t.email, mobile: t.mobile },
        policyAgreed: "on",
      },
      railwayUserId: t.railwayUserId,
      seenStatus: "",
    },
  );
  return body;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

// ── One booking, as a browser would make it ──────────────────────────────────

type Outcome = "ticket" | "sold_out" | "failed";

interface Flow {
  t: Traveller;
  outcome: Outcome | null;
  error: string;
  /** Checkout requests sent (1 + the 429s). */
  checkouts: number;
  /** Milliseconds from the opening (this machine's clock): the first checkout's answer (a place, or admitted). */
  firstAnswerMs: number | null;
  admittedAtMs: number | null;
  doneAtMs: number | null;
  /** Start of the admitted checkout → the ticket, wall time. */
  bookingMs: number | null;
  /** The five answers, each from the moment it had a socket. */
  serverMs: number;
  /** The five requests' waits for a socket. */
  queueMs: number;
  steps: Record<string, number>;
  /** Admission instant the server gave (precise mode), ms from the opening. */
  lateMs: number | null;
}

let openingLocal = 0;

interface PayAnswer {
  outcome: "authorized" | "failed";
  nextUrl: string;
}

function railwayHeaders(t: Traveller): Record<string, string> {
  return {
    origin: base,
    ...(t.formCookie ? { cookie: `railway_form=${t.formCookie}` } : {}),
  };
}

async function book(flow: Flow): Promise<void> {
  const t = flow.t;
  const step = (name: string, a: Answer) => {
    flow.steps[name] = a.ms - a.waitMs;
    flow.serverMs += a.ms - a.waitMs;
    flow.queueMs += a.waitMs;
  };
  try {
    let admittedStart = 0;
    let opened: { paymentReference: string } | null = null;
    for (;;) {
      flow.checkouts++;
      const t0 = performance.now();
      const a = await send("POST", "/api/trains/v1/checkout", {
        headers: t.headers,
        json: { orderId: t.orderId, acceptStatusChange: true },
      });
      flow.firstAnswerMs ??= performance.now() - openingLocal;
      if (a.status === 200) {
        admittedStart = t0;
        flow.admittedAtMs = t0 - openingLocal;
        step("checkout", a);
        opened = JSON.parse(a.text) as { paymentReference: string };
        break;
      }
      if (a.status === 429 || a.status === 503) {
        const hint = Number(a.headers["retry-after"] ?? "1");
        if (CLIENT_MODE === "precise" && a.status === 429) {
          const { body } = await api<{ admitAt: string }>(
            "GET",
            `/api/trains/v1/waiting-room/${t.orderId}`,
            t.headers,
          );
          const admitLocal = new Date(body.admitAt).getTime() - clockOffsetMs;
          flow.lateMs = admitLocal - openingLocal;
          await sleep(Math.min(hint * 1000, admitLocal - Date.now()));
        } else {
          await sleep(hint * 1000);
        }
        continue;
      }
      if (a.status === 400 && errorCodeOf(a) === "booking_refused") {
        flow.outcome = "sold_out";
        flow.doneAtMs = performance.now() - openingLocal;
        return;
      }
      throw new Refused(a, "checkout");
    }
    const paid = await send("POST", "/api/pg/v1/pay", {
      urgent: true,
      headers: t.headers,
      json: { reference: opened.paymentReference, method: "wallet" },
    });
    if (paid.status !== 200) throw new Refused(paid, "pay");
    step("pay", paid);
    const answer = JSON.parse(paid.text) as PayAnswer;
    if (answer.outcome !== "authorized") throw new Error(`pay: ${answer.outcome}`);
    if (!answer.nextUrl.startsWith("/railway/authorize"))
      throw new Error(`pay: next ${answer.nextUrl}`);
    // The railway's page sends the Tatkal booking's Aadhaar OTP when it is shown.
    const before = await db.sql.query<{ id: number }>(
      "select coalesce(max(id), 0)::int as id from partner.outbox_messages where recipient = $1",
      [t.railwayMobile],
    );
    const page = await send("GET", answer.nextUrl, { urgent: true, headers: railwayHeaders(t) });
    if (page.status !== 200) throw new Refused(page, "authorize page");
    step("authorizePage", page);
    t.formCookie = cookieOf(page, "railway_form") ?? t.formCookie;
    const token = /name="form_token" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
    const tOtp = performance.now();
    const { code } = await codeFor(
      t.railwayMobile,
      "to confirm the Tatkal booking",
      before[0]?.id ?? 0,
    );
    const otpMs = performance.now() - tOtp;
    const posted = await send("POST", "/railway/authorize", {
      urgent: true,
      headers: railwayHeaders(t),
      form: {
        form_token: token,
        hold: hiddenField(page.text, "hold"),
        return: hiddenField(page.text, "return"),
        userId: t.railwayUserId,
        password: RAILWAY_PASSWORD,
        aadhaarOtp: code,
      },
    });
    if (posted.status !== 303) throw new Refused(posted, "authorize");
    step("authorize", posted);
    const done = await send("POST", "/api/trains/v1/order/complete", {
      urgent: true,
      headers: t.headers,
      json: { orderId: t.orderId },
    });
    if (done.status !== 200) throw new Refused(done, "complete");
    step("complete", done);
    const summary = JSON.parse(done.text) as { header: { status: number } };
    if (summary.header.status !== 7) throw new Error(`complete: order at ${summary.header.status}`);
    const end = performance.now();
    flow.outcome = "ticket";
    flow.doneAtMs = end - openingLocal;
    flow.bookingMs = end - admittedStart - otpMs;
  } catch (error) {
    flow.outcome = "failed";
    flow.error = (error as Error).message;
  }
}

/** A GN booking of the whole flow (no Tatkal OTP) to warm the server's booking path. */
async function warmBooking(t: Traveller, journey: Journey): Promise<Record<string, number>> {
  const ms: Record<string, number> = {};
  const d = await draft(t, journey);
  const { body: opened, answer: c } = await api<{ paymentReference: string }>(
    "POST",
    "/api/trains/v1/checkout",
    t.headers,
    { orderId: d.orderId, acceptStatusChange: true },
  );
  ms.checkout = c.ms;
  const { body: paid, answer: p } = await api<PayAnswer>("POST", "/api/pg/v1/pay", t.headers, {
    reference: opened.paymentReference,
    method: "wallet",
  });
  ms.pay = p.ms;
  const page = await send("GET", paid.nextUrl, { headers: railwayHeaders(t) });
  ms.authorizePage = page.ms;
  t.formCookie = cookieOf(page, "railway_form") ?? t.formCookie;
  const field = (name: string) => hiddenField(page.text, name);
  const posted = await send("POST", "/railway/authorize", {
    headers: railwayHeaders(t),
    form: {
      form_token: field("form_token"),
      hold: field("hold"),
      return: field("return"),
      userId: t.railwayUserId,
      password: RAILWAY_PASSWORD,
    },
  });
  if (posted.status !== 303) throw new Refused(posted, "warm-up authorize");
  ms.authorize = posted.ms;
  const { answer: done } = await api("POST", "/api/trains/v1/order/complete", t.headers, {
    orderId: d.orderId,
  });
  ms.complete = done.ms;
  return ms;
}

// ── Fairness ─────────────────────────────────────────────────────────────────

/** Discordant pairs between two orders of the same items (ties in `b` count as concordant). */
function kendall(a: number[], b: number[]): { discordant: number; pairs: number } {
  let discordant = 0;
  let pairs = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = i + 1; j < a.length; j++) {
      pairs++;
      const x = (a[i] as number) - (a[j] as number);
      const y = (b[i] as number) - (b[j] as number);
      if (x * y < 0) discordant++;
    }
  return { discordant, pairs };
}

/** Ranks 1…n of `values` (ties take their order of appearance). */
function ranks(values: number[]): number[] {
  const idx = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out = new Array<number>(values.length);
  idx.forEach(([, i], r) => {
    out[i] = r + 1;
  });
  return out;
}

// ── The class ────────────────────────────────────────────────────────────────

interface Target {
  train: TimetabledTrain;
  classCode: string;
  tq: number;
  tqWaitlist: number;
  capacity: number;
}

function pickTarget(model: Awaited<ReturnType<typeof demoModel>>): Target {
  const all: Target[] = [];
  for (const train of model.timetable) {
    for (const c of buildRunLayout(train).classes) {
      if (c.quota.TQ <= 0) continue;
      all.push({
        train,
        classCode: c.classCode,
        tq: c.quota.TQ,
        tqWaitlist: c.waitlistCap.TQ ?? 0,
        capacity: c.capacity,
      });
    }
  }
  if (TRAIN || CLASS) {
    const chosen = all.find(
      (t) => (!TRAIN || t.train.number === TRAIN) && (!CLASS || t.classCode === CLASS),
    );
    if (!chosen) throw new Error(`no Tatkal class ${CLASS} on train ${TRAIN}`);
    return chosen;
  }
  const fits = all
    .filter(
      (t) =>
        t.train.runsOn.every(Boolean) &&
        isAcClass(t.classCode as Parameters<typeof isAcClass>[0]) &&
        t.tq >= 30 &&
        t.tq <= 60,
    )
    .sort((a, b) => b.tq - a.tq || a.train.number.localeCompare(b.train.number));
  const best = fits[0];
  if (!best) throw new Error("no daily AC class with 30–60 Tatkal berths on the network");
  return best;
}

// ── The anchor ───────────────────────────────────────────────────────────────

async function serveBare(): Promise<void> {
  const { fastify } = await import("fastify");
  const app = fastify({ logger: false });
  app.get("/bare", async () => ({ ok: true, answer: "bare fastify" }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`,
  );
}

async function bareFastify(connections: number): Promise<{ rps: number; p99: number }> {
  const child = spawn(process.execPath, [SELF, "serve-bare"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const p = await childPort(child, "bare server");
    await load(p, "/bare", 2, Math.min(10, connections));
    const run = await load(p, "/bare", 5, connections);
    return { rps: run.rps, p99: run.full99 };
  } finally {
    child.kill("SIGTERM");
  }
}

/** Lines of the server's log at level error or fatal. */
function logErrors(file: string): number {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /"level":(50|60)/.test(l)).length;
  } catch {
    return 0;
  }
}

/**
 * What the database must show after an opening: no berth twice on the run
 * (and `runViolations` clean), CNF within the Tatkal berths, every charge a
 * ticket or a refund, wallets that add up. Also `--check-only` on a kept
 * database.
 */
async function databaseChecks(
  model: Awaited<ReturnType<typeof demoModel>>,
  key: { trainNumber: string; runDate: string; classCode: string },
  capacity: number,
  refused: number,
  now: Date,
): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string, samples: string[] = []) =>
    checks.push({ name, ok, detail, samples: samples.slice(0, 5) });
  const service = serviceOn(db, model, () => now);
  const violations = await runViolations(db.sql, service, key);
  const twice = await db.sql.query<{ seat: string; n: number }>(
    `select p.seat, count(*)::int as n from railway.passengers p join railway.pnrs r on r.pnr = p.pnr
     where r.train_number = $1 and r.run_date = $2::date and r.class_code = $3
       and r.state in ('held', 'booked') and p.cancelled_at is null and p.seat is not null
     group by p.seat having count(*) > 1`,
    [key.trainNumber, key.runDate, key.classCode],
  );
  add(
    "no berth sold twice (run/class/coach/berth among live tickets) and runViolations clean",
    twice.length === 0 && violations.length === 0,
    `${twice.length} berths twice, ${violations.length} violations`,
    [...twice.map((t) => `${t.seat} × ${t.n}`), ...violations],
  );
  const [cnf] = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from railway.passengers p join railway.pnrs r on r.pnr = p.pnr
     where r.train_number = $1 and r.run_date = $2::date and r.class_code = $3 and r.quota = 'TQ'
       and r.state in ('held', 'booked') and p.cancelled_at is null and p.booking_status like 'CNF%'`,
    [key.trainNumber, key.runDate, key.classCode],
  );
  const cnfN = cnf?.n ?? 0;
  add(
    "CNF ≤ Tatkal capacity, and every TQ berth sold before anyone was refused",
    cnfN <= capacity && (refused === 0 || cnfN === capacity),
    `${cnfN} CNF of ${capacity}; ${refused} refused sold out`,
  );
  const money = await db.sql.query<{
    orderId: string;
    status: number;
    captured: number;
    capturedN: number;
    voidedCaptured: number;
    open: number;
    refunded: number;
    ticketOk: boolean;
  }>(
    `select o.id as "orderId", o.status,
       coalesce(sum(p.amount_paise) filter (where p.status = 'captured'), 0)::int as captured,
       count(*) filter (where p.status = 'captured')::int as "capturedN",
       count(*) filter (where p.status = 'voided' and p.captured_at is not null)::int as "voidedCaptured",
       count(*) filter (where p.status in ('pending', 'authorized'))::int as open,
       coalesce((select sum(r.amount_paise) from partner.refunds r where r.order_id = o.id), 0)::int as refunded,
       coalesce(bool_or(p.status = 'captured' and p.id = o.ticket_payment_id and p.amount_paise = o.total_paise), false) as "ticketOk"
     from partner.orders o left join partner.payments p on p.order_id = o.id
     group by o.id, o.status`,
  );
  const moneyWrong = money.filter((m) =>
    m.status === 7
      ? !(m.capturedN === 1 && m.ticketOk && m.refunded === 0)
      : m.captured !== m.refunded,
  );
  add(
    "every charge a ticket or a refund (captured ⇔ order 7, one capture, its ticket's amount)",
    moneyWrong.length === 0,
    `${money.length} orders, ${money.filter((m) => m.status === 7).length} at 7, ${money.reduce((s, m) => s + m.capturedN, 0)} captures`,
    moneyWrong.map(
      (m) =>
        `order ${m.orderId} at ${m.status}: captured ${m.captured} (${m.capturedN}), refunded ${m.refunded}`,
    ),
  );
  const voided = money.filter((m) => m.voidedCaptured > 0);
  const open = money.filter((m) => m.open > 0);
  add(
    "voided authorisations never captured; none left open",
    voided.length === 0 && open.length === 0,
    `${voided.length} voided-and-captured, ${open.length} orders with an open payment`,
    [...voided, ...open].map((m) => `order ${m.orderId} at ${m.status}`),
  );
  const wallets = await db.sql.query<{
    userId: string;
    balance: number;
    held: number;
    debits: number;
    credits: number;
    holds: number;
  }>(
    `select w.user_id as "userId", w.balance_paise::int as balance, w.held_paise::int as held,
       coalesce((select sum(p.amount_paise) from partner.payments p join partner.orders o on o.id = p.order_id
                 where o.user_id = w.user_id and p.status = 'captured' and p.method = 'wallet'), 0)::int as debits,
       coalesce((select sum(r.amount_paise) from partner.refunds r join partner.payments p on p.id = r.payment_id
                 join partner.orders o on o.id = p.order_id where o.user_id = w.user_id and p.method = 'wallet'), 0)::int as credits,
       coalesce((select sum(p.amount_paise) from partner.payments p join partner.orders o on o.id = p.order_id
                 where o.user_id = w.user_id and p.status = 'authorized' and p.method = 'wallet'), 0)::int as holds
     from partner.wallets w`,
  );
  const walletWrong = wallets.filter(
    (w) => w.balance !== FUND_PAISE - w.debits + w.credits || w.held !== w.holds,
  );
  add(
    "wallets: balance = funded − wallet captures + refunds; held = open wallet authorisations",
    walletWrong.length === 0,
    `${wallets.length} wallets, ₹${fmt(wallets.reduce((s, w) => s + w.debits, 0) / 100)} taken`,
    walletWrong.map(
      (w) =>
        `user ${w.userId}: balance ${w.balance}, expected ${FUND_PAISE} − ${w.debits} + ${w.credits}; held ${w.held} vs ${w.holds}`,
    ),
  );
  return checks;
}

// ── Main ─────────────────────────────────────────────────────────────────────

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  samples?: string[];
}

async function main(): Promise<void> {
  const model = await demoModel();
  const target = pickTarget(model);
  const capacity = target.tq;
  const n = USERS ? Number(USERS) : FACTOR * capacity;
  const journey: Journey = {
    trainNumber: target.train.number,
    from: target.train.from,
    to: target.train.to,
    date: DATE,
    classCode: target.classCode,
    quota: "TQ",
  };
  const opensAt = tatkalOpensAt(DATE, target.classCode as Parameters<typeof tatkalOpensAt>[1]);
  const rate = RATE ? Number(RATE) : DEFAULT_WAITING_ROOM.ratePerSecond;
  console.log(
    `B3 overload: a Tatkal opening at ${fmt(n / capacity, 1)}× capacity over HTTP, production server, real PostgreSQL`,
  );
  console.log(
    `class: ${journey.trainNumber} ${journey.from}→${journey.to} ${journey.classCode} on ${DATE} (${target.capacity} berths; Tatkal capacity ${capacity} TQ berths, TQ waitlist ${target.tqWaitlist}); Tatkal opens ${opensAt.toISOString()} (${DATE} − 1 day, ${isAcClass(target.classCode as Parameters<typeof isAcClass>[0]) ? "10:00" : "11:00"} IST)`,
  );
  console.log(
    `${n} travellers, one passenger each; ≤ ${SOCKETS} sockets (${PRIORITY ? "a paying traveller's request first" : "first come, first served"}); client ${CLIENT_MODE} (${CLIENT_MODE === "browser" ? "waits Retry-After, as the waiting-room page does" : "reads its place and comes back at its admission instant"}); WAITING_ROOM_RATE ${rate}/s (burst ${rate}); demo network, OTHER_TRAVELLERS=off (nobody else books the class)`,
  );
  console.log(`start: ${loadLine()}`);

  let bare: { rps: number; p99: number } | null = null;
  if (ANCHOR) {
    bare = await bareFastify(SOCKETS);
    console.log(
      `anchor: bare Fastify ${fmt(bare.rps)} req/s, p99 ${fmt(bare.p99, 1)} ms (${SOCKETS} connections, 5 s)`,
    );
  }

  const database = await throwAwayDatabase(4);
  db = database.database;
  const dbName = new URL(database.url).pathname.slice(1);
  const dir = mkdtempSync(path.join(os.tmpdir(), "safar-overload-"));
  const logFile = path.join(dir, "server.log");
  const logFd = openSync(logFile, "a");
  let server: ProductionServer | null = null;
  let keep = KEEP;
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string, samples: string[] = []) =>
    checks.push({ name, ok, detail, samples: samples.slice(0, 5) });
  try {
    const startAt = new Date(opensAt.getTime() - 10 * 60_000);
    const t0 = performance.now();
    server = await startProductionServer({
      network: "demo",
      output: logFd,
      env: {
        DATABASE_URL: database.url,
        SESSION_SECRET,
        DEV_CLOCK: startAt.toISOString(),
        OTHER_TRAVELLERS: "off",
        OUTBOX_PAGE: "local",
        PAGE_CACHE: "off",
        LOG_LEVEL: "warn",
        // Only /api/* and the railway's pages are asked: no web build needed.
        WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "build-overload-none",
        ...(RATE ? { WAITING_ROOM_RATE: RATE } : {}),
        WEB_CONCURRENCY: String(PROCESSES),
      },
    });
    port = server.port;
    base = server.url;
    await setServerClock(startAt);
    console.log(
      `server up in ${fmt((performance.now() - t0) / 1000, 1)} s on ${base}, database ${dbName}, log ${logFile}`,
    );

    // ── Setup (not timed) ──
    const tSetup = performance.now();
    await makeRailwayUsers(n, "ov_", serverNow());
    await makeRailwayUsers(WARMUP, "ovw_", serverNow());
    const travellers: Traveller[] = [];
    const warmers: Traveller[] = [];
    const who = [
      ...Array.from({ length: n }, (_, i) => ({ i, prefix: "ov_", into: travellers, seq: i })),
      ...Array.from({ length: WARMUP }, (_, i) => ({
        i,
        prefix: "ovw_",
        into: warmers,
        seq: n + i,
      })),
    ];
    await pool(who, SETUP_CONCURRENCY, async ({ i, prefix, into, seq }) => {
      const s = await signIn(seq + 1);
      into.push({
        n: i,
        ...s,
        railwayUserId: `${prefix}${i}`,
        railwayMobile: railwayMobileOf(prefix, i),
        orderId: "",
        formCookie: null,
      });
    });
    travellers.sort((a, b) => a.n - b.n);
    await link([...travellers, ...warmers], serverNow());
    const drafts = new Map<string, number>();
    await pool(travellers, SETUP_CONCURRENCY, async (t) => {
      const d = await draft(t, journey);
      t.orderId = d.orderId;
      const status = d.status.replace(/\d+/g, "n");
      drafts.set(status, (drafts.get(status) ?? 0) + 1);
    });
    const warmJourney: Journey = { ...journey, date: addDays(DATE, 1), quota: "GN" };
    let alone: Record<string, number> = {};
    const cpuWarm = cpuSeconds(serverPids(server.pid));
    for (const w of warmers) alone = await warmBooking(w, warmJourney);
    const cpuAlone = (cpuSeconds(serverPids(server.pid)) - cpuWarm) / Math.max(1, WARMUP);
    console.log(
      `setup: ${n} travellers signed in, railway IDs Aadhaar-authenticated and linked, wallets ₹${FUND_PAISE / 100} each, ${n} TQ drafts (${[...drafts].map(([k, v]) => `${k} × ${v}`).join(", ")}); ${WARMUP} GN warm-up bookings on ${warmJourney.date}; ${fmt((performance.now() - tSetup) / 1000, 1)} s`,
    );

    if (WARMUP > 0)
      console.log(
        `one booking alone (the last warm-up, GN, no Aadhaar OTP): ${Object.entries(alone)
          .map(([k, v]) => `${k} ${fmt(v, 1)}`)
          .join(", ")} ms; ${fmt(
          Object.values(alone).reduce((a, b) => a + b, 0),
          1,
        )} ms in all; the server's CPU ${fmt(cpuAlone * 1000)} ms a booking (mean of ${WARMUP}, verify included): one process has CPU for about ${fmt(1 / cpuAlone)} whole bookings a second`,
      );

    // ── The opening ──
    await setServerClock(new Date(opensAt.getTime() - LEAD_MS - EARLY_S * 1000));
    openingLocal = performance.now() + (opensAt.getTime() - serverNow().getTime());
    await sleep(openingLocal - EARLY_S * 1000 - performance.now());
    stats.recording = true;
    const random = seededRandom(SEED);
    const order = [...travellers].sort(() => random() - 0.5);
    const flows: Flow[] = order.map((t) => ({
      t,
      outcome: null,
      error: "",
      checkouts: 0,
      firstAnswerMs: null,
      admittedAtMs: null,
      doneAtMs: null,
      bookingMs: null,
      serverMs: 0,
      queueMs: 0,
      steps: {},
      lateMs: null,
    }));
    const loadAtOpening = loadLine();
    const cpu0 = {
      server: cpuSeconds(serverPids(server.pid)),
      bench: process.cpuUsage(),
      machine: machineTicks(),
    };
    const storm = Promise.all(flows.map((f) => book(f)));
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      storm.then(() => false),
      new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(true), DEADLINE_MS - (performance.now() - started));
      }),
    ]);
    clearTimeout(deadline);
    const stormS = (performance.now() - openingLocal) / 1000;
    stats.recording = false;
    const loadAfter = loadLine();
    const cpu1 = {
      server: cpuSeconds(serverPids(server.pid)),
      bench: process.cpuUsage(cpu0.bench),
      machine: machineTicks(),
    };
    if (timedOut) throw new Error("the storm did not end before the bench's deadline");

    // ── What the travellers saw ──
    const by = (o: Outcome) => flows.filter((f) => f.outcome === o);
    const tickets = by("ticket");
    const soldOut = by("sold_out");
    const failed = by("failed");
    console.log("");
    console.log(
      `storm: ${n} bookings started ${EARLY_S ? `${EARLY_S} s before the opening` : "at the opening second"}; all ended ${fmt(stormS, 1)} s after the opening. ${tickets.length} tickets, ${soldOut.length} refused sold out (REGRET), ${failed.length} failed`,
    );
    for (const f of failed.slice(0, 5)) console.log(`  failed: ${f.error}`);
    console.log(
      `requests: ${stats.requests} in ${fmt((stats.lastAt - stats.firstAt) / 1000, 1)} s (${fmt(stats.requests / ((stats.lastAt - stats.firstAt) / 1000))} req/s); ${stats.socketErrors} socket errors; ${stats.status5xx} × 5xx; ${stats.noRetryHint} × 429/503 without Retry-After; ${stats.unexpected} other unexpected answers`,
    );
    for (const [k, v] of [...answers].sort()) console.log(`  ${k}: ${v}`);
    for (const s of [...stats.samples5xx, ...stats.socketSamples, ...stats.unexpectedSamples])
      console.log(`  !! ${s}`);
    const checkoutsPer = flows.map((f) => f.checkouts).sort((a, b) => a - b);
    const admitted = flows
      .filter((f) => f.admittedAtMs !== null)
      .map((f) => f.admittedAtMs as number)
      .sort((a, b) => a - b);
    const refusedAt = soldOut.map((f) => f.doneAtMs as number).sort((a, b) => a - b);
    console.log(
      `checkouts a traveller: p50 ${percentile(checkoutsPer, 0.5)}, max ${checkoutsPer.at(-1)}; berths held (checkout 200) from ${fmt((admitted[0] ?? Number.NaN) / 1000, 2)} to ${fmt((admitted.at(-1) ?? Number.NaN) / 1000, 2)} s after the opening; sold-out refusals from ${fmt((refusedAt[0] ?? Number.NaN) / 1000, 2)} to ${fmt((refusedAt.at(-1) ?? Number.NaN) / 1000, 2)} s (each traveller told at its turn)`,
    );
    const lat = tickets.map((f) => f.bookingMs as number).sort((a, b) => a - b);
    const srv = tickets.map((f) => f.serverMs).sort((a, b) => a - b);
    const waits = tickets.map((f) => f.queueMs).sort((a, b) => a - b);
    const p99 = percentile(lat, 0.99);
    const q = [...stats.queuedMs].sort((a, b) => a - b);
    console.log(
      `queued answers (429): p50 ${fmt(percentile(q, 0.5), 1)} ms, p99 ${fmt(percentile(q, 0.99), 1)} ms from a socket`,
    );
    console.log(
      `admitted bookings, checkout → ticket (5 requests; the bench's outbox read left out): p50 ${fmt(percentile(lat, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(lat.at(-1) ?? Number.NaN, 1)} ms (B1's p99 limit ${P99_LIMIT_MS} ms: ${p99 <= P99_LIMIT_MS ? "within" : "OVER"}); of which waiting for one of the ${SOCKETS} sockets p50 ${fmt(percentile(waits, 0.5), 1)}, p99 ${fmt(percentile(waits, 0.99), 1)} ms; the five answers from a socket p50 ${fmt(percentile(srv, 0.5), 1)}, p99 ${fmt(percentile(srv, 0.99), 1)} ms`,
    );
    console.log("  each step, from a socket:");
    for (const name of ["checkout", "pay", "authorizePage", "authorize", "complete"]) {
      const xs = tickets
        .map((f) => f.steps[name])
        .filter((x): x is number => x !== undefined)
        .sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(13)} p50 ${fmt(percentile(xs, 0.5), 1).padStart(6)} ms  p99 ${fmt(percentile(xs, 0.99), 1).padStart(6)} ms`,
      );
    }
    const serverCpu = cpu1.server - cpu0.server;
    const benchCpu = (cpu1.bench.user + cpu1.bench.system) / 1e6;
    const busy =
      (cpu1.machine.busy - cpu0.machine.busy) /
      Math.max(1, cpu1.machine.total - cpu0.machine.total);
    console.log(
      `CPU in the storm's ${fmt(stormS, 1)} s: the server ${PROCESSES > 1 ? `(${PROCESSES} processes)` : "process"} ${fmt(serverCpu, 2)} s for ${tickets.length} tickets, ${soldOut.length} refusals and ${stats.requests} requests; this bench ${fmt(benchCpu, 2)} s; the machine ${fmt(busy * 100)} % busy (${os.cpus().length} cores: PostgreSQL and any other work included)`,
    );
    const done = tickets.map((f) => f.doneAtMs as number).sort((a, b) => a - b);
    const perSecond = new Map<number, number>();
    for (const d of done)
      perSecond.set(Math.floor(d / 1000), (perSecond.get(Math.floor(d / 1000)) ?? 0) + 1);
    const peak = Math.max(0, ...perSecond.values());
    console.log(
      `tickets by second after the opening: ${[...perSecond]
        .sort((a, b) => a[0] - b[0])
        .map(([s, c]) => `${s}s ${c}`)
        .join(", ")}; peak ${peak}/s`,
    );

    // ── From the database ──
    const runDate = DATE;
    const key = { trainNumber: journey.trainNumber, runDate, classCode: journey.classCode };
    const rows = await db.sql.query<{
      orderId: string;
      status: number;
      seq: number | null;
      state: string | null;
      admitAt: Date | null;
      arrivedAt: Date | null;
      pnr: string | null;
      heldAt: Date | null;
      confirmedAt: Date | null;
      bookingStatus: string | null;
    }>(
      `select o.id as "orderId", o.status, w.seq, w.state, w.admit_at as "admitAt", w.arrived_at as "arrivedAt",
              r.pnr, r.created_at as "heldAt", r.confirmed_at as "confirmedAt", p.booking_status as "bookingStatus"
       from partner.orders o
       left join partner.waiting_tickets w on w.order_id = o.id
       left join railway.pnrs r on r.hold_id::text = o.hold_id
       left join railway.passengers p on p.pnr = r.pnr and p.n = 1
       where o.id = any($1)`,
      [travellers.map((t) => t.orderId)],
    );
    const rooms = await db.sql.query<{
      openingKey: string;
      opensAt: Date;
      lastSeq: number;
      intervalMs: number;
      burst: number;
    }>(
      `select opening_key as "openingKey", opens_at as "opensAt", last_seq as "lastSeq",
              interval_ms as "intervalMs", burst from partner.waiting_rooms`,
    );
    console.log(
      `waiting rooms: ${rooms.map((r) => `${r.openingKey} (${r.lastSeq} places, one every ${r.intervalMs} ms, burst ${r.burst})`).join("; ")}`,
    );
    const firstAnswers = flows
      .map((f) => f.firstAnswerMs)
      .filter((x): x is number => x !== null)
      .sort((a, b) => a - b);
    console.log(
      `queue intake: every traveller's first checkout answered (a place, or admitted) by ${fmt((firstAnswers.at(-1) ?? Number.NaN) / 1000, 2)} s after the opening (half by ${fmt(percentile(firstAnswers, 0.5) / 1000, 2)} s): ${fmt(firstAnswers.length / Math.max(0.001, ((firstAnswers.at(-1) ?? 0) + EARLY_S * 1000) / 1000))} arrivals a second`,
    );
    const placed = rows
      .filter((r) => r.seq !== null)
      .sort((a, b) => (a.seq as number) - (b.seq as number));
    const ticketed = placed.filter((r) => r.status === 7 && r.confirmedAt);
    const cnf = ticketed.filter((r) => r.bookingStatus?.startsWith("CNF"));
    const wl = ticketed.filter((r) => !r.bookingStatus?.startsWith("CNF"));
    add(
      "every traveller took one numbered place in the opening's queue",
      placed.length === n && new Set(placed.map((r) => r.seq)).size === n,
      `${placed.length} places for ${n} orders, numbers 1…${placed.at(-1)?.seq ?? 0}; states ${[
        ...placed.reduce(
          (m, r) => m.set(r.state ?? "", (m.get(r.state ?? "") ?? 0) + 1),
          new Map<string, number>(),
        ),
      ]
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
    const lastCnfHeld = Math.max(...cnf.map((r) => (r.heldAt as Date).getTime()));
    const lastCnf = Math.max(...cnf.map((r) => (r.confirmedAt as Date).getTime()));
    console.log(
      `tickets: ${cnf.length} CNF (of ${capacity} TQ berths), ${wl.length} waitlisted (${wl.map((r) => r.bookingStatus).slice(-1)[0] ?? "–"} last); the last Tatkal berth was held ${fmt((lastCnfHeld - opensAt.getTime()) / 1000, 2)} s and ticketed ${fmt((lastCnf - opensAt.getTime()) / 1000, 2)} s after the opening (server clock)`,
    );

    // Fairness: queue number against the order the railway held berths and issued tickets.
    const seqs = ticketed.map((r) => r.seq as number);
    const byConfirm = ranks(ticketed.map((r) => (r.confirmedAt as Date).getTime()));
    const bySeq = ranks(seqs);
    const kt = kendall(bySeq, byConfirm);
    const disp = bySeq.map((r, i) => Math.abs(r - (byConfirm[i] as number)));
    const firstPlaces = placed.slice(0, capacity);
    const firstGotCnf = firstPlaces.filter((r) => r.bookingStatus?.startsWith("CNF")).length;
    const cnfBeyond = cnf.filter((r) => (r.seq as number) > capacity).map((r) => r.seq as number);
    const lastTicketSeq = Math.max(0, ...ticketed.map((r) => r.seq as number));
    const firstRefusedSeq = Math.min(
      ...placed.filter((r) => r.status !== 7).map((r) => r.seq as number),
    );
    console.log(
      `fairness: of the first ${capacity} places in the queue ${firstGotCnf} got a CNF berth; ${cnfBeyond.length} CNF berths went to later places (${cnfBeyond.slice(0, 10).join(", ") || "none"}); tickets vs queue number: Kendall tau distance ${fmt(kt.pairs ? kt.discordant / kt.pairs : 0, 4)} (${kt.discordant} of ${kt.pairs} pairs discordant), rank displacement mean ${fmt(disp.reduce((s, d) => s + d, 0) / Math.max(1, disp.length), 2)}, max ${Math.max(0, ...disp)}; last place with a ticket ${lastTicketSeq}, first place refused ${Number.isFinite(firstRefusedSeq) ? firstRefusedSeq : "–"}`,
    );

    // ── Checks ──
    add("0 socket errors", stats.socketErrors === 0, `${stats.socketErrors}`, stats.socketSamples);
    add("0 × 5xx", stats.status5xx === 0, `${stats.status5xx}`, stats.samples5xx);
    add(
      "429 and 503 always with Retry-After",
      stats.noRetryHint === 0,
      `${stats.noRetryHint} without`,
    );
    add(
      "only 2xx, the railway form's 303, 429/503 and the sold-out refusal",
      stats.unexpected === 0,
      `${stats.unexpected} others`,
      stats.unexpectedSamples,
    );
    add(
      "every booking ended in a ticket or a sold-out refusal",
      failed.length === 0 && tickets.length + soldOut.length === n,
      `${tickets.length} tickets, ${soldOut.length} sold out, ${failed.length} failed`,
      failed.map((f) => f.error),
    );
    for (const c of await databaseChecks(model, key, capacity, soldOut.length, serverNow()))
      checks.push(c);
    const rooms2 = rooms.filter((r) => r.openingKey.startsWith("tatkal@"));
    add(
      "the queue was the Tatkal opening's, at the configured pace",
      rooms2.length === 1 &&
        rooms2[0]?.opensAt.getTime() === opensAt.getTime() &&
        rooms2[0]?.intervalMs === Math.max(1, Math.round(1000 / rate)),
      rooms2.map((r) => `${r.openingKey}, ${r.intervalMs} ms`).join("; "),
    );

    console.log("");
    for (const c of checks) {
      console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.name} — ${c.detail}`);
      for (const s of c.samples ?? []) console.log(`        ${s}`);
    }
    const ok = checks.every((c) => c.ok);
    console.log("");
    console.log(
      `B3: ${ok ? "PASS" : "FAIL"} — ${stats.status5xx} × 5xx, ${stats.socketErrors} socket errors; admitted p99 ${fmt(p99, 1)} ms (B1 ≤ ${P99_LIMIT_MS}: ${p99 <= P99_LIMIT_MS ? "kept" : "NOT kept"})`,
    );
    if (bare) {
      const rps = stats.requests / ((stats.lastAt - stats.firstAt) / 1000);
      console.log(
        `ratios to bare Fastify (${fmt(bare.rps)} req/s): the storm's requests ${fmt(rps / bare.rps, 3)}× (${fmt(rps)} req/s, paced by the queue); whole bookings at their peak second ${fmt(peak / bare.rps, 4)}× (${peak}/s, 5 requests each)`,
      );
    }
    console.log(`load: at the opening ${loadAtOpening}; after the storm ${loadAfter}`);
    console.log(`command: node bench/overload.ts ${process.argv.slice(2).join(" ")}`.trim());
    if (!ok) {
      process.exitCode = 1;
      keep = true;
    }
  } finally {
    agent.destroy();
    const errorsBefore = logErrors(logFile);
    if (server) await server.stop();
    closeSync(logFd);
    const errorsAtStop = logErrors(logFile) - errorsBefore;
    console.log(
      `server log: ${errorsBefore} error lines while it ran${errorsAtStop ? `, ${errorsAtStop} more while it shut down` : ""}`,
    );
    if (keep) {
      await db.close();
      console.log(`kept: database ${dbName} (${database.url}), server log ${logFile}`);
    } else {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`${fmt((performance.now() - started) / 1000, 1)} s in all; end: ${loadLine()}`);
}

/** `--check-only`: the database checks alone, on a kept database at DATABASE_URL. */
async function checkOnly(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("--check-only needs DATABASE_URL (a database kept with --keep)");
  const { createDatabase } = await import("@safar/db/client");
  db = await createDatabase({ url, poolSize: 2 });
  try {
    const model = await demoModel();
    const target = pickTarget(model);
    const key = { trainNumber: target.train.number, runDate: DATE, classCode: target.classCode };
    const [refused] = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.orders o join partner.waiting_tickets w on w.order_id = o.id
       where o.status = 0 and w.state = 'used'`,
    );
    const checks = await databaseChecks(model, key, target.tq, refused?.n ?? 0, new Date());
    for (const c of checks) {
      console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.name} — ${c.detail}`);
      for (const sample of c.samples ?? []) console.log(`        ${sample}`);
    }
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (process.argv[2] === "serve-bare") await serveBare();
else if (flag("check-only")) await checkOnly();
else await main();
