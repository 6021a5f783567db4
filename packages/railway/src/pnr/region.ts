/**
 * The PRS region of a PNR's first digit (facts.md §8): the zone of the
 * train's ORIGINATING station, not of the place where it was booked.
 *
 *   1     SCR (Secunderabad PRS)
 *   2–3   NR / NCR / NWR / NER (Delhi PRS)
 *   4–5   SR / SWR / SCR (Chennai PRS)
 *   6–7   NFR / ECR / ER / ECoR / SER / SECR (Kolkata PRS)
 *   8–9   CR / WCR / WR (Mumbai PRS)
 *
 * Choices where facts.md is silent or ambiguous:
 * - SCR is listed under both 1 and 4–5: SCR stations get 1 (Secunderabad has
 *   its own PRS); 4–5 are for SR and SWR.
 * - KR (Konkan Railway, not in the list) is served from Mumbai: 8–9.
 * - When the first digit has two values (2–3, 4–5, 6–7, 8–9), the PNR
 *   generator picks one of the two from the keyed random body, so both occur.
 * - Fallback when the station's `zone` is null or "?" (about half the open
 *   data): the station's `state` decides the region (table below, by the PRS
 *   that serves most of that state); with no state either, the station code
 *   is hashed onto one of the five regions, so the choice is still
 *   deterministic per station.
 */

export type PrsRegion = "secunderabad" | "delhi" | "chennai" | "kolkata" | "mumbai";

export const PRS_REGIONS: readonly PrsRegion[] = [
  "secunderabad",
  "delhi",
  "chennai",
  "kolkata",
  "mumbai",
];

/** The first digits a region's PNRs may start with. */
export const REGION_DIGITS: Record<PrsRegion, readonly number[]> = {
  secunderabad: [1],
  delhi: [2, 3],
  chennai: [4, 5],
  kolkata: [6, 7],
  mumbai: [8, 9],
};

const ZONE_REGION: Record<string, PrsRegion> = {
  SCR: "secunderabad",
  NR: "delhi",
  NCR: "delhi",
  NWR: "delhi",
  NER: "delhi",
  SR: "chennai",
  SWR: "chennai",
  NFR: "kolkata",
  ECR: "kolkata",
  ER: "kolkata",
  ECOR: "kolkata",
  SER: "kolkata",
  SECR: "kolkata",
  CR: "mumbai",
  WCR: "mumbai",
  WR: "mumbai",
  KR: "mumbai",
};

/** Fallback by state (chosen: the PRS whose zones cover most of the state). */
const STATE_REGION: Record<string, PrsRegion> = {
  "andhra pradesh": "secunderabad",
  telangana: "secunderabad",
  "delhi nct": "delhi",
  delhi: "delhi",
  "uttar pradesh": "delhi",
  punjab: "delhi",
  haryana: "delhi",
  rajasthan: "delhi",
  uttarakhand: "delhi",
  "himachal pradesh": "delhi",
  "jammu and kashmir": "delhi",
  chandigarh: "delhi",
  "tamil nadu": "chennai",
  kerala: "chennai",
  karnataka: "chennai",
  puducherry: "chennai",
  "west bengal": "kolkata",
  bihar: "kolkata",
  jharkhand: "kolkata",
  odisha: "kolkata",
  assam: "kolkata",
  chhattisgarh: "kolkata",
  tripura: "kolkata",
  nagaland: "kolkata",
  mizoram: "kolkata",
  manipur: "kolkata",
  meghalaya: "kolkata",
  "arunachal pradesh": "kolkata",
  sikkim: "kolkata",
  bangladesh: "kolkata",
  maharashtra: "mumbai",
  gujarat: "mumbai",
  "madhya pradesh": "mumbai",
  goa: "mumbai",
};

export interface OriginStation {
  code: string;
  zone: string | null;
  state?: string | null;
}

export type RegionSource = "zone" | "state" | "hash";

/** The PRS region of a zone code, or null for an unknown / missing zone. */
export function regionOfZone(zone: string | null | undefined): PrsRegion | null {
  if (!zone) return null;
  return ZONE_REGION[zone.trim().toUpperCase()] ?? null;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The region of an originating station, with how it was decided (zone, then state, then code hash). */
export function regionOfStation(station: OriginStation): {
  region: PrsRegion;
  source: RegionSource;
} {
  const byZone = regionOfZone(station.zone);
  if (byZone) return { region: byZone, source: "zone" };
  const byState = station.state ? STATE_REGION[station.state.trim().toLowerCase()] : undefined;
  if (byState) return { region: byState, source: "state" };
  const region = PRS_REGIONS[fnv1a(station.code.toUpperCase()) % PRS_REGIONS.length] as PrsRegion;
  return { region, source: "hash" };
}

/** The region a PNR's first digit stands for, or null for 0 / not a digit. */
export function regionOfDigit(digit: number): PrsRegion | null {
  for (const region of PRS_REGIONS) if (REGION_DIGITS[region].includes(digit)) return region;
  return null;
}
