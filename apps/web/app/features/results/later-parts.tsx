import type { Locale } from "@safar/contracts/locale";
import type { TrainResult } from "@safar/contracts/trains/common";
import type { AlternateStationsResponse } from "@safar/contracts/trains/stations";
import type { DateRibbonResponse } from "@safar/contracts/trains/train";
import { lazy, type RefObject, Suspense, useContext, useEffect, useRef } from "react";
import { Await, Link } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { takeEarlyClick } from "../../lib/early-clicks.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import type { TileAnswer } from "./class-chips.tsx";
import { JourneyContext, withJourney } from "./contexts.ts";
import { AppliedChips, FilterSidebar, useHydrated } from "./filter-panel.tsx";
import type { FilterPanelData, SmartFilterAnswer } from "./filter-params.ts";
import type { ScheduleAnswer } from "./schedule.tsx";
import { NoTrains, ResultsSection } from "./sections.tsx";
import { SmartFilter } from "./smart-filter.tsx";
import { TrainCard, TrainLine } from "./train-card.tsx";
import {
  fareLabel,
  type NextDay,
  type RibbonDay,
  resultsPath,
  type SearchQueryLike,
  type StationLike,
  shortDate,
  statusWords,
} from "./view.ts";

/**
 * The results page's parts that are not needed for the first interaction:
 * the summary bar, the date ribbon, the filter bar and sidebar, the smart
 * filter, the list of direct trains, the nearby, connecting and alternate-date
 * sections. Each works as server HTML until it has hydrated: links navigate,
 * and the forms (Refresh, Schedule, the filters) post. The route renders them through
 * `deferredPart` (components/deferred.tsx), so this module is a chunk of its
 * own, outside the page's first-load JavaScript (W3); the server renders them
 * in the same pass and the browser hydrates them when the chunk arrives.
 */

/**
 * Spec §9 date ribbon: two days before, the day, one after, each a link to
 * that date's results; with a searched class, the first train's availability
 * in it on each day (v1/date_ribbon, streamed).
 */
export function DateRibbon({
  days,
  from,
  to,
  query,
  keep,
  ribbon,
}: {
  days: RibbonDay[];
  from: StationLike;
  to: StationLike;
  query: SearchQueryLike;
  keep: URLSearchParams;
  /** A value when it answered before the page rendered, else streamed. */
  ribbon: Promise<DateRibbonResponse | null> | DateRibbonResponse | null;
}) {
  const { now } = useContext(JourneyContext);
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const list = (data: DateRibbonResponse | null) => (
    <>
      {data ? (
        <p className="date-ribbon__caption">
          {fill(t.ribbonCaption, { class: data.class, number: data.trainNumber })}
        </p>
      ) : null}
      <ul className="date-ribbon__days">
        {days.map((day) => {
          const d = shortDate(day.date, locale);
          const info = data?.days.find((x) => x.date === day.date);
          const avl = info
            ? info.availability
              ? statusWords(info.availability, now, t, locale)
              : t.doesNotRun
            : null;
          const content = (
            <>
              <span className="date-ribbon__date">
                <span className="date-ribbon__weekday">{d.weekday}</span>{" "}
                <span className="date-ribbon__day">{d.day}</span>
              </span>
              {avl ? (
                <span
                  className={`date-ribbon__avl tone-text tone-text--${info?.availability?.colour ?? "unknown"}`}
                >
                  {avl}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={day.date}>
              {day.past ? (
                <span className="date-ribbon__item date-ribbon__item--past">
                  {content}
                  <span className="visually-hidden">{t.datePassed}</span>
                </span>
              ) : (
                <Link
                  className="date-ribbon__item"
                  to={resultsPath(from, to, day.date, query, keep)}
                  aria-current={day.current ? "date" : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
  return (
    <nav className="date-ribbon" aria-label={t.nearbyDates}>
      <Suspense fallback={list(null)}>
        <Await resolve={ribbon} errorElement={list(null)}>
          {(data) => list(data)}
        </Await>
      </Suspense>
    </nav>
  );
}

export interface SortChoice {
  param: string;
  label: string;
  selected: boolean;
  /** This page sorted so (a link: no form, no button a visitor without JavaScript alone needs). */
  href: string;
}

/**
 * The sort order as a menu of links in a `<details>` (issue 21): it opens and
 * sorts the same before, after and without JavaScript, so the bar needs no
 * Sort button that only a visitor without JavaScript uses. Once hydrated,
 * Escape and a click elsewhere close it.
 */
function SortMenu({ choices }: { choices: SortChoice[] }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const current = choices.find((c) => c.selected) ?? choices[0];
  const t = useMessages<ResultsMessages>();
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return (
    // Keyed by the order shown: a new order (a client navigation) closes the menu.
    <details className="sort-menu" ref={menu} key={current?.param}>
      <summary className="sort-menu__button">
        <span className="visually-hidden">{t.sortBy}</span>
        <span className="sort-menu__current">{current?.label}</span>
      </summary>
      <ul className="sort-menu__list">
        {choices.map((c) => (
          <li key={c.param}>
            <Link
              className="sort-menu__link"
              to={c.href}
              aria-current={c.selected ? "true" : undefined}
              preventScrollReset
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The bar above the list: how many trains show (and how many filters), the
 * sort menu, and the "Sort & filter (3)" button that opens the filter sheet
 * below 992 px (a link to the panel further down until JavaScript runs).
 */
export function FiltersSlot({
  appliedCount,
  sortChoices,
  shown,
  total,
  noun,
  hydrated,
  onOpenFilters,
  buttonRef,
}: {
  appliedCount: number;
  sortChoices: SortChoice[];
  shown: number;
  total: number;
  /** What is counted: trains, or connections on a search with connections only. */
  noun?: { one: string; many: string } | undefined;
  hydrated: boolean;
  onOpenFilters: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages<ResultsMessages>();
  const one = noun?.one;
  const many = noun?.many;
  useEffect(() => {
    if (hydrated && takeEarlyClick("filters")) onOpenFilters();
  }, [hydrated, onOpenFilters]);
  const label = `${t.sortAndFilter}${appliedCount > 0 ? ` (${appliedCount})` : ""}`;
  // Trains in the page's language; a caller's own noun (connections) as it says.
  const count =
    one && many
      ? shown === total
        ? `${total} ${total === 1 ? one : many}`
        : `${shown} of ${total} ${many}`
      : shown === total
        ? fill(total === 1 ? t.countOne : t.countMany, { n: total })
        : fill(t.countOf, { shown, total });
  return (
    <div id="filters-slot" className="filters-slot">
      <p className="filters-slot__count" aria-live="polite" data-announce>
        {count}
        {appliedCount > 0
          ? fill(appliedCount === 1 ? t.filtersOne : t.filtersMany, { n: appliedCount })
          : ""}
      </p>
      <SortMenu choices={sortChoices} />
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className="result-button result-button--secondary filters-slot__open"
          aria-haspopup="dialog"
          onClick={onOpenFilters}
        >
          {label}
        </button>
      ) : (
        <a
          className="result-button result-button--secondary filters-slot__open"
          href="#filters"
          // Tapped before the page hydrated (ADR 010): the sheet opens once it has.
          data-replay="filters"
        >
          {label}
        </a>
      )}
    </div>
  );
}

/** Nearby stations (v1/alternate_stations): each route, each train linking to its own results. */
export function NearbySection({
  nearby,
  date,
  query,
  from,
  to,
}: {
  nearby: Promise<AlternateStationsResponse | null> | AlternateStationsResponse | null;
  date: string;
  query: SearchQueryLike;
  /** The searched stations (a Hindi page words each route's title with their names). */
  from?: StationLike | undefined;
  to?: StationLike | undefined;
}) {
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  type Route = AlternateStationsResponse["routes"][number];
  const part = (s: Route["from"], name: string) =>
    s.distanceKm > 0
      ? fill(t.nearbyPart, { name: s.name, km: s.distanceKm, searched: name })
      : s.name;
  // The API's English title as it is; another language's made from the route's stations.
  const title = (route: Route) =>
    locale === "en" || !from || !to
      ? route.alternateStationsText
      : fill(t.trainsFromTo, {
          from: part(route.from, from.name),
          to: part(route.to, to.name),
        });
  return (
    <Suspense fallback={<SectionLoading title={t.nearbyStations} id="nearby" />}>
      <Await resolve={nearby} errorElement={null}>
        {(data) => {
          const routes = data?.routes.filter((r) => r.trains.length > 0) ?? [];
          if (routes.length === 0) return null;
          return (
            <ResultsSection id="nearby" title={t.nearbyStations}>
              {routes.map((route) => (
                <div className="nearby-route" key={`${route.from.code}-${route.to.code}`}>
                  <h3 className="nearby-route__title">{title(route)}</h3>
                  <ul className="compact-list">
                    {route.trains.map((train) => (
                      <li key={train.trainNumber} className="compact-card">
                        <TrainLine
                          train={train}
                          href={resultsPath(train.from, train.to, date, query)}
                          linkText={fill(t.trainsFromTo, {
                            from: train.from.name,
                            to: train.to.name,
                          })}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </ResultsSection>
          );
        }}
      </Await>
    </Suspense>
  );
}

function SectionLoading({ title, id }: { title: string; id: string }) {
  const t = useMessages<ResultsMessages>();
  return (
    <section className="results-section results-section--loading" aria-labelledby={`${id}-title`}>
      <h2 className="results-section__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="results-section__note" aria-live="polite">
        {t.lookingForMore}
      </p>
    </section>
  );
}

/** Alternate dates with direct trains (from v5/search when the day has none). */
export function AlternateDatesSection({
  dates,
  from,
  to,
  query,
}: {
  dates: { date: string; trains: number }[];
  from: StationLike;
  to: StationLike;
  query: SearchQueryLike;
}) {
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  if (dates.length === 0) return null;
  return (
    <ResultsSection id="alternate-dates" title={t.alternateDates}>
      <ul className="alt-dates">
        {dates.map((d) => {
          const label = shortDate(d.date, locale).long;
          return (
            <li key={d.date}>
              <Link className="alt-dates__link" to={resultsPath(from, to, d.date, query)}>
                {label}
                <span className="alt-dates__count">
                  {fill(d.trains === 1 ? t.countOne : t.countMany, { n: d.trains })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ResultsSection>
  );
}

/** The bar above the list, the smart filter and the applied filters, hydrated together. */
export function FiltersBar({
  panel,
  filters,
  shown,
  total,
  onOpenFilters,
  buttonRef,
  smartAnswer,
}: {
  panel: FilterPanelData;
  filters: { appliedCount: number; sortChoices: SortChoice[] };
  shown: number;
  total: number;
  onOpenFilters: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  smartAnswer: SmartFilterAnswer | undefined;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <FiltersSlot
        appliedCount={filters.appliedCount}
        sortChoices={filters.sortChoices}
        shown={shown}
        total={total}
        noun={panel.noun}
        hydrated={hydrated}
        onOpenFilters={onOpenFilters}
        buttonRef={buttonRef}
      />
      <SmartFilter stations={panel.stations} hydrated={hydrated} initial={smartAnswer} />
      <AppliedChips panel={panel} />
    </>
  );
}

/** The desktop filter sidebar. */
export function Sidebar({ panel }: { panel: FilterPanelData }) {
  const hydrated = useHydrated();
  return <FilterSidebar panel={panel} hydrated={hydrated} />;
}

const ScheduleTable = lazy(() =>
  import("./schedule.tsx").then((m) => ({ default: m.ScheduleTable })),
);

/** A train's schedule asked for without JavaScript (a form POST): a section of the page. */
export function ScheduleSection({
  answer,
  from,
  to,
}: {
  answer: ScheduleAnswer | undefined;
  from: string;
  to: string;
}) {
  const t = useMessages<ResultsMessages>();
  if (!answer?.schedule) return null;
  const { schedule } = answer;
  return (
    <ResultsSection
      id="schedule"
      title={fill(t.scheduleOf, { train: `${schedule.trainNumber} ${schedule.trainName}` })}
    >
      <Suspense fallback={<p>{t.loadingSchedule}</p>}>
        <ScheduleTable schedule={schedule} from={from} to={to} />
      </Suspense>
    </ResultsSection>
  );
}

/** `2026-11-27T04:35:00Z` → `10:05` (India). */
function timeLabel(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${String(t.getUTCHours()).padStart(2, "0")}:${String(t.getUTCMinutes()).padStart(2, "0")}`;
}

/**
 * The direct trains' section (spec §2): the search's refusal, the spec §8
 * no-trains message, filters that left none, or the list (with the notice
 * when every train of the day has left).
 */
export function DirectSection({
  problem,
  noTrains,
  removedAll,
  clearHref,
  updatedAt,
  departed,
  dateLabel,
  trains,
  answer,
}: {
  problem: { message: string; code: string } | null;
  noTrains: { message: string } | null;
  removedAll: boolean;
  clearHref: string;
  updatedAt: string | null | undefined;
  departed: { count: number; next: NextDay | null; nextHref: string } | null | undefined;
  dateLabel: string;
  trains: readonly TrainResult[];
  answer: TileAnswer | undefined;
}) {
  const t = useMessages<ResultsMessages>();
  if (problem) {
    return (
      <ResultsSection id="direct" title={t.directTrains}>
        <NoTrains message={translated(t, problem.message)} apiError={problem.code} />
      </ResultsSection>
    );
  }
  if (noTrains) {
    return (
      <ResultsSection id="direct" title={t.noTrainsFound}>
        <NoTrains message={translated(t, noTrains.message)} />
      </ResultsSection>
    );
  }
  if (removedAll) {
    return (
      <ResultsSection id="direct" title={t.directTrains}>
        <NoTrains message={t.sorryNoTrains}>
          <a className="result-button result-button--secondary" href={clearHref}>
            {t.clearFilters}
          </a>
        </NoTrains>
      </ResultsSection>
    );
  }
  return (
    <ResultsSection
      id="direct"
      title={t.directTrains}
      note={updatedAt ? fill(t.availabilityAsOf, { time: timeLabel(updatedAt) }) : undefined}
    >
      {departed ? (
        <DepartedNotice
          count={departed.count}
          dateLabel={dateLabel}
          next={departed.next}
          nextHref={departed.nextHref}
        />
      ) : null}
      {/* A class's Refresh or Remind me posted without JavaScript: its details show the answer. */}
      <TrainList trains={trains} answer={answer} />
    </ResultsSection>
  );
}

/** The direct trains, one card each (spec §2). */
export function TrainList({
  trains,
  answer,
}: {
  trains: readonly TrainResult[];
  /** A tile's Refresh or Remind me answer from a form POST made without JavaScript. */
  answer: TileAnswer | undefined;
}) {
  return (
    <ul className="train-list">
      {trains.map((t) => (
        <TrainCard key={`${t.trainNumber}-${t.from.code}-${t.to.code}`} train={t} answer={answer} />
      ))}
    </ul>
  );
}

/**
 * The search in one line (issue 21: `NDLS → HWH · Sun, 6 Dec 2026 · General ·
 * Modify`): the station codes (their names are the page's heading), date,
 * quota, the class when one was asked for, and "Modify" back to home with the
 * fields filled in.
 */
export function SummaryBar({
  from,
  to,
  date,
  quotaName,
  searchedClass,
  modifyHref,
}: {
  from: StationLike;
  to: StationLike;
  /** `YYYY-MM-DD` */
  date: string;
  quotaName: string;
  /** The class searched for, if one was. */
  searchedClass: { code: string; name: string } | null;
  modifyHref: string;
}) {
  // The results page is the back target of the pages after it (spec §2): remembered
  // here, in the page's deferred chunk, rather than in its first-load JavaScript (W3).
  useRememberBackUrl("search");
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  return (
    <div className="results-summary">
      <dl className="results-summary__list">
        <div>
          <dt className="visually-hidden">{t.from}</dt>
          <dd>
            <abbr title={from.name}>{from.code}</abbr>
          </dd>
        </div>
        <div className="results-summary__to">
          <dt className="visually-hidden">{t.to}</dt>
          <dd>
            <abbr title={to.name}>{to.code}</abbr>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t.date}</dt>
          <dd>
            <time dateTime={date}>{dateText(date, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t.quota}</dt>
          <dd>{quotaName}</dd>
        </div>
        {searchedClass ? (
          <div>
            <dt className="visually-hidden">{t.trainClass}</dt>
            <dd>
              <abbr title={searchedClass.name}>{searchedClass.code}</abbr>
            </dd>
          </div>
        ) : null}
      </dl>
      <Link className="results-summary__modify" to={modifyHref}>
        {t.modify}
        <span className="visually-hidden">{t.modifySearch}</span>
      </Link>
    </div>
  );
}

/** 'Sun, 6 Dec': short enough for one line on a phone (the `<time>` carries the full date). */
function dateText(iso: string, locale: Locale): string {
  return formatShortDate(iso, locale);
}

/**
 * When every train of the day has left (issue 21 item 2): says so, and offers
 * the next day with what is free on it (v5/search for that date, made by the
 * loader only in this case).
 */
export function DepartedNotice({
  count,
  dateLabel,
  next,
  nextHref,
}: {
  count: number;
  dateLabel: string;
  next: NextDay | null;
  nextHref: string;
}) {
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const d = next ? shortDate(next.date, locale) : null;
  const day = d ? `${d.weekday}, ${d.day}` : null;
  const best = next?.best ?? null;
  return (
    <div className="departed-notice" role="status">
      <p className="departed-notice__title">
        {count === 1
          ? fill(t.departedOne, { date: dateLabel })
          : fill(t.departedAll, { count, date: dateLabel })}
      </p>
      {next && day ? (
        <>
          <p className="departed-notice__next">
            {next.trains === 0
              ? fill(t.nextNone, { day })
              : fill(t.nextSome, {
                  day,
                  trains: fill(next.trains === 1 ? t.countOne : t.countMany, { n: next.trains }),
                  available: next.available,
                })}
            {best ? (
              <>
                {" "}
                {t.nextBest}
                {best.trainNumber} {best.trainName}, {best.classCode}{" "}
                <span className={`tone-text tone-text--${best.colour ?? "unknown"}`}>
                  {best.words}
                </span>
                {best.fare !== null ? ` · ${fareLabel(best.fare)}` : ""}.
              </>
            ) : null}
          </p>
          <Link className="result-button result-button--primary" to={nextHref}>
            {fill(t.seeTrainsOn, { day })}
          </Link>
        </>
      ) : null}
    </div>
  );
}

// The parts that read the page's contexts, with them provided (the route renders these).
export const DateRibbonPart = withJourney(DateRibbon);
export const DirectPart = withJourney(DirectSection);
export const NearbyPart = withJourney(NearbySection);
