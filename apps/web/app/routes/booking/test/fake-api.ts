import type { ApiClient } from "#server-context";

export interface FakeApiCall {
  path: string;
  method: string;
  body: unknown;
}

/** An API that answers each call with the next of `answers` (then 500) and records the calls. */
export function fakeApi(...answers: [number, unknown][]): { api: ApiClient; calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  const api: ApiClient = {
    fetch: async (path, init) => {
      calls.push({
        path,
        method: init?.method ?? "GET",
        body: init?.body ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = answers.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    },
  };
  return { api, calls };
}
