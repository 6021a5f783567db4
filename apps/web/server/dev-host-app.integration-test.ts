import { SESSION_COOKIE } from "@safar/contracts/auth";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { startTestServer, type TestServer, testConfig } from "./test/helper.ts";

/**
 * The host-app simulator's seams (ADR 026): on outside production, this
 * machine only, and 404 when DEV_HOST_APP is off (production's default).
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

describe.each(testDatabaseKinds())("the host-app simulator on %s", (kind) => {
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    on = await startTestServer(kind);
    off = await startTestServer(kind, { config: testConfig({ DEV_HOST_APP: "off" }) });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it("signs a token on this machine that trades for a session", async () => {
    const minted = await on.app.inject({
      method: "POST",
      url: "/api/dev/app-token",
      payload: { mobile: "9811122233" },
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const traded = await on.app.inject({
      method: "POST",
      url: "/api/auth/v1/app/session",
      payload: { token: minted.json().token },
    });
    expect(traded.statusCode, traded.body).toBe(200);
    expect(traded.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    const page = await on.app.inject({ url: "/dev/host-app" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Host app simulator");
  });

  it("refuses another machine", async () => {
    const res = await on.app.inject({
      method: "POST",
      url: "/api/dev/app-token",
      payload: { mobile: "9811122233" },
      remoteAddress: "203.0.113.9",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("dev_seam_local_only");
  });

  it("answers 404 everywhere when DEV_HOST_APP is off", async () => {
    for (const [method, url] of [
      ["POST", "/api/dev/app-token"],
      ["GET", "/api/dev/host-app"],
      ["GET", "/dev/host-app"],
    ] as const) {
      const res = await off.app.inject({ method, url, payload: { mobile: "9811122233" } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
