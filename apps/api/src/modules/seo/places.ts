import { slugify } from "@safar/contracts/route-params";

/**
 * The places of route pages (`/trains/{origin}-to-{destination}-trains`) and
 * their slugs. A place is a city (all its stations) or one station; each has
 * one canonical slug:
 * - a city: its name (`mumbai`);
 * - a station: its readable name (`new-delhi`), unless another station or a
 *   city has that slug, or the slug holds the word `to` (a route slug splits
 *   at `-to-`): then the name and the code (`delhi-dli`).
 * Other spellings resolve to the same place and are redirected: a city's
 * other names (`bombay`), a station's code (`ndls`) or bare name when it
 * took a code suffix (the busiest station of that name).
 */
export interface PlaceStation {
  code: string;
  name: string;
  /** Higher is busier (the station index's importance). */
  importance: number;
}

export interface PlaceCity {
  name: string;
  aliases: readonly string[];
  /** Main station first. */
  codes: readonly string[];
}

export interface Place {
  kind: "city" | "station";
  slug: string;
  name: string;
  /** Station codes, the one searched first. */
  codes: readonly string[];
}

export interface PlaceIndex {
  /** The place a slug names, and whether the slug is its canonical one; null for none. */
  resolve(slug: string): { place: Place; canonical: boolean } | null;
  /** The place of one station. */
  station(code: string): Place | undefined;
  /** The city a station serves, if any. */
  cityOf(code: string): Place | undefined;
}

const hasWordTo = (slug: string) => slug.split("-").includes("to");

export function buildPlaceIndex(
  stations: readonly PlaceStation[],
  cities: readonly PlaceCity[],
): PlaceIndex {
  const canonical = new Map<string, Place>();
  const other = new Map<string, Place>();
  const byCode = new Map<string, Place>();
  const cityByCode = new Map<string, Place>();

  for (const c of cities) {
    const slug = slugify(c.name);
    if (!slug || hasWordTo(slug) || canonical.has(slug)) continue;
    const place: Place = { kind: "city", slug, name: c.name, codes: c.codes };
    canonical.set(slug, place);
    for (const code of c.codes) if (!cityByCode.has(code)) cityByCode.set(code, place);
  }

  const nameCount = new Map<string, number>();
  for (const s of stations) {
    const base = slugify(s.name);
    nameCount.set(base, (nameCount.get(base) ?? 0) + 1);
  }
  // Busiest first, so a bare shared name goes to the busiest station.
  const ordered = [...stations].sort(
    (a, b) => b.importance - a.importance || a.code.localeCompare(b.code),
  );
  for (const s of ordered) {
    const base = slugify(s.name);
    const unique =
      base !== "" && nameCount.get(base) === 1 && !canonical.has(base) && !hasWordTo(base);
    const slug = unique ? base : `${base ? `${base}-` : ""}${s.code.toLowerCase()}`;
    const place: Place = { kind: "station", slug, name: s.name, codes: [s.code] };
    canonical.set(slug, place);
    byCode.set(s.code, place);
    if (!unique && base && !other.has(base) && !canonical.has(base)) other.set(base, place);
  }
  for (const s of stations) {
    const code = s.code.toLowerCase();
    const place = byCode.get(s.code);
    if (place && !canonical.has(code) && !other.has(code)) other.set(code, place);
  }
  for (const c of cities) {
    const place = canonical.get(slugify(c.name));
    if (place?.kind !== "city") continue;
    for (const alias of c.aliases) {
      const slug = slugify(alias);
      if (slug && !canonical.has(slug) && !other.has(slug)) other.set(slug, place);
    }
  }

  return {
    resolve(slug) {
      const key = slug.toLowerCase();
      const exact = canonical.get(key);
      if (exact) return { place: exact, canonical: true };
      const alias = other.get(key);
      return alias ? { place: alias, canonical: false } : null;
    },
    station: (code) => byCode.get(code),
    cityOf: (code) => cityByCode.get(code),
  };
}
