/**
 * The native bridge of spec §7 behind one interface (ADR 026). Inside the
 * host app each call goes to the app; in a browser each has a fallback, so
 * features call the bridge without asking where they run.
 *
 * Hosts: a native web view injects `window.SafarNative` (`call(name, json)`
 * answering a JSON string or a promise of one) before the page's scripts run;
 * a same-origin frame host (the development simulator) answers postMessage
 * after a handshake. Nothing from any other origin is listened to.
 */

export interface PaymentSheetRequest {
  /** Spec §4 "Payment sheet in the app": verify, checkout, updateConvenienceFee, reset. */
  step: "verify" | "checkout" | "updateConvenienceFee" | "reset";
  orderId: string;
  amountPaise?: number;
  /** checkout: the order's outcome code, with optional error, title and message. */
  code?: string;
  error?: string;
  title?: string;
  message?: string;
}

export type PaymentSheetResponse =
  | { status: "approved"; method: "wallet" }
  | { status: "cancelled" }
  | { status: "done" }
  /** The browser: no sheet, the web payment page is used. */
  | { status: "unavailable" };

export interface LocationAnswer {
  latitude: number;
  longitude: number;
}

/** Every call of spec §7 "Native bridge calls", with its request and response. */
export interface BridgeCalls {
  httpRequest: {
    req: { url: string; method?: string; headers?: Record<string, string>; body?: string };
    res: { status: number; body: string };
  };
  fetchAuthToken: { req: Record<string, never>; res: { token: string | null } };
  appInfo: { req: Record<string, never>; res: { appId: string; version: string; os: string } };
  currentLanguage: { req: Record<string, never>; res: { locale: string } };
  customerId: { req: Record<string, never>; res: { customerId: string | null } };
  location: { req: Record<string, never>; res: LocationAnswer | null };
  userInfo: { req: Record<string, never>; res: { name: string; mobile: string } | null };
  sessionData: { req: Record<string, never>; res: { session: string | null } };
  setSession: { req: { session: string }; res: { ok: boolean } };
  publishEvent: { req: { event: string; data?: unknown }; res: { ok: boolean } };
  openDeepLink: { req: { url: string }; res: { opened: boolean } };
  pushWindow: { req: { url: string; title?: string }; res: { opened: boolean } };
  navigate: { req: { to: "back" | "home" | "orders" }; res: { done: boolean } };
  setStatusBarColor: { req: { color: string }; res: { ok: boolean } };
  setBottomBarColor: { req: { color: string }; res: { ok: boolean } };
  haptic: { req: { kind: "light" | "medium" | "heavy" }; res: { ok: boolean } };
  permissionsCheck: {
    req: { permission: "location" };
    res: { state: "granted" | "denied" | "prompt" };
  };
  permissionsShow: {
    req: { permission: "location" };
    res: { state: "granted" | "denied" | "prompt" };
  };
  addressLookup: { req: LocationAnswer; res: { city: string; state: string } };
  popupShow: { req: { title: string; message: string }; res: { shown: boolean } };
  popupDismiss: { req: Record<string, never>; res: { ok: boolean } };
  startupParams: { req: Record<string, never>; res: Record<string, string> };
  dismissLoader: { req: Record<string, never>; res: { ok: boolean } };
  appEvents: { req: { subscribe: string }; res: { ok: boolean } };
  firebaseEvent: { req: { name: string; params?: Record<string, string> }; res: { ok: boolean } };
  trackAnalytics: {
    req: { category: string; action: string; labels?: string[] };
    res: { ok: boolean };
  };
  paymentSheet: { req: PaymentSheetRequest; res: PaymentSheetResponse };
}

export type BridgeCallName = keyof BridgeCalls;
export type BridgeRequest<N extends BridgeCallName> = BridgeCalls[N]["req"];
export type BridgeResponse<N extends BridgeCallName> = BridgeCalls[N]["res"];

export const BRIDGE_CALLS = [
  "httpRequest",
  "fetchAuthToken",
  "appInfo",
  "currentLanguage",
  "customerId",
  "location",
  "userInfo",
  "sessionData",
  "setSession",
  "publishEvent",
  "openDeepLink",
  "pushWindow",
  "navigate",
  "setStatusBarColor",
  "setBottomBarColor",
  "haptic",
  "permissionsCheck",
  "permissionsShow",
  "addressLookup",
  "popupShow",
  "popupDismiss",
  "startupParams",
  "dismissLoader",
  "appEvents",
  "firebaseEvent",
  "trackAnalytics",
  "paymentSheet",
] as const satisfies readonly BridgeCallName[];

/** The vertical the app's http bridge is asked for (spec §7 "vertical TRAINS_H5"). */
export const BRIDGE_VERTICAL = "TRAINS_H5";

/** How one call reaches a host: the JSON request in, the JSON response out. */
export type BridgeTransport = (name: BridgeCallName, request: unknown) => Promise<unknown>;

export interface NativeBridge {
  /** True inside the host app (a transport was found). */
  readonly inApp: boolean;
  call<N extends BridgeCallName>(name: N, request: BridgeRequest<N>): Promise<BridgeResponse<N>>;
}

/** What `window.SafarNative` offers. */
export interface InjectedHost {
  call(name: string, requestJson: string): string | Promise<string>;
}

export type Fallbacks = {
  [N in BridgeCallName]: (req: BridgeRequest<N>) => Promise<BridgeResponse<N>>;
};

/** The browser's answer to each call (spec §8 "Location failure: empty city and state"). */
export function browserFallbacks(win: Window & typeof globalThis): Fallbacks {
  const ok = async () => ({ ok: true });
  const storageKey = "safar_bridge_session";
  return {
    async httpRequest(req) {
      const res = await win.fetch(req.url, {
        method: req.method ?? "GET",
        ...(req.headers ? { headers: req.headers } : {}),
        ...(req.body !== undefined ? { body: req.body } : {}),
        credentials: "same-origin",
      });
      return { status: res.status, body: await res.text() };
    },
    // No host token in a browser: the web sign-in is used.
    fetchAuthToken: async () => ({ token: null }),
    appInfo: async () => ({ appId: "web", version: "", os: "web" }),
    currentLanguage: async () => ({ locale: win.navigator.language || "en-IN" }),
    customerId: async () => ({ customerId: null }),
    async location() {
      // Read only when permission was granted (spec §6).
      const state = await permissionState(win);
      if (state !== "granted") return null;
      return new Promise((resolve) => {
        win.navigator.geolocation.getCurrentPosition(
          (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
          () => resolve(null),
          { timeout: 10_000 },
        );
      });
    },
    userInfo: async () => null,
    sessionData: async () => ({ session: safeStorage(win)?.getItem(storageKey) ?? null }),
    async setSession(req) {
      safeStorage(win)?.setItem(storageKey, req.session);
      return { ok: true };
    },
    async publishEvent(req) {
      win.dispatchEvent(new win.CustomEvent(`safar:${req.event}`, { detail: req.data }));
      return { ok: true };
    },
    async openDeepLink(req) {
      win.location.assign(req.url);
      return { opened: true };
    },
    async pushWindow(req) {
      win.location.assign(req.url);
      return { opened: true };
    },
    async navigate(req) {
      if (req.to === "back") win.history.back();
      else win.location.assign(req.to === "orders" ? "/trains/mybookings" : "/trains/");
      return { done: true };
    },
    async setStatusBarColor(req) {
      const meta = win.document.querySelector('meta[name="theme-color"]');
      meta?.setAttribute("content", req.color);
      return { ok: meta !== null };
    },
    setBottomBarColor: ok,
    async haptic() {
      return { ok: typeof win.navigator.vibrate === "function" && win.navigator.vibrate(10) };
    },
    permissionsCheck: async () => ({ state: await permissionState(win) }),
    permissionsShow: async () => ({ state: await permissionState(win) }),
    addressLookup: async () => ({ city: "", state: "" }),
    popupShow: async () => ({ shown: false }),
    popupDismiss: ok,
    async startupParams() {
      return Object.fromEntries(new URLSearchParams(win.location.search));
    },
    dismissLoader: ok,
    appEvents: ok,
    firebaseEvent: ok,
    trackAnalytics: ok,
    // No sheet in a browser: the web payment page stays.
    paymentSheet: async () => ({ status: "unavailable" }),
  };
}

async function permissionState(
  win: Window & typeof globalThis,
): Promise<"granted" | "denied" | "prompt"> {
  try {
    const status = await win.navigator.permissions?.query({ name: "geolocation" });
    return status?.state ?? "prompt";
  } catch {
    return "prompt";
  }
}

function safeStorage(win: Window & typeof globalThis): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** A bridge over a transport (in the app), or over the browser's fallbacks. */
export function createBridge(
  transport: BridgeTransport | null,
  fallbacks: Fallbacks,
): NativeBridge {
  return {
    inApp: transport !== null,
    call(name, request) {
      if (!transport) {
        const fallback = fallbacks[name] as (
          req: typeof request,
        ) => Promise<BridgeResponse<typeof name>>;
        return fallback(request);
      }
      return transport(name, request) as Promise<BridgeResponse<typeof name>>;
    },
  };
}

/** The transport of an injected `window.SafarNative`. */
export function injectedTransport(host: InjectedHost): BridgeTransport {
  return async (name, request) => {
    const answer = await host.call(
      name,
      JSON.stringify({ vertical: BRIDGE_VERTICAL, ...(request as object) }),
    );
    return JSON.parse(answer);
  };
}

/** Messages between this page and a frame host; `safarBridge` marks ours. */
export type FrameMessage =
  | { safarBridge: "hello" }
  | { safarBridge: "ready" }
  | { safarBridge: "call"; id: number; name: BridgeCallName; request: unknown }
  | { safarBridge: "answer"; id: number; response?: unknown; error?: string };

/**
 * The transport to a same-origin parent frame that answered the handshake
 * within `timeoutMs`, or null (no such host).
 */
export function frameTransport(
  win: Window & typeof globalThis,
  timeoutMs = 400,
): Promise<BridgeTransport | null> {
  const parent = win.parent;
  if (!parent || parent === win) return Promise.resolve(null);
  const origin = win.location.origin;
  const fromHost = (event: MessageEvent) =>
    event.origin === origin && event.source === parent && isFrameMessage(event.data);
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => {
      win.removeEventListener("message", onHello);
      resolve(null);
    }, timeoutMs);
    function onHello(event: MessageEvent) {
      if (!fromHost(event) || event.data.safarBridge !== "ready") return;
      win.clearTimeout(timer);
      win.removeEventListener("message", onHello);
      resolve(transportOverFrame());
    }
    function transportOverFrame(): BridgeTransport {
      let next = 1;
      const waiting = new Map<
        number,
        { resolve: (v: unknown) => void; reject: (e: Error) => void }
      >();
      win.addEventListener("message", (event: MessageEvent) => {
        if (!fromHost(event) || event.data.safarBridge !== "answer") return;
        const pending = waiting.get(event.data.id);
        if (!pending) return;
        waiting.delete(event.data.id);
        if (event.data.error) pending.reject(new Error(event.data.error));
        else pending.resolve(event.data.response);
      });
      return (name, request) =>
        new Promise((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          const message: FrameMessage = { safarBridge: "call", id, name, request };
          parent.postMessage(message, origin);
        });
    }
    win.addEventListener("message", onHello);
    const hello: FrameMessage = { safarBridge: "hello" };
    try {
      parent.postMessage(hello, origin);
    } catch {
      win.clearTimeout(timer);
      resolve(null);
    }
  });
}

function isFrameMessage(data: unknown): data is FrameMessage {
  return typeof data === "object" && data !== null && "safarBridge" in data;
}

let detected: Promise<NativeBridge> | null = null;

/** The page's bridge: found once, the host's if there is one, else the browser's. */
export function nativeBridge(win: Window & typeof globalThis = window): Promise<NativeBridge> {
  detected ??= detectBridge(win);
  return detected;
}

export async function detectBridge(win: Window & typeof globalThis): Promise<NativeBridge> {
  const fallbacks = browserFallbacks(win);
  const injected = (win as unknown as { SafarNative?: InjectedHost }).SafarNative;
  if (injected && typeof injected.call === "function") {
    return createBridge(injectedTransport(injected), fallbacks);
  }
  return createBridge(await frameTransport(win), fallbacks);
}
