import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
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
