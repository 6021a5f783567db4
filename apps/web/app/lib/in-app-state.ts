import { useSyncExternalStore } from "react";
import type { InAppClient } from "./in-app.ts";
import type { NativeBridge } from "./native-bridge.ts";

/**
 * Whether this page runs inside the host app, for components: set once by
 * the shell when the bridge was found (`useInAppBoot`); false on the server
 * and in a browser, so the server-rendered page is the web one.
 */
export interface InAppState {
  bridge: NativeBridge | null;
  client: InAppClient | null;
}

let state: InAppState = { bridge: null, client: null };
const listeners = new Set<() => void>();
const SERVER_STATE: InAppState = { bridge: null, client: null };

export function setInAppState(next: InAppState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getInAppState(): InAppState {
  return state;
}

export function useInApp(): InAppState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}

/** In the app: hands a link to the parent app; answers whether it did (the caller then stops the click). */
export function openThroughApp(url: string, kind: "openDeepLink" | "pushWindow" = "openDeepLink") {
  const { bridge } = state;
  if (!bridge?.inApp) return false;
  const absolute = new URL(url, window.location.href).toString();
  void bridge.call(kind, { url: absolute });
  return true;
}
