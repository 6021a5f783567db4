import { describe, expect, it, vi } from "vitest";
import {
  BRIDGE_CALLS,
  BRIDGE_VERTICAL,
  browserFallbacks,
  createBridge,
  detectBridge,
  frameTransport,
} from "./native-bridge.ts";

type Win = Window & typeof globalThis;

/** A window with what the fallbacks touch, and an event target for messages. */
function fakeWindow(options: { parent?: unknown; origin?: string; extra?: object } = {}) {
  const meta = {
    content: "#0b4a8f",
    setAttribute(_: string, v: string) {
      this.content = v;
    },
  };
  const target = new EventTarget();
  const win = Object.assign(target, {
    location: {
      origin: options.origin ?? "http://safar.test",
      search: "?platform=travelapp&x=1",
      assign: vi.fn(),
    },
    history: { back: vi.fn() },
    navigator: { language: "en-IN", permissions: { query: async () => ({ state: "denied" }) } },
    document: { querySelector: () => meta },
    sessionStorage: new Map<string, string>(),
    setTimeout,
    clearTimeout,
    fetch: vi.fn(async () => new Response("hello", { status: 200 })),
    CustomEvent,
    ...options.extra,
  }) as unknown as Win & { parent: unknown };
  (win as { parent: unknown }).parent = options.parent ?? win;
  return { win, meta };
}

function message(data: unknown, origin: string, source: unknown): Event {
  return Object.assign(new Event("message"), { data, origin, source });
}

describe("the browser fallbacks (spec §7 bridge calls, outside the app)", () => {
  it("has a fallback for every call of the bridge", () => {
    const { win } = fakeWindow();
    expect(Object.keys(browserFallbacks(win)).sort()).toEqual([...BRIDGE_CALLS].sort());
  });

  it("answers each call the web way", async () => {
    const { win, meta } = fakeWindow();
    const bridge = createBridge(null, browserFallbacks(win));
    expect(bridge.inApp).toBe(false);
    expect(await bridge.call("fetchAuthToken", {})).toEqual({ token: null });
    expect(await bridge.call("paymentSheet", { step: "verify", orderId: "1" })).toEqual({
      status: "unavailable",
    });
    expect(await bridge.call("addressLookup", { latitude: 1, longitude: 2 })).toEqual({
      city: "",
      state: "",
    });
    // Location only with permission (spec §6): denied here.
    expect(await bridge.call("location", {})).toBeNull();
    expect(await bridge.call("setStatusBarColor", { color: "#00285c" })).toEqual({ ok: true });
    expect(meta.content).toBe("#00285c");
    expect(await bridge.call("startupParams", {})).toEqual({ platform: "travelapp", x: "1" });
    await bridge.call("openDeepLink", { url: "https://safar.test/flights/" });
    expect(win.location.assign).toHaveBeenCalledWith("https://safar.test/flights/");
    await bridge.call("navigate", { to: "back" });
    expect(win.history.back).toHaveBeenCalled();
    const http = await bridge.call("httpRequest", { url: "/api/x" });
    expect(http).toEqual({ status: 200, body: "hello" });
  });
});

describe("host detection", () => {
  it("uses an injected window.SafarNative, sending the vertical with each call", async () => {
    const call = vi.fn((_name: string, json: string) =>
      Promise.resolve(JSON.stringify({ token: `for ${JSON.parse(json).vertical}` })),
    );
    const { win } = fakeWindow({ extra: { SafarNative: { call } } });
    const bridge = await detectBridge(win);
    expect(bridge.inApp).toBe(true);
    expect(await bridge.call("fetchAuthToken", {})).toEqual({ token: `for ${BRIDGE_VERTICAL}` });
    expect(call).toHaveBeenCalledWith(
      "fetchAuthToken",
      JSON.stringify({ vertical: BRIDGE_VERTICAL }),
    );
  });

  it("finds no host in a top-level browser window", async () => {
    const { win } = fakeWindow();
    expect(await frameTransport(win, 20)).toBeNull();
    expect((await detectBridge(win)).inApp).toBe(false);
  });

  it("talks to a same-origin frame host that answered the handshake", async () => {
    const origin = "http://safar.test";
    const parent = {
      postMessage(data: { safarBridge: string; id?: number; name?: string }, target: string) {
        expect(target).toBe(origin);
        queueMicrotask(() => {
          if (data.safarBridge === "hello") {
            win.dispatchEvent(message({ safarBridge: "ready" }, origin, parent));
          } else if (data.safarBridge === "call") {
            win.dispatchEvent(
              message(
                { safarBridge: "answer", id: data.id, response: { customerId: `c-${data.name}` } },
                origin,
                parent,
              ),
            );
          }
        });
      },
    };
    const { win } = fakeWindow({ parent, origin });
    const transport = await frameTransport(win, 200);
    expect(transport).not.toBeNull();
    const bridge = createBridge(transport, browserFallbacks(win));
    expect(await bridge.call("customerId", {})).toEqual({ customerId: "c-customerId" });
  });

  it("ignores a frame host of another origin", async () => {
    const parent = {
      postMessage() {
        queueMicrotask(() =>
          win.dispatchEvent(message({ safarBridge: "ready" }, "https://evil.example", parent)),
        );
      },
    };
    const { win } = fakeWindow({ parent });
    expect(await frameTransport(win, 50)).toBeNull();
  });
});
