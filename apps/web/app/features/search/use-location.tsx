import type { NearestStations } from "@safar/contracts/coordinates";
import { useState } from "react";
import type { SearchMessages } from "../../i18n/search.ts";
import { useMessages } from "../../lib/i18n.ts";
import type { StationOption } from "./station-match.ts";

type Position = { lat: number; lon: number } | null;

/**
 * The position, asked for only now (the traveller pressed the button): the
 * host app's location in in-app mode when the bridge offers it (ADR 026),
 * else the browser's geolocation (which asks permission). Null on refusal,
 * timeout or no geolocation.
 */
async function position(): Promise<Position> {
  const { nativeBridge } = await import("../../lib/native-bridge.ts");
  const bridge = await nativeBridge();
  if (bridge.inApp) {
    const at = await bridge.call("location", {}).catch(() => null);
    return at ? { lat: at.latitude, lon: at.longitude } : null;
  }
  if (!("geolocation" in navigator)) return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * 'Use my location' (issue 25 item 2; spec §7 `v1/user/coordinates`): on
 * the traveller's press only, the nearest served stations; the nearest goes
 * into From and the others are offered. Spec §8 'Location failure': the
 * city and state kept for the device are emptied. Needs JavaScript, so it
 * is shown only once the form has hydrated (its place kept before that).
 */
export function UseMyLocation({
  ready,
  onPick,
}: {
  /** Hydrated: before that the button holds its place unseen (no layout shift, no dead button). */
  ready: boolean;
  onPick: (station: StationOption) => void;
}) {
  const t = useMessages<SearchMessages>();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const [others, setOthers] = useState<NearestStations["stations"]>([]);

  const locate = async () => {
    setState("busy");
    setOthers([]);
    const { writeJson, STORAGE_KEYS } = await import("../../lib/storage.ts");
    const at = await position();
    let found: NearestStations | null = null;
    if (at) {
      const { apiFetch } = await import("../../lib/api-fetch.ts");
      found = await apiFetch<NearestStations>("/api/trains/v1/user/coordinates", {
        method: "POST",
        body: at,
      }).catch(() => null);
    }
    const [nearest, ...rest] = found?.stations ?? [];
    if (!found || !nearest) {
      writeJson(STORAGE_KEYS.userCityState, { city: "", state: "" });
      setState("failed");
      return;
    }
    writeJson(STORAGE_KEYS.userCityState, { city: found.city, state: found.state });
    onPick({ code: nearest.code, name: nearest.name, city: nearest.city, state: nearest.state });
    setOthers(rest);
    setState("idle");
  };

  return (
    <div className={ready ? "use-location" : "use-location use-location--waiting"}>
      <button
        type="button"
        className="button button--secondary use-location__button"
        onClick={locate}
        disabled={state === "busy"}
      >
        {state === "busy" ? t.locating : t.useMyLocation}
      </button>
      <p className="use-location__status" role="status">
        {state === "failed" ? t.locationFailed : ""}
      </p>
      {others.length > 0 ? (
        <ul className="use-location__others" aria-label={t.nearestStations}>
          {others.map((s) => (
            <li key={s.code}>
              <button
                type="button"
                className="chip"
                onClick={() => {
                  onPick({ code: s.code, name: s.name, city: s.city, state: s.state });
                  setOthers([]);
                }}
              >
                {s.name} ({s.code}) · {s.distanceKm.toFixed(1)} km
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
