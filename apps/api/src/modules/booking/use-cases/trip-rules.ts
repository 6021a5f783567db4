import { ORDER_STATUS } from "@safar/contracts/booking";
import type { StitchedButtonState, TripState } from "@safar/contracts/trip-view";
import { istTime } from "@safar/domain/ist";
import { formatPaise } from "@safar/domain/money";

/**
 * The pure rules of a two-train trip (ADR 023): how long the one payment's
 * authorisation is kept, when the traveller's choice is due, what the
 * stitched booking button shows, and the trip's state in words.
 */

/**
 * How long Safar keeps a trip's authorisation before capturing or voiding
 * it. Card and UPI authorisations last days at a real gateway; ours is a
 * promise to the traveller that an amount is never held longer than this.
 */
export const TRIP_AUTHORISATION_MS = 60 * 60_000;
/** After the second train failed, the traveller has this long to choose. */
export const TRIP_DECISION_MS = 30 * 60_000;
/**
 * The railway holds berths for 15 minutes (ADR 006): a retry is offered
 * only while a new hold would end before the authorisation must.
 */
export const RETRY_HOLD_ALLOWANCE_MS = 15 * 60_000;

/**
 * When the traveller's choice is due: 30 minutes after the second train
 * failed, and never later than a retry's hold could still end inside the
 * authorisation's hour.
 */
export function decideByOf(secondFailedAt: Date, authorizedAt: Date): Date {
  return new Date(
    Math.min(
      secondFailedAt.getTime() + TRIP_DECISION_MS,
      authorizedAt.getTime() + TRIP_AUTHORISATION_MS - RETRY_HOLD_ALLOWANCE_MS,
    ),
  );
}

/** Whether the traveller may still choose (retry or cancel the first train). */
export function choiceOpen(state: TripState, decideBy: Date | null, now: Date): boolean {
  return state === "second_failed" && decideBy !== null && now.getTime() < decideBy.getTime();
}

/**
 * Spec §4 "Stitched booking button": book now (not yet paid), booked (both
 * PNRs), retry (the second train failed: the traveller may retry it),
 * disabled (the railway or Safar is working on it), payment failure (the
 * payment was declined or its time ran out: pay again), cancelled (nothing
 * stands booked: the trip failed or was cancelled, or both trains were
 * cancelled since).
 */
export function buttonOf(
  state: TripState,
  legStatuses: readonly [number, number],
  choosable: boolean,
): StitchedButtonState {
  switch (state) {
    case "draft":
    case "payment":
      return "book_now";
    case "payment_failed":
      return "payment_failure";
    case "second_failed":
      return choosable ? "retry" : "disabled";
    case "authorised":
    case "retrying":
    case "cancelling_first":
      return "disabled";
    case "failed":
    case "cancelled":
      return "cancelled";
    case "booked":
      return legStatuses.every((s) => s === ORDER_STATUS.bookingCancelled) ? "cancelled" : "booked";
  }
}

/** What the trip's words need to know. */
export interface TripWordsInput {
  state: TripState;
  totalPaise: number;
  firstPnr: string | null;
  secondReason: string | null;
  firstReason: string | null;
  decideBy: Date | null;
  choice: string | null;
  now: Date;
  /** Each train's order status (cancellations after booking change the words). */
  legStatuses?: readonly [number, number];
}

/** The trip's state in one or two plain sentences (the order page, the review). */
export function tripMessage(t: TripWordsInput): string {
  const amount = formatPaise(t.totalPaise);
  switch (t.state) {
    case "draft":
      return `Review both trains and pay ${amount} once for the whole journey.`;
    case "payment":
      return `Pay ${amount} once for both trains. The amount is only held until the railway issues both tickets.`;
    case "payment_failed":
      return "Your payment did not go through. No money was taken. Please try the payment again.";
    case "authorised":
      return `${amount} is on hold, not charged. Sign in to the railway once to book both trains; the amount is taken only when both tickets are issued.`;
    case "second_failed":
      return [
        `The first train is booked (PNR ${t.firstPnr ?? "—"}), but the second train could not be booked.`,
        t.secondReason ?? "",
        `Nothing has been charged: ${amount} is on hold.`,
        t.decideBy && t.now < t.decideBy
          ? `Please choose by ${istTime(t.decideBy)}: retry the second train, or cancel the first train with a full refund. If you do not choose, we will cancel the first train and release the amount.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
    case "retrying":
      return `Trying the second train again: sign in to the railway to confirm it. ${amount} stays on hold, not charged.`;
    case "cancelling_first":
      return "Cancelling the first train with the railway. Nothing will be charged.";
    case "booked": {
      const [first, second] = (t.legStatuses ?? [7, 7]).map(
        (code) => code === ORDER_STATUS.bookingCancelled,
      );
      if (first && second) {
        return "Both trains are cancelled. Each train's refund is on its own page.";
      }
      if (first || second) {
        return `The ${first ? "first" : "second"} train is cancelled (its refund is on its page); the ${first ? "second" : "first"} train stays booked.`;
      }
      return `Both trains are booked. ${amount} was paid once for the whole journey.`;
    }
    case "failed":
      return [
        "Your journey could not be booked, so neither train was booked.",
        t.firstReason ?? "",
        `The ${amount} held on your payment method has been released. Nothing was charged.`,
      ]
        .filter(Boolean)
        .join(" ");
    case "cancelled":
      if (t.legStatuses && t.legStatuses[0] !== ORDER_STATUS.bookingCancelled) {
        return `The railway could not cancel the first train, so its ticket stays valid. The ${amount} held on your payment method has been released. Nothing was charged.`;
      }
      return [
        t.choice === "default_cancel"
          ? "You did not choose in time, so we cancelled the first train because the second could not be booked."
          : "The first train was cancelled because the second could not be booked.",
        `The ${amount} held on your payment method has been released. Nothing was charged.`,
      ].join(" ");
  }
}
