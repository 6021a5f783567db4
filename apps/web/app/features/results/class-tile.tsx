import type { AvailabilityItem } from "@safar/contracts/trains/common";
import { useContext } from "react";
import { Link, useFetcher } from "react-router";
import { JourneyContext } from "./contexts.ts";
import {
  availabilityTone,
  bookPath,
  canBook,
  canRemind,
  fareLabel,
  opensWords,
  predictionLabel,
  toneWord,
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

/** The route's action data: a tile reads its own Refresh or Remind me answer from it. */
export type TileAnswer = RefreshAnswer | RemindAnswer | { intent: string } | null;

function timeOf(iso: string | null): string {
  if (!iso) return "";
  // The instant as IST clock time: the railway's time zone, whatever the device's.
  const d = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
}

/**
 * One class of one train (spec §3 "Availability item"): class code and name,
 * fare, the status exactly as the railway printed it, its spec §4 colour with
 * a word (never colour alone), the confirmation chance when it waits (or why
 * there is none), a
 * Book link when a booking can start, and Refresh (v1/detail for this class;
 * a plain form POST without JavaScript, a fetcher with it). A class not yet
 * open says when it opens, on the request's IST clock ('Opens 10:00
 * tomorrow'), in place of the railway's text; a Tatkal one offers 'Remind
 * me' (a form POST too; signed out, the action sends the traveller to sign
 * in and back).
 */
export function ClassTile({
  item: initial,
  trainNumber,
  from,
  to,
  answer: posted,
}: {
  item: AvailabilityItem;
  trainNumber: string;
  from: string;
  to: string;
  /** A Refresh or Remind me answer from a form POST made without JavaScript. */
  answer?: TileAnswer | undefined;
}) {
  const refreshed = posted?.intent === "refresh" ? (posted as RefreshAnswer) : undefined;
  const reminded = posted?.intent === "remind" ? (posted as RemindAnswer) : undefined;
  const journey = useContext(JourneyContext);
  const fetcher = useFetcher<RefreshAnswer>({ key: `refresh-${trainNumber}-${initial.code}` });
  const remindFetcher = useFetcher<RemindAnswer>({ key: `remind-${trainNumber}-${initial.code}` });
  const answer =
    fetcher.data?.intent === "refresh"
      ? fetcher.data
      : refreshed?.trainNumber === trainNumber && refreshed.classCode === initial.code
        ? refreshed
        : undefined;
  const item = answer?.item ?? initial;
  const tone = availabilityTone(item);
  const fare = fareLabel(item.fare);
  const prediction = predictionLabel(item);
  const busy = fetcher.state !== "idle";
  const opens = opensWords(item, answer?.updatedAt ?? journey.now);
  const statusText = item.status || "Check availability";
  const remind =
    remindFetcher.data?.intent === "remind"
      ? remindFetcher.data
      : reminded?.trainNumber === trainNumber && reminded.classCode === item.code
        ? reminded
        : undefined;
  const reminding = remindFetcher.state !== "idle";
  const remindId = `remind-${trainNumber}-${item.code}`;
  let live = "";
  if (busy) live = `Refreshing ${item.code}…`;
  else if (answer?.error) live = answer.error;
  else if (answer?.item)
    live = `${item.code} updated at ${timeOf(answer.updatedAt)}: ${opens ?? statusText}`;

  return (
    <li className={`class-tile class-tile--${tone}`} data-class={item.code}>
      <div className="class-tile__head">
        <span className="class-tile__code">{item.code}</span>
        <span className="class-tile__name">{item.className}</span>
      </div>
      <p className="class-tile__fare">
        {fare ? (
          <>
            <span className="visually-hidden">Fare </span>
            {fare}
          </>
        ) : (
          <span className="class-tile__muted">Fare not available</span>
        )}
      </p>
      {opens ? (
        <p
          className="class-tile__status class-tile__status--opens"
          data-status
          data-opens-at={item.opensAt}
        >
          <span className="class-tile__text">{opens}</span>
        </p>
      ) : (
        <p className="class-tile__status" data-status>
          <span className="class-tile__word">{toneWord(item)}</span>{" "}
          <span className="class-tile__text">{statusText}</span>
        </p>
      )}
      {prediction ? (
        <p
          className={`class-tile__prediction class-tile__prediction--${prediction.kind}`}
          data-prediction={prediction.kind}
        >
          <span aria-hidden="true">{prediction.text}</span>
          <span className="visually-hidden">{prediction.label}</span>
        </p>
      ) : null}
      <div className="class-tile__actions">
        <fetcher.Form method="post" className="class-tile__refresh">
          <input type="hidden" name="intent" value="refresh" />
          <input type="hidden" name="train" value={trainNumber} />
          <input type="hidden" name="cls" value={item.code} />
          <button
            type="submit"
            className="result-button result-button--quiet"
            aria-label={`Refresh ${item.code} availability of train ${trainNumber}`}
            disabled={busy}
          >
            {busy ? "Refreshing…" : "Refresh"}
          </button>
        </fetcher.Form>
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
            aria-label={`Book ${item.className} on train ${trainNumber}`}
          >
            Book
          </Link>
        ) : null}
        {canRemind(item) && !remind?.message ? (
          <remindFetcher.Form method="post" className="class-tile__remind">
            <input type="hidden" name="intent" value="remind" />
            <input type="hidden" name="train" value={trainNumber} />
            <input type="hidden" name="cls" value={item.code} />
            <input type="hidden" name="from" value={from} />
            <input type="hidden" name="to" value={to} />
            <button
              type="submit"
              className="result-button"
              aria-label={`Remind me when Tatkal opens for ${item.className} on train ${trainNumber}`}
              aria-describedby={remind?.error ? remindId : undefined}
              disabled={reminding}
            >
              {reminding ? "Saving…" : "Remind me"}
            </button>
          </remindFetcher.Form>
        ) : null}
      </div>
      {remind?.message ? (
        <p className="class-tile__reminded" id={remindId} role="status">
          {remind.message}
        </p>
      ) : remind?.error ? (
        <p className="class-tile__remind-error" id={remindId} role="alert">
          {remind.error}
        </p>
      ) : null}
      <p className="class-tile__live" aria-live="polite">
        {live}
      </p>
    </li>
  );
}
