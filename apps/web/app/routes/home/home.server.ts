import { QUOTAS, TRAIN_CLASSES } from "@safar/contracts/code-tables";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import { holidaysBetween } from "@safar/contracts/trains/holidays";
import type { ApiClient } from "#server-context";
import { bookingWindowAt } from "../../features/search/booking-window.ts";
import type { HomeData } from "../../features/search/home-data.ts";
import type {
  AlternateRoute,
  AlternatesQuery,
  NearbyOption,
} from "../../features/search/lookup.ts";
import {
  pickStation,
  queryForText,
  type StationOption,
  textNamesStation,
} from "../../features/search/station-match.ts";
import { call } from "../../lib/api.server.ts";

/**
 * What the home screen asks the API (spec §7 "Under /api/trains": v1/homepage,
 * v3/station, v1/station/most_popular). Every call goes through the request's
 * API client; a failed or malformed answer degrades the page (the window is
 * computed locally, popular stations are left out) instead of failing it.
 */

const station = (s: StationOption): StationOption => ({
  code: s.code,
  name: s.name,
  city: s.city ?? null,
  state: s.state ?? null,
});

export async function loadHomeData(api: ApiClient, now: Date): Promise<HomeData> {
  const [parsed, statesParsed] = await Promise.all([
    call(api, TRAINS_ENDPOINTS.homepage),
    call(api, TRAINS_ENDPOINTS.stationStates),
  ]);
  const states = statesParsed.ok ? statesParsed.data.states.map((s) => s.state) : [];
  if (parsed.ok) {
    const h = parsed.data;
    return {
      window: {
        firstBookableDate: h.bookingWindow.firstBookableDate,
        lastBookableDate: h.bookingWindow.lastBookableDate,
      },
      holidays: h.holidays.map((d) => ({ date: d.date, name: d.name })),
      popularStations: h.popularStations.map(station),
      quotas: h.quotas,
      classes: h.classes.map((c) => ({ code: c.code, name: c.name })),
      states,
    };
  }
  const window = bookingWindowAt(now);
  const popular = await call(api, TRAINS_ENDPOINTS.popularStations, { query: { limit: "12" } });
  return {
    window,
    holidays: holidaysBetween(window.firstBookableDate, window.lastBookableDate).map((d) => ({
      date: d.date,
      name: d.name,
    })),
    popularStations: popular.ok ? popular.data.stations.map(station) : [],
    quotas: QUOTAS.map((q, i) => ({ code: q.code, name: q.name, default: i === 0 })),
    classes: TRAIN_CLASSES.map((c) => ({ code: c.code, name: c.name })),
    states,
  };
}

/** Typeahead hits for a query, best first; [] when nothing matches or the call fails. */
export async function findStations(api: ApiClient, q: string, limit = 8): Promise<StationOption[]> {
  const query = q.trim().slice(0, 60);
  if (!query) return [];
  const found = await call(api, TRAINS_ENDPOINTS.stationSearch, {
    query: { q: query, limit: String(limit) },
  });
  return found.ok ? found.data.stations.map(station) : [];
}

/** The stations of one state, most important first. */
export async function stationsOfState(api: ApiClient, state: string): Promise<StationOption[]> {
  const found = await call(api, TRAINS_ENDPOINTS.popularStations, {
    query: { state, limit: "50" },
  });
  return found.ok ? found.data.stations.map(station) : [];
}

/** The station of a code, as the typeahead knows it; null when it knows none. */
export async function stationByCode(api: ApiClient, code: string): Promise<StationOption | null> {
  return (await findStations(api, code, 10)).find((s) => s.code === code) ?? null;
}

/**
 * The station a form field means: the picker's code when the API knows it
 * and the text still names it, else the best typeahead hit for the text (a
 * code typed exactly wins).
 */
export async function resolveStation(
  api: ApiClient,
  text: string,
  code: string,
): Promise<StationOption | null> {
  if (code) {
    const exact = (await findStations(api, code, 10)).find((s) => s.code === code);
    if (exact && textNamesStation(text, exact)) return exact;
  }
  return pickStation(text, await findStations(api, queryForText(text), 10));
}

/** The served stations within 50 km of a chosen one, nearest first (`v4/station`); [] on any refusal. */
export async function nearbyStations(api: ApiClient, code: string): Promise<NearbyOption[]> {
  if (!/^[A-Z0-9]{1,8}$/.test(code)) return [];
  const found = await call(api, TRAINS_ENDPOINTS.stationDetail, { query: { code } });
  if (!found.ok) return [];
  return found.data.nearby.map((n) => ({ ...station(n.station), distanceKm: n.distanceKm }));
}

/** At most this many routes between nearby stations are offered in the form. */
export const ALTERNATE_ROUTES_SHOWN = 3;

/**
 * Direct trains between stations near the chosen pair (`v1/alternate_stations`),
 * the routes with trains only, as many trains first; [] on any refusal.
 */
export async function alternateRoutes(
  api: ApiClient,
  q: AlternatesQuery,
): Promise<AlternateRoute[]> {
  const found = await call(api, TRAINS_ENDPOINTS.alternateStations, {
    query: { from: q.from, to: q.to, date: q.date, quota: q.quota },
  });
  if (!found.ok) return [];
  const near = (s: { code: string; name: string; distanceKm: number }): NearbyOption => ({
    code: s.code,
    name: s.name,
    city: null,
    state: null,
    distanceKm: s.distanceKm,
  });
  return found.data.routes
    .filter((r) => r.trains.length > 0)
    .sort((a, b) => b.trains.length - a.trains.length)
    .slice(0, ALTERNATE_ROUTES_SHOWN)
    .map((r) => ({
      from: near(r.from),
      to: near(r.to),
      trains: r.trains.length,
    }));
}
