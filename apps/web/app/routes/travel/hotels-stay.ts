import { addDays, type IsoDate, isIsoDate } from "@safar/domain/ist";

/** The hotels home's stay form (`hotels.tsx`): its query, checked. */
export const MAX_NIGHTS = 30;
export const MAX_PLACE = 60;

export interface StayQuery {
  place: string;
  checkIn: IsoDate;
  nights: number;
}

type Parsed = { stay: StayQuery | null; errors: Partial<Record<keyof StayQuery, string>> };

/** The form's query: nothing asked (no fields), or a stay, or what is wrong with each field. */
export function parseStay(params: URLSearchParams, today: IsoDate): Parsed {
  if (!params.has("place") && !params.has("checkIn") && !params.has("nights")) {
    return { stay: null, errors: {} };
  }
  const errors: Parsed["errors"] = {};
  const place = (params.get("place") ?? "").trim().replace(/\s+/g, " ");
  if (place.length < 2 || place.length > MAX_PLACE || !/^[\p{L}\p{N} .,'()-]+$/u.test(place)) {
    errors.place = "Please enter a city or station name";
  }
  const checkIn = params.get("checkIn") ?? "";
  if (!isIsoDate(checkIn) || checkIn < today || checkIn > addDays(today, 365)) {
    errors.checkIn = "Please choose a check-in date from today on";
  }
  const nights = Number(params.get("nights") ?? "");
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_NIGHTS) {
    errors.nights = `Please choose 1 to ${MAX_NIGHTS} nights`;
  }
  if (Object.keys(errors).length > 0) return { stay: null, errors };
  return { stay: { place, checkIn, nights }, errors };
}

/** OpenStreetMap's search for hotels near the place (the link out). */
export function mapSearchUrl(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`hotels near ${place}`)}`;
}
