import { type MouseEvent, useEffect } from "react";
import { useFetcher } from "react-router";
import {
  type AlternateRoute,
  type AlternatesLookup,
  type AlternatesQuery,
  alternateIntent,
  alternatesKey,
  alternatesLookupUrl,
  distanceWords,
  type NearbyLookup,
  type NearbyOption,
  nearbyIntent,
  nearbyLookupUrl,
} from "./lookup.ts";

/**
 * Nearby and alternate stations while choosing (spec §1, §2 edit journey;
 * `v4/station`, `v1/alternate_stations`): under a chosen station, the
 * served stations within 50 km; under a chosen pair, the direct trains
 * between stations near them. Each is a submit button with an intent, so
 * it works before JavaScript (the action answers the form with that
 * station); after hydration a click fills the field in place.
 */

/** A chosen station's neighbours: the server's answer first, then the lookup's for the code now chosen. */
export function useNearby(
  code: string,
  initial: { code: string; stations: readonly NearbyOption[] } | null,
): readonly NearbyOption[] {
  const fetcher = useFetcher<NearbyLookup>();
  const known = initial !== null && initial.code === code;
  useEffect(() => {
    if (code && !known) fetcher.load(nearbyLookupUrl(code));
  }, [code, known, fetcher.load]);
  if (!code) return [];
  if (fetcher.data?.kind === "nearby" && fetcher.data.code === code) return fetcher.data.stations;
  return known ? initial.stations : [];
}

/** Trains between stations near the chosen pair on the date: the server's answer, then the lookup's. */
export function useAlternates(
  query: AlternatesQuery | null,
  initial: { key: string; routes: readonly AlternateRoute[] } | null,
): readonly AlternateRoute[] {
  const fetcher = useFetcher<AlternatesLookup>();
  const key = query ? alternatesKey(query) : "";
  const known = initial !== null && initial.key === key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names every part of the query
  useEffect(() => {
    if (!query || known) return;
    // Wait for the traveller to settle on the pair and date before asking.
    const timer = window.setTimeout(() => fetcher.load(alternatesLookupUrl(query)), 300);
    return () => window.clearTimeout(timer);
  }, [key, known, fetcher.load]);
  if (!key) return [];
  if (fetcher.data?.kind === "alternates" && fetcher.data.key === key) return fetcher.data.routes;
  return known ? initial.routes : [];
}

/** Before hydration the buttons post; after it a click is handled here. */
const handled = (hydrated: boolean, act: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  if (!hydrated) return;
  event.preventDefault();
  act();
};

export function NearbyChips({
  target,
  label,
  of,
  stations,
  hydrated,
  onPick,
}: {
  target: "from" | "to";
  /** The field's label, 'From' or 'To'. */
  label: string;
  /** The chosen station's name. */
  of: string;
  stations: readonly NearbyOption[];
  hydrated: boolean;
  onPick: (station: NearbyOption) => void;
}) {
  if (stations.length === 0) return null;
  return (
    <fieldset className="nearby">
      <legend className="nearby__label">
        {label}: stations near {of}
      </legend>
      <ul className="nearby__list">
        {stations.map((s) => (
          <li key={s.code}>
            <button
              type="submit"
              name="intent"
              value={nearbyIntent(target, s.code)}
              formNoValidate
              className="chip nearby__chip"
              onClick={handled(hydrated, () => onPick(s))}
            >
              {s.name} <span className="chip__code">{s.code}</span>{" "}
              <span className="nearby__km">{distanceWords(s.distanceKm)}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function AlternateRoutes({
  routes,
  hydrated,
  onPick,
}: {
  routes: readonly AlternateRoute[];
  hydrated: boolean;
  onPick: (route: AlternateRoute) => void;
}) {
  if (routes.length === 0) return null;
  return (
    <fieldset className="nearby nearby--routes">
      <legend className="nearby__label">Trains from nearby stations</legend>
      <ul className="nearby__routes">
        {routes.map((r) => (
          <li key={`${r.from.code}-${r.to.code}`}>
            <button
              type="submit"
              name="intent"
              value={alternateIntent(r.from.code, r.to.code)}
              formNoValidate
              className="nearby__route"
              onClick={handled(hydrated, () => onPick(r))}
            >
              <span className="nearby__pair">
                {r.from.name} <span className="chip__code">{r.from.code}</span> → {r.to.name}{" "}
                <span className="chip__code">{r.to.code}</span>
              </span>
              <span className="nearby__trains">
                {r.trains} {r.trains === 1 ? "train" : "trains"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
