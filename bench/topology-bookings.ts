/**
 * Bookings through the balancer (ADR 032): against a running
 * `scripts/topology.sh` (its `TOPOLOGY_DIR/topology.env`), `--clients`
 * travellers book the hot run (the largest class of the daily trains, 55 days
 * ahead; the next date when it answers REGRET) for `--seconds`, every request
 * through HAProxy, which spreads them round robin over the processes: sign-in
 * by OTP (the OTP read on one app port directly, as the outbox answers only
 * requests that came through no proxy), a railway user ID on the railway's
 * page, verify → checkout → pay (UPI) → the railway password → complete.
 * Then, on the primary: no berth given twice and each live passenger on the
 * inventory once (R1, `runViolations`), every completed order has its PNR
 * booked, and no PNR belongs to two orders.
 *
 *   scripts/topology.sh --processes 2 && node bench/topology-bookings.ts [--clients 12] [--seconds 40]
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@safar/db/client";
import { addDays, istDate } from "@safar/domain/ist";
import { runViolations } from "@safar/railway/booking/invariants";
import { serviceOn } from "@safar/railway/booking/test-support";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { buildNetworkReadModel } from "@safar/railway/network-gateway";
import { arg, hottestClass } from "./booking.ts";
import { hiddenField } from "./railway-form.ts";

const DIR = process.env.TOPOLOGY_DIR ?? path.join(os.tmpdir(), "safar-topology");
const env = Object.fromEntries(
  readFileSync(path.join(DIR, "topology.env"), "utf8")
    .split("\n")
    .filter((l) => l.includes("="))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
) as Record<string, string>;
const BASE = env.SAFAR_URL as string;
const DIRECT = `http://127.0.0.1:${(env.APP_PORTS as string).split(",")[0]}`;
const CLIENTS = Number(arg("clients", "12"));
const SECONDS = Number(arg("seconds", "40"));
const PASSWORD = "Safar2026x";

type Answer = { status: number; text: string; headers: Headers };
async function http(
  method: "GET" | "POST",
  url: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  base = BASE,
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
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}
async function api<T>(
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  json?: unknown,
  base = BASE,
): Promise<T> {
  const res = await http(method, url, { headers, ...(json !== undefined ? { json } : {}) }, base);
  if (res.status < 200 || res.status >= 300) {
    let code = `http_${res.status}`;
    try {
      code = (JSON.parse(res.text) as { error?: { code?: string } }).error?.code ?? code;
    } catch {
      // not JSON
    }
    throw new Error(code);
  }
  return JSON.parse(res.text) as T;
}
const cookieValue = (headers: Headers, name: string) => {
  for (const c of headers.getSetCookie()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1] ?? null;
  }
  return null;
};

let seq = 0;
interface Traveller {
  headers: Record<string, string>;
  mobile: string;
  email: string;
  railwayId: string;
  formCookie: string | null;
  tickets: number;
}

async function traveller(): Promise<Traveller> {
  const n = ++seq;
  const mobile = `9${String(300_000_000 + n)}`;
  const from = { "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}` };
  const sent = await http("POST", "/api/auth/v1/otp/send", {
    headers: from,
    json: { identifier: mobile },
  });
  if (sent.status !== 200) throw new Error(`otp/send ${sent.status}`);
  const signInCookie = {
    ...from,
    cookie: `safar_signin=${cookieValue(sent.headers, "safar_signin")}`,
  };
  const outbox = await api<{ messages: { body: string }[] }>(
    "GET",
    `/api/dev/outbox?recipient=${mobile}&limit=1`,
    {},
    undefined,
    DIRECT,
  );
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
  if (!otp) throw new Error(`no OTP for ${mobile}`);
  const verified = await api<{ code: string }>("POST", "/api/auth/v1/otp/verify", signInCookie, {
    identifier: mobile,
    otp,
  });
  const token = await http("POST", "/api/auth/v1/token", {
    headers: signInCookie,
    json: { code: verified.code },
  });
  if (token.status !== 200) throw new Error(`token ${token.status}`);
  const csrf = cookieValue(token.headers, "safar_csrf") ?? "";
  const t: Traveller = {
    headers: {
      ...from,
      cookie: `safar_session=${cookieValue(token.headers, "safar_session")}; safar_csrf=${csrf}`,
      "x-csrf-token": csrf,
    },
    mobile,
    email: `balancer${n}@example.com`,
    railwayId: `topo_${n}_${process.pid}`,
    formCookie: null,
    tickets: 0,
  };
  const page = await railwayPage(t, "/railway/register");
  const made = await http("POST", "/railway/register", {
    headers: formHeaders(t),
    form: {
      form_token: page.token,
      return: "/trains",
      userId: t.railwayId,
      password: PASSWORD,
      name: "Topology Tester",
      email: t.email,
      mobile: `7${String(300_000_000 + n)}`,
    },
  });
  if (made.status !== 201) throw new Error(`railway register ${made.status}`);
  return t;
}
const formHeaders = (t: Traveller) => ({
  origin: BASE,
  ...(t.formCookie ? { cookie: `railway_form=${t.formCookie}` } : {}),
});
async function railwayPage(t: Traveller, url: string) {
  const res = await http("GET", url, { headers: formHeaders(t) });
  t.formCookie = cookieValue(res.headers, "railway_form") ?? t.formCookie;
  return { res, token: /name="form_token" value="([^"]+)"/.exec(res.text)?.[1] ?? "" };
}

const { network } = await loadConfiguredNetwork(process.env.RAILWAY_DATA_DIR);
const model = buildNetworkReadModel(network);
const hotClass = hottestClass(model);
const train = hotClass.trains[0];
if (!train) throw new Error("no hot train");
const firstDate = addDays(istDate(new Date()), 55);
let dateIndex = 0;
const stats = {
  completed: 0,
  regret: 0,
  refused: new Map<string, number>(),
  orders: [] as string[],
};

async function bookOnce(t: Traveller): Promise<void> {
  const index = dateIndex;
  const verified = await api<{ orderId: string; status: string; bookable: boolean }>(
    "POST",
    "/api/trains/v1/verify",
    t.headers,
    {
      journey: {
        trainNumber: train?.number,
        from: train?.from,
        to: train?.to,
        date: addDays(firstDate, index),
        classCode: hotClass.classCode,
        quota: "GN",
      },
      details: {
        passengers: [{ name: "Asha Verma", age: "30", gender: "Female", berth: "NP", food: "V" }],
        contact: { email: t.email, mobile: t.mobile },
        policyAgreed: "on",
      },
      railwayUserId: t.railwayId,
      seenStatus: "",
    },
  );
  if (!verified.bookable || verified.status.startsWith("REGRET")) {
    if (dateIndex === index) dateIndex = index + 1;
    stats.regret++;
    return;
  }
  stats.orders.push(verified.orderId);
  const opened = await api<{ paymentReference: string }>(
    "POST",
    "/api/trains/v1/checkout",
    t.headers,
    { orderId: verified.orderId, acceptStatusChange: true },
  );
  const paid = await api<{ outcome: string; nextUrl: string | null }>(
    "POST",
    "/api/pg/v1/pay",
    t.headers,
    { reference: opened.paymentReference, method: "upi", upiId: "balancer@okaxis" },
  );
  if (paid.outcome !== "authorized") throw new Error(`pay ${paid.outcome}`);
  if (paid.nextUrl?.startsWith("/railway/authorize")) {
    const { res, token } = await railwayPage(t, paid.nextUrl);
    if (res.status === 200) {
      const posted = await http("POST", "/railway/authorize", {
        headers: formHeaders(t),
        form: {
          form_token: token,
          hold: hiddenField(res.text, "hold"),
          return: hiddenField(res.text, "return"),
          userId: t.railwayId,
          password: PASSWORD,
        },
      });
      if (posted.status !== 303) throw new Error(`railway authorize ${posted.status}`);
    }
  }
  const summary = await api<{ header: { status: number } }>(
    "POST",
    "/api/trains/v1/order/complete",
    t.headers,
    { orderId: verified.orderId },
  );
  if (summary.header.status !== 7) throw new Error(`ended at ${summary.header.status}`);
  stats.completed++;
  t.tickets++;
}

console.log(
  `Bookings through ${BASE} (${env.PROCESSES} processes): ${CLIENTS} clients, ${SECONDS} s, hot run ${train.number} ${train.from}→${train.to} ${hotClass.classCode} from ${firstDate}`,
);
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    let t = await traveller();
    while (Date.now() < deadline) {
      if (t.tickets >= 10) t = await traveller();
      await bookOnce(t).catch((error: unknown) => {
        const code = (error as Error).message;
        stats.refused.set(code, (stats.refused.get(code) ?? 0) + 1);
      });
    }
  }),
);
const db = await createDatabase({ url: env.DATABASE_URL, poolSize: 2 });
try {
  const service = serviceOn(db, model, () => new Date());
  const runs = await db.sql.query<{ trainNumber: string; runDate: string; classCode: string }>(
    `select train_number as "trainNumber", run_date::text as "runDate", class_code as "classCode" from railway.occupancy order by 1, 2, 3`,
  );
  const violations: string[] = [];
  for (const key of runs)
    for (const v of await runViolations(db.sql, service, key))
      violations.push(`${key.trainNumber} ${key.runDate} ${key.classCode}: ${v}`);
  const booked = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from partner.orders o join railway.pnrs r on r.pnr = o.pnr where o.id = any($1) and r.state = 'booked'`,
    [stats.orders],
  );
  const shared = await db.sql.query<{ n: number }>(
    `select count(*)::int as n from (select pnr from partner.orders where pnr is not null group by pnr having count(*) > 1) s`,
  );
  console.log(
    `completed ${stats.completed}, regret ${stats.regret}, refused ${JSON.stringify(Object.fromEntries(stats.refused))}`,
  );
  const checks = [
    [
      `no berth given twice, each live passenger on the inventory once (${runs.length} runs)`,
      violations.length === 0,
      violations.slice(0, 5).join("; "),
    ],
    [
      `completed orders with a booked PNR: ${booked[0]?.n} of ${stats.completed}`,
      booked[0]?.n === stats.completed,
      "",
    ],
    ["no PNR on two orders", shared[0]?.n === 0, `${shared[0]?.n}`],
  ] as const;
  for (const [name, ok, detail] of checks)
    console.log(`${ok ? "✔" : "✘"} ${name}${ok || !detail ? "" : `: ${detail}`}`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await db.close();
}
