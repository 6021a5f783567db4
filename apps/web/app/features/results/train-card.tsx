import type { TrainResult } from "@safar/contracts/trains/common";
import { useContext } from "react";
import { Form, Link } from "react-router";
import { ClassTile, type TileAnswer } from "./class-tile.tsx";
import { JourneyContext, ScheduleOpener } from "./contexts.ts";
import {
  bestClass,
  chipText,
  dayOffsetLabel,
  opensWords,
  runningDaysLabel,
  toneWord,
} from "./view.ts";

function Times({ train }: { train: TrainResult }) {
  const offset = dayOffsetLabel(train.departure.date, train.arrival.date);
  return (
    <div className="train-card__times">
      <p className="train-card__end">
        <span className="visually-hidden">Departs </span>
        <span className="train-card__time">{train.departure.time}</span>{" "}
        <abbr className="train-card__code" title={train.from.name}>
          {train.from.code}
        </abbr>
      </p>
      <p className="train-card__duration">
        <span className="visually-hidden">Duration </span>
        {train.duration}
      </p>
      <p className="train-card__end train-card__end--arrive">
        <span className="visually-hidden">Arrives </span>
        <span className="train-card__time">{train.arrival.time}</span>{" "}
        <abbr className="train-card__code" title={train.to.name}>
          {train.to.code}
        </abbr>
        {offset ? <span className="train-card__offset"> {offset}</span> : null}
      </p>
    </div>
  );
}

function ScheduleButton({ train }: { train: TrainResult }) {
  const open = useContext(ScheduleOpener);
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
        aria-label={`Schedule of train ${train.trainNumber} ${train.trainName}`}
        aria-haspopup="dialog"
      >
        Schedule
      </button>
    </Form>
  );
}

/** One direct train (spec §3 "Train in results") with a tile per class. */
export function TrainCard({
  train,
  answer,
}: {
  train: TrainResult;
  answer?: TileAnswer | undefined;
}) {
  const headingId = `train-${train.trainNumber}-${train.from.code}-${train.to.code}`;
  return (
    <li className="train-card" data-train={train.trainNumber}>
      <article className="train-card__body" aria-labelledby={headingId}>
        <div className="train-card__top">
          <h3 className="train-card__name" id={headingId}>
            <span className="train-card__number">{train.trainNumber}</span> {train.trainName}
          </h3>
          <ScheduleButton train={train} />
        </div>
        <p className="train-card__days">{runningDaysLabel(train)}</p>
        <Times train={train} />
        {train.classes.length ? (
          <ul className="class-tiles" aria-label={`Classes of train ${train.trainNumber}`}>
            {train.classes.map((item) => (
              <ClassTile
                key={`${item.code}-${item.quota}`}
                item={item}
                trainNumber={train.trainNumber}
                from={train.from.code}
                to={train.to.code}
                answer={answer}
              />
            ))}
          </ul>
        ) : (
          <p className="train-card__muted">No reserved classes on this journey.</p>
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
  const offset = dayOffsetLabel(train.departure.date, train.arrival.date);
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
          {best.code}:{" "}
          {opensWords(best, now) ?? `${toneWord(best)} ${best.statusShortform || best.status}`}
        </p>
      ) : null}
      <p className="train-line__classes">
        {train.classes.map((c) => `${c.code} ${chipText(c, now) || "–"}`).join(" · ")}
      </p>
      <Link className="train-line__link" to={href}>
        {linkText}
      </Link>
    </div>
  );
}
