/**
 * Distances between stations and a small grid index for "stations near this
 * one". Local to journey search: `../stations/` offers richer station search;
 * this only needs coordinates and must give bit-identical distances to the
 * brute-force enumerator, which calls the same `haversineKm`.
 */

import { haversineKm } from "@safar/domain/geo";

export { haversineKm };

const RAD = Math.PI / 180;

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A uniform lat/lon grid of point ids; `within` returns every id within `radiusKm`, exact. */
export class GeoGrid {
  readonly #cellDeg: number;
  readonly #cells = new Map<string, number[]>();
  readonly #points: readonly (GeoPoint | null)[];

  constructor(points: readonly (GeoPoint | null)[], cellDeg: number) {
    this.#cellDeg = cellDeg;
    this.#points = points;
    points.forEach((p, id) => {
      if (!p) return;
      const key = this.#key(Math.floor(p.lat / cellDeg), Math.floor(p.lon / cellDeg));
      let cell = this.#cells.get(key);
      if (!cell) {
        cell = [];
        this.#cells.set(key, cell);
      }
      cell.push(id);
    });
  }

  #key(i: number, j: number): string {
    return `${i}:${j}`;
  }

  /** Ids within `radiusKm` of point `id` (itself excluded), with distances, nearest first, ties by id. */
  within(id: number, radiusKm: number): { id: number; km: number }[] {
    const p = this.#points[id];
    if (!p) return [];
    // One degree of latitude is ~111 km; longitude degrees shrink with cos(lat).
    const latSpan = radiusKm / 110 + 1e-9;
    const lonSpan = radiusKm / (110 * Math.max(0.05, Math.cos((Math.abs(p.lat) + latSpan) * RAD)));
    const c = this.#cellDeg;
    const out: { id: number; km: number }[] = [];
    for (let i = Math.floor((p.lat - latSpan) / c); i <= Math.floor((p.lat + latSpan) / c); i++) {
      for (let j = Math.floor((p.lon - lonSpan) / c); j <= Math.floor((p.lon + lonSpan) / c); j++) {
        const cell = this.#cells.get(this.#key(i, j));
        if (!cell) continue;
        for (const other of cell) {
          if (other === id) continue;
          const q = this.#points[other] as GeoPoint;
          const km = haversineKm(p.lat, p.lon, q.lat, q.lon);
          if (km <= radiusKm) out.push({ id: other, km });
        }
      }
    }
    out.sort((a, b) => a.km - b.km || a.id - b.id);
    return out;
  }
}
