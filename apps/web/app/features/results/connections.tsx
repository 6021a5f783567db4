import type { ConnectionResult, TrainResult } from "@safar/contracts/trains/common";
import type { IndirectJourneyResponse } from "@safar/contracts/trains/search";
import { Suspense, useContext, useEffect } from "react";
import { Await, Form, Link, useLocation } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import {
  bookBothHref,
  CONNECTIONS_MAX,
  chanceWords,
  changeWords,
  clearFiltersHref,
  connectionAnchor,
  connectionsShown,
  filtersApplied,
  legChanceWords,
  optionItems,
  rupees,
  seatWords,
  showMoreHref,
} from "./connection-view.ts";
import { JourneyContext, ScheduleOpener, withJourney } from "./contexts.ts";
import { ResultsSection } from "./sections.tsx";
import { dayOffsetLabel } from "./view.ts";

/**
 * Connecting (stitched) trains (spec §2; issue 21 item 3): each two-train
 * option with the change (where, the walk, the time between trains), both
 * trains, and per class the two tickets' fare added, each train's seats and
 * the chance on both. The results page's sort and filters apply (the API
 * judges them); more come with "Show more", a link that works before
 * JavaScript (`conn=15#connection-6`) and, after it, moves focus to the
 * first new option.
 */
export function ConnectionsSection({
  connections,
  connectionsOnly = false,
}: {
  connections: Promise<IndirectJourneyResponse | null> | IndirectJourneyResponse | null;
  /** No direct train: the connections are the page's list. */
  connectionsOnly?: boolean;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Await resolve={connections} errorElement={null}>
        {(data) =>
          data && data.total > 0 ? (
            <Connections data={data} connectionsOnly={connectionsOnly} />
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function Loading() {
  const t = useMessages<ResultsMessages>();
  return (
    <section
      className="results-section results-section--loading"
      aria-labelledby="connections-title"
    >
      <h2 className="results-section__title" id="connections-title">
        {t.connectingTrains}
      </h2>
      <p className="results-section__note" aria-live="polite">
        {t.lookingForMore}
      </p>
    </section>
  );
}

function Connections({
  data,
  connectionsOnly,
}: {
  data: IndirectJourneyResponse;
  connectionsOnly: boolean;
}) {
  const location = useLocation();
  const t = useMessages<ResultsMessages>();
  const shown = data.connections.length;
  const asked = Math.min(connectionsShown(new URLSearchParams(location.search)), CONNECTIONS_MAX);
  const more = showMoreHref(location.pathname, location.search, asked, data.matched);
  const filtered = filtersApplied(location.search);
  // After "Show more" (a client navigation), focus the first new option.
  const focusNew = (location.state as { focusConnection?: boolean } | null)?.focusConnection;
  useEffect(() => {
    if (!focusNew) return;
    const id = location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    target?.querySelector<HTMLElement>("h3")?.focus();
  }, [focusNew, location.hash]);

  const left: string[] = [];
  if (data.slower > 0) {
    left.push(fill(data.slower === 1 ? t.connSlowerOne : t.connSlowerMany, { n: data.slower }));
  }
  if (data.unlisted > 0) {
    left.push(fill(t.connUnlisted, { n: data.unlisted }));
  }

  return (
    <ResultsSection
      id="connections"
      title={t.connectingTrains}
      note={
        <>
          {t.connNote}{" "}
          <span aria-live="polite">
            {data.matched === 0
              ? null
              : fill(t.connShowing, {
                  shown,
                  connections: fill(data.matched === 1 ? t.connCountOne : t.connCountMany, {
                    n: data.matched,
                  }),
                  matching: filtered ? t.connMatching : "",
                })}
          </span>
        </>
      }
    >
      {data.matched === 0 ? (
        <div className="no-trains" role="status">
          <p className="no-trains__message">{t.connNoMatch}</p>
          {/* With direct trains their list offers it already; one "Clear filters" a page. */}
          {connectionsOnly ? (
            <Link
              className="result-button result-button--secondary"
              to={clearFiltersHref(location.pathname, location.search)}
              preventScrollReset
            >
              {t.clearFilters}
            </Link>
          ) : null}
        </div>
      ) : (
        <ol className="conn-list">
          {data.connections.map((c, i) => (
            <Option key={c.id} connection={c} position={data.offset + i + 1} />
          ))}
        </ol>
      )}
      {more ? (
        <p className="conn-more">
          <Link
            className="result-button result-button--secondary"
            to={more.href}
            preventScrollReset
            state={{ focusConnection: true }}
          >
            {fill(more.count === 1 ? t.connMoreOne : t.connMoreMany, { n: more.count })}
          </Link>
        </p>
      ) : null}
      {left.length > 0 ? (
        <p className="results-section__note conn-left">
          {fill(t.connNotListed, { items: left.join("; ") })}
        </p>
      ) : null}
    </ResultsSection>
  );
}

function Option({ connection: c, position }: { connection: ConnectionResult; position: number }) {
  const { now, quota } = useContext(JourneyContext);
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const headingId = `c-${c.id}`;
  const change = changeWords(c, t);
  const offset = dayOffsetLabel(c.departure.date, c.arrival.date, t);
  return (
    <li className="conn" id={connectionAnchor(position)} data-connection={c.id}>
      <article aria-labelledby={headingId}>
        <h3 className="conn__title" id={headingId} tabIndex={-1}>
          <span className="conn__times">
            <span className="visually-hidden">{t.connLeaves}</span>
            {c.departure.time} <abbr title={c.legs[0].from.name}>{c.legs[0].from.code}</abbr>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">{t.connArrives}</span>
            {c.arrival.time} <abbr title={c.legs[1].to.name}>{c.legs[1].to.code}</abbr>
            {offset ? <span className="conn__offset"> {offset}</span> : null}
          </span>{" "}
          <span className="conn__duration">
            <span className="visually-hidden">, </span>
            {c.duration}
          </span>
        </h3>
        <p className="conn__change">
          <span className="conn__where">{change.where}</span> · {change.walk} · {change.wait}
        </p>
        <ul className="conn__classes" aria-label={t.connClasses}>
          {c.classes.map((option) => {
            const items = optionItems(c, option);
            const chance = chanceWords(option, items, now, t, locale);
            return (
              <li
                key={option.label}
                className={`conn-class conn-class--${option.colour ?? "unknown"}`}
                data-class={option.label}
              >
                <p className="conn-class__head">
                  <span className="conn-class__code">{option.label}</span>{" "}
                  <span className="conn-class__fare">
                    {option.fare === null ? t.connFareNotKnown : rupees(option.fare)}
                    <span className="visually-hidden">{t.connForBoth}</span>
                  </span>
                </p>
                <p className="conn-class__legs">
                  {items.map((item, k) => {
                    const chanceText = legChanceWords(item);
                    return (
                      <span className="conn-class__leg" key={k === 0 ? "first" : "second"}>
                        <span className="visually-hidden">{t.connTrain}</span>
                        <span className="conn-class__leg-no" aria-hidden="true">
                          {k + 1}
                        </span>
                        <span className="visually-hidden"> {c.legs[k as 0 | 1].trainNumber}:</span>{" "}
                        {seatWords(item, now, t, locale)}
                        {chanceText ? ` · ${chanceText}` : ""}
                      </span>
                    );
                  })}
                </p>
                <p className={`conn-class__chance conn-class__chance--${chance.kind}`}>
                  <span aria-hidden="true">{chance.text}</span>
                  <span className="visually-hidden">{chance.label}</span>
                </p>
                <Link className="conn-class__book" to={bookBothHref(c, option, quota)}>
                  {t.connBookBoth}
                  <span className="visually-hidden">
                    {fill(t.connBookBothHidden, { class: option.label })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <ol className="conn__legs">
          {c.legs.map((leg, k) => (
            <Leg key={leg.trainNumber} leg={leg} n={k + 1} journeyDate={c.departure.date} />
          ))}
        </ol>
      </article>
    </li>
  );
}

function Leg({ leg, n, journeyDate }: { leg: TrainResult; n: number; journeyDate: string }) {
  const t = useMessages<ResultsMessages>();
  const dep = dayOffsetLabel(journeyDate, leg.departure.date, t);
  const arr = dayOffsetLabel(journeyDate, leg.arrival.date, t);
  return (
    <li className="conn__leg">
      <p className="conn__leg-name">
        <span className="conn__leg-no">
          <span className="visually-hidden">{t.connTrain}</span>
          {n}
        </span>{" "}
        <span className="train-card__number">{leg.trainNumber}</span> {leg.trainName}
      </p>
      <p className="conn__leg-times">
        {leg.departure.time}
        {dep ? ` (${dep})` : ""} {leg.from.code}
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden">{t.connTo}</span>
        {leg.arrival.time}
        {arr ? ` (${arr})` : ""} {leg.to.code} · {leg.duration}
      </p>
      <LegSchedule leg={leg} />
    </li>
  );
}

/** The train's route: the same POST form as a train card's (the route's action answers it without JavaScript). */
function LegSchedule({ leg }: { leg: TrainResult }) {
  const open = useContext(ScheduleOpener);
  const t = useMessages<ResultsMessages>();
  return (
    <Form
      method="post"
      className="conn__schedule"
      onSubmit={(event) => {
        if (!open) return;
        event.preventDefault();
        open(leg.trainNumber, leg.trainName);
      }}
    >
      <input type="hidden" name="intent" value="schedule" />
      <input type="hidden" name="train" value={leg.trainNumber} />
      <button
        type="submit"
        className="result-button result-button--link"
        aria-label={fill(t.scheduleOfTrain, { number: leg.trainNumber, name: leg.trainName })}
        aria-haspopup="dialog"
      >
        {t.schedule}
      </button>
    </Form>
  );
}

/** The section with the page's contexts provided (the route renders this). */
export const ConnectionsPart = withJourney(ConnectionsSection);
