import { Writable } from "node:stream";
import { fastify } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn } from "../../../test/session.ts";
import { registerApi } from "../../app.ts";
import { CLIENT_ERROR_BODY_LIMIT } from "./client-errors.routes.ts";

const valid = {
  kind: "render",
  message: "Cannot read properties of undefined (reading 'trains')",
  url: "/trains/searchTrains/NDLS_New-Delhi/BCT_Mumbai/20261201",
  componentStack: "\n    at Results",
};

describe("POST /api/client-errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("accepts a valid report with 204 and no body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: valid,
      remoteAddress: "10.0.0.1",
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
  });

  it("accepts a chunk failure with its type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: { kind: "chunk", message: "Loading chunk failed", chunkType: "timeout", url: "/" },
      remoteAddress: "10.0.0.2",
    });
    expect(res.statusCode).toBe(204);
  });

  it("rejects an invalid body with a validation problem naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: { ...valid, url: "https://elsewhere.example/x", extra: 1 },
      remoteAddress: "10.0.0.3",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toContain("url");
  });

  it("refuses a body over the size cap", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: { ...valid, stack: "x".repeat(CLIENT_ERROR_BODY_LIMIT) },
      remoteAddress: "10.0.0.4",
    });
    expect(res.statusCode).toBe(413);
  });

  it("answers 429 with a retry hint once a client sends too many reports", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/client-errors",
        payload: valid,
        remoteAddress: "10.0.0.5",
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers["retry-after"]).toBeTruthy();
        expect(res.json().error.code).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: valid,
      remoteAddress: "10.0.0.6",
    });
    expect(other.statusCode).toBe(204);
  });
});

describe("a client error report names the user and the client type (spec §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("logs the signed-in user's id from the session and client H5; needs no anti-forgery header", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = fastify({ logger: { level: "warn", stream } });
    await registerApi(app, t.deps);
    await app.ready();
    try {
      const user = await signIn(app, "9000000031", { remoteAddress: "10.0.1.1" });
      const res = await app.inject({
        method: "POST",
        url: "/api/client-errors",
        // The session cookie only: a report sent by the shell carries no x-csrf-token.
        headers: { cookie: user.headers.cookie ?? "" },
        payload: valid,
        remoteAddress: "10.0.1.1",
      });
      expect(res.statusCode, res.body).toBe(204);
      const anonymous = await app.inject({
        method: "POST",
        url: "/api/client-errors",
        payload: { ...valid, client: "H5" },
        remoteAddress: "10.0.1.2",
      });
      expect(anonymous.statusCode).toBe(204);
      const reports = lines.filter((l) => l.msg === "client error report");
      expect(reports.map((l) => [l.userId, l.client])).toEqual([
        [user.userId, "H5"],
        [null, "H5"],
      ]);
    } finally {
      await app.close();
    }
  });

  it("refuses another client type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: { ...valid, client: "APP" },
      remoteAddress: "10.0.1.3",
    });
    expect(res.statusCode).toBe(400);
  });
});
