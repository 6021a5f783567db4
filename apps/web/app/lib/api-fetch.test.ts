import { describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, isAuthFailure, LOGGED_OUT_MESSAGE } from "./api-fetch.ts";

function responses(...list: Array<[number, unknown]>) {
  const queue = [...list];
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const [status, body] = queue.shift() ?? [500, null];
    return new Response(body === null ? null : JSON.stringify(body), { status });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe("auth failures (spec §8)", () => {
  it("are 401, 403, 410 and a 400 carrying code 403", () => {
    expect(isAuthFailure(401, null)).toBe(true);
    expect(isAuthFailure(403, null)).toBe(true);
    expect(isAuthFailure(410, null)).toBe(true);
    expect(isAuthFailure(400, { code: 403 })).toBe(true);
    expect(isAuthFailure(400, { error: { code: "403" } })).toBe(true);
    expect(isAuthFailure(400, { error: { code: "validation_failed" } })).toBe(false);
    expect(isAuthFailure(404, null)).toBe(false);
    expect(isAuthFailure(500, { code: 403 })).toBe(false);
  });
});

describe("apiFetch", () => {
  it("sends JSON with the anti-forgery token and answers the body", async () => {
    const fetcher = responses([200, { ok: 1 }]);
    const login = vi.fn(async () => true);
    const body = await apiFetch<{ ok: number }>(
      "/api/x",
      { method: "POST", body: { a: 1 } },
      { fetch: fetcher, cookies: () => "safar_csrf=t1", login },
    );
    expect(body).toEqual({ ok: 1 });
    const [, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"a":1}',
      headers: { "x-csrf-token": "t1" },
    });
    expect(login).not.toHaveBeenCalled();
  });

  it("opens the login flow on 401 and retries once with the new token", async () => {
    const fetcher = responses([401, { error: { code: "logged_out" } }], [200, { ok: 2 }]);
    let cookies = "safar_csrf=old";
    const login = vi.fn(async (message: string) => {
      expect(message).toBe("It seems you are logged out. Please login to continue.");
      cookies = "safar_csrf=new";
      return true;
    });
    expect(await apiFetch("/api/x", {}, { fetch: fetcher, cookies: () => cookies, login })).toEqual(
      {
        ok: 2,
      },
    );
    expect(login).toHaveBeenCalledTimes(1);
    const [, retry] = fetcher.mock.calls[1] as [string, RequestInit];
    expect(retry.headers).toMatchObject({ "x-csrf-token": "new" });
  });

  it("retries only once: a second auth failure is an error", async () => {
    const fetcher = responses([410, null], [401, { error: { message: LOGGED_OUT_MESSAGE } }]);
    const login = vi.fn(async () => true);
    await expect(
      apiFetch("/api/x", {}, { fetch: fetcher, cookies: () => "", login }),
    ).rejects.toMatchObject({ httpStatus: 401 });
    expect(login).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("does not retry when the traveller closes the login", async () => {
    const fetcher = responses([403, null]);
    const error = await apiFetch(
      "/api/x",
      {},
      {
        fetch: fetcher,
        cookies: () => "",
        login: async () => false,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("answers an empty result for 304 and throws others with status and message", async () => {
    const deps = { cookies: () => "", login: async () => true };
    expect(await apiFetch("/a", {}, { ...deps, fetch: responses([304, null]) })).toBeNull();
    const error = (await apiFetch(
      "/a",
      {},
      {
        ...deps,
        fetch: responses([500, { error: { message: "Something went wrong!" } }]),
      },
    ).catch((e: unknown) => e)) as ApiError;
    expect(error.httpStatus).toBe(500);
    expect(error.message).toBe("Something went wrong!");
  });
});
