import type { TrainResult } from "@safar/contracts/trains/common";
import type { AlternateStationsResponse } from "@safar/contracts/trains/stations";
import type { DateRibbonResponse } from "@safar/contracts/trains/train";
import { type RefObject, Suspense, useContext, useEffect } from "react";
import { Await, Form, Link, useSubmit } from "react-router";
import { useRememberBackUrl } from "../../lib/back-navigation.ts";
import { takeEarlyClick } from "../../lib/early-clicks.ts";
import type { TileAnswer } from "./class-tile.tsx";
import { JourneyContext } from "./contexts.ts";
import { AppliedChips, FilterSidebar, useHydrated } from "./filter-panel.tsx";
import type { FilterPanelData, SmartFilterAnswer } from "./filter-params.ts";
import { ResultsSection } from "./sections.tsx";
import { SmartFilter } from "./smart-filter.tsx";
import { TrainCard, TrainLine } from "./train-card.tsx";
import {
  opensWords,
  type RibbonDay,
  resultsPath,
  type SearchQueryLike,
  type StationLike,
  shortDate,
  toneWord,
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
  ribbon: Promise<DateRibbonResponse | null>;
}) {
  const { now } = useContext(JourneyContext);
  const list = (data: DateRibbonResponse | null) => (
    <>
      {data ? (
        <p className="date-ribbon__caption">
          {data.class} availability of train {data.trainNumber}
        </p>
      ) : null}
      <ul className="date-ribbon__days">
        {days.map((day) => {
          const d = shortDate(day.date);
          const info = data?.days.find((x) => x.date === day.date);
          const avl = info
            ? info.availability
              ? (opensWords(info.availability, now) ??
                `${toneWord(info.availability)} ${info.availability.statusShortform}`.trim())
              : "Does not run"
            : null;
          const content = (
            <>
              <span className="date-ribbon__weekday">{d.weekday}</span>
              <span className="date-ribbon__day">{d.day}</span>
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
                  <span className="visually-hidden"> (date has passed)</span>
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
    <nav className="date-ribbon" aria-label="Nearby dates">
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
}

/**
 * The bar above the list: how many trains show, the applied count, the
 * "Sort & filter (3)" button that opens the filter sheet below 992 px (a link
 * to the panel further down until JavaScript runs), and a quick sort select
 * in a GET form (works without JavaScript; with it, choosing submits at once).
 */
export function FiltersSlot({
  appliedCount,
  sortChoices,
  keep,
  shown,
  total,
  noun,
  hydrated,
  onOpenFilters,
  buttonRef,
}: {
  appliedCount: number;
  sortChoices: SortChoice[];
  keep: [string, string][];
  shown: number;
  total: number;
  /** What is counted: trains, or connections on a search with connections only. */
  noun?: { one: string; many: string } | undefined;
  hydrated: boolean;
  onOpenFilters: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const submit = useSubmit();
  const one = noun?.one ?? "train";
  const many = noun?.many ?? "trains";
  useEffect(() => {
    if (hydrated && takeEarlyClick("filters")) onOpenFilters();
  }, [hydrated, onOpenFilters]);
  const label = `Sort & filter${appliedCount > 0 ? ` (${appliedCount})` : ""}`;
  return (
    <div id="filters-slot" className="filters-slot">
      <p className="filters-slot__count" aria-live="polite">
        {shown === total ? `${total} ${total === 1 ? one : many}` : `${shown} of ${total} ${many}`}
        {appliedCount > 0
          ? ` · ${appliedCount} ${appliedCount === 1 ? "filter" : "filters"} applied`
          : ""}
      </p>
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
      <Form method="get" className="filters-slot__sort">
        {keep.map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="results-sort">Sort by</label>
        <select
          id="results-sort"
          name="sort"
          value={sortChoices.find((c) => c.selected)?.param ?? ""}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          {sortChoices.map((c) => (
            <option key={c.param} value={c.param}>
              {c.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="result-button result-button--quiet">
            Sort
          </button>
        )}
      </Form>
    </div>
  );
}

/** Nearby stations (v1/alternate_stations): each route, each train linking to its own results. */
export function NearbySection({
  nearby,
  date,
  query,
}: {
  nearby: Promise<AlternateStationsResponse | null>;
  date: string;
  query: SearchQueryLike;
}) {
  return (
    <Suspense fallback={<SectionLoading title="Nearby stations" id="nearby" />}>
      <Await resolve={nearby} errorElement={null}>
        {(data) => {
          const routes = data?.routes.filter((r) => r.trains.length > 0) ?? [];
          if (routes.length === 0) return null;
          return (
            <ResultsSection id="nearby" title="Nearby stations">
              {routes.map((route) => (
                <div className="nearby-route" key={`${route.from.code}-${route.to.code}`}>
                  <h3 className="nearby-route__title">{route.alternateStationsText}</h3>
                  <ul className="compact-list">
                    {route.trains.map((t) => (
                      <li key={t.trainNumber} className="compact-card">
                        <TrainLine
                          train={t}
                          href={resultsPath(t.from, t.to, date, query)}
                          linkText={`Trains from ${t.from.name} to ${t.to.name}`}
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
  return (
    <section className="results-section results-section--loading" aria-labelledby={`${id}-title`}>
      <h2 className="results-section__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="results-section__note" aria-live="polite">
        Looking for more options…
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
  if (dates.length === 0) return null;
  return (
    <ResultsSection id="alternate-dates" title="Alternate dates">
      <ul className="alt-dates">
        {dates.map((d) => {
          const label = shortDate(d.date).long;
          return (
            <li key={d.date}>
              <Link className="alt-dates__link" to={resultsPath(from, to, d.date, query)}>
                {label}
                <span className="alt-dates__count">
                  {d.trains} {d.trains === 1 ? "train" : "trains"}
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
  filters: { appliedCount: number; sortChoices: SortChoice[]; keep: [string, string][] };
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
        keep={filters.keep}
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

/** From → to, date, quota, class, and "Modify" back to home with the fields filled in. */
export function SummaryBar({
  from,
  to,
  dateLabel,
  quotaName,
  className,
  modifyHref,
}: {
  from: StationLike;
  to: StationLike;
  dateLabel: string;
  quotaName: string;
  className: string | null;
  modifyHref: string;
}) {
  // The results page is the back target of the pages after it (spec §2): remembered
  // here, in the page's deferred chunk, rather than in its first-load JavaScript (W3).
  useRememberBackUrl("search");
  return (
    <div className="results-summary">
      <dl className="results-summary__list">
        <div>
          <dt>From</dt>
          <dd>
            {from.name} ({from.code})
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {to.name} ({to.code})
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{dateLabel}</dd>
        </div>
        <div>
          <dt>Quota</dt>
          <dd>{quotaName}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>{className ?? "All classes"}</dd>
        </div>
      </dl>
      <Link className="result-button result-button--secondary" to={modifyHref}>
        Modify<span className="visually-hidden"> search</span>
      </Link>
    </div>
  );
}
