import { CLASS_NAMES, QUOTA_NAMES } from "@safar/contracts/code-tables";
import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import {
  queryObject,
  searchAlternateTrainsPath,
  searchQuerySchema,
  searchTrainsParamsSchema,
  searchTrainsPath,
} from "@safar/contracts/route-params";
import { addDays } from "@safar/domain/ist";
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { apiContext, clockContext } from "#server-context";
import { deferredPart } from "../../components/deferred.tsx";
import type { RefreshAnswer, RemindAnswer } from "../../features/results/class-chips.tsx";
import { hindiChipLabel } from "../../features/results/filter-chips-hi.server.ts";
import {
  canonicalFiltersRedirect,
  filterPanel,
} from "../../features/results/filter-panel.server.ts";
import type { SmartFilterAnswer } from "../../features/results/filter-params.ts";
import type { ScheduleAnswer } from "../../features/results/schedule.tsx";
import { runSmartFilter } from "../../features/results/smart-filter.server.ts";
import {
  classDetailId,
  hasLeft,
  indiaToday,
  modifySearchPath,
  nextDayOffer,
  resultsPath,
  ribbonDays,
  toFilterable,
} from "../../features/results/view.ts";
import { RESULTS, type ResultsMessages, translatePanel } from "../../i18n/results.ts";
import { SEARCH } from "../../i18n/search.ts";
import { answerIn, answerOrNull } from "../../lib/answers.server.ts";
import { call } from "../../lib/api.server.ts";
import { formatJourneyDate } from "../../lib/dates.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { lookUpStation } from "../shared/network-lookup.server.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../styles/results.css";
import "../../styles/connections.css";
import type { Route } from "./+types/search-results";
import {
  askReminder,
  connectionsInput,
  loadNextDay,
  loadResults,
  loadSchedule,
  readFilters,
  refreshClass,
  STREAMED_WAIT_MS,
  settledWithin,
  visibleTrains,
} from "./search-results.server.ts";

/**
 * `/trains/searchTrains/:source/:destination/:departureDate` and
 * `/trains/searchAlternateTrains/…`: stations are `{code}_{name}` with the
 * code in capitals, the date 8 digits YYYYMMDD (spec §5). Sections in order
 * (spec §2): direct trains, nearby stations, connecting trains, alternate
 * dates, and the no-trains states (spec §8).
 */
export const handle = {
  pageCode: 1,
  headerTitle: "Search Results",
  // The server HTML works on its own (links, the filter form, class chips):
  // the page runs its JavaScript at the first touch, key or scroll (ADR 010, W2).
  hydrate: "intent",
} satisfies RouteHandle;

async function journeyOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const parsed = searchTrainsParamsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const { source, destination } = parsed.data;
  const looked = await Promise.all(
    [source, destination].map((station) => lookUpStation(context, station.code)),
  );
  if (looked.some((l) => l.status === "missing")) notFound();
  // The network's names, for the canonical URL (the URL's own when unchecked).
  const [from, to] = looked.map((l, i) =>
    l.status === "exists" ? l.name : (i === 0 ? source : destination).name,
  );
  return {
    ...parsed.data,
    names: { source: from ?? source.name, destination: to ?? destination.name },
  };
}

/**
 * How long the origin's page cache may share one rendering of a results page
 * (ADR 008): as long as the railway's availability cache keeps a summary.
 * For as long again an expired copy may answer while one request renders the
 * next, so a shared page is at most about three times that behind the inventory.
 */
export const RESULTS_SHARED_SECONDS = 2;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ params, url, pattern, context, request }: Route.LoaderArgs) {
  const { source, destination, departureDate, names } = await journeyOf(params, context);
  // The filter panel posted without JavaScript (`cls=3A&cls=2A&pmin=…`): to the codec's form.
  const canonical = canonicalFiltersRedirect(url);
  if (canonical) throw redirect(canonical);
  const alternate = pattern.toLowerCase().includes("searchalternatetrains");
  const locale = localeOf(request);
  const query = searchQuerySchema.parse(queryObject(url.searchParams));
  const { filters, view } = readFilters(url);
  // The request's clock: a class not yet open says when it opens relative to it.
  const now = context.get(clockContext)();
  const results = await loadResults(
    context.get(apiContext),
    {
      from: source.code,
      to: destination.code,
      date: departureDate,
      quota: query.quota,
      class: query.class,
    },
    connectionsInput(url),
  );
  const search = results.search;
  const all = search?.trains ?? [];
  const trains = visibleTrains(all, departureDate, filters);
  const quota = search?.quota ?? query.quota ?? "GN";
  // No direct train but connections: they are the list the sort and filters work on.
  const connectionsOnly =
    all.length === 0 && (search?.counts.connections ?? 0) > 0 ? await results.connections : null;
  // Every train of the day has left (a search for today late in the day): say
  // so and offer the next day, with its availability (issue 21 item 2).
  const nowIso = now.toISOString();
  const allLeft = all.length > 0 && all.every((t) => hasLeft(t, nowIso));
  const nextDate = addDays(departureDate, 1);
  const next = allLeft
    ? await loadNextDay(context.get(apiContext), {
        from: source.code,
        to: destination.code,
        date: nextDate,
        quota: query.quota,
        class: query.class,
      })
    : null;
  // The sections streamed behind the trains, inline when they answer quickly.
  const streamed = await settledWithin(
    { nearby: results.nearby, connections: results.connections, ribbon: results.ribbon },
    STREAMED_WAIT_MS,
  );
  const panel = filterPanel(
    url,
    filters,
    all.map((t) => toFilterable(t, departureDate)),
    connectionsOnly ? connectionsOnly.matched : trains.length,
    connectionsOnly
      ? {
          facets: connectionsOnly.facets,
          // Without filters, all the listed ones; with them, "12 of 124 connections".
          total: view.appliedCount > 0 ? connectionsOnly.total : connectionsOnly.matched,
          noun: { one: RESULTS[locale].connectionOne, many: RESULTS[locale].connectionMany },
        }
      : undefined,
    RESULTS[locale],
    locale === "hi" ? (chip, names) => hindiChipLabel(chip, filters, names) : undefined,
  );
  const searchWords: Readonly<Record<string, string>> = SEARCH[locale];
  // A Hindi page names classes in Hindi (`class_*`); English keeps the railway's names.
  const messages: ResultsMessages =
    locale === "en"
      ? RESULTS.en
      : {
          ...RESULTS[locale],
          ...Object.fromEntries(
            Object.entries(searchWords).filter(([key]) => key.startsWith("class_")),
          ),
        };
  const words = RESULTS[locale];
  const page = {
    messages,
    seo: pageSeo(url, {
      title: fill(alternate ? words.seoTitleAlternate : words.seoTitle, {
        from: source.code,
        to: destination.code,
      }),
      description: fill(alternate ? words.seoDescriptionAlternate : words.seoDescription, {
        source: `${source.name} (${source.code})`,
        destination: `${destination.name} (${destination.code})`,
        date: formatJourneyDate(departureDate, locale),
      }),
      // A dated results page is indexed under its path without filters (the
      // canonical); one the API could not answer (a past date, an error) is not.
      indexable: results.problem === null,
      translated: true,
      // Its one form: upper-case codes as the app links it (the lower-cased path is a 404, ADR 024).
      canonicalPath:
        (alternate ? searchAlternateTrainsPath : searchTrainsPath)({
          source: { code: source.code, name: names.source },
          destination: { code: destination.code, name: names.destination },
          date: departureDate,
        }) ?? undefined,
    }),
    source,
    destination,
    // 'New Delhi to Howrah': made here, so the page's JavaScript carries no template (W3).
    heading: fill(words.pageTitle, { from: source.name, to: destination.name }),
    departureDate,
    dateLabel: formatJourneyDate(departureDate, locale),
    alternate,
    query,
    quota,
    quotaName: searchWords[`quota_${quota}`] ?? QUOTA_NAMES[quota],
    searchedClass: query.class
      ? {
          code: query.class,
          name: searchWords[`class_${query.class}`] ?? CLASS_NAMES[query.class],
        }
      : null,
    ribbonDays: ribbonDays(departureDate, indiaToday(now)),
    now: nowIso,
    departed: allLeft
      ? {
          count: all.length,
          next: next ? nextDayOffer(nextDate, next.trains, nowIso, messages, locale) : null,
          nextHref: resultsPath(source, destination, nextDate, {
            quota: query.quota,
            class: query.class,
          }),
        }
      : null,
    modifyHref: modifySearchPath(source, destination, departureDate, {
      quota: query.quota,
      class: query.class,
    }),
    filters: translatePanel(view, messages),
    panel: translatePanel(panel, messages),
    trains,
    totalTrains: all.length,
    connectionsOnly: connectionsOnly !== null,
    noTrains: search?.noTrains ?? null,
    alternateDates: search ? [...search.alternateDates.before, ...search.alternateDates.after] : [],
    updatedAt: search?.updatedAt ?? null,
    // The search's refusal (a date it will not take) in the page's language.
    problem: results.problem && {
      ...results.problem,
      message: answerIn(locale, results.problem.message),
    },
    nearby: streamed.nearby,
    connections: streamed.connections,
    ribbon: streamed.ribbon,
  };
  // A page made from a failed call is not shared: the next request tries again.
  return data(page, {
    headers: results.problem
      ? {}
      : {
          "Cache-Control": `public, max-age=0, s-maxage=${RESULTS_SHARED_SECONDS}, stale-while-revalidate=${RESULTS_SHARED_SECONDS}`,
        },
  });
}

/** Refresh one class (v1/detail) or load a schedule (v1/schedule): fetchers with JS, form POSTs without. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const { source, destination, departureDate } = await journeyOf(params, context);
  // The API answers in English (the spec's words): said in the page's language here, on the server.
  const locale = localeOf(request);
  const query = searchQuerySchema.parse(queryObject(url.searchParams));
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "smart-filter") {
    const answer = await runSmartFilter(context.get(apiContext), {
      url,
      prompt: String(form.get("prompt") ?? ""),
      from: source.code,
      to: destination.code,
      date: departureDate,
      quota: query.quota,
      stations: form.getAll("station").map(String),
      locale,
    });
    // Without JavaScript the browser follows the redirect; with it the box navigates itself.
    if (answer.href && form.get("js") !== "1") throw redirect(answer.href);
    return answer;
  }
  if (intent === "favourite") {
    const saved = await call(context.get(apiContext), FAVOURITE_ENDPOINTS.save, {
      body: { from: source.code, to: destination.code },
    });
    // Signed out: to sign in, and back to these results to save it there.
    if (!saved.ok && (saved.code === "logged_out" || saved.code === "forbidden_csrf")) {
      throw redirect(
        `/v1/api/login?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`,
      );
    }
    const answer: FavouriteAnswer = saved.ok
      ? { intent: "favourite", created: saved.data.created, message: "", error: false }
      : {
          intent: "favourite",
          created: false,
          message: answerIn(locale, saved.message),
          error: true,
        };
    return data(answer, { status: saved.ok ? 200 : saved.status });
  }
  const trainNumber = String(form.get("train") ?? "");
  if (!/^\d{5}$/.test(trainNumber)) return null;
  const api = context.get(apiContext);
  if (intent === "schedule") {
    const answer: ScheduleAnswer = {
      intent: "schedule",
      ...(await loadSchedule(api, trainNumber)),
    };
    return answer;
  }
  if (intent === "remind") {
    const classCode = String(form.get("cls") ?? "").toUpperCase();
    const code = (name: string) => {
      const value = String(form.get(name) ?? "").toUpperCase();
      return /^[A-Z][A-Z0-9]{0,5}$/.test(value) ? value : "";
    };
    const from = code("from");
    const asked = await askReminder(api, {
      trainNumber,
      classCode,
      quota: query.quota ?? "TQ",
      date: departureDate,
      from,
    });
    // Signed out: to sign in, and back to this class's details on these results.
    if (asked.signIn) {
      const to = code("to") || destination.code;
      const back = `${url.pathname}${url.search}#${classDetailId(trainNumber, from, to, classCode)}`;
      throw redirect(`/v1/api/login?${new URLSearchParams({ next: back })}`);
    }
    const answer: RemindAnswer = {
      intent: "remind",
      trainNumber,
      classCode,
      message: answerOrNull(locale, asked.message),
      error: answerOrNull(locale, asked.error),
    };
    return data(answer, { status: asked.status });
  }
  if (intent === "refresh") {
    const classCode = String(form.get("cls") ?? "").toUpperCase();
    if (!(classCode in CLASS_NAMES)) return null;
    const refreshed = await refreshClass(api, {
      from: source.code,
      to: destination.code,
      date: departureDate,
      quota: query.quota,
      trainNumber,
      classCode,
    });
    const answer: RefreshAnswer = {
      intent: "refresh",
      ...refreshed,
      error: answerOrNull(locale, refreshed.error),
    };
    return answer;
  }
  return null;
}

/** A refresh or a schedule changes nothing the page's loader gave: no reload of the search. */
export function shouldRevalidate({
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST") {
    const intent = formData?.get("intent");
    if (/^(refresh|schedule|smart-filter|remind|favourite)$/.test(String(intent))) return false;
  }
  return defaultShouldRevalidate;
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Spec §2 "Search results sections: direct trains, nearby stations, connecting (stitched) trains, alternate dates, no-trains-found". */
export const RESULT_SECTIONS = [
  "Direct trains",
  "Nearby stations",
  "Connecting trains",
  "Alternate dates",
  "No trains found",
] as const;

const ScheduleDialog = lazy(() =>
  import("../../features/results/schedule.tsx").then((m) => ({ default: m.ScheduleDialog })),
);
const FilterSheet = lazy(() => import("../../features/results/filter-sheet.tsx"));

// Server-rendered, not needed for the first interaction: one chunk, hydrated when it arrives (W3).
const laterParts = () => import("../../features/results/later-parts.tsx");
const SummaryBar = deferredPart(() => laterParts().then((m) => m.SummaryBar));
const DateRibbon = deferredPart(() => laterParts().then((m) => m.DateRibbonPart));
const FilterSidebar = deferredPart(() => laterParts().then((m) => m.Sidebar));
const FiltersBar = deferredPart(() => laterParts().then((m) => m.FiltersBar));
const NearbySection = deferredPart(() => laterParts().then((m) => m.NearbyPart));
const ConnectionsSection = deferredPart(() =>
  import("../../features/results/connections.tsx").then((m) => m.ConnectionsPart),
);
const AlternateDatesSection = deferredPart(() => laterParts().then((m) => m.AlternateDatesSection));
const DirectSection = deferredPart(() => laterParts().then((m) => m.DirectPart));
const ScheduleSection = deferredPart(() => laterParts().then((m) => m.ScheduleSection));

interface OpenSchedule {
  trainNumber: string;
  trainName: string;
  desktop: boolean;
  open: boolean;
}

export default function SearchResults({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { source, destination, dateLabel, alternate, departureDate } = d;
  const [schedule, setSchedule] = useState<OpenSchedule | null>(null);
  const openSchedule = useCallback((trainNumber: string, trainName: string) => {
    const desktop = window.matchMedia("(min-width: 992px)").matches;
    setSchedule({ trainNumber, trainName, desktop, open: true });
  }, []);
  const closeSchedule = useCallback(() => setSchedule((s) => (s ? { ...s, open: false } : s)), []);
  // Props of the deferred parts stay the same objects from render to render.
  const searchQuery = useMemo(
    () => ({ quota: d.query.quota, class: d.query.class }),
    [d.query.quota, d.query.class],
  );
  const keep = useMemo(
    () => new URLSearchParams(d.filters.keep.filter(([k]) => k !== "quota" && k !== "class")),
    [d.filters.keep],
  );
  const scheduleAnswer = actionData?.intent === "schedule" ? actionData : undefined;
  const filtersRemovedAll = d.totalTrains > 0 && d.trains.length === 0;
  const smartAnswer: SmartFilterAnswer | undefined =
    actionData?.intent === "smart-filter" ? actionData : undefined;
  const [sheet, setSheet] = useState<"closed" | "open" | "unmounted">("unmounted");
  const sheetButton = useRef<HTMLButtonElement>(null);
  const openSheet = useCallback(() => setSheet("open"), []);
  // All from the loader's data: a new journey when the page's data changes.
  const journey = useMemo(() => ({ date: d.departureDate, quota: d.quota, now: d.now }), [d]);
  // The sort and filters show for direct trains, or for connections when there are only those.
  const hasTrains = d.totalTrains > 0 || d.connectionsOnly;
  const t = useMessages<ResultsMessages>();

  return (
    <Screen
      wide
      className="results-screen"
      title={d.heading}
      // The summary bar says the rest in one line (issue 21).
      lead={alternate ? t.alternateTrains : undefined}
    >
      <SummaryBar
        from={source}
        to={destination}
        date={departureDate}
        quotaName={d.quotaName}
        searchedClass={d.searchedClass}
        modifyHref={d.modifyHref}
      />
      <FavouriteSave
        answer={actionData?.intent === "favourite" ? (actionData as FavouriteAnswer) : undefined}
      />
      <DateRibbon
        journey={journey}
        openSchedule={openSchedule}
        days={d.ribbonDays}
        from={source}
        to={destination}
        query={searchQuery}
        keep={keep}
        ribbon={d.ribbon}
      />
      {scheduleAnswer?.schedule ? (
        <ScheduleSection answer={scheduleAnswer} from={source.code} to={destination.code} />
      ) : null}
      <div className={`results-layout${hasTrains ? "" : " results-layout--single"}`}>
        {hasTrains ? <FilterSidebar panel={d.panel} /> : null}
        <div className="results-layout__main">
          {hasTrains ? (
            <FiltersBar
              panel={d.panel}
              filters={d.filters}
              shown={d.panel.shown}
              total={d.panel.total}
              onOpenFilters={openSheet}
              buttonRef={sheetButton}
              smartAnswer={smartAnswer}
            />
          ) : null}
          <DirectSection
            journey={journey}
            openSchedule={openSchedule}
            problem={d.problem}
            noTrains={d.noTrains}
            removedAll={filtersRemovedAll}
            clearHref={d.filters.clearHref}
            updatedAt={d.updatedAt}
            departed={d.departed}
            dateLabel={dateLabel}
            trains={d.trains}
            answer={actionData}
          />
          <NearbySection
            journey={journey}
            openSchedule={openSchedule}
            nearby={d.nearby}
            date={departureDate}
            query={searchQuery}
            from={source}
            to={destination}
          />
          <ConnectionsSection
            journey={journey}
            openSchedule={openSchedule}
            connections={d.connections}
            connectionsOnly={d.connectionsOnly}
          />
          <AlternateDatesSection
            dates={d.alternateDates}
            from={source}
            to={destination}
            query={searchQuery}
          />
        </div>
      </div>
      {hasTrains && sheet !== "unmounted" ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheet === "open"}
            panel={d.panel}
            onClose={() => setSheet("closed")}
            returnFocusRef={sheetButton}
          />
        </Suspense>
      ) : null}
      {schedule ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            train={schedule}
            from={source.code}
            to={destination.code}
            onClose={closeSchedule}
          />
        </Suspense>
      ) : null}
    </Screen>
  );
}

/** What the results page's "Save route to favourites" answers. */
interface FavouriteAnswer {
  intent: "favourite";
  created: boolean;
  /** A refusal's message (empty on success: the page words it). */
  message: string;
  error: boolean;
}

/**
 * Saves this station pair as a favourite route (`v1/user/favourites`): a
 * plain form post, so it works before JavaScript; the cached page is the
 * same for everyone, and the signed-out are sent to sign in and back.
 */
function FavouriteSave({ answer }: { answer: FavouriteAnswer | undefined }) {
  const t = useMessages<ResultsMessages>();
  const fetcher = useFetcher<FavouriteAnswer>();
  const shown = fetcher.data ?? answer;
  const text = !shown
    ? ""
    : shown.error
      ? shown.message
      : shown.created
        ? t.favouriteSaved
        : t.favouriteAlready;
  return (
    <fetcher.Form method="post" className="results-favourite">
      <input type="hidden" name="intent" value="favourite" />
      <button
        type="submit"
        className="button button--secondary results-favourite__button"
        disabled={fetcher.state !== "idle"}
      >
        <span aria-hidden="true">☆</span> {t.favouriteSave}
      </button>
      <p
        className={
          shown?.error
            ? "form-alert results-favourite__status"
            : "form-status results-favourite__status"
        }
        role="status"
      >
        {text}
      </p>
    </fetcher.Form>
  );
}
