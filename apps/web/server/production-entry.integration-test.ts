import { statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { tempDir } from "./test/helper.ts";
import { ServerProcess } from "./test/server-process.ts";

/**
 * Issue 16 as `npm start` meets it: the production entry (main.ts) in its own
 * process, on the embedded database, without SESSION_SECRET — a newcomer's
 * first start. Items 2 (the outbox, ADR 014), 12 (only JSON lines out) and
 * 16 (one session secret, kept).
 */

const PRODUCTION = { NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info" };

/** A GET with headers fetch() will not send as given (Host): status and body. */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          body += chunk.toString("utf8");
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** name → value of a response's Set-Cookie lines. */
function setCookies(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const pair = line.split(";")[0] ?? "";
      const eq = pair.indexOf("=");
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
}

describe("a production start without SESSION_SECRET (issue 16)", () => {
  const tmp = tempDir("safar-production-");
  const servers: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = new ServerProcess(env);
    servers.push(server);
    return server;
  };
  /** Starts the server and answers its base URL once it listens. */
  async function listening(server: ServerProcess): Promise<string> {
    const line = await server.waitForLog((l) =>
      String(l.msg).startsWith("Server listening at http://127.0.0.1:"),
    );
    return String(line.msg).slice("Server listening at ".length);
  }
  async function stop(server: ServerProcess): Promise<void> {
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const last = server.logs.slice(-4).map((l) => l.msg);
    expect(code, `last log lines: ${JSON.stringify(last)}; stderr: ${server.stderr}`).toBe(0);
  }

  beforeAll(() => {
    ensureWebBuild();
  }, 300_000);
  afterAll(() => {
    for (const s of servers) s.stop();
    tmp.remove();
  });

  it("says where OTPs arrive, serves them to this machine only, and writes only JSON lines", async () => {
    const dataDir = path.join(tmp.dir, "outbox");
    const server = start({ ...PRODUCTION, DATA_DIR: dataDir });
    const base = await listening(server);
    const port = new URL(base).port;
    const notice = await server.waitForLog((l) => String(l.msg).includes("/dev/outbox"));
    expect(notice.msg).toBe(
      `Sign-in OTPs and every other SMS and e-mail: open http://localhost:${port}/dev/outbox in a browser on this machine (OUTBOX_PAGE=local: nobody else can read them)`,
    );

    const sent = await fetch(`${base}/api/auth/v1/otp/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: "9822233344" }),
    });
    expect(sent.status).toBe(200);
    const outbox = `${base}/api/dev/outbox?recipient=9822233344`;
    // From this machine, by its name: the OTP.
    const local = await fetch(outbox);
    expect(local.status).toBe(200);
    expect(JSON.stringify(await local.json())).toMatch(/is your OTP to sign in to Safar/);
    // Through a proxy, or by another site's name pointed at 127.0.0.1: refused.
    const refusals: Record<string, string>[] = [
      { "x-forwarded-for": "198.51.100.4" },
      { host: `evil.example:${port}` },
    ];
    for (const headers of refusals) {
      const refused = await get(outbox, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body).not.toContain("is your OTP");
    }
    // The page says why, to a browser that is not on this machine.
    const page = await fetch(`${base}/dev/outbox`, {
      headers: { "x-forwarded-for": "198.51.100.4" },
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("The outbox can be read only on the machine Safar runs on");

    // A form post to a page without a form handler: a 405, and no stack trace printed.
    const post = await fetch(`${base}/trains/check-pnr`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: "pnr=1234567890",
    });
    expect(post.status).toBe(405);
    await server.waitForLog((l) => l.msg === "page request refused");
    await stop(server);
    expect(server.otherLines).toEqual([]);
    expect(server.stderr).toBe("");
  }, 240_000);

  it("keeps one session secret in DATA_DIR: a session made before a restart still works after it", async () => {
    const dataDir = path.join(tmp.dir, "restart");
    const first = start({ ...PRODUCTION, DATA_DIR: dataDir });
    const base = await listening(first);
    const secretFile = path.join(dataDir, "session-secret");
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    // Sign in through the API as a browser would.
    let jar: Record<string, string> = {};
    const post = async (url: string, body: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: Object.entries(jar)
            .map(([k, v]) => `${k}=${v}`)
            .join("; "),
        },
        body: JSON.stringify(body),
      });
      jar = { ...jar, ...setCookies(res) };
      expect(res.status, url).toBe(200);
      return res.json() as Promise<{ code?: string }>;
    };
    await post("/api/auth/v1/otp/send", { identifier: "9822233355" });
    const outbox = await (await fetch(`${base}/api/dev/outbox?recipient=9822233355`)).json();
    const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
    const { code } = await post("/api/auth/v1/otp/verify", { identifier: "9822233355", otp });
    await post("/api/auth/v1/token", { code });
    const session = {
      cookie: `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`,
      [CSRF_HEADER]: jar[CSRF_COOKIE] ?? "",
    };
    await stop(first);

    const second = start({ ...PRODUCTION, DATA_DIR: dataDir });
    const again = await listening(second);
    const res = await fetch(`${again}/api/auth/v1/session`, { headers: session });
    expect(res.status).toBe(200);
    expect((await res.json()).isLogin).toBe(true);
    await stop(second);
  }, 240_000);

  it("refuses to start on PostgreSQL without SESSION_SECRET, naming it", async () => {
    const server = start({
      ...PRODUCTION,
      DATA_DIR: path.join(tmp.dir, "postgres"),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr).toContain(
      "SESSION_SECRET: must be set in production with DATABASE_URL, the same for every process on that database",
    );
  }, 120_000);
});
