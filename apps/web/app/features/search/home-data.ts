import type { BookingWindow } from "./booking-window.ts";
import type { AlternateRoute, NearbyOption } from "./lookup.ts";
import type { SearchErrors, SearchFormValues } from "./search-form.schema.ts";
import type { StationOption } from "./station-match.ts";

/** What the home route's loader gives the search screen (spec §3 Home). */
export interface Holiday {
  date: string;
  name: string;
}

export interface HomeData {
  window: BookingWindow;
  holidays: Holiday[];
  popularStations: StationOption[];
  quotas: { code: string; name: string; default: boolean }[];
  classes: { code: string; name: string }[];
  /** States of the station list for the state-wise lists, as the list spells them. */
  states: string[];
  /** Their names in the page's language, where it is not English (the value sent stays the list's). */
  stateNames?: Readonly<Record<string, string>>;
}

/** What the action answers when the search cannot run: the values back, with a message per field. */
export interface SearchActionResult {
  values: SearchFormValues;
  errors: SearchErrors;
  /** Names of the stations the action resolved, kept when the form is shown again. */
  stationNames?: { from?: string | undefined; to?: string | undefined };
  /** The neighbours of each chosen station (`v4/station`), for the form before JavaScript. */
  nearby?: { from: NearbyOption[]; to: NearbyOption[] };
  /** Trains between stations near the chosen pair (`v1/alternate_stations`). */
  alternates?: AlternateRoute[];
}
