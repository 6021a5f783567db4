import { EARTH_RADIUS_KM, haversineKm as haversineDegrees } from "@safar/domain/geo";

export { EARTH_RADIUS_KM };

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance between two points, km (haversine). */
export function haversineKm(a: LatLon, b: LatLon): number {
  return haversineDegrees(a.lat, a.lon, b.lat, b.lon);
}

/** Degrees of latitude spanned by `km` (an upper bound, used to narrow a search band). */
export function kmToLatDegrees(km: number): number {
  return km / ((Math.PI / 180) * EARTH_RADIUS_KM) + 1e-9;
}
