import http from "node:http";
import net from "node:net";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import { JOBS_LOCK } from "@safar/db/coordination";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, TEST_SESSION_SECRET } from "../../../scripts/production-server.ts";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { tempDir } from "./test/helper.ts";
import { ServerProcess } from "./test/server-process.ts";

/**
 * ADR 031 as `npm start` meets it: WEB_CONCURRENCY=2 on one PostgreSQL
 * database. Every request goes on a new connection, which the cluster hands
 * to its processes in turn; the log line of each request names the process
 * (`pid`) that answered it. Both processes answer; a session made through
 * one is good in the other; exactly one process runs the jobs, and when it
 * is killed the cluster replaces it and another takes the jobs over; the
 * development clock set through one is the clock of both; SIGTERM stops all
 * of them cleanly.
 */
const WORKERS = 2;
const JOBS_LINE = "this process now runs the deployment's jobs";

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  `npm start with WEB_CONCURRENCY=${WORKERS} on PostgreSQL`,
  () => {
    const tmp = tempDir("safar-processes-");
    let database: TestDatabase;
    let server: ServerProcess;
    let base = "";
    let seq = 0;

    /** One request on a connection of its own; answers what came back and who answered. */
    function request(
      method: "GET" | "POST",
      path: string,
      options: { headers?: Record<string, string>; json?: unknown } = {},
    ): Promise<Answer & { id: string }> {
      const id = `processes-${++seq}`;
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      return new Promise((resolve, reject) => {
        const req = http.request(
          `${base}${path}`,
          {
            method,
            agent: false,
            headers: {
              "x-request-id": id,
              ...(body ? { "content-type": "application/json" } : {}),
              ...options.headers,
            },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk: Buffer) => {
              text += chunk.toString("utf8");
            });
            res.on("end", () =>
              resolve({
                id,
                status: res.statusCode ?? 0,
                body: text,
                setCookies: res.headers["set-cookie"] ?? [],
              }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    }

    /** The pid of the process whose log has this request. */
    async function servedBy(id: string): Promise<number> {
      const line = await server.waitForLog((l) => l.reqId === id, 10_000);
      return Number(line.pid);
    }

    const jobHolders = async () =>
      (
        await database.sql.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and granted",
          [JOBS_LOCK],
        )
      )[0]?.n;

    beforeAll(async () => {
      ensureWebBuild();
      database = await createTestDatabase("postgres");
      const port = await freePort();
      server = new ServerProcess({
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: database.url as string,
        SESSION_SECRET: TEST_SESSION_SECRET,
        WEB_CONCURRENCY: String(WORKERS),
        DATA_DIR: tmp.dir,
        LOG_LEVEL: "info",
        PREDICTION_WARMUP: "0",
        OTHER_TRAVELLERS: "off",
        DEV_CLOCK: "on",
      });
      await server.waitForLog(
        (l) => String(l.msg).startsWith(`${WORKERS} server processes listening on port`),
        240_000,
      );
      base = `http://127.0.0.1:${port}`;
    }, 300_000);
    afterAll(async () => {
      server?.stop();
      await server?.exited;
      await database?.dispose();
      tmp.remove();
    });

    it("both processes answer, and a session made through one is good in the other", async () => {
      const mobile = "9822233366";
      const jar: Record<string, string> = {};
      const keep = <A extends Answer>(answer: A): A => {
        for (const line of answer.setCookies) {
          const pair = line.split(";")[0] ?? "";
          const eq = pair.indexOf("=");
          jar[pair.slice(0, eq)] = pair.slice(eq + 1);
        }
        return answer;
      };
      const cookie = () =>
        Object.entries(jar)
          .map(([k, v]) => `${k}=${v}`)
          .join("; ");
      const sent = keep(
        await request("POST", "/api/auth/v1/otp/send", { json: { identifier: mobile } }),
      );
      expect(sent.status).toBe(200);
      const outbox = await request("GET", `/api/dev/outbox?recipient=${mobile}`);
      const otp = /\b(\d{6})\b/.exec(outbox.body)?.[1];
      const verified = keep(
        await request("POST", "/api/auth/v1/otp/verify", {
          headers: { cookie: cookie() },
          json: { identifier: mobile, otp },
        }),
      );
      expect(verified.status).toBe(200);
      const code = (JSON.parse(verified.body) as { code: string }).code;
      const token = keep(
        await request("POST", "/api/auth/v1/token", {
          headers: { cookie: cookie() },
          json: { code },
        }),
      );
      expect(token.status).toBe(200);
      const signedIn = await servedBy(token.id);

      const session = `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`;
      const pids = new Set<number>();
      for (let i = 0; i < 3 * WORKERS; i++) {
        const answer = await request("GET", "/api/auth/v1/session", {
          headers: { cookie: session, [CSRF_HEADER]: jar[CSRF_COOKIE] ?? "" },
        });
        expect(answer.status, answer.body).toBe(200);
        expect((JSON.parse(answer.body) as { isLogin: boolean }).isLogin).toBe(true);
        pids.add(await servedBy(answer.id));
      }
      expect(pids.size).toBe(WORKERS);
      expect(pids.has(signedIn)).toBe(true);
      // A page too, from each process.
      const pages = new Set<number>();
      for (let i = 0; i < 2 * WORKERS; i++) {
        const page = await request("GET", "/trains/check-pnr");
        expect(page.status).toBe(200);
        pages.add(await servedBy(page.id));
      }
      expect(pages.size).toBe(WORKERS);
    }, 60_000);

    it("the clock set through one process (DEV_CLOCK) is the clock of every process", async () => {
      const set = await request("POST", "/api/dev/clock", {
        json: { now: "2031-01-06T04:30:00.000Z" },
      });
      expect(set.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      const pids = new Set<number>();
      for (let i = 0; i < 3 * WORKERS; i++) {
        const read = await request("GET", "/api/dev/clock");
        const now = Date.parse((JSON.parse(read.body) as { now: string }).now);
        expect(now - Date.parse("2031-01-06T04:30:00.000Z")).toBeGreaterThanOrEqual(0);
        expect(now - Date.parse("2031-01-06T04:30:00.000Z")).toBeLessThan(60_000);
        pids.add(await servedBy(read.id));
      }
      expect(pids.size).toBe(WORKERS);
    }, 60_000);

    it("exactly one process runs the jobs; killed, it is replaced and another takes them over", async () => {
      const runners = () => server.logs.filter((l) => l.msg === JOBS_LINE);
      expect(runners()).toHaveLength(1);
      expect(await jobHolders()).toBe(1);
      const runner = Number(runners()[0]?.pid);
      process.kill(runner, "SIGKILL");
      await server.waitForLog((l) => /^server process \d+ died/.test(String(l.msg)));
      const next = await server.waitForLog(
        (l) => l.msg === JOBS_LINE && Number(l.pid) !== runner,
        20_000,
      );
      expect(runners()).toHaveLength(2);
      expect(await jobHolders()).toBe(1);
      // The replacement listens, and both processes answer again.
      const pids = new Set<number>();
      const end = Date.now() + 60_000;
      while (pids.size < WORKERS && Date.now() < end) {
        const answer = await request("GET", "/healthz");
        expect(answer.status).toBe(200);
        pids.add(await servedBy(answer.id));
      }
      expect(pids.size).toBe(WORKERS);
      expect(pids.has(runner)).toBe(false);
      expect(pids.has(Number(next.pid))).toBe(true);
    }, 120_000);

    it("SIGTERM stops every process cleanly and releases the jobs", async () => {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.logs.some((l) => l.msg === "shut down cleanly")).toBe(true);
      expect(server.stderr).toBe("");
      expect(await jobHolders()).toBe(0);
    }, 60_000);

    it("a start whose processes cannot listen (the port is taken) stops with exit 1", async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const failing = new ServerProcess({
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATABASE_URL: database.url as string,
          SESSION_SECRET: TEST_SESSION_SECRET,
          WEB_CONCURRENCY: String(WORKERS),
          DATA_DIR: tmp.dir,
          LOG_LEVEL: "info",
          PREDICTION_WARMUP: "0",
        });
        expect(await failing.exited).toBe(1);
        expect(
          failing.logs.some(
            (l) => l.msg === "a server process stopped before it listened; stopping the start",
          ),
        ).toBe(true);
      } finally {
        taken.close();
      }
    }, 240_000);
  },
);
