import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchSession, sessionNeedsRefresh, syncSession } from "./session.ts";
import { readJson, STORAGE_KEYS, writeJson } from "./storage.ts";

const NOW = Date.parse("2026-11-25T10:00:00Z");
const MIN = 60_000;

const signedIn = (storedAt: number, user: Record<string, unknown> = {}) => ({
  isLogin: true,
  env: "production",
  user: { info: { id: "u1" }, sso_token_enc: "enc", iv: "iv", ...user },
  storedAt,
});

function answering(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe("the stored session (spec §4)", () => {
  it("is fetched again when missing, empty or invalid", () => {
    expect(sessionNeedsRefresh(null, NOW)).toBe(true);
    expect(sessionNeedsRefresh({}, NOW)).toBe(true);
    expect(sessionNeedsRefresh("yes", NOW)).toBe(true);
    expect(sessionNeedsRefresh({ isLogin: "true", storedAt: NOW }, NOW)).toBe(true);
  });

  it("is reused for 30 minutes, then fetched again", () => {
    expect(sessionNeedsRefresh(signedIn(NOW - 29 * MIN), NOW)).toBe(false);
    expect(sessionNeedsRefresh(signedIn(NOW - 30 * MIN), NOW)).toBe(false);
    expect(sessionNeedsRefresh(signedIn(NOW - 31 * MIN), NOW)).toBe(true);
    // Stored in the future (a clock moved back): not trusted.
    expect(sessionNeedsRefresh(signedIn(NOW + MIN), NOW)).toBe(true);
  });

  it("is fetched again when a signed-in session lacks the encrypted token or its iv", () => {
    expect(sessionNeedsRefresh(signedIn(NOW, { sso_token_enc: "" }), NOW)).toBe(true);
    expect(sessionNeedsRefresh(signedIn(NOW, { iv: undefined }), NOW)).toBe(true);
    expect(sessionNeedsRefresh({ isLogin: true, storedAt: NOW, user: null }, NOW)).toBe(true);
    // A signed-out session has no token to lack.
    expect(sessionNeedsRefresh({ isLogin: false, user: null, storedAt: NOW }, NOW)).toBe(false);
  });
});

describe("fetchSession (spec §7 Session)", () => {
  it("sends the anti-forgery token from its cookie with same-origin credentials", async () => {
    const fetcher = answering({ isLogin: false, env: "production", user: null });
    await fetchSession(fetcher, "a=1; safar_csrf=tok%2Ben; b=2");
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/v1/session");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({
      "x-csrf-token": "tok+en",
      "content-type": "application/json",
    });
  });

  it("treats a failure as an empty session", async () => {
    expect(await fetchSession(answering({ error: {} }, 403), "")).toMatchObject({
      isLogin: false,
      user: null,
    });
    const broken = vi.fn(async () => {
      throw new TypeError("offline");
    }) as unknown as typeof fetch;
    expect((await fetchSession(broken, "")).isLogin).toBe(false);
    expect((await fetchSession(answering("not json"), "")).isLogin).toBe(false);
  });
});

describe("syncSession", () => {
  it("reuses a fresh stored session without a request", async () => {
    writeJson(STORAGE_KEYS.session, signedIn(NOW - 5 * MIN));
    const fetcher = answering({});
    const session = await syncSession(true, NOW, fetcher, "");
    expect(session.isLogin).toBe(true);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("fetches and stores when stale, with when it was stored", async () => {
    writeJson(STORAGE_KEYS.session, signedIn(NOW - 45 * MIN));
    const fresh = signedIn(0);
    const fetcher = answering({ isLogin: true, env: "production", user: fresh.user });
    await syncSession(true, NOW, fetcher, "");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(readJson(STORAGE_KEYS.session, null, (v): v is unknown => true)).toMatchObject({
      isLogin: true,
      storedAt: NOW,
    });
  });

  it("fetches again when the server's view (cookie) disagrees with the stored one", async () => {
    writeJson(STORAGE_KEYS.session, signedIn(NOW - MIN));
    const fetcher = answering({ isLogin: false, env: "production", user: null });
    const session = await syncSession(false, NOW, fetcher, "");
    expect(session.isLogin).toBe(false);
    expect(readJson(STORAGE_KEYS.session, null, (v): v is unknown => true)).toMatchObject({
      isLogin: false,
      user: null,
    });
  });
});
