import type { TripBrief } from "@safar/contracts/trip-view";
import { formatPaise } from "@safar/domain/money";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatIstDateTime } from "../../lib/dates.ts";
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
  const total = formatPaise(trip.totalPaise);
  const [first, second] = trip.legs;
  switch (trip.state) {
    case "draft":
    case "payment":
      return (
        <Box tone="info" title={`Two trains, one booking: ${total}`} message={trip.message}>
          <StitchedButton
            state={trip.button}
            href={
              trip.state === "draft" ? TRIP_PATHS.review(trip.tripId) : TRIP_PATHS.pay(trip.tripId)
            }
            label={trip.state === "draft" ? "Review and book both trains" : "Complete the payment"}
          />
        </Box>
      );
    case "payment_failed":
      return (
        <Box tone="error" title="Payment failed" message={trip.message}>
          <StitchedButton state={trip.button} href={TRIP_PATHS.pay(trip.tripId)} />
        </Box>
      );
    case "authorised":
      return (
        <Box
          tone="warning"
          title="Sign in to the railway once to book both trains"
          message={trip.message}
        >
          {trip.railwayAuthorizationUrl ? (
            <p>
              <a className="button" href={trip.railwayAuthorizationUrl}>
                Sign in to the railway
              </a>
            </p>
          ) : (
            <StitchedButton
              state="disabled"
              hint="Waiting for the railway to confirm your berths. Reload this page in a moment."
            />
          )}
        </Box>
      );
    case "second_failed":
      return (
        <Box
          tone="error"
          title={`Second train ${second.trainNumber} could not be booked`}
          message={`Your first train ${first.trainNumber} is booked (PNR ${first.pnr ?? "—"}). Nothing has been charged: ${total} is on hold.`}
        >
          {second.failureReason ? <p>{second.failureReason}</p> : null}
          {trip.decideBy ? (
            <p>
              <strong>Choose by {formatIstDateTime(trip.decideBy)}</strong>: retry the second train,
              or cancel the first train with a full refund. If you do not choose by then, we cancel
              the first train and release the amount.
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
                  Retry the second train
                </button>
                <p className="co-note" id="trip-retry-hint">
                  We ask the railway for berths on {second.trainNumber} again; you sign in to the
                  railway once more. {total} stays on hold until both trains are booked.
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
                  Cancel the first train — full refund
                </button>
                <p className="co-note" id="trip-cancel-hint">
                  We cancel {first.trainNumber} (PNR {first.pnr ?? "—"}) with the railway and
                  release the {total} held. Nothing is charged.
                </p>
              </Form>
            ) : null}
          </div>
        </Box>
      );
    case "retrying":
      return (
        <Box tone="warning" title="Retrying the second train" message={trip.message}>
          {trip.railwayAuthorizationUrl ? (
            <p>
              <a className="button" href={trip.railwayAuthorizationUrl}>
                Sign in to the railway
              </a>
            </p>
          ) : null}
        </Box>
      );
    case "cancelling_first":
      return (
        <Box tone="warning" title="Cancelling the first train" message={trip.message}>
          <StitchedButton state="disabled" label="Cancelling" />
        </Box>
      );
    case "booked": {
      const cancelled = trip.legs.filter((l) => l.status === 18).length;
      return (
        <Box
          tone={cancelled === 2 ? "error" : "success"}
          title={
            cancelled === 0
              ? "Both trains booked"
              : cancelled === 1
                ? "One train cancelled"
                : "Both trains cancelled"
          }
          message={trip.message}
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
          title={trip.state === "failed" ? "Journey not booked" : "Journey cancelled"}
          message={trip.message}
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
