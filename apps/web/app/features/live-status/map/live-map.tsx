import type { LiveStatusResponse, MapKeyResponse } from "@safar/contracts/live-status";
import type * as Leaflet from "leaflet";
import { useEffect, useId, useRef, useState } from "react";
import "leaflet/dist/leaflet.css";
import "./live-map.css";
import type { LiveMessages } from "../../../i18n/live-status.ts";
import { fill, useMessages } from "../../../lib/i18n.ts";
import landOutline from "./india-land.geojson?raw";
import { mapCaption, SEGMENT_LEGEND } from "./map-caption.ts";
import { useMapKey } from "./use-map-key.ts";

/**
 * The live-status map (issue 7 item 3; ADR 012), loaded only when the
 * traveller opens it: `lazy(() => import("…/features/live-status/map/live-map.tsx"))`.
 * Leaflet over a packaged land outline of the subcontinent (Natural Earth,
 * public domain; no tile server), or over the configured tile layer; the
 * route in the spec's segments, the stations and the train. It draws only
 * while it holds a valid map key, re-validated every 60 s (spec §9).
 */
export default function LiveMap({ status }: { status: LiveStatusResponse }) {
  const mapKey = useMapKey();
  const captionId = useId();
  const t = useMessages<LiveMessages>();
  const caption = mapCaption(status, t);
  const kinds = [...new Set(status.map?.segments.map((s) => s.kind) ?? [])];

  return (
    <figure className="live-map" aria-labelledby={captionId}>
      <figcaption id={captionId} className="live-map__caption">
        {caption}
      </figcaption>
      <div aria-live="polite" className="live-map__notice-slot">
        {mapKey.state === "loading" ? <p className="live-map__notice">{t.mapLoading}</p> : null}
        {mapKey.state === "refused" ? (
          <div className="live-map__notice live-map__notice--error" role="alert">
            <p>{t.mapUnavailable}</p>
            <button type="button" className="button button--secondary" onClick={mapKey.retry}>
              {t.mapRetry}
            </button>
          </div>
        ) : null}
      </div>
      {mapKey.state === "ready" && status.map ? (
        <>
          <MapCanvas
            status={status}
            mapKey={mapKey.key}
            label={caption}
            captionId={captionId}
            t={t}
          />
          <ul className="live-map__legend" aria-label={t.mapLegend}>
            {kinds.map((kind) => (
              <li key={kind}>
                <svg className="live-map__swatch" viewBox="0 0 36 12" aria-hidden="true">
                  <SegmentSwatch kind={kind} />
                </svg>
                {t[`legend_${kind}`] ?? SEGMENT_LEGEND[kind]}
              </li>
            ))}
            {status.map.train ? (
              <li>
                <span className="live-map__swatch live-map__swatch--train" aria-hidden="true" />
                {t.mapTrain}
              </li>
            ) : null}
            <li>
              <span className="live-map__swatch live-map__swatch--station" aria-hidden="true" />
              {t.mapStationKey}
            </li>
          </ul>
        </>
      ) : null}
    </figure>
  );
}

function SegmentSwatch({ kind }: { kind: keyof typeof SEGMENT_LEGEND }) {
  if (kind === "terminated") {
    return (
      <>
        <line
          x1="2"
          y1="6"
          x2="34"
          y2="6"
          className="live-map__route live-map__route--terminated"
        />
        <line x1="2" y1="6" x2="34" y2="6" className="live-map__route live-map__route--inner" />
      </>
    );
  }
  return (
    <line x1="2" y1="6" x2="34" y2="6" className={`live-map__route live-map__route--${kind}`} />
  );
}

type L = typeof Leaflet;
let leafletModule: Promise<L> | null = null;
/** Leaflet touches `window` as it loads: imported in the browser only, once. */
const loadLeaflet = () => {
  leafletModule ??= import("leaflet").then((m) => ((m as { default?: L }).default ?? m) as L);
  return leafletModule;
};

type Outline = NonNullable<Parameters<L["geoJSON"]>[0]>;
let land: Outline | null = null;
const landFeature = () => {
  land ??= JSON.parse(landOutline) as Outline;
  return land;
};

/** The outline covers 60–102°E, 3–40°N: the map does not wander off it. */
const OUTLINE_BOUNDS: [[number, number], [number, number]] = [
  [3, 60],
  [40, 102],
];

/** The accessible name of a marker (its element exists once the map has a view). */
const named = (marker: Leaflet.Marker, name: string) =>
  marker.on("add", () => marker.getElement()?.setAttribute("aria-label", name));

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function MapCanvas({
  status,
  mapKey,
  label,
  captionId,
  t,
}: {
  status: LiveStatusResponse;
  mapKey: MapKeyResponse;
  label: string;
  t: LiveMessages;
  /** The text alternative, which describes the map. */
  captionId: string;
}) {
  const container = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const view = useRef<{
    L: L;
    map: Leaflet.Map;
    route: Leaflet.LayerGroup;
    tiles: Leaflet.TileLayer | null;
    fitted: string | null;
  } | null>(null);

  // The map itself: made once, removed with the component; the key and the status update it below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once.
  useEffect(() => {
    let live = true;
    void loadLeaflet().then((L) => {
      const el = container.current;
      if (!live || !el) return;
      const map = L.map(el, {
        maxBounds: OUTLINE_BOUNDS,
        maxBoundsViscosity: 0.8,
        minZoom: 4,
        maxZoom: 12,
        zoomSnap: 0.25,
        attributionControl: false,
      });
      L.control
        .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
        .addAttribution(escapeHtml(mapKey.attribution))
        .addTo(map);
      // The packaged outline is the base map, unless a tile layer is configured (it draws above tiles).
      if (!mapKey.tileUrl) {
        L.geoJSON(landFeature(), {
          interactive: false,
          style: { className: "live-map__land" },
        }).addTo(map);
      }
      const tiles = mapKey.tileUrl
        ? L.tileLayer(mapKey.tileUrl, {
            key: mapKey.token,
            maxZoom: 12,
          } as Leaflet.TileLayerOptions).addTo(map)
        : null;
      view.current = { L, map, route: L.layerGroup().addTo(map), tiles, fitted: null };
      setReady(true);
    });
    return () => {
      live = false;
      view.current?.map.remove();
      view.current = null;
    };
  }, []);

  // A renewed key goes to the tile layer without redrawing it.
  useEffect(() => {
    const v = view.current;
    if (!ready || !v?.tiles) return;
    // Options live on a prototype chain: set, never replace (the next tiles ask with the new key).
    v.L.Util.setOptions(v.tiles, { key: mapKey.token });
  }, [ready, mapKey.token]);

  // The route, the stations and the train: redrawn whenever the status changes.
  useEffect(() => {
    const v = view.current;
    const data = status.map;
    if (!ready || !v || !data) return;
    const { L, map, route } = v;
    route.clearLayers();
    const byCode = new Map(status.stops.map((s) => [s.code, s]));
    for (const segment of data.segments) {
      const line = L.polyline(segment.points, {
        className: `live-map__route live-map__route--${segment.kind}`,
        interactive: false,
      });
      route.addLayer(line);
      if (segment.kind === "terminated") {
        route.addLayer(
          L.polyline(segment.points, {
            className: "live-map__route live-map__route--inner",
            interactive: false,
          }),
        );
      }
    }
    const last = data.stations.length - 1;
    data.stations.forEach((station, i) => {
      const stop = byCode.get(station.code);
      const end = i === 0 ? "origin" : i === last ? "destination" : "stop";
      const name = `${station.name} (${station.code})`;
      const marker = L.marker([station.lat, station.lng], {
        icon: L.divIcon({
          className: `live-map__station live-map__station--${end}`,
          iconSize: end === "stop" ? [14, 14] : [18, 18],
          html: "",
        }),
        keyboard: true,
        title: name,
        riseOnHover: true,
      });
      const times = stop
        ? [
            stop.expectedArrival ? fill(t.mapArrives, { time: stop.expectedArrival }) : null,
            stop.expectedDeparture ? fill(t.mapDeparts, { time: stop.expectedDeparture }) : null,
            fill(t.mapPlatform, { platform: stop.platform }),
            stop.delayMin > 0 ? fill(t.mapLate, { min: stop.delayMin }) : t.mapOnTime,
          ]
            .filter(Boolean)
            .join(" · ")
        : "";
      marker.bindTooltip(escapeHtml(station.name), { direction: "top", offset: [0, -8] });
      marker.bindPopup(
        `<strong>${escapeHtml(name)}</strong>${times ? `<br>${escapeHtml(times)}` : ""}`,
      );
      named(marker, fill(t.mapStation, { name }));
      route.addLayer(marker);
    });
    if (data.train) {
      const train = L.marker([data.train.lat, data.train.lng], {
        icon: L.divIcon({
          className: "live-map__train",
          iconSize: [30, 30],
          html: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2c-4 0-8 .5-8 4v9.5A3.5 3.5 0 0 0 7.5 19L6 20.5v.5h2.2l2-2h3.6l2 2H18v-.5L16.5 19a3.5 3.5 0 0 0 3.5-3.5V6c0-3.5-4-4-8-4Zm-4.5 14a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3.5-6H6V6h5v4Zm2 0V6h5v4h-5Zm3.5 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"/></svg>',
        }),
        keyboard: true,
        title: label,
        zIndexOffset: 1000,
      });
      train.bindTooltip(escapeHtml(fill(t.mapTrainNumber, { number: status.trainNumber })), {
        direction: "top",
        offset: [0, -14],
      });
      named(train, label);
      route.addLayer(train);
    }
    // Fit the route once per run; later refreshes keep the traveller's view.
    const run = `${status.trainNumber}/${status.runDate}`;
    if (v.fitted !== run) {
      v.fitted = run;
      map.fitBounds(L.latLngBounds(data.stations.map((s) => [s.lat, s.lng] as [number, number])), {
        // Clear of the zoom buttons (top left) and the credits (bottom).
        paddingTopLeft: [48, 28],
        paddingBottomRight: [24, 60],
      });
    }
  }, [ready, status, label, t]);

  return (
    <section
      ref={container}
      className="live-map__canvas"
      aria-label={t.mapRoute}
      aria-describedby={captionId}
      data-ready={ready ? "true" : undefined}
    />
  );
}
