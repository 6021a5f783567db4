import { SAME_STATION_MESSAGE } from "./results-url.ts";

/**
 * The search form's messages (spec §5 Search, §8):
 * - both stations are required (spec §5; the wording is the API's own,
 *   `stationCodeParam` in `@safar/contracts/trains/common`);
 * - they cannot be the same (spec §5, the API's `SAME_STATION_MESSAGE`);
 * - a date after the booking window: 'Bookings not open for this date' (spec §8);
 * - a station that matches nothing: 'No Station Found' (spec §8).
 * Kept apart from the Zod schema so the client can show them without Zod.
 */
export const SEARCH_MESSAGES = {
  fromMissing: "Please enter a source station",
  toMissing: "Please enter a destination station",
  sameStation: SAME_STATION_MESSAGE,
  dateMissing: "Please choose a journey date",
  dateInvalid: "Please choose a valid journey date",
  datePast: "Journey date cannot be in the past",
  dateNotOpen: "Bookings not open for this date",
  noStation: "No Station Found",
} as const;
