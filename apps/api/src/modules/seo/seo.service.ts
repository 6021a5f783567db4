import { CLASS_NAMES } from "@safar/contracts/code-tables";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { routePagePath, stationPagePath, trainPagePath } from "@safar/contracts/route-params";
import type {
  SeoList,
  SeoListPage,
  SeoRoutePage,
  SeoStationPage,
  SeoTrainPage,
} from "@safar/contracts/seo";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate } from "@safar/domain/ist";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { DirectJourney } from "@safar/railway/search/types";
import { groupConnections } from "../trains/trains.service.ts";
import { buildPlaceIndex, type Place, type PlaceIndex } from "./places.ts";

/**
 * The route, station and train pages and the sitemap lists (issue 22), from
 * the timetable through the `RailwayGateway`. The place index and the lists
 * are derived once (the timetable does not change while the process runs);
 * each list is a sorted array of a few thousand short entries, sliced per page.
 */
export interface SeoDeps {
  railway: RailwayGateway;
  now: Clock;
}

/** Route pages show connections when fewer direct trains than this run. */
const FEW_DIRECT = 3;
const MAX_CONNECTIONS = 5;
/** Beside direct trains, connections at most this many times the fastest direct one's time. */
const CONNECTION_SLOWER = 1.5;
const MAX_SIMILAR = 12;
const MAX_STATION_ROUTES = 12;
const NEARBY_RADIUS_KM = 40;
const NEARBY_LIMIT = 8;

type Item = { path: string; text: string };

function notFound(message: string): DomainError {
  return new DomainError(ErrorCode.not_found, { message });
}

/** A path builder's answer, or null when the name makes no valid slug. */
function pathOr<T extends unknown[]>(build: (...a: T) => string, ...args: T): string | null {
  try {
    return build(...args);
  } catch {
    return null;
  }
}

const trainPath = (number: string, name: string) =>
  pathOr(trainPagePath, number, name) ?? `/trains/${number}-train`;

const compareItems = (a: Item, b: Item) => a.text.localeCompare(b.text);

export function createSeoService(deps: SeoDeps) {
  const { railway } = deps;
  let places: Promise<PlaceIndex> | undefined;
  const lists = new Map<SeoList, Promise<Item[]>>();

  /** Derived once; a failed derivation is not kept, so the next request tries again. */
  const once = <T>(make: () => Promise<T>, forget: () => void): Promise<T> =>
    make().catch((error: unknown) => {
      forget();
      throw error;
    });

  const placeIndex = () =>
    (places ??= once(
      async () => {
        const [stations, cities] = await Promise.all([railway.servedStations(), railway.cities()]);
        return buildPlaceIndex(stations, cities);
      },
      () => {
        places = undefined;
      },
    ));

  /** The first date pages look at: tomorrow (IST). */
  const fromDate = () => addDays(istDate(deps.now()), 1);

  const stationPath = (code: string, name: string) => pathOr(stationPagePath, { code, name });

  function routePath(from: Place | undefined, to: Place | undefined): string | null {
    if (!from || !to || from === to) return null;
    return pathOr(routePagePath, from.slug, to.slug);
  }

  async function train(trainNumber: string): Promise<SeoTrainPage> {
    const s = await railway.trainSchedule(trainNumber);
    if (!s) throw notFound(`No train with number ${trainNumber}`);
    const index = await placeIndex();
    const [journeys, rake, pair] = await Promise.all([
      railway.directAnyDay(s.source, s.destination, fromDate()),
      railway.trainRake(s.number),
      s.pair ? railway.trainSchedule(s.pair) : null,
    ]);
    const own = journeys.find((j) => j.trainNumber === s.number);
    const nameOf = (code: string) => s.stops.find((x) => x.code === code)?.name ?? code;
    const linked = (code: string) => ({
      code,
      name: nameOf(code),
      path: stationPath(code, nameOf(code)) ?? "/trains",
    });
    return {
      trainNumber: s.number,
      trainName: s.name,
      path: trainPath(s.number, s.name),
      trainType: s.trainTypeFilter,
      source: linked(s.source),
      destination: linked(s.destination),
      routePath: routePath(index.station(s.source), index.station(s.destination)),
      distanceKm: s.distanceKm,
      duration: s.duration,
      runDays: [...s.runDays],
      runDaysText: s.runDaysText,
      cateringIncluded: s.cateringIncluded,
      superfast: s.superfast,
      stops: s.stops.map((stop) => ({
        code: stop.code,
        name: stop.name,
        path: stationPath(stop.code, stop.name) ?? "/trains",
        arrival: stop.arrival,
        departure: stop.departure,
        day: stop.day,
        haltMin: stop.haltMin,
        distanceKm: stop.distanceKm,
      })),
      fareDate: own?.departure.date ?? null,
      classes: s.classes.map((code) => ({
        code,
        name: CLASS_NAMES[code],
        fare: own?.fares.find((f) => f.classCode === code)?.total ?? null,
      })),
      rake: (rake ?? []).map((c) => ({ classCode: c.classCode, name: c.name })),
      pair: pair
        ? {
            trainNumber: pair.number,
            trainName: pair.name,
            path: trainPath(pair.number, pair.name),
          }
        : null,
      similar: journeys
        .filter((j) => j.trainNumber !== s.number)
        .slice(0, MAX_SIMILAR)
        .map((j) => ({
          trainNumber: j.trainNumber,
          trainName: j.trainName,
          path: trainPath(j.trainNumber, j.trainName),
          departure: j.departure.time,
          arrival: j.arrival.time,
          duration: j.duration,
          runDaysText: j.runDaysText,
        })),
    };
  }

  async function station(code: string): Promise<SeoStationPage> {
    const st = await railway.station(code);
    if (!st) throw notFound(`No station with code ${code}`);
    const index = await placeIndex();
    const [calls, nearby] = await Promise.all([
      railway.stationCalls(st.code),
      railway.nearbyStations(st.code, {
        radiusKm: NEARBY_RADIUS_KM,
        limit: NEARBY_LIMIT,
        servedOnly: true,
      }),
    ]);
    const here = index.station(st.code);
    const ends = new Map<string, number>();
    for (const c of calls) {
      if (c.departure !== null && c.destination.code !== st.code) {
        ends.set(c.destination.code, (ends.get(c.destination.code) ?? 0) + 1);
      }
    }
    const routes: SeoStationPage["routes"] = [];
    const byCount = [...ends].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    for (const [end, trains] of byCount) {
      if (routes.length >= MAX_STATION_ROUTES) break;
      const to = index.station(end);
      const path = routePath(here, to);
      if (path && to) routes.push({ name: `${st.name} to ${to.name}`, path, trains });
    }
    return {
      station: {
        code: st.code,
        name: st.name,
        path: stationPath(st.code, st.name) ?? `/trains/${st.code.toLowerCase()}-railway-station`,
        state: st.state,
        zone: st.zone,
        city: st.city,
        lat: st.lat,
        lon: st.lon,
      },
      trains: calls.map((c) => ({
        trainNumber: c.trainNumber,
        trainName: c.trainName,
        path: trainPath(c.trainNumber, c.trainName),
        source: c.source,
        destination: c.destination,
        arrival: c.arrival,
        departure: c.departure,
        day: c.day,
        haltMin: c.haltMin,
        runDaysText: c.runDaysText,
      })),
      nearby: nearby.flatMap((n) => {
        const path = stationPath(n.station.code, n.station.name);
        return path
          ? [
              {
                code: n.station.code,
                name: n.station.name,
                path,
                distanceKm: n.distanceKm,
                lat: n.station.lat,
                lon: n.station.lon,
              },
            ]
          : [];
      }),
      routes,
    };
  }

  async function route(originSlug: string, destinationSlug: string): Promise<SeoRoutePage> {
    const index = await placeIndex();
    const origin = index.resolve(originSlug)?.place;
    const destination = index.resolve(destinationSlug)?.place;
    const unknown = notFound(`No trains from ${originSlug} to ${destinationSlug}`);
    if (!origin || !destination || origin === destination) throw unknown;
    const path = routePath(origin, destination);
    if (!path) throw unknown;
    const date = fromDate();

    const seen = new Map<string, DirectJourney>();
    for (const a of origin.codes) {
      for (const b of destination.codes) {
        if (a === b) continue;
        for (const j of await railway.directAnyDay(a, b, date)) {
          if (!seen.has(j.trainNumber)) seen.set(j.trainNumber, j);
        }
      }
    }
    const direct = [...seen.values()].sort(
      (x, y) =>
        x.departure.time.localeCompare(y.departure.time) ||
        x.trainNumber.localeCompare(y.trainNumber),
    );

    // The stations searched: the pair most direct trains serve, else each place's first.
    const pairs = new Map<string, number>();
    for (const j of direct)
      pairs.set(`${j.from}>${j.to}`, (pairs.get(`${j.from}>${j.to}`) ?? 0) + 1);
    const busiest = [...pairs].sort((a, b) => b[1] - a[1])[0]?.[0].split(">");
    const mainFrom = busiest?.[0] ?? (origin.codes[0] as string);
    const mainTo = busiest?.[1] ?? (destination.codes[0] as string);
    const fastestDirect = Math.min(...direct.map((j) => j.durationMin));
    let connections: SeoRoutePage["connections"] = [];
    if (direct.length < FEW_DIRECT && mainFrom !== mainTo) {
      const found = await railway.searchJourneys(mainFrom, mainTo, date);
      connections = groupConnections(found.connections)
        .groups.map((g) => g[0])
        .filter((c) => c !== undefined)
        // Beside direct trains, only a connection that is not much slower is worth a look.
        .filter((c) => direct.length === 0 || c.durationMin <= CONNECTION_SLOWER * fastestDirect)
        .sort((x, y) => x.durationMin - y.durationMin)
        .slice(0, MAX_CONNECTIONS)
        .map((c) => ({
          via: { code: c.transfer.arriveAt, name: c.legs[0].toName },
          waitMin: c.transfer.waitMin,
          duration: c.duration,
          legs: c.legs.map((leg) => ({
            trainNumber: leg.trainNumber,
            trainName: leg.trainName,
            path: trainPath(leg.trainNumber, leg.trainName),
            from: { code: leg.from, name: leg.fromName },
            to: { code: leg.to, name: leg.toName },
            departure: leg.departure.time,
            arrival: leg.arrival.time,
          })),
        }));
    }
    if (direct.length === 0 && connections.length === 0) throw unknown;

    let fastest: DirectJourney | null = null;
    let cheapest: SeoRoutePage["cheapest"] = null;
    for (const j of direct) {
      if (!fastest || j.durationMin < fastest.durationMin) fastest = j;
      for (const f of j.fares) {
        if (!cheapest || f.total < cheapest.fare) {
          cheapest = { trainNumber: j.trainNumber, classCode: f.classCode, fare: f.total };
        }
      }
    }
    const placeOf = async (p: Place, main: string) => ({
      kind: p.kind,
      slug: p.slug,
      name: p.name,
      main: { code: main, name: (await railway.station(main))?.name ?? main },
    });

    return {
      path,
      origin: await placeOf(origin, mainFrom),
      destination: await placeOf(destination, mainTo),
      fromDate: date,
      trains: direct.map((j) => ({
        trainNumber: j.trainNumber,
        trainName: j.trainName,
        path: trainPath(j.trainNumber, j.trainName),
        from: { code: j.from, name: j.fromName },
        to: { code: j.to, name: j.toName },
        departure: j.departure.time,
        arrival: j.arrival.time,
        arrivalDayOffset: j.arrival.day - j.departure.day,
        duration: j.duration,
        durationMin: j.durationMin,
        distanceKm: j.distanceKm,
        runDaysText: j.runDaysText,
        date: j.departure.date,
        classes: j.fares.map((f) => ({ code: f.classCode, fare: f.total })),
      })),
      fastest: fastest?.trainNumber ?? null,
      cheapest,
      connections,
    };
  }

  // ── Lists ──────────────────────────────────────────────────────────────────

  async function build(list: SeoList): Promise<Item[]> {
    const index = await placeIndex();
    if (list === "trains") {
      const trains = await railway.trainList();
      return trains.map((t) => ({
        path: trainPath(t.number, t.name),
        text: `${t.number} ${t.name}`,
      }));
    }
    if (list === "stations") {
      const stations = await railway.servedStations();
      return stations
        .flatMap((s) => {
          const path = stationPath(s.code, s.name);
          return path ? [{ path, text: `${s.name} (${s.code})` }] : [];
        })
        .sort(compareItems);
    }
    // Routes: station routes are the ends of every train; city routes every
    // pair of cities a train calls at, in its direction of travel.
    const trains = await railway.trainList();
    const items = new Map<string, Item>();
    const add = (from: Place | undefined, to: Place | undefined) => {
      const path = routePath(from, to);
      if (path && from && to && !items.has(path)) {
        items.set(path, { path, text: `${from.name} to ${to.name} trains` });
      }
    };
    for (const t of trains) {
      if (list === "routes-station") {
        add(index.station(t.source), index.station(t.destination));
        continue;
      }
      const schedule = await railway.trainSchedule(t.number);
      const cities: Place[] = [];
      for (const stop of schedule?.stops ?? []) {
        const city = index.cityOf(stop.code);
        if (city && !cities.includes(city)) cities.push(city);
      }
      for (let i = 0; i < cities.length; i++) {
        for (let k = i + 1; k < cities.length; k++) add(cities[i], cities[k]);
      }
    }
    return [...items.values()].sort(compareItems);
  }

  const listOf = (list: SeoList) => {
    let items = lists.get(list);
    if (!items) {
      items = once(
        () => build(list),
        () => lists.delete(list),
      );
      lists.set(list, items);
    }
    return items;
  };

  return {
    train,
    station,
    route,
    async lists() {
      const all = await Promise.all(
        (["trains", "stations", "routes-station", "routes-city"] as const).map(async (list) => ({
          list,
          total: (await listOf(list)).length,
        })),
      );
      return { lists: all };
    },
    async list(list: SeoList, page: number, size: number): Promise<SeoListPage> {
      const items = await listOf(list);
      const pageCount = Math.max(1, Math.ceil(items.length / size));
      if (page > pageCount) throw notFound(`The list has ${pageCount} pages`);
      return {
        list,
        page,
        pageCount,
        total: items.length,
        items: items.slice((page - 1) * size, page * size),
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
