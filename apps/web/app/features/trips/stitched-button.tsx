import type { StitchedButtonState } from "@safar/contracts/trip-view";
import type { ReactNode } from "react";
import type { TripsMessages } from "../../i18n/trips.ts";
import { useMessages } from "../../lib/i18n.ts";
import "./trips.css";

/**
 * Spec §4 "Stitched booking button: book now, booked, retry, disabled,
 * payment failure, cancelled." The action states are a link or the form's
 * submit button (the caller's `action`); the others say where the journey
 * stands, in words, never colour alone.
 */
export const STITCHED_BUTTON_LABELS: Record<StitchedButtonState, string> = {
  book_now: "Book now",
  booked: "Booked",
  retry: "Retry the second train",
  disabled: "Booking in progress",
  payment_failure: "Payment failed — pay again",
  cancelled: "Cancelled",
};

export function StitchedButton({
  state,
  href,
  label,
  hint,
}: {
  state: StitchedButtonState;
  /** Where the action states lead (book now, retry, payment failure). */
  href?: string;
  /** Words instead of the state's own (e.g. "Book both trains"). */
  label?: string;
  /** Why it is disabled, or what comes next. */
  hint?: ReactNode;
}) {
  const t = useMessages<TripsMessages>();
  const text = label ?? t[`trip_stitched_${state}`] ?? STITCHED_BUTTON_LABELS[state];
  const hintId = hint ? `stitched-hint-${state}` : undefined;
  const actionable = state === "book_now" || state === "retry" || state === "payment_failure";
  return (
    <div className="stitched" data-state={state}>
      {actionable && href ? (
        <a className="button stitched__button" href={href} aria-describedby={hintId}>
          {text}
        </a>
      ) : state === "disabled" ? (
        <button
          type="button"
          className="button stitched__button"
          disabled
          aria-describedby={hintId}
        >
          {text}
        </button>
      ) : (
        <p className={`stitched__state stitched__state--${state}`}>
          <span aria-hidden="true">
            {state === "booked" ? "✓ " : state === "cancelled" ? "✕ " : ""}
          </span>
          {text}
        </p>
      )}
      {hint ? (
        <p className="co-note" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
