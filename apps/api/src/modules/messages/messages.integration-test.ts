import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_RATE_LIMIT_ENV, type TestApp } from "../../../test/helper.ts";
import { loadConfig } from "../../config.ts";

/**
 * Issue 16 item 2 (ADR 014): who may read the outbox, where every sign-in
 * OTP and railway password-reset link lands while messages go to the
 * simulated provider.
 */

const config = (OUTBOX_PAGE: string) =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", OUTBOX_PAGE, ...TEST_RATE_LIMIT_ENV });

describe.each(testDatabaseKinds())("the outbox on %s", (kind) => {
  const apps: Record<string, TestApp> = {};

  beforeAll(async () => {
    for (const mode of ["local", "off", "on"])
      apps[mode] = await buildTestApp(kind, { config: config(mode) });
    // One message to read.
    const sent = await apps.local?.app.inject({
      method: "POST",
      url: "/api/auth/v1/otp/send",
      payload: { identifier: "9811122233" },
    });
    expect(sent?.statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const t of Object.values(apps)) await t.close();
  });

  const read = (
    mode: string,
    options: { remoteAddress?: string; headers?: Record<string, string> },
  ) =>
    (apps[mode] as TestApp).app.inject({
      url: "/api/dev/outbox?recipient=9811122233",
      ...options,
    });

  it("answers requests from this machine, by the name of this machine (the default, local)", async () => {
    for (const [remoteAddress, host] of [
      ["127.0.0.1", "localhost:3000"],
      ["127.0.0.1", "127.0.0.1:3000"],
      ["::1", "[::1]:3000"],
      ["::ffff:127.0.0.1", "localhost"],
    ] as const) {
      const res = await read("local", { remoteAddress, headers: { host } });
      expect(res.statusCode, `${remoteAddress} ${host}`).toBe(200);
      expect(res.json().messages[0].body).toMatch(/is your OTP to sign in to Safar/);
    }
  });

  it("refuses anyone else: another address, a proxied request, another host name", async () => {
    const refusals: Array<{ remoteAddress: string; headers: Record<string, string> }> = [
      { remoteAddress: "203.0.113.7", headers: { host: "safar.example" } },
      { remoteAddress: "203.0.113.7", headers: { host: "localhost:3000" } },
      // Through a proxy on this machine, whatever the proxy says the client is.
      {
        remoteAddress: "127.0.0.1",
        headers: { host: "localhost", "x-forwarded-for": "198.51.100.4" },
      },
      {
        remoteAddress: "127.0.0.1",
        headers: { host: "localhost", "x-forwarded-for": "127.0.0.1" },
      },
      { remoteAddress: "127.0.0.1", headers: { host: "localhost", forwarded: "for=198.51.100.4" } },
      { remoteAddress: "127.0.0.1", headers: { host: "localhost", "x-real-ip": "198.51.100.4" } },
      // A page of another site whose name was made to point at 127.0.0.1 (DNS rebinding).
      { remoteAddress: "127.0.0.1", headers: { host: "evil.example:3000" } },
    ];
    for (const request of refusals) {
      const res = await read("local", request);
      expect(res.statusCode, JSON.stringify(request)).toBe(403);
      expect(res.json().error.code).toBe("outbox_local_only");
      expect(res.body).not.toContain("is your OTP");
    }
  });

  it("is not there with OUTBOX_PAGE=off, and open to all with on (outside production)", async () => {
    expect(
      (await read("off", { remoteAddress: "127.0.0.1", headers: { host: "localhost" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await read("on", { remoteAddress: "203.0.113.7", headers: { host: "safar.example" } }))
        .statusCode,
    ).toBe(200);
  });
});
