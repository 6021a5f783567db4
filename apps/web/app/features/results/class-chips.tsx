import type { AvailabilityItem } from "@safar/contracts/trains/common";
import { useContext } from "react";
import { Link, useFetcher } from "react-router";
import type { ResultsMessages } from "../../i18n/results.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { JourneyContext } from "./contexts.ts";
import {
  availabilityTone,
  bookPath,
  canBook,
  canRemind,
  classDetailId,
  classNameOf,
  fareLabel,
  predictionLabel,
  statusWords,
} from "./view.ts";

/** What the route's action answers to `intent=refresh` (see search-results.server.ts). */
export interface RefreshAnswer {
  intent: "refresh";
  trainNumber: string;
  classCode: string;
  item: AvailabilityItem | null;
  updatedAt: string | null;
  error: string | null;
}

/** What the route's action answers to `intent=remind` (a Tatkal reminder asked for). */
export interface RemindAnswer {
  intent: "remind";
  trainNumber: string;
  classCode: string;
  /** 'We'll remind you at 09:45 tomorrow by SMS and e-mail'; null when refused. */
  message: string | null;
  error: string | null;
}

/** The route's action data: a class reads its own Refresh or Remind me answer from it. */
export type TileAnswer = RefreshAnswer | RemindAnswer | { intent: string } | null;

function timeOf(iso: string | null): string {
  if (!iso) return "";
  // The instant as IST clock time: the railway's time zone, whatever the device's.
  const d = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
}

function answerFor<T extends RefreshAnswer | RemindAnswer>(
  posted: TileAnswer | undefined,
  intent: T["intent"],
  trainNumber: string,
  code: string,
): T | undefined {
  if (posted?.intent !== intent) return undefined;
  const a = posted as T;
  return a.trainNumber === trainNumber && a.classCode === code ? a : undefined;
}

/**
 * One class as it stands now: the search's item, or a Refresh's answer (a
 * fetcher with JavaScript, shared by the chip and its details through its
 * key; the action's data after a plain POST without).
 */
function useClass(initial: AvailabilityItem, trainNumber: string, posted: TileAnswer | undefined) {
  const fetcher = useFetcher<RefreshAnswer>({ key: `refresh-${trainNumber}-${initial.code}` });
  const answer =
    fetcher.data?.intent === "refresh"
      ? fetcher.data
      : answerFor<RefreshAnswer>(posted, "refresh", trainNumber, initial.code);
  const journey = useContext(JourneyContext);
  const item = answer?.item ?? initial;
  // 'Opens 10:00 tomorrow' is said relative to when the answer was made.
  const t = useMessages<ResultsMessages>();
  const locale = useLocale();
  const words = statusWords(item, answer?.updatedAt ?? journey.now, t, locale);
  return { fetcher, answer, item, words, journey, t };
}

interface ClassProps {
  item: AvailabilityItem;
  trainNumber: string;
  from: string;
  to: string;
  /** A Refresh or Remind me answer from a form POST made without JavaScript. */
  answer?: TileAnswer | undefined;
}

/**
 * A class chip (issue 21): code, fare, the status as a traveller says it
 * ('Available 24', 'WL 12 · 68% chance') with its spec §4 colour and a shape.
 * A radio inside its label: choosing it shows the class's details below the
 * row by CSS alone (results.css), before, after and without JavaScript.
 */
function ClassChip({ name, checked, ...props }: ClassProps & { name: string; checked: boolean }) {
  const { item, words, t } = useClass(props.item, props.trainNumber, props.answer);
  const fare = fareLabel(item.fare);
  const prediction = predictionLabel(item, t);
  const className = classNameOf(t, item);
  return (
    <label className={`class-chip class-chip--${availabilityTone(item)}`} data-class={item.code}>
      <input
        type="radio"
        className="class-chip__radio"
        name={name}
        value={item.code}
        defaultChecked={checked}
        aria-controls={classDetailId(props.trainNumber, props.from, props.to, item.code)}
      />
      <span className="class-chip__top">
        <span className="class-chip__code">{item.code}</span>
        <span className="visually-hidden"> {className},</span>{" "}
        <span className="class-chip__fare">{fare ?? "–"}</span>
      </span>
      <span className="class-chip__status">
        <span className="status-mark" aria-hidden="true" />
        <span data-status>{words}</span>
        {prediction?.kind === "chance" ? (
          <span className="class-chip__chance" data-prediction="chance">
            {" "}
            · {prediction.text}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * What a chosen class offers (spec §3 "Availability item"): its name and
 * fare, the status and the confirmation chance in full (or why there is none,
 * `lib/confirmation-chance.ts`), Book when a booking can start, Refresh
 * (v1/detail for this class; a fetcher, a plain POST without JavaScript)
 * while the train has not left, and for a Tatkal class not yet open 'Remind
 * me' (a form POST too; signed out, the action sends the traveller to sign
 * in and back to these details).
 */
function ClassDetail(props: ClassProps) {
  const { trainNumber, from, to, answer: posted } = props;
  const { fetcher, answer, item, words, journey, t } = useClass(props.item, trainNumber, posted);
  const remindFetcher = useFetcher<RemindAnswer>({ key: `remind-${trainNumber}-${item.code}` });
  const fare = fareLabel(item.fare);
  const prediction = predictionLabel(item, t);
  const className = classNameOf(t, item);
  const busy = fetcher.state !== "idle";
  const remind =
    remindFetcher.data?.intent === "remind"
      ? remindFetcher.data
      : answerFor<RemindAnswer>(posted, "remind", trainNumber, item.code);
  const reminding = remindFetcher.state !== "idle";
  const id = classDetailId(trainNumber, from, to, item.code);
  const remindId = `remind-${trainNumber}-${item.code}`;
  let live = "";
  if (busy) live = fill(t.refreshingClass, { code: item.code });
  else if (answer?.error) live = answer.error;
  else if (answer?.item) {
    live = fill(t.classUpdated, { code: item.code, time: timeOf(answer.updatedAt), words });
  }

  return (
    <div
      className={`class-detail class-detail--${availabilityTone(item)}`}
      id={id}
      data-class={item.code}
    >
      <p className="class-detail__head">
        <span className="class-detail__class">
          {item.code} · {className}
        </span>
        <span className="class-detail__fare">
          {fare ? fill(t.farePerPassenger, { fare }) : t.fareNotAvailable}
        </span>
      </p>
      <p className="class-detail__status">
        <span className="status-mark" aria-hidden="true" />
        {words}
      </p>
      {prediction ? (
        <p className="class-detail__prediction" data-prediction={prediction.kind}>
          {prediction.label}
        </p>
      ) : null}
      <div className="class-detail__actions">
        {canBook(item) ? (
          <Link
            className="result-button result-button--primary"
            to={bookPath({
              trainNumber,
              classCode: item.code,
              quota: item.quota || journey.quota,
              date: journey.date,
              from,
              to,
              status: item.status,
            })}
            aria-label={fill(t.bookLabel, { class: className, number: trainNumber })}
          >
            {t.book}
          </Link>
        ) : null}
        {canRemind(item) && !remind?.message ? (
          <remindFetcher.Form method="post">
            <input type="hidden" name="intent" value="remind" />
            <input type="hidden" name="train" value={trainNumber} />
            <input type="hidden" name="cls" value={item.code} />
            <input type="hidden" name="from" value={from} />
            <input type="hidden" name="to" value={to} />
            <button
              type="submit"
              className="result-button"
              aria-label={fill(t.remindLabel, { class: className, number: trainNumber })}
              aria-describedby={remind?.error ? remindId : undefined}
              disabled={reminding}
            >
              {reminding ? t.saving : t.remindMe}
            </button>
          </remindFetcher.Form>
        ) : null}
        {item.statusGroup !== "Departed" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="refresh" />
            <input type="hidden" name="train" value={trainNumber} />
            <input type="hidden" name="cls" value={item.code} />
            <button
              type="submit"
              className="result-button result-button--quiet"
              aria-label={fill(t.refreshLabel, { code: item.code, number: trainNumber })}
              disabled={busy}
            >
              {busy ? t.refreshing : t.refresh}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      {remind?.message ? (
        <p className="class-detail__reminded" id={remindId} role="status">
          {remind.message}
        </p>
      ) : remind?.error ? (
        <p className="class-detail__remind-error" id={remindId} role="alert">
          {remind.error}
        </p>
      ) : null}
      <p className="class-detail__live" aria-live="polite">
        {live}
      </p>
    </div>
  );
}

/**
 * A train's classes (issue 21): one row of chips that scrolls sideways on a
 * phone, and below it the chosen class's details. The chips are radios in a
 * group; which details show is CSS (`:has(:checked)`), so it works before
 * the page hydrates and without JavaScript. A class that a plain POST
 * answered (Refresh, Remind me) comes back chosen.
 */
export function ClassChips({
  classes,
  trainNumber,
  from,
  to,
  answer,
}: {
  classes: readonly AvailabilityItem[];
  trainNumber: string;
  from: string;
  to: string;
  answer?: TileAnswer | undefined;
}) {
  const name = `class-${trainNumber}-${from}-${to}`;
  const posted =
    answer?.intent === "refresh" || answer?.intent === "remind"
      ? (answer as RefreshAnswer | RemindAnswer)
      : undefined;
  const chosen = posted?.trainNumber === trainNumber ? posted.classCode : undefined;
  const common = { trainNumber, from, to, answer };
  const t = useMessages<ResultsMessages>();
  return (
    <div className="class-pick">
      <fieldset className="class-chips">
        <legend className="visually-hidden">
          {fill(t.classesOfTrain, { number: trainNumber })}
        </legend>
        <div className="class-chips__row">
          {classes.map((item) => (
            <ClassChip
              key={`${item.code}-${item.quota}`}
              item={item}
              name={name}
              checked={chosen === item.code}
              {...common}
            />
          ))}
        </div>
      </fieldset>
      {classes.map((item) => (
        <ClassDetail key={`${item.code}-${item.quota}`} item={item} {...common} />
      ))}
    </div>
  );
}
