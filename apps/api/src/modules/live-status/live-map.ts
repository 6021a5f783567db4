import type { LiveMap, LiveMapSegmentKind } from "@safar/contracts/live-status";

/** One stop of the run as the map needs it; coordinates null where the network has none. */
export interface MapStop {
  code: string;
  name: string;
  /** From the origin, along the route. */
  distanceKm: number;
  lat: number | null;
  lng: number | null;
}

/** Where the run is, by stop index (the indexes of `stops`). */
export type MapProgress =
  | { state: "cancelled" }
  | { state: "not_started" }
  | { state: "at_station"; index: number }
  | { state: "between"; fromIndex: number; toIndex: number; fraction: number }
  | { state: "arrived" };

type Point = [number, number];
interface Located {
  code: string;
  name: string;
  km: number;
  point: Point;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The map of a run (spec §4 segments, meanings in `LIVE_MAP_SEGMENT_KINDS`):
 * the stops that have coordinates, the route between them in segments, and
 * the train. The train's point lies on the straight line between the located
 * stops before and after it, at its distance along the route: for a train
 * between stations A and B, `distance(A) + fraction × (distance(B) − distance(A))`,
 * so with both located it is A + fraction × (B − A). Null when fewer than two
 * stops have coordinates. Pure.
 */
export function liveMapGeometry(stops: readonly MapStop[], progress: MapProgress): LiveMap | null {
  const located: Located[] = [];
  for (const s of stops) {
    if (s.lat === null || s.lng === null || !Number.isFinite(s.lat) || !Number.isFinite(s.lng)) {
      continue;
    }
    located.push({ code: s.code, name: s.name, km: s.distanceKm, point: [s.lat, s.lng] });
  }
  if (located.length < 2) return null;
  const first = located[0] as Located;
  const last = located[located.length - 1] as Located;
  const stations = located.map((l) => ({
    code: l.code,
    name: l.name,
    lat: l.point[0],
    lng: l.point[1],
  }));
  const whole = (kind: LiveMapSegmentKind) => [{ kind, points: located.map((l) => l.point) }];
  const at = ([lat, lng]: Point) => ({ lat, lng });

  const progressKm = (): number | null => {
    if (progress.state === "at_station") return stops[progress.index]?.distanceKm ?? null;
    if (progress.state !== "between") return null;
    const from = stops[progress.fromIndex];
    const to = stops[progress.toIndex];
    if (!from || !to) return null;
    const f = Math.min(1, Math.max(0, progress.fraction));
    return from.distanceKm + f * (to.distanceKm - from.distanceKm);
  };

  switch (progress.state) {
    case "cancelled":
      return { stations, segments: whole("train_start"), train: null };
    case "not_started":
      return { stations, segments: whole("train_start"), train: at(first.point) };
    case "arrived":
      return { stations, segments: whole("terminated"), train: at(last.point) };
  }
  const km = progressKm();
  // Not yet past the first located stop: the train is still where the route starts.
  if (km === null || km <= first.km) {
    return { stations, segments: whole("train_start"), train: at(first.point) };
  }
  if (km >= last.km) {
    // Past the last located stop (the rest of the route has no coordinates): all travelled.
    return { stations, segments: whole("travelled"), train: at(last.point) };
  }
  // The located stops around the train: a.km ≤ km < b.km.
  let i = 0;
  while (i + 1 < located.length && (located[i + 1] as Located).km <= km) i++;
  const a = located[i] as Located;
  const b = located[i + 1] as Located;
  const t = b.km > a.km ? (km - a.km) / (b.km - a.km) : 0;
  const train: Point = [
    round(a.point[0] + t * (b.point[0] - a.point[0])),
    round(a.point[1] + t * (b.point[1] - a.point[1])),
  ];
  const before = located.slice(0, i + 1).map((l) => l.point);
  const after = located.slice(i + 1).map((l) => l.point);
  const atA = t === 0;
  return {
    stations,
    segments: [
      { kind: "travelled", points: atA ? before : [...before, train] },
      { kind: "remaining", points: atA ? [a.point, ...after] : [train, ...after] },
    ].filter((s) => s.points.length >= 2) as LiveMap["segments"],
    train: at(train),
  };
}
