import { APP_AUTH_ENDPOINTS } from "@safar/contracts/app-auth";
import { DEFAULT_PROFILE, TRAVEL_APP_PROFILE } from "@safar/contracts/partner-profiles";
import { describe, expect, it, vi } from "vitest";
import { APP_SESSION_PATH, createInAppClient } from "./in-app.ts";
import type { BridgeCallName, NativeBridge } from "./native-bridge.ts";

function fakeBridge(token: string | null, inApp = true) {
  const calls: BridgeCallName[] = [];
  const bridge: NativeBridge = {
    inApp,
    call: (async (name: BridgeCallName) => {
      calls.push(name);
      if (name === "fetchAuthToken") return { token };
      return { ok: true };
    }) as NativeBridge["call"],
  };
  return { bridge, calls };
}

const SESSION = { isLogin: true, env: "test", user: { info: {} } };

/** A server: the exchange signs in; the API answers 401 until then (410 once for an expired session). */
function fakeServer(options: { exchangeOk?: boolean; expiredSession?: boolean } = {}) {
  let signedIn = false;
  let expired = options.expiredSession ?? false;
  const seen: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = String(url);
    seen.push(path);
    if (path === APP_SESSION_PATH) {
      if (options.exchangeOk === false) return new Response("{}", { status: 401 });
      signedIn = true;
      return Response.json(SESSION);
    }
    if (expired) {
      expired = false;
      return new Response("", { status: 410 });
    }
    if (!signedIn) return new Response("", { status: 401 });
    return new Response("ok");
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

describe("the in-app client (spec §4, §8)", () => {
  it("posts to the declared exchange endpoint", () => {
    expect(APP_SESSION_PATH).toBe(APP_AUTH_ENDPOINTS.appSession.path);
  });

  it("queues requests made before a session and runs them after the app's sign-in", async () => {
    const { bridge, calls } = fakeBridge("sat1.token.sig");
    const server = fakeServer();
    const client = createInAppClient({
      bridge,
      profile: TRAVEL_APP_PROFILE,
      fetch: server.fetch,
      signedIn: false,
    });
    const [a, b] = await Promise.all([client.request("/api/x"), client.request("/api/y?q=1")]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // One sign-in for both; nothing reached the API before it.
    expect(calls.filter((c) => c === "fetchAuthToken")).toHaveLength(1);
    expect(server.seen[0]).toBe(APP_SESSION_PATH);
    expect(server.seen.slice(1)).toEqual([
      "/api/x?client=web&affiliate=travelapp",
      "/api/y?q=1&client=web&affiliate=travelapp",
    ]);
    expect(calls).toContain("setSession");
    expect(client.hasSession).toBe(true);
  });

  it("on 410 or 401 asks the app to sign in again and retries once", async () => {
    const { bridge, calls } = fakeBridge("sat1.token.sig");
    const server = fakeServer({ expiredSession: true });
    const client = createInAppClient({
      bridge,
      profile: TRAVEL_APP_PROFILE,
      fetch: server.fetch,
      signedIn: true,
    });
    const res = await client.request("/api/x");
    expect(res.status).toBe(200);
    expect(calls.filter((c) => c === "fetchAuthToken")).toHaveLength(1);
    expect(server.seen.filter((p) => p.startsWith("/api/x"))).toHaveLength(2);
  });

  it("answers the 401 when the app has no token (no endless retries)", async () => {
    const { bridge } = fakeBridge(null);
    const server = fakeServer();
    const client = createInAppClient({
      bridge,
      profile: TRAVEL_APP_PROFILE,
      fetch: server.fetch,
      signedIn: false,
    });
    expect((await client.request("/api/x")).status).toBe(401);
    expect(await client.login()).toBe(false);
    expect(server.seen).not.toContain(APP_SESSION_PATH);
  });

  it("does not sign in when the server refuses the app's token", async () => {
    const { bridge, calls } = fakeBridge("sat1.forged.sig");
    const server = fakeServer({ exchangeOk: false });
    const client = createInAppClient({
      bridge,
      profile: TRAVEL_APP_PROFILE,
      fetch: server.fetch,
      signedIn: false,
    });
    expect(await client.login()).toBe(false);
    expect(calls).not.toContain("setSession");
  });

  it("in a browser sends at once, with the default site's parameters", async () => {
    const { bridge, calls } = fakeBridge(null, false);
    const server = fakeServer();
    const client = createInAppClient({
      bridge,
      profile: DEFAULT_PROFILE,
      fetch: server.fetch,
      signedIn: false,
    });
    await client.request("/api/x");
    expect(server.seen).toEqual(["/api/x?client=web"]);
    expect(calls).toEqual(["fetchAuthToken"]);
  });
});
