/** Mean Earth radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance between two points, km (haversine). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Degrees of latitude spanned by `km` (an upper bound, used to narrow a search band). */
export function kmToLatDegrees(km: number): number {
  return km / ((Math.PI / 180) * EARTH_RADIUS_KM) + 1e-9;
}
