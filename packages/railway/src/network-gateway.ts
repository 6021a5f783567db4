import type { Clock } from "@safar/domain/clock";
import { stationImportance } from "./network/importance.ts";
import type { NetworkSource, RawNetwork, TimetabledTrain } from "./network/model.ts";
import { buildJourneyEngine, type JourneyEngine } from "./search/engine.ts";
import type {
  AlternateDate,
  AlternateStationsResult,
  JourneySearchResult,
  TrainMatch,
  TrainSchedule,
} from "./search/types.ts";
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
  nearbyStations(code: string, options: NearbyOptions): Promise<NearbyStation[]>;
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
  return {
    source: model.network.source,
    findStations: async (query, limit) => stations.search(query, limit),
    station: async (code) => stations.get(code) ?? null,
    nearbyStations: async (code, options) => stations.nearby(code, options),
    stationsByState: async () => stations.states(),
    popularStations: async (limit, state) => stations.popular(limit, state),
    searchJourneys: async (from, to, date) => engine.search(from, to, date, clock?.()),
    alternateStations: async (from, to, date) =>
      engine.alternateStationSearch(from, to, date, clock?.()),
    alternateDates: async (from, to, date, span) => engine.alternateDates(from, to, date, span),
    trainSchedule: async (trainNumber) => engine.schedule(trainNumber),
    findTrains: async (query, limit) => engine.findTrains(query, limit),
  };
}
