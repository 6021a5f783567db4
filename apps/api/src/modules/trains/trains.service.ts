import {
  CLASS_CODES,
  type ClassCode,
  DEFAULT_QUOTA,
  DISPLAY,
  LIMITS,
  POPULAR_CLASSES,
  QUOTAS,
  type QuotaCode,
  SORT_OPTIONS,
  TATKAL_QUOTA,
  TRAIN_CLASSES,
} from "@safar/contracts/code-tables";
import { DomainError, ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import { FILTER_PARAM_KEYS } from "@safar/contracts/search-filter-keys";
import {
  applyFilters,
  filterFacets,
  sortTrains,
  trainMatches,
} from "@safar/contracts/search-filter-logic";
import { filtersFromSearchParams, type SearchFilters } from "@safar/contracts/search-filters";
import {
  type AvailabilityItem,
  SAME_STATION_MESSAGE,
  type TrainResult,
} from "@safar/contracts/trains/common";
import { connectionId } from "@safar/contracts/trains/connection-ref";
import type { GsaAvailabilityQuery, GsaAvailabilityResponse } from "@safar/contracts/trains/gsa";
import { ALTERNATE_ROUTE_KINDS, type AlternateRouteKindName } from "@safar/contracts/trains/gsa";
import { holidaysBetween } from "@safar/contracts/trains/holidays";
import type {
  HomepageQuery,
  HomepageResponse,
  RecentSearchesBody,
  RecentSearchesResponse,
} from "@safar/contracts/trains/home";
import {
  type IndirectJourneyQuery,
  type IndirectJourneyResponse,
  SORT_LABELS,
  type TrainSearchQuery,
  type TrainSearchResponse,
} from "@safar/contracts/trains/search";
import {
  type AlternateStationsQuery,
  type AlternateStationsResponse,
  NEARBY_LIMIT,
  NEARBY_RADIUS_KM,
  type PopularStationsQuery,
  type PopularStationsResponse,
  type StationDetailQuery,
  type StationDetailResponse,
  type StationSearchQuery,
  type StationSearchResponse,
  type StationStatesQuery,
  type StationStatesResponse,
} from "@safar/contracts/trains/stations";
import type {
  DateRibbonQuery,
  DateRibbonResponse,
  ScheduleQuery,
  ScheduleResponse,
  TrainByNameQuery,
  TrainByNameResponse,
  TrainDetailQuery,
  TrainDetailResponse,
} from "@safar/contracts/trains/train";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate } from "@safar/domain/ist";
import type {
  Availability,
  AvailabilityQuery,
  RailwayGateway,
  RailwayResult,
} from "@safar/railway/gateway";
import { dateWindowStatus, lastBookableDate } from "@safar/railway/rules/booking-window";
import type { ConnectingJourney, DirectJourney } from "@safar/railway/search/types";
import type { Station } from "@safar/railway/stations/station-index";
import {
  classPairs,
  compareClasses,
  connectionClass,
  groupConnections,
  MAX_LISTED,
  type PricedConnection,
  pickBest,
  rankable,
  recommendedConnectionOrder,
  timetableFilterable,
  timetableRankable,
  toFilterable,
} from "./connections.ts";
import type { JourneyCache } from "./journey-cache.ts";
import {
  alternateStationsText,
  availabilityItem,
  bestItem,
  connectionRefOf,
  connectionResult,
  isAvailable,
  itemRank,
  recommendedOrder,
  runDaysMap,
  stationSummary,
  trainResult,
} from "./trains.view.ts";

/** Two-train options grouped per pair of trains (the route pages list a few). */
export { groupConnections };

/**
 * The search use cases behind `/api/trains` (spec §7): stations, journeys and
 * availability, all through the `RailwayGateway`. Every page asks the railway
 * for availability once (`availabilityMany`), never once per class.
 */
export interface TrainsDeps {
  railway: RailwayGateway;
  now: Clock;
  /** Journey search answers, cached (the timetable does not change while the process runs). */
  journeys: JourneyCache;
}

interface Meta {
  locale: string;
}

const meta = (deps: TrainsDeps, q: Meta) => ({
  locale: q.locale,
  updatedAt: deps.now().toISOString(),
});

// ── Checks shared by the endpoints ───────────────────────────────────────────

async function requireStation(
  railway: RailwayGateway,
  code: string,
  field: string,
): Promise<Station> {
  const station = await railway.station(code);
  if (!station) {
    throw new DomainError(ErrorCode.no_station_found, {
      fields: { [field]: `No station with code ${code}` },
    });
  }
  return station;
}

const PAST_DATE_MESSAGE = "The journey date has passed";

/**
 * Spec §8/§9: a past date is a validation error; a date beyond the advance
 * reservation period is 'Bookings not open for this date'. The date alone is
 * judged, as on the search form (`dateWindowStatus`). Null when the date is fine.
 */
function journeyDateProblem(now: Date, date: string): DomainError | null {
  const status = dateWindowStatus(now, date);
  if (status.phase === "past") {
    return new DomainError(ErrorCode.validation_failed, { fields: { date: PAST_DATE_MESSAGE } });
  }
  if (status.phase === "not_yet_open") {
    return new DomainError(ErrorCode.bookings_not_open, {
      fields: { date: `Bookings for ${date} open on ${istDate(status.opensAt)}` },
    });
  }
  return null;
}

function checkJourneyDate(now: Date, date: string): void {
  const problem = journeyDateProblem(now, date);
  if (problem) throw problem;
}

/** Both stations of a journey (404 for an unknown one) and its date checked against the booking window. */
async function journeyEnds(
  deps: Pick<TrainsDeps, "railway" | "now">,
  q: { from: string; to: string; date: string },
): Promise<{ from: Station; to: Station }> {
  const [from, to] = await Promise.all([
    requireStation(deps.railway, q.from, "from"),
    requireStation(deps.railway, q.to, "to"),
  ]);
  checkJourneyDate(deps.now(), q.date);
  return { from, to };
}

/**
 * The checks every journey endpoint makes, for other modules (the smart
 * filter): not the same station twice (400 on `to`), both stations known
 * (404 No Station Found), the date neither past (400) nor beyond the booking
 * window (400 Bookings not open for this date).
 */
export async function checkJourney(
  deps: Pick<TrainsDeps, "railway" | "now">,
  q: { from: string; to: string; date: string },
): Promise<void> {
  if (q.from === q.to) {
    throw new DomainError(ErrorCode.validation_failed, { fields: { to: SAME_STATION_MESSAGE } });
  }
  await journeyEnds(deps, q);
}

/** Availability of every class of each journey in one quota: one railway call. */
async function availabilityOf(
  railway: RailwayGateway,
  journeys: readonly DirectJourney[],
  quota: QuotaCode,
  only?: ClassCode,
): Promise<AvailabilityItem[][]> {
  const queries: AvailabilityQuery[] = [];
  for (const j of journeys) {
    for (const classCode of j.classes) {
      if (only && classCode !== only) continue;
      queries.push({
        trainNumber: j.trainNumber,
        from: j.from,
        to: j.to,
        date: j.departure.date,
        classCode,
        quota,
      });
    }
  }
  const answers = queries.length > 0 ? await railway.availabilityMany(queries) : [];
  const out: AvailabilityItem[][] = [];
  let k = 0;
  for (const j of journeys) {
    const items: AvailabilityItem[] = [];
    for (const classCode of j.classes) {
      if (only && classCode !== only) continue;
      items.push(availabilityItem(classCode, quota, answers[k]));
      k += 1;
    }
    out.push(items);
  }
  return out;
}

/**
 * The availability of several lists of journeys (routes, recent searches…)
 * in one railway call, handed back list by list.
 */
async function availabilityByGroup(
  railway: RailwayGateway,
  groups: readonly (readonly DirectJourney[])[],
  quota: QuotaCode,
): Promise<{ j: DirectJourney; classes: AvailabilityItem[] }[][]> {
  const items = await availabilityOf(railway, groups.flat(), quota);
  let k = 0;
  return groups.map((g) => g.map((j) => ({ j, classes: items[k++] ?? [] })));
}

/** Journeys with their availability, in the recommended order (ranks from 1). */
function rankedResults(
  journeys: { j: DirectJourney; classes: AvailabilityItem[] }[],
): TrainResult[] {
  const order = recommendedOrder(
    journeys.map(({ j, classes }) => ({
      departureAbs: j.departure.abs,
      durationMin: j.durationMin,
      classes,
    })),
  );
  return order.map((i, rank) => {
    const t = journeys[i] as { j: DirectJourney; classes: AvailabilityItem[] };
    return trainResult(t.j, t.classes, rank + 1);
  });
}

/** Journeys with their availability, in the recommended order (ranks from 1). */
async function trainResults(
  railway: RailwayGateway,
  journeys: readonly DirectJourney[],
  quota: QuotaCode,
): Promise<TrainResult[]> {
  const [group] = await availabilityByGroup(railway, [journeys], quota);
  return rankedResults(group ?? []);
}

const uniqueStations = (list: { code: string; name: string }[]) => {
  const seen = new Map<string, { code: string; name: string }>();
  for (const s of list) if (!seen.has(s.code)) seen.set(s.code, s);
  return [...seen.values()];
};

// ── v5/search ────────────────────────────────────────────────────────────────

export async function searchTrains(
  deps: TrainsDeps,
  q: TrainSearchQuery,
): Promise<TrainSearchResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const found = await deps.journeys.search(from.code, to.code, q.date);
  const journeys = q.class
    ? found.direct.filter((j) => j.classes.includes(q.class as ClassCode))
    : found.direct;
  const trains = await trainResults(railway, journeys, q.quota);
  const connectionCount = groupConnections(found.connections).groups.length;

  let noTrains: TrainSearchResponse["noTrains"] = null;
  let alternateDates: TrainSearchResponse["alternateDates"] = { before: [], after: [] };
  if (trains.length === 0) {
    alternateDates = await railway.alternateDates(from.code, to.code, q.date);
    const onRoute =
      found.direct.length > 0 || alternateDates.before.length + alternateDates.after.length > 0;
    const code = onRoute ? ErrorCode.no_trains_on_date : ErrorCode.no_trains_on_route;
    noTrains = { code, message: ERROR_MESSAGES[code] };
  }

  const classSet = new Set<ClassCode>();
  const types = new Set<string>();
  let min = Infinity;
  let max = -Infinity;
  for (const t of trains) {
    types.add(t.trainTypeFilter);
    for (const c of t.classes) {
      classSet.add(c.code);
      if (c.fare !== null) {
        if (c.fare < min) min = c.fare;
        if (c.fare > max) max = c.fare;
      }
    }
  }

  return {
    ...meta(deps, q),
    from: stationSummary(from),
    to: stationSummary(to),
    date: q.date,
    quota: q.quota,
    class: q.class ?? null,
    trains,
    isTrainsStitchingFlow: found.direct.length === 0 && connectionCount > 0,
    counts: {
      trains: trains.length,
      availableTrains: trains.filter((t) => t.availabilityCount > 0).length,
      connections: connectionCount,
    },
    quickFilters: {
      sortOptions: SORT_OPTIONS.map((value) => ({
        value,
        label: SORT_LABELS[value],
        default: value === "recommended",
      })),
    },
    filters: {
      classes: CLASS_CODES.filter((c) => classSet.has(c)),
      trainTypes: [...types].sort(),
      fromStations: uniqueStations(trains.map((t) => t.from)),
      toStations: uniqueStations(trains.map((t) => t.to)),
      fareRange: min <= max ? { min, max } : null,
    },
    noTrains,
    alternateDates,
  };
}

// ── v1/indirect_journey ──────────────────────────────────────────────────────

const legKey = (j: DirectJourney) => `${j.trainNumber}|${j.from}|${j.to}|${j.departure.date}`;

/**
 * Two-train connections (issue 21 item 3; the rules in `connections.ts`):
 * one option per pair of trains; the filters that need no seats and the
 * timetable ranking choose the pairs listed; the classes those use asked for
 * on every leg in one railway call (availability and prediction, as the
 * direct trains'); the fares per class added; the remaining filters, the
 * recommended order and the sort applied; then the page asked for.
 */
export async function indirectJourneys(
  deps: TrainsDeps,
  q: IndirectJourneyQuery,
): Promise<IndirectJourneyResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const found = await deps.journeys.search(from.code, to.code, q.date);
  const { groups, slower } = groupConnections(found.connections);
  const filters = filtersFromSearchParams(
    Object.fromEntries(FILTER_PARAM_KEYS.map((k) => [k, q[k]])),
  );

  // On the timetable: every pair, its class pairs (the same trains whatever the change).
  const pairs = groups.map((group) => {
    const head = group[0] as ConnectingJourney;
    const classes = classPairs(head.legs[0], head.legs[1]);
    const filterable = timetableFilterable(head, classes, q.quota);
    return { group, classes, filterable, id: connectionId(connectionRefOf(head)) };
  });
  const timetableFilters: SearchFilters = { ...filters, price: {}, availability: "any" };
  const passing = pairs.filter((p) => trainMatches(p.filterable, timetableFilters));
  const listed = recommendedConnectionOrder(
    passing.map((p) => timetableRankable(p.filterable, p.id)),
  )
    .slice(0, MAX_LISTED)
    .map((i) => passing[i] as (typeof passing)[number]);

  // Each leg once, in the classes its options use: one availability call.
  const queries = new Map<string, AvailabilityQuery>();
  for (const p of listed) {
    for (const c of p.group) {
      c.legs.forEach((leg, i) => {
        for (const pair of p.classes) {
          const classCode = pair[i] as ClassCode;
          queries.set(`${legKey(leg)}|${classCode}`, {
            trainNumber: leg.trainNumber,
            from: leg.from,
            to: leg.to,
            date: leg.departure.date,
            classCode,
            quota: q.quota,
          });
        }
      });
    }
  }
  const keys = [...queries.keys()];
  const answers = keys.length > 0 ? await railway.availabilityMany([...queries.values()]) : [];
  const answerOf = new Map(keys.map((k, i) => [k, answers[i]]));
  const itemsOf = (leg: DirectJourney, used: ReadonlySet<ClassCode>): AvailabilityItem[] =>
    leg.classes
      .filter((c) => used.has(c))
      .map((c) => availabilityItem(c, q.quota, answerOf.get(`${legKey(leg)}|${c}`)));

  const options: PricedConnection[] = [];
  const ids: string[] = [];
  for (const p of listed) {
    const used = [0, 1].map((i) => new Set(p.classes.map((pair) => pair[i] as ClassCode)));
    const priced = p.group.map((journey): PricedConnection => {
      const [first, second] = journey.legs;
      const legItems: [AvailabilityItem[], AvailabilityItem[]] = [
        itemsOf(first, used[0] as Set<ClassCode>),
        itemsOf(second, used[1] as Set<ClassCode>),
      ];
      const classes = p.classes
        .map((pair) =>
          connectionClass(pair, q.quota, [
            legItems[0].find((i) => i.code === pair[0]),
            legItems[1].find((i) => i.code === pair[1]),
          ]),
        )
        .sort(compareClasses);
      return { journey, classes, legItems };
    });
    const best = pickBest(priced);
    if (best) {
      options.push(best);
      ids.push(connectionId(connectionRefOf(best.journey)));
    }
  }

  const matching = applyFilters(
    options.map((o, index) => Object.assign(toFilterable(o), { index })),
    filters,
  );
  // Ranked among the matching ones, each on the classes the filters keep.
  const order = recommendedConnectionOrder(
    matching.map((m) =>
      rankable(options[m.index] as PricedConnection, ids[m.index] ?? "", filters),
    ),
  );
  const ranked = order.map((k, rank) =>
    Object.assign(matching[k] as (typeof matching)[number], { recommendedOrder: rank + 1 }),
  );
  const page = sortTrains(ranked, filters.sort, filters).slice(q.offset, q.offset + q.limit);

  const names = new Map<string, string>();
  for (const p of listed) {
    for (const leg of (p.group[0] as ConnectingJourney).legs) {
      names.set(leg.from, leg.fromName);
      names.set(leg.to, leg.toName);
    }
  }
  const connections = page.map((m) => {
    const o = options[m.index] as PricedConnection;
    const [first, second] = o.journey.legs;
    return connectionResult(
      o.journey,
      [trainResult(first, o.legItems[0], 1), trainResult(second, o.legItems[1], 1)],
      (code) => names.get(code) ?? code,
      { classes: [...o.classes], recommendedOrder: m.recommendedOrder },
    );
  });
  return {
    ...meta(deps, q),
    from: stationSummary(from),
    to: stationSummary(to),
    date: q.date,
    quota: q.quota,
    connections,
    total: pairs.length,
    matched: matching.length,
    offset: q.offset,
    slower,
    unlisted: passing.length - listed.length,
    facets: filterFacets(pairs.map((p) => p.filterable)),
  };
}

// ── Stations ─────────────────────────────────────────────────────────────────

export async function searchStations(
  deps: TrainsDeps,
  q: StationSearchQuery,
): Promise<StationSearchResponse> {
  const hits = await deps.railway.findStations(q.q, q.limit);
  return {
    ...meta(deps, q),
    query: q.q,
    stations: hits.map((h) => ({ ...stationSummary(h.station), match: h.match })),
  };
}

export async function stationDetail(
  deps: TrainsDeps,
  q: StationDetailQuery,
): Promise<StationDetailResponse> {
  const station = await requireStation(deps.railway, q.code, "code");
  const nearby = await deps.railway.nearbyStations(station.code, {
    radiusKm: NEARBY_RADIUS_KM,
    limit: NEARBY_LIMIT,
    servedOnly: true,
  });
  return {
    ...meta(deps, q),
    station: {
      ...stationSummary(station),
      printedName: station.printedName,
      zone: station.zone,
      lat: station.lat,
      lon: station.lon,
    },
    nearby: nearby.map((n) => ({ station: stationSummary(n.station), distanceKm: n.distanceKm })),
  };
}

export async function popularStations(
  deps: TrainsDeps,
  q: PopularStationsQuery,
): Promise<PopularStationsResponse> {
  const stations = await deps.railway.popularStations(q.limit, q.state);
  return { ...meta(deps, q), state: q.state ?? null, stations: stations.map(stationSummary) };
}

export async function stationStates(
  deps: TrainsDeps,
  q: StationStatesQuery,
): Promise<StationStatesResponse> {
  const states = await deps.railway.stationsByState();
  return {
    ...meta(deps, q),
    states: states
      .filter((s) => s.stations.length > 0)
      .map((s) => ({ state: s.state, stations: s.stations.length })),
  };
}

export async function alternateStations(
  deps: TrainsDeps,
  q: AlternateStationsQuery,
): Promise<AlternateStationsResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const found = await railway.alternateStations(from.code, to.code, q.date);
  const routes = found.routes.filter((r) => !(r.from.code === from.code && r.to.code === to.code));
  const perRoute = await availabilityByGroup(
    railway,
    routes.map((r) => r.trains),
    q.quota,
  );
  return {
    ...meta(deps, q),
    date: q.date,
    quota: q.quota,
    fromAlternates: found.fromAlternates,
    toAlternates: found.toAlternates,
    routes: routes.map((r, i) => {
      return {
        from: r.from,
        to: r.to,
        alternateStationsText: alternateStationsText(r.from, r.to, from.name, to.name),
        trains: rankedResults(perRoute[i] ?? []),
      };
    }),
  };
}

// ── One train ────────────────────────────────────────────────────────────────

export async function trainSchedule(deps: TrainsDeps, q: ScheduleQuery): Promise<ScheduleResponse> {
  const s = await deps.railway.trainSchedule(q.trainNumber);
  if (!s) {
    throw new DomainError(ErrorCode.not_found, {
      message: `No train with number ${q.trainNumber}`,
      fields: { trainNumber: `No train with number ${q.trainNumber}` },
    });
  }
  const nameOf = (code: string) => s.stops.find((stop) => stop.code === code)?.name ?? code;
  return {
    ...meta(deps, q),
    trainNumber: s.number,
    trainName: s.name,
    trainType: s.type,
    trainOwner: s.trainOwner,
    trainTypeFilter: s.trainTypeFilter,
    source: { code: s.source, name: nameOf(s.source) },
    destination: { code: s.destination, name: nameOf(s.destination) },
    pairTrainNumber: s.pair,
    distanceKm: s.distanceKm,
    durationMin: s.durationMin,
    duration: s.duration,
    runDays: runDaysMap(s.runDays),
    runDaysFlags: s.runDaysFlags,
    runDaysText: s.runDaysText,
    classes: [...s.classes],
    cateringIncluded: s.cateringIncluded,
    superfast: s.superfast,
    stops: s.stops.map((stop) => ({ ...stop })),
  };
}

/** The direct journey of one train on a date, or a 404 naming why not. */
async function requireJourney(
  deps: TrainsDeps,
  trainNumber: string,
  from: Station,
  to: Station,
  date: string,
): Promise<{ journey: DirectJourney; others: DirectJourney[] }> {
  const found = await deps.journeys.search(from.code, to.code, date);
  const journey = found.direct.find((j) => j.trainNumber === trainNumber);
  if (!journey) {
    const message = `Train ${trainNumber} does not run from ${from.name} to ${to.name} on ${date}`;
    throw new DomainError(ErrorCode.not_found, { message, fields: { trainNumber: message } });
  }
  return { journey, others: found.direct.filter((j) => j !== journey) };
}

function requireClass(journey: DirectJourney, classCode: ClassCode): void {
  if (!journey.classes.includes(classCode)) {
    throw new DomainError(ErrorCode.validation_failed, {
      fields: { class: `Train ${journey.trainNumber} has no class ${classCode}` },
    });
  }
}

export async function trainDetail(
  deps: TrainsDeps,
  q: TrainDetailQuery,
): Promise<TrainDetailResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const { journey } = await requireJourney(deps, q.trainNumber, from, to, q.date);
  if (q.class) requireClass(journey, q.class);
  const [items] = await availabilityOf(railway, [journey], q.quota, q.class);
  return {
    ...meta(deps, q),
    date: q.date,
    quota: q.quota,
    train: trainResult(journey, items ?? [], 1),
  };
}

export async function dateRibbon(
  deps: TrainsDeps,
  q: DateRibbonQuery,
): Promise<DateRibbonResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const dates: string[] = [];
  for (let d = -DISPLAY.dateRibbonDaysBefore; d <= DISPLAY.dateRibbonDaysAfter; d++) {
    dates.push(addDays(q.date, d));
  }
  const answers = await railway.availabilityMany(
    dates.map((date) => ({
      trainNumber: q.trainNumber,
      from: from.code,
      to: to.code,
      date,
      classCode: q.class,
      quota: q.quota,
    })),
  );
  // A refusal that holds for every date is about the train, not the day.
  const reasons = answers.map((a) => (a.ok ? null : a.reason));
  const shared = reasons.every((r) => r !== null && r === reasons[0]) ? reasons[0] : null;
  if (shared === "train_not_found" || shared === "not_on_route") {
    const message =
      shared === "train_not_found"
        ? `No train with number ${q.trainNumber}`
        : `Train ${q.trainNumber} does not run from ${from.name} to ${to.name}`;
    throw new DomainError(ErrorCode.not_found, { message, fields: { trainNumber: message } });
  }
  if (shared === "class_not_carried") {
    throw new DomainError(ErrorCode.validation_failed, {
      fields: { class: `Train ${q.trainNumber} has no class ${q.class}` },
    });
  }
  return {
    ...meta(deps, q),
    trainNumber: q.trainNumber,
    class: q.class,
    quota: q.quota,
    days: dates.map((date, i) => {
      const answer = answers[i] as RailwayResult<Availability>;
      const runs = answer.ok || answer.reason !== "train_not_running";
      return {
        date,
        selected: date === q.date,
        runs,
        availability: runs ? availabilityItem(q.class, q.quota, answer) : null,
      };
    }),
  };
}

export async function trainsByName(
  deps: TrainsDeps,
  q: TrainByNameQuery,
): Promise<TrainByNameResponse> {
  const matches = await deps.railway.findTrains(q.q, q.limit);
  const name = async (code: string) => (await deps.railway.station(code))?.name ?? code;
  const trains = await Promise.all(
    matches.map(async (m) => ({
      trainNumber: m.number,
      trainName: m.name,
      source: { code: m.source, name: await name(m.source) },
      destination: { code: m.destination, name: await name(m.destination) },
    })),
  );
  return { ...meta(deps, q), query: q.q, trains };
}

// ── v1/checkGsaAvailability ──────────────────────────────────────────────────

const PER_KIND = 5;

export async function gsaAvailability(
  deps: TrainsDeps,
  q: GsaAvailabilityQuery,
): Promise<GsaAvailabilityResponse> {
  const { railway } = deps;
  const { from, to } = await journeyEnds(deps, q);
  const { journey, others } = await requireJourney(deps, q.trainNumber, from, to, q.date);
  requireClass(journey, q.class);
  const nearby = await railway.alternateStations(from.code, to.code, q.date);
  const nearbyTrains = nearby.routes
    .filter((r) => !(r.from.code === from.code && r.to.code === to.code))
    .flatMap((r) => r.trains);

  type Candidate = {
    j: DirectJourney;
    classCode: ClassCode;
    quota: QuotaCode;
    where: "same" | "other" | "nearby";
  };
  const candidates: Candidate[] = [];
  const quotas = [...new Set<QuotaCode>([q.quota, DEFAULT_QUOTA, TATKAL_QUOTA])];
  for (const quota of quotas) {
    for (const classCode of journey.classes) {
      candidates.push({ j: journey, classCode, quota, where: "same" });
    }
  }
  for (const j of others) {
    for (const classCode of j.classes)
      candidates.push({ j, classCode, quota: q.quota, where: "other" });
  }
  for (const j of nearbyTrains) {
    for (const classCode of j.classes)
      candidates.push({ j, classCode, quota: q.quota, where: "nearby" });
  }
  const answers = await railway.availabilityMany(
    candidates.map((c) => ({
      trainNumber: c.j.trainNumber,
      from: c.j.from,
      to: c.j.to,
      date: c.j.departure.date,
      classCode: c.classCode,
      quota: c.quota,
    })),
  );

  let requested: AvailabilityItem | null = null;
  const byKind = new Map<AlternateRouteKindName, GsaAvailabilityResponse["alternates"]>();
  candidates.forEach((c, i) => {
    const item = availabilityItem(c.classCode, c.quota, answers[i]);
    if (c.where === "same" && c.classCode === q.class && c.quota === q.quota) {
      requested = item;
      return;
    }
    const rank = itemRank(item);
    let kindName: AlternateRouteKindName | null = null;
    if (c.where === "same")
      kindName = isAvailable(item) ? "avl_same_train" : rank === 2 ? "gsa_same_train" : null;
    else if (c.where === "other")
      kindName = isAvailable(item) ? "avl_other_train" : rank === 2 ? "gsa_other_train" : null;
    else kindName = isAvailable(item) ? "avl_nearby" : null;
    if (!kindName) return;
    const list = byKind.get(kindName) ?? [];
    list.push({
      kind: ALTERNATE_ROUTE_KINDS[kindName],
      kindName,
      trainNumber: c.j.trainNumber,
      trainName: c.j.trainName,
      from: { code: c.j.from, name: c.j.fromName },
      to: { code: c.j.to, name: c.j.toName },
      departure: c.j.departure.dateTime,
      arrival: c.j.arrival.dateTime,
      availability: item,
    });
    byKind.set(kindName, list);
  });
  const alternates = [...byKind.entries()]
    .sort(([a], [b]) => ALTERNATE_ROUTE_KINDS[a] - ALTERNATE_ROUTE_KINDS[b])
    .flatMap(([, list]) =>
      list
        .sort((a, b) => (a.availability.fare ?? Infinity) - (b.availability.fare ?? Infinity))
        .slice(0, PER_KIND),
    );
  const kindName: AlternateRouteKindName = alternates[0]?.kindName ?? "none";
  return {
    ...meta(deps, q),
    trainNumber: journey.trainNumber,
    date: q.date,
    class: q.class,
    quota: q.quota,
    requested,
    kind: ALTERNATE_ROUTE_KINDS[kindName],
    kindName,
    alternates,
  };
}

// ── Home ─────────────────────────────────────────────────────────────────────

const HOME_POPULAR_STATIONS = 12;

export async function homepage(deps: TrainsDeps, q: HomepageQuery): Promise<HomepageResponse> {
  const now = deps.now();
  const first = istDate(now);
  const last = lastBookableDate(now);
  const popular = await deps.railway.popularStations(HOME_POPULAR_STATIONS, q.state);
  const popularClasses: readonly ClassCode[] = POPULAR_CLASSES;
  return {
    ...meta(deps, q),
    bookingWindow: {
      firstBookableDate: first,
      lastBookableDate: last,
      days: LIMITS.bookingWindowDays,
    },
    holidays: holidaysBetween(first, last),
    popularStations: popular.map(stationSummary),
    quotas: QUOTAS.map((x) => ({ code: x.code, name: x.name, default: x.code === DEFAULT_QUOTA })),
    classes: TRAIN_CLASSES.map((c) => ({
      code: c.code,
      name: c.name,
      popular: popularClasses.includes(c.code),
    })),
  };
}

// ── v1/recent_searches_availability ──────────────────────────────────────────

const toEntryError = (e: DomainError | null) => (e ? { code: e.code, message: e.message } : null);

export async function recentSearchesAvailability(
  deps: TrainsDeps,
  q: Meta,
  body: RecentSearchesBody,
): Promise<RecentSearchesResponse> {
  const { railway } = deps;
  const now = deps.now();
  const today = istDate(now);
  const tomorrow = addDays(today, 1);
  const entries = await Promise.all(
    body.searches.map(async (s) => {
      const date = s.date < today ? tomorrow : s.date;
      const [from, to] = await Promise.all([railway.station(s.from), railway.station(s.to)]);
      const missing = !from ? s.from : !to ? s.to : null;
      const error = missing
        ? { code: ErrorCode.no_station_found, message: `No station with code ${missing}` }
        : toEntryError(journeyDateProblem(now, date));
      const journeys =
        error || !from || !to ? [] : (await deps.journeys.search(from.code, to.code, date)).direct;
      return { s, date, error, journeys };
    }),
  );
  const perEntry = await availabilityByGroup(
    railway,
    entries.map((e) => e.journeys),
    body.quota,
  );
  return {
    ...meta(deps, q),
    quota: body.quota,
    results: entries.map((e, i) => {
      const perTrain = perEntry[i] ?? [];
      const all = perTrain.flatMap(({ j, classes }) =>
        classes.map((c) => ({ ...c, trainNumber: j.trainNumber, trainName: j.trainName })),
      );
      return {
        from: e.s.from,
        to: e.s.to,
        requestedDate: e.s.date,
        date: e.date,
        error: e.error,
        trains: e.journeys.length,
        availableTrains: perTrain.filter(({ classes }) => classes.some(isAvailable)).length,
        best: bestItem(all) ?? null,
      };
    }),
  };
}
