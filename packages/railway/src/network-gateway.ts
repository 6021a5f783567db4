import type { Clock } from "@safar/domain/clock";
import { stationImportance } from "./network/importance.ts";
import type { Coach, NetworkSource, RawNetwork, TimetabledTrain } from "./network/model.ts";
import { hhmm, MINUTES_PER_DAY, runDaysText, shiftRunDays } from "./search/calendar.ts";
import { buildJourneyEngine, type JourneyEngine } from "./search/engine.ts";
import type {
  AlternateDate,
  AlternateStationsResult,
  DirectJourney,
  JourneySearchResult,
  StationCall,
  TrainMatch,
  TrainSchedule,
} from "./search/types.ts";
import { CITIES, type City } from "./stations/cities.ts";
import type { LatLon } from "./stations/geo.ts";
import {
  buildStationIndex,
  type NearbyOptions,
  type NearbyStation,
  type StateStations,
  type Station,
  type StationHit,
  type StationIndex,
} from "./stations/station-index.ts";
import { buildTimetable } from "./timetable/build.ts";

/**
 * The read side of the railway as the partner side sees it: stations, the
 * derived timetable and journey search, all answered from an in-memory read
 * model built once from the imported network. Promises, as a partner API's
 * calls would be.
 */
export interface RailwayNetworkGateway {
  readonly source: NetworkSource;
  /** Stations by code, name or city, typos tolerated; best first. */
  findStations(query: string, limit?: number): Promise<StationHit[]>;
  station(code: string): Promise<Station | null>;
  /** Stations nearest a station (itself excluded) or a point. */
  nearbyStations(from: string | LatLon, options: NearbyOptions): Promise<NearbyStation[]>;
  stationsByState(): Promise<StateStations[]>;
  popularStations(limit: number, state?: string): Promise<Station[]>;
  /** Direct trains and two-train connections from `from` to `to` on the IST date `date` (YYYY-MM-DD). */
  searchJourneys(from: string, to: string, date: string): Promise<JourneySearchResult>;
  /** Direct trains between the stations near `from` and near `to` (≤ 3 each side within 50 km). */
  alternateStations(from: string, to: string, date: string): Promise<AlternateStationsResult>;
  /** The nearest dates before and after `date` with direct trains. */
  alternateDates(
    from: string,
    to: string,
    date: string,
    span?: number,
  ): Promise<{ before: AlternateDate[]; after: AlternateDate[] }>;
  trainSchedule(trainNumber: string): Promise<TrainSchedule | null>;
  /** Trains by number (exact) or name (prefix, word prefix, typos tolerated). */
  findTrains(query: string, limit?: number): Promise<TrainMatch[]>;
  /** Every train serving `from` → `to` on any weekday, each on its first run from `date`. */
  directAnyDay(from: string, to: string, date: string): Promise<DirectJourney[]>;
  /** The trains calling at a station, by departure (or arrival) time. */
  stationCalls(code: string): Promise<StationCall[]>;
  /** Every station some train calls at, by code. */
  servedStations(): Promise<readonly Station[]>;
  /** Every train, by number. */
  trainList(): Promise<readonly TrainMatch[]>;
  /** The coaches of a train's rake, engine end first, or null for no such train. */
  trainRake(trainNumber: string): Promise<readonly Coach[] | null>;
  /** The cities of the station index, each with the codes of this network only. */
  cities(): Promise<readonly City[]>;
}

/** Everything derived from one network, built once at start. */
export interface NetworkReadModel {
  network: RawNetwork;
  timetable: readonly TimetabledTrain[];
  stations: StationIndex;
  engine: JourneyEngine;
  /** How long the build took, ms. */
  buildMs: number;
}

export function buildNetworkReadModel(network: RawNetwork): NetworkReadModel {
  const started = performance.now();
  const importance = stationImportance(network);
  const timetable = buildTimetable(network, { importance });
  const stations = buildStationIndex(network, importance);
  // Results show the readable station names of the index, not the printed abbreviations.
  const engine = buildJourneyEngine(
    timetable,
    network.stations.map((s) => ({
      code: s.code,
      name: stations.get(s.code)?.name ?? s.name,
      lat: s.lat,
      lon: s.lon,
    })),
  );
  return {
    network,
    timetable,
    stations,
    engine,
    buildMs: Math.round(performance.now() - started),
  };
}

/**
 * `clock`: the railway's clock, the instant search results quote their fares
 * at (the fare revisions in force, `fares/revisions.ts`); without it, the
 * latest revision's fares.
 */
export function createNetworkGateway(
  model: NetworkReadModel,
  clock?: Clock,
): RailwayNetworkGateway {
  const { stations, engine } = model;
  let served: readonly Station[] | undefined;
  let trainList: readonly TrainMatch[] | undefined;
  let cities: readonly City[] | undefined;
  const servedStations = () => engine.servedStations().flatMap((code) => stations.get(code) ?? []);
  const networkCities = () =>
    CITIES.map((c) => ({ ...c, codes: c.codes.filter((code) => stations.get(code)) })).filter(
      (c) => c.codes.length > 0,
    );
  return {
    source: model.network.source,
    findStations: async (query, limit) => stations.search(query, limit),
    station: async (code) => stations.get(code) ?? null,
    nearbyStations: async (from, options) => stations.nearby(from, options),
    stationsByState: async () => stations.states(),
    popularStations: async (limit, state) => stations.popular(limit, state),
    searchJourneys: async (from, to, date) => engine.search(from, to, date, clock?.()),
    alternateStations: async (from, to, date) =>
      engine.alternateStationSearch(from, to, date, clock?.()),
    alternateDates: async (from, to, date, span) => engine.alternateDates(from, to, date, span),
    trainSchedule: async (trainNumber) => engine.schedule(trainNumber),
    findTrains: async (query, limit) => engine.findTrains(query, limit),
    directAnyDay: async (from, to, date) => engine.directAnyDay(from, to, date, clock?.()),
    stationCalls: async (code) => stationCalls(engine, code),
    servedStations: async () => (served ??= servedStations()),
    trainList: async () =>
      (trainList ??= engine.trains
        .map((t) => ({ number: t.number, name: t.name, source: t.from, destination: t.to }))
        .sort((a, b) => a.number.localeCompare(b.number))),
    trainRake: async (trainNumber) => engine.train(trainNumber)?.rake ?? null,
    cities: async () => (cities ??= networkCities()),
  };
}

function stationCalls(engine: JourneyEngine, code: string): StationCall[] {
  const nameOf = (c: string) => engine.stations.get(c)?.name ?? c;
  const calls = engine.callsAt(code).map(({ train, stop }): StationCall & { sortMin: number } => {
    const s = train.stops[stop] as TimetableStopLike;
    const at = s.departureMin ?? s.arrivalMin ?? 0;
    const days = shiftRunDays(train.runsOn, Math.floor(at / MINUTES_PER_DAY));
    return {
      trainNumber: train.number,
      trainName: train.name,
      source: { code: train.from, name: nameOf(train.from) },
      destination: { code: train.to, name: nameOf(train.to) },
      arrival: s.arrivalMin === null ? null : hhmm(s.arrivalMin),
      departure: s.departureMin === null ? null : hhmm(s.departureMin),
      day: s.day,
      haltMin: s.haltMin,
      runDays: days,
      runDaysText: runDaysText(days),
      sortMin: ((at % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY,
    };
  });
  return calls
    .sort((a, b) => a.sortMin - b.sortMin || a.trainNumber.localeCompare(b.trainNumber))
    .map(({ sortMin: _, ...call }) => call);
}

type TimetableStopLike = TimetabledTrain["stops"][number];
