import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { tempDir } from "./test/helper.ts";
import { ServerProcess } from "./test/server-process.ts";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the production entry (apps/web/server/main.ts)", () => {
  const tmp = tempDir("safar-shutdown-");
  const servers: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = new ServerProcess(env);
    servers.push(server);
    return server;
  };
  beforeAll(() => {
    ensureWebBuild();
  }, 300_000);
  afterAll(() => {
    for (const s of servers) s.stop();
    tmp.remove();
  });

  it("finishes an in-flight request after SIGTERM, then exits 0", async () => {
    const server = start({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: tmp.dir,
      LOG_LEVEL: "info",
      SESSION_SECRET: "shutdown-test-secret-that-is-long-enough",
    });
    const listening = await server.waitForLog((l) =>
      String(l.msg).startsWith("Server listening at http://127.0.0.1:"),
    );
    const base = String(listening.msg).slice("Server listening at ".length);

    // A client that sends its body slowly: the request is in flight while the signal arrives.
    const body = JSON.stringify({ padding: "x".repeat(4_000) });
    const half = Math.floor(body.length / 2);
    const request = http.request(`${base}/api/slow-upload`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "x-request-id": "in-flight-1",
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => {
          text += c.toString("utf8");
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, half));
    await server.waitForLog((l) => l.reqId === "in-flight-1" && l.msg === "incoming request");
    server.child.kill("SIGTERM");
    await server.waitForLog((l) => String(l.msg).startsWith("shutting down"));
    await tick(500);
    expect(server.child.exitCode).toBeNull(); // still waiting for our request

    // New connections are no longer accepted…
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    // …but the request already in flight is answered in full.
    request.end(body.slice(half));
    const res = await response;
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({
      error: { code: "not_found", requestId: "in-flight-1" },
    });

    expect(await server.exited).toBe(0);
    expect(server.logs.map((l) => l.msg)).toContain("shut down cleanly");
  }, 180_000);

  it("with SHUTDOWN_DRAIN_MS, answers /readyz 503 after SIGTERM while still serving, then exits 0", async () => {
    const server = start({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: tmp.dir,
      LOG_LEVEL: "info",
      SESSION_SECRET: "shutdown-test-secret-that-is-long-enough",
      SHUTDOWN_DRAIN_MS: "3000",
    });
    const listening = await server.waitForLog((l) =>
      String(l.msg).startsWith("Server listening at http://127.0.0.1:"),
    );
    const base = String(listening.msg).slice("Server listening at ".length);
    const before = await fetch(`${base}/readyz`);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ status: "ready" });

    server.child.kill("SIGTERM");
    await server.waitForLog((l) => String(l.msg).startsWith("draining"));
    // New connections are still accepted: a balancer reads 503 and stops sending traffic…
    const during = await fetch(`${base}/readyz`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: "not_ready", reason: "draining" });
    // …while the process is alive and still answers what it is sent.
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/api/openapi.json`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    expect(await server.exited).toBe(0);
    const messages = server.logs.map((l) => String(l.msg));
    expect(messages.indexOf("shutting down: finishing in-flight requests")).toBeGreaterThan(
      messages.findIndex((m) => m.startsWith("draining")),
    );
    expect(messages).toContain("shut down cleanly");
  }, 90_000);

  it("refuses to start on a bad environment, naming the variable", async () => {
    const server = start({ PORT: "http", DATA_DIR: tmp.dir, LOG_LEVEL: "verbose" });
    expect(await server.exited).toBe(1);
    expect(server.stderr).toContain("Invalid configuration:");
    expect(server.stderr).toContain('PORT: must be a whole number from 0 to 65535 (got "http")');
    expect(server.stderr).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    );
  }, 120_000);
});
