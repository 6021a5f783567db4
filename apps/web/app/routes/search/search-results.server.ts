import type { SortOption } from "@safar/contracts/code-tables";
import { SORT_OPTIONS } from "@safar/contracts/code-tables";
import type { Endpoint, QueryOf, ResponseOf } from "@safar/contracts/endpoint";
import { FILTER_PARAM_KEYS } from "@safar/contracts/search-filter-keys";
import { filterAndSort } from "@safar/contracts/search-filter-logic";
import {
  appliedFilterCount,
  clearAllFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type SearchFilters,
  SORT_LABELS,
} from "@safar/contracts/search-filters";
import { TATKAL_REMINDER_ENDPOINTS } from "@safar/contracts/tatkal-reminders";
import type { TrainResult } from "@safar/contracts/trains/common";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import type { IndirectJourneyResponse, TrainSearchResponse } from "@safar/contracts/trains/search";
import type { AlternateStationsResponse } from "@safar/contracts/trains/stations";
import type {
  DateRibbonResponse,
  ScheduleResponse,
  TrainDetailResponse,
} from "@safar/contracts/trains/train";
import type { ApiClient } from "#server-context";
import { CONNECTIONS_FIRST, connectionsShown } from "../../features/results/connection-view.ts";
import { toFilterable } from "../../features/results/view.ts";
import { type CallInput, call } from "../../lib/api.server.ts";

/**
 * What the results screen asks the API (spec §7 "Under /api/trains"):
 * v5/search for the direct trains, and — started at the same moment —
 * v1/alternate_stations (nearby stations) and v1/indirect_journey
 * (connections); v1/date_ribbon once the first train is known; v1/detail
 * (refresh one class) and v1/schedule on demand. Only the direct trains are
 * awaited before the page renders; the rest stream in behind them.
 */

interface ApiProblem {
  code: string;
  /** The spec's words for it (§8), shown to the traveller. */
  message: string;
}

/** Spec §8 "No results" and generic messages for the codes the search endpoints refuse with. */
function problemOf(status: number, body: unknown): ApiProblem {
  const error = (body as { error?: { code?: string; fields?: Record<string, string> } } | null)
    ?.error;
  const code = error?.code ?? (status >= 500 ? "internal" : "unknown");
  if (code === "bookings_not_open") {
    return { code, message: "Bookings not open for this date" };
  }
  if (code === "no_station_found") return { code, message: "No Station Found" };
  if (code === "validation_failed" && error?.fields?.date) {
    return { code: "date_not_bookable", message: `${error.fields.date}.` };
  }
  return { code, message: "Sorry, something went wrong please try again." };
}

type Answer<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem };

async function ask<E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  query: QueryOf<E>,
): Promise<Answer<ResponseOf<E>>> {
  // Generic over the search endpoints, which take a query only (no path parameters, no body).
  const input = { query } as CallInput<E>;
  const answer = await call(api, endpoint, input);
  if (answer.ok) return { ok: true, data: answer.data };
  const error = { code: answer.code, ...(answer.fields ? { fields: answer.fields } : {}) };
  return { ok: false, problem: problemOf(answer.status, { error }) };
}

const orNull = <T>(a: Answer<T>): T | null => (a.ok ? a.data : null);

export interface ResultsInput {
  from: string;
  to: string;
  /** `YYYY-MM-DD` */
  date: string;
  quota?: string | undefined;
  class?: string | undefined;
}

/** What the connections section asks for: the page's sort and filters, and how many to show. */
export interface ConnectionsInput {
  /** The URL's filter pairs (`FILTER_PARAM_KEYS`), passed to the API as they are. */
  filters: [string, string][];
  shown: number;
}

/** The connections part of a results URL (the filter keys and `conn`). */
export function connectionsInput(url: URL): ConnectionsInput {
  const keys: readonly string[] = FILTER_PARAM_KEYS;
  return {
    filters: [...url.searchParams].filter(([k]) => keys.includes(k)),
    shown: connectionsShown(url.searchParams),
  };
}

function query<X extends Record<string, string>>(input: ResultsInput, extra?: X) {
  return {
    from: input.from,
    to: input.to,
    date: input.date,
    ...(extra as X),
    ...(input.quota ? { quota: input.quota } : {}),
  };
}

export interface SortChoice {
  /** The `sort` query value (empty for the default). */
  param: string;
  label: string;
  selected: boolean;
  /** This page sorted so: the query with every other pair kept (`?sort=dep_asc&cls=3A`). */
  href: string;
}

export interface FilterView {
  /** Applied filter groups (sort excluded). */
  appliedCount: number;
  sort: SortOption;
  sortChoices: SortChoice[];
  /** The query pairs other than `sort` (the date ribbon's links keep them). */
  keep: [string, string][];
  /** The same page with every filter cleared (sort and search kept). */
  clearHref: string;
}

/** The filters in the URL (spec §2 filter and sort sheets) and what the sort form needs. */
export function readFilters(url: URL): { filters: SearchFilters; view: FilterView } {
  // `quota` is the search's own quota (the API answers in it); only `q` filters by quota.
  const params = new URLSearchParams(url.searchParams);
  params.delete("quota");
  const filters = filtersFromSearchParams(params);
  const keep = [...url.searchParams].filter(([k]) => k !== "sort");
  const sortChoices = SORT_OPTIONS.map((value) => {
    const param = filtersToSearchParams({ sort: value }).get("sort") ?? "";
    const query = new URLSearchParams(keep);
    if (param) query.set("sort", param);
    return {
      param,
      label: SORT_LABELS[value],
      selected: value === filters.sort,
      href: `${url.pathname}${query.size ? `?${query}` : ""}`,
    };
  });
  const cleared = new URLSearchParams(
    [...url.searchParams].filter(([k]) => !(FILTER_PARAM_KEYS as readonly string[]).includes(k)),
  );
  for (const [k, v] of filtersToSearchParams(clearAllFilters(filters))) cleared.set(k, v);
  return {
    filters,
    view: {
      appliedCount: appliedFilterCount(filters),
      sort: filters.sort,
      sortChoices,
      keep,
      clearHref: `${url.pathname}${cleared.size ? `?${cleared}` : ""}`,
    },
  };
}

/** The trains to show: the shared filter and sort logic over the API's list. */
export function visibleTrains(
  trains: readonly TrainResult[],
  date: string,
  filters: SearchFilters,
): TrainResult[] {
  const wrapped = trains.map((t) => Object.assign(toFilterable(t, date), { train: t }));
  return filterAndSort(wrapped, filters).map((w) => w.train);
}

export interface SearchAnswer {
  search: TrainSearchResponse | null;
  problem: ApiProblem | null;
  /** Streamed: routes between nearby stations; null when the call failed or found none. */
  nearby: Promise<AlternateStationsResponse | null>;
  /** Streamed: two-train connections. */
  connections: Promise<IndirectJourneyResponse | null>;
  /** Streamed: the searched class over the ribbon's dates for the first train (only with a class). */
  ribbon: Promise<DateRibbonResponse | null>;
}

/**
 * How long the page waits for its streamed sections before it renders
 * (issue 21). A compact results page shows them, and the footer, on the
 * first screen: one that arrives after the first paint pushes what is below
 * it (W2's CLS). They usually answer within a few milliseconds; one slower
 * than this still streams in behind the page.
 */
export const STREAMED_WAIT_MS = 150;

/**
 * Each promise's value when it settles within `ms`, else the promise itself
 * (the page's `<Await>` renders a value at once and streams a promise). A
 * promise that rejects in time stays a promise: its `<Await>` shows the error
 * element as before.
 */
export async function settledWithin<T extends Record<string, Promise<unknown>>>(
  promises: T,
  ms: number,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = new Map<keyof T, unknown>();
  const watched = keys.map((k) =>
    (promises[k] as Promise<unknown>).then(
      (v) => void values.set(k, v),
      () => undefined,
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(watched),
    new Promise((r) => {
      timer = setTimeout(r, ms);
    }),
  ]);
  clearTimeout(timer);
  const out = {} as { [K in keyof T]: T[K] | Awaited<T[K]> };
  for (const k of keys) out[k] = (values.has(k) ? values.get(k) : promises[k]) as T[typeof k];
  return out;
}

export async function loadResults(
  api: ApiClient,
  input: ResultsInput,
  connectionsQuery: ConnectionsInput = { filters: [], shown: CONNECTIONS_FIRST },
): Promise<SearchAnswer> {
  const searchQ = input.class ? query(input, { class: input.class }) : query(input);
  const searchP = ask(api, TRAINS_ENDPOINTS.search, searchQ);
  // Started together with the search; none waits for another.
  const nearby = ask(api, TRAINS_ENDPOINTS.alternateStations, query(input)).then(orNull);
  // The page's sort and filters apply to connections too; the API judges them.
  const connections = ask(
    api,
    TRAINS_ENDPOINTS.indirectJourney,
    query(input, {
      ...Object.fromEntries(connectionsQuery.filters),
      limit: String(connectionsQuery.shown),
    }),
  ).then(orNull);
  const classCode = input.class;
  const ribbon: Promise<DateRibbonResponse | null> = classCode
    ? searchP.then(async (answer) => {
        const first = answer.ok ? answer.data.trains[0] : undefined;
        if (!first) return null;
        return orNull(
          await ask(
            api,
            TRAINS_ENDPOINTS.dateRibbon,
            query(input, { trainNumber: first.trainNumber, class: classCode }),
          ),
        );
      })
    : Promise.resolve(null);
  const answer = await searchP;
  return {
    search: answer.ok ? answer.data : null,
    problem: answer.ok ? null : answer.problem,
    nearby,
    connections,
    ribbon,
  };
}

/**
 * The next day's direct trains, for a page whose trains have all left: null
 * when the API refuses it (beyond the booking window) or fails.
 */
export async function loadNextDay(
  api: ApiClient,
  input: ResultsInput,
): Promise<TrainSearchResponse | null> {
  const q = input.class ? query(input, { class: input.class }) : query(input);
  return orNull(await ask(api, TRAINS_ENDPOINTS.search, q));
}

export interface RefreshResult {
  trainNumber: string;
  classCode: string;
  item: TrainDetailResponse["train"]["classes"][number] | null;
  /** When the answer was made (ISO instant). */
  updatedAt: string | null;
  error: string | null;
}

/** v1/detail for one class of one train: the "Refresh" of a class's details. */
export async function refreshClass(
  api: ApiClient,
  input: ResultsInput & { trainNumber: string; classCode: string },
): Promise<RefreshResult> {
  const answer = await ask(
    api,
    TRAINS_ENDPOINTS.detail,
    query(input, { trainNumber: input.trainNumber, class: input.classCode }),
  );
  const base = { trainNumber: input.trainNumber, classCode: input.classCode };
  if (!answer.ok) {
    return { ...base, item: null, updatedAt: null, error: answer.problem.message };
  }
  const item = answer.data.train.classes.find((c) => c.code === input.classCode) ?? null;
  return {
    ...base,
    item,
    updatedAt: answer.data.updatedAt,
    error: item ? null : "Sorry, something went wrong please try again.",
  };
}

export interface ScheduleResult {
  trainNumber: string;
  schedule: ScheduleResponse | null;
  error: string | null;
}

/** v1/schedule: the train's route (stops, times, halts, day, distance). */
export async function loadSchedule(api: ApiClient, trainNumber: string): Promise<ScheduleResult> {
  const answer = await ask(api, TRAINS_ENDPOINTS.schedule, { trainNumber });
  return answer.ok
    ? { trainNumber, schedule: answer.data, error: null }
    : { trainNumber, schedule: null, error: answer.problem.message };
}

export type ReminderResult =
  | { signIn: true }
  | { signIn: false; status: number; message: string | null; error: string | null };

/**
 * Asks for a Tatkal reminder (the tile's 'Remind me'): the fields sent as
 * typed for the API to check. Signed out (or a session gone), the caller
 * sends the traveller to sign in and back.
 */
export async function askReminder(
  api: ApiClient,
  fields: { trainNumber: string; classCode: string; quota: string; date: string; from: string },
): Promise<ReminderResult> {
  const answer = await call(api, TATKAL_REMINDER_ENDPOINTS.create, {
    typed: {
      trainNumber: fields.trainNumber,
      class: fields.classCode,
      quota: fields.quota,
      departureDate: fields.date,
      ...(fields.from ? { from: fields.from } : {}),
    },
  });
  if (answer.ok) return { signIn: false, status: 200, message: answer.data.message, error: null };
  if (answer.code === "logged_out" || answer.code === "forbidden_csrf") return { signIn: true };
  return { signIn: false, status: answer.status, message: null, error: answer.message };
}
