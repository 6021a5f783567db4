import type { TripBrief } from "@safar/contracts/trip-view";
import { formatPaise } from "@safar/domain/money";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { RailwayTextsMessages } from "../../i18n/railway.ts";
import type { TripsMessages } from "../../i18n/trips.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { railwayWords, sentencesIn } from "../../lib/railway-words.ts";
import { StitchedButton } from "./stitched-button.tsx";
import "./trips.css";

/**
 * Where a two-train journey stands (ADR 023), above the chosen train's
 * page: the trip's state in words, the stitched booking button, and what
 * the traveller can do now — sign in to the railway once for both trains,
 * choose between retrying the second train and cancelling the first (both
 * plain forms posting to `choiceAction`), pay again.
 */

export const TRIP_PATHS = {
  review: (tripId: string) => `/trains/connecting/${tripId}/review`,
  pay: (tripId: string) => `/trains/connecting/${tripId}/pay`,
};

export function TripStatus({
  trip,
  choiceAction,
  busy = false,
}: {
  trip: TripBrief;
  /** Where the choice forms post (the trip-choice route of the first train). */
  choiceAction: string;
  busy?: boolean;
}) {
  const t = useMessages<TripsMessages & RailwayTextsMessages>();
  const locale = useLocale();
  const total = formatPaise(trip.totalPaise);
  const [first, second] = trip.legs;
  // The API's sentence on the trip's state, in the page's language (ADR 028).
  const message = sentencesIn(t, trip.message, locale);
  switch (trip.state) {
    case "draft":
    case "payment":
      return (
        <Box tone="info" title={fill(t.trip_twoTrainsOneBooking, { total })} message={message}>
          <StitchedButton
            state={trip.button}
            href={
              trip.state === "draft" ? TRIP_PATHS.review(trip.tripId) : TRIP_PATHS.pay(trip.tripId)
            }
            label={trip.state === "draft" ? t.trip_reviewAndBook : t.trip_completePayment}
          />
        </Box>
      );
    case "payment_failed":
      return (
        <Box tone="error" title={t.trip_paymentFailed} message={message}>
          <StitchedButton state={trip.button} href={TRIP_PATHS.pay(trip.tripId)} />
        </Box>
      );
    case "authorised":
      return (
        <Box tone="warning" title={t.trip_signInOnce} message={message}>
          {trip.railwayAuthorizationUrl ? (
            <p>
              <a className="button" href={trip.railwayAuthorizationUrl}>
                {t.trip_signInRailway}
              </a>
            </p>
          ) : (
            <StitchedButton state="disabled" hint={t.trip_waitingRailway} />
          )}
        </Box>
      );
    case "second_failed":
      return (
        <Box
          tone="error"
          title={fill(t.trip_secondNotBooked, { train: second.trainNumber })}
          message={fill(t.trip_firstBookedHeld, {
            train: first.trainNumber,
            pnr: first.pnr ?? "—",
            total,
          })}
        >
          {second.failureReason ? <p>{railwayWords(t, second.failureReason, locale)}</p> : null}
          {trip.decideBy ? (
            <p>
              <strong>
                {fill(t.trip_chooseBy, { when: formatIstDateTime(trip.decideBy, locale) })}
              </strong>
              {t.trip_chooseByRest}
            </p>
          ) : null}
          <div className="trip-choice">
            {trip.canRetry ? (
              <Form method="post" action={choiceAction} className="trip-choice__form">
                <input type="hidden" name="choice" value="retry" />
                <button
                  type="submit"
                  className="button"
                  disabled={busy}
                  aria-describedby="trip-retry-hint"
                >
                  {t.trip_retrySecond}
                </button>
                <p className="co-note" id="trip-retry-hint">
                  {fill(t.trip_retryHint, { train: second.trainNumber, total })}
                </p>
              </Form>
            ) : null}
            {trip.canCancelFirst ? (
              <Form method="post" action={choiceAction} className="trip-choice__form">
                <input type="hidden" name="choice" value="cancel_first" />
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={busy}
                  aria-describedby="trip-cancel-hint"
                >
                  {t.trip_cancelFirst}
                </button>
                <p className="co-note" id="trip-cancel-hint">
                  {fill(t.trip_cancelHint, {
                    train: first.trainNumber,
                    pnr: first.pnr ?? "—",
                    total,
                  })}
                </p>
              </Form>
            ) : null}
          </div>
        </Box>
      );
    case "retrying":
      return (
        <Box tone="warning" title={t.trip_retryingSecond} message={message}>
          {trip.railwayAuthorizationUrl ? (
            <p>
              <a className="button" href={trip.railwayAuthorizationUrl}>
                {t.trip_signInRailway}
              </a>
            </p>
          ) : null}
        </Box>
      );
    case "cancelling_first":
      return (
        <Box tone="warning" title={t.trip_cancellingFirst} message={message}>
          <StitchedButton state="disabled" label={t.trip_cancelling} />
        </Box>
      );
    case "booked": {
      const cancelled = trip.legs.filter((l) => l.status === 18).length;
      return (
        <Box
          tone={cancelled === 2 ? "error" : "success"}
          title={
            cancelled === 0
              ? t.trip_bothBooked
              : cancelled === 1
                ? t.trip_oneCancelled
                : t.trip_bothCancelled
          }
          message={message}
        >
          <StitchedButton state={trip.button} />
        </Box>
      );
    }
    case "failed":
    case "cancelled":
      return (
        <Box
          tone="error"
          title={trip.state === "failed" ? t.trip_notBooked : t.trip_journeyCancelled}
          message={message}
        >
          <StitchedButton state={trip.button} />
        </Box>
      );
  }
}

function Box({
  tone,
  title,
  message,
  children,
}: {
  tone: "info" | "warning" | "error" | "success";
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section
      className={`co-box co-box--${tone} trip-status`}
      aria-labelledby="trip-status-title"
      data-state={tone}
    >
      <h2 className="co-box__title" id="trip-status-title">
        {title}
      </h2>
      <p>{message}</p>
      {children}
    </section>
  );
}
