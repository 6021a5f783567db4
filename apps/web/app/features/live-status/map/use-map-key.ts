import {
  MAP_KEY_REVALIDATE_MS,
  type MapKeyResponse,
  MapKeyResponseSchema,
} from "@safar/contracts/live-status";
import { useCallback, useEffect, useRef, useState } from "react";

export type MapKeyState =
  | { state: "loading" }
  | { state: "ready"; key: MapKeyResponse }
  | { state: "refused" };

/** `LIVE_STATUS_ENDPOINTS.mapKey` (a literal: the declarations stay out of this chunk). */
export const MAP_KEY_ENDPOINT = "/api/trains/v1/mmi_token";

async function fetchKey(token: string | null): Promise<MapKeyResponse> {
  const url = token ? `${MAP_KEY_ENDPOINT}?token=${encodeURIComponent(token)}` : MAP_KEY_ENDPOINT;
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  // A key that lapsed while the device slept (timers stop): one new key, no validation.
  if (res.status === 400 && token) return fetchKey(null);
  if (!res.ok) throw new Error(`map key ${res.status}`);
  return MapKeyResponseSchema.parse(await res.json());
}

/**
 * The map key (spec §7 `v1/mmi_token`; ADR 012): fetched when the map opens,
 * re-validated every 60 s while it stays open (spec §9), each validation
 * answering a renewed key. A key refused as expired (the device slept past
 * its 5 minutes) is replaced once by a new one; when the server gives no key
 * (refused, failed, offline) the map withdraws until `retry` gets one.
 */
export function useMapKey(): MapKeyState & { retry: () => void } {
  const [state, setState] = useState<MapKeyState>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the key's life.
  useEffect(() => {
    let live = true;
    token.current = null;
    const load = async () => {
      try {
        const key = await fetchKey(token.current);
        if (!live) return;
        token.current = key.token;
        setState({ state: "ready", key });
      } catch {
        if (!live) return;
        token.current = null;
        setState({ state: "refused" });
        clearInterval(timer);
      }
    };
    void load();
    const timer = setInterval(() => void load(), MAP_KEY_REVALIDATE_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ state: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
