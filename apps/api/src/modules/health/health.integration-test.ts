import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

describe.each(testDatabaseKinds())("health on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers 200 with the database kind when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: kind });
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await buildTestApp(kind);
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable" });
    await broken.close();
  });

  it("answers /livez 200 with its pid, and not from a cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/livez" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "live", pid: process.pid });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers /readyz 200 once built, with the database and no replica", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ready", database: kind, replica: "none" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers /readyz 503 (database) but /livez 200 when the database does not answer", async () => {
    const broken = await buildTestApp(kind);
    await broken.database.close();
    const ready = await broken.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "not_ready", reason: "database" });
    const live = await broken.app.inject({ method: "GET", url: "/livez" });
    expect(live.statusCode).toBe(200);
    await broken.close();
  });

  it("answers /readyz 503 (draining) once a shutdown began, while /livez and the API still answer", async () => {
    const draining = await buildTestApp(kind);
    try {
      draining.app.readiness.drain();
      const ready = await draining.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "not_ready", reason: "draining" });
      expect((await draining.app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
      expect((await draining.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("answers unknown API paths with a JSON 404 carrying the request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.requestId).toBeTruthy();
  });
});
