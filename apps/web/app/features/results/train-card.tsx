import type { TrainResult } from "@safar/contracts/trains/common";
import { useContext } from "react";
import { Form, Link } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { ClassChips, type TileAnswer } from "./class-chips.tsx";
import { JourneyContext, ScheduleOpener } from "./contexts.ts";
import {
  bestClass,
  dayOffsetLabel,
  hasLeft,
  runDaysShort,
  runningDaysLabel,
  statusWords,
} from "./view.ts";

/** Departure and arrival with the codes under the times, the duration and running days between. */
function Times({ train }: { train: TrainResult }) {
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const offset = dayOffsetLabel(train.departure.date, train.arrival.date, t);
  return (
    <div className="train-card__times">
      <p className="train-card__end">
        <span className="visually-hidden">{t.departs}</span>
        <span className="train-card__time">{train.departure.time}</span>{" "}
        <abbr className="train-card__code" title={train.from.name}>
          {train.from.code}
        </abbr>
      </p>
      <div className="train-card__middle">
        <p className="train-card__duration">
          <span className="visually-hidden">{t.duration}</span>
          {train.duration}
        </p>
        <p className="train-card__days">
          <span className="visually-hidden">{runningDaysLabel(train, t, locale)}</span>
          <span aria-hidden="true">{runDaysShort(train, t, locale)}</span>
        </p>
      </div>
      <p className="train-card__end train-card__end--arrive">
        <span className="visually-hidden">{t.arrives}</span>
        <span className="train-card__time">{train.arrival.time}</span>{" "}
        <span className="train-card__where">
          <abbr className="train-card__code" title={train.to.name}>
            {train.to.code}
          </abbr>
          {offset ? <span className="train-card__offset"> {offset}</span> : null}
        </span>
      </p>
    </div>
  );
}

function ScheduleButton({ train }: { train: TrainResult }) {
  const open = useContext(ScheduleOpener);
  const t = useMessages<ResultsMessages>();
  // A POST form: without JavaScript the action answers with the schedule in the page.
  return (
    <Form
      method="post"
      className="train-card__schedule"
      onSubmit={(event) => {
        if (!open) return;
        event.preventDefault();
        open(train.trainNumber, train.trainName);
      }}
    >
      <input type="hidden" name="intent" value="schedule" />
      <input type="hidden" name="train" value={train.trainNumber} />
      <button
        type="submit"
        className="result-button result-button--link"
        aria-label={fill(t.scheduleOfTrain, { number: train.trainNumber, name: train.trainName })}
        aria-haspopup="dialog"
      >
        {t.schedule}
      </button>
    </Form>
  );
}

/**
 * One direct train (spec §3 "Train in results") as one compact row (issue
 * 21): number and name, departure → arrival with duration and running days,
 * and a sideways row of class chips. A train that has left says so once
 * instead of a 'Departed' chip per class.
 */
export function TrainCard({
  train,
  answer,
}: {
  train: TrainResult;
  answer?: TileAnswer | undefined;
}) {
  const headingId = `train-${train.trainNumber}-${train.from.code}-${train.to.code}`;
  const { now } = useContext(JourneyContext);
  const departed = hasLeft(train, now);
  const t = useMessages<ResultsMessages>();
  return (
    <li
      className={`train-card${departed ? " train-card--departed" : ""}`}
      data-train={train.trainNumber}
    >
      <article className="train-card__body" aria-labelledby={headingId}>
        <div className="train-card__top">
          <h3 className="train-card__name" id={headingId}>
            <span className="train-card__number">{train.trainNumber}</span> {train.trainName}
          </h3>
          <ScheduleButton train={train} />
        </div>
        <Times train={train} />
        {departed ? (
          <p className="train-card__gone">
            <span className="status-mark status-mark--red" aria-hidden="true" />
            {fill(t.departedAt, { time: train.departure.time })}
          </p>
        ) : train.classes.length ? (
          <ClassChips
            classes={train.classes}
            trainNumber={train.trainNumber}
            from={train.from.code}
            to={train.to.code}
            answer={answer}
          />
        ) : (
          <p className="train-card__muted">{t.noReservedClasses}</p>
        )}
      </article>
    </li>
  );
}

/** A short line for a train outside the direct list (nearby stations, connection legs). */
export function TrainLine({
  train,
  href,
  linkText,
}: {
  train: TrainResult;
  href: string;
  linkText: string;
}) {
  const { now } = useContext(JourneyContext);
  const best = bestClass(train.classes);
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const offset = dayOffsetLabel(train.departure.date, train.arrival.date, t);
  return (
    <div className="train-line">
      <p className="train-line__name">
        <span className="train-card__number">{train.trainNumber}</span> {train.trainName}
      </p>
      <p className="train-line__times">
        {train.departure.time} {train.from.code} → {train.arrival.time} {train.to.code}
        {offset ? ` (${offset})` : ""} · {train.duration}
      </p>
      {best ? (
        <p className={`train-line__avl tone-text tone-text--${best.colour ?? "unknown"}`}>
          {best.code}: {statusWords(best, now, t, locale)}
        </p>
      ) : null}
      <p className="train-line__classes">
        {train.classes.map((c) => `${c.code} ${statusWords(c, now, t, locale)}`).join(" · ")}
      </p>
      <Link className="train-line__link" to={href}>
        {linkText}
      </Link>
    </div>
  );
}
