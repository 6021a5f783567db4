/**
 * R2 (../shared/design/targets.md): kill -9 the server during a booking storm,
 * `--rounds` times, restart it each time; afterwards the invariants of R1 hold
 * and the money is right (ADR 015): per order, captured − refunded = the
 * ticket's amount for a ticketed order and 0 otherwise; an authorisation ends
 * captured with its ticket or voided; a voided hold never debited; every
 * cancellation ends cancelled or failed, refunds (cancellations and TDRs)
 * ≤ paid, one claim a passenger, never two refunds for one passenger, the
 * railway's refunds equal Safar's record, every TDR decided and paid once;
 * wallets add up; nothing was lost or duplicated.
 *
 * - Real PostgreSQL: `DATABASE_URL` as given, else a throw-away database made
 *   beside `postgres://postgres@127.0.0.1:5432/postgres` and dropped at the end.
 *   The server (`apps/web/server/main.ts`, spawned directly with this Node so
 *   that the child is the server, not a wrapper) applies its migrations on
 *   start; the same database, SESSION_SECRET and PORT every round, so orders,
 *   payments and sessions survive each kill. The demo network unless
 *   RAILWAY_DATA_DIR is set.
 * - A storm: `--clients` travellers, each signed in by OTP (read from
 *   /api/dev/outbox), with railway user IDs made on the railway's own page,
 *   book on one hot train and class (the largest class of the daily trains,
 *   55 days ahead; the next date when the run answers REGRET): verify → checkout (the
 *   railway holds) → pay through the simulated gateway (wallet, UPI, card, net
 *   banking; a few declined first, then paid again; the amount is authorised,
 *   held, not taken) → the railway password on `/railway/authorize` → complete
 *   (the PNR, and the capture with it). A quarter of the checkouts are double
 *   clicks: 2–3 checkouts of the order at once, then every reference they
 *   answered paid twice at once (issue 16). Three in ten booked tickets are
 *   then cancelled, in part or whole: the same form sent 1–3 times at once and
 *   sometimes a second form beside it (issue 18). At a random moment the
 *   server gets SIGKILL.
 * - After the kill: the database is read (orders at 5 Booking Pending whose hold
 *   the traveller had authorised are the reconciler's to finish), the server
 *   restarts, and the bench waits until the reconciler (it runs at start) has
 *   moved every one of them on — the clients stay idle meanwhile, so what moved
 *   is the reconciler's work. Then the interrupted travellers come back: half
 *   (seeded) carry their order on from wherever it is; the other half abandon it.
 * - TDRs (issue 18 item 5): before the first storm every traveller books a
 *   ticket on an earlier run of the hot train (some then cancel a passenger),
 *   and the server's clock moves past that run's arrival. In the first half of
 *   the rounds a quarter of the travellers' turns file a TDR (a reason the TDR
 *   screen allows, some passengers, the form sent once or twice at once);
 *   then the clock moves 46 days on, past the railway's 45-day review, and
 *   during each later storm a second railway process (this bench, on the same
 *   database) decides the claims a few at a time beside the server's own
 *   jobs, while every restart's reconciler pays them. The clock survives each
 *   kill: the server restarts at the time it had (`DEV_CLOCK=<instant>`).
 * - At the end (`--lapse on`): the server's clock (DEV_CLOCK) moves 20 minutes
 *   on, past every payment window (10 min) and railway hold (15 min): the
 *   reconciler's minute pass must void every abandoned authorised order (nothing
 *   charged) and expire every unpaid payment, and pay every TDR decided. Then
 *   the server stops and the database is checked.
 *
 * - `--processes N` (default 1): the server runs N processes on the database
 *   (WEB_CONCURRENCY, ADR 031), started in a process group of their own; the
 *   kill -9 is sent to the group, so the primary and every server process
 *   die at the same instant, each mid-request.
 *
 * Run: `node bench/crash.ts [--rounds 10] [--clients 16] [--seed 7]
 * [--kill-from 1.5 --kill-to 4.5] [--lapse on|off] [--port 3501] [--processes 1] [--keep]`;
 * `DATABASE_URL=… node bench/crash.ts --check-only` runs the checks alone on a
 * kept database. Exit code 1 on any failed invariant.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INITIAL_WALLET_PAISE } from "@safar/api/modules/booking/booking.service";
import { createDatabase, type Database } from "@safar/db/client";
import { addDays, istDate } from "@safar/domain/ist";
import { seededRandom } from "@safar/domain/random";
import { runViolations } from "@safar/railway/booking/invariants";
import type { ReservationService } from "@safar/railway/booking/service";
import { serviceOn } from "@safar/railway/booking/test-support";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { buildNetworkReadModel } from "@safar/railway/network-gateway";
import { TDR_REVIEW_DAYS } from "@safar/railway/refunds/tdr-decision";
import { simulateRun } from "@safar/railway/running/simulate";
import { arg, hottestClass, machineLine } from "./booking.ts";
import { hiddenField } from "./railway-form.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_ENTRY = "apps/web/server/main.ts";
const SESSION_SECRET = "crash-bench-session-secret-that-is-long-enough-0123456789";
const RAILWAY_PASSWORD = "Safar2026x";
/** Tickets (held or booked PNRs) a railway user ID may have in a month without Aadhaar. */
const TICKETS_PER_ID = 12;
const IDS_PER_USER = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const RECONCILE_TIMEOUT_MS = 30_000;
const LAPSE_MINUTES = 20;
/** The share of checkouts sent as a double (or triple) click. */
const DOUBLE_CLICK = 0.25;
/** The share of booked tickets the traveller then cancels (part or all), often with a double click. */
const CANCEL_SHARE = 0.3;
const LAPSE_TIMEOUT_MS = 100_000;
/** Order statuses that hold a ticket: booked, and booked then cancelled in part or whole. */
const TICKETED = [7, 8, 18];
/** The hot run is this far ahead: still ahead, and open, after the TDRs' 46-day clock jump. */
const HOT_DAYS_AHEAD = 55;
/** The run the TDR tickets travel on. */
const TDR_DAYS_AHEAD = 2;
/** While TDRs may be filed, the share of a traveller's turns spent filing one. */
const TDR_SHARE = 0.4;
/** The clock jump that ends the railway's review of every claim filed. */
const TDR_JUMP_DAYS = TDR_REVIEW_DAYS + 1;
/** How many claims the bench's railway process decides at a time during a storm. */
const DECIDE_BATCH = 1;
const TICKETED_SQL = `(${TICKETED.join(", ")})`;

const flag = (name: string) => process.argv.includes(`--${name}`);
const ROUNDS = Number(arg("rounds", "10"));
const CLIENTS = Number(arg("clients", "16"));
const SEED = Number(arg("seed", "7"));
const KILL_FROM_S = Number(arg("kill-from", "1.5"));
const KILL_TO_S = Number(arg("kill-to", "4.5"));
const LAPSE = arg("lapse", "on") === "on";
const PORT = Number(arg("port", "3501"));
/** Server processes on the database (WEB_CONCURRENCY, ADR 031); a kill -9 takes them all. */
const PROCESSES = Number(arg("processes", "1"));
const MAX_MINUTES = Number(arg("max-minutes", "8"));
/** TDRs are filed in rounds 1 … this one; the clock jumps 46 days after it. */
const TDR_ROUND = Math.max(1, Math.ceil(ROUNDS / 2));
const BASE = `http://127.0.0.1:${PORT}`;

const random = seededRandom(SEED);
const started = performance.now();
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── The server ───────────────────────────────────────────────────────────────

let child: ChildProcess | null = null;
/** The server's clock minus the real one (DEV_CLOCK); each restart starts the server at its time. */
let clockOffsetMs = 0;
const serverTime = () => new Date(Date.now() + clockOffsetMs);
let killing = false;
let unexpectedExits = 0;
let logFd = -1;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function startServer(env: Record<string, string>): Promise<number> {
  if (await portAnswers(PORT)) throw new Error(`something already listens on port ${PORT}`);
  const t0 = performance.now();
  const proc = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...env, DEV_CLOCK: clockOffsetMs === 0 ? "on" : serverTime().toISOString() },
    stdio: ["ignore", logFd, logFd],
    // A process group of its own: a kill -9 reaches the cluster's primary and every server process.
    detached: true,
  });
  child = proc;
  proc.once("exit", (code, signal) => {
    if (!killing) {
      unexpectedExits++;
      console.error(`  !! the server exited by itself (code ${code}, signal ${signal})`);
    }
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`the server exited during start (${proc.exitCode ?? proc.signalCode})`);
    if (Date.now() > deadline) throw new Error("the server did not answer /healthz in 90 s");
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  killing = false;
  // The server's time as it started (its start took a moment): what the bench counts from.
  if (clockOffsetMs !== 0) await syncServerClock();
  return performance.now() - t0;
}

/** The child's command line: proof that the pid about to be killed is the server itself. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "?";
  }
}

async function stopServer(signal: "SIGKILL" | "SIGTERM"): Promise<void> {
  const proc = child;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const pid = proc.pid as number;
  const cmd = commandLine(pid);
  if (!cmd.includes(SERVER_ENTRY)) throw new Error(`pid ${pid} is not the server: ${cmd}`);
  killing = true;
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  // SIGKILL: the whole group at once (a crash of the deployment); SIGTERM: the primary, which
  // passes it on to its server processes (ADR 031).
  process.kill(signal === "SIGKILL" ? -pid : pid, signal);
  await exited;
  child = null;
  // Every process of the group has gone once nothing listens on the port.
  for (let i = 0; i < 100 && (await portAnswers(PORT)); i++) await sleep(50);
}

/** Reads the server's clock (`/api/dev/clock`), or sets it first; keeps its offset. */
async function syncServerClock(
  change?: { now: string } | { advanceMinutes: number },
): Promise<Date> {
  const res = await fetch(`${BASE}/api/dev/clock`, {
    method: change ? "POST" : "GET",
    ...(change
      ? { headers: { "content-type": "application/json" }, body: JSON.stringify(change) }
      : {}),
  });
  if (!res.ok) throw new Error(`/api/dev/clock answered ${res.status}`);
  const now = new Date(((await res.json()) as { now: string }).now);
  clockOffsetMs = now.getTime() - Date.now();
  return now;
}

// ── HTTP as a browser would ──────────────────────────────────────────────────

/** The server did not answer: killed (or dead). */
class Down extends Error {}
/** An answer other than the one the step needs. */
class Refused extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

const counters = { requests: 0, status5xx: 0, samples5xx: [] as string[] };

async function http(
  method: "GET" | "POST",
  url: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
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
  counters.requests++;
  let res: Response;
  try {
    res = await fetch(`${BASE}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Down(`${method} ${url}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw new Down(`${method} ${url} (body): ${(error as Error).message}`);
  }
  if (res.status >= 500) {
    counters.status5xx++;
    if (counters.samples5xx.length < 5)
      counters.samples5xx.push(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
  }
  return { status: res.status, text, headers: res.headers };
}

/** The JSON answer of an API call that must succeed (2xx), else `Refused` with its error code. */
async function api<T>(
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  json?: unknown,
): Promise<T> {
  const res = await http(method, url, { headers, ...(json !== undefined ? { json } : {}) });
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    // not JSON
  }
  if (res.status < 200 || res.status >= 300) {
    const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    throw new Refused(
      res.status,
      error?.code ?? `http_${res.status}`,
      error?.message ?? res.text.slice(0, 200),
    );
  }
  return parsed as T;
}

function cookieValue(headers: Headers, name: string): string | null {
  for (const c of headers.getSetCookie()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1] ?? null;
  }
  return null;
}

// ── Travellers ───────────────────────────────────────────────────────────────

interface RailwayId {
  id: string;
  holds: number;
}

interface Account {
  userId: string;
  mobile: string;
  email: string;
  headers: Record<string, string>;
  ids: RailwayId[];
  walletEmpty: boolean;
}

interface Client {
  n: number;
  account: Account | null;
  /** The railway's own form cookie in this "browser" (`railway_form`, Path=/railway). */
  formCookie: string | null;
  rng: () => number;
  /** Before its order exists: signing in / making a railway ID, or verifying; or filing a TDR. */
  phase: "setup" | "verify" | "tdr";
}

let mobileSeq = 0;
let railwaySeq = 0;

/**
 * Signs a new traveller in. Each traveller comes from an address of its own
 * (`X-Forwarded-For`, believed from loopback as from a reverse proxy on this
 * host), as travellers do: the per-client limits of R6 count per address.
 */
async function signIn(): Promise<Account> {
  const seq = ++mobileSeq;
  const mobile = `9${String(100_000_000 + seq)}`;
  const from = { "x-forwarded-for": `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}` };
  // The sign-in state cookie set at the send binds the authorization code to this client.
  const sent = await http("POST", "/api/auth/v1/otp/send", {
    headers: from,
    json: { identifier: mobile },
  });
  if (sent.status !== 200) throw new Refused(sent.status, "otp/send", sent.text.slice(0, 200));
  const signInCookie = {
    ...from,
    cookie: `safar_signin=${cookieValue(sent.headers, "safar_signin")}`,
  };
  // The outbox answers only requests from this machine that came through no proxy (ADR 014).
  const outbox = await api<{ messages: { body: string }[] }>(
    "GET",
    `/api/dev/outbox?recipient=${mobile}&limit=1`,
    {},
  );
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
  if (!otp) throw new Error(`no OTP in the outbox for ${mobile}`);
  const verified = await api<{ code: string }>("POST", "/api/auth/v1/otp/verify", signInCookie, {
    identifier: mobile,
    otp,
  });
  const res = await http("POST", "/api/auth/v1/token", {
    headers: signInCookie,
    json: { code: verified.code },
  });
  if (res.status !== 200) throw new Refused(res.status, "token", res.text.slice(0, 200));
  const session = cookieValue(res.headers, "safar_session");
  const csrf = cookieValue(res.headers, "safar_csrf");
  const body = JSON.parse(res.text) as { user: { info: { id: string } } };
  return {
    userId: body.user.info.id,
    mobile,
    email: `traveller${seq}@example.com`,
    headers: {
      ...from,
      cookie: `safar_session=${session}; safar_csrf=${csrf}`,
      "x-csrf-token": csrf ?? "",
    },
    ids: [],
    walletEmpty: false,
  };
}

function formHeaders(client: Client): Record<string, string> {
  return {
    origin: BASE,
    ...(client.formCookie ? { cookie: `railway_form=${client.formCookie}` } : {}),
  };
}

/** A railway page: keeps the railway's form cookie and answers the form token in the page. */
async function railwayPage(client: Client, url: string): Promise<{ res: Answer; token: string }> {
  const res = await http("GET", url, { headers: formHeaders(client) });
  client.formCookie = cookieValue(res.headers, "railway_form") ?? client.formCookie;
  const token = /name="form_token" value="([^"]+)"/.exec(res.text)?.[1] ?? "";
  return { res, token };
}

/** A new railway user ID, made on the railway's own register page. */
async function registerRailwayId(client: Client): Promise<RailwayId> {
  const seq = ++railwaySeq;
  const id = `crash_${seq}`;
  const { token } = await railwayPage(client, "/railway/register");
  const res = await http("POST", "/railway/register", {
    headers: formHeaders(client),
    form: {
      form_token: token,
      return: "/trains",
      userId: id,
      password: RAILWAY_PASSWORD,
      name: "Crash Tester",
      email: `${id}@example.com`,
      mobile: `7${String(100_000_000 + seq)}`,
    },
  });
  if (res.status !== 201) throw new Refused(res.status, "railway_register", res.text.slice(0, 200));
  return { id, holds: 0 };
}

/** The railway ID for the next booking: one with tickets left this month, else a new one (and a new user after 10). */
async function railwayIdFor(client: Client): Promise<{ account: Account; rid: RailwayId }> {
  if (!client.account) client.account = await signIn();
  let account = client.account;
  let rid = account.ids.find((r) => r.holds < TICKETS_PER_ID);
  if (!rid) {
    if (account.ids.length >= IDS_PER_USER) {
      account = await signIn();
      client.account = account;
    }
    rid = await registerRailwayId(client);
    account.ids.push(rid);
  }
  return { account, rid };
}

// ── The hot run ──────────────────────────────────────────────────────────────

interface Hot {
  trainNumber: string;
  from: string;
  to: string;
  classCode: string;
  firstDate: string;
  dateIndex: number;
}

const journeyOf = (hot: Hot, dateIndex: number) => ({
  trainNumber: hot.trainNumber,
  from: hot.from,
  to: hot.to,
  date: addDays(hot.firstDate, dateIndex),
  classCode: hot.classCode,
  quota: "GN",
});

const NAMES = ["Asha Verma", "Ravi Kumar", "Meena Iyer", "Arjun Singh", "Kavya Nair", "Rohan Das"];

// ── Orders as the clients see them ───────────────────────────────────────────

type Stage = "verify" | "checkout" | "pay" | "authorize" | "complete" | "cancel";

interface Order {
  id: string;
  client: Client;
  account: Account;
  railwayUserId: string;
  stage: Stage;
  /** The gateway answered "authorized" for this payment reference of the order (the amount held). */
  authorized: string | null;
  /** The client saw 7 Booking Successful with this PNR. */
  pnr: string | null;
}

const orders = new Map<string, Order>();

interface Summary {
  header: { status: number };
  journey_details: { pnr: string | null };
  fare_and_payment_details: { payment: { reference: string; status: string } | null };
  railway_authorization_url: string | null;
}

interface PayAnswer {
  outcome: "authorized" | "failed";
  nextUrl: string;
  status: number;
}

function paymentFor(client: Client, account: Account): Record<string, string> {
  const r = client.rng();
  if (r < 0.4 && !account.walletEmpty) return { method: "wallet" };
  if (r < 0.65) return { method: "upi", upiId: `traveller${client.n}@okaxis` };
  if (r < 0.8)
    return {
      method: "card",
      cardNumber: "4111 1111 1111 1111",
      cardExpiry: "12/30",
      cardCvv: "123",
      cardName: "Crash Tester",
    };
  if (r < 0.95) return { method: "netbanking", bank: "SBIN", bankDecision: "approve" };
  // Declined by the bank: the order goes to 2 and is paid again.
  return { method: "upi", upiId: `fail.traveller${client.n}@okaxis` };
}

/** What the double clicks did (issue 16: one order, one payment, one charge). */
const doubles = {
  clicks: 0,
  checkouts: 0,
  /** Distinct payment references the checkouts of one click answered, summed. */
  references: 0,
  /** Checkouts of a double click that answered 409 (another one was opening the payment). */
  conflicts: 0,
  pays: 0,
  /** Pays of a double click that the gateway refused (409: the payment was already authorised). */
  refusedPays: 0,
  /** Clicks whose checkouts answered more than one reference (must stay empty). */
  split: [] as string[],
};

/** Checkout (again) and pay; a declined or unaffordable payment is retried with UPI once. */
async function checkoutAndPay(order: Order): Promise<PayAnswer> {
  order.stage = "checkout";
  if (order.client.rng() < DOUBLE_CLICK) return doubleClick(order);
  const opened = await api<{ paymentReference: string }>(
    "POST",
    "/api/trains/v1/checkout",
    order.account.headers,
    { orderId: order.id, acceptStatusChange: true },
  );
  return pay(order, opened.paymentReference, true);
}

/** The first `Down` among settled calls (the server was killed meanwhile), else null. */
function downOf(results: PromiseSettledResult<unknown>[]): Down | null {
  for (const r of results) if (r.status === "rejected" && r.reason instanceof Down) return r.reason;
  return null;
}

/**
 * A double click: 2–3 checkouts of the order at once, then every reference
 * they answered paid twice at once (UPI, which the gateway never declines
 * here). One payment must open, and one authorisation hold the amount.
 */
async function doubleClick(order: Order): Promise<PayAnswer> {
  const clicks = 2 + Math.floor(order.client.rng() * 2);
  doubles.clicks++;
  doubles.checkouts += clicks;
  const checkouts = await Promise.allSettled(
    Array.from({ length: clicks }, () =>
      api<{ paymentReference: string }>("POST", "/api/trains/v1/checkout", order.account.headers, {
        orderId: order.id,
        acceptStatusChange: true,
      }),
    ),
  );
  const down = downOf(checkouts);
  if (down) throw down;
  const references = [
    ...new Set(
      checkouts.flatMap((c) => (c.status === "fulfilled" ? [c.value.paymentReference] : [])),
    ),
  ];
  for (const c of checkouts) {
    if (c.status === "rejected") {
      if (c.reason instanceof Refused && c.reason.status === 409) doubles.conflicts++;
      else throw c.reason;
    }
  }
  doubles.references += references.length;
  if (references.length > 1) doubles.split.push(`order ${order.id}: ${references.join(", ")}`);
  if (references.length === 0) throw new Refused(409, "checkout_conflict", "no reference");
  order.stage = "pay";
  const method = { method: "upi", upiId: `traveller${order.client.n}@okaxis` };
  const pays = await Promise.allSettled(
    references.flatMap((reference) =>
      [0, 1].map(() =>
        api<PayAnswer>("POST", "/api/pg/v1/pay", order.account.headers, { reference, ...method }),
      ),
    ),
  );
  const payDown = downOf(pays);
  if (payDown) throw payDown;
  doubles.pays += pays.length;
  let answer: PayAnswer | null = null;
  for (const [i, p] of pays.entries()) {
    if (p.status === "fulfilled") {
      if (p.value.outcome === "authorized") {
        answer = p.value;
        order.authorized = references[Math.floor(i / 2)] ?? null;
      }
    } else if (p.reason instanceof Refused && p.reason.status === 409) doubles.refusedPays++;
    else throw p.reason;
  }
  if (!answer) throw new Refused(200, "payment_declined", "double click not authorised");
  return answer;
}

async function pay(order: Order, reference: string, retry: boolean): Promise<PayAnswer> {
  order.stage = "pay";
  const method = paymentFor(order.client, order.account);
  let answer: PayAnswer;
  try {
    answer = await api<PayAnswer>("POST", "/api/pg/v1/pay", order.account.headers, {
      reference,
      ...method,
    });
  } catch (error) {
    if (!(error instanceof Refused) || error.code !== "low_wallet_balance") throw error;
    order.account.walletEmpty = true;
    answer = await api<PayAnswer>("POST", "/api/pg/v1/pay", order.account.headers, {
      reference,
      method: "upi",
      upiId: `traveller${order.client.n}@okaxis`,
    });
  }
  if (answer.outcome === "authorized") {
    order.authorized = reference;
    return answer;
  }
  if (!retry) throw new Refused(200, "payment_declined", "declined twice");
  order.stage = "checkout";
  const again = await api<{ paymentReference: string }>(
    "POST",
    "/api/trains/v1/checkout",
    order.account.headers,
    { orderId: order.id, acceptStatusChange: true },
  );
  order.stage = "pay";
  const second = await api<PayAnswer>("POST", "/api/pg/v1/pay", order.account.headers, {
    reference: again.paymentReference,
    method: "upi",
    upiId: `traveller${order.client.n}@okaxis`,
  });
  if (second.outcome !== "authorized") throw new Refused(200, "payment_declined", "declined");
  order.authorized = again.paymentReference;
  return second;
}

/** The railway password on the railway's own page, then back to the order. */
async function authorizeAndComplete(order: Order, authorizeUrl: string | null): Promise<Summary> {
  if (authorizeUrl?.startsWith("/railway/authorize")) {
    order.stage = "authorize";
    const { res, token } = await railwayPage(order.client, authorizeUrl);
    if (res.status === 200) {
      const posted = await http("POST", "/railway/authorize", {
        headers: formHeaders(order.client),
        form: {
          form_token: token,
          hold: hiddenField(res.text, "hold"),
          return: hiddenField(res.text, "return"),
          userId: order.railwayUserId,
          password: RAILWAY_PASSWORD,
        },
      });
      if (posted.status !== 303)
        throw new Refused(posted.status, "railway_authorize", posted.text.slice(0, 120));
    } else if (res.status !== 303) {
      throw new Refused(res.status, "railway_authorize_page", res.text.slice(0, 120));
    }
  }
  order.stage = "complete";
  const summary = await api<Summary>(
    "POST",
    "/api/trains/v1/order/complete",
    order.account.headers,
    { orderId: order.id },
  );
  if (summary.header.status === 7) order.pnr = summary.journey_details.pnr;
  return summary;
}

// ── One round ────────────────────────────────────────────────────────────────

interface RoundStats {
  attempted: number;
  completed: number;
  /** Cancellations asked for, and the requests they took (double clicks, a second form). */
  cancels: number;
  cancelRequests: number;
  refused: Map<string, number>;
  interrupted: Map<Stage | Client["phase"], number>;
  interruptedOrders: Order[];
  /** TDR forms sent (double clicks included) and the claims they filed. */
  tdrRequests: number;
  tdrFiled: number;
}

async function bookOnce(client: Client, hot: Hot, stats: RoundStats): Promise<void> {
  const { account, rid } = await railwayIdFor(client);
  const dateIndex = hot.dateIndex;
  const passengers = Array.from({ length: 1 + Math.floor(client.rng() * 3) }, (_, i) => ({
    name: NAMES[(client.n + i) % NAMES.length] as string,
    age: String(18 + Math.floor(client.rng() * 50)),
    gender: i % 2 ? "Male" : "Female",
    berth: "NP",
    food: "V",
  }));
  stats.attempted++;
  client.phase = "verify";
  const verified = await api<{ orderId: string; status: string; bookable: boolean }>(
    "POST",
    "/api/trains/v1/verify",
    account.headers,
    {
      journey: journeyOf(hot, dateIndex),
      details: {
        passengers,
        contact: { email: account.email, mobile: account.mobile },
        policyAgreed: "on",
      },
      railwayUserId: rid.id,
      seenStatus: "",
    },
  );
  const order: Order = {
    id: verified.orderId,
    client,
    account,
    railwayUserId: rid.id,
    stage: "checkout",
    authorized: null,
    pnr: null,
  };
  orders.set(order.id, order);
  current.set(client, order);
  if (!verified.bookable || verified.status.startsWith("REGRET")) {
    // Sold out: every client moves to the next date (once).
    if (hot.dateIndex === dateIndex) hot.dateIndex = dateIndex + 1;
    throw new Refused(200, "regret", verified.status);
  }
  rid.holds++;
  const paid = await checkoutAndPay(order);
  const summary = await authorizeAndComplete(order, paid.nextUrl);
  if (summary.header.status === 7) stats.completed++;
  else throw new Refused(200, `ended_at_${summary.header.status}`, "not booked");
  if (client.rng() < CANCEL_SHARE) await cancelSome(order, passengers.length, stats);
}

/**
 * The traveller cancels the first passenger, or all of them: the same form
 * sent 1–3 times at once (one key), and sometimes a second form at the same
 * moment (another key). Exactly one cancellation may come of it (issue 18).
 */
async function cancelSome(order: Order, travellers: number, stats: RoundStats): Promise<void> {
  const rng = order.client.rng;
  order.stage = "cancel";
  stats.cancels++;
  const numbers = rng() < 0.5 ? [1] : Array.from({ length: travellers }, (_, i) => i + 1);
  const body = (key: string) => ({
    orderId: order.id,
    passengerNumbers: numbers,
    reason: "plan_changed",
    idempotencyKey: key,
  });
  const key = `k${order.id}${Math.floor(rng() * 1e9)}`;
  const sends = [
    ...Array.from({ length: 1 + Math.floor(rng() * 3) }, () => key),
    ...(rng() < 0.5 ? [`${key}b`] : []),
  ];
  stats.cancelRequests += sends.length;
  const answers = await Promise.allSettled(
    sends.map((k) =>
      api("POST", "/api/trains/v3/order/cancel?cancelv2flow=true", order.account.headers, body(k)),
    ),
  );
  const down = downOf(answers);
  if (down) throw down;
}

// ── TDRs ─────────────────────────────────────────────────────────────────────

/** Tickets booked before the storms on the TDR run, whose passengers may claim. */
const tdrTickets: Order[] = [];
/** Whether TDRs may be filed now (the TDR run has arrived, its deadlines not passed). */
let tdrOpen = false;
/** A certificate time during the TDR run's journey (for the reasons that need one). */
let tdrCertificateAt = "";

/** A ticket on the TDR run, booked through the whole flow; some cancel passenger 1 before it leaves. */
async function bookTdrTicket(client: Client, journey: ReturnType<typeof journeyOf>): Promise<void> {
  const { account, rid } = await railwayIdFor(client);
  const passengers = Array.from({ length: 1 + Math.floor(client.rng() * 3) }, (_, i) => ({
    name: NAMES[(client.n + i + 3) % NAMES.length] as string,
    age: String(20 + Math.floor(client.rng() * 50)),
    gender: i % 2 ? "Female" : "Male",
    berth: "NP",
    food: "V",
  }));
  const verified = await api<{ orderId: string; bookable: boolean }>(
    "POST",
    "/api/trains/v1/verify",
    account.headers,
    {
      journey,
      details: {
        passengers,
        contact: { email: account.email, mobile: account.mobile },
        policyAgreed: "on",
      },
      railwayUserId: rid.id,
      seenStatus: "",
    },
  );
  if (!verified.bookable) return;
  const order: Order = {
    id: verified.orderId,
    client,
    account,
    railwayUserId: rid.id,
    stage: "checkout",
    authorized: null,
    pnr: null,
  };
  orders.set(order.id, order);
  rid.holds++;
  const paid = await checkoutAndPay(order);
  const summary = await authorizeAndComplete(order, paid.nextUrl);
  if (summary.header.status !== 7) return;
  tdrTickets.push(order);
  // Some travellers cancel passenger 1 before the train leaves: that passenger may not claim.
  if (passengers.length > 1 && client.rng() < CANCEL_SHARE) {
    await api("POST", "/api/trains/v3/order/cancel?cancelv2flow=true", account.headers, {
      orderId: order.id,
      passengerNumbers: [1],
      reason: "plan_changed",
      idempotencyKey: `tdr-${order.id}`,
    });
  }
}

interface TdrScreen {
  passengers: { number: number; status: string }[];
  reasons: { reason: string; allowed: boolean; needsCertificate: boolean }[];
  filed: { passengerNumbers: number[] }[];
}

/**
 * A traveller files a TDR on one of the TDR tickets: the screen read, a
 * reason it allows now, some passengers still travelling and not claimed,
 * the form sent once or twice at once (one claim a passenger either way).
 */
async function fileTdrOnce(client: Client, stats: RoundStats): Promise<void> {
  const order = tdrTickets[Math.floor(client.rng() * tdrTickets.length)] as Order;
  client.phase = "tdr";
  const screen = await api<TdrScreen>(
    "GET",
    `/api/trains/v1/tdr?orderId=${order.id}`,
    order.account.headers,
  );
  const claimed = new Set(screen.filed.flatMap((f) => f.passengerNumbers));
  const open = screen.passengers
    .filter((p) => !p.status.startsWith("CAN") && !claimed.has(p.number))
    .map((p) => p.number);
  const reasons = screen.reasons.filter((r) => r.allowed);
  if (open.length === 0 || reasons.length === 0) return;
  const some = open.filter(() => client.rng() < 0.6);
  const reason = reasons[Math.floor(client.rng() * reasons.length)] as TdrScreen["reasons"][number];
  const body = {
    orderId: order.id,
    reason: reason.reason,
    passengerNumbers: some.length > 0 ? some : [open[0]],
    ...(reason.needsCertificate ? { certificateIssuedAt: tdrCertificateAt } : {}),
  };
  const sends = 1 + Math.floor(client.rng() * 2);
  stats.tdrRequests += sends;
  const answers = await Promise.allSettled(
    Array.from({ length: sends }, () =>
      api("POST", "/api/trains/v1/tdr", order.account.headers, body),
    ),
  );
  const down = downOf(answers);
  if (down) throw down;
  stats.tdrFiled += answers.filter((a) => a.status === "fulfilled").length;
  for (const a of answers) {
    if (a.status === "rejected" && !(a.reason instanceof Refused && a.reason.status === 409))
      throw a.reason;
  }
}

function newRoundStats(): RoundStats {
  return {
    attempted: 0,
    completed: 0,
    cancels: 0,
    cancelRequests: 0,
    refused: new Map(),
    interrupted: new Map(),
    interruptedOrders: [],
    tdrRequests: 0,
    tdrFiled: 0,
  };
}

/** What each client is doing now (its order, once verify answered). */
const current = new Map<Client, Order>();

async function storm(
  clients: Client[],
  hot: Hot,
  killAtMs: number,
): Promise<{ stats: RoundStats; killedAt: number }> {
  const stats = newRoundStats();
  let up = true;
  const t0 = performance.now();
  const killer = (async () => {
    await sleep(killAtMs);
    up = false;
    await stopServer("SIGKILL");
    return performance.now() - t0;
  })();
  await Promise.all(
    clients.map(async (client) => {
      while (up) {
        current.delete(client);
        client.phase = "setup";
        try {
          if (tdrOpen && tdrTickets.length > 0 && client.rng() < TDR_SHARE)
            await fileTdrOnce(client, stats);
          else await bookOnce(client, hot, stats);
        } catch (error) {
          if (error instanceof Down) {
            const order = current.get(client);
            const stage = order?.stage ?? client.phase;
            stats.interrupted.set(stage, (stats.interrupted.get(stage) ?? 0) + 1);
            if (order) stats.interruptedOrders.push(order);
            if (up) {
              console.error(`  !! client ${client.n}: the server did not answer before the kill`);
              await sleep(200);
            }
            break;
          }
          const code = error instanceof Refused ? error.code : `error: ${(error as Error).message}`;
          stats.refused.set(code, (stats.refused.get(code) ?? 0) + 1);
          if (error instanceof Refused && /this month/.test(error.message)) {
            // The railway's monthly ticket limit: this ID is spent (a held PNR counts too).
            const rid = client.account?.ids.find((r) => r.holds < TICKETS_PER_ID);
            if (rid) rid.holds = TICKETS_PER_ID;
          }
        }
      }
    }),
  );
  const killedAt = await killer;
  return { stats, killedAt };
}

/** A traveller back after the crash: carries the order on from wherever it is. */
async function resume(order: Order): Promise<number> {
  for (let step = 0; step < 6; step++) {
    const s = await api<Summary>(
      "GET",
      `/api/trains/v1/order/summary/${order.id}`,
      order.account.headers,
    );
    const status = s.header.status;
    if (status === 7) {
      order.pnr = s.journey_details.pnr;
      return 7;
    }
    if (status === 6) return 6;
    if (status === 5) {
      await authorizeAndComplete(order, s.railway_authorization_url);
      continue;
    }
    if (status === 0 || status === 2) {
      const paid = await checkoutAndPay(order);
      await authorizeAndComplete(order, paid.nextUrl);
      continue;
    }
    if (status === 1) {
      const p = s.fare_and_payment_details.payment;
      if (p?.status === "pending") {
        const paid = await pay(order, p.reference, true);
        await authorizeAndComplete(order, paid.nextUrl);
      } else {
        const paid = await checkoutAndPay(order);
        await authorizeAndComplete(order, paid.nextUrl);
      }
      continue;
    }
    return status;
  }
  return -1;
}

// ── Reading the database ─────────────────────────────────────────────────────

interface Pending {
  id: string;
  authorized: boolean;
  holdState: string | null;
}

/** Orders at 5 Booking Pending, with whether the railway hold was authorised (or is no longer held). */
async function pendingOrders(db: Database): Promise<Pending[]> {
  return db.sql.query<Pending>(
    `select o.id, (p.authorized_at is not null) as authorized, p.state as "holdState"
     from partner.orders o left join railway.pnrs p on p.hold_id::text = o.hold_id
     where o.status = 5`,
  );
}

const finishable = (p: Pending) => p.authorized || p.holdState !== "held";

async function statusOf(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.sql.query<{ id: string; status: number }>(
    "select id, status from partner.orders where id = any($1)",
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** TDR decisions the railway made that Safar has not recorded (paid or told rejected) yet. */
const UNPAID_TDRS_SQL = `select count(*)::int as n from railway.tdrs t
  where t.decided_at is not null
    and not exists (select 1 from partner.tdr_refunds r where r.railway_tdr_id = t.id)`;

/** Where the TDRs stand: filed, decided by the railway, recorded by Safar. */
async function tdrLine(db: Database): Promise<string> {
  const [r] = await db.sql.query<{
    filed: number;
    decided: number;
    refunded: number;
    recorded: number;
    paise: number;
  }>(
    `select (select count(*) from railway.tdrs)::int as filed,
            (select count(*) from railway.tdrs where decided_at is not null)::int as decided,
            (select count(*) from railway.tdrs where status = 'refunded')::int as refunded,
            (select count(*) from partner.tdr_refunds)::int as recorded,
            coalesce((select sum(refund_paise) from partner.tdr_refunds), 0)::int as paise`,
  );
  return `TDRs filed ${r?.filed}, decided ${r?.decided} (${r?.refunded} refunded), recorded by Safar ${r?.recorded} (₹${((r?.paise ?? 0) / 100).toFixed(2)})`;
}

// ── Checks ───────────────────────────────────────────────────────────────────

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  samples: string[];
}

async function checks(
  db: Database,
  model: Awaited<ReturnType<typeof loadModel>>,
  serverNow: Date,
): Promise<Check[]> {
  const out: Check[] = [];
  const add = (name: string, bad: string[], detail: string) =>
    out.push({ name, ok: bad.length === 0, detail, samples: bad.slice(0, 5) });

  // R1 on every run touched, from both sides (tickets and inventory).
  const service = serviceOn(db, model, () => serverNow);
  const runs = await db.sql.query<{ trainNumber: string; runDate: string; classCode: string }>(
    `select train_number as "trainNumber", run_date::text as "runDate", class_code as "classCode"
     from railway.occupancy order by 1, 2, 3`,
  );
  const twice: string[] = [];
  const over: string[] = [];
  const disagree: string[] = [];
  for (const key of runs) {
    for (const v of await runViolations(db.sql, service, key)) {
      const tagged = `${key.trainNumber} ${key.runDate} ${key.classCode}: ${v}`;
      if (/given twice|shared by|RAC slot/.test(v)) twice.push(tagged);
      else if (/confirmed of/.test(v)) over.push(tagged);
      else disagree.push(tagged);
    }
  }
  const live = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from railway.passengers p join railway.pnrs r on r.pnr = p.pnr
     where r.state in ('held', 'booked') and p.cancelled_at is null`,
  );
  add(
    "no berth assigned twice (run/coach/berth)",
    twice,
    `${runs.length} runs, ${live[0]?.n ?? 0} live passengers`,
  );
  add("confirmed ≤ capacity per quota", over, `${runs.length} runs`);
  add("tickets and inventory agree (each live passenger on the inventory once)", disagree, "");
  const dupNumbers = await db.sql.query<{ k: string; n: number }>(
    `select r.train_number || ' ' || r.run_date || ' ' || r.class_code || ' ' || p.booking_status as k,
            count(*)::int as n
     from railway.passengers p join railway.pnrs r on r.pnr = p.pnr
     where p.booking_status ~ '^([A-Z]{2})?WL [0-9]+$' or p.booking_status ~ '^RAC [0-9]+$'
     group by 1 having count(*) > 1`,
  );
  const wlIssued = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from railway.passengers
     where booking_status ~ '^([A-Z]{2})?WL [0-9]+$' or booking_status ~ '^RAC [0-9]+$'`,
  );
  add(
    "waitlist and RAC numbers unique per run",
    dupNumbers.map((d) => `${d.k} × ${d.n}`),
    `${wlIssued[0]?.n ?? 0} passengers booked onto RAC/waitlist; current lists hold each passenger once (above)`,
  );

  // Money (ADR 015): per order, captured − refunded = the ticket's amount if ticketed, else 0.
  const perOrder = await db.sql.query<{
    orderId: string;
    status: number;
    total: number;
    pnr: string | null;
    ticketPayment: string | null;
    captured: number;
    refunded: number;
    railState: string | null;
    railRef: string | null;
    ticketRef: string | null;
  }>(
    `select o.id as "orderId", o.status, o.total_paise::int as total, o.pnr,
            o.ticket_payment_id::text as "ticketPayment",
            coalesce((select sum(p.amount_paise) from partner.payments p
                      where p.order_id = o.id and p.status = 'captured'), 0)::int as captured,
            coalesce((select sum(r.amount_paise) from partner.refunds r where r.order_id = o.id), 0)::int as refunded,
            rp.state as "railState", rp.payment_reference as "railRef",
            (select p.reference from partner.payments p where p.id = o.ticket_payment_id) as "ticketRef"
     from partner.orders o left join railway.pnrs rp on rp.hold_id::text = o.hold_id
     where exists (select 1 from partner.payments p where p.order_id = o.id)`,
  );
  const offBalance: string[] = [];
  let ticketed = 0;
  let takenPaise = 0;
  for (const o of perOrder) {
    const ticket =
      TICKETED.includes(o.status) &&
      o.pnr !== null &&
      o.railState === "booked" &&
      o.ticketRef !== null &&
      o.railRef === o.ticketRef;
    if (ticket) ticketed++;
    const due = ticket ? o.total : 0;
    takenPaise += o.captured - o.refunded;
    if (o.captured - o.refunded !== due)
      offBalance.push(
        `order ${o.orderId} at ${o.status}: captured ${o.captured} − refunded ${o.refunded} ≠ ${due}${TICKETED.includes(o.status) && !ticket ? ` (railway ${o.railState}, paid by ${o.railRef}, ticket payment ${o.ticketRef})` : ""}`,
      );
  }
  add(
    "per order: captured − refunded = the ticket's amount if ticketed, 0 otherwise",
    offBalance,
    `${perOrder.length} orders with a payment, ${ticketed} ticketed (order 7, 8 or 18, PNR booked with its ticket payment's reference; cancellation refunds are their own check); ₹${(takenPaise / 100).toFixed(2)} taken in all`,
  );
  const byState = await db.sql.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from partner.payments group by status order by status",
  );
  const captured = await db.sql.query<{
    reference: string;
    orderId: string;
    refunds: number;
    ticket: boolean;
  }>(
    `select pay.reference, pay.order_id as "orderId",
            (select count(*) from partner.refunds r where r.payment_id = pay.id)::int as refunds,
            (o.ticket_payment_id = pay.id and o.status in ${TICKETED_SQL}) as ticket
     from partner.payments pay join partner.orders o on o.id = pay.order_id
     where pay.status = 'captured'`,
  );
  const capturedWrong = captured
    .filter((p) => !(p.ticket ? p.refunds === 0 : p.refunds === 1))
    .map(
      (p) => `order ${p.orderId} payment ${p.reference}: ticket ${p.ticket}, ${p.refunds} refunds`,
    );
  add(
    "every capture is its order's ticket payment (no refund) or refunded once",
    capturedWrong,
    `payments by state: ${byState.map((r) => `${r.status} ${r.n}`).join(", ")}; ${captured.filter((c) => !c.ticket).length} captures not a ticket's payment`,
  );
  const voidedWrong = await db.sql.query<{ reference: string; orderId: string; status: number }>(
    `select pay.reference, pay.order_id as "orderId", o.status from partner.payments pay
     join partner.orders o on o.id = pay.order_id
     where pay.status = 'voided' and (pay.captured_at is not null or pay.authorized_at is null
       or o.status in ${TICKETED_SQL} or exists (select 1 from partner.refunds r where r.payment_id = pay.id))`,
  );
  add(
    "voided holds never debited (never captured, never refunded, no ticket)",
    voidedWrong.map((v) => `order ${v.orderId} payment ${v.reference} at ${v.status}`),
    "",
  );
  // An open authorisation may remain only on an order at 5 still waiting for the railway password.
  const openHolds = await db.sql.query<{ reference: string; orderId: string; waiting: boolean }>(
    `select pay.reference, pay.order_id as "orderId",
            coalesce(o.status = 5 and rp.state = 'held' and rp.authorized_at is null
                     and rp.expires_at > $1, false) as waiting
     from partner.payments pay join partner.orders o on o.id = pay.order_id
     left join railway.pnrs rp on rp.hold_id::text = o.hold_id
     where pay.status = 'authorized'`,
    [serverNow],
  );
  add(
    "no authorisation left open but on an order waiting for its railway password",
    openHolds.filter((h) => !h.waiting).map((h) => `order ${h.orderId} payment ${h.reference}`),
    `${openHolds.length} open, each waiting for its traveller's railway password, hold not lapsed`,
  );
  const twiceCaptured = await db.sql.query<{ orderId: string; n: number }>(
    `select order_id as "orderId", count(*)::int as n from partner.payments
     where status = 'captured' group by order_id having count(*) > 1`,
  );
  const multi = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from (select order_id from partner.payments group by order_id having count(*) > 1) x`,
  );
  add(
    "no order paid twice (at most one captured payment an order)",
    twiceCaptured.map((r) => `order ${r.orderId}: ${r.n} captured payments`),
    `${multi[0]?.n ?? 0} orders had more than one payment (declined or timed out, then paid again)`,
  );
  const twiceOpen = await db.sql.query<{ orderId: string; n: number }>(
    `select order_id as "orderId", count(*)::int as n from partner.payments
     where status in ('pending', 'authorized') group by order_id having count(*) > 1`,
  );
  add(
    "one open payment an order, double clicks included",
    [...twiceOpen.map((r) => `order ${r.orderId}: ${r.n} open payments`), ...doubles.split],
    `${doubles.clicks} double clicks: ${doubles.checkouts} checkouts answered ${doubles.references} references (${doubles.conflicts} × 409), ${doubles.pays} pays of them (${doubles.refusedPays} refused 409)`,
  );
  const freeTickets = await db.sql.query<{ pnr: string; orderId: string; status: number }>(
    `select rp.pnr, o.id as "orderId", o.status from railway.pnrs rp
     join partner.orders o on o.id = rp.idempotency_key
     where rp.state = 'booked' and (o.status not in ${TICKETED_SQL} or o.pnr is distinct from rp.pnr
       or not exists (select 1 from partner.payments pay where pay.order_id = o.id
                      and pay.status = 'captured' and pay.reference = rp.payment_reference))`,
  );
  const booked = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from railway.pnrs where state = 'booked'`,
  );
  add(
    "no ticket without its order and payment (railway booked ⇒ order 7, 8 or 18, same PNR, captured)",
    freeTickets.map((r) => `PNR ${r.pnr} of order ${r.orderId} at ${r.status}`),
    `${booked[0]?.n ?? 0} booked PNRs`,
  );
  const strayRefunds = await db.sql.query<{ id: number }>(
    `select r.id from partner.refunds r join partner.payments p on p.id = r.payment_id
     where p.status <> 'captured' or r.order_id <> p.order_id`,
  );
  add(
    "refunds only of captured payments",
    strayRefunds.map((r) => `refund ${r.id}`),
    "",
  );
  const failedUntold = await db.sql.query<{ id: string; n: number }>(
    `select o.id, (select count(*) from partner.outbox_messages m
                   where m.purpose = 'booking_failed' and m.body like '%' || o.id || '%')::int as n
     from partner.orders o where o.status = 6`,
  );
  add(
    "every failed booking told once by SMS and once by e-mail",
    failedUntold.filter((f) => f.n !== 2).map((f) => `order ${f.id}: ${f.n} messages`),
    `${failedUntold.length} orders at 6 Booking Failed`,
  );

  // Nothing left half-way.
  const byStatus = await db.sql.query<{ status: number; n: number }>(
    "select status, count(*)::int as n from partner.orders group by status order by status",
  );
  // At 5, only a paid order whose traveller has not yet typed the railway password while
  // the hold lasts may wait (ADR 011 "As built"); every other one is the reconciler's.
  const at5 = await db.sql.query<{ id: string; waiting: boolean }>(
    `select o.id, coalesce(p.state = 'held' and p.authorized_at is null and p.expires_at > $1, false) as waiting
     from partner.orders o left join railway.pnrs p on p.hold_id::text = o.hold_id
     where o.status = 5`,
    [serverNow],
  );
  const stuck5 = at5.filter((r) => !r.waiting);
  add(
    "no order left at 5 Booking Pending that the reconciler could finish",
    stuck5.map((r) => `order ${r.id}`),
    `orders by status: ${byStatus.map((r) => `${r.status}: ${r.n}`).join(", ")}; ${at5.length - stuck5.length} at 5 still waiting for the traveller's railway password, hold not lapsed (fine)`,
  );
  const at1 = await db.sql.query<{ id: string; lapsed: boolean }>(
    `select o.id, coalesce((select max(p.expires_at) from partner.payments p where p.order_id = o.id
                            and p.status = 'pending') <= $1, true) as lapsed
     from partner.orders o where o.status = 1`,
    [serverNow],
  );
  const lapsed1 = at1.filter((r) => r.lapsed);
  add(
    "no order at 1 Payment Processing past its payment window",
    lapsed1.map((r) => `order ${r.id}`),
    `${at1.length - lapsed1.length} orders at 1 still inside their 600 s window (fine: the traveller may still pay)`,
  );

  // What the clients were told stays true.
  const seenBooked = [...orders.values()].filter((o) => o.pnr);
  const seenAuthorized = [...orders.values()].filter((o) => o.authorized);
  const dbOrders = await db.sql.query<{ id: string; status: number; pnr: string | null }>(
    "select id, status, pnr from partner.orders where id = any($1)",
    [seenBooked.map((o) => o.id)],
  );
  const dbById = new Map(dbOrders.map((o) => [o.id, o]));
  add(
    "every ticket a client was shown is still its order's, same PNR (booked, or cancelled since by its traveller)",
    seenBooked
      .filter(
        (o) => !TICKETED.includes(dbById.get(o.id)?.status ?? 0) || dbById.get(o.id)?.pnr !== o.pnr,
      )
      .map(
        (o) => `order ${o.id}: client saw ${o.pnr}, database ${JSON.stringify(dbById.get(o.id))}`,
      ),
    `${seenBooked.length} tickets shown`,
  );
  const settledRefs = await db.sql.query<{ reference: string; status: string }>(
    "select reference, status from partner.payments where reference = any($1)",
    [seenAuthorized.map((o) => o.authorized)],
  );
  const stateOf = new Map(settledRefs.map((r) => [r.reference, r.status]));
  add(
    "every payment a client was told was authorised ended captured, voided or still held",
    seenAuthorized
      .filter(
        (o) =>
          !["captured", "voided", "authorized"].includes(stateOf.get(o.authorized as string) ?? ""),
      )
      .map((o) => `order ${o.id} payment ${o.authorized}: ${stateOf.get(o.authorized as string)}`),
    `${seenAuthorized.length} authorisations answered to clients`,
  );

  // One e-ticket (one email, one SMS) per ticket.
  const sent = await db.sql.query<{ pnr: string; channel: string; n: number }>(
    `select substring(body from '(?:^|\n)PNR ([0-9]{10})') as pnr, channel, count(*)::int as n
     from partner.outbox_messages where purpose = 'e_ticket' group by 1, 2`,
  );
  const sentBy = new Map(sent.map((s) => [`${s.pnr}/${s.channel}`, s.n]));
  const ticketOrders = await db.sql.query<{ id: string; pnr: string }>(
    `select id, pnr from partner.orders where status in ${TICKETED_SQL}`,
  );
  const ticketPnrs = new Set(ticketOrders.map((t) => t.pnr));
  const wrongMail = ticketOrders
    .filter((t) => sentBy.get(`${t.pnr}/email`) !== 1 || sentBy.get(`${t.pnr}/sms`) !== 1)
    .map(
      (t) =>
        `order ${t.id} PNR ${t.pnr}: ${sentBy.get(`${t.pnr}/email`) ?? 0} emails, ${sentBy.get(`${t.pnr}/sms`) ?? 0} SMS`,
    );
  for (const s of sent)
    if (!ticketPnrs.has(s.pnr)) wrongMail.push(`e-ticket for PNR ${s.pnr} with no ticket`);
  add("one e-ticket (email + SMS) per ticket, none without one", wrongMail, "");

  // Cancellations (issue 18): each ends cancelled or failed; the order never refunds more than
  // was paid; the railway and Safar agree on what the railway gave back; one claim a passenger.
  const cx = await db.sql.query<{
    orderId: string;
    pnr: string | null;
    open: number;
    done: number;
    refunded: number;
    railwaySide: number;
    ours: number;
    paid: number;
    claims: number;
    claimed: number;
  }>(
    `select o.id as "orderId", o.pnr,
       (select count(*) from partner.cancellations c where c.order_id = o.id and c.status = 'requested')::int as open,
       (select count(*) from partner.cancellations c where c.order_id = o.id and c.status = 'cancelled')::int as done,
       coalesce((select sum(c.refund_paise) from partner.cancellations c
                 where c.order_id = o.id and c.status = 'cancelled'), 0)::int as refunded,
       coalesce((select sum(rc.refund) from railway.cancellations rc where rc.pnr = o.pnr and rc.kind = 'user'), 0)::int as "railwaySide",
       coalesce((select sum(c.railway_refund_paise) from partner.cancellations c
                 where c.order_id = o.id and c.status = 'cancelled'), 0)::int as ours,
       coalesce((select p.amount_paise from partner.payments p where p.id = o.ticket_payment_id), 0)::int as paid,
       (select count(*) from partner.cancelled_passengers cp where cp.order_id = o.id)::int as claims,
       coalesce((select sum(jsonb_array_length(c.passenger_numbers)) from partner.cancellations c
                 where c.order_id = o.id and c.status <> 'failed'), 0)::int as claimed
     from partner.orders o
     where exists (select 1 from partner.cancellations c where c.order_id = o.id)`,
  );
  add(
    "cancellations: none left requested; refunds ≤ paid; railway and Safar agree; one claim a passenger",
    cx.flatMap((c) => [
      ...(c.open > 0 ? [`order ${c.orderId}: ${c.open} cancellation(s) still requested`] : []),
      ...(c.refunded > c.paid
        ? [`order ${c.orderId}: refunded ${c.refunded} > paid ${c.paid}`]
        : []),
      ...(c.railwaySide !== c.ours
        ? [
            `order ${c.orderId} PNR ${c.pnr}: railway refunded ${c.railwaySide}, Safar recorded ${c.ours}`,
          ]
        : []),
      ...(c.claims !== c.claimed
        ? [`order ${c.orderId}: ${c.claims} passengers claimed, cancellations name ${c.claimed}`]
        : []),
    ]),
    `${cx.length} orders with cancellations, ${cx.reduce((n, c) => n + c.done, 0)} cancelled, ₹${(cx.reduce((n, c) => n + c.refunded, 0) / 100).toFixed(2)} refunded`,
  );

  // TDRs (issue 18 item 5): every claim decided once, in a gapless order, and recorded once by
  // Safar with the railway's refund; never a passenger refunded twice; refunds ≤ paid; told once.
  const tdrs = await db.sql.query<{
    id: number;
    pnr: string;
    status: string;
    refund: number | null;
    decided: boolean;
    recorded: number | null;
    recordedSeq: number | null;
    seq: number | null;
    orderPnr: string | null;
  }>(
    `select t.id, t.pnr, t.status, t.refund, t.decided_at is not null as decided,
            r.refund_paise::int as recorded, r.decision_seq as "recordedSeq", t.decision_seq as seq,
            o.pnr as "orderPnr"
     from railway.tdrs t left join partner.tdr_refunds r on r.railway_tdr_id = t.id
     left join partner.orders o on o.id = r.order_id`,
  );
  const strayTdrRefunds = await db.sql.query<{ id: number }>(
    `select r.railway_tdr_id as id from partner.tdr_refunds r
     where not exists (select 1 from railway.tdrs t where t.id = r.railway_tdr_id
                       and t.decision_seq = r.decision_seq and t.decided_at is not null)`,
  );
  const seqs = tdrs
    .map((t) => t.seq)
    .filter((q): q is number => q !== null)
    .sort((a, b) => a - b);
  add(
    "TDRs: every claim decided once, in a gapless order, and recorded once by Safar with the railway's refund",
    [
      ...tdrs.flatMap((t) =>
        !t.decided
          ? [`TDR ${t.id} of PNR ${t.pnr}: not decided`]
          : t.recorded === null
            ? [
                `TDR ${t.id} of PNR ${t.pnr}: decided ${t.status} ${t.refund}, not recorded by Safar`,
              ]
            : t.recorded !== t.refund || t.recordedSeq !== t.seq || t.orderPnr !== t.pnr
              ? [
                  `TDR ${t.id} of PNR ${t.pnr}: railway ${t.refund} (decision ${t.seq}), Safar ${t.recorded} (decision ${t.recordedSeq}, order's PNR ${t.orderPnr})`,
                ]
              : [],
      ),
      ...strayTdrRefunds.map((r) => `Safar recorded TDR ${r.id}, which the railway never decided`),
      ...(seqs.some((q, i) => q !== i + 1)
        ? [`decision order not 1…${seqs.length}: ${seqs.slice(0, 10).join(", ")}…`]
        : []),
    ],
    `${tdrs.length} claims, ${tdrs.filter((t) => t.status === "refunded").length} refunded (₹${(tdrs.reduce((n, t) => n + (t.refund ?? 0), 0) / 100).toFixed(2)}), ${tdrs.filter((t) => t.status === "rejected").length} rejected`,
  );
  const twiceRailway = await db.sql.query<{ pnr: string; n: number; why: string }>(
    `select t.pnr, c.num::int as n, 'cancelled and in a TDR ' || t.status as why
     from railway.tdrs t, unnest(t.passenger_numbers) as c(num)
     where t.status <> 'rejected' and exists (select 1 from railway.passengers p
       where p.pnr = t.pnr and p.n = c.num and p.cancelled_at is not null)
     union all
     select t.pnr, c.num::int, count(*) || ' TDRs' from railway.tdrs t, unnest(t.passenger_numbers) as c(num)
     group by t.pnr, c.num having count(*) > 1`,
  );
  const twicePartner = await db.sql.query<{ orderId: string; n: number }>(
    `select r.order_id as "orderId", x.num::int as n
     from partner.tdr_refunds r, jsonb_array_elements_text(r.passenger_numbers) as x(num)
     where r.refund_paise > 0 and exists (
       select 1 from partner.cancelled_passengers cp
       join partner.cancellations c on c.id = cp.cancellation_id
       where cp.order_id = r.order_id and cp.passenger_number = x.num::int and c.status = 'cancelled')`,
  );
  const inClaims = await db.sql.query<{ n: number }>(
    "select coalesce(sum(cardinality(passenger_numbers)), 0)::int as n from railway.tdrs",
  );
  add(
    "never two refunds for one passenger (cancelled, or in one TDR the railway did not reject)",
    [
      ...twiceRailway.map((r) => `PNR ${r.pnr} passenger ${r.n}: ${r.why}`),
      ...twicePartner.map(
        (r) => `order ${r.orderId} passenger ${r.n}: cancelled and refunded by a TDR`,
      ),
    ],
    `${inClaims[0]?.n ?? 0} passengers claimed in TDRs`,
  );
  const givenBack = await db.sql.query<{
    orderId: string;
    captured: number;
    payments: number;
    cancellations: number;
    tdrs: number;
  }>(
    `select o.id as "orderId",
       coalesce((select sum(p.amount_paise) from partner.payments p
                 where p.order_id = o.id and p.status = 'captured'), 0)::int as captured,
       coalesce((select sum(r.amount_paise) from partner.refunds r where r.order_id = o.id), 0)::int as payments,
       coalesce((select sum(c.refund_paise) from partner.cancellations c
                 where c.order_id = o.id and c.status = 'cancelled'), 0)::int as cancellations,
       coalesce((select sum(t.refund_paise) from partner.tdr_refunds t where t.order_id = o.id), 0)::int as tdrs
     from partner.orders o
     where exists (select 1 from partner.payments p where p.order_id = o.id and p.status = 'captured')`,
  );
  add(
    "per order: refunds of every kind (payment, cancellations, TDRs) ≤ what was captured",
    givenBack
      .filter((o) => o.payments + o.cancellations + o.tdrs > o.captured)
      .map(
        (o) =>
          `order ${o.orderId}: captured ${o.captured} < payment refunds ${o.payments} + cancellations ${o.cancellations} + TDRs ${o.tdrs}`,
      ),
    `${givenBack.filter((o) => o.tdrs > 0).length} orders refunded by a TDR, ${givenBack.filter((o) => o.tdrs > 0 && o.cancellations > 0).length} of them also by a cancellation`,
  );
  const tdrTold = await db.sql.query<{ orderId: string; rows: number; sms: number; email: number }>(
    `select o.id as "orderId", count(*)::int as rows,
       (select count(*) from partner.outbox_messages m where m.channel = 'sms'
          and m.purpose in ('tdr_refunded', 'tdr_rejected') and m.body like '%PNR ' || o.pnr || '%')::int as sms,
       (select count(*) from partner.outbox_messages m where m.channel = 'email'
          and m.purpose in ('tdr_refunded', 'tdr_rejected') and m.body like '%PNR ' || o.pnr || '%')::int as email
     from partner.tdr_refunds r join partner.orders o on o.id = r.order_id group by o.id, o.pnr`,
  );
  add(
    "every TDR decision told once by SMS and once by e-mail",
    tdrTold
      .filter((t) => t.sms !== t.rows || t.email !== t.rows)
      .map((t) => `order ${t.orderId}: ${t.rows} decisions, ${t.sms} SMS, ${t.email} e-mails`),
    `${tdrTold.reduce((n, t) => n + t.rows, 0)} decisions on ${tdrTold.length} orders`,
  );

  // Wallets: balance = opening − wallet captures + wallet refunds; held = open wallet authorisations.
  const wallets = await db.sql.query<{
    userId: string;
    balance: number | null;
    held: number | null;
    debits: number;
    credits: number;
    holds: number;
  }>(
    `select u.id as "userId", w.balance_paise::int as balance, w.held_paise::int as held,
       coalesce((select sum(p.amount_paise) from partner.payments p join partner.orders o on o.id = p.order_id
                 where o.user_id = u.id and p.status = 'captured' and p.method = 'wallet'), 0)::int as debits,
       (coalesce((select sum(r.amount_paise) from partner.refunds r join partner.payments p on p.id = r.payment_id
                 join partner.orders o on o.id = p.order_id
                 where o.user_id = u.id and p.method = 'wallet'), 0)
        + coalesce((select sum(c.refund_paise) from partner.cancellations c join partner.orders o on o.id = c.order_id
                 where o.user_id = u.id and c.status = 'cancelled' and c.method = 'wallet'
                   and c.credited_at is not null), 0)
        + coalesce((select sum(t.refund_paise) from partner.tdr_refunds t join partner.orders o on o.id = t.order_id
                 where o.user_id = u.id and t.method = 'wallet' and t.credited_at is not null), 0))::int as credits,
       coalesce((select sum(p.amount_paise) from partner.payments p join partner.orders o on o.id = p.order_id
                 where o.user_id = u.id and p.status = 'authorized' and p.method = 'wallet'), 0)::int as holds
     from partner.users u left join partner.wallets w on w.user_id = u.id`,
  );
  const wrongWallet = wallets
    .filter((w) =>
      w.balance === null
        ? w.debits !== 0 || w.holds !== 0
        : w.balance !== INITIAL_WALLET_PAISE - w.debits + w.credits || w.held !== w.holds,
    )
    .map(
      (w) =>
        `user ${w.userId}: balance ${w.balance}, expected ${INITIAL_WALLET_PAISE} − ${w.debits} + ${w.credits}; held ${w.held}, open authorisations ${w.holds}`,
    );
  const walletPaid = wallets.reduce((s, w) => s + w.debits, 0);
  const voidedWallet = await db.sql.query<{ n: number; paise: number }>(
    `select count(*)::int as n, coalesce(sum(amount_paise), 0)::int as paise from partner.payments
     where status = 'voided' and method = 'wallet'`,
  );
  add(
    "wallets: balance = opening − wallet captures + wallet refunds (cancellations and TDRs included); held = open wallet authorisations",
    wrongWallet,
    `${wallets.filter((w) => w.balance !== null).length} wallets, ₹${(walletPaid / 100).toFixed(2)} taken by wallet; ${voidedWallet[0]?.n ?? 0} wallet holds voided (₹${((voidedWallet[0]?.paise ?? 0) / 100).toFixed(2)}), none of it taken`,
  );
  return out;
}

// ── Main ─────────────────────────────────────────────────────────────────────

function loadModel() {
  return loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR).then(({ network }) =>
    buildNetworkReadModel(network),
  );
}

async function throwAwayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    // The caller's database: kept.
    return { url: process.env.DATABASE_URL, drop: () => Promise.resolve() };
  }
  const admin = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `safar_crash_${process.pid}_${Date.now().toString(36)}`;
  const db = await createDatabase({ url: admin, poolSize: 1 });
  await db.sql.query(`create database ${name}`);
  await db.close();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await createDatabase({ url: admin, poolSize: 1 });
      await again.sql.query(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}

/** `--check-only`: the checks alone, on the database at DATABASE_URL (no server, no clients). */
async function checkOnly(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("--check-only needs DATABASE_URL");
  const db = await createDatabase({ url, poolSize: 2 });
  try {
    const results = await checks(db, await loadModel(), new Date());
    for (const c of results) {
      console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.name}${c.detail ? ` — ${c.detail}` : ""}`);
      for (const s of c.samples) console.log(`        ${s}`);
    }
    const failed = results.some((c) => !c.ok);
    console.log(`R2 checks: ${failed ? "FAIL" : "PASS"}`);
    if (failed) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "safar-crash-"));
  const logFile = path.join(dir, "server.log");
  logFd = openSync(logFile, "a");
  const model = await loadModel();
  const hotClass = hottestClass(model);
  const train = hotClass.trains[0];
  if (!train) throw new Error("no hot train");
  const hot: Hot = {
    trainNumber: train.number,
    from: train.from,
    to: train.to,
    classCode: hotClass.classCode,
    firstDate: addDays(istDate(new Date()), HOT_DAYS_AHEAD),
    dateIndex: 0,
  };
  const database = await throwAwayDatabase();
  const env: Record<string, string> = Object.fromEntries(
    Object.entries({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, "data"),
      LOG_LEVEL: "warn",
      PREDICTION_WARMUP: "0",
      PAGE_CACHE: "off",
      SESSION_SECRET,
      WEB_CONCURRENCY: String(PROCESSES),
      // The outbox answers this machine only (ADR 014): read without X-Forwarded-For.
      OUTBOX_PAGE: "local",
      DEV_CLOCK: "on",
      // No pages are requested: the API and the railway's pages need no web build.
      WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "build-crash-none",
    }).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const db = await createDatabase({
    url: database.url,
    poolSize: 2,
    onIdleConnectionError: () => {
      // the bench's own idle connections may be cut when the database is dropped
    },
  });
  console.log(
    `R2 crash: ${ROUNDS} rounds, ${CLIENTS} clients, seed ${SEED}, kill at ${KILL_FROM_S}–${KILL_TO_S} s of each storm; port ${PORT}`,
  );
  console.log(
    `database ${new URL(database.url).pathname.slice(1)} (${process.env.DATABASE_URL ? "DATABASE_URL" : "throw-away"}); network ${process.env.RAILWAY_DATA_DIR ?? "demo"}; hot run ${hot.trainNumber} ${hot.from}→${hot.to} class ${hot.classCode} (${hotClass.capacity} berths, ${hotClass.gnPlaces} GN bookings before REGRET) from ${hot.firstDate}; server log ${logFile}`,
  );
  console.log(machineLine());

  let failed = false;
  const failures: string[] = [];
  let serverNow = new Date();
  const deadline = started + MAX_MINUTES * 60_000;
  try {
    const startMs = await startServer(env);
    console.log(
      `server up in ${(startMs / 1000).toFixed(1)} s (pid ${child?.pid}: ${commandLine(child?.pid ?? 0)})`,
    );
    const clients: Client[] = Array.from({ length: CLIENTS }, (_, n) => ({
      n,
      account: null,
      formCookie: null,
      rng: seededRandom(SEED * 1000 + n),
      phase: "setup",
    }));
    const tSetup = performance.now();
    await Promise.all(clients.map((c) => railwayIdFor(c)));
    console.log(
      `setup: ${CLIENTS} travellers signed in by OTP, each with a railway user ID, in ${secondsSince(tSetup)} s`,
    );
    // TDRs: tickets on an earlier run of the hot train, then the clock past its arrival.
    const tTdr = performance.now();
    const tdrDate = addDays(istDate(new Date()), TDR_DAYS_AHEAD);
    const tdrJourney = journeyOf({ ...hot, firstDate: tdrDate }, 0);
    const tdrSetupErrors: string[] = [];
    await Promise.all(
      clients.map((c) =>
        bookTdrTicket(c, tdrJourney).catch((error: unknown) => {
          tdrSetupErrors.push(error instanceof Refused ? error.code : (error as Error).message);
        }),
      ),
    );
    const tdrRun = simulateRun(train, tdrDate);
    const tdrLeft = tdrRun.stops[0]?.expectedDeparture as Date;
    const tdrArrived = tdrRun.stops.at(-1)?.expectedArrival as Date;
    tdrCertificateAt = new Date(tdrLeft.getTime() + 30 * 60_000).toISOString();
    await syncServerClock({ now: new Date(tdrArrived.getTime() + 3_600_000).toISOString() });
    tdrOpen = tdrTickets.length > 0;
    const tdrCancelled = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from partner.cancellations where order_id = any($1) and status = 'cancelled'`,
      [tdrTickets.map((o) => o.id)],
    );
    console.log(
      `TDR setup: ${tdrTickets.length} tickets booked on ${train.number} of ${tdrDate} (${tdrCancelled[0]?.n ?? 0} then cancelled in part)${tdrSetupErrors.length ? `, ${tdrSetupErrors.length} not (${tdrSetupErrors.slice(0, 3).join(", ")})` : ""}, in ${secondsSince(tTdr)} s; server clock set to ${serverTime().toISOString()}, an hour after that run's arrival; TDRs filed in rounds 1–${TDR_ROUND}, then the clock moves ${TDR_JUMP_DAYS} days on`,
    );
    // A second railway process on the same database: decides claims beside the server's jobs.
    const decider: ReservationService = serviceOn(db, model, serverTime);
    let benchDecided = 0;
    const totals = { attempted: 0, completed: 0, interrupted: 0, reconciled: 0, resumed: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      if (performance.now() > deadline) {
        failures.push(`stopped at round ${round}: over --max-minutes ${MAX_MINUTES}`);
        break;
      }
      const killAt = (KILL_FROM_S + random() * (KILL_TO_S - KILL_FROM_S)) * 1000;
      const pid = child?.pid;
      // After the jump, claims are decided during the storm, a few at a time.
      let storming = true;
      let decidedNow = 0;
      const deciding = (async () => {
        while (storming && round > TDR_ROUND) {
          decidedNow += await decider.decideDueTdrs(DECIDE_BATCH);
          await sleep(400);
        }
      })();
      const stormed = await storm(clients, hot, killAt).finally(() => {
        storming = false;
      });
      await deciding;
      benchDecided += decidedNow;
      const { stats, killedAt } = stormed;
      // The server is dead: what it left behind.
      const pending = await pendingOrders(db);
      const mustMove = pending.filter(finishable).map((p) => p.id);
      const restartMs = await startServer(env);
      // The reconciler runs at start; the clients are idle until it is done.
      const tWait = performance.now();
      let left = mustMove;
      while (left.length > 0 && performance.now() - tWait < RECONCILE_TIMEOUT_MS) {
        const now = await statusOf(db, left);
        left = left.filter((id) => now.get(id) === 5);
        if (left.length > 0) await sleep(100);
      }
      const waited = performance.now() - tWait;
      const moved = await statusOf(db, mustMove);
      const to7 = mustMove.filter((id) => moved.get(id) === 7).length;
      const to6 = mustMove.filter((id) => moved.get(id) === 6).length;
      if (left.length > 0) {
        failures.push(
          `round ${round}: the reconciler left ${left.length} paid, authorised orders at 5 after ${RECONCILE_TIMEOUT_MS / 1000} s: ${left.slice(0, 5).join(", ")}`,
        );
      }
      // The interrupted travellers come back; half of them give up instead.
      const back: Order[] = [];
      let abandoned = 0;
      for (const o of stats.interruptedOrders) {
        if (random() < 0.5) back.push(o);
        else abandoned++;
      }
      const ends = await Promise.all(
        back.map((o) =>
          resume(o).catch((error: unknown) =>
            error instanceof Refused ? `${error.code}` : `error ${(error as Error).message}`,
          ),
        ),
      );
      const resumed7 = ends.filter((e) => e === 7).length;
      const resumeOther = new Map<string, number>();
      for (const e of ends)
        if (e !== 7) resumeOther.set(String(e), (resumeOther.get(String(e)) ?? 0) + 1);
      const interrupted = [...stats.interrupted.values()].reduce((a, b) => a + b, 0);
      totals.attempted += stats.attempted;
      totals.completed += stats.completed;
      totals.interrupted += interrupted;
      totals.reconciled += mustMove.length;
      totals.resumed += back.length;
      const refused = [...stats.refused].map(([k, v]) => `${k} ${v}`).join(", ");
      console.log(
        `round ${String(round).padStart(2)}: attempted ${stats.attempted}, completed ${stats.completed}, cancels ${stats.cancels} (${stats.cancelRequests} requests), failed ${[...stats.refused.values()].reduce((a, b) => a + b, 0)}${refused ? ` (${refused})` : ""}, interrupted ${interrupted} (${[
          ...stats.interrupted,
        ]
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ", ",
          )}); kill -9 of ${PROCESSES > 1 ? `process group ${pid} (${PROCESSES} server processes)` : `pid ${pid}`} at ${(killedAt / 1000).toFixed(2)} s; then ${pending.length} orders at 5 (${mustMove.length} authorised, ${pending.length - mustMove.length} waiting for the railway password); restart ${(restartMs / 1000).toFixed(1)} s; reconciled ${mustMove.length} (→7 ${to7}, →6 ${to6}) in ${(waited / 1000).toFixed(2)} s; resumed ${back.length} (→7 ${resumed7}${resumeOther.size ? `; ${[...resumeOther].map(([k, v]) => `${k} ${v}`).join(", ")}` : ""}), abandoned ${abandoned}; date +${hot.dateIndex}; TDR forms ${stats.tdrRequests} (${stats.tdrFiled} filed), ${decidedNow} decided by the bench's railway process; ${await tdrLine(db)}`,
      );
      if (round === TDR_ROUND) {
        // The railway's review of every claim filed ends; sessions (30 days) end too.
        tdrOpen = false;
        await syncServerClock({ advanceMinutes: TDR_JUMP_DAYS * 24 * 60 });
        for (const c of clients) c.account = null;
        console.log(
          `TDR review: server clock +${TDR_JUMP_DAYS} days to ${serverTime().toISOString()}; the travellers sign in again (sessions last 30 days)`,
        );
      }
    }
    // Every claim is due: the bench's railway process decides what is left; the reconciler pays.
    const lastDecided = await decider.decideDueTdrs(100_000);
    benchDecided += lastDecided;
    console.log(
      `TDRs after the storms: ${lastDecided} more decided by the bench's railway process (${benchDecided} in all by it, the rest by the server's jobs); ${await tdrLine(db)}`,
    );
    console.log(
      `storms: ${totals.attempted} bookings attempted, ${totals.completed} completed in the storm, ${totals.interrupted} interrupted by a kill, ${totals.reconciled} finished by the reconciler after a restart, ${totals.resumed} carried on by their traveller`,
    );
    if (LAPSE) {
      // Abandoned orders: the payment windows and the railway's holds run out.
      const waiting = (await pendingOrders(db)).map((p) => p.id);
      const unpaid = (
        await db.sql.query<{ orderId: string }>(
          `select order_id as "orderId" from partner.payments where status = 'pending'`,
        )
      ).map((p) => p.orderId);
      serverNow = await syncServerClock({ advanceMinutes: LAPSE_MINUTES });
      const tLapse = performance.now();
      let state = { at5: -1, lapsedPending: -1, lapsedHeld: -1, requested: -1, unpaidTdrs: -1 };
      while (performance.now() - tLapse < LAPSE_TIMEOUT_MS) {
        const [a, b, c, e, d] = await Promise.all([
          db.sql.query<{ n: number }>(
            "select count(*)::int as n from partner.orders where status = 5",
          ),
          db.sql.query<{ n: number }>(
            "select count(*)::int as n from partner.payments where status = 'pending' and expires_at <= $1",
            [serverNow],
          ),
          db.sql.query<{ n: number }>(
            "select count(*)::int as n from railway.pnrs where state = 'held' and expires_at <= $1",
            [serverNow],
          ),
          // Cancellations a kill left requested: the minute pass resumes them (before the TDRs).
          db.sql.query<{ n: number }>(
            "select count(*)::int as n from partner.cancellations where status = 'requested'",
          ),
          db.sql.query<{ n: number }>(UNPAID_TDRS_SQL),
        ]);
        state = {
          at5: a[0]?.n ?? -1,
          lapsedPending: b[0]?.n ?? -1,
          lapsedHeld: c[0]?.n ?? -1,
          requested: e[0]?.n ?? -1,
          unpaidTdrs: d[0]?.n ?? -1,
        };
        if (
          state.at5 === 0 &&
          state.lapsedPending === 0 &&
          state.lapsedHeld === 0 &&
          state.requested === 0 &&
          state.unpaidTdrs === 0
        )
          break;
        await sleep(1000);
      }
      const after5 = await statusOf(db, waiting);
      const after1 = await statusOf(db, unpaid);
      const count = (m: Map<string, number>, status: number) =>
        [...m.values()].filter((v) => v === status).length;
      console.log(
        `lapse: server clock +${LAPSE_MINUTES} min; ${waiting.length} authorised orders were waiting at 5 for their traveller's railway password, ${unpaid.length} orders had an unpaid payment open; after ${secondsSince(tLapse)} s (the reconciler's minute pass): voided ${count(after5, 6)}, booked ${count(after5, 7)}; payments expired (order → 2) ${count(after1, 2)}; left: ${state.at5} orders at 5, ${state.lapsedPending} lapsed payments pending, ${state.lapsedHeld} lapsed holds held, ${state.requested} cancellations requested, ${state.unpaidTdrs} TDR decisions not yet paid; ${await tdrLine(db)}`,
      );
    } else {
      // The TDR decisions are paid by the reconciler's minute pass.
      const tPay = performance.now();
      while (performance.now() - tPay < LAPSE_TIMEOUT_MS) {
        const [left] = await db.sql.query<{ n: number }>(UNPAID_TDRS_SQL);
        if (left?.n === 0) break;
        await sleep(1000);
      }
      console.log(`TDR payout after ${secondsSince(tPay)} s: ${await tdrLine(db)}`);
    }
    serverNow = await syncServerClock();
    await stopServer("SIGTERM");
    const results = await checks(db, model, serverNow);
    console.log("");
    for (const c of results) {
      console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.name}${c.detail ? ` — ${c.detail}` : ""}`);
      for (const s of c.samples) console.log(`        ${s}`);
      if (!c.ok) failed = true;
    }
    if (unexpectedExits > 0) failures.push(`the server exited by itself ${unexpectedExits} times`);
    console.log(
      `INFO  ${counters.requests} requests, ${counters.status5xx} answered 5xx${counters.samples5xx.length ? `: ${counters.samples5xx.join(" | ")}` : ""}`,
    );
  } catch (error) {
    failures.push(`the bench stopped: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await stopServer("SIGKILL").catch(() => undefined);
    await db.close();
    closeSync(logFd);
  }
  for (const f of failures) console.log(`FAIL  ${f}`);
  if (failures.length > 0) failed = true;
  console.log(machineLine());
  console.log(
    `R2: ${failed ? "FAIL" : "PASS"} (${ROUNDS} kills, ${PROCESSES} server process${PROCESSES > 1 ? "es" : ""}, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (flag("keep") || failed) {
    console.log(
      `kept: server log ${logFile}; database ${database.url}${process.env.DATABASE_URL ? "" : " (drop it when done)"}`,
    );
  } else {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (flag("check-only")) await checkOnly();
else await main();
